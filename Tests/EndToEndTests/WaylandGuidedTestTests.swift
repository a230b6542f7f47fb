import Foundation
import TestSupport
import Testing

/// The guided touchscreen test walked through with fingers on GNOME's compositor: one finger then five held
/// still, six lines, nine targets, two fingers side by side then five slid across, the quiet; every step
/// done by touch alone, and the verdicts of a screen that reports what it is sent.
extension WaylandTouchTests {
    /// Fingers held on `points` for `seconds`, shaking half a pixel at 60 Hz as a finger does.
    private static func held(_ points: [Fingers.Point], seconds: Double) -> [Fingers.Step] {
        var steps = points.enumerated().map { Fingers.Step.down($0.offset, $0.element) }
        for sample in 0..<Int(seconds * 60) {
            let shake = sample % 2 == 0 ? 0.5 : -0.5
            for (slot, point) in points.enumerated() { steps.append(.motion(slot, (point.x + shake, point.y))) }
            steps.append(.wait(Fingers.sampleTime))
        }
        return steps + points.indices.map { Fingers.Step.up($0) }
    }

    @Test("touch lab: the guided test walked through with fingers, every step, to its verdicts")
    func guidedTest() throws {
        let mutter = try MutterDisplay()
        let app = try RunningApp(["--scene", "touch-lab"], on: mutter)
        let test = { try app.state()["guidedTest"] as? [String: Any] ?? [:] }
        let guides = { (try test()["guides"] as? [[Double]]) ?? [] }
        func point(_ guide: [Double], end: Bool = false) throws -> Fingers.Point {
            try app.screenPoint(guide[end ? 2 : 0], guide[end ? 3 : 1])
        }
        func waitFor(_ step: String?, part: Int, _ what: String) throws {
            try Wait.until(what, timeout: 60) {
                let test = try test()
                return (test["step"] as? String) == step && (step == nil || test["part"] as? Int == part)
            }
        }
        let (x, y) = try app.center(of: "test")
        try mutter.perform(Fingers.tap(at: try app.screenPoint(x, y)))
        try waitFor("hold still", part: 0, "the test")
        try mutter.perform(Self.held([try point(guides()[0])], seconds: 3.4))
        try waitFor("hold still", part: 1, "one finger held")
        try mutter.perform(Self.held(try guides().map { try point($0) }, seconds: 3.4))
        try waitFor("draw lines", part: 0, "five fingers held")
        for index in 0..<6 {
            let line = try guides()[index]
            let length = hypot(line[2] - line[0], line[3] - line[1])
            try mutter.perform(
                Fingers.drag(from: try point(line), to: try point(line, end: true), samples: max(60, Int(length / 5))))
            try waitFor(
                index == 5 ? "tap targets" : "draw lines", part: index == 5 ? 0 : index + 1, "line \(index + 1)")
        }
        for (index, target) in (try test()["targets"] as? [[Double]] ?? []).enumerated() {
            try mutter.perform(Fingers.tap(at: try app.screenPoint(target[0], target[1])))
            try waitFor(
                index == 8 ? "fingers apart" : "tap targets", part: index == 8 ? 0 : index + 1, "target \(index + 1)")
        }
        // Two fingers side by side slid across, then five.
        let pair = try guides().prefix(2).map { try point($0) }
        try mutter.perform(Fingers.move(pair.map { ($0, ($0.x + 300, $0.y)) }, samples: 150))
        try waitFor("fingers apart", part: 1, "two side by side")
        let five = try guides().prefix(5).map { try point($0) }
        try mutter.perform(Fingers.move(five.map { ($0, ($0.x + 200, $0.y)) }, samples: 150))
        try waitFor("leave alone", part: 0, "five slid")
        try waitFor(nil, part: 0, "ten seconds left alone")
        let statuses = try #require(try test()["statuses"] as? [String: String])
        #expect(Set(statuses.values) == ["done"], "\(statuses)")
        let checks = try #require(try test()["checks"] as? [[String: Any]])
        func check(_ name: String) -> [String: Any] { checks.first { $0["name"] as? String == name } ?? [:] }
        for name in [
            "jitter", "moving jitter", "straightness", "accuracy", "contacts", "separation", "stuck", "ghosts",
        ] {
            #expect(check(name)["verdict"] as? String == "pass", "\(name): \(check(name))")
        }
        // Mutter sends what the driver moves, 60 times a second: about that.
        #expect((check("report rate")["measured"] as? Double ?? 0) > 40, "\(check("report rate"))")
        #expect((check("contacts")["measured"] as? Double) == 5)
        try Wait.until("the verdicts in the canvas's description") {
            try app.appStatus().canvasDescription.contains("Touchscreen test · results")
        }
    }
}
