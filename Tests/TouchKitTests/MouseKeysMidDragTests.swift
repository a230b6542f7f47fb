import Testing
import TouchKit

@Suite("The mouse's keys mid-drag, and the pinned second finger")
struct MouseKeysMidDragTests {
    typealias Simulation = PointerTouchSimulation

    @Test("Alt pressed mid-drag adds the mirrored second finger; released, it lifts that finger only")
    func altMidDrag() {
        var mouse = Simulation()
        let down = mouse.handle(.down, button: 1, at: Point(10, 20), modifiers: [], center: Point(50, 50))
        #expect(down.count == 1)
        let added = mouse.handle(.motion, button: 1, at: Point(20, 20), modifiers: .alt, center: Point(50, 50))
        #expect(added.map(\.phase) == [.moved, .began])
        #expect(added.map(\.location) == [Point(20, 20), Point(80, 80)])
        let moved = mouse.handle(.motion, button: 1, at: Point(30, 20), modifiers: .alt, center: .zero)
        #expect(moved.map(\.location) == [Point(30, 20), Point(70, 80)])  // still around (50, 50)
        let lifted = mouse.handle(.motion, button: 1, at: Point(35, 20), modifiers: [], center: .zero)
        #expect(lifted.map(\.phase) == [.moved, .ended])
        #expect(lifted.map(\.id) == [TouchIdentifiers.mouse, TouchIdentifiers.simulatedSecondFinger])
        let up = mouse.handle(.up, button: 1, at: Point(35, 20), modifiers: [], center: .zero)
        #expect(up.map(\.phase) == [.ended])
    }

    @Test("Shift mid-drag switches mirrored and parallel with no jump of the second finger")
    func shiftSwitches() {
        var mouse = Simulation()
        _ = mouse.handle(.down, button: 1, at: Point(10, 50), modifiers: .alt, center: Point(50, 50))
        // Mirrored: the second finger at (90, 50). Shift: it keeps its place, then follows in parallel.
        let switched = mouse.handle(.motion, button: 1, at: Point(20, 50), modifiers: [.alt, .shift], center: .zero)
        #expect(switched.map(\.location) == [Point(20, 50), Point(80, 50)])
        let parallel = mouse.handle(.motion, button: 1, at: Point(20, 60), modifiers: [.alt, .shift], center: .zero)
        #expect(parallel.map(\.location) == [Point(20, 60), Point(80, 60)])
        // Shift released: this motion still moves both together, then they mirror around the middle of where
        // both are, (60, 60).
        let back = mouse.handle(.motion, button: 1, at: Point(30, 60), modifiers: .alt, center: .zero)
        #expect(back.map(\.location) == [Point(30, 60), Point(90, 60)])
        #expect(back.map(\.phase) == [.moved, .moved])
        let mirrored = mouse.handle(.motion, button: 1, at: Point(40, 60), modifiers: .alt, center: .zero)
        #expect(mirrored.map(\.location) == [Point(40, 60), Point(80, 60)])
    }

    @Test("Alt+Ctrl+click places the pin and makes no touch; Alt drags then turn around it; a click on it lifts it")
    func pinnedFinger() {
        var mouse = Simulation()
        #expect(mouse.handle(.down, button: 1, at: Point(100, 100), modifiers: [.alt, .ctrl], center: .zero).isEmpty)
        #expect(mouse.handle(.motion, button: 1, at: Point(104, 100), modifiers: [.alt, .ctrl], center: .zero).isEmpty)
        #expect(mouse.handle(.up, button: 1, at: Point(104, 100), modifiers: [], center: .zero).isEmpty)
        #expect(mouse.pin == Point(100, 100))
        let began = mouse.handle(.down, button: 1, at: Point(200, 100), modifiers: .alt, center: Point(0, 0))
        #expect(began.map(\.location) == [Point(200, 100), Point(100, 100)])
        let moved = mouse.handle(.motion, button: 1, at: Point(150, 180), modifiers: .alt, center: .zero)
        #expect(moved.map(\.location) == [Point(150, 180), Point(100, 100)])  // the pin holds still
        _ = mouse.handle(.up, button: 1, at: Point(150, 180), modifiers: .alt, center: .zero)
        // Without Alt a drag stays one finger, pin or no pin.
        #expect(mouse.handle(.down, button: 1, at: Point(10, 10), modifiers: [], center: .zero).count == 1)
        _ = mouse.handle(.up, button: 1, at: Point(10, 10), modifiers: [], center: .zero)
        // Elsewhere, Alt+Ctrl+click moves it; on it (within 24 points), lifts it.
        _ = mouse.handle(.down, button: 1, at: Point(300, 300), modifiers: [.alt, .ctrl], center: .zero)
        _ = mouse.handle(.up, button: 1, at: Point(300, 300), modifiers: [.alt, .ctrl], center: .zero)
        #expect(mouse.pin == Point(300, 300))
        _ = mouse.handle(.down, button: 1, at: Point(310, 290), modifiers: [.alt, .ctrl], center: .zero)
        _ = mouse.handle(.up, button: 1, at: Point(310, 290), modifiers: [.alt, .ctrl], center: .zero)
        #expect(mouse.pin == nil)
    }

