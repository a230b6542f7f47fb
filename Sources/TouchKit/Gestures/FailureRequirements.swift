/// The recognizers one recognizer was told to wait for (``GestureRecognizer/require(toFail:)``), kept so
/// that asking about any one is cheap: the arena asks about every pair of recognizers, and a lesson may
/// give one five hundred requirements.
///
/// A few are searched in turn (comparing a handful beats hashing); past ``searched`` they are also indexed.
/// Each is held `unowned`: that never keeps one alive, but keeps its memory from being reused while its
/// identifier is here (a weak reference would do as much, but would make every retain of the recognizer take
/// the slow path).
///
/// ```swift
/// var required = FailureRequirements()
/// required.insert(doubleTap)        // true
/// required.contains(doubleTap)      // true
/// ```
struct FailureRequirements {
    private var identifiers: [ObjectIdentifier] = []
    private var index: Set<ObjectIdentifier>?
    private var holds: [UnownedRecognizer] = []
    /// How many are searched in turn before they are indexed too.
    static let searched = 16

    /// Adds `recognizer`; false when it was there already.
    @discardableResult
    mutating func insert(_ recognizer: GestureRecognizer) -> Bool {
        guard !contains(recognizer) else { return false }
        identifiers.append(ObjectIdentifier(recognizer))
        holds.append(UnownedRecognizer(recognizer: recognizer))
        if index != nil {
            index?.insert(ObjectIdentifier(recognizer))
        } else if identifiers.count > Self.searched {
            index = Set(identifiers)
        }
        return true
    }

    /// Whether `recognizer` is one of them.
    func contains(_ recognizer: GestureRecognizer) -> Bool {
        let identifier = ObjectIdentifier(recognizer)
        if let index { return index.contains(identifier) }
        return identifiers.contains(identifier)
    }
}

/// A recognizer held without keeping it alive, and never read (see ``FailureRequirements``).
private struct UnownedRecognizer {
    unowned let recognizer: GestureRecognizer
}
