/// Counts taps as UIKit's `UITouch.tapCount` does: a touch that begins soon after a tap ended, close to where
/// that tap began, counts one more; anything else starts again at one.
///
/// ```swift
/// var taps = TapCounter()
/// let count = taps.count(at: location, time: 1.0, settings: settings)  // 1, or 2 after a tap there
/// taps.note(touch, at: 1.1, settings: settings)                          // when it lifts
/// ```
struct TapCounter {
    /// The last tap: where it began (window points), when it ended (seconds) and its count.
    private var lastTap: (location: Point, time: Double, count: Int)?

    /// The tap count of a touch beginning at `location` at `time`: one more than the last tap's when it
    /// ended within `settings.doubleTapTime` and began within `settings.doubleTapDistance`, else 1.
    func count(at location: Point, time: Double, settings: GestureThresholds) -> Int {
        guard let last = lastTap, time - last.time <= settings.doubleTapTime,
            location.distance(to: last.location) <= settings.doubleTapDistance
        else { return 1 }
        return last.count + 1
    }

    /// Notes a touch that just finished at `time`: a tap when it ended within `settings.tapSlop` of where it
    /// began; anything else (a drag, a cancel) ends the run of taps.
    mutating func note(_ touch: Touch, at time: Double, settings: GestureThresholds) {
        let isTap =
            touch.phase == .ended && touch.windowLocation.distance(to: touch.startWindowLocation) <= settings.tapSlop
        lastTap = isTap ? (touch.startWindowLocation, time, touch.tapCount) : nil
    }
}
