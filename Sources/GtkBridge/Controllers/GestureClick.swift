import CGtk

/// Presses and releases, counted into single, double and triple clicks or taps (`GtkGestureClick`).
///
/// ```swift
/// let click = GestureClick()
/// click.onPressed { count, x, y in print("press #\(count) at \(x), \(y)") }
/// widget.addController(click)
/// ```
@MainActor
public final class GestureClick: SingleGesture {
    /// Creates a click gesture for the primary button.
    public init() {
        super.init(taking: gtk_gesture_click_new())
    }

    /// A press: how many presses in a row (1, 2, 3…) and where, in the widget's points.
    public func onPressed(_ handler: @escaping Signal.CountAndPoint) {
        Signal.connect(object, .clickPressed, handler)
    }

    /// A release, after a press: the count and where.
    public func onReleased(_ handler: @escaping Signal.CountAndPoint) {
        Signal.connect(object, .clickReleased, handler)
    }

    /// The press is no longer a click: the pointer moved past the double-click distance or the
    /// double-click time passed. `released` still follows.
    public func onStopped(_ handler: @escaping Signal.NoArguments) {
        Signal.connect(object, .stopped, handler)
    }
}
