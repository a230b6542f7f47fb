import CGtk

/// Where the pointer is over a widget, with no button needed (`GtkEventControllerMotion`).
///
/// ```swift
/// let motion = MotionController()
/// motion.onMotion { x, y in print("pointer at \(x), \(y)") }
/// ```
@MainActor
public final class MotionController: EventController {
    /// Creates the controller.
    public init() {
        super.init(taking: gtk_event_controller_motion_new())
    }

    /// The pointer entered the widget at this point, in the widget's points.
    public func onEnter(_ handler: @escaping Signal.TwoDoubles) {
        Signal.connect(object, .enter, handler)
    }

    /// The pointer moved to this point, in the widget's points.
    public func onMotion(_ handler: @escaping Signal.TwoDoubles) {
        Signal.connect(object, .motion, handler)
    }
}
