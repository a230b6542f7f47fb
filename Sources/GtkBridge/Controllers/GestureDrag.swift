import CGtk

/// A press followed by movement (`GtkGestureDrag`): the start point, then offsets from it.
///
/// ```swift
/// let drag = GestureDrag()
/// drag.onUpdate { dx, dy in print("moved by \(dx), \(dy)") }
/// ```
@MainActor
public final class GestureDrag: SingleGesture {
    /// Creates a drag gesture for the primary button.
    public init() {
        super.init(taking: gtk_gesture_drag_new())
    }

    /// The drag began at this point, in the widget's points.
    public func onBegin(_ handler: @escaping Signal.TwoDoubles) {
        Signal.connect(object, .dragBegin, handler)
    }

    /// The pointer or finger moved: the offset from the start point, in points.
    public func onUpdate(_ handler: @escaping Signal.TwoDoubles) {
        Signal.connect(object, .dragUpdate, handler)
    }

    /// The drag ended: the final offset from the start point, in points.
    public func onEnd(_ handler: @escaping Signal.TwoDoubles) {
        Signal.connect(object, .dragEnd, handler)
    }
}