    @Test("Alt pressed mid-drag with a pin placed starts the second finger at the pin")
    func pinMidDrag() {
        var mouse = Simulation()
        _ = mouse.handle(.down, button: 1, at: Point(40, 40), modifiers: [.alt, .ctrl], center: .zero)
        _ = mouse.handle(.up, button: 1, at: Point(40, 40), modifiers: [.alt, .ctrl], center: .zero)
        _ = mouse.handle(.down, button: 1, at: Point(200, 40), modifiers: [], center: .zero)
        let added = mouse.handle(.motion, button: 1, at: Point(210, 40), modifiers: .alt, center: .zero)
        #expect(added.map(\.phase) == [.moved, .began] && added.last?.location == Point(40, 40))
    }

    @Test("a cancelled press forgets the press, not the pin")
    func cancelKeepsPin() {
        let h = Harness()
        h.play {
            $0.add(.pointer(phase: .down, button: 1, location: Point(30, 30), modifiers: [.alt, .ctrl]))
            $0.add(.pointer(phase: .up, button: 1, location: Point(30, 30), modifiers: [.alt, .ctrl]))
            $0.add(.pointer(phase: .down, button: 1, location: Point(90, 30), modifiers: .alt))
        }
        #expect(h.window.router.activeTouches.count == 2)
        h.window.router.cancelAllInput(at: h.clock.now)
        #expect(h.window.router.activeTouches.isEmpty && h.window.router.pinnedFinger == Point(30, 30))
        #expect(h.window.router.liftPinnedFinger() && h.window.router.pinnedFinger == nil)
    }

