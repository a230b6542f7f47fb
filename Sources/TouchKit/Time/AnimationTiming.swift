import FoundationEssentials
import Glibc

/// How an animation's progress (0 at the start, 1 at the end) follows time, as UIKit's animation curves:
/// an ease-in-out for fades and slides, a spring for things that should feel thrown.
///
/// ```swift
/// let spring = AnimationTiming.spring(duration: 0.5, dampingRatio: 0.7, initialVelocity: 2)
/// spring.progress(at: 0.25)   // past halfway already, pushed by the initial velocity
/// ```
public enum AnimationTiming: Hashable, Sendable {
    /// Slow start, slow end, over `duration` seconds.
    case easeInOut(duration: Double)
    /// A damped spring settling on the end within `duration` seconds, as UIKit's
    /// `usingSpringWithDamping:initialSpringVelocity:`. `dampingRatio` is 1 for no overshoot and smaller for
    /// more bounce (clamped to 0.05…1); `initialVelocity` is the starting speed as a fraction of the whole
    /// distance per second (a finger releasing at 600 points/s with 300 points to go is 2).
    case spring(duration: Double, dampingRatio: Double, initialVelocity: Double)

    /// A spring that carries something thrown by a finger: `distance` points still to go (signed) and the
    /// finger's `releaseVelocity` along the same axis (points per second) become the spring's initial
    /// velocity, counted only when the finger moved toward the target and capped at 20 distances a second.
    ///
    /// ```swift
    /// let timing = AnimationTiming.spring(duration: 0.5, dampingRatio: 0.7, distance: openY - trayY,
    ///                                     releaseVelocity: pan.velocity(in: root).y)
    /// ```
    public static func spring(
        duration: Double, dampingRatio: Double, distance: Double,
        releaseVelocity: Double
    ) -> AnimationTiming {
        let initial = abs(distance) < 1 || !releaseVelocity.isFinite ? 0 : min(max(releaseVelocity / distance, 0), 20)
        return .spring(duration: duration, dampingRatio: dampingRatio, initialVelocity: initial)
    }

    /// The spring's initial velocity (fractions of the distance per second); 0 for an ease.
    public var initialVelocity: Double {
        if case .spring(_, _, let velocity) = self { return velocity }
        return 0
    }

    /// How long the animation runs, in seconds.
    public var duration: Double {
        switch self {
        case .easeInOut(let duration), .spring(let duration, _, _): max(0, duration)
        }
    }

    /// The progress `time` seconds after the start: 0 at the start, exactly 1 from ``duration`` on; a
    /// spring may overshoot 1 on the way.
    public func progress(at time: Double) -> Double {
        let d = duration
        guard d > 0, time < d else { return 1 }
        guard time > 0 else { return 0 }
        switch self {
        case .easeInOut:
            let f = time / d
            return f * f * (3 - 2 * f)
        case .spring(_, let dampingRatio, let initialVelocity):
            return Self.spring(time: time, duration: d, dampingRatio: dampingRatio, initialVelocity: initialVelocity)
        }
    }

    /// A damped harmonic oscillator from 0 toward 1, stiff enough that what is left of its swing at
    /// `duration` is under 0.1 % of the distance, so the final snap to 1 is not seen.
    private static func spring(time t: Double, duration: Double, dampingRatio: Double, initialVelocity v0: Double)
        -> Double
    {
        let zeta = min(max(dampingRatio, 0.05), 1)
        // e^(-ζ·ω₀·duration) = 0.001 → ω₀ = ln(1000) / (ζ·duration).
        let omega = log(1000) / (zeta * duration)
        let offset: Double  // position minus target; -1 at t = 0
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let b = (v0 - zeta * omega) / damped
            offset = exp(-zeta * omega * t) * (-cos(damped * t) + b * sin(damped * t))
        } else {
            offset = exp(-omega * t) * (-1 + (v0 - omega) * t)
        }
        return 1 + offset
    }
}
