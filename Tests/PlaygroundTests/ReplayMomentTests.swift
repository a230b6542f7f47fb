import Foundation
import Playground
import Testing
import TouchKit

/// Everything a replay shows at its point: where it is, the scene as drawn (views, chain, recorded
/// fingers), its state, the narration and the timeline.
private struct Shown: Equatable {
    var position: Int
    var time: Double
    var settled: Bool
    var drawn: DisplayList
    var ghosts: Int
    var snapshot: ReplaySnapshot

    init(_ replay: ReplaySession) {
        position = replay.position
        time = replay.time
        settled = replay.isSettled
        var list = DisplayList()
        ghosts = ReplayFrame.drawScene(of: replay, showsChain: true, into: &list)
        drawn = list
        snapshot = PlaygroundTests.snapshot(of: replay)
    }
}

/// One finger circling for `count` events in the multi-touch scene, 120 a second.
private func circling(_ count: Int) -> TouchTrace {
    var events = [InputEvent(time: 0, kind: .touch(id: 1, phase: .began, location: Point(x: 400, y: 300)))]
    for step in 1..<count {
        let angle = Double(step) * 0.05
        let point = Point(x: 400 + 100 * cos(angle), y: 300 + 100 * sin(angle))
        events.append(InputEvent(time: Double(step) / 120, kind: .touch(id: 1, phase: .moved, location: point)))
    }
    return TouchTrace(size: Size(width: 800, height: 600), events: events)
}

/// A counter a scene builder can bump from its closure.
private final class Builds {
    var count = 0
}

@Suite("Going back in a replay through kept moments")
struct ReplayMomentTests {
    static let cases: [(scene: String, trace: String, budget: Int)] = [
        ("gestures", "double-tap.json", 64 << 20), ("image-viewer", "pinch-rotate-pan.json", 64 << 20),
        ("touch-views", "tap-B-over-A.json", 64 << 20), ("gestures", "two-finger-double-tap.json", 64 << 20),
        ("tray", "alt-drag-zoom.json", 64 << 20), ("drawing-pad", "pinch-rotate-pan.json", 64 << 20),
        ("lines", "double-tap.json", 64 << 20), ("direct-manipulation", "two-finger-double-tap.json", 64 << 20),
        ("multi-touch", "pinch-rotate-pan.json", 64 << 20), ("lines", "pinch-rotate-pan.json", 64 << 20),
        ("touch-lab", "two-finger-double-tap.json", 64 << 20), ("controls", "single-tap.json", 64 << 20),
        // Budgets that keep a handful of moments: the kept ones are let go and replays refill them.
        ("image-viewer", "pinch-rotate-pan.json", 40_000), ("gestures", "double-tap.json", 20_000),
    ]

    @Test(
        "any mix of steps back and forth, seeks, frames of playing and rewinds shows what a replay that keeps nothing shows",
        arguments: cases)
    func sameAsReplayingFromTheStart(scene: String, trace name: String, budget: Int) throws {
        let trace = try sample(name)
        let kept = try session(scene, trace, momentBudget: budget)
        let plain = try session(scene, trace, momentBudget: 0)
        var random = SeededRandomNumberGenerator(seed: UInt64(name.utf8.count * 31 + budget % 997))
        let duration = trace.events.last?.time ?? 0
        for step in 0..<300 {
            let roll = Int.random(in: 0..<100, using: &random)
            let what: String
            switch roll {
            case 0..<40: what = "forward"
            case 40..<78: what = "back"
            case 78..<86: what = "seek"
            case 86..<97: what = "frame"
            default: what = "rewind"
            }
            let time = Double.random(in: -0.05...(duration + 0.5), using: &random)
            let frame = Double.random(in: 0.001...0.1, using: &random)
            for replay in [kept, plain] {
                switch what {
                case "forward": replay.stepForward()
                case "back": replay.stepBack()
                case "seek": replay.seek(to: time)
                case "frame": replay.advance(by: frame)
                default: replay.rewind()
                }
            }
            // Field by field, so a difference names what a person would see differ.
            let shown = Shown(kept), expected = Shown(plain)
            let label = "\(scene) with \(name), step \(step) (\(what))"
            #expect(shown.position == expected.position && shown.time == expected.time, "\(label): where")
            #expect(shown.settled == expected.settled, "\(label): settled")
            #expect(shown.drawn == expected.drawn && shown.ghosts == expected.ghosts, "\(label): the canvas")
            #expect(shown.snapshot == expected.snapshot, "\(label): state, narration or timeline")
            if budget < 1 << 20 { #expect(kept.keptMoments.count >= 1) }
        }
        #expect(kept.keptMoments.count > 0)
    }

    @Test("stepping back from the end of 3000 events plays from the start once, then shows kept moments")
    func stepsBackAreKept() throws {
        let trace = circling(3000)
        let builds = Builds()
        let replay = try session("multi-touch", trace, onBuild: { builds.count += 1 })
        replay.seek(to: trace.events.last!.time)
        #expect(replay.position == 3000)
        #expect(builds.count == 1)
        // The seek kept the last moments: the first steps back cost no replay.
        for expected in stride(from: 2999, through: 2900, by: -1) {
            replay.stepBack()
            #expect(replay.position == expected)
        }
        #expect(builds.count == 1)
        // Past them, one replay from the start keeps the stretch before: every later step back is free.
        while !replay.isAtStart { replay.stepBack() }
        #expect(builds.count == 2)
        #expect(Shown(replay) == Shown(try session("multi-touch", trace, momentBudget: 0)))
        // Forward again through the kept moments, then on live from the last: still no replay.
        for _ in 0..<3000 { replay.stepForward() }
        #expect(replay.position == 3000)
        #expect(builds.count == 2)
        let plain = try session("multi-touch", trace, momentBudget: 0)
        plain.seek(to: trace.events.last!.time)
        #expect(Shown(replay) == Shown(plain))
    }

    @Test("the kept moments stay within their budget, the ones farthest from the replay let go first")
    func budget() throws {
        let trace = circling(2000)
        let budget = 300_000
        let replay = try session("multi-touch", trace, momentBudget: budget)
        replay.seek(to: trace.events.last!.time)
        for _ in 0..<700 {
            replay.stepBack()
            let kept = replay.keptMoments
            #expect(kept.count >= 1)
            #expect(kept.bytes <= budget)
        }
        #expect(replay.position == 1300)
        // The moments kept are those around where the replay is: one step either way is kept.
        let count = replay.keptMoments.count
        replay.stepForward()
        replay.stepBack()
        #expect(replay.position == 1300)
        #expect(replay.keptMoments.count == count)
    }
}
