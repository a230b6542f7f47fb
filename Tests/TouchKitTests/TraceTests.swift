import Testing
import TouchKit

@Suite("touch-trace/1 files")
struct TraceTests {
    static let example = """
        {
          "format": "touch-trace/1",
          "size": [800, 600],
          "description": "two-finger pinch on the photo",
          "events": [
            {"t": 0.000, "kind": "touch",   "id": 1, "phase": "began",  "x": 300.0, "y": 200.0},
            {"t": 0.016, "kind": "touch",   "id": 1, "phase": "moved",  "x": 302.5, "y": 201.0},
            {"t": 0.120, "kind": "touch",   "id": 1, "phase": "ended",  "x": 302.5, "y": 201.0},
            {"t": 1.000, "kind": "pointer", "phase": "down",   "button": 1, "x": 10, "y": 10, "modifiers": ["alt"]},
            {"t": 1.050, "kind": "pointer", "phase": "motion", "x": 40, "y": 12},
            {"t": 1.100, "kind": "pointer", "phase": "up",     "button": 1, "x": 40, "y": 12},
            {"t": 2.000, "kind": "pinch",   "phase": "began",  "x": 400, "y": 300, "scale": 1.0, "angle": 0.0},
            {"t": 2.016, "kind": "pinch",   "phase": "changed","x": 400, "y": 300, "scale": 1.1, "angle": 0.02},
            {"t": 2.100, "kind": "pinch",   "phase": "ended",  "x": 400, "y": 300, "scale": 1.1, "angle": 0.0},
            {"t": 3.000, "kind": "scroll",  "x": 400, "y": 300, "dx": 0, "dy": -1, "modifiers": ["ctrl"]}
          ]
        }
        """

