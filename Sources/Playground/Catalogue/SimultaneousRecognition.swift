import TouchKit

/// A recognizer delegate that lets a named group of recognizers recognize at the same time (pan, pinch and
/// rotation on a photo), while every other pair competes as usual.
///
/// ```swift
/// let together = SimultaneousRecognition(names: ["pan", "pinch", "rotation"])
/// pan.delegate = together   // keep `together` alive: delegates are weak
/// ```
public final class SimultaneousRecognition: GestureRecognizerDelegate {
    /// The names of the recognizers that may run together.
    public let names: Set<String>

    /// Creates the delegate for recognizers with these names.
    public init(names: Set<String>) {
        self.names = names
    }

    public func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool {
        names.contains(recognizer.name) && names.contains(other.name)
    }
}
