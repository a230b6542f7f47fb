import GtkBridge
import Playground

/// The list of scenes down the left side: each scene's name and what it shows, one selected.
@MainActor
final class SceneSidebar {
    /// The sidebar, scrolling when the window is short.
    let view: ScrolledWindow
    private let list: ListBox
    private var rows: [Widget] = []

    /// Lists the catalogue; `onChoose` gets the name of a scene the user picks.
    init(onChoose: @escaping @MainActor (String) -> Void) {
        list = ListBox { index in onChoose(SceneCatalogue.entries[index].name) }
        for entry in SceneCatalogue.entries {
            let row = Box(.vertical, spacing: 2)
            row.margin = 8
            let title = Label(tr(entry.title))
            title.addStyleClass("heading")
            title.horizontalAlignment = 0
            let summary = Label(tr(entry.summary))
            summary.addStyleClass("dim-label")
            summary.addStyleClass("caption")
            summary.wraps = true
            summary.horizontalAlignment = 0
            row.append(title)
            row.append(summary)
            list.appendRow(row)
            rows.append(row)
        }
        view = ScrolledWindow(list)
        view.setSizeRequest(width: 230, height: -1)
    }

    /// Where each scene's row is in the window, in points (for the status file: tests tap them).
    var rowFrames: [(name: String, frame: (x: Double, y: Double, width: Double, height: Double))] {
        zip(SceneCatalogue.entries, rows).compactMap { entry, row in row.frameInSurface.map { (entry.name, $0) } }
    }

    /// Marks `name` as the scene shown.
    func select(_ name: String) {
        if let index = SceneCatalogue.names.firstIndex(of: name) { list.selectRow(at: index) }
    }
}
