import Playground
import TouchKit

/// The touch lab's guided test as a recording of the lab holds it: the recording (a report bundle's
/// `recording.json`, or one made with Record in the lab) is played through the lab headless, with its
/// button presses, the keys the lab answered (Escape puts the test away) and its resizes where they were,
/// on the screen's millimetres per point it names; what the guided test then holds is what it held live:
/// its steps, its lines, each target and its tap.
///
/// ```swift
/// if let test = try GuidedTestReplay.test(in: file) {
///     test.checks(refreshRate: 60)      // the verdicts the certificate gave
/// }
/// ```
enum GuidedTestReplay {
    /// The guided test the recording `file` holds; nil when it was not recorded in the
    /// touch lab or no test was begun in it.
    static func test(in file: TraceFile) throws(CommandFailure) -> TouchscreenTest? {
        guard let scene = file.scene, scene == TouchscreenTest.recordedScene, case .builtIn(let name) = scene else {
            return nil
        }
        let clock = ManualClock()
        let host = try HeadlessRun.scene(
            .builtIn(name), size: file.size ?? Size(width: 800, height: 600), seed: 1, images: nil, clock: clock,
            millimetresPerPoint: file.device?.millimetresPerPoint)
        return TouchscreenTest.replayed(file, into: host, clock: clock)
    }

    /// The test's steps and taps in words, for `health`'s text: each step's status, then each target with how
    /// far its tap landed, where the screen's fitted mapping puts the target (its systematic offset, the
    /// accuracy judged) and where the tap lands once that mapping is undone.
    static func words(of test: TouchscreenTest) -> String {
        func mm(_ offset: Point) -> String { DeviceHealth.format(offset.length, 2) + " mm" }
        let steps = TouchscreenTest.Step.allCases.map { "\($0.rawValue) \((test.statuses[$0] ?? .notRun).rawValue)" }
        var text = "guided test, replayed from the recording: " + steps.joined(separator: ", ") + "\n"
        let accuracy = test.accuracy
        for (index, (target, landed)) in zip(test.tappedTargets, test.taps).enumerated() {
            let place = "\(DeviceHealth.format(target.x, 1)), \(DeviceHealth.format(target.y, 1)) mm"
            text += "  target \(index + 1) at \(place): its tap \(mm(landed - target)) off"
            if let accuracy {
                text += "; the screen maps it \(mm(accuracy.before[index])) off, corrected the tap lands "
                text += "\(mm(accuracy.after[index])) off"
            }
            text += "\n"
        }
        return text
    }
}
