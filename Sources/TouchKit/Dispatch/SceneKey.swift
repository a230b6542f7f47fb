/// The keys a scene answers on the canvas, as desktop users expect: Escape closes what is open (a menu, a
/// selection), Delete removes what is selected.
///
/// ```swift
/// override func handleKey(_ key: SceneKey) -> Bool {
///     guard key == .delete, let line = selectedLine else { return false }
///     remove(line)
///     return true
/// }
/// ```
public enum SceneKey: String, Sendable {
    /// Escape: close a menu, drop a selection.
    case escape
    /// Delete (or Backspace): remove what is selected.
    case delete
}
