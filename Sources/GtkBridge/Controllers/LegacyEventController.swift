import CGtk

/// Every raw event that reaches the widget (`GtkEventControllerLegacy`): the way to see touchscreen
/// sequences and touchpad pinches as GDK delivers them.
///
/// ```swift
/// let raw = LegacyEventController()
/// raw.phase = .capture
/// raw.onEvent { event in gdk_event_get_event_type(event) == GDK_TOUCH_BEGIN }
/// ```
@MainActor
public final class LegacyEventController: EventController {
    /// Creates the controller.
    public init() {
        super.init(taking: gtk_event_controller_legacy_new())
    }

    /// Runs `handler` with each `GdkEvent`; it returns true to stop the event from going further.
    public func onEvent(_ handler: @escaping Signal.OnePointerHandled) {
        Signal.connect(object, .event, handler)
    }
}
