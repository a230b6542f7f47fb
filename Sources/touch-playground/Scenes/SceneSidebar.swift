import GtkBridge
import Playground
import TouchKit

/// The list of scenes down the left side: each scene's name and what it shows, then the sample lessons
/// (scene files installed with the app); the one shown is marked.
@MainActor
final class SceneSidebar {
    /// The sidebar, scrolling when the window is short.
    let view: ScrolledWindow
    private let list: ListBox
    private let lessonList: ListBox
    private var rows: [Widget] = []
    private var lessonRows: [Widget] = []
    /// The lessons listed, in their rows' order: the samples, then the user's own as they were opened.
    private var lessons: [LessonFolder.Lesson] { listed.lessons }
    private let listed = ListedLessons()
    private let lessonSection = Box(.vertical, spacing: 0)

    /// The lessons listed, shared with the list's handler.
    private final class ListedLessons {
        var lessons: [LessonFolder.Lesson] = []
    }

    /// Lists the catalogue and `lessons`; `onChoose` gets the name of a scene the user picks,
    /// `onChooseLesson` the path of a lesson.
    init(
        lessons: [LessonFolder.Lesson], onChoose: @escaping @MainActor (String) -> Void,
        onChooseLesson: @escaping @MainActor (String) -> Void
    ) {
        list = ListBox { index in onChoose(SceneCatalogue.entries[index].name) }
        lessonList = ListBox { [listed] index in
            if listed.lessons.indices.contains(index) { onChooseLesson(listed.lessons[index].path) }
        }
        for entry in SceneCatalogue.entries {
            let row = Self.row(title: tr(entry.title), summary: tr(entry.summary), ownWords: true)
            list.appendRow(row, name: tr(entry.title), description: tr(entry.summary))
            rows.append(row)
        }
        let column = Box(.vertical, spacing: 0)
        column.append(list)
        let heading = Label(tr("Lessons"))
        heading.addStyleClass("heading")
        heading.horizontalAlignment = 0
        heading.margin = 14
        lessonSection.append(heading)
        let hint = Label(tr("Scene files: open a copy of one in an editor, and the scene follows as you save."))
        hint.addStyleClass("dim-label")
        hint.addStyleClass("caption")
        hint.wraps = true
        hint.horizontalAlignment = 0
        hint.margin = 14
        lessonSection.append(hint)
        let edit = Button(label: tr("Edit a copy of the lesson shown"), action: WindowAction.editCopy.detailedName)
        edit.wrapsLabel = true
        edit.margin = 8
        lessonSection.append(edit)
        lessonSection.append(lessonList)
        column.append(lessonSection)
        view = ScrolledWindow(column)
        for lesson in lessons { add(lesson) }
        lessonSection.isVisible = !self.lessons.isEmpty
        view.setAccessibleLabel(tr("Scenes"))
        list.setAccessibleLabel(tr("Scenes"))
        lessonList.setAccessibleLabel(tr("Lessons"))
        view.setSizeRequest(width: 230, height: -1)
    }

    /// Lists `lesson` after the others, unless its file is listed already; returns whether it was added.
    @discardableResult
    func add(_ lesson: LessonFolder.Lesson) -> Bool {
        guard !lessons.contains(where: { $0.path == lesson.path }) else { return false }
        // A lesson of the user's own says which file it is (a copy of a sample has the sample's title).
        let own = !lesson.path.hasPrefix(LessonFolder.path + "/")
        let file = String(PathName.fileName(of: lesson.path))
        let row = Self.row(title: DisplayTitle.make(lesson.title), summary: own ? file : nil, ownWords: false)
        lessonList.appendRow(
            row, name: DisplayTitle.make(lesson.title),
            description: own ? tr("Your lesson, {file}", ["file": file]) : tr("Lesson"))
        lessonRows.append(row)
        listed.lessons.append(lesson)
        lessonSection.isVisible = true
        return true
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
        let scenes = zip(SceneCatalogue.entries, list.framesInSurface(of: rows)).compactMap { entry, frame in
            frame.map { (entry.name, $0) }
        }
        let lessonFrames = zip(lessons, lessonList.framesInSurface(of: lessonRows)).compactMap { lesson, frame in
            frame.map { ("lesson:" + String(PathName.fileName(of: lesson.path).dropLast(5)), $0) }
        }
        return scenes + lessonFrames
    }

    /// Marks the scene or lesson shown (`key`: a scene's name or a scene file's path).
    func select(_ key: String) {
        list.selectRow(at: SceneCatalogue.names.firstIndex(of: key) ?? -1)
        lessonList.selectRow(at: lessons.firstIndex { $0.path == key } ?? -1)
    }
}
