import CGtk

/// Two fingers, or a touchpad pinch, moving apart or together (`GtkGestureZoom`).
///
/// ```swift
/// let zoom = GestureZoom()
/// zoom.onScaleChanged { scale in print("×\(scale)") }
/// ```
@MainActor
public final class GestureZoom: Gesture {
    /// Creates a zoom gesture.
    public init() {
        super.init(taking: gtk_gesture_zoom_new())
    }

    /// The distance between the fingers now, divided by the distance when the gesture began.
    public func onScaleChanged(_ handler: @escaping Signal.OneDouble) {
        Signal.connect(object, .scaleChanged, handler)
    }
}
