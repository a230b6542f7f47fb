import GtkBridge
import Playground

/// GTK's own gesture controllers watching the canvas's input beside the UIKit model, for the timeline's
/// "GTK" lanes: a click, a long press, a swipe, a zoom and a rotation, each as GTK itself reads the same
/// presses and fingers, so a Linux developer sees where the two agree and where they differ (GTK's
/// long-press time against UIKit's 0.5 s, its multi-click count against double-tap recognizers).
///
/// They only watch: they run before the canvas's own controllers (in the capture phase), never claim a
/// sequence and so never stop an event on its way, and they are switched off while the timeline is hidden.
@MainActor
final class GtkVerdicts {
    /// The lanes, in the order the timeline shows them: title and GTK's class.
    static let lanes: [(name: String, detail: String)] = [
        ("GTK click", "GtkGestureClick"), ("GTK long press", "GtkGestureLongPress"),
        ("GTK swipe", "GtkGestureSwipe"), ("GTK zoom", "GtkGestureZoom"), ("GTK rotate", "GtkGestureRotate"),
    ]

    /// Called with a lane's title, what GTK said, its words and when (seconds on the window's clock).
    var onVerdict: (@MainActor (String, TimelineMark.Kind, String?, Double) -> Void)?
    /// Called when a lane's gesture has let go of its sequence, and when.
    var onIdle: (@MainActor (String, Double) -> Void)?
    /// The window clock's time of the event a controller handles, or of now when it handles none.
    private let time: @MainActor (EventController) -> Double

    private let click = GestureClick()
    private let longPress = GestureLongPress()
    private let swipe = GestureSwipe()
    private let zoom = GestureZoom()
    private let rotate = GestureRotate()
    private var scale = 1.0
    private var angle = 0.0

    /// Attaches the watchers to `widget`; call after the other controllers are added there (GTK runs the
    /// newest first), so they see each event first.
    init(on widget: Widget, time: @escaping @MainActor (EventController) -> Double) {
        self.time = time
        let all: [EventController] = [click, longPress, swipe, zoom, rotate]
        for controller in all {
            controller.phase = .none
            widget.addController(controller)
        }
        click.button = 1
        click.onPressed { [weak self] count, _, _ in
            self?.say(
                self?.click, "GTK click", .began,
                count == 1 ? tr("press 1") : tr("press {count}, within the double-click time", ["count": "\(count)"]))
        }
        click.onReleased { [weak self] count, _, _ in
            self?.say(
                self?.click, "GTK click", .recognized, tr("released: press {count} reported", ["count": "\(count)"]))
        }
        // GTK stops counting presses once its double-click time or distance has passed; a release after
        // that is still reported (where UIKit's tap would have failed, held too long or moved too far).
        click.onStopped { [weak self] in
            self?.say(
                self?.click, "GTK click", .ended,
                tr(
                    "stopped counting: {time} ms or {distance} px passed",
                    [
                        "time": "\(DesktopSettings.doubleClickTime)",
                        "distance": "\(DesktopSettings.doubleClickDistance)",
                    ])
            )
            self?.idle(self?.click, "GTK click")
        }
        longPress.onBegin { [weak self] in self?.say(self?.longPress, "GTK long press", .began, nil) }
        longPress.onPressed { [weak self] _, _ in
            let time = Double(DesktopSettings.longPressTime ?? 500) / 1000
            self?.say(
                self?.longPress, "GTK long press", .recognized,
                tr("held GTK's {time} long-press time", ["time": time.secondsText]))
        }
        longPress.onCancelled { [weak self] in
            self?.say(self?.longPress, "GTK long press", .failed, tr("moved or lifted before GTK's long-press time"))
        }
        longPress.onEnd { [weak self] in self?.idle(self?.longPress, "GTK long press") }
        swipe.onBegin { [weak self] in self?.say(self?.swipe, "GTK swipe", .began, nil) }
        swipe.onSwipe { [weak self] vx, vy in
            self?.say(
                self?.swipe, "GTK swipe", .recognized,
                tr(
                    "released at {across}/s across, {down}/s down (GTK reports every drag; the app judges)",
                    ["across": vx.pointsText, "down": vy.pointsText])
            )
        }
        swipe.onEnd { [weak self] in self?.idle(self?.swipe, "GTK swipe") }
        zoom.onBegin { [weak self] in
            self?.scale = 1
            self?.say(self?.zoom, "GTK zoom", .began, nil)
        }
        zoom.onScaleChanged { [weak self] scale in self?.scale = scale }
        zoom.onEnd { [weak self] in
            guard let self else { return }
            self.say(self.zoom, "GTK zoom", .ended, tr("scale ×{scale}", ["scale": self.scale.formatted(digits: 2)]))
        }
        rotate.onBegin { [weak self] in
            self?.angle = 0
            self?.say(self?.rotate, "GTK rotate", .began, nil)
        }
        // GTK's delta is the turn since the gesture began, in [0, 2π) clockwise.
        rotate.onAngleChanged { [weak self] _, delta in self?.angle = GestureRotate.signedDelta(delta) }
        rotate.onEnd { [weak self] in
            guard let self else { return }
            self.say(
                self.rotate, "GTK rotate", .ended, tr("turned {angle} rad", ["angle": self.angle.formatted(digits: 2)]))
        }
        for (name, gesture) in [
            ("GTK click", click), ("GTK long press", longPress), ("GTK swipe", swipe), ("GTK zoom", zoom),
            ("GTK rotate", rotate),
        ] as [(String, Gesture)] {
            gesture.onCancel { [weak self, unowned gesture] in
                self?.say(gesture, name, .cancelled, tr("GTK cancelled it"))
            }
        }
    }

    /// Whether the watchers see events (while the timeline shows).
    var isWatching = false {
        didSet {
            for controller in [click, longPress, swipe, zoom, rotate] as [EventController] {
                controller.phase = isWatching ? .capture : .none
            }
        }
    }

    private func say(_ gesture: EventController?, _ lane: String, _ verdict: TimelineMark.Kind, _ note: String?) {
        guard let gesture else { return }
        onVerdict?(lane, verdict, note, time(gesture))
    }

    private func idle(_ gesture: EventController?, _ lane: String) {
        guard let gesture else { return }
        onIdle?(lane, time(gesture))
    }
}
