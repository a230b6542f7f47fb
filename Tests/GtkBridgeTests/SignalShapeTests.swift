import CGtk
import GtkBridge
import Testing

/// Every signal the bridge connects, checked against GObject's own record of it (`g_signal_query`): a
/// trampoline of another shape would be undefined behaviour, so ``Signal`` checks before connecting, and
/// these tests pin what it checks against. (Types and controllers need no display.)
@Suite("Signal handlers match GTK's signatures")
@MainActor
struct SignalShapeTests {
    /// Each widget or object signal the bridge connects, with the shape of the handler it uses there.
    static let connected: [(type: @MainActor () -> GType, name: String, shape: SignalShape)] = [
        ({ gtk_button_get_type() }, "clicked", SignalShape([])),
        ({ gtk_toggle_button_get_type() }, "toggled", SignalShape([])),
        ({ gtk_adjustment_get_type() }, "value-changed", SignalShape([])),
        ({ gtk_spin_button_get_type() }, "value-changed", SignalShape([])),
        ({ gtk_scale_get_type() }, "value-changed", SignalShape([])),
        ({ gtk_entry_get_type() }, "changed", SignalShape([])),
        ({ gtk_calendar_get_type() }, "day-selected", SignalShape([])),
        ({ gtk_drop_down_get_type() }, "notify::selected", SignalShape([.pointer])),
        ({ gtk_switch_get_type() }, "notify::active", SignalShape([.pointer])),
        ({ gtk_list_box_get_type() }, "row-activated", SignalShape([.pointer])),
        ({ gtk_widget_get_type() }, "map", SignalShape([])),
        ({ gtk_window_get_type() }, "close-request", SignalShape([], returns: .boolean)),
        ({ gtk_window_get_type() }, "notify::focus-widget", SignalShape([.pointer])),
        ({ gtk_settings_get_type() }, "notify::gtk-double-click-time", SignalShape([.pointer])),
        ({ g_simple_action_get_type() }, "activate", SignalShape([.pointer])),
        ({ adw_flap_get_type() }, "notify::folded", SignalShape([.pointer])),
        ({ adw_flap_get_type() }, "notify::reveal-flap", SignalShape([.pointer])),
        ({ adw_flap_get_type() }, "notify::reveal-progress", SignalShape([.pointer])),
        ({ gtk_gesture_click_get_type() }, "pressed", SignalShape([.int32, .double, .double])),
        ({ gtk_gesture_click_get_type() }, "released", SignalShape([.int32, .double, .double])),
        ({ gtk_gesture_click_get_type() }, "stopped", SignalShape([])),
        ({ gtk_gesture_drag_get_type() }, "drag-begin", SignalShape([.double, .double])),
        ({ gtk_gesture_drag_get_type() }, "drag-update", SignalShape([.double, .double])),
        ({ gtk_gesture_drag_get_type() }, "drag-end", SignalShape([.double, .double])),
        ({ gtk_gesture_long_press_get_type() }, "pressed", SignalShape([.double, .double])),
        ({ gtk_gesture_long_press_get_type() }, "cancelled", SignalShape([])),
        ({ gtk_gesture_zoom_get_type() }, "scale-changed", SignalShape([.double])),
        ({ gtk_gesture_rotate_get_type() }, "angle-changed", SignalShape([.double, .double])),
        ({ gtk_gesture_swipe_get_type() }, "swipe", SignalShape([.double, .double])),
        ({ gtk_gesture_get_type() }, "cancel", SignalShape([.pointer])),
        ({ gtk_event_controller_scroll_get_type() }, "scroll", SignalShape([.double, .double], returns: .boolean)),
        ({ gtk_event_controller_motion_get_type() }, "enter", SignalShape([.double, .double])),
        ({ gtk_event_controller_motion_get_type() }, "motion", SignalShape([.double, .double])),
        ({ gtk_event_controller_legacy_get_type() }, "event", SignalShape([.pointer], returns: .boolean)),
        (
            { gtk_event_controller_key_get_type() }, "key-pressed",
            SignalShape([.int32, .int32, .int32], returns: .boolean)
        ),
        // Connected by DesktopApplication.onCommandLine with its own trampoline: (GApplicationCommandLine *) -> gint.
        ({ g_application_get_type() }, "command-line", SignalShape([.pointer], returns: .int32)),
    ]

    @Test("each connected signal has, in C, the shape of the handler the bridge gives it")
    func everyConnectedSignal() {
        for entry in Self.connected {
            let type = entry.type()
            let actual = SignalShape.of(signal: entry.name, type: type)
            #expect(actual == entry.shape, "\(String(cString: g_type_name(type)))::\(entry.name)")
        }
    }

    @Test("a handler of another shape is told apart: one double is not two, a void handler is not a gboolean one")
    func mismatchesAreSeen() {
        #expect(
            SignalShape.of(signal: "scale-changed", type: gtk_gesture_zoom_get_type())
                != SignalShape([.double, .double]))
        #expect(SignalShape.of(signal: "close-request", type: gtk_window_get_type()) != SignalShape([]))
        #expect(
            SignalShape.of(signal: "pressed", type: gtk_gesture_click_get_type()) != SignalShape([.double, .double]))
        #expect(SignalShape.of(signal: "no-such-signal", type: gtk_button_get_type()) == nil)
    }

    @Test("every controller wrapper connects all its handlers, each connection checked against GTK")
    func controllersConnect() {
        let click = GestureClick(), drag = GestureDrag(), zoom = GestureZoom(), rotate = GestureRotate()
        let hold = GestureLongPress(), swipe = GestureSwipe(), raw = LegacyEventController()
        let scroll = ScrollController(), motion = MotionController(), keys = KeyController()
        click.onPressed { _, _, _ in }
        click.onReleased { _, _, _ in }
        click.onStopped {}
        drag.onBegin { _, _ in }
        drag.onUpdate { _, _ in }
        drag.onEnd { _, _ in }
        zoom.onScaleChanged { _ in }
        rotate.onAngleChanged { _, _ in }
        hold.onPressed { _, _ in }
        hold.onCancelled {}
        swipe.onSwipe { _, _ in }
        raw.onEvent { _ in false }
        scroll.onScroll { _, _ in false }
        motion.onEnter { _, _ in }
        motion.onMotion { _, _ in }
        keys.onKeyPress { _ in false }
        drag.onCancel {}
        // Each call above went through Signal's check: a shape GTK does not have stops the run there.
        #expect(
            SignalShape.of(signal: "drag-update", type: gtk_gesture_drag_get_type()) == SignalShape([.double, .double]))
    }
}
