import Foundation
import JSON
import Playground
import Testing
import TouchKit

/// The touch lab measured against traces whose numbers are known: the sampling rate of 60, 120 and 240 Hz
/// devices with GDK's millisecond timestamps, the jitter of a finger held still with noise of a known
/// spread, and what it shows of fingers, pens and targets.
@Suite("Touch lab")
struct TouchLabTests {
    /// A seeded normal distribution (Box–Muller), for noise of a known spread.
    struct Noise {
        var random = SeededRandomNumberGenerator(seed: 99)
        mutating func next(sigma: Double) -> Double {
            let u = Double.random(in: Double.ulpOfOne..<1, using: &random)
            let v = Double.random(in: 0..<1, using: &random)
            return sigma * (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
        }
    }

    /// The lab after `events`, replayed through the router as `replay` does.
    private func lab(_ events: [InputEvent], settings: GestureThresholds = .standard) throws -> (SceneHarness, TouchLab)
    {
        let harness = try SceneHarness("touch-lab")
        harness.host.window.router.settings = settings
        harness.feed(events)
        return (harness, try #require(harness.host.scene as? TouchLabScene).lab)
    }

    /// A finger held at `center` for `seconds`, sampled at `rate` Hz with times rounded to GDK's
    /// milliseconds (and a little clock jitter), its position off by noise of `sigma` points on each axis.
    /// Returns the events and the offsets added.
    private func heldFinger(
        rate: Double, seconds: Double, sigma: Double, center: Point = Point(x: 400, y: 300), id: Int = 1,
        start: Double = 0, noise: inout Noise, lift: Bool = false
    ) -> (events: [InputEvent], offsets: [Point]) {
        var events: [InputEvent] = [], offsets: [Point] = []
        let count = Int(rate * seconds)
        for i in 0..<count {
            let exact = start + Double(i) / rate
            let time = ((exact + noise.next(sigma: 0.0002)) * 1000).rounded() / 1000
            let offset = Point(x: noise.next(sigma: sigma), y: noise.next(sigma: sigma))
            offsets.append(offset)
            events.append(
                InputEvent(
                    time: max(time, events.last?.time ?? 0),
                    kind: .touch(id: id, phase: i == 0 ? .began : .moved, location: center + offset)))
        }
        if lift, let last = events.last {
            events.append(
                InputEvent(time: last.time + 0.001, kind: .touch(id: id, phase: .ended, location: last.location)))
        }
        return (events, offsets)
    }

    /// The spread the lab should find: the standard deviation of the offsets along x and y, in quadrature.
    private func spread(_ offsets: [Point]) -> Double {
        let n = Double(offsets.count)
        let mx = offsets.map(\.x).reduce(0, +) / n, my = offsets.map(\.y).reduce(0, +) / n
        let vx = offsets.map { ($0.x - mx) * ($0.x - mx) }.reduce(0, +) / n
        let vy = offsets.map { ($0.y - my) * ($0.y - my) }.reduce(0, +) / n
        return ((vx + vy) / 2).squareRoot()
    }

    @Test(
        "the sampling rate of a 60, 120 or 240 Hz device, from millisecond timestamps, to within 1 %",
        arguments: [60.0, 120.0, 240.0])
    func samplingRate(rate: Double) throws {
        var noise = Noise()
        let (events, _) = heldFinger(rate: rate, seconds: 3, sigma: 0.2, noise: &noise)
        let (_, lab) = try lab(events)
        let measured = try #require(lab.tracks.first?.samplingRate)
        #expect(abs(measured - rate) / rate < 0.01, "\(measured) Hz for \(rate) Hz")
    }

    @Test("jitter of a finger held still with known noise, to within 1 %", arguments: [0.1, 0.4, 1.5])
    func jitter(sigma: Double) throws {
        var noise = Noise()
        let (events, allOffsets) = heldFinger(rate: 120, seconds: 10, sigma: sigma, noise: &noise)
        // The first tenth of a second is the finger settling, not jitter.
        let offsets = zip(events, allOffsets).filter { $0.0.time - events[0].time >= 0.1 }.map(\.1)
        let (_, lab) = try lab(events)
        let measured = try #require(lab.tracks.first?.jitter)
        #expect(abs(measured - spread(offsets)) / spread(offsets) < 0.01, "\(measured) for \(spread(offsets))")
        #expect(abs(measured - sigma) / sigma < 0.05, "\(measured) for σ \(sigma)")  // and near the noise asked for
    }

    @Test("jitter counts only the stillness after the last move; the rate and dX/dY follow the finger")
    func stillnessAfterAMove() throws {
        var noise = Noise()
        var events = heldFinger(rate: 120, seconds: 1, sigma: 0.3, noise: &noise).events
        // A drag of 60 points, then a hold with much less noise somewhere else.
        let t0 = events.last!.time
        for step in 1...30 {
            events.append(
                InputEvent(
                    time: t0 + Double(step) / 120,
                    kind: .touch(id: 1, phase: .moved, location: Point(x: 400 + Double(step) * 2, y: 300))))
        }
        let (hold, offsets) = heldFinger(
            rate: 120, seconds: 2, sigma: 0.05, center: Point(x: 460, y: 300), start: t0 + 31.0 / 120, noise: &noise)
        events += hold.dropFirst().map { $0 }  // the same finger, moving on
        let (_, lab) = try lab(events)
        let track = try #require(lab.tracks.first)
        // The hold's own spread, give or take its first tenth of a second; the drag's end is left out (with it,
        // the spread would be about twice as large).
        let holdSpread = spread(Array(offsets.dropFirst()))
        #expect(
            abs(track.jitter! - holdSpread) / holdSpread < 0.05,
            "\(track.stillSamples) still samples: \(track.jitter!) vs \(holdSpread)")
        #expect(track.isPastSlop && abs(track.displacement.x - 60) < 0.5)
        #expect(abs(track.samplingRate! - 120) < 1.2)
    }

