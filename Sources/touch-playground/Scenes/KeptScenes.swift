import Playground

/// The scenes kept while the window is open, so that work in one (a drawing, lines, a dragged sticker) is
/// still there when the user comes back to it; Ctrl+R starts a scene afresh.
///
/// Every built-in scene shown is kept. Of the lessons (scene files), the last ``lessonsKept`` shown are,
/// so a class going through forty lessons with photos does not keep them all in memory.
///
/// ```swift
/// var kept = KeptScenes()
/// kept.keep(session, form: form)           // leaving it
/// if let (session, form) = kept[choice.key] { … }  // coming back
/// kept.forget(choice.key)                  // Ctrl+R, or its file changed
/// ```
@MainActor
struct KeptScenes {
    /// How many lessons are kept besides the one shown.
    static let lessonsKept = 4
    private var scenes: [String: (session: SceneSession, form: SceneFormView?)] = [:]
    /// The lessons kept, least recently shown first.
    private var lessonOrder: [String] = []

    /// The names (or lesson paths) of the scenes kept, sorted, for the status file.
    var keys: [String] { scenes.keys.sorted() }

    /// The scene kept under `key`, with its form, if it was kept.
    subscript(key: String) -> (session: SceneSession, form: SceneFormView?)? { scenes[key] }

    /// Keeps `session` (and its form) for when the user comes back; a lesson pushes out the least recently
    /// shown one past ``lessonsKept``.
    mutating func keep(_ session: SceneSession, form: SceneFormView?) {
        scenes[session.key] = (session, form)
        guard case .file = session.choice else { return }
        lessonOrder.removeAll { $0 == session.key }
        lessonOrder.append(session.key)
        while lessonOrder.count > Self.lessonsKept {
            scenes[lessonOrder.removeFirst()] = nil
        }
    }

    /// Lets the scene under `key` go: the next visit builds it afresh.
    mutating func forget(_ key: String) {
        scenes[key] = nil
    }
}
