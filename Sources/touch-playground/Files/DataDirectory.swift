import FoundationEssentials
import TouchKit

/// Finds the app's data folder: `TOUCH_PLAYGROUND_DATA` if set, else a `data/` folder next to or above the
/// executable (a SwiftPM build in a checkout), else the installed `share/touch-playground`.
enum DataDirectory {
    static func root() -> String { found }

    /// Looked for once: the answer cannot change while the app runs, and looking (resolving the
    /// executable's links, testing up to fifteen folders) cost about 0.25 ms, once for each lesson listed.
    private static let found: String = {
        let fileManager = FileManager.default
        if let explicit = ProcessInfo.processInfo.environment["TOUCH_PLAYGROUND_DATA"], !explicit.isEmpty {
            return explicit
        }
        var candidates: [String] = []
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        for _ in 0..<6 {
            candidates.append(folder.appendingPathComponent("data").path)
            candidates.append(folder.appendingPathComponent("share/touch-playground").path)
            folder.deleteLastPathComponent()
        }
        candidates.append(fileManager.currentDirectoryPath + "/data")
        candidates += ["/usr/local/share/touch-playground", "/usr/share/touch-playground"]
        return candidates.first { fileManager.fileExists(atPath: $0 + "/images") } ?? candidates[0]
    }()

    /// The folder of stickers (images with transparent parts).
    static func stickers() -> String {
        root() + "/stickers"
    }

    /// Icon theme folders holding the app's icons that the desktop may not search: `data/icons` in a
    /// source tree, or `share/icons` beside an installed `share/touch-playground`.
    static func iconFolders() -> [String] {
        let root = root()
        return [root + "/icons", PathName.folder(of: root) + "/icons"]
            .filter { FileManager.default.fileExists(atPath: $0 + "/hicolor") }
    }

    /// Where the compiled translations are (`LANG/LC_MESSAGES/touch-playground.mo`): `TOUCH_PLAYGROUND_LOCALEDIR`
    /// if set, else `share/locale` beside an installed `share/touch-playground`.
    static func locales() -> String {
        if let explicit = ProcessInfo.processInfo.environment["TOUCH_PLAYGROUND_LOCALEDIR"], !explicit.isEmpty {
            return explicit
        }
        return PathName.folder(of: root()) + "/locale"
    }

    /// The photo folder.
    static func images() -> String {
        root() + "/images"
    }
}
