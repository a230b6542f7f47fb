import Testing
import TouchKit

@Suite("Animations on the clock")
struct AnimationTests {
    @Test("an ease starts at 0, ends exactly at 1, and never goes back")
    func ease() {
        let ease = AnimationTiming.easeInOut(duration: 0.4)
        #expect(ease.progress(at: 0) == 0 && ease.progress(at: 0.4) == 1 && ease.progress(at: 9) == 1)
        let samples = stride(from: 0.0, through: 0.4, by: 0.01).map(ease.progress(at:))
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(abs(ease.progress(at: 0.2) - 0.5) < 1e-9)
    }

    @Test("a critically damped spring never overshoots; a bouncy one does and still settles by its duration")
    func springs() {
        let firm = AnimationTiming.spring(duration: 0.5, dampingRatio: 1, initialVelocity: 0)
        let firmSamples = stride(from: 0.0, through: 0.5, by: 0.005).map(firm.progress(at:))
        #expect(firmSamples.allSatisfy { $0 <= 1 + 1e-9 })
        let bouncy = AnimationTiming.spring(duration: 0.5, dampingRatio: 0.3, initialVelocity: 0)
        let bouncySamples = stride(from: 0.0, through: 0.5, by: 0.005).map(bouncy.progress(at:))
        #expect(bouncySamples.max()! > 1.1)
        // Just before the end the remaining swing is under 0.1 % of the distance, so the snap to 1 is invisible.
        #expect(abs(bouncy.progress(at: 0.4999) - 1) < 0.002)
        #expect(bouncy.progress(at: 0.5) == 1)
    }

    @Test("the initial velocity is the spring's starting slope, in distances per second")
    func initialVelocity() {
        let thrown = AnimationTiming.spring(duration: 0.5, dampingRatio: 0.8, initialVelocity: 4)
        let slope = thrown.progress(at: 1e-5) / 1e-5
        #expect(abs(slope - 4) < 0.01)
        let fromFinger = AnimationTiming.spring(duration: 0.5, dampingRatio: 0.8, distance: -200, releaseVelocity: -900)
        #expect(fromFinger.initialVelocity == 4.5)
        let away = AnimationTiming.spring(duration: 0.5, dampingRatio: 0.8, distance: -200, releaseVelocity: 900)
        #expect(away.initialVelocity == 0, "a finger moving away from the target does not push toward it")
    }

    @Test("an animation steps once a frame on a manual clock, ends on 1 and reports it; cancel stops it")
    func running() {
        let clock = ManualClock()
        var values: [Double] = [], finished: [Bool] = []
        let animation = Animation(
            timing: .easeInOut(duration: 0.25), clock: clock, update: { values.append($0) },
            completion: { finished.append($0) })
        animation.start()
        #expect(animation.isRunning)
        clock.runUntilIdle()
        #expect(values.count == 15 || values.count == 16)
        #expect(values.last == 1 && finished == [true] && !animation.isRunning)

        let stopped = Animation(
            timing: .easeInOut(duration: 1), clock: clock, update: { _ in }, completion: { finished.append($0) })
        stopped.start()
        clock.advance(by: 0.1)
        stopped.cancel()
        #expect(!clock.hasPendingTimers && finished == [true, false])
    }
}
