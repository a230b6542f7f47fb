/// A recognizer's timers on its window's clock: a double tap's wait for the second tap, a long press's hold.
/// Every timer is cancelled when the recognizer resets, so a timer never fires into a later gesture.
///
/// ```swift
/// timer = schedule(after: settings.longPressTime) { [unowned self] in state = .began }
/// ```
extension GestureRecognizer {
    /// The current time on the window's clock, in seconds (0 before the recognizer saw any input).
    public var currentTime: Double { router?.clock.now ?? 0 }

    /// Runs `body` after `delay` seconds on the window's clock, unless the recognizer is reset first.
    @discardableResult
    public func schedule(after delay: Double, _ body: @escaping () -> Void) -> ClockTimer? {
        guard let router else { return nil }
        var scheduled: ClockTimer?
        // Unowned, checked: a timer exists only while the recognizer is in its arena, which keeps it alive,
        // and every timer is cancelled when the recognizer resets or its router goes away. (A weak capture
        // gives the recognizer a side table that slows every retain: 6.8 % more instructions per event in
        // `Benchmarks/Tools/DispatchProfile image-viewer`; unowned costs nothing measurable.)
        let timer = router.clock.schedule(after: delay) { [unowned self] in
            self.timers.removeAll { $0 == scheduled }
            let router = self.router
            body()
            router?.settle()
        }
        scheduled = timer
        timers.append(timer)
        return timer
    }

    /// Cancels a timer made with ``schedule(after:_:)``.
    public func cancelTimer(_ timer: ClockTimer?) {
        guard let timer else { return }
        router?.clock.cancel(timer)
        timers.removeAll { $0 == timer }
    }

    /// True while a timer of this recognizer is pending.
    public var hasPendingTimers: Bool { !timers.isEmpty }

    /// Cancels every pending timer of this recognizer.
    func cancelAllTimers() {
        for timer in timers { router?.clock.cancel(timer) }
        timers.removeAll(keepingCapacity: true)
    }
}
