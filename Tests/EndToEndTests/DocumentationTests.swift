import Foundation
import PlaygroundSettings
import TestSupport
import Testing
import TouchKit

/// The design pages in `docs/` show what the program really does: their examples are run here.
@Suite("The documentation's examples")
struct DocumentationTests {
    private func page(_ name: String) throws -> String {
        try String(contentsOfFile: PackageRoot.path + "/docs/" + name, encoding: .utf8)
    }

    /// The fenced blocks of a page, with the word after the opening fence.
    private func blocks(of text: String) -> [(language: String, body: String)] {
        var result: [(String, String)] = []
        var current: (String, [Substring])?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if let open = current {
                    result.append((open.0, open.1.joined(separator: "\n")))
                    current = nil
                } else {
                    current = (String(line.dropFirst(3)), [])
                }
            } else if current != nil {
                current!.1.append(line)
            }
        }
        return result
    }

    @Test("the trace example in docs/trace-format.md replays, with its ten events")
    func traceExample() throws {
        let example = try #require(blocks(of: try page("trace-format.md")).first { $0.language == "json" })
        let folder = try CommandRunner.temporaryFolder()
        let trace = folder.appendingPathComponent("example.json")
        try example.body.write(to: trace, atomically: true, encoding: .utf8)
        let state = folder.appendingPathComponent("state.json").path
        let result = try CommandRunner.run([
            "replay", trace.path, "--scene", "image-viewer", "--state", state, "--log", "-",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains(#""event":"hit-test""#))
        #expect(example.body.components(separatedBy: #""kind""#).count - 1 == 10)
    }

    @Test("the event log example in docs/trace-format.md is the start of the tap-D sample's log")
    func logExample() throws {
        let example = try #require(
            blocks(of: try page("trace-format.md")).first { $0.body.hasPrefix(#"{"t":0,"event":"hit-test""#) })
        let result = try CommandRunner.run([
            "replay", PackageRoot.path + "/data/traces/tap-D.json", "--scene",
            "touch-views", "--log", "-", "--seed", "7",
        ])
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix(example.body + "\n"))
    }

    @Test("docs/command-line.md names every command and every replay option the program has")
    func commandLine() throws {
        let text = try page("command-line.md")
        let help = try CommandRunner.run(["help", "replay"]).standardOutput
        let options = help.split(separator: " ").filter { $0.hasPrefix("--") }.map {
            String($0.prefix { $0 != "\n" && $0 != "]" && $0 != "," })
        }
        #expect(Set(options).count >= 12, "\(Set(options))")
        for option in Set(options) where option != "--version" && option != "--help" {
            #expect(text.contains(option), "\(option) is not in docs/command-line.md")
        }
        for command in ["open", "scenes", "replay", "compare", "convert", "health"] {
            #expect(text.contains("`\(command)`"))
        }
    }
}

extension DocumentationTests {
    @Test("docs/thresholds.md gives each profile's double-tap, long-press and swipe values as the code has them")
    func thresholdTable() throws {
        let rows = try page("thresholds.md").split(separator: "\n").filter { $0.hasPrefix("| ") }
        /// The leading number of each profile's cell in the row named `name` ("as UIKit" gives UIKit's).
        func values(_ name: String) throws -> [Double] {
            let row = try #require(rows.first { $0.hasPrefix("| \(name) |") }, "no row \(name)")
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }.dropFirst()
            var result: [Double] = []
            for cell in cells {
                let number =
                    cell.hasPrefix("as UIKit") ? result.first : Double(cell.prefix { "0123456789.".contains($0) })
                result.append(try #require(number, "\(name): \(cell)"))
            }
            return result
        }
        let profiles = [GestureProfile.uikit, .android, .flutter, .hammerjs, .gtk].map(\.settings)
        #expect(try values("double tap: time between taps") == profiles.map(\.doubleTapTime))
        #expect(try values("double tap: distance between taps") == profiles.map(\.doubleTapDistance))
        #expect(try values("long press time") == profiles.map(\.longPressTime))
        #expect(try values("tap slop") == profiles.map(\.tapSlop))
        #expect(try values("swipe: slowest speed") == profiles.map(\.swipeMinimumSpeed))
        #expect(try values("pan starts after") == profiles.map(\.panStartDistance))
    }

    /// The keys a page's table names in its first column (`` `a` ``, or `` `a`, `b` `` for several).
    private func tableKeys(of text: String) -> Set<String> {
        var keys: Set<String> = []
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            let cell = line.dropFirst(2).prefix { $0 != "|" }
            for part in cell.split(separator: "`").enumerated() where part.offset % 2 == 0 {
                keys.insert(String(part.element))
            }
        }
        return keys
    }

    @Test("docs/settings-file.md's example reads as written, and its table names every key the app writes")
    func settingsFile() throws {
        let text = try page("settings-file.md")
        let example = try #require(blocks(of: text).first { $0.language == "json" })
        let (settings, problem) = UserSettings.read(Array(example.body.utf8))
        #expect(problem == nil)
        #expect(settings.lastScene == "gestures" && settings.windowSize?.width == 1100)
        var written = settings
        written.secondFingerKey = "super"
        written.profile = "android"
        guard case .object(let members) = written.jsonValue else { throw TestFailure("not an object") }
        let documented = tableKeys(of: text)
        for (key, value) in members {
            if case .object(let inner) = value {
                for (innerKey, _) in inner { #expect(documented.contains("\(key).\(innerKey)"), "\(key).\(innerKey)") }
            } else {
                #expect(documented.contains(key), "\(key) is not in docs/settings-file.md")
            }
        }
    }

    @Test("docs/status-file.md names every key of a real window's status file, and no other")
    func statusFile() throws {
        let app = try RunningApp(["--scene", "touch-views"])
        let data = try Data(contentsOf: URL(fileURLWithPath: app.statusPath))
        let status = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(status.keys) == tableKeys(of: try page("status-file.md")))
    }
}

extension DocumentationTests {
    /// The README and every page of `docs/`, with their names.
    private func allPages() throws -> [(name: String, text: String)] { try DocumentationPages.all() }

    /// Options of other tools the pages show in their commands, by the tool.
    private static let otherTools: [String: String] = [
        "--baseline": "Benchmarks/Bounds/bounds.py", "--before": "Benchmarks/Window/compare-window-cpu.py",
        "--rounds": "Benchmarks/Window/compare-window-cpu.py", "--filter": "swift test",
        "--write-readme": "Benchmarks/Window/compare-window-cpu.py",
        "--package-path": "swift package", "--target": "swift package benchmark", "--prefix": "meson setup",
        "--static-swift-stdlib": "swift build", "--tool": "valgrind", "--chrome": "Benchmarks/Window/peer.c",
        "--panel": "Benchmarks/Window/peer.c", "--bare": "Benchmarks/Window/peer.c",
        "--mode": "Benchmarks/Window/profile-window.py", "--peer": "Benchmarks/Window/profile-window.py",
        "--toggle-collect": "valgrind", "--product": "swift build",
        "--headless": "mutter", "--wayland": "mutter", "--virtual-monitor": "mutter",
        "--cases": "Benchmarks/Bounds/bounds.py", "--binary": "Benchmarks/Bounds/bounds.py", "--all": "libinput record",
    ]

    @Test("every --option the README and docs/ name is one the program has (or another tool's, named)")
    func optionsExist() throws {
        var known = Set<String>()
        for command in ["open", "replay", "scenes", "compare", "convert", "health"] {
            let help = try CommandRunner.run(["help", command]).standardOutput
            known.formUnion(
                help.split(whereSeparator: { !"-abcdefghijklmnopqrstuvwxyz".contains($0) }).map(String.init))
        }
        for (name, text) in try allPages() {
            let words = text.split(whereSeparator: { !"-abcdefghijklmnopqrstuvwxyz".contains($0) }).map(String.init)
            // Anchors (`#the-state-replay---state`) are no options.
            for word in Set(words) where word.hasPrefix("--") && word.count > 2 && !word.contains("---") {
                #expect(known.contains(word) || Self.otherTools[word] != nil, "\(name): \(word) is no option")
            }
        }
    }

    @Test("every file of the project the README and docs/ name is there")
    func filesExist() throws {
        let roots = ["scripts/", "data/", "docs/", "Benchmarks/", "Tests/", "Sources/", "meson-helpers/", "po/"]
        for (name, text) in try allPages() {
            let words = text.split(whereSeparator: { " `()[]\n,;:'\"".contains($0) }).map(String.init)
            for word in words where roots.contains(where: { word.hasPrefix($0) }) {
                var path = word.split(separator: "#").first.map(String.init) ?? word  // a link's anchor aside
                while let last = path.last, ".)".contains(last) { path.removeLast() }
                // Patterns, and the new scene docs/extending.md walks through, are no files.
                guard !path.contains("*"), !path.lowercased().contains("swings"), !path.contains("NAME") else {
                    continue
                }
                #expect(FileManager.default.fileExists(atPath: PackageRoot.path + "/" + path), "\(name): \(path)")
            }
        }
    }
}

extension DocumentationTests {
    @Test("every file docs/extending.md's recipes name is there, so a recipe touches files that exist")
    func recipesNameRealFiles() throws {
        let text = try String(contentsOfFile: PackageRoot.path + "/docs/extending.md", encoding: .utf8)
        let quoted = text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        let files = quoted.filter { word in
            [".swift", ".md", ".sh", ".py", ".po"].contains { word.hasSuffix($0) } && !word.contains(" ")
                && !word.lowercased().contains("swing")
        }
        #expect(files.count >= 20, "the recipes name their files: \(files)")
        let everything = try Self.projectFiles()
        for file in files {
            let matches = everything.filter { $0 == file || $0.hasSuffix("/" + file) }
            #expect(matches.count == 1, "docs/extending.md names \(file): found \(matches)")
        }
    }

    /// Every file under Sources/, Tests/, docs/, scripts/ and po/, relative to the package root.
    static func projectFiles() throws -> [String] {
        var found: [String] = []
        for folder in ["Sources", "Tests", "docs", "scripts", "po", "meson-helpers"] {
            let enumerator = FileManager.default.enumerator(atPath: PackageRoot.path + "/" + folder)
            while let path = enumerator?.nextObject() as? String { found.append(folder + "/" + path) }
        }
        return found
    }
}

/// The pages people read: the README and every page of `docs/`.
enum DocumentationPages {
    /// Each page's name and text.
    static func all() throws -> [(name: String, text: String)] {
        let folder = PackageRoot.path + "/docs"
        let pages = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".md") }.sorted()
        return try [("README.md", String(contentsOfFile: PackageRoot.path + "/README.md", encoding: .utf8))]
            + pages.map { ("docs/" + $0, try String(contentsOfFile: folder + "/" + $0, encoding: .utf8)) }
    }
}
