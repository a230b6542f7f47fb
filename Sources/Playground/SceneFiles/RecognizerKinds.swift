import TouchKit

/// Every recognizer kind a scene file may name, in one table: its name in files, UIKit's class for it, the
/// keys it takes besides the common ones, and how to read them. The reader, the error messages, UIKit's
/// names and ``RecognizerSpec/Kind/name`` all come from here: a kind added to the table is read, named and
/// documented (a test holds `docs/scene-format.md` to it); a kind not in it is an error naming those that are.
///
/// ```swift
/// RecognizerKinds.named("long-press")?.uikitClass   // "UILongPressGestureRecognizer"
/// ```
enum RecognizerKinds {
    /// One kind.
    struct Entry: Sendable {
        /// Its name in files (`"long-press"`).
        let name: String
        /// UIKit's class for it, which a teacher may type as the kind.
        let uikitClass: String
        /// The keys it takes besides the common ones: a key of another kind given to it is an error.
        let keys: Set<String>
        /// Its parameters, read from its object.
        let read: @Sendable (SceneObjectReader) throws(SceneFileError) -> RecognizerSpec.Kind
        /// Whether a read kind is this one.
        let matches: @Sendable (RecognizerSpec.Kind) -> Bool
    }

    /// The kinds, in the order the docs list them.
    static let all: [Entry] = [
        Entry(
            name: "tap", uikitClass: "UITapGestureRecognizer", keys: ["taps", "touches"],
            read: { object throws(SceneFileError) in
                .tap(taps: try object.integer("taps", in: 1...10), touches: try object.integer("touches", in: 1...10))
            },
            matches: { if case .tap = $0 { true } else { false } }),
        Entry(
            name: "long-press", uikitClass: "UILongPressGestureRecognizer",
            keys: ["touches", "taps", "duration", "movement"],
            read: { object throws(SceneFileError) in
                .longPress(
                    touches: try object.integer("touches", in: 1...10), taps: try object.integer("taps", in: 0...10),
                    duration: try object.number("duration", in: 0...60, unit: "seconds"),
                    movement: try object.number(
                        "movement", in: 0...SceneDocument.Limits.largestCoordinate, unit: "points"))
            },
            matches: { if case .longPress = $0 { true } else { false } }),
        Entry(
            name: "pan", uikitClass: "UIPanGestureRecognizer", keys: ["minimumTouches", "maximumTouches"],
            read: { object throws(SceneFileError) in
                let minimum = try object.integer("minimumTouches", in: 1...20)
                let maximum = try object.integer("maximumTouches", in: 1...20)
                if let minimum, let maximum, maximum < minimum {
                    throw object.error("maximumTouches", "fewer than minimumTouches (\(minimum))")
                }
                return .pan(minimumTouches: minimum, maximumTouches: maximum)
            },
            matches: { if case .pan = $0 { true } else { false } }),
        Entry(
            name: "swipe", uikitClass: "UISwipeGestureRecognizer", keys: ["direction", "touches"],
            read: { object throws(SceneFileError) in
                .swipe(
                    direction: try SceneTreeReader.options(object, "direction", from: SceneTreeReader.directions),
                    touches: try object.integer("touches", in: 1...10))
            },
            matches: { if case .swipe = $0 { true } else { false } }),
        Entry(
            name: "screen-edge-pan", uikitClass: "UIScreenEdgePanGestureRecognizer", keys: ["edges"],
            read: { object throws(SceneFileError) in
                .screenEdgePan(edges: try SceneTreeReader.options(object, "edges", from: SceneTreeReader.edges))
            },
            matches: { if case .screenEdgePan = $0 { true } else { false } }),
        Entry(
            name: "pinch", uikitClass: "UIPinchGestureRecognizer", keys: [],
            read: { _ throws(SceneFileError) in .pinch },
            matches: { $0 == .pinch }),
        Entry(
            name: "rotation", uikitClass: "UIRotationGestureRecognizer", keys: [],
            read: { _ throws(SceneFileError) in .rotation }, matches: { $0 == .rotation }),
    ]

    /// The kind named `name` in a file, if there is one.
    static func named(_ name: String) -> Entry? { all.first { $0.name == name } }

    /// The kind UIKit calls `uikitClass`, if there is one.
    static func uikit(_ uikitClass: String) -> Entry? { all.first { $0.uikitClass == uikitClass } }

    /// Every key some kind takes.
    static let everyKey: Set<String> = all.reduce(into: Set()) { $0.formUnion($1.keys) }
}
