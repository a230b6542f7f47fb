import CGtk
import TouchKit

/// The one way GTK input reaches the core: it attaches controllers to a widget and turns what they see into
/// TouchKit ``InputEvent``s in the widget's points, stamped on the window clock.
///
/// - Touchscreen: every GDK touch sequence (several fingers at once) becomes a touch, seen by a legacy
///   controller in the capture phase, which then stops the event so no gesture turns it into a second,
///   pointer-shaped copy (and no touchscreen zoom repeats the fingers behind it).
/// - Mouse: a primary-button drag becomes pointer down, motion and up with the held modifiers; the core
///   turns that into one touch, or two with Alt (mirrored) and Alt+Shift (parallel).
/// - Pen (a tablet's or a touchscreen's stylus): its tip down is a touch with the pen's (or the eraser's)
///   pressure and tilt, every sample GDK coalesced into a motion event handed on with its own time.
/// - Touchpad: a pinch (zoom and rotation together) becomes native pinch input.
/// - Wheel: Ctrl+wheel steps at the pointer's position (the core zooms); plain scrolling is left to GTK.
///
/// ```swift
/// let input = InputTranslator(widget: canvas, clock: clock) { event in window.router.handle(event) }
/// ```
@MainActor
public final class InputTranslator {
    let clock: GLibClock
    let sink: @MainActor (InputEvent) -> Void
    unowned let widget: Widget
    var timestamps = TimestampMapper()
    private var touches: [Int: LiveTouch] = [:]  // GDK sequence address → the touch it is
    /// The touch time handed on last, in seconds on the window clock: a touch GTK takes away is cancelled no
    /// earlier than this.
    private var lastTouchTime = -Double.infinity
    var nextTouchID = 1
    /// The touch id of the pen while its tip is down.
    var penTouchID: Int?
    private var mouseStart: Point?
    private var mouseLast = Point(x: 0, y: 0)
    private let raw = LegacyEventController()
    private let watch = SequenceWatch()
    private let drag = GestureDrag()
    private let scroll = ScrollController()
    private let motion = MotionController()
    private var pointer: Point?  // where the mouse is over the widget (scroll events carry no position)

    /// The key that, held while dragging, gives the mouse a second finger (with Shift: two together). Many
    /// window managers move windows on Alt+drag, so Super is offered too.
    public enum SecondFingerKey: String, CaseIterable, Sendable {
        /// Alt, as the iOS Simulator has it.
        case alt
        /// Super (the Windows or Command key), where Alt+drag moves windows.
        case `super`
    }

    /// Told where a pen hovers (widget points) and whether it is the eraser end, or nil once it leaves or
    /// touches down: hovering is no touch, so it does not go through ``InputEvent``s.
    public var onPenHover: (@MainActor (Point?, Bool) -> Void)?

    /// Which clock the events' timestamps were found on (see ``TimestampMapper/match``).
    public var timestampMatch: TimestampMapper.Match? { timestamps.match }

    /// The name of the device the last event handed on came from, if GDK said (for the touch lab).
    public private(set) var deviceName: String?
    /// The USB ids (`vendor:product`, lowercase hex) of the device of the last touch or pen event, when GDK
    /// says: what GNOME's per-device settings are named by.
    public private(set) var deviceIDs: String?

    private static func ids(of device: OpaquePointer) -> String? {
        guard let vendor = gdk_device_get_vendor_id(device), let product = gdk_device_get_product_id(device) else {
            return nil
        }
        let (v, p) = (String(cString: vendor), String(cString: product))
        return v.isEmpty || p.isEmpty ? nil : "\(v):\(p)".lowercased()
    }

    /// The key that gives the mouse a second finger (Alt unless the user chose another).
    public var secondFingerKey = SecondFingerKey.alt
    /// When true, every mouse drag has its second finger, no key held: the way that works on any desktop.
    public var alwaysSecondFinger = false

