import Playground
import Testing
import TouchKit

@Suite("The touch lab's live health checks and coverage grid")
struct LiveHealthTests {
    @Test("a finger moving at 100 Hz passes the rate check; one held still has its jitter in mm")
    func rateAndJitter() {
        var health = LiveHealth(size: Size(width: 800, height: 500))
        health.millimetresPerPoint = 0.25
        health.began(1, at: Point(x: 100, y: 100), time: 0)
        for step in 1...50 { health.moved(1, to: Point(x: 100 + Double(step) * 4, y: 100), time: Double(step) * 0.01) }
        health.ended(1, time: 0.51)
        #expect(abs((health.contacts[0].rate ?? 0) - 100) < 1e-6)
        #expect(abs((health.contacts[0].pathMillimetres ?? 0) - 50) < 1e-9)  // 200 points of 0.25 mm
        // Held still: ±1.6 points about (400, 300), that is ±0.4 mm: a standard deviation of 0.4 mm.
        health.began(2, at: Point(x: 401.6, y: 300), time: 1)
        for step in 1...99 {
            health.moved(2, to: Point(x: step % 2 == 0 ? 401.6 : 398.4, y: 300), time: 1 + Double(step) * 0.01)
        }
        let checks = health.checks(now: 2)
        #expect(checks.first { $0.name == "report rate" }?.verdict == .pass)
        #expect(checks.first { $0.name == "jitter" }?.verdict == .pass, "\(checks)")
        #expect(checks.first { $0.name == "contacts" }?.verdict == .pass)  // the device does not say how many
        #expect(abs((checks.first { $0.name == "jitter" }?.measured ?? 0) - 0.4) < 0.02)
        // A shakier finger, ±3.2 points (0.8 mm): spread over 1.6 mm, it is still held, and fails.
        health.began(3, at: Point(x: 603.2, y: 300), time: 3)
        for step in 1...99 {
            health.moved(3, to: Point(x: step % 2 == 0 ? 603.2 : 596.8, y: 300), time: 3 + Double(step) * 0.01)
        }
        #expect(health.checks(now: 4).first { $0.name == "jitter" }?.verdict == .fail)
    }

    @Test("a lone 10 ms touch is a ghost; one beside a finger is not; a finger unmoved for 11 s is stuck")
    func ghostsAndStuck() {
        var health = LiveHealth(size: Size(width: 800, height: 500))
        health.millimetresPerPoint = 0.25
        health.began(1, at: Point(x: 100, y: 100), time: 0)
        health.ended(1, time: 0.01)
        health.began(2, at: Point(x: 500, y: 300), time: 1)
        health.began(3, at: Point(x: 520, y: 300), time: 1.001)  // 5 mm away
        health.ended(3, time: 1.011)
        #expect(health.contacts.map(\.ghost) == [true, false, false])  // the second still down
        #expect(health.checks(now: 12.5).first { $0.name == "stuck" }?.detail == "contacts 2")
    }

    @Test("the coverage grid: cells painted by fingers; an unpainted cell surrounded by painted ones is a dead zone")
    func coverage() {
        var health = LiveHealth(size: Size(width: 1600, height: 1000))  // 100-point cells
        health.began(1, at: Point(x: 150, y: 150), time: 0)
        for (x, y) in [(250, 150), (150, 250), (350, 250), (250, 350)] {
            health.moved(1, to: Point(x: Double(x), y: Double(y)), time: 0.1)
        }
        // Around the cell at column 2, row 2: painted above, below, left and right; it was never reported.
        #expect(health.deadCells == [2 * LiveHealth.columns + 2])
        health.moved(1, to: Point(x: 250, y: 250), time: 0.2)
        #expect(health.deadCells.isEmpty)
        #expect(
            health.cell(at: Point(x: -1, y: 5)) == nil
                && health.cell(at: Point(x: 1599, y: 999)) == LiveHealth.columns * LiveHealth.rows - 1)
    }
}
