import ArgumentParser
import Playground

/// `touch-playground scenes`: the scene names, each with one line saying what it teaches.
struct ScenesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scenes", abstract: "List the scenes, one line each.")

    func run() {
        let width = SceneCatalogue.names.map(\.count).max() ?? 0
        for entry in SceneCatalogue.entries {
            print(entry.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + entry.summary)
        }
    }
}
