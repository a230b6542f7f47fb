import CGtk
import GtkBridge
import Testing

/// Every signal the bridge connects, checked against GObject's own record of it (`g_signal_query`): a
/// trampoline of another shape would be undefined behaviour, so ``Signal`` checks before connecting, and
/// these tests pin what it checks against. (Types and controllers need no display.)
@Suite("Signal handlers match GTK's signatures")
@MainActor
struct SignalShapeTests {
    /// One signal name of the bridge, on the type it is connected on: its name and the shape its type of
    /// handler has.
    private static func on<Handler>(_ type: @escaping @MainActor () -> GType, _ signal: SignalName<Handler>) -> (
        type: @MainActor () -> GType, name: String, shape: SignalShape
    ) {
        (type, signal.name, signal.shape)
    }

    /// Every signal name the bridge declares, on each type it is connected on.
    static let connected: [(type: @MainActor () -> GType, name: String, shape: SignalShape)] = [
        on({ gtk_button_get_type() }, .clicked),
        on({ gtk_toggle_button_get_type() }, .toggled),
        on({ gtk_adjustment_get_type() }, .valueChanged),
        on({ gtk_spin_button_get_type() }, .valueChanged),
        on({ gtk_scale_get_type() }, .valueChanged),
        on({ gtk_entry_get_type() }, .changed),
        on({ gtk_calendar_get_type() }, .daySelected),
        on({ gtk_drop_down_get_type() }, .notify("selected")),
        on({ gtk_switch_get_type() }, .notify("active")),
        on({ gtk_list_box_get_type() }, .rowActivated),
        on({ gtk_signal_list_item_factory_get_type() }, .setupItem),
        on({ gtk_signal_list_item_factory_get_type() }, .bindItem),
        on({ gtk_signal_list_item_factory_get_type() }, .unbindItem),
        on({ gtk_widget_get_type() }, .map),
        on({ gtk_widget_get_type() }, .unrealize),
        on({ gdk_surface_get_type() }, .enterMonitor),
        on({ gdk_surface_get_type() }, .leaveMonitor),
        on({ gdk_frame_clock_get_type() }, .afterPaint),
        on({ adw_toast_get_type() }, .buttonClicked),
        on({ gtk_window_get_type() }, .closeRequest),
        on({ gtk_window_get_type() }, .notify("focus-widget")),
        on({ gtk_settings_get_type() }, .notify("gtk-double-click-time")),
        on({ g_simple_action_get_type() }, .activate),
        on({ adw_flap_get_type() }, .notify("folded")),
        on({ adw_flap_get_type() }, .notify("reveal-flap")),
        on({ adw_flap_get_type() }, .notify("reveal-progress")),
        on({ gtk_gesture_click_get_type() }, .clickPressed),
        on({ gtk_gesture_click_get_type() }, .clickReleased),
        on({ gtk_gesture_click_get_type() }, .stopped),
        on({ gtk_gesture_drag_get_type() }, .dragBegin),
        on({ gtk_gesture_drag_get_type() }, .dragUpdate),
        on({ gtk_gesture_drag_get_type() }, .dragEnd),
        on({ gtk_gesture_long_press_get_type() }, .longPressPressed),
        on({ gtk_gesture_long_press_get_type() }, .cancelled),
        on({ gtk_gesture_zoom_get_type() }, .scaleChanged),
        on({ gtk_gesture_rotate_get_type() }, .angleChanged),
        on({ gtk_gesture_swipe_get_type() }, .swipe),
        on({ gtk_gesture_get_type() }, .begin),
        on({ gtk_gesture_get_type() }, .end),
        on({ gtk_gesture_get_type() }, .cancel),
        on({ gtk_event_controller_scroll_get_type() }, .scroll),
        on({ gtk_event_controller_motion_get_type() }, .enter),
        on({ gtk_event_controller_motion_get_type() }, .motion),
        on({ gtk_event_controller_legacy_get_type() }, .event),
        on({ gtk_event_controller_key_get_type() }, .keyPressed),
        on({ gtk_drop_target_get_type() }, .drop),
        on({ gtk_native_dialog_get_type() }, .response),
        on({ g_file_monitor_get_type() }, .fileChanged),
        on({ gtk_widget_get_type() }, .queryTooltip),
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
