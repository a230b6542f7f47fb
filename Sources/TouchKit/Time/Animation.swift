/// A value moving over time on a ``Clock``: it calls `update` with the progress about 60 times a second,
/// then `completion`, as UIKit's `UIView.animate`. On a ``ManualClock`` it runs in virtual time, so replays
/// and tests see every step without waiting.
///
/// ```swift
/// let from = tray.center.y, to = openY
/// let slide = Animation(timing: .spring(duration: 0.45, dampingRatio: 0.7, initialVelocity: 1.5),
///                       clock: clock) { progress in
///     tray.center.y = from + (to - from) * progress
/// }
/// slide.start()
/// ```
public final class Animation {
    /// The curve and the duration.
    public let timing: AnimationTiming
    /// Seconds between steps: one frame of a 60 Hz screen.
    public static let frameInterval = 1.0 / 60
    /// True from ``start()`` until the last step ran or ``cancel()`` was called.
    public private(set) var isRunning = false
    /// The progress of the last step, 0…1 (a spring may pass 1 on the way).
    public private(set) var progress = 0.0

    private let clock: any Clock
    private let update: (Double) -> Void
    private let completion: ((_ finished: Bool) -> Void)?
    private var startTime = 0.0
    private var timer: ClockTimer?

    /// Prepares an animation; nothing moves until ``start()``. `completion` gets true when the animation
    /// reached its end and false when it was cancelled.
    public init(
        timing: AnimationTiming, clock: any Clock, update: @escaping (Double) -> Void,
        completion: ((_ finished: Bool) -> Void)? = nil
    ) {
        self.timing = timing
        self.clock = clock
        self.update = update
        self.completion = completion
    }

    deinit {
        if let timer { clock.cancel(timer) }
    }

    /// Starts from progress 0 now; the first step comes one frame later.
    public func start() {
        if isRunning { cancelTimer() }
        isRunning = true
        startTime = clock.now
        progress = 0
        scheduleStep()
    }

    /// Stops where it is, without jumping to the end; the completion gets false.
    public func cancel() {
        guard isRunning else { return }
        cancelTimer()
        isRunning = false
        completion?(false)
    }

    private func cancelTimer() {
        if let timer { clock.cancel(timer) }
        timer = nil
    }

    private func scheduleStep() {
        timer = clock.schedule(after: Self.frameInterval) { [weak self] in self?.step() }
    }

    private func step() {
        timer = nil
        // With less motion asked for, the first frame is the last: springs and slides jump to their end.
        let elapsed = clock.prefersReducedMotion ? timing.duration : clock.now - startTime
        progress = clock.prefersReducedMotion ? 1 : timing.progress(at: elapsed)
        update(progress)
        if elapsed >= timing.duration {
            isRunning = false
            completion?(true)
        } else {
            scheduleStep()
        }
    }
}
