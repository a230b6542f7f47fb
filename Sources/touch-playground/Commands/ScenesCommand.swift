import ArgumentParser
import FoundationEssentials
import Playground

/// `touch-playground scenes`: the scene names, each with one line saying what it teaches, then the sample
/// lessons installed as scene files, for `--scene-file`.
struct ScenesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scenes", abstract: "List the scenes, one line each, and the sample lessons (scene files).")

    func run() {
        let width = SceneCatalogue.names.map(\.count).max() ?? 0
        for entry in SceneCatalogue.entries {
            print(entry.name + String(repeating: " ", count: width + 2 - entry.name.count) + entry.summary)
        }
        let lessons = LessonFolder.lessons()
        guard !lessons.isEmpty else { return }
        print("\nSample lessons (touch-playground --scene-file FILE, replay TRACE --scene-file FILE):")
        for lesson in lessons {
            print("  " + lesson.path + "\n      " + lesson.title)
        }
    }
}
