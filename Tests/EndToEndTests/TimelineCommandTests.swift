import Foundation
import TestSupport
import Testing
import TouchRender

private let traces = PackageRoot.path + "/data/traces/"

@Suite("replay --timeline")
struct TimelineCommandTests {
    @Test("a PNG as wide as the window (900 points at least) and as tall as its lanes; the log is unchanged")
    func png() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let timeline = folder.appendingPathComponent("double-tap.png").path
        let with = try CommandRunner.run([
            "replay", traces + "double-tap.json", "--scene", "gestures", "--seed", "1", "--log", "-",
            "--timeline", timeline,
        ])
        #expect(with.status == 0)
        #expect(with.standardError.isEmpty)
        let without = try CommandRunner.run([
            "replay", traces + "double-tap.json", "--scene", "gestures", "--seed", "1", "--log", "-",
        ])
        #expect(with.standardOutput == without.standardOutput)

        let image = try RasterImage(pngFile: timeline)
        #expect(image.width == 900)
        // 17 recognizer lanes and one touch lane under two headings, below the axis.
        #expect(image.height == 22 + 20 + 17 * 28 + 20 + 28 + 6)

        let wide = folder.appendingPathComponent("wide.png").path
        #expect(
            try CommandRunner.run([
                "replay", traces + "double-tap.json", "--scene", "gestures", "--size", "1280x720", "--timeline", wide,
            ]).status == 0)
        #expect(try RasterImage(pngFile: wide).width == 1280)
    }

    @Test("an SVG for a name ending in .svg, with the lanes as vectors")
    func svg() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let timeline = folder.appendingPathComponent("pinch.SVG").path
        let result = try CommandRunner.run([
            "replay", traces + "pinch-rotate-pan.json", "--scene", "image-viewer", "--timeline", timeline,
        ])
        #expect(result.status == 0)
        let text = try String(contentsOfFile: timeline, encoding: .utf8)
        #expect(text.hasPrefix("<?xml"))
        #expect(text.contains(#"<svg xmlns="http://www.w3.org/2000/svg""#))
        #expect(text.contains(#"width="900pt""#))
        #expect(text.hasSuffix("</svg>\n"))
        // The bars are rectangles filled with the palette's colors: the running blue of pinch, rotation, pan.
        #expect(text.contains("fill:rgb(21%,52%,89%)"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["pinch.SVG"])
    }
}
