import CGtk

/// Mouse wheels and touchpad scrolling (`GtkEventControllerScroll`), in both directions.
///
/// ```swift
/// let scroll = ScrollController()
/// scroll.onScroll { dx, dy in dy != 0 }
/// ```
@MainActor
public final class ScrollController: EventController {
    /// Creates a controller for vertical and horizontal scrolling.
    public init() {
        super.init(taking: gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES))
    }

    /// A scroll step: wheel clicks (±1) or touchpad deltas; `dy < 0` is up. The handler returns true
    /// when it used the scroll, so it goes no further.
    public func onScroll(_ handler: @escaping Signal.TwoDoublesHandled) {
        Signal.connect(object, .scroll, handler)
    }
}
