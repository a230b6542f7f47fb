import GtkBridge
import Playground
import TouchKit

/// Lessons a teacher edits: a copy of the lesson shown, in their documents, opened in the window and in
/// their text editor, the scene following each save.
extension PlaygroundWindow {
    /// Shows scene `name` on the canvas: as the user left it if it was shown before, else new.
    func show(scene name: String) { shelf.show(scene: name) }

    /// Copies the lesson shown (Ctrl+E, the main menu, the button under the Lessons list), shows the copy and
    /// opens it in the desktop's text editor; says where it went and how it goes on, or why it cannot.
    func editCopyOfLesson() {
        guard case .file(let path, _)? = session?.choice else {
            notify(tr("Only a lesson can be copied to edit: open one from the Lessons list (or Ctrl+O) first."))
            return
        }
        let copy: String
        do throws(CommandFailure) {
            copy = try LessonCopies.copy(path)
        } catch {
            notify(tr("The lesson could not be copied: {reason}", ["reason": error.message]))
            return
        }
        if let problem = open(sceneFile: copy) {
            notify(problem)
            return
        }
        // Short enough for a toast: the folder is a click away, and the help names it.
        let shown = PathName.fileName(of: copy)
        let folder: ToastButton = (
            tr("Show folder"), { @MainActor in DesktopApplication.showFolder(LessonCopies.folder()) }
        )
        if let editor = DesktopApplication.openInTextEditor(copy) {
            notify(
                tr("Copied to {file}, opened in {editor}: saves show here", ["file": shown, "editor": editor]),
                button: folder)
        } else {
            notify(
                tr("Copied to {file}: edit it, and saves show here", ["file": shown]), button: folder)
        }
    }
}
