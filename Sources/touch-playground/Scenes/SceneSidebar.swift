import GtkBridge
import Playground
import TouchKit

/// The list of scenes down the left side: each scene's name and what it shows, then the sample lessons
/// (scene files installed with the app); the one shown is marked.
///
/// The lessons' rows are built by ``showLessons()``, which the window calls once its first frame is drawn:
/// they sit below the scenes, and building and laying them out before the window first shows cost a
/// twentieth of the launch's instructions (24 M of 480 M, callgrind). Until then the lessons are known
/// (``add(_:)`` and ``select(_:)`` work) but not shown.
@MainActor
final class SceneSidebar {
    /// The sidebar, scrolling when the window is short.
    let view: ScrolledWindow
    private let list: ListBox
    private let column = Box(.vertical, spacing: 0)
    private var rows: [Widget] = []
    /// The lessons listed, in their rows' order: the samples, then the user's own as they were opened.
    private var lessons: [LessonFolder.Lesson] { listed.lessons }
    private let listed = ListedLessons()
    /// The lessons' part of the list, once built.
    private var lessonPart: LessonPart?
    /// The scene or lesson marked (a scene's name or a lesson's path).
    private var selectedKey: String?
    private let onChooseLesson: @MainActor (String) -> Void

    /// The lessons listed, shared with the list's handler.
    private final class ListedLessons {
        var lessons: [LessonFolder.Lesson] = []
    }

    /// The heading, hint, button and rows of the lessons.
    private struct LessonPart {
        let section: Box
        let list: ListBox
        var rows: [Widget] = []
    }

    /// Lists the catalogue and `lessons`; `onChoose` gets the name of a scene the user picks,
    /// `onChooseLesson` the path of a lesson.
    init(
        lessons: [LessonFolder.Lesson], onChoose: @escaping @MainActor (String) -> Void,
        onChooseLesson: @escaping @MainActor (String) -> Void
    ) {
        self.onChooseLesson = onChooseLesson
        list = ListBox { index in onChoose(SceneCatalogue.entries[index].name) }
        for entry in SceneCatalogue.entries {
            let row = Self.row(title: tr(entry.title), summary: tr(entry.summary), ownWords: true)
            list.appendRow(row, name: tr(entry.title), description: tr(entry.summary))
            rows.append(row)
        }
        column.append(list)
        view = ScrolledWindow(column)
        for lesson in lessons { add(lesson) }
        view.setAccessibleLabel(tr("Scenes"))
        list.setAccessibleLabel(tr("Scenes"))
        view.setSizeRequest(width: 230, height: -1)
    }

    /// Builds the lessons' rows under the scenes (once; later calls do nothing).
    func showLessons() {
        guard lessonPart == nil else { return }
        let section = Box(.vertical, spacing: 0)
        let heading = Label(tr("Lessons"))
        heading.addStyleClass("heading")
        heading.horizontalAlignment = 0
        heading.margin = 14
        section.append(heading)
        let hint = Label(tr("Scene files: open a copy of one in an editor, and the scene follows as you save."))
        hint.addStyleClass("dim-label")
        hint.addStyleClass("caption")
        hint.wraps = true
        hint.horizontalAlignment = 0
        hint.margin = 14
        section.append(hint)
        let edit = Button(label: tr("Edit a copy of the lesson shown"), action: WindowAction.editCopy.detailedName)
        edit.wrapsLabel = true
        edit.margin = 8
        section.append(edit)
        let lessonList = ListBox { [listed, onChooseLesson] index in
            if listed.lessons.indices.contains(index) { onChooseLesson(listed.lessons[index].path) }
        }
        lessonList.setAccessibleLabel(tr("Lessons"))
        section.append(lessonList)
        lessonPart = LessonPart(section: section, list: lessonList)
        for lesson in lessons { appendRow(for: lesson) }
        section.isVisible = !lessons.isEmpty
        column.append(section)
        if let selectedKey { select(selectedKey) }
    }

    /// Lists `lesson` after the others, unless its file is listed already; returns whether it was added.
    @discardableResult
    func add(_ lesson: LessonFolder.Lesson) -> Bool {
        guard !lessons.contains(where: { $0.path == lesson.path }) else { return false }
        listed.lessons.append(lesson)
        appendRow(for: lesson)
        return true
    }

    /// The row of `lesson`, at the end of the lessons' list, once that list is built.
    private func appendRow(for lesson: LessonFolder.Lesson) {
        guard var part = lessonPart else { return }
        // A lesson of the user's own says which file it is (a copy of a sample has the sample's title).
        let own = !lesson.path.hasPrefix(LessonFolder.path + "/")
        let file = String(PathName.fileName(of: lesson.path))
        let row = Self.row(title: DisplayTitle.make(lesson.title), summary: own ? file : nil, ownWords: false)
        part.list.appendRow(
            row, name: DisplayTitle.make(lesson.title),
            description: own ? tr("Your lesson, {file}", ["file": file]) : tr("Lesson"))
        part.rows.append(row)
        part.section.isVisible = true
        lessonPart = part
    }

    /// A row of the list; a lesson's (not `ownWords`) breaks a word too long for the list (a file's name).
    private static func row(title: String, summary: String?, ownWords: Bool) -> Widget {
        let row = Box(.vertical, spacing: 2)
        row.margin = 8
        let heading = Label(title)
        heading.addStyleClass("heading")
        heading.wraps = true
        heading.breaksLongWords = !ownWords
        heading.maximumLines = 3
        heading.horizontalAlignment = 0
        row.append(heading)
        if let summary {
            let caption = Label(summary)
            caption.addStyleClass("dim-label")
            caption.addStyleClass("caption")
            caption.wraps = true
            caption.breaksLongWords = !ownWords
            caption.horizontalAlignment = 0
            row.append(caption)
        }
        return row
    }

    /// Where each row is in the window, in points (for the status file: tests tap them); a lesson's row is
    /// named `lesson:` and its file's name without `.json`.
    var rowFrames: [(name: String, frame: (x: Double, y: Double, width: Double, height: Double))] {
        // A row GTK has not laid out yet (just added) has no place to report: it is left out until it has.
        let scenes = zip(SceneCatalogue.entries, list.framesInSurface(of: rows)).compactMap { entry, frame in
            frame.flatMap { $0.width > 0 && $0.height > 0 ? (entry.name, $0) : nil }
        }
        let lessonFrames = lessonPart.map { part in
            zip(lessons, part.list.framesInSurface(of: part.rows)).compactMap { lesson, frame in
                frame.flatMap {
                    $0.width > 0 && $0.height > 0
                        ? ("lesson:" + String(PathName.fileName(of: lesson.path).dropLast(5)), $0) : nil
                }
            }
        }
        return scenes + (lessonFrames ?? [])
    }

    /// Marks the scene or lesson shown (`key`: a scene's name or a scene file's path).
    func select(_ key: String) {
        selectedKey = key
        list.selectRow(at: SceneCatalogue.names.firstIndex(of: key) ?? -1)
        lessonPart?.list.selectRow(at: lessons.firstIndex { $0.path == key } ?? -1)
    }
}
