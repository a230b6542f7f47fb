import Foundation
import Playground
import Testing
import TouchKit
import TouchRender

/// The guided touchscreen test walked through with made-up fingers on a 300 × 175 mm area (0.25 mm a
/// point): each step takes what it asks for, refuses what it does not, and the verdicts say what the fingers
/// showed.
@Suite("The touch lab's guided touchscreen test")
struct TouchscreenTestTests {
    static let area = Rect(x: 0, y: 100, width: 1200, height: 700)

    /// A finger's shake, repeatable: xorshift and the sum of four uniforms (near enough a normal deviate).
    struct Shake {
        var state: UInt64
        mutating func normal() -> Double {
            var sum = 0.0
            for _ in 0..<4 {
                state ^= state << 13
                state ^= state >> 7
                state ^= state << 17
                sum += Double(state >> 11) / Double(1 << 53)
            }
            return (sum - 2) * 3.0.squareRoot()
        }
    }

    /// Fingers on a test, 100 reports a second, with a repeatable jitter.
    struct Hand {
        var test = TouchscreenTest(area: TouchscreenTestTests.area, millimetresPerPoint: 0.25, now: 0)
        var time = 0.0
        var nextKey = 1
        var noise = Shake(state: 5)

        /// Holds fingers on `spots` for `seconds`, jittering `jitter` mm on each axis, then lifts them.
        mutating func hold(_ spots: [Point], seconds: Double, jitter: Double = 0.1) {
            let keys = spots.map { _ in next() }
            for (key, spot) in zip(keys, spots) { test.began(key, at: spot, time: time) }
            for _ in 0..<Int(seconds * 100) {
                time += 0.01
                for (key, spot) in zip(keys, spots) {
                    let shake = Point(x: noise.normal(), y: noise.normal()) * (jitter / 0.25)
                    test.moved(key, to: spot + shake, time: time)
                }
            }
            time += 0.01
            for key in keys { test.ended(key, time: time) }
            time += 0.2
            test.tick(now: time)
        }

        /// Slides fingers from `starts` by `by` points over `seconds`, bowed `bow` points sideways at the middle.
        mutating func slide(_ starts: [Point], by: Point, seconds: Double, bow: Double = 0, jitter: Double = 0.05) {
            let keys = starts.map { _ in next() }
            for (key, start) in zip(keys, starts) { test.began(key, at: start, time: time) }
            let count = Int(seconds * 100)
            let length = by.length
            let across = Point(x: -by.y / length, y: by.x / length)
            for index in 1...count {
                time += 0.01
                let t = Double(index) / Double(count)
                for (key, start) in zip(keys, starts) {
                    let shake = Point(x: noise.normal(), y: noise.normal()) * (jitter / 0.25)
                    test.moved(key, to: start + by * t + across * (bow * 4 * t * (1 - t)) + shake, time: time)
                }
            }
            time += 0.01
            for key in keys { test.ended(key, time: time) }
            time += 0.2
            test.tick(now: time)
        }

        mutating func tap(_ at: Point) {
            let key = next()
            test.began(key, at: at, time: time)
            time += 0.08
            test.moved(key, to: at, time: time)
            test.ended(key, time: time + 0.01)
            time += 0.4
        }

        mutating func next() -> Int {
            nextKey += 1
            return nextKey
        }

        func check(_ name: String) -> DeviceHealth.Check { test.checks().first { $0.name == name }! }
    }

    @Test("hold still: one finger 3 s on the spot, then five: its jitter measured, the step done")
    func holdStill() {
        var hand = Hand()
        #expect(hand.test.step == .holdStill && hand.test.part == 0)
        let spot = hand.test.guides[0].from
        hand.hold([spot], seconds: 1.5, jitter: 0.3)
        #expect(hand.test.part == 0 && hand.test.partProgress == 0, "lifted before 3 s: the hold starts again")
        hand.hold([spot], seconds: 3.1, jitter: 0.3)
        #expect(hand.test.part == 1 && hand.test.guides.count == 5)
        hand.hold(hand.test.guides.map(\.from), seconds: 3.1, jitter: 0.3)
        #expect(hand.test.statuses[.holdStill] == .done && hand.test.step == .drawLines)
        let jitter = hand.check("jitter")
        #expect(jitter.verdict == .pass && jitter.measured.map { abs($0 - 0.3 * 2.0.squareRoot()) < 0.06 } == true)
        #expect(hand.check("contacts").verdict == .pass)
    }

