import FoundationEssentials

/// A folder of the user's own where the app puts what they made (drawings, copies of lessons): inside one
/// of their XDG user directories, as the desktop names it (`$XDG_PICTURES_DIR`, `$XDG_DOCUMENTS_DIR`),
/// else its usual place in the home folder.
///
/// ```swift
/// UserDirectory.folder("XDG_PICTURES_DIR", else: "Pictures", named: "Touch Playground")
/// // ~/Pictures/Touch Playground
/// ```
enum UserDirectory {
    /// `name` inside the directory `variable` names, else inside `~/fallback`.
    static func folder(
        _ variable: String, else fallback: String, named name: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
        let directory =
            environment[variable].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path) + "/" + fallback
        return directory + "/" + name
    }
}