    @Test("the design document's example reads as written")
    func readsExample() throws {
        let trace = try TouchTrace(json: Self.example)
        #expect(trace.size == Size(width: 800, height: 600))
        #expect(trace.description == "two-finger pinch on the photo")
        #expect(trace.events.count == 10)
        #expect(
            trace.events[1] == InputEvent(time: 0.016, kind: .touch(id: 1, phase: .moved, location: Point(302.5, 201))))
        #expect(trace.events[3].kind == .pointer(phase: .down, button: 1, location: Point(10, 10), modifiers: .alt))
        // A version 1 press keeps the keys it began with (Alt) to its end, as it always played.
        #expect(trace.events[4].kind == .pointer(phase: .motion, button: 0, location: Point(40, 12), modifiers: .alt))
        #expect(
            trace.events[7].kind == .pinch(phase: .changed, location: Point(400, 300), scale: 1.1, angleDelta: 0.02))
        #expect(trace.events[9].kind == .scroll(location: Point(400, 300), dx: 0, dy: -1, modifiers: .ctrl))
    }

    @Test("writing then reading gives the same trace")
    func roundTrip() throws {
        let trace = try TouchTrace(json: Self.example)
        #expect(try TouchTrace(json: trace.jsonText()) == trace)
        #expect(try TouchTrace(json: trace.jsonValue.serialized()) == trace)
        var builder = TraceBuilder()
        builder.twoFingerGesture(
            center: Point(400, 300), startSpan: 90, endSpan: 170, rotation: 0.3, translation: Point(7, -3))
        builder.add(.pointer(phase: .down, button: 1, location: Point(1, 2), modifiers: [.alt, .shift]))
        let built = builder.trace(size: Size(width: 640, height: 480), description: "quote \" and\nnewline")
        #expect(try TouchTrace(json: built.jsonText()) == built)
    }

    @Test("an empty event list is a valid trace; unknown keys are ignored")
    func emptyAndUnknownKeys() throws {
        let empty = try TouchTrace(json: #"{"format":"touch-trace/1","events":[]}"#)
        #expect(empty.events.isEmpty && empty.size == nil)
        let extra = try TouchTrace(
            json:
                #"{"format":"touch-trace/1","author":"x","events":[{"t":0,"kind":"touch","id":1,"phase":"began","x":1,"y":2,"pressure":0.5}]}"#
        )
        #expect(extra.events.count == 1)
    }

    @Test(
        "malformed events are rejected naming their index and the problem",
        arguments: [
            (#"{"t":0,"kind":"hover","x":1,"y":1}"#, 1, "unknown kind \"hover\""),
            // A newline in the value (a JSON escape) stays an escape: the error is one line.
            (#"{"t":0,"kind":"ho\nver","x":1,"y":1}"#, 1, #"unknown kind "ho\nver""#),
            (#"{"t":0,"kind":"touch","id":2,"phase":"began","x":1}"#, 1, "missing field \"y\""),
            (#"{"t":0,"kind":"touch","id":2,"phase":"began","x":1,"y":1e999}"#, 1, "\"y\" is not a finite number"),
            (#"{"t":-1,"kind":"touch","id":2,"phase":"began","x":1,"y":1}"#, 1, "\"t\" must not be negative"),
            (
                #"{"t":1,"kind":"touch","id":1,"phase":"moved","x":1,"y":1},{"t":0.5,"kind":"touch","id":1,"phase":"ended","x":1,"y":1}"#,
                2, "time goes backwards (0.5 after 1)"
            ),
            (#"{"t":1,"kind":"touch","id":7,"phase":"moved","x":1,"y":1}"#, 1, "touch 7 moves before it began"),
            (#"{"t":1,"kind":"touch","id":1,"phase":"wiggled","x":1,"y":1}"#, 1, "unknown phase \"wiggled\""),
            (#"{"t":1,"kind":"pointer","phase":"down","x":1,"y":1}"#, 1, "missing field \"button\""),
            (#"{"t":1,"kind":"scroll","x":1,"y":1,"dx":0,"dy":1,"modifiers":["hyper"]}"#, 1, "unknown modifier"),
            (
                #"{"t":1,"kind":"pinch","phase":"began","x":1,"y":1,"scale":"big","angle":0}"#, 1,
                "\"scale\" must be a number"
            ),
            (#""not an object""#, 1, "must be a JSON object"),
            (#"{"t":1,"kind":"touch","id":9007199254740993,"phase":"began","x":1,"y":1}"#, 1, "\"id\" is too large"),
            (#"{"t":1,"kind":"touch","id":1.5,"phase":"began","x":1,"y":1}"#, 1, "\"id\" must be a whole number"),
        ])
    func malformedEvent(event: String, index: Int, message: String) {
        let text =
            #"{"format":"touch-trace/1","events":[{"t":0,"kind":"touch","id":1,"phase":"began","x":1,"y":1},"# + event
            + "]}"
        #expect {
            try TouchTrace(json: text)
        } throws: { error in
            guard let error = error as? TraceError else { return false }
            return error.eventIndex == index && error.description.hasPrefix("event \(index): ")
                && error.message.contains(message)
        }
    }

    @Test(
        "document-level problems say what is wrong",
        arguments: [
            ("", "invalid JSON"),
            ("{\"format\":\"touch-trace/1\",\"events\":[", "invalid JSON at line 1"),
            ("[]", "must be a JSON object"),
            ("{\"events\":[]}", "missing \"format\""),
            (
                "{\"format\":\"touch-trace/6\",\"events\":[]}",
                "unsupported format \"touch-trace/6\" (expected \"touch-trace/1\", \"touch-trace/2\", \"touch-trace/3\", \"touch-trace/4\" or \"touch-trace/5\")"
            ),
            ("{\"format\":\"touch-trace/1\"}", "missing \"events\""),
            ("{\"format\":\"touch-trace/1\",\"size\":[0,10],\"events\":[]}", "\"size\""),
        ])
    func malformedDocument(text: String, message: String) {
        #expect {
            try TouchTrace(json: text)
        } throws: { error in
            guard let error = error as? TraceError else { return false }
            return error.eventIndex == nil && error.message.contains(message)
        }
    }

    @Test("the event log writes the records docs/trace-format.md promises")
    func logFormat() {
        let h = Harness()
        let view = h.addView("D", Rect(x: 0, y: 0, width: 100, height: 100))
        view.addGestureRecognizer(TapGestureRecognizer(name: "tap") { _ in })
        h.play { $0.tap(at: Point(50, 50)) }
        let lines = h.log.entries.map(\.jsonLine)
        #expect(
            lines[0]
                == #"{"t":0,"event":"hit-test","touch":1,"input":"touchscreen","point":[50,50],"view":"D","path":["window","root","D"],"#
                + #""visited":[{"view":"window","verdict":"path"},{"view":"root","verdict":"path"},{"view":"D","verdict":"hit"}]}"#
        )
        #expect(lines.contains(#"{"t":0,"event":"touches","phase":"began","responder":"D","touches":[1]}"#))
        #expect(lines.contains(#"{"t":0.06,"event":"recognizer","recognizer":"tap","view":"D","state":"ended"}"#))
        #expect(lines.contains(#"{"t":0.06,"event":"action","recognizer":"tap","view":"D"}"#))
    }

    @Test("the manual clock fires timers in time order, each at its own time")
    func manualClock() {
        let clock = ManualClock()
        var fired: [(String, Double)] = []
        _ = clock.schedule(after: 0.3) { fired.append(("b", clock.now)) }
        _ = clock.schedule(after: 0.1) {
            fired.append(("a", clock.now))
            _ = clock.schedule(after: 0.1) { fired.append(("a2", clock.now)) }
        }
        let cancelled = clock.schedule(after: 0.2) { fired.append(("never", clock.now)) }
        clock.cancel(cancelled)
        clock.advance(to: 0.25)
        #expect(fired.map(\.0) == ["a", "a2"])
        #expect(fired.map(\.1) == [0.1, 0.2])
        #expect(clock.now == 0.25)
        #expect(clock.runUntilIdle() == 1)
        #expect(fired.last?.0 == "b" && clock.now == 0.3)
    }
}

/// `touch-trace/3`: the thresholds a recording was judged by, carried as data.
@Suite("Traces that carry their thresholds")
struct RecordedThresholdsTraceTests {
    private let thresholds: RecordedThresholds = {
        var settings = GestureThresholds.standard
        settings.doubleTapTime = 0.6
        settings.pointer.doubleClickDistance = 12
        settings.pointer.longPressTime = 0.9
        return RecordedThresholds(profile: "uikit", settings: settings)
    }()

    @Test("written as version 3 and read back the same; the settings they give are the profile's with them")
    func roundTrip() throws {
        let trace = TouchTrace(
            size: Size(width: 300, height: 200), description: "d",
            events: [InputEvent(time: 0, kind: .touch(id: 1, phase: .began, location: Point(x: 1, y: 2)))],
            thresholds: thresholds)
        #expect(trace.formatName == "touch-trace/3")
        let text = trace.jsonText()
        #expect(text.contains(#""thresholds": {"profile":"uikit","touch":{"doubleTapTime":0.6"#))
        let read = try TouchTrace(json: text)
        #expect(read == trace)
        let settings = try #require(read.thresholds?.settings())
        #expect(settings.doubleTapTime == 0.6 && settings.doubleTapDistance == 40)
        #expect(settings.pointer.doubleClickDistance == 12 && settings.pointer.longPressTime == 0.9)
        // Without thresholds a trace stays the version its events need.
        #expect(TouchTrace(events: trace.events).formatName == "touch-trace/1")
    }

    @Test("an older version's \"thresholds\" is an unknown key, ignored, as before")
    func olderVersionsIgnoreThem() throws {
        let text = TouchTrace(events: [], thresholds: thresholds).jsonText()
            .replacingOccurrences(of: "touch-trace/3", with: "touch-trace/2")
        #expect(try TouchTrace(json: text).thresholds == nil)
    }

    @Test(
        "thresholds that cannot be used are named",
        arguments: [
            (#"[]"#, #""thresholds": must be an object"#),
            (#"{"touch": {}}"#, #""thresholds": missing "profile""#),
            (#"{"profile": "qt"}"#, #""thresholds": unknown profile "qt""#),
            (
                #"{"profile": "uikit", "touch": {"doubleTapTime": -1, "doubleTapDistance": 40, "longPressTime": 0.5}}"#,
                #""thresholds": "touch"."doubleTapTime" must be a number from 0.001 to 5"#
            ),
            (
                #"{"profile": "uikit", "touch": {"doubleTapTime": 0.4, "doubleTapDistance": 40, "longPressTime": 0.5}}"#,
                #""thresholds": "pointer"."doubleClickTime" must be a number"#
            ),
        ])
    func malformed(value: String, message: String) {
        let text = #"{"format": "touch-trace/3", "thresholds": \#(value), "events": []}"#
        #expect {
            try TouchTrace(json: text)
        } throws: { error in
            (error as? TraceError)?.message.hasPrefix(message) == true
        }
    }
}
