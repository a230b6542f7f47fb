import Testing
import TouchKit

@Suite("Trace files read in two streaming passes")
struct TraceFileTests {
    private func file(_ text: String) throws(TraceError) -> TraceFile { try TraceFile(bytes: Array(text.utf8)) }

    private func events(_ file: TraceFile) -> [InputEvent] {
        var events: [InputEvent] = []
        file.forEachEvent { events.append($0) }
        return events
    }

    @Test("the streamed events are exactly those of the trace read whole")
    func sameEvents() throws {
        let streamed = try file(TraceTests.example)
        let whole = try TouchTrace(json: TraceTests.example)
        #expect(streamed.eventCount == whole.events.count)
        #expect(events(streamed) == whole.events)
        #expect(streamed.size == whole.size)
        #expect(streamed.description == whole.description)
    }

    @Test("members may come in any order and unknown ones are skipped; a key given twice is an error")
    func memberOrder() throws {
        let text = #"""
            {"events": [{"t": 0, "kind": "touch", "id": 7, "phase": "began", "x": 3, "y": 4, "extra": {"deep": [1, 2]}}],
             "unknown": [1, {"a": null}], "size": [100, 50], "format": "touch-trace/1"}
            """#
        let trace = try file(text)
        #expect(trace.size == Size(width: 100, height: 50))
        #expect(events(trace) == [InputEvent(time: 0, kind: .touch(id: 7, phase: .began, location: Point(x: 3, y: 4)))])
        // Most readers would let the second "events" win silently: which events a trace holds is never a guess.
        let twice = #"{"format": "touch-trace/1", "events": [], "events": []}"#
        #expect(
            throws: TraceError(eventIndex: nil, message: #"invalid JSON at line 1, column 43: "events" is given twice"#)
        ) {
            try file(twice)
        }
    }

    @Test(
        "the document's own problems are named before an event's, as when read whole",
        arguments: [
            (#"{"events": [{"t": -1}]}"#, "missing \"format\""),
            (
                #"{"format": "touch-trace/1", "events": [{"t": 0, "kind": "touch", "id": 1, "phase": "moved", "x": 1, "y": 1}]}"#,
                "event 0: touch 1 moves before it began"
            ),
            (#"{"format": "touch-trace/1", "events": {}}"#, "\"events\" must be an array"),
            (#"[1, 2]"#, "a trace must be a JSON object"),
            (#"{"format": "touch-trace/1", "events": [] } x"#, "unexpected text after the document"),
            (#"{"format": "touch-trace/1", "events": [1,]}"#, "invalid JSON"),
            ("", "invalid JSON at line 1, column 1: unexpected end of text"),
        ])
    func errors(text: String, message: String) {
        do {
            _ = try file(text)
            Issue.record("read: \(text)")
        } catch {
            #expect(error.description.contains(message), "\(error.description)")
        }
    }

    @Test(
        "a window size past 16384 points, zero or not finite is an error, not a huge canvas",
        arguments: [
            "[1e300, 600]", "[800, 16385]", "[0, 600]", "[800]", "[800, -1]", "[1e-300, 600]", "[800, 0.5]",
        ])
    func sizeLimits(size: String) {
        #expect(throws: TraceError.self) { try file(#"{"format": "touch-trace/1", "size": \#(size), "events": []}"#) }
    }

    @Test("a trace of 20,000 events reads and streams every one")
    func largeTrace() throws {
        var text = #"{"format":"touch-trace/1","events":["#
        for index in 0..<10_000 {
            let id = index % 3 + 1
            text +=
                (index == 0 ? "" : ",")
                + #"{"t":\#(Double(index) / 100),"kind":"touch","id":\#(id),"phase":"began","x":1,"y":2}"#
            text += #",{"t":\#(Double(index) / 100),"kind":"touch","id":\#(id),"phase":"ended","x":1,"y":2}"#
        }
        text += "]}"
        let trace = try file(text)
        #expect(trace.eventCount == 20_000)
        var count = 0
        trace.forEachEvent { _ in count += 1 }
        #expect(count == 20_000)
    }
}