    @Test("draw along the lines: a stroke across a guide is refused; six along them pass, a bowed one fails")
    func drawLines() {
        var hand = Hand()
        hand.test.skip(now: hand.time)
        #expect(hand.test.step == .drawLines && hand.test.guides.count == 6)
        let first = hand.test.guides[0]
        // Across the first guide (it runs left to right): not along the line.
        hand.slide([Point(x: 600, y: 200)], by: Point(x: 0, y: 400), seconds: 1.5)
        #expect(hand.test.refusal == .notAlongTheLine && hand.test.part == 0)
        hand.slide([first.from], by: first.to - first.from, seconds: 2)
        #expect(hand.test.part == 1 && hand.test.refusal == nil)
        for index in 1..<6 {
            let guide = hand.test.guides[index]
            #expect(guide.isCurrent)
            hand.slide([guide.from], by: guide.to - guide.from, seconds: 2, bow: index == 3 ? 12 : 0)
        }
        #expect(hand.test.statuses[.drawLines] == .done && hand.test.lines.count == 6)
        let straight = hand.check("straightness")
        #expect(straight.verdict == .fail && straight.indicative, "\(straight.detail)")  // 3 mm bow
        #expect(hand.check("moving jitter").verdict == .pass)
        hand.test.ruled = true
        #expect(!hand.check("straightness").indicative)
    }

    @Test("tap the targets: a drag is no tap; nine taps 2 mm right fail accuracy at about 2 mm")
    func tapTargets() throws {
        var hand = Hand()
        hand.test.go(to: .tapTargets, now: 0)
        hand.slide([hand.test.targets[0]], by: Point(x: 80, y: 0), seconds: 0.3)
        #expect(hand.test.refusal == .notATap && hand.test.part == 0)
        for target in hand.test.targets { hand.tap(target + Point(x: 8, y: 0)) }
        #expect(hand.test.statuses[.tapTargets] == .done)
        let accuracy = try #require(hand.test.accuracy)
        #expect(abs(accuracy.meanOffset.x - 2) < 1e-6 && abs(accuracy.worstBefore - 2) < 1e-6)
        #expect(hand.check("accuracy").verdict == .fail)
        let fix = try #require(hand.test.fixes(refreshRate: nil).first)
        #expect(fix.words.hasPrefix("Taps land up to 2 mm off") && fix.words.contains("Calibrate"))
        let page = hand.test.markdown(application: "test", refreshRate: nil)
        #expect(page.contains("## What to do") && page.contains("| accuracy | fail |"), "\(page)")
        #expect(hand.test.certificate(application: "test", refreshRate: nil)["fixes"]?.arrayValue?.count == 1)
    }

    @Test("taps on a screen that reads mirrored, left and right exchanged: the fix says so, in the report's words")
    func mirroredTaps() throws {
        var hand = Hand()
        hand.test.go(to: .tapTargets, now: 0)
        let area = hand.test.area
        for target in hand.test.targets { hand.tap(Point(x: area.minX + area.maxX - target.x, y: target.y)) }
        #expect(hand.check("accuracy").verdict == .fail)
        let fix = try #require(hand.test.fixes(refreshRate: nil).first)
        #expect(fix.words.contains("on average; the screen reads mirrored, left and right exchanged)"), "\(fix.words)")
        // A screen that reads true but for a finger's scatter says nothing of a shape.
        #expect(TouchCalibration.Shape.other.reportWords == nil)
    }

