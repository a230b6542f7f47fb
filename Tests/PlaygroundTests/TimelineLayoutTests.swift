import Foundation
import Playground
import TestSupport
import Testing
import TouchKit

/// The timeline as drawn: its sections' order, GTK's fold, the one time rule, and the words under the pointer.
@Suite("Timeline layout, folding, time and tooltips")
struct TimelineLayoutTests {
    /// A double tap in the gesture gallery, with two lanes of GTK's own gestures beside the scene's.
    private func doubleTap() throws -> RecognizerTimeline {
        let h = try SceneHarness("gestures")
        let recorder = TimelineRecorder(
            window: h.host.window, platform: [("GTK click", "GtkGestureClick"), ("GTK swipe", "GtkGestureSwipe")])
        let log = EventLog(keepsEntries: false)
        log.onRecord = { recorder.record($0) }
        h.host.window.router.eventLog = log
        let text = try String(contentsOfFile: PackageRoot.path + "/data/traces/double-tap.json", encoding: .utf8)
        TraceReplayer.replay(try TouchTrace(json: text), into: h.host.window, clock: h.clock) {
            recorder.inputHandled($0, by: h.host.window.router)
        }
        return recorder.timeline
    }

    private func titles(_ layout: TimelineLayout) -> [String] {
        layout.rows.map { row in
            switch row.content {
            case .heading(let section, _, let folded): "[\(section)\(folded.map { " \($0) folded" } ?? "")]"
            case .lane(let lane): lane.title
            }
        }
    }

    @Test(
        "the hit tests come first, then the touches, the recognizers, and GTK's gestures, which fold into their heading"
    )
    func sections() throws {
        let timeline = try doubleTap()
        let open = TimelineLayout(timeline: timeline, width: 900, foldsPlatform: false)
        let rows = titles(open)
        #expect(Array(rows.prefix(5)) == ["[hitTests]", "hit tests", "[touches]", "finger 1", "finger 2"])
        #expect(Array(rows.suffix(3)) == ["[platform]", "GTK click", "GTK swipe"])
        let folded = TimelineLayout(timeline: timeline, width: 900, foldsPlatform: true)
        #expect(titles(folded).last == "[platform 2 folded]")
        #expect(open.height - folded.height == 2 * TimelineDrawing.laneHeight)
        let heading = try #require(folded.rows.last)
        #expect(folded.heading(at: heading.frame.midY) == .platform)
        #expect(folded.heading(at: folded.rows[1].frame.midY) == nil)
    }

    @Test("a reason cut or wrapped in the drawing is whole in the tooltip; a title gives its lane's detail")
    func tooltips() throws {
        let timeline = try doubleTap()
        let size = Size(width: 700, height: 900)
        let layout = TimelineLayout(timeline: timeline, width: size.width, foldsPlatform: false)
        let tap = try #require(
            layout.rows.first {
                if case .lane(let lane) = $0.content { return lane.title == "tap-1" }
                return false
            })
        // Over the words after tap-1's failure: the reason, whole.
        let words = TimelineDrawing.hoverText(for: timeline, size: size, at: Point(x: 640, y: tap.frame.midY))
        #expect(words == "tap-1: failed: double-tap-1 recognized, and this one waited for it to fail")
        // Over its amber bar, what it waited for.
        let range = TimelineDrawing.range(from: 0, to: timeline.end, width: size.width)
        let waiting = try #require(
            TimelineLayoutTests.lane("tap-1", in: timeline)?.spans.first { $0.activity == .waiting })
        let axis = (left: TimelineDrawing.labelWidth + 8, right: size.width - 12)
        let x =
            axis.left + ((waiting.start + (waiting.end ?? 0)) / 2 - range.lowerBound)
            / (range.upperBound - range.lowerBound) * (axis.right - axis.left)
        #expect(
            TimelineDrawing.hoverText(for: timeline, size: size, at: Point(x: x, y: tap.frame.midY))
                == "tap-1: waiting for double-tap-1 to fail")
        #expect(
            TimelineDrawing.hoverText(for: timeline, size: size, at: Point(x: 20, y: tap.frame.midY)) == "tap-1 (stage)"
        )
        #expect(TimelineDrawing.hoverText(for: timeline, size: size, at: Point(x: 20, y: 5)) == nil)  // the axis
    }

    @Test("one time rule: from a little before the origin to the end, with room for words after it")
    func timeRule() {
        let range = TimelineDrawing.range(from: 2, to: 3, width: 900)
        #expect(range.lowerBound < 2 && range.lowerBound > 1.95)
        let axisWidth = 900 - TimelineDrawing.labelWidth - 20
        let room = (range.upperBound - 3) / (range.upperBound - 2) * axisWidth
        #expect(abs(room - 180) < 1, "room after the end: \(room) points")
        // At least 0.4 s, and a trace to the largest double still gets a finite range.
        #expect(TimelineDrawing.range(from: 0, to: 0, width: 900).upperBound > 0.4)
        #expect(TimelineDrawing.range(from: 0, to: .greatestFiniteMagnitude, width: 900).upperBound.isFinite)
    }

    static func lane(_ title: String, in timeline: RecognizerTimeline) -> TimelineLane? {
        timeline.lanes.first { $0.title == title }
    }

    @Test("the hit tests' lane: a target for each hit test, its words in the tooltip, folded into its heading")
    func hitTestLane() throws {
        let timeline = try doubleTap()
        let lane = try #require(timeline.hitTestLanes.first)
        #expect(lane.kind == .hitTest)
        #expect(lane.marks.map(\.kind) == [.hitTest, .hitTest])  // a double tap: two touches, two hit tests
        let note = try #require(lane.marks.first?.note)
        #expect(note.hasPrefix("finger 1 → "), "\(note)")
        // Hovered, the mark gives its words whole.
        let size = Size(width: 900, height: 900)
        let layout = TimelineLayout(timeline: timeline, width: size.width, foldsPlatform: false)
        let row = try #require(
            layout.rows.first { if case .lane(let lane) = $0.content { lane.kind == .hitTest } else { false } })
        let words = stride(from: 0.0, to: size.width, by: 1).lazy.compactMap {
            TimelineDrawing.hoverText(for: timeline, size: size, at: Point(x: $0, y: row.frame.midY))
        }
        #expect(words.first { $0.contains("→") } == "hit tests: hit test: \(note)")
        // Folded: its heading stays, saying so, and a click there unfolds it.
        let folded = TimelineLayout(timeline: timeline, width: 900, foldsPlatform: false, foldsHitTests: true)
        #expect(titles(folded).prefix(2) == ["[hitTests 1 folded]", "[touches]"])
        #expect(folded.heading(at: folded.rows[0].frame.midY) == .hitTests)
        #expect(layout.height - folded.height == TimelineDrawing.laneHeight)
    }
}