    @Test("the tap slop in force decides when dX/dY turn red")
    func slopFollowsTheProfile() throws {
        let moved = [
            InputEvent(time: 0, kind: .touch(id: 1, phase: .began, location: Point(x: 100, y: 100))),
            InputEvent(time: 0.1, kind: .touch(id: 1, phase: .moved, location: Point(x: 112, y: 100))),
        ]
        #expect(try lab(moved).1.tracks[0].isPastSlop)  // UIKit's slop here: 10 points
        var wide = GestureThresholds.standard
        wide.tapSlop = 16
        #expect(try !lab(moved, settings: wide).1.tracks[0].isPastSlop)
    }

    @Test("fingers are numbered as they land, a lifted number is taken again, and the most down is kept")
    func numbering() throws {
        func touch(_ t: Double, _ id: Int, _ phase: TouchPhase, _ x: Double) -> InputEvent {
            InputEvent(time: t, kind: .touch(id: id, phase: phase, location: Point(x: x, y: 300)))
        }
        let (harness, lab) = try lab([
            touch(0, 11, .began, 100), touch(0.1, 12, .began, 200), touch(0.2, 13, .began, 300),
            touch(0.3, 12, .ended, 200), touch(0.4, 14, .began, 400),
        ])
        #expect(lab.tracks.filter(\.isDown).map(\.number).sorted() == [1, 2, 3])
        #expect(lab.mostFingers == 3 && lab.fingersDown == 3)
        // The lifted finger's trail goes once the lab no longer looks back that far.
        harness.feed([touch(0.5, 11, .ended, 100), touch(0.5, 13, .ended, 300), touch(0.5, 14, .ended, 400)])
        #expect(lab.tracks.count == 3)
        harness.wait(FingerTrack.window + 1)
        #expect(lab.tracks.isEmpty)
    }

