import CGtk

/// An event controller or gesture held from Swift (the wrapper owns one reference). Attach it with
/// ``Widget/addController(_:)``; handlers connected through the subclasses are released with it.
@MainActor
open class EventController {
    /// The C controller.
    public let controller: OpaquePointer

    /// Takes a newly created controller.
    public init(taking controller: OpaquePointer) {
        self.controller = controller
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(controller))
    }

    /// The controller as a GObject, for signals.
    public var object: UnsafeMutableRawPointer { UnsafeMutableRawPointer(controller) }

    /// When the controller sees events: `.capture` before the widgets under the pointer, `.bubble` after,
    /// `.none` not at all (switched off).
    public enum Phase {
        /// On the way down from the window to the target widget (sees events first).
        case capture
        /// On the way back up (the default).
        case bubble
        /// Never: the controller is switched off.
        case none
    }

    /// The propagation phase the controller runs in.
    public var phase: Phase {
        get {
            switch gtk_event_controller_get_propagation_phase(controller) {
            case GTK_PHASE_CAPTURE: .capture
            case GTK_PHASE_NONE: .none
            default: .bubble
            }
        }
        set {
            let phase: GtkPropagationPhase =
                switch newValue {
                case .capture: GTK_PHASE_CAPTURE
                case .bubble: GTK_PHASE_BUBBLE
                case .none: GTK_PHASE_NONE
                }
            gtk_event_controller_set_propagation_phase(controller, phase)
        }
    }

    /// The keyboard modifiers held during the event being handled.
    public var currentModifiers: GdkModifierType {
        gtk_event_controller_get_current_event_state(controller)
    }

    /// The timestamp of the event being handled, in milliseconds (GDK's clock).
    public var currentEventTime: UInt32 {
        gtk_event_controller_get_current_event_time(controller)
    }

    /// The event being handled, if any.
    public var currentEvent: OpaquePointer? {
        gtk_event_controller_get_current_event(controller)
    }

    /// The name of the device the event being handled comes from ("Virtual core pointer", a touchscreen's
    /// or a tablet's name), if GDK says.
    public var currentDeviceName: String? {
        guard let device = gtk_event_controller_get_current_event_device(controller),
            let name = gdk_device_get_name(device)
        else { return nil }
        return String(cString: name)
    }
}

/// A gesture: an event controller that tracks one or more sequences (a mouse button or fingers).
@MainActor
open class Gesture: EventController {
    /// Runs `handler` when the gesture is cancelled (another gesture claimed its sequence, say).
    public func onCancel(_ handler: @escaping @MainActor () -> Void) {
        Signal.connect(object, .cancel) { (_: OpaquePointer?) in handler() }
    }

    /// Runs `handler` when the gesture starts recognizing (it has as many sequences as it needs).
    public func onBegin(_ handler: @escaping @MainActor () -> Void) {
        Signal.connect(object, .begin) { (_: OpaquePointer?) in handler() }
    }

    /// Runs `handler` when the gesture stops recognizing (a sequence ended, or one too many came).
    public func onEnd(_ handler: @escaping @MainActor () -> Void) {
        Signal.connect(object, .end) { (_: OpaquePointer?) in handler() }
    }

    /// Whether the gesture's current event comes from a touchscreen (a touch sequence) rather than a mouse:
    /// decided by the event's type, because GDK may report either through the same device.
    public var currentEventIsTouch: Bool {
        guard let event = currentEvent else { return false }
        switch gdk_event_get_event_type(event) {
        case GDK_TOUCH_BEGIN, GDK_TOUCH_UPDATE, GDK_TOUCH_END, GDK_TOUCH_CANCEL: return true
        default: return false
        }
    }
}

/// A gesture that follows one sequence at a time, optionally of one mouse button.
@MainActor
open class SingleGesture: Gesture {
    /// The mouse button it listens to: 1 primary, 2 middle, 3 secondary, 0 any.
    public var button: UInt32 {
        get { gtk_gesture_single_get_button(controller) }
        set { gtk_gesture_single_set_button(controller, newValue) }
    }

    /// Whether it ignores the mouse and follows touches only.
    public var isTouchOnly: Bool {
        get { gtk_gesture_single_get_touch_only(controller) != 0 }
        set { gtk_gesture_single_set_touch_only(controller, newValue ? 1 : 0) }
    }
}
