import CGtk
import TouchKit

/// A pen through GDK's device tools: the tip pressed is a touch of tool `pen` (or `eraser`, the other end),
/// with the pressure and the tilt GDK reports.
///
/// Not exercised here: neither Xvfb nor Broadway can present a tablet to GDK, so this path is checked by
/// reading against GDK's documentation, and the core's side of pens (touch-trace/2) is tested headless.
extension InputTranslator {
    /// Handles a button or motion event if it comes from a pen or an eraser; false otherwise (a mouse, a
    /// pen hovering), so GTK's own controllers get it.
    func handlePen(_ event: OpaquePointer, type: GdkEventType) -> Bool {
        guard let tool = gdk_event_get_device_tool(event) else { return false }
        let toolType = gdk_device_tool_get_tool_type(tool)
        guard toolType == GDK_DEVICE_TOOL_TYPE_PEN || toolType == GDK_DEVICE_TOOL_TYPE_ERASER else { return false }
        let touchTool: TouchTool = toolType == GDK_DEVICE_TOOL_TYPE_ERASER ? .eraser : .pen
        let time = timestamps.seconds(eventMilliseconds: gdk_event_get_time(event), now: clock.now)
        guard let location = location(of: event) else { return true }
        switch type {
        case GDK_BUTTON_PRESS:
            guard gdk_button_event_get_button(event) == 1 else { return true }
            onPenHover?(nil, false)
            if let stale = penTouchID { emit(.touch(id: stale, phase: .cancelled, location: location), time: time) }
            let id = nextTouchID
            nextTouchID = nextTouchID == Int(Int32.max) ? 1 : nextTouchID + 1
            penTouchID = id
            emit(.touch(id: id, phase: .began, location: location), time: time, details: details(of: event, touchTool))
        case GDK_MOTION_NOTIFY:
            // Hovering (no tip down): shown by whoever listens, and left to GTK, whose cursor follows it.
            guard let id = penTouchID else {
                onPenHover?(Point(x: location.x / zoom, y: location.y / zoom), touchTool == .eraser)
                return false
            }
            emitHistory(of: event, id: id, tool: touchTool, before: gdk_event_get_time(event))
            emit(.touch(id: id, phase: .moved, location: location), time: time, details: details(of: event, touchTool))
        default:
            guard gdk_button_event_get_button(event) == 1, let id = penTouchID else { return true }
            penTouchID = nil
            emit(.touch(id: id, phase: .ended, location: location), time: time, details: details(of: event, touchTool))
        }
        return true
    }

    /// The pressure and tilt of `event`, where its device reports them.
    private func details(of event: OpaquePointer, _ tool: TouchTool) -> TouchDetails {
        func axis(_ use: GdkAxisUse) -> Double? {
            var value = 0.0
            return gdk_event_get_axis(event, use, &value) != 0 ? value : nil
        }
        let tilt = axis(GDK_AXIS_XTILT).flatMap { x in axis(GDK_AXIS_YTILT).map { Point(x: x, y: $0) } }
        return TouchDetails(tool: tool, pressure: axis(GDK_AXIS_PRESSURE), tilt: tilt)
    }

    /// The samples GDK coalesced into a motion event (a tablet reports at 100–200 Hz or more, faster than
    /// frames), each handed on with its own time, before the event itself.
    private func emitHistory(of event: OpaquePointer, id: Int, tool: TouchTool, before eventTime: UInt32) {
        var count: guint = 0
        guard let history = gdk_event_get_history(event, &count) else { return }
        defer { g_free(history) }
        for index in 0..<Int(count) {
            let coord = history[index]
            guard coord.time < eventTime else { continue }
            let axes = withUnsafeBytes(of: coord.axes) { Array($0.bindMemory(to: Double.self)) }
            func axis(_ use: GdkAxisUse) -> Double? {
                coord.flags.rawValue & (1 << use.rawValue) != 0 ? axes[Int(use.rawValue)] : nil
            }
            guard let x = axis(GDK_AXIS_X), let y = axis(GDK_AXIS_Y), let point = widget.pointFromSurface(x: x, y: y)
            else { continue }
            let tilt = axis(GDK_AXIS_XTILT).flatMap { tx in axis(GDK_AXIS_YTILT).map { Point(x: tx, y: $0) } }
            emit(
                .touch(id: id, phase: .moved, location: Point(x: point.x, y: point.y)),
                time: timestamps.seconds(eventMilliseconds: coord.time, now: clock.now),
                details: TouchDetails(tool: tool, pressure: axis(GDK_AXIS_PRESSURE), tilt: tilt))
        }
    }
}
