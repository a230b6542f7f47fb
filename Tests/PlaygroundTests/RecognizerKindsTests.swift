import Foundation
import TestSupport
import Testing
import TouchKit

@testable import Playground

/// The one table of recognizer kinds: every kind in it is read, named, answered for by its UIKit class and
/// documented; a kind not in it is an error.
@Suite("Recognizer kinds in scene files: one table")
struct RecognizerKindsTests {
    private func document(kind: String) -> String {
        #"{"format": "touch-scene/1", "views": [{"name": "v", "frame": [0, 0, 100, 100], "recognizers": [{"name": "r", "kind": "\#(kind)"}]}]}"#
    }

    @Test("each kind of the table reads as itself, and its UIKit class is answered with its name")
    func everyKindReads() throws {
        #expect(RecognizerKinds.all.count == 7)
        #expect(Set(RecognizerKinds.all.map(\.name)).count == RecognizerKinds.all.count)
        for entry in RecognizerKinds.all {
            let scene = try SceneDocument(bytes: Array(document(kind: entry.name).utf8), defaultName: "lesson")
            #expect(scene.allViews.first { $0.name == "v" }?.recognizers.first?.kind.name == entry.name)
            do {
                _ = try SceneDocument(bytes: Array(document(kind: entry.uikitClass).utf8), defaultName: "lesson")
                Issue.record("\(entry.uikitClass) read as a kind")
            } catch {
                #expect(error.description.contains("is the kind \"\(entry.name)\" here"), "\(error.description)")
            }
        }
    }

    @Test("a kind the table does not have is an error listing those it has, never another kind")
    func unknownKind() {
        do {
            _ = try SceneDocument(bytes: Array(document(kind: "swing").utf8), defaultName: "lesson")
            Issue.record("an unknown kind read")
        } catch {
            let expected = RecognizerKinds.all.map(\.name).sorted().joined(separator: ", ")
            #expect(error.description.contains("unknown kind \"swing\"; expected one of: \(expected)"))
        }
    }

    @Test("docs/scene-format.md lists exactly the table's kinds, each with its keys")
    func documented() throws {
        let text = try String(contentsOfFile: PackageRoot.path + "/docs/scene-format.md", encoding: .utf8)
        let row = try #require(text.split(separator: "\n").first { $0.hasPrefix("| `kind` | required: ") })
        let listed = row.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        #expect(listed.dropFirst() == RecognizerKinds.all.map(\.name)[...], "\(row)")
        for entry in RecognizerKinds.all {
            let parameters = text.split(separator: "\n").first {
                $0.hasPrefix("| `\(entry.name)`") && !$0.hasPrefix("| `kind`")
                    || $0.hasPrefix("| `pinch`, `rotation`") && entry.keys.isEmpty
            }
            #expect(parameters != nil, "no row of parameters for \(entry.name)")
            for key in entry.keys { #expect(parameters?.contains("`\(key)`") == true, "\(entry.name): \(key)") }
        }
    }
}
