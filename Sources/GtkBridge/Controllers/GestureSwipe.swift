import CGtk

/// The velocity of a press at its release (`GtkGestureSwipe`), measured over its last 150 ms. It fires on
/// every release, taps included: compare the speed with a threshold.
///
/// ```swift
/// let swipe = GestureSwipe()
/// swipe.onSwipe { vx, vy in if vx > 500 { print("swiped right") } }
/// ```
@MainActor
public final class GestureSwipe: SingleGesture {
    /// Creates a swipe gesture.
    public init() {
        super.init(taking: gtk_gesture_swipe_new())
    }

    /// The release velocity, in points per second.
    public func onSwipe(_ handler: @escaping Signal.TwoDoubles) {
        Signal.connect(object, .swipe, handler)
    }
}