    @Test("the state keeps the last touch's fingers (lastFingers) after the lab forgets their trails")
    func lastFingers() throws {
        var noise = Noise()
        let first = heldFinger(rate: 120, seconds: 1.5, sigma: 0.3, id: 1, noise: &noise, lift: true)
        let second = heldFinger(
            rate: 120, seconds: 1.5, sigma: 0.3, center: Point(x: 500, y: 300), id: 2, noise: &noise, lift: true)
        let (harness, lab) = try lab((first.events + second.events).sorted { $0.time < $1.time })
        let scene = try #require(harness.host.scene as? TouchLabScene)
        func fingers(_ key: String) -> [JSONValue] {
            scene.extraState().first { $0.0 == key }?.1.arrayValue ?? []
        }
        #expect(fingers("lastFingers").count == 2 && fingers("fingers").count == 2)
        harness.wait(FingerTrack.window + 1)
        #expect(lab.tracks.isEmpty && fingers("fingers").isEmpty)
        let kept = fingers("lastFingers")
        #expect(kept.count == 2)
        for finger in kept {
            #expect(finger["down"] == .bool(false))
            let rate = try #require(finger["rate"]?.numberValue)
            #expect(abs(rate - 120) < 1.2, "\(rate) Hz")
        }
    }

    @Test("a lift long after the last report (a finger held still, a late delivery) keeps the rate before it")
    func lateLift() throws {
        var noise = Noise()
        var events = heldFinger(rate: 120, seconds: 1.5, sigma: 0.3, noise: &noise).events
        let last = try #require(events.last)
        events.append(
            InputEvent(time: last.time + 6, kind: .touch(id: 1, phase: .ended, location: Point(x: 400, y: 300))))
        let (_, lab) = try lab(events)
        let rate = try #require(lab.tracks.first?.samplingRate)
        #expect(abs(rate - 120) < 1.2, "\(rate) Hz")
        #expect(lab.tracks.first?.isDown == false)
    }

    @Test("a pen from a touch-trace/2 file: its tool, pressure and size in the lab")
    func pen() throws {
        let pen = TouchDetails(tool: .pen, pressure: 0.7, size: 2, tilt: Point(x: 0.2, y: 0))
        let (harness, lab) = try lab([
            InputEvent(time: 0, kind: .touch(id: 1, phase: .began, location: Point(x: 200, y: 200)), details: pen),
            InputEvent(time: 0.01, kind: .touch(id: 1, phase: .moved, location: Point(x: 201, y: 200)), details: pen),
        ])
        #expect(lab.tracks[0].tool == "pen" && lab.tracks[0].last?.pressure == 0.7 && lab.tracks[0].last?.size == 2)
        #expect(lab.device?.kind == "pen")
        let fingers = harness.state("fingers")?.arrayValue?.first
        #expect(fingers?["pressure"]?.numberValue == 0.7 && fingers?["tool"]?.stringValue == "pen")
    }

    @Test("target mode: each landing's offset from the nearest crosshair")
    func targets() throws {
        let harness = try SceneHarness("touch-lab")
        let scene = try #require(harness.host.scene as? TouchLabScene)
        scene.setTargetMode(true)
        let target = scene.lab.targets[5]
        harness.play { $0.tap(at: Point(x: target.x + 3, y: target.y - 4)) }
        let landing = try #require(scene.lab.targetOffsets.last)
        #expect(landing.target == target && abs(landing.offset.x - 3) < 1e-9 && abs(landing.offset.y + 4) < 1e-9)
        #expect(scene.handleKey(.escape) && !scene.lab.targetMode)
    }

    @Test("the Targets button turns target mode on with a tap")
    func targetsButton() throws {
        let harness = try SceneHarness("touch-lab")
        let button = try #require(harness.view("targets")).frame.center
        harness.play { $0.tap(at: button) }
        harness.wait(1)
        #expect(harness.state("targetMode") == .bool(true))
    }

