import Foundation

extension RunningApp {
    /// Opens the window on `mutter` with `arguments`, maximized (so its surface starts at the screen's
    /// top-left corner and canvas points map to screen pixels by the canvas's place alone), and waits for
    /// its first frame. `settings` are further members of the settings file (`["exploded": true]`).
    public convenience init(_ arguments: [String], on mutter: MutterDisplay, settings: [String: Any] = [:]) throws {
        let file = settings.merging(["window": ["maximized": true]]) { given, _ in given }
        let text = String(decoding: try JSONSerialization.data(withJSONObject: file), as: UTF8.self)
        try self.init(arguments, environment: mutter.environment, x11: nil, settings: text)
        // Maximized, the window has no shadow around it and the menu button sits near the monitor's top
        // right corner (measured: 6 points down, 46 from the right); anywhere else, every point is off.
        try Wait.until("the window to be maximized on mutter's monitor") {
            guard let menu = try appStatus().headerButtons["menu"] else { return false }
            return menu.y < 20 && menu.x + menu.width > Double(mutter.width - 80)
        }
        // Mutter maps a new window with an animation: a touch in its first quarter second lands a few
        // pixels off (measured: 1 to 3 px at 0.17-0.26 s after the first frame, exact from 0.5 s on), and
        // nothing the app shows tells when it is over. The one wait on time here, a generous one.
        Thread.sleep(forTimeInterval: 1.5)
    }

    /// A canvas point (in points of the scene) as a screen point on mutter's monitor.
    public func screenPoint(_ x: Double, _ y: Double) throws -> Fingers.Point {
        let point = try windowOffset(x, y)
        return (point.x, point.y)
    }

    /// Waits until the scene has handled at least `count` more input events than `before` and holds no
    /// touch down: every finger of a gesture arrived and lifted (or was cancelled).
    public func waitForTouchesToSettle(after before: Int, count: Int) throws {
        try Wait.until("\(count) more input events and no touch down") {
            let status = try appStatus()
            return status.inputs >= before + count && status.touchesDown == 0
        }
    }
}