    @Test("25 targets: a 5 × 5 grid; switching restarts the step; a spot where the screen bends shows after the fit")
    func twentyFiveTargets() throws {
        var hand = Hand()
        hand.test.go(to: .tapTargets, now: 0)
        hand.tap(hand.test.targets[0])
        #expect(hand.test.part == 1)
        hand.test.setTargetCount(25, now: 1)
        #expect(hand.test.targetCount == 25 && hand.test.part == 0 && hand.test.taps.isEmpty)
        let area = hand.test.area
        let columns = Set(hand.test.targets.map { (($0.x - area.minX) / area.width * 10).rounded() / 10 })
        #expect(hand.test.targets.count == 25 && columns == [0.1, 0.3, 0.5, 0.7, 0.9])
        // The screen reads true everywhere but near the target second from the top left, 3 mm off there:
        // nine targets never land on it, 25 find it.
        let bend = Point(x: area.minX + 0.3 * area.width, y: area.minY + 0.3 * area.height)
        func landing(_ target: Point) -> Point {
            target.distance(to: bend) < 20 ? target + Point(x: 12, y: 0) : target
        }
        for target in hand.test.targets { hand.tap(landing(target)) }
        #expect(hand.test.statuses[.tapTargets] == .done && hand.test.taps.count == 25)
        let accuracy = try #require(hand.test.accuracy)
        #expect(accuracy.after[6].length > 2.5, "the bent target, corrected, still lands off: \(accuracy.after[6])")
        #expect(
            hand.check("accuracy").detail.contains("corrected, taps land within 2."), "\(hand.check("accuracy").detail)"
        )
        #expect(hand.test.certificate(application: "t", refreshRate: nil)["taps"]?.arrayValue?.count == 25)
        var nine = Hand()
        nine.test.go(to: .tapTargets, now: 0)
        for target in nine.test.targets { nine.tap(landing(target)) }
        #expect(try #require(nine.test.accuracy).worstAfter < 0.01)
        // Only 9 and 25 are offered.
        nine.test.setTargetCount(16, now: 9)
        #expect(nine.test.targetCount == 9)
    }

    @Test("fingers apart: two side by side slid 2 s stay two; a screen that merges them fails; five spread")
    func fingersApart() {
        var hand = Hand()
        hand.test.go(to: .fingersApart, now: 0)
        let pair = Array(hand.test.guides.prefix(2)).map(\.from)
        hand.slide(pair, by: Point(x: 500, y: 0), seconds: 2.2)
        #expect(hand.test.part == 1)
        #expect(hand.check("separation").verdict == .pass)
        hand.slide(Array(hand.test.guides.prefix(5)).map(\.from), by: Point(x: 300, y: 0), seconds: 2.2)
        #expect(hand.test.statuses[.fingersApart] == .done)
        #expect(hand.check("contacts").verdict == .pass)
        // Again, on a screen that merges: the first lifts as they meet, the second jumps to their middle.
        hand.test.go(to: .fingersApart, now: hand.time)
        let (a, b) = (hand.next(), hand.next())
        hand.test.began(a, at: pair[0], time: hand.time)
        hand.test.began(b, at: pair[1], time: hand.time)
        for step in 1...30 {
            hand.time += 0.01
            hand.test.moved(a, to: pair[0] + Point(x: Double(step) * 4, y: 0), time: hand.time)
            hand.test.moved(b, to: pair[1] + Point(x: Double(step) * 4, y: 0), time: hand.time)
        }
        hand.time += 0.01
        hand.test.ended(a, time: hand.time)
        hand.test.moved(b, to: pair[0].midpoint(pair[1]) + Point(x: 120, y: 0), time: hand.time)
        for step in 1...200 {
            hand.time += 0.01
            hand.test.moved(b, to: pair[0].midpoint(pair[1]) + Point(x: 120 + Double(step), y: 0), time: hand.time)
        }
        hand.test.ended(b, time: hand.time + 0.01)
        #expect(hand.test.part == 1, "the merged finger slid on: the part is done")
        #expect(hand.check("separation").verdict == .fail)
    }

    @Test("leave it alone: it waits for the fingers to lift, counts 10 s; a contact meanwhile is a ghost")
    func leaveAlone() {
        var hand = Hand()
        hand.test.go(to: .leaveAlone, now: 0)
        // A hand still leaving the screen in the first second: the quiet waits for it to lift.
        hand.test.began(1, at: Point(x: 100, y: 300), time: 0.5)
        hand.test.tick(now: 5)
        #expect(hand.test.partProgress == 0, "a finger still down: the quiet has not begun")
        hand.test.ended(1, time: 5)
        hand.test.tick(now: 11)
        #expect(abs(hand.test.partProgress - 0.5) < 1e-9)
        hand.test.tick(now: 16.1)
        #expect(hand.test.statuses[.leaveAlone] == .done)
        #expect(hand.check("ghosts").verdict == .pass && hand.check("ghosts").detail == "none in 10 s left alone")
        hand.test.go(to: .leaveAlone, now: 20)
        hand.test.tick(now: 22)
        hand.test.began(7, at: Point(x: 900, y: 600), time: 22)
        hand.test.ended(7, time: 22.005)
        hand.test.tick(now: 31.1)
        #expect(hand.test.statuses[.leaveAlone] == .done)
        #expect(hand.check("ghosts").verdict == .fail && hand.check("ghosts").detail.hasPrefix("1 contact while"))
    }

    @Test("skipping: a skipped step is not exercised; five asked for and two given fails contacts; the summary")
    func skipping() {
        var hand = Hand()
        hand.hold([hand.test.guides[0].from], seconds: 3.1)
        #expect(hand.test.part == 1)
        hand.hold(Array(hand.test.guides.prefix(2)).map(\.from), seconds: 1)
        hand.test.skip(now: hand.time)
        #expect(hand.test.statuses[.holdStill] == .skipped && hand.test.step == .drawLines)
        let contacts = hand.check("contacts")
        #expect(contacts.verdict == .fail && contacts.detail == "at most 2 down at once when five were asked for")
        for _ in 0..<4 { hand.test.skip(now: hand.time) }
        #expect(hand.test.step == nil && hand.test.progress == 1)
        #expect(hand.check("straightness").detail == "skipped" && hand.check("accuracy").detail == "skipped")
        #expect(hand.check("ghosts").verdict == .notExercised)
        // From the summary, a step again: its status stays until it is done.
        hand.test.go(to: .tapTargets, now: hand.time)
        #expect(hand.test.step == .tapTargets && hand.test.part == 0)
        for target in hand.test.targets { hand.tap(target) }
        #expect(hand.test.statuses[.tapTargets] == .done && hand.test.step == nil)
        #expect(hand.check("accuracy").verdict == .pass)
    }

    @Test("the report's page: the verdicts, a bowed line drawn red, each tap's offset, the report intervals")
    func page() throws {
        var hand = Hand()
        hand.test.skip(now: hand.time)
        for index in 0..<6 {
            let guide = hand.test.guides[index]
            hand.slide([guide.from], by: guide.to - guide.from, seconds: 2, bow: index == 1 ? 12 : 0)
        }
        for target in hand.test.targets { hand.tap(target + Point(x: 6, y: -4)) }
        hand.slide(Array(hand.test.guides.prefix(2)).map(\.from), by: Point(x: 500, y: 0), seconds: 2.2)
        hand.slide(Array(hand.test.guides.prefix(5)).map(\.from), by: Point(x: 300, y: 0), seconds: 2.2)
        hand.test.tick(now: hand.time + 12)
        #expect(hand.test.step == nil)
        #expect(hand.test.intervals.keys.sorted() == [1, 2, 5])
        #expect(hand.test.lines.allSatisfy { !$0.profile.isEmpty })
        let image = try CairoRenderer().render(
            hand.test.page(application: "Touch Playground test", refreshRate: 60), size: TouchscreenTest.pageSize)
        if let path = ProcessInfo.processInfo.environment["CERTIFICATE_PAGE_PNG"] {
            try Data(try image.pngData()).write(to: URL(fileURLWithPath: path))
        }
        func reds(in box: Rect) -> Int {
            var count = 0
            for y in stride(from: Int(box.minY), to: Int(box.maxY), by: 1) {
                for x in stride(from: Int(box.minX), to: Int(box.maxX), by: 1) {
                    let (r, g, b, _) = image.pixel(x: x, y: y)
                    if r > 150, g < 90, b < 90 { count += 1 }
                }
            }
            return count
        }
        #expect(reds(in: Rect(x: 40, y: 370, width: 440, height: 300)) > 50, "the bowed line, red")
        #expect(reds(in: Rect(x: 520, y: 370, width: 440, height: 300)) > 50, "the offsets before the fit")
        #expect(reds(in: Rect(x: 40, y: 730, width: 920, height: 250)) > 20, "the refresh interval's line")
    }
}

