import TouchKit

/// The color names a scene file may use besides `#rrggbb`: a few plain ones a teacher types without looking
/// anything up, plus `random` and `none`.
enum SceneColorNames {
    private static let table: [(String, String)] = [
        ("black", "#000000"), ("white", "#ffffff"), ("gray", "#8a8f98"), ("red", "#e5484d"),
        ("orange", "#f76b15"), ("yellow", "#ffc53d"), ("green", "#46a758"), ("teal", "#12a594"),
        ("blue", "#3e63dd"), ("purple", "#8e4ec6"), ("pink", "#d6409f"), ("brown", "#ad7f58"),
    ]

    /// Every name, in the order errors list them.
    static var names: [String] { ["random", "none"] + table.map(\.0) }

    /// The fill a name stands for (any letter case), or nil for a name it does not know.
    static func color(named name: String) -> SceneColor? {
        switch name.lowercased() {
        case "random": return .random
        case "none", "transparent": return SceneColor.none
        case let lowered: return table.first { $0.0 == lowered }.flatMap { Color(hex: $0.1) }.map { .color($0) }
        }
    }
}
