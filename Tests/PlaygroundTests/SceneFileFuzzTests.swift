import Foundation
import Playground
import TestSupport
import Testing
import TouchKit
import TraceFuzzing

/// The scene-file reader and the scenes it builds, against random and mutated files: never a crash, always a
/// one-line error that says where, and no gesture breaks a scene that reads. (libFuzzer explores further in
/// `scripts/fuzz.sh`, from the same sample files in the corpus.)
@Suite("Hostile scene files")
struct SceneFileFuzzTests {
    static let images = PackageRoot.path + "/data/images"
    static let stickers = PackageRoot.path + "/data/stickers"

    static let samples: [(name: String, bytes: [UInt8])] = {
        let folder = PackageRoot.path + "/data/scenes"
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
            $0.hasSuffix(".json")
        }
        return names.sorted().map {
            ($0, Array(((try? String(contentsOfFile: folder + "/" + $0, encoding: .utf8)) ?? "").utf8))
        }
    }()

    /// Pieces a mutation may splice in: the format's words and the values that break things.
    static let tokens = [
        #""views""#, #""frame""#, #""name""#, #""recognizers""#, #""requireToFail""#, #""kind""#, #""tap""#,
        #""simultaneous""#, #""transform""#, #""scale""#, #""rotation""#, #""photo""#, #""fitPhoto""#, "1e308",
        "-1e308", "1e999", "-0", "0", "null", "true", "[]", "{}", #""-50%""#, #""1e9%""#, #""90deg""#, #""random""#,
        "[[", "]]", "{", "}", ",", ":", #""\u0000""#, #""\ud800""#, "9007199254740993", #""*""#, #""../../etc/passwd""#,
    ].map { Array($0.utf8) }

    /// Mutates `bytes` a few times: flips, deletions, duplicated runs, spliced tokens, truncation.
    static func mutate(_ bytes: [UInt8], using random: inout SeededRandomNumberGenerator) -> [UInt8] {
        var out = bytes
        for _ in 0..<Int.random(in: 1...6, using: &random) where !out.isEmpty {
            let at = Int.random(in: 0..<out.count, using: &random)
            switch Int.random(in: 0..<6, using: &random) {
            case 0: out[at] = UInt8.random(in: 0...255, using: &random)
            case 1: out.removeSubrange(at..<min(out.count, at + Int.random(in: 1...40, using: &random)))
            case 2:
                let end = min(out.count, at + Int.random(in: 1...200, using: &random))
                out.insert(contentsOf: out[at..<end], at: at)
            case 3: out.insert(contentsOf: tokens.randomElement(using: &random)!, at: at)
            case 4: out = Array(out.prefix(at))
            default:
                // Replace a number with a hostile one.
                if let digit = out[at...].firstIndex(where: { (48...57).contains($0) }) {
                    out.replaceSubrange(digit...digit, with: tokens[Int.random(in: 13...18, using: &random)])
                }
            }
        }
        return out
    }

    @Test("mutations of every sample file: no crash, every error one line with a place, every scene survives gestures")
    func mutatedSamples() {
        #expect(Self.samples.count >= 10)
        var random = SeededRandomNumberGenerator(seed: 2026)
        var read = 0, failed = 0
        for sample in Self.samples {
            for _ in 0..<250 {
                let bytes = Self.mutate(sample.bytes, using: &random)
                let outcome = HostileSceneCheck.run(bytes, images: Self.images, stickers: Self.stickers)
                #expect(outcome.problem == nil, "\(sample.name) mutated: \(outcome.problem ?? "")")
                if let error = outcome.readError {
                    failed += 1
                    #expect(error.hasPrefix("$") || error.hasPrefix("larger"), "\(error) says where")
                } else {
                    read += 1
                }
            }
        }
        // Both paths were exercised: mutations that still read, and ones that do not.
        #expect(read > 100 && failed > 1000)
    }

    @Test("random bytes and random JSON: no crash, a one-line error")
    func randomDocuments() {
        var random = SeededRandomNumberGenerator(seed: 7)
        for length in 0..<400 {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
            #expect(HostileSceneCheck.run(bytes, images: Self.images, stickers: Self.stickers).problem == nil)
            var text: [UInt8] = Array(#"{"format": "touch-scene/1", "views": "#.utf8)
            for _ in 0..<length / 4 { text += Self.tokens.randomElement(using: &random)! }
            #expect(HostileSceneCheck.run(text, images: Self.images, stickers: Self.stickers).problem == nil)
        }
    }

    @Test(
        "the scene files of the fuzz corpus: the samples read and survive the gestures, the hostile ones fail in one line"
    )
    func corpusScenes() throws {
        let corpus = PackageRoot.path + "/Tests/Fuzz/corpus"
        var samples = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: corpus).sorted() {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: corpus + "/" + name)))
            guard String(decoding: bytes, as: UTF8.self).contains("touch-scene") else { continue }
            let outcome = HostileSceneCheck.run(bytes, images: Self.images, stickers: Self.stickers)
            #expect(outcome.problem == nil, "\(name): \(outcome.problem ?? "")")
            if name.hasPrefix("scene-") {
                samples += 1
                #expect(outcome.readError == nil, "\(name): \(outcome.readError ?? "")")
            }
        }
        #expect(samples >= 10)
    }

    @Test("a transform at the limits, a photo path that leaves the folder, 2000 views: the scene stays finite")
    func extremes() {
        let many = (0..<1999).map {
            #"{"name": "v\#($0)", "frame": ["\#($0 % 100)%", 0, 100000, "10000%"], "onTouch": "recolor"}"#
        }
        let text = #"""
            {"format": "touch-scene/1", "size": [16384, 16384], "views": [
              {"name": "big", "frame": [-100000, -100000, 100000, 100000], "transform": {"scale": [100, -0.01], "rotation": "36000deg", "translation": [100000, -100000]},
               "photo": "../../../../etc/passwd", "fitPhoto": true, "userInteractionEnabled": true,
               "recognizers": [{"name": "p", "kind": "pan", "does": "move"}, {"name": "z", "kind": "pinch", "does": "scale"},
                               {"name": "r", "kind": "rotation", "does": "rotate"}, {"name": "n", "kind": "tap", "does": "next-photo"}]}
            ], "simultaneous": [["p", "z", "r"]]}
            """#
        let outcome = HostileSceneCheck.run(Array(text.utf8), images: Self.images, stickers: Self.stickers)
        #expect(outcome.readError == nil && outcome.problem == nil)
        let crowded = #"{"format": "touch-scene/1", "views": [\#(many.joined(separator: ","))]}"#
        let second = HostileSceneCheck.run(Array(crowded.utf8), images: Self.images, stickers: Self.stickers)
        #expect(second.readError == nil && second.problem == nil)
    }
}