    @Test("the Health button starts a test: the checks run on the fingers from then, the grid fills, Escape ends it")
    func healthView() throws {
        let harness = try SceneHarness("touch-lab")
        let scene = try #require(harness.host.scene as? TouchLabScene)
        scene.context.millimetresPerPoint = 0.25
        harness.play { $0.tap(at: Point(x: 200, y: 300)) }  // before the test: not counted
        let button = try #require(harness.view("health")).frame.center
        harness.play { $0.tap(at: button) }
        harness.wait(1)
        let on = try #require(harness.state("health"))
        #expect(on["on"] == .bool(true) && on["painted"] == .number(0))
        // A finger sweeping across at 100 Hz: the rate check passes; the grid shows where it went.
        var events: [InputEvent] = [
            InputEvent(time: harness.clock.now, kind: .touch(id: 1, phase: .began, location: Point(x: 20, y: 300)))
        ]
        for step in 1...76 {
            events.append(
                InputEvent(
                    time: harness.clock.now + Double(step) * 0.01,
                    kind: .touch(id: 1, phase: .moved, location: Point(x: 20 + Double(step) * 10, y: 300))))
        }
        events.append(
            InputEvent(
                time: harness.clock.now + 0.77, kind: .touch(id: 1, phase: .ended, location: Point(x: 780, y: 300))))
        harness.feed(events)
        let health = try #require(harness.state("health"))
        let verdicts = health["checks"]?.arrayValue?.map {
            ($0["name"]?.stringValue ?? "", $0["verdict"]?.stringValue ?? "")
        }
        #expect(verdicts?.first { $0.0 == "report rate" }?.1 == "pass", "\(verdicts ?? [])")
        #expect(verdicts?.first { $0.0 == "ghosts" }?.1 == "pass")
        #expect(health["painted"]?.numberValue == Double(LiveHealth.columns))  // one row, end to end
        // The view says each measure and its limit, not only the verdict.
        var list = DisplayList()
        try #require(harness.view("lab")).draw(into: &list)
        let words = list.commands.compactMap { command -> String? in
            if case .text(let text, _, _) = command { text } else { nil }
        }
        #expect(words.contains("✓ report rate: 100 Hz, at least 60"), "\(words)")
        #expect(words.contains("– jitter: not exercised") && words.contains("✓ ghost contacts: none"), "\(words)")
        #expect(scene.handleKey(.escape) && harness.state("health")?["on"] == .bool(false))
    }

    @Test("the report: the device, each finger's rate and jitter (in millimetres too), pressure ranges, landings")
    func report() throws {
        var noise = Noise()
        let (events, _) = heldFinger(rate: 120, seconds: 2, sigma: 0.4, noise: &noise)
        let pen = TouchDetails(tool: .pen, pressure: 0.3)
        let harness = try SceneHarness("touch-lab")
        let scene = try #require(harness.host.scene as? TouchLabScene)
        scene.context.millimetresPerPoint = 0.25
        harness.feed(
            events + [
                InputEvent(
                    time: 2.1, kind: .touch(id: 9, phase: .began, location: Point(x: 100, y: 100)), details: pen),
                InputEvent(
                    time: 2.2, kind: .touch(id: 9, phase: .moved, location: Point(x: 100, y: 101)),
                    details: TouchDetails(tool: .pen, pressure: 0.8)),
            ])
        var saved: JSONValue?
        var messages: [String] = []
        scene.connect(
            to: SceneWindowServices(
                showMessage: { messages.append($0) },
                saveReport: { bundle in
                    saved = bundle.report
                    return "saved"
                }))
        scene.saveReport()
        let report = try #require(saved)
        #expect(messages == ["saved"])
        #expect(report["format"] == .string("touch-lab-report/1") && report["millimetresPerPoint"] == .number(0.25))
        #expect(report["mostFingers"] == .number(2) && report["device"] == .string("pen"))
        let fingers = try #require(report["fingers"]?.arrayValue)
        let rate = try #require(fingers[0]["samplingRateHz"]?.numberValue)
        let jitter = try #require(fingers[0]["jitterPoints"]?.numberValue)
        #expect(abs(rate - 120) < 1.2 && abs(jitter - 0.4) < 0.04)
        #expect(fingers[0]["jitterMillimetres"]?.numberValue == jitter * 0.25)
        #expect(
            fingers[1]["tool"] == .string("pen") && fingers[1]["pressureRange"] == .array([.number(0.3), .number(0.8)]))
        // Headless, the button says where reports are saved from.
        scene.connect(to: SceneWindowServices(showMessage: { messages.append($0) }))
        scene.saveReport()
        #expect(messages.last == "Reports are saved from the window.")
    }

