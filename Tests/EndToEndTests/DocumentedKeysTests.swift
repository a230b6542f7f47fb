import Foundation
import GtkBridge
import Playground
import TestSupport
import Testing

@testable import touch_playground

/// The keys and mouse chords the README and `docs/` tell people to press are the app's own: each is in the
/// shortcuts window's table (which is checked against the window's actions), and every action's keys are
/// in the README.
@Suite("Documented keys")
@MainActor
struct DocumentedKeysTests {
    /// A chord as a set of its parts, upper-cased, the mouse's words (drag, click, wheel) left out: `Alt+Ctrl+click`
    /// and `Ctrl+Alt` read alike.
    static func parts(_ chord: String) -> Set<String> {
        let synonyms = ["ENTER": "RETURN", "ESC": "ESCAPE", "DEL": "DELETE", "-": "MINUS"]
        // GTK labels Ctrl+plus `Ctrl++`: its last `+` is the key.
        let chord = chord.hasSuffix("++") ? String(chord.dropLast()) + "PLUS" : chord
        return Set(
            chord.split(separator: "+").map { synonyms[$0.uppercased()] ?? $0.uppercased() }
                .filter { !["DRAG", "CLICK", "WHEEL", "SCROLL", "DOUBLE"].contains($0) })
    }

    /// Every chord of the shortcuts table, as people read it.
    static func knownChords() -> Set<Set<String>> {
        var known = Set<Set<String>>()
        let rows = WindowShortcuts.groups.flatMap(\.shortcuts).map(\.keys) + ["<Control>q"]
        for keys in rows {
            for accelerator in keys.split(separator: " ").map(String.init) {
                let label = AcceleratorLabel.text(for: accelerator)
                // Modifiers alone (the mouse's chords) come back as GTK wrote them: `<Alt><Shift>`.
                let readable =
                    label.hasPrefix("<")
                    ? label.replacingOccurrences(of: "<Control>", with: "Ctrl+").replacingOccurrences(of: "<", with: "")
                        .replacingOccurrences(of: ">", with: "+")
                    : label
                known.insert(parts(readable))
            }
        }
        return known
    }

    /// The chords a page names: `Ctrl+Shift+R`, `Shift+F9`, `Alt+Ctrl+click`, `F7`, `Ctrl+Page Down`.
    static func chords(in text: String) -> [String] {
        let pattern =
            #"\b(?:(?:Ctrl|Shift|Alt|Super)\+)+(?:F\d{1,2}\b|Page (?:Up|Down)\b|[A-Z][a-z]+|[A-Z0-9?](?![A-Za-z])|[a-z]+)|(?<![A-Za-z0-9-])F\d{1,2}\b"#
        let regex = try! NSRegularExpression(pattern: pattern)
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).compactMap { Range($0.range, in: text).map { String(text[$0]) } }
    }

    @Test("every key and mouse chord the README and docs/ name is in the app's shortcuts table")
    func documentedKeysExist() throws {
        let known = Self.knownChords()
        var checked = 0
        for (name, text) in try DocumentationPages.all() {
            for chord in Set(Self.chords(in: text)) {
                checked += 1
                #expect(known.contains(Self.parts(chord)), "\(name): \(chord) is no key of the app")
            }
        }
        #expect(checked > 20, "the pages name keys: \(checked) found")
        // The check can fail: a key the app does not have is not in the table.
        #expect(!known.contains(Self.parts("Ctrl+G")) && Self.chords(in: "press **Ctrl+G**") == ["Ctrl+G"])
    }

    @Test("every window action's keys are in the README, as people read them")
    func actionKeysInReadme() throws {
        let readme = try String(contentsOfFile: PackageRoot.path + "/README.md", encoding: .utf8)
        let named = Set(Self.chords(in: readme).map(Self.parts))
        for action in WindowAction.allCases {
            guard let keys = action.keys else { continue }
            let label = AcceleratorLabel.text(for: keys)
            #expect(named.contains(Self.parts(label)), "the README does not name \(label) (\(action))")
        }
    }

    @Test(
        "the help has a section for every scene, with its touchscreen, touchpad, mouse and keyboard ways, whose keys exist"
    )
    func sceneHelp() {
        let sections = HelpWindow.sceneSections
        #expect(sections.count == SceneCatalogue.entries.count)
        let known = Self.knownChords()
        for (entry, section) in zip(SceneCatalogue.entries, sections) {
            #expect(section.heading.contains(entry.name))
            let ways = section.paragraphs.dropFirst()
            #expect(
                ways.map { $0.split(separator: ":").first.map(String.init) ?? "" }
                    == ["Touchscreen", "Touchpad", "Mouse", "Keyboard"], "\(entry.name): \(ways)")
            for chord in ways.flatMap(Self.chords(in:)) {
                #expect(known.contains(Self.parts(chord)), "\(entry.name): \(chord) is no key of the app")
            }
        }
    }
}
