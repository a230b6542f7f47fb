import TouchKit

/// A recognizer delegate that lets a named group of recognizers recognize at the same time (pan, pinch and
/// rotation on a photo), while every other pair competes as usual.
///
/// ```swift
/// let together = SimultaneousRecognition(names: ["pan", "pinch", "rotation"])
/// pan.delegate = together   // keep `together` alive: delegates are weak
/// ```
public final class SimultaneousRecognition: GestureRecognizerDelegate {
    /// The groups of names of recognizers that may run together (two recognizers may when one group has both).
    public let groups: [Set<String>]

    /// Creates the delegate for recognizers with these names.
    public init(names: Set<String>) {
        self.groups = [names]
    }

    /// Creates the delegate for several groups: `[["pinch", "rotation"], ["pan", "swipe"]]` lets pinch run
    /// with rotation and pan with swipe, but not pinch with pan.
    public init(groups: [Set<String>]) {
        self.groups = groups
    }

    public func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool {
        groups.contains { $0.contains(recognizer.name) && $0.contains(other.name) }
    }
}