    /// Attaches to `widget`; `sink` receives each input event (on the main thread).
    public init(widget: Widget, clock: GLibClock, sink: @escaping @MainActor (InputEvent) -> Void) {
        self.widget = widget
        self.clock = clock
        self.sink = sink
        raw.phase = .capture
        raw.onEvent { [weak self] event in self?.handleRaw(event) ?? false }
        drag.button = 1
        drag.onBegin { [weak self] x, y in self?.mouseBegan(at: Point(x: x, y: y)) }
        drag.onUpdate { [weak self] dx, dy in self?.mouseMoved(by: dx, dy) }
        drag.onEnd { [weak self] dx, dy in self?.mouseEnded(offset: dx, dy) }
        drag.onCancel { [weak self] in self?.mouseEnded(offset: nil, nil) }
        scroll.onScroll { [weak self] dx, dy in self?.scrolled(dx: dx, dy: dy) ?? false }
        motion.onEnter { [weak self] x, y in self?.pointer = Point(x: x, y: y) }
        motion.onMotion { [weak self] x, y in self?.pointer = Point(x: x, y: y) }
        widget.addController(raw)
        widget.addController(drag)
        widget.addController(scroll)
        widget.addController(motion)
        // Last, so that it runs first (GTK runs a widget's newest controller first) and sees every sequence
        // begin before the raw controller stops its events.
        watch.phase = .capture
        watch.onCancel { [weak self] sequence in self?.takenAway(sequence: sequence) }
        widget.addController(watch)
    }

    /// A touch down on the widget: its id, and where it was last, in widget points.
    private struct LiveTouch {
        var id: Int
        var location: Point
    }

    /// Why GTK stopped delivering a touch to the widget, without a `GDK_TOUCH_CANCEL`.
    public enum TakenAway: Sendable, Equatable {
        /// A gesture of this widget or one around it claimed the sequence (a scrolled window's pan, a swipe).
        case claimed(by: SequenceWatch.Claimant)
        /// The input went elsewhere: a menu, a popover or a dialog took it, or the window lost it.
        case grabbed
        /// The widget stopped showing (its window was hidden or closed).
        case hidden
    }

    /// Told when GTK takes a touch away from the widget, before the touch is handed on as cancelled: its id,
    /// why, and when (seconds on the window clock).
    public var onTakenAway: (@MainActor (_ touch: Int, _ why: TakenAway, _ time: Double) -> Void)?

    /// Forgets every touch and mouse press (the scene was replaced under them).
    public func reset() {
        touches.removeAll()
        mouseStart = nil
    }

    /// The window clock's time of the event `controller` is handling, on the same time base as the input
    /// this translator hands on (so another controller's view of the same event lines up with it); nil
    /// when it handles none (a signal from a timer).
    public func eventTime(of controller: EventController) -> Double? {
        guard controller.currentEvent != nil else { return nil }
        return time(of: controller)
    }

    private func time(of controller: EventController) -> Double {
        timestamps.seconds(eventMilliseconds: controller.currentEventTime, now: clock.now, references: .now)
    }

    func emit(_ kind: InputEvent.Kind, time: Double, details: TouchDetails? = nil) {
        sink(InputEvent(time: time, kind: zoom == 1 ? kind : kind.unzoomed(by: zoom), details: details))
    }

    /// How many of the widget's points make one of the events' (the canvas's zoom, ``CanvasWidget/zoom``):
    /// every location handed on is divided by it.
    public var zoom = 1.0

    // MARK: Touchscreen and touchpad (raw events)

    private func handleRaw(_ event: OpaquePointer?) -> Bool {
        guard let event else { return false }
        if let device = gdk_event_get_device(event), let name = gdk_device_get_name(device) {
            deviceName = String(cString: name)
            deviceIDs = Self.ids(of: device)
        }
        let type = gdk_event_get_event_type(event)
        switch type {
        case GDK_TOUCH_BEGIN, GDK_TOUCH_UPDATE, GDK_TOUCH_END, GDK_TOUCH_CANCEL:
            handleTouch(event, type: type)
            return true
        case GDK_TOUCHPAD_PINCH:
            handlePinch(event)
            return true
        case GDK_PROXIMITY_OUT:
            onPenHover?(nil, false)
            return false
        case GDK_KEY_PRESS, GDK_KEY_RELEASE:
            mouseKeysChanged(event, pressed: type == GDK_KEY_PRESS)
            return false  // the keys still go on to the shortcuts and the canvas
        case GDK_BUTTON_PRESS, GDK_BUTTON_RELEASE, GDK_MOTION_NOTIFY:
            // A pen's tip is a touch of its own (taken here, so the drag gesture never makes it a mouse too).
            return handlePen(event, type: type)
        default:
            return false
        }
    }

