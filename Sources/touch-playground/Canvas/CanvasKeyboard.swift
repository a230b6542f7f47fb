import GtkBridge
import Playground
import TouchKit

/// The canvas with the keyboard alone (``KeyboardFinger``): the arrows move a focus ring from view to view,
/// Enter or Space taps the view it is on, Shift+Enter double taps, the Menu key or Shift+F10 long-presses,
/// `+` and `-` pinch, `[` and `]` turn and Ctrl+arrows drag it; where a gesture has no natural key, one
/// draws a prepared one: Shift+arrows swipe, 2 and 3 tap with that many fingers, O draws a circle, L a
/// stroke, E drags in from the left edge. Each goes through the same input path as a finger. The ring shows once the keyboard has moved it, so a mouse user never sees it.
///
/// ```swift
/// let keyboard = CanvasKeyboard(clock: clock) { event in window.handle(event) }
/// keyboard.handle(.right, in: session)    // the ring on the next view
/// keyboard.handle(.enter, in: session)    // a tap at its center
/// ```
@MainActor
final class CanvasKeyboard {
    /// The view the ring is on, once the keyboard has moved it (for the status file and the ring).
    private(set) var focusedView: String?
    /// Called with each input event of a key's gesture, as the canvas's own input would be.
    private let deliver: @MainActor (InputEvent) -> Void
    private let clock: GLibClock
    /// Paces a gesture's events on GLib's main loop, apart from the scene's clock: its timers would move the
    /// scene clock's floor, and each event keeps the time it was meant for even when the loop runs late.
    private let pacer = GLibClock()
    private var finger = KeyboardFinger()
    /// How far one Ctrl+arrow drags, in points; one `+` or `-` pinches by `pinchStep`; `[`/`]` turn 15 degrees.
    static let panStep = 40.0, pinchStep = 1.25, turnStep = Double.pi / 12

    /// A keyboard finger whose events go to `deliver`, stamped and spaced on `clock`.
    init(clock: GLibClock, deliver: @escaping @MainActor (InputEvent) -> Void) {
        self.clock = clock
        self.deliver = deliver
    }

    /// Uses `key` on `session`'s scene; false for a key it does not use (it goes on to GTK: Tab, say).
    func handle(_ key: KeyController.Key, in session: SceneSession) -> Bool {
        let root = session.host.scene.view
        let gesture: KeyboardFinger.Gesture
        switch key {
        case .left, .up, .right, .down:
            finger.move(by: key == .left || key == .up ? -1 : 1, in: root)
            focusedView = finger.view(in: root)?.name
            return true
        case .enter, .space: gesture = .tap(count: 1)
        case .shiftEnter: gesture = .tap(count: 2)
        case .menu: gesture = .longPress
        case .plus: gesture = .pinch(scale: Self.pinchStep)
        case .minus: gesture = .pinch(scale: 1 / Self.pinchStep)
        case .slower: gesture = .rotate(radians: -Self.turnStep)
        case .faster: gesture = .rotate(radians: Self.turnStep)
        case .controlArrow(let dx, let dy): gesture = .pan(dx: Double(dx) * Self.panStep, dy: Double(dy) * Self.panStep)
        case .shiftArrow(let dx, let dy): gesture = .swipe(dx: Double(dx) * 150, dy: Double(dy) * 150)
        case .character("2"): gesture = .multiFingerTap(fingers: 2)
        case .character("3"): gesture = .multiFingerTap(fingers: 3)
        case .character("o"): gesture = .circle
        case .character("l"): gesture = .stroke
        case .character("e"): gesture = .edgePan
        default: return false
        }
        // One gesture at a time: a key pressed while the last is still playing (a swipe takes a tenth of a
        // second) waits for it, as a hand would lift before touching again.
        waiting.append { [weak self] in self?.play(gesture, in: session) }
        if !isPlaying { playNext() }
        return true
    }

    /// Gestures asked for while another played, in order.
    private var waiting: [@MainActor () -> Void] = []
    private var isPlaying = false

    private func playNext() {
        guard !waiting.isEmpty else {
            isPlaying = false
            return
        }
        isPlaying = true
        waiting.removeFirst()()
    }

    /// Plays `gesture` at the view the finger is on, then the next one waiting.
    private func play(_ gesture: KeyboardFinger.Gesture, in session: SceneSession) {
        let root = session.host.scene.view
        let longPress = session.host.window.router.settings.longPressTime
        guard let steps = finger.steps(for: gesture, in: root, longPress: longPress), let last = steps.last else {
            playNext()
            return
        }
        focusedView = finger.view(in: root)?.name
        // Each event is stamped with the time it was meant for, as a device's events carry their own, so a
        // busy machine delivering one late does not slow a flick down. Taps go at once: only their order
        // matters, and a main loop running late could otherwise hold a finger down into a long press.
        let start = clock.now
        let atOnce: Bool
        switch gesture {
        case .tap, .multiFingerTap: atOnce = true
        default: atOnce = false
        }
        for step in steps {
            let event = InputEvent(time: start + step.delay, kind: step.kind)
            if step.delay == 0 || atOnce {
                deliver(event)
            } else {
                _ = pacer.schedule(after: step.delay) { [weak self] in self?.deliver(event) }
            }
        }
        if atOnce || last.delay == 0 {
            playNext()
        } else {
            _ = pacer.schedule(after: last.delay + 0.01) { [weak self] in self?.playNext() }
        }
    }

    /// The view the ring is on in `root`'s tree, described for a screen reader; nil before the keyboard
    /// moved it.
    func focusedWords(in root: View) -> String? {
        guard focusedView != nil, let view = finger.view(in: root) else { return nil }
        return CanvasDescription.describe(view, isRoot: view === root)
    }

    /// Draws the focus ring around the view it is on, over the scene (nothing before the keyboard moved it).
    func drawRing(in root: View, into list: inout DisplayList) {
        guard focusedView != nil, let view = finger.view(in: root) else { return }
        // Blue between white and near-black, so it shows on any colour behind it.
        list.pushTransform(view.transformToWindow)
        let radius = view.cornerRadius
        list.stroke(view.bounds.insetBy(dx: -1.5, dy: -1.5), color: .white, width: 2, cornerRadius: radius + 1.5)
        list.stroke(view.bounds.insetBy(dx: -4, dy: -4), color: Self.ringColor, width: 3, cornerRadius: radius + 4)
        list.stroke(view.bounds.insetBy(dx: -6.5, dy: -6.5), color: Self.ringEdge, width: 2, cornerRadius: radius + 6.5)
        list.pop()
    }

    /// GNOME's focus blue, and a near-black edge.
    private static let ringColor = Color(red: 0.21, green: 0.52, blue: 0.89)
    private static let ringEdge = Color(red: 0.1, green: 0.1, blue: 0.12)
}
