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
        // The hit tests' lane, two touch lanes (fingers 1 and 2: the second tap came down while the first's
        // end was held back) and 17 recognizer lanes under three headings, below the axis.
        #expect(image.height == 22 + 20 + 28 + 20 + 2 * 28 + 17 * 28 + 20 + 6)

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

    @Test("--frames writes numbered slides every 1/fps second: the scene, the fingers and the timeline so far")
    func frames() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let frames = folder.appendingPathComponent("slides").path
        let result = try CommandRunner.run([
            "replay", traces + "tap-D.json", "--scene", "touch-views", "--seed", "3", "--frames", frames, "--fps", "50",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let names = try FileManager.default.contentsOfDirectory(atPath: frames).sorted()
        // tap-D: down at 0, up at 0.06 s; a frame every 0.02 s, the last one the end (no timer is left);
        // and the manifest saying they are the command's own.
        #expect(names == [".touch-playground-frames.json"] + (1...4).map { String(format: "frame-%05d.png", $0) })
        let first = try RasterImage(pngFile: frames + "/" + names[1])
        let last = try RasterImage(pngFile: frames + "/" + names[4])
        #expect(first.width == 900 && last.width == 900)
        #expect(first.height > 600 && first.height == last.height)
        // The finger down at D's (632, 372) is a magenta ring 28 points around it in the first slide only
        // (the scene is centered: 50 points in from the slide's left).
        func magenta(_ image: RasterImage) -> Int {
            var count = 0
            for y in 340...404 {
                for x in 650...714 {
                    let (r, g, b, _) = image.pixel(x: x, y: y)
                    if r > 180 && g < 80 && b > 110 { count += 1 }
                }
            }
            return count
        }
        #expect(magenta(first) > 40)
        #expect(magenta(last) == 0)

        // Fewer frames in the same folder: the ones left from before go.
        #expect(
            try CommandRunner.run([
                "replay", traces + "tap-D.json", "--scene", "touch-views", "--frames", frames, "--fps", "20",
            ]).status == 0)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: frames).filter { $0.hasPrefix("frame-") }.count == 3)
    }

    @Test("--frames removes only its own leftovers: others' frame files, folders and links are refused, never removed")
    func framesOwnOnly() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = FileManager.default
        let frames = folder.appendingPathComponent("slides").path
        try files.createDirectory(atPath: frames + "/frame-99998.png/holiday", withIntermediateDirectories: true)
        try Data("a photo".utf8).write(to: URL(fileURLWithPath: frames + "/frame-99998.png/holiday/photo.jpg"))
        try Data("mine".utf8).write(to: URL(fileURLWithPath: frames + "/frame-99999.png"))
        try Data("notes".utf8).write(to: URL(fileURLWithPath: frames + "/notes.txt"))
        let arguments = ["replay", traces + "tap-D.json", "--scene", "touch-views", "--frames", frames, "--fps", "20"]
        let refused = try CommandRunner.run(arguments)
        #expect(refused.status == 1)
        #expect(
            refused.standardError
                == "touch-playground: \(frames): holds frame-99998.png and 1 more, which replay --frames did not write; "
                + "choose another folder for --frames, or move those away\n", "\(refused.standardError)")
        #expect(files.fileExists(atPath: frames + "/frame-99998.png/holiday/photo.jpg"))
        #expect(files.fileExists(atPath: frames + "/frame-99999.png"))
        #expect(!files.fileExists(atPath: frames + "/frame-00001.png"), "nothing written")

        // Moved away, the folder takes the slides beside the notes; a longer run, then a shorter, removes
        // the longer's leftovers only.
        try files.removeItem(atPath: frames + "/frame-99998.png")
        try files.removeItem(atPath: frames + "/frame-99999.png")
        #expect(try CommandRunner.run(arguments.dropLast() + ["50"]).status == 0)
        #expect(try CommandRunner.run(arguments).status == 0)
        let names = try files.contentsOfDirectory(atPath: frames).sorted()
        #expect(
            names == [".touch-playground-frames.json"] + (1...3).map { String(format: "frame-%05d.png", $0) } + [
                "notes.txt"
            ])

        // A frame of the command's own that someone replaced with a link is theirs now: refused, kept.
        try files.removeItem(atPath: frames + "/frame-00002.png")
        try files.createSymbolicLink(atPath: frames + "/frame-00002.png", withDestinationPath: "notes.txt")
        let linked = try CommandRunner.run(arguments)
        #expect(linked.status == 1 && linked.standardError.contains("holds frame-00002.png, which replay --frames"))
        #expect(try files.destinationOfSymbolicLink(atPath: frames + "/frame-00002.png") == "notes.txt")
        #expect(try String(contentsOfFile: frames + "/notes.txt", encoding: .utf8) == "notes")
    }

    @Test("--frames --exploded draws the stack on its backdrop, the tap's ray marking B hit; --turn turns it")
    func explodedFrames() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func slides(_ name: String, _ options: [String], trace: String = "tap-B-over-A.json") throws -> RasterImage {
            let frames = folder.appendingPathComponent(name).path
            let result = try CommandRunner.run(
                ["replay", traces + trace, "--scene", "touch-views", "--seed", "3", "--frames", frames] + options)
            #expect(result.status == 0, "\(result.standardError)")
            let names = try FileManager.default.contentsOfDirectory(atPath: frames).sorted()
            return try RasterImage(pngFile: frames + "/" + names.last!)
        }
        /// Pixels of the "hit" green drawn on top of everything: the legend's swatch, and the chip of each
        /// "hit" word beside a ray.
        func hitGreen(_ image: RasterImage) -> Int {
            var count = 0
            for y in 0..<600 {
                for x in 0..<image.width {
                    let (r, g, b, _) = image.pixel(x: x, y: y)
                    if abs(Int(r) - 51) < 4 && abs(Int(g) - 209) < 4 && abs(Int(b) - 122) < 4 { count += 1 }
                }
            }
            return count
        }
        let flat = try slides("flat", [])
        let exploded = try slides("exploded", ["--exploded"])
        let turned = try slides("turned", ["--exploded", "--turn=-30,10"])
        // The exploded view's backdrop in the corner, where the flat slide has the slide's own.
        let corner = exploded.pixel(x: 4, y: 4), flatCorner = flat.pixel(x: 4, y: 4)
        #expect(abs(Int(corner.0) - 36) < 3 && abs(Int(corner.1) - 38) < 3 && abs(Int(corner.2) - 46) < 3)
        #expect(abs(Int(flatCorner.0) - 41) < 3)
        #expect(exploded.width == flat.width && exploded.height == flat.height, "the same slide, the scene exploded")
        // The ray's words: "B: hit" with its green chip (9 × 9 points), which no trace without a touch has.
        let untouched = try slides("untouched", ["--exploded"], trace: "empty.json")
        #expect(hitGreen(exploded) > hitGreen(untouched) + 60, "\(hitGreen(exploded)) against \(hitGreen(untouched))")
        var differing = 0
        for y in stride(from: 0, to: 600, by: 4) {
            for x in stride(from: 0, to: exploded.width, by: 4)
            where exploded.pixel(x: x, y: y) != turned.pixel(x: x, y: y) {
                differing += 1
            }
        }
        #expect(differing > 2000, "turned by --turn: \(differing) samples differ")
    }

    @Test(
        "--exploded and --turn refuse what they cannot draw",
        arguments: [
            (["--exploded"], "--exploded draws --frames: add --frames FOLDER"),
            (["@frames", "--turn", "10,10"], "--turn turns the exploded view: add --exploded"),
            (
                ["@frames", "--exploded", "--turn", "90,0"],
                "--turn 90,0: expected two angles in degrees from -68 to 68"
            ),
            (["@frames", "--exploded", "--turn", "ten"], "--turn ten: expected two angles in degrees"),
            (["@frames", "--exploded", "--turn", "nan,1"], "--turn nan,1: expected two angles in degrees"),
        ])
    func badExploded(options: [String], message: String) throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let frames = folder.appendingPathComponent("frames").path
        let arguments = options.flatMap { $0 == "@frames" ? ["--frames", frames] : [$0] }
        let result = try CommandRunner.run(["replay", traces + "tap-D.json", "--scene", "touch-views"] + arguments)
        #expect(result.status == 64)
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: frames + "/frame-00001.png"))
    }

    @Test(
        "--frames refuses a nonsense rate, too many frames, or a folder it cannot make",
        arguments: [
            (["--fps", "0"], 64, "--fps 0.0: expected slides per second from 1 to 240"),
            (["--fps", "240", "@long"], 1, "frames at --fps 240 is more than 20000; choose a lower --fps"),
            (["@file-as-folder"], 1, "cannot make the frames folder: Not a directory"),
        ])
    func badFrames(options: [String], status: Int32, message: String) throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var trace = traces + "tap-D.json"
        var frames = folder.appendingPathComponent("frames").path
        var rest: [String] = []
        for option in options {
            switch option {
            case "@long":
                trace = folder.appendingPathComponent("long.json").path
                try
                    #"{"format":"touch-trace/1","events":[{"t":0,"kind":"touch","id":1,"phase":"began","x":1,"y":1},{"t":1000,"kind":"touch","id":1,"phase":"ended","x":1,"y":1}]}"#
                    .write(toFile: trace, atomically: true, encoding: .utf8)
            case "@file-as-folder":
                let file = folder.appendingPathComponent("a-file").path
                try "x".write(toFile: file, atomically: true, encoding: .utf8)
                frames = file + "/frames"
            default: rest.append(option)
            }
        }
        let result = try CommandRunner.run(
            ["replay", trace, "--scene", "touch-views", "--frames", frames] + rest)
        #expect(result.status == status)
        #expect(result.standardError.split(separator: "\n").count == 1)
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: frames + "/frame-00001.png"))
    }
}
