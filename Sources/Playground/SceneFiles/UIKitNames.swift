/// UIKit's names for what a scene file says with its own keys: a teacher who writes a lesson from a UIKit
/// view controller types `numberOfTapsRequired`, and the error answers with the key to use and where it goes.
///
/// ```swift
/// UIKitNames.answer(for: "numberOfTapsRequired", keysHere: ["name", "kind", "taps"])
/// // "UIKit's numberOfTapsRequired is \"taps\" here"
/// ```
enum UIKitNames {
    /// A UIKit name's key in a scene file and the object that takes it.
    struct Key {
        /// The scene file's key.
        var key: String
        /// Where it goes, for a key given in the wrong object ("a tap recognizer").
        var place: String
    }

    /// UIKit's property names (and Swift's spellings of them), with the scene file's key for each.
    static let keys: [String: Key] = [
        "isHidden": Key(key: "hidden", place: "a view"),
        "isUserInteractionEnabled": Key(key: "userInteractionEnabled", place: "a view"),
        "isMultipleTouchEnabled": Key(key: "multipleTouchEnabled", place: "a view"),
        "backgroundColor": Key(key: "background", place: "a view"),
        "subviews": Key(key: "views", place: "a view"),
        "gestureRecognizers": Key(key: "recognizers", place: "a view"),
        "image": Key(key: "photo", place: "a view"),
        "text": Key(key: "label", place: "a view"),
        "numberOfTapsRequired": Key(key: "taps", place: "a tap or long-press recognizer"),
        "numberOfTouchesRequired": Key(key: "touches", place: "a tap, long-press or swipe recognizer"),
        "minimumPressDuration": Key(key: "duration", place: "a long-press recognizer"),
        "allowableMovement": Key(key: "movement", place: "a long-press recognizer"),
        "minimumNumberOfTouches": Key(key: "minimumTouches", place: "a pan recognizer"),
        "maximumNumberOfTouches": Key(key: "maximumTouches", place: "a pan recognizer"),
        "require(toFail:)": Key(key: "requireToFail", place: "a recognizer"),
        "toFail": Key(key: "requireToFail", place: "a recognizer"),
        "shouldRecognizeSimultaneouslyWith": Key(key: "simultaneous", place: "the scene file, at its top"),
        "shouldRecognizeSimultaneously": Key(key: "simultaneous", place: "the scene file, at its top"),
    ]

    /// The answer to `name` given among `keysHere` (the keys of the object it was found in): the key to use,
    /// and where it goes when it is not this object's; nil when `name` is not UIKit's.
    static func answer(for name: String, keysHere: Set<String>) -> String? {
        guard let known = keys[name] else { return nil }
        let answer = "UIKit's \(name) is \(quoted(known.key)) here"
        return keysHere.contains(known.key) ? answer : answer + ", a key of \(known.place)"
    }

    /// The answer to a UIKit class given as a recognizer's `kind`; nil when `name` is not one.
    static func kindAnswer(for name: String) -> String? {
        RecognizerKinds.uikit(name).map { "UIKit's \(name) is the kind \(quoted($0.name)) here" }
    }
}