    @Test("an older trace plays each press with the keys it began with; a version 4 trace as the keys change")
    func olderTracesKeepTheirMeaning() throws {
        func trace(_ format: String) -> String {
            """
            {"format": "\(format)", "events": [
              {"t": 0, "kind": "pointer", "phase": "down", "button": 1, "x": 10, "y": 10, "modifiers": ["alt", "ctrl"]},
              {"t": 0.1, "kind": "pointer", "phase": "motion", "x": 20, "y": 10},
              {"t": 0.2, "kind": "pointer", "phase": "motion", "x": 30, "y": 10, "modifiers": ["shift"]},
              {"t": 0.3, "kind": "pointer", "phase": "up", "button": 1, "x": 30, "y": 10}
            ]}
            """
        }
        let old = try TouchTrace(json: trace("touch-trace/3"))
        #expect(
            old.events.map { event -> Modifiers in
                guard case .pointer(_, _, _, let keys) = event.kind else { return [.ctrl] }
                return keys
            } == [.alt, .alt, .alt, .alt])
        #expect(old.formatName == TouchTrace.format)  // as read, it means the same in version 1
        let new = try TouchTrace(json: trace("touch-trace/4"))
        #expect(new.events == (try TouchTrace(json: new.jsonText())).events)
        #expect(new.formatName == TouchTrace.formatWithOrigin)
        // The older file plays a mirrored pinch from start to end; the new one places a pin, and no finger.
        let h = Harness()
        var fingers: [Int] = []
        TraceReplayer.replay(old, into: h.window, clock: h.clock) { _ in
            fingers.append(h.window.router.activeTouches.count)
        }
        #expect(fingers == [2, 2, 2, 0])
        let h4 = Harness()
        fingers = []
        TraceReplayer.replay(new, into: h4.window, clock: h4.clock) { _ in
            fingers.append(h4.window.router.activeTouches.count)
        }
        #expect(fingers == [0, 0, 0, 0] && h4.window.router.pinnedFinger == Point(10, 10))
    }

    @Test("a trace says the lowest version that holds it: a key change mid-press, a scene or a device needs 4")
    func versions() throws {
        let press: [InputEvent] = [
            InputEvent(time: 0, kind: .pointer(phase: .down, button: 1, location: Point(1, 1), modifiers: [])),
            InputEvent(time: 0.1, kind: .pointer(phase: .motion, button: 1, location: Point(2, 1), modifiers: [.ctrl])),
            InputEvent(time: 0.2, kind: .pointer(phase: .up, button: 1, location: Point(2, 1), modifiers: [])),
        ]
        #expect(TouchTrace(events: press).formatName == TouchTrace.format)  // Ctrl alone changes nothing
        var altMidPress = press
        altMidPress[1].kind = .pointer(phase: .motion, button: 1, location: Point(2, 1), modifiers: .alt)
        #expect(TouchTrace(events: altMidPress).formatName == TouchTrace.formatWithOrigin)
        let lesson = TouchTrace(events: press, scene: .lesson(path: "/tmp/a lesson.json"))
        let read = try TouchTrace(json: lesson.jsonText())
        #expect(read.scene == .lesson(path: "/tmp/a lesson.json") && read.formatName == TouchTrace.formatWithOrigin)
        let device = TouchTrace(
            size: Size(width: 300, height: 200), events: [],
            device: TraceDevice(name: "ELAN touch", source: "evemu-record", millimetresPerPoint: 0.25, fitted: true))
        #expect(try TouchTrace(json: device.jsonText()) == device)
        #expect(device.jsonText().contains(#""size": [300, 200]"#))
        // In an older file the same keys are unknown, and ignored.
        let older = #"{"format": "touch-trace/3", "scene": 7, "device": "x", "events": []}"#
        #expect(try TouchTrace(json: older).scene == nil)
    }

    @Test("a version 4 trace's scene and device are checked, each problem naming its field")
    func badOrigins() {
        let cases: [(String, String)] = [
            (#""scene": "", "#, #""scene" must be a non-empty string"#),
            (#""scene": "a", "sceneFile": "b", "#, "name two scenes"),
            (#""sceneFile": 3, "#, #""sceneFile" must be"#),
            (#""device": [], "#, #""device": must be an object"#),
            (#""device": {"name": "d", "mmPerPoint": -1}, "#, #""mmPerPoint" must be a number above 0"#),
            (#""device": {"name": "d", "fitted": 1}, "#, #""fitted" must be true or false"#),
            (#""device": {}, "#, #""name" must be a string"#),
        ]
        for (member, words) in cases {
            let text = #"{"format": "touch-trace/4", "# + member + #""events": []}"#
            #expect(throws: TraceError.self) { try TouchTrace(json: text) }
            do {
                _ = try TouchTrace(json: text)
            } catch {
                #expect(error.description.contains(words), "\(member): \(error.description)")
            }
        }
    }
}

@Suite("Recording the pinned finger")
struct PinnedFingerRecordingTests {
    @Test("a pin placed before the recording's first event is written as its Alt+Ctrl click at time 0")
    func pinBeforeRecording() throws {
        let recorder = TraceRecorder(size: Size(width: 400, height: 300))
        let down = InputEvent(
            time: 5, kind: .pointer(phase: .down, button: 1, location: Point(200, 100), modifiers: .alt))
        recorder.offer(down, inputWasActive: false, pinnedFinger: Point(50, 60))
        recorder.offer(
            InputEvent(time: 5.5, kind: .pointer(phase: .up, button: 1, location: Point(200, 100), modifiers: .alt)),
            inputWasActive: true, pinnedFinger: Point(50, 60))
        let trace = try TouchTrace(json: recorder.trace.jsonText())
        #expect(trace.formatName == TouchTrace.formatWithOrigin)
        #expect(trace.events.map(\.time) == [0, 0, 0, 0.5])
        let h = Harness(size: Size(width: 400, height: 300))
        var fingers: [Int] = []
        TraceReplayer.replay(trace, into: h.window, clock: h.clock) { _ in
            fingers.append(h.window.router.activeTouches.count)
        }
        #expect(fingers == [0, 0, 2, 0] && h.window.router.pinnedFinger == Point(50, 60))
    }
}