    func location(of event: OpaquePointer) -> Point? {
        var x = 0.0, y = 0.0
        guard gdk_event_get_position(event, &x, &y) != 0, let point = widget.pointFromSurface(x: x, y: y) else {
            return nil
        }
        return Point(x: point.x, y: point.y)
    }

    private func handleTouch(_ event: OpaquePointer, type: GdkEventType) {
        let key = Int(bitPattern: gdk_event_get_event_sequence(event))
        guard let location = location(of: event) else { return }
        let time = timestamps.seconds(eventMilliseconds: gdk_event_get_time(event), now: clock.now, references: .now)
        switch type {
        case GDK_TOUCH_BEGIN:
            // A sequence that begins again lost its end on the way (Broadway has no touch-cancel): lift the
            // old touch first, so the core never waits forever on a finger that is gone.
            if let stale = touches.removeValue(forKey: key) {
                emitTouch(stale.id, .cancelled, at: location, time: time)
            }
            let id = nextTouchID
            nextTouchID = nextTouchID == Int(Int32.max) ? 1 : nextTouchID + 1
            touches[key] = LiveTouch(id: id, location: location)
            emitTouch(id, .began, at: location, time: time)
        case GDK_TOUCH_UPDATE:
            guard touches[key] != nil else { return }
            touches[key]?.location = location
            emitTouch(touches[key]!.id, .moved, at: location, time: time)
        default:
            guard let touch = touches.removeValue(forKey: key) else { return }
            emitTouch(touch.id, type == GDK_TOUCH_END ? .ended : .cancelled, at: location, time: time)
        }
    }

    private func emitTouch(_ id: Int, _ phase: TouchPhase, at location: Point, time: Double) {
        lastTouchTime = max(lastTouchTime, time)
        emit(.touch(id: id, phase: phase, location: location), time: time)
    }

    /// GTK stopped delivering a sequence to the widget (see ``SequenceWatch``): its touch is cancelled where
    /// it was last, now, as UIKit cancels a touch the system takes; a sequence that had already ended, or
    /// was never a touch here, is let go.
    private func takenAway(sequence: Int) {
        guard let touch = touches.removeValue(forKey: sequence) else { return }
        let time = max(lastTouchTime, clock.now)
        onTakenAway?(touch.id, takenAwayCause(sequence), time)
        emitTouch(touch.id, .cancelled, at: touch.location, time: time)
    }

    /// What took a sequence away just now: a gesture that holds it claimed, else the widget no longer
    /// showing, else a grab (GTK resets a widget's gestures when a menu, popover or dialog takes the input).
    private func takenAwayCause(_ sequence: Int) -> TakenAway {
        if let claimant = SequenceWatch.claimant(of: sequence, around: widget) { return .claimed(by: claimant) }
        return widget.isMapped ? .grabbed : .hidden
    }

    private func handlePinch(_ event: OpaquePointer) {
        guard let location = location(of: event) else { return }
        let time = timestamps.seconds(eventMilliseconds: gdk_event_get_time(event), now: clock.now, references: .now)
        let phase: NativeGesturePhase
        switch gdk_touchpad_event_get_gesture_phase(event) {
        case GDK_TOUCHPAD_GESTURE_PHASE_BEGIN: phase = .began
        case GDK_TOUCHPAD_GESTURE_PHASE_UPDATE: phase = .changed
        case GDK_TOUCHPAD_GESTURE_PHASE_END: phase = .ended
        default: phase = .cancelled
        }
        // GDK's angle delta is in radians, clockwise positive, like the core's.
        emit(
            .pinch(
                phase: phase, location: location, scale: gdk_touchpad_event_get_pinch_scale(event),
                angleDelta: gdk_touchpad_event_get_pinch_angle_delta(event)), time: time)
    }

    // MARK: Mouse

    private func modifiers(of controller: EventController) -> Modifiers {
        modifiers(state: controller.currentModifiers.rawValue)
    }

