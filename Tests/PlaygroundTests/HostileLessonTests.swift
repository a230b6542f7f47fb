import Foundation
import Playground
import TestSupport
import Testing
import TouchKit

/// Lessons written to be expensive: at the limits, each still builds in bounded time and memory.
@Suite("Hostile lessons stay cheap")
struct HostileLessonTests {
    private func build(_ text: String, beside folder: String) throws -> FileScene {
        let document = try SceneDocument(bytes: Array(text.utf8), defaultName: "hostile")
        let context = SceneContext(
            size: Size(width: 800, height: 600), seed: 1, imageDirectory: PackageRoot.path + "/data/images")
        return FileScene(document: document, baseDirectory: folder, context: context)
    }

    @Test("1000 photo views beside 1000 photos read the folder once between them, not once each")
    func photoFolderReadOnce() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tp-photos-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Hard links to one small sticker: a thousand photos on disk for the price of one.
        let star = PackageRoot.path + "/data/stickers/star.png"
        for index in 0..<1000 where link(star, folder + "/s\(index).png") != 0 {
            try FileManager.default.copyItem(atPath: star, toPath: folder + "/s\(index).png")
        }
        let views = (0..<1000).map { #"{"name": "p\#($0)", "frame": [0, 0, 10, 10], "photo": "s\#($0).png"}"# }
        let text = #"{"format": "touch-scene/1", "views": [\#(views.joined(separator: ","))]}"#
        let start = ContinuousClock.now
        let scene = try build(text, beside: folder)
        _ = scene.view
        // About 0.3 s in a debug build; reading the folder for each view took a minute.
        #expect(ContinuousClock.now - start < .seconds(10))
        let photoViews = (0..<1000).compactMap { scene.views["p\($0)"] }
        #expect(photoViews.count == 1000)
        #expect(photoViews.allSatisfy { $0.image != nil && $0.problem == nil })
        #expect(photoViews.map { $0.image?.fileName } == (0..<1000).map { "s\($0).png" })
    }

    @Test("a lesson's title is shown on one line: breaks become spaces, escapes are left out, length bounded")
    func displayTitle() {
        #expect(DisplayTitle.make("Tap\nvs\n\n\tdouble tap") == "Tap vs double tap")
        #expect(
            DisplayTitle.make("\n\nHostile" + String(repeating: "\n", count: 4000) + "lesson\u{1b}[31m")
                == "Hostile lesson[31m")
        #expect(DisplayTitle.make("a\u{202E}b") == "ab")
        #expect(DisplayTitle.make("👩‍👩‍👧 family") == "👩‍👩‍👧 family")
        let long = DisplayTitle.make(String(repeating: "é", count: 500))
        #expect(long.count == DisplayTitle.longest + 1 && long.hasSuffix("…"))
        #expect(DisplayTitle.make("") == "")
    }
}
