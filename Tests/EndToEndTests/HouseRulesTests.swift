import Foundation
import TestSupport
import Testing

/// What a newcomer can count on when reading the app (docs/architecture.md): the window never reaches into a
/// particular scene, and its parts are made whole, so their order is the compiler's to check.
@Suite("House rules of the app's code")
struct HouseRulesTests {
    /// Every Swift file of a folder of Sources, with its path from the package root.
    private static func swiftFiles(under folder: String) throws -> [(path: String, text: String)] {
        try DocumentationTests.projectFiles()
            .filter { $0.hasPrefix("Sources/\(folder)/") && $0.hasSuffix(".swift") }
            .map { ($0, try String(contentsOfFile: PackageRoot.path + "/" + $0, encoding: .utf8)) }
    }

    @Test("no file of the app names a concrete scene type: scenes ask the window through Scene's hooks")
    func noConcreteSceneInTheApp() throws {
        let declaration = try NSRegularExpression(pattern: #"class ([A-Za-z0-9]+): Scene\b"#)
        var scenes: Set<String> = []
        for file in try Self.swiftFiles(under: "Playground") {
            let range = NSRange(file.text.startIndex..., in: file.text)
            for match in declaration.matches(in: file.text, range: range) {
                if let name = Range(match.range(at: 1), in: file.text) { scenes.insert(String(file.text[name])) }
            }
        }
        #expect(scenes.count >= 10, "the check finds the scenes it checks: \(scenes.sorted())")
        for file in try Self.swiftFiles(under: "touch-playground") {
            for scene in scenes {
                let named = try NSRegularExpression(pattern: "\\b\(scene)\\b")
                let found = named.firstMatch(in: file.text, range: NSRange(file.text.startIndex..., in: file.text))
                #expect(found == nil, "\(file.path) names \(scene)")
            }
        }
    }

    @Test("the window's parts are constants, none implicitly unwrapped; its one state of its own is private")
    func windowPartsAreConstants() throws {
        let files = try Self.swiftFiles(under: "touch-playground/Window")
        let window = try #require(files.first { $0.path.hasSuffix("/PlaygroundWindow.swift") })
        // Stored properties of the class body: four spaces in, no body of their own (a computed one has braces).
        let stored = window.text.split(separator: "\n").map(String.init).filter { line in
            line.hasPrefix("    ") && !line.hasPrefix("     ") && !line.contains("{")
                && line.range(
                    of: #"^    (private |fileprivate |private\(set\) )?(lazy )?var "#, options: .regularExpression)
                    != nil
        }
        #expect(
            stored == ["    private var frameRequested = false"],
            "PlaygroundWindow keeps state of its own: \(stored)")
        let parts = window.text.split(separator: "\n").filter { $0.hasPrefix("    let ") }
        #expect(parts.count >= 15, "the check finds the window's parts: \(parts.count)")
        for file in files {
            let unwrapped = file.text.range(of: #"(var|let) [a-zA-Z]+: [A-Za-z<>.]+!"#, options: .regularExpression)
            #expect(unwrapped == nil, "\(file.path) has an implicitly unwrapped stored property")
        }
    }
}