extension TouchscreenTestTests {
    @Test("a jittery screen in the guided test: the fix says to record the device for the hardware database's lines")
    func jitterFix() {
        var hand = Hand()
        hand.hold([hand.test.guides[0].from], seconds: 3.1, jitter: 0.8)
        hand.hold(hand.test.guides.map(\.from), seconds: 3.1, jitter: 0.8)
        #expect(hand.check("jitter").verdict == .fail)
        let fix = hand.test.fixes(refreshRate: nil).first { $0.words.hasPrefix("The jitter is above") }
        #expect(fix?.commands == ["sudo libinput record --all -o held.yml", "touch-playground health held.yml"])
        // Where the lab read the device's axes live (its node readable), the lines themselves, in its units:
        // 12 units a millimetre, a fuzz of about two standard deviations.
        hand.test.device = TraceDevice(name: "ELAN9008:00 04F3:2C82")
        let axis = AxisInfo(minimum: 0, maximum: 3327, resolution: 12)
        hand.test.axes = [EvdevEvent.mtPositionX: axis, EvdevEvent.mtPositionY: axis]
        let lines = hand.test.fixes(refreshRate: nil).first { $0.file == DeviceHealth.localHardwareFile }
        #expect(lines?.lines.first == "evdev:name:ELAN9008?00 04F3?2C82:*", "\(lines?.lines ?? [])")
        #expect(lines?.lines.contains { $0.hasPrefix(" EVDEV_ABS_35=:::") } == true, "\(lines?.lines ?? [])")
        #expect(lines?.commands.first == "sudo systemd-hwdb update")
        // Axes that say no resolution, on a display that says its size: the units per millimetre too.
        let unresolved = AxisInfo(minimum: 0, maximum: 2999, resolution: 0)
        hand.test.axes = [EvdevEvent.mtPositionX: unresolved, EvdevEvent.mtPositionY: unresolved]
        hand.test.screenMillimetres = Size(width: 300, height: 200)
        let resolution = hand.test.fixes(refreshRate: nil).first { $0.words.contains("reports no resolution") }
        #expect(
            resolution?.lines.dropFirst() == [" EVDEV_ABS_35=::10", " EVDEV_ABS_36=::15"], "\(resolution?.lines ?? [])")
    }
}

extension TouchscreenTestTests {
    @Test("a tap on a jittery screen is still a tap: its reports wander a millimetre, their path sums far more")
    func jitteryTap() {
        var hand = Hand()
        hand.test.go(to: .tapTargets, now: 0)
        let target = hand.test.targets[0]
        hand.test.began(50, at: target, time: 1)
        // 12 reports in 96 ms, each 4 points (1 mm) to one side or the other: a path of 12 mm.
        for index in 1...12 {
            hand.test.moved(50, to: target + Point(x: index % 2 == 0 ? 4 : -4, y: 0), time: 1 + Double(index) * 0.008)
        }
        hand.test.ended(50, time: 1.1)
        #expect(hand.test.part == 1 && hand.test.refusal == nil)
    }
}
