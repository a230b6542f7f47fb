import GtkBridge
import Playground
import TouchKit

/// The canvas with the keyboard alone (``KeyboardFinger``): the arrows move a focus ring from view to view,
/// Enter or Space taps the view it is on, Shift+Enter double taps, the Menu key or Shift+F10 long-presses,
/// `+` and `-` pinch, `[` and `]` turn and Ctrl+arrows drag it, each through the same input path as a
/// finger. The ring shows once the keyboard has moved it, so a mouse user never sees it.
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
        default: return false
        }
        let longPress = session.host.window.router.settings.longPressDuration
        guard let steps = finger.steps(for: gesture, in: root, longPress: longPress) else { return false }
        focusedView = finger.view(in: root)?.name
        for step in steps {
            if step.delay == 0 {
                deliver(InputEvent(time: clock.now, kind: step.kind))
            } else {
                _ = clock.schedule(after: step.delay) { [weak self] in
                    guard let self else { return }
                    self.deliver(InputEvent(time: self.clock.now, kind: step.kind))
                }
            }
        }
        return true
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
