import TouchKit

/// The guided test as a recording of the touch lab holds it: played through the lab as it was made (its
/// button presses, the keys the lab answered, the canvas's resizes), the test ends as it ended live.
extension TouchscreenTest {
    /// The scene a recording is made in when it may hold a guided test (the touch lab's `--scene` name).
    public static let recordedScene = RecordedScene.builtIn(name: TouchLabScene.name)

    /// The guided test `file` holds, played into `host` (a touch lab on `clock`, of the recording's size and
    /// millimetres per point); nil when `host` is no touch lab or no test was begun in the recording.
    ///
    /// The replay stops a tenth of a second after the last event rather than when no timer is left: the
    /// test's tick repeats, and running it on would finish a quiet or a hold the recording ended in.
    ///
    /// ```swift
    /// let test = TouchscreenTest.replayed(file, into: host, clock: clock)
    /// test?.checks(refreshRate: 60)      // the verdicts the certificate gave
    /// ```
    public static func replayed(_ file: TraceFile, into host: SceneHost, clock: ManualClock) -> TouchscreenTest? {
        guard let lab = host.scene as? TouchLabScene else { return nil }
        if let recorded = file.thresholds?.settings() { host.window.router.settings = recorded }
        host.window.router.deviceName = file.device?.name
        TraceReplayer.replay(file, into: host.window, clock: clock, keys: { _ = lab.handleKey($0) }, tail: 0.1)
        return lab.lab.guidedTest
    }
}
