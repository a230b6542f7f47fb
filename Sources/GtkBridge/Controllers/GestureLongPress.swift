import CGtk

/// A press held still (`GtkGestureLongPress`): 500 ms × ``delayFactor``; moving past the drag threshold
/// cancels it.
///
/// ```swift
/// let hold = GestureLongPress()
/// hold.onPressed { x, y in print("held at \(x), \(y)") }
/// ```
@MainActor
public final class GestureLongPress: SingleGesture {
    /// Creates a long-press gesture.
    public init() {
        super.init(taking: gtk_gesture_long_press_new())
    }

    /// Scales GTK's long-press delay, 0.5 to 2.
    public var delayFactor: Double {
        get { gtk_gesture_long_press_get_delay_factor(controller) }
        set { gtk_gesture_long_press_set_delay_factor(controller, newValue) }
    }

    /// The press was held long enough, at this point in the widget's points.
    public func onPressed(_ handler: @escaping Signal.TwoDoubles) {
        Signal.connect(object, .longPressPressed, handler)
    }

    /// The press ended or moved before it was long enough.
    public func onCancelled(_ handler: @escaping Signal.NoArguments) {
        Signal.connect(object, .cancelled, handler)
    }
}