    @Test("Save report holds the fingers measured before its click, long after they lifted, and not the click")
    func reportAfterTheFact() throws {
        var noise = Noise()
        let (events, _) = heldFinger(rate: 120, seconds: 2, sigma: 0.4, noise: &noise, lift: true)
        let harness = try SceneHarness("touch-lab")
        let scene = try #require(harness.host.scene as? TouchLabScene)
        scene.setTargetMode(true)
        harness.feed(events)
        let landings = scene.lab.targetOffsets.count
        var saved: JSONValue?
        scene.connect(
            to: SceneWindowServices(saveReport: { bundle in
                saved = bundle.report
                return "saved"
            }))
        // Ten seconds later (the trail has faded), a tap on Save report, as a person makes it.
        harness.wait(10)
        #expect(scene.lab.tracks.isEmpty, "the trail faded from the lab")
        let button = try #require(harness.view("report"))
        harness.play { $0.tap(at: button.convert(button.bounds, to: nil).center) }
        let report = try #require(saved)
        let fingers = try #require(report["fingers"]?.arrayValue)
        #expect(fingers.count == 1)
        let rate = try #require(fingers.first?["samplingRateHz"]?.numberValue)
        #expect(abs(rate - 120) < 1.2)
        #expect(report["targetLandings"]?.arrayValue?.count == landings, "the click is no landing")
    }

    @Test("a pen hovering shows a ring where its tip would land, and goes when it leaves")
    func hover() throws {
        let harness = try SceneHarness("touch-lab")
        let scene = try #require(harness.host.scene as? TouchLabScene)
        scene.showHover(at: Point(x: 120, y: 90), isEraser: true)
        #expect(harness.state("hover") == .array([.number(120), .number(90)]))
        var list = DisplayList()
        try #require(harness.view("lab")).draw(into: &list)
        #expect(list.commands.contains { if case .text("eraser hovering", _, _) = $0 { true } else { false } })
        scene.showHover(at: nil)
        #expect(harness.state("hover") == .null)
    }

    @Test("a touchpad pinch shows as the touchpad with its scale; two real fingers do not")
    func touchpad() throws {
        let center = Point(x: 400, y: 300)
        let (harness, lab) = try lab([
            InputEvent(time: 0, kind: .pinch(phase: .began, location: center, scale: 1, angleDelta: 0)),
            InputEvent(time: 0.05, kind: .pinch(phase: .changed, location: center, scale: 1.1, angleDelta: 0)),
            InputEvent(time: 0.1, kind: .pinch(phase: .changed, location: center, scale: 1.4, angleDelta: 0)),
        ])
        #expect(abs((lab.touchpadScale ?? 0) - 1.4) < 1e-9 && lab.device?.kind == "touchpad")
        harness.feed([InputEvent(time: 0.2, kind: .pinch(phase: .ended, location: center, scale: 1.4, angleDelta: 0))])
        #expect(lab.touchpadScale == nil)
        // Two fingers pinching on the screen: tracks, no touchpad.
        harness.play { $0.twoFingerGesture(center: center, startSpan: 100, endSpan: 200) }
        #expect(lab.touchpadScale == nil && lab.mostFingers == 2 && lab.device?.kind == "touchscreen")
    }
}