    private func modifiers(state: UInt32) -> Modifiers {
        var modifiers: Modifiers = []
        // The core knows the second finger as Alt; the key the user chose (or the toggle) stands in for it.
        // Super: GDK's own mask, or X11's Mod4 (where Super sits) when GDK leaves that bit unnamed, as it does
        // under Xvfb (measured: Super+drag arrives as state 0x140, Alt+drag as 0x108).
        let x11Mod4: UInt32 = 1 << 6
        let secondFingerMask = secondFingerKey == .alt ? GDK_ALT_MASK.rawValue : GDK_SUPER_MASK.rawValue | x11Mod4
        if alwaysSecondFinger || state & secondFingerMask != 0 { modifiers.insert(.alt) }
        if state & GDK_SHIFT_MASK.rawValue != 0 { modifiers.insert(.shift) }
        if state & GDK_CONTROL_MASK.rawValue != 0 { modifiers.insert(.ctrl) }
        return modifiers
    }

    /// A key pressed or released while the mouse button is down: when it is one the second finger follows
    /// (Alt or Super as chosen, Shift), the keys count at once, as a motion where the pointer is, without
    /// waiting for the mouse to move. A key event's state is the keys before it; this key is added or taken.
    private func mouseKeysChanged(_ event: OpaquePointer, pressed: Bool) {
        guard mouseStart != nil, !drag.currentEventIsTouch else { return }
        let mask: UInt32
        switch Int32(bitPattern: gdk_key_event_get_keyval(event)) {
        case GDK_KEY_Shift_L, GDK_KEY_Shift_R: mask = GDK_SHIFT_MASK.rawValue
        case GDK_KEY_Control_L, GDK_KEY_Control_R: mask = GDK_CONTROL_MASK.rawValue
        case GDK_KEY_Alt_L, GDK_KEY_Alt_R, GDK_KEY_Meta_L, GDK_KEY_Meta_R: mask = GDK_ALT_MASK.rawValue
        case GDK_KEY_Super_L, GDK_KEY_Super_R: mask = GDK_SUPER_MASK.rawValue
        default: return
        }
        let before = gdk_event_get_modifier_state(event).rawValue
        let state = pressed ? before | mask : before & ~mask & ~(mask == GDK_SUPER_MASK.rawValue ? 1 << 6 : 0)
        let keys = modifiers(state: state)
        guard keys.subtracting(.ctrl) != modifiers(state: before).subtracting(.ctrl) else { return }
        let time = timestamps.seconds(eventMilliseconds: gdk_event_get_time(event), now: clock.now, references: .now)
        emit(.pointer(phase: .motion, button: 1, location: mouseLast, modifiers: keys), time: time)
    }

    private func mouseBegan(at point: Point) {
        deviceName = drag.currentDeviceName ?? deviceName
        // Touches reach the core through the raw controller; a drag made of a touch is not a mouse.
        guard !drag.currentEventIsTouch else { return }
        mouseStart = point
        mouseLast = point
        widget.grabFocus()
        emit(.pointer(phase: .down, button: 1, location: point, modifiers: modifiers(of: drag)), time: time(of: drag))
    }

    private func mouseMoved(by dx: Double, _ dy: Double) {
        guard let start = mouseStart else { return }
        let point = Point(x: start.x + dx, y: start.y + dy)
        guard point != mouseLast else { return }
        mouseLast = point
        emit(.pointer(phase: .motion, button: 1, location: point, modifiers: modifiers(of: drag)), time: time(of: drag))
    }

    private func mouseEnded(offset dx: Double?, _ dy: Double?) {
        guard let start = mouseStart else { return }
        mouseStart = nil
        let point = dx.map { Point(x: start.x + $0, y: start.y + (dy ?? 0)) } ?? mouseLast
        emit(.pointer(phase: .up, button: 1, location: point, modifiers: modifiers(of: drag)), time: time(of: drag))
    }

    // MARK: Wheel

    private func scrolled(dx: Double, dy: Double) -> Bool {
        let modifiers = modifiers(of: scroll)
        guard modifiers.contains(.ctrl) else { return false }  // plain scrolling is not the canvas's
        guard let point = pointer else { return false }
        emit(.scroll(location: point, dx: dx, dy: dy, modifiers: modifiers), time: time(of: scroll))
        return true
    }
}
