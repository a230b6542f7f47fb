import Foundation
import GtkBridge
import Testing
import TouchKit

/// The bug-report bundle's packing: a tar archive built in memory and compressed by GIO, read back by the
/// system's own `tar`, as whoever gets the bundle reads it.
@Suite("tar.gz bundles")
struct GzipTests {
    @Test("a tar archive gzip-compressed unpacks with tar -xzf: one folder, every file whole")
    func roundTrip() throws {
        var archive = TarArchive(folder: "touch-lab-2026-11-26-101502", modified: 1_795_000_000)
        let big = String(repeating: "{\"t\": 0.016, \"x\": 120.5}\n", count: 20_000)  // past one converter chunk
        archive.add("recording.json", text: big)
        archive.add("health.txt", text: "report rate: pass (median 118 Hz, at least 60 Hz)\n")
        archive.add("empty.txt", text: "")
        archive.add("déjà vu.txt", text: "é")
        let packed = try #require(Gzip.compress(archive.bytes))
        #expect(packed.count < big.utf8.count / 10, "compressed: \(packed.count) bytes")
        #expect(Array(packed.prefix(2)) == [0x1f, 0x8b])

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tar-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("bundle.tar.gz")
        try Data(packed).write(to: file)
        let tar = Process()
        tar.executableURL = URL(fileURLWithPath: "/bin/tar")
        tar.arguments = ["-xzf", file.path, "-C", folder.path]
        let errors = Pipe()
        tar.standardError = errors
        try tar.run()
        tar.waitUntilExit()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(tar.terminationStatus == 0 && said.isEmpty, "\(said)")
        let unpacked = folder.appendingPathComponent("touch-lab-2026-11-26-101502")
        #expect(try String(contentsOf: unpacked.appendingPathComponent("recording.json"), encoding: .utf8) == big)
        #expect(try String(contentsOf: unpacked.appendingPathComponent("empty.txt"), encoding: .utf8) == "")
        #expect(try String(contentsOf: unpacked.appendingPathComponent("déjà vu.txt"), encoding: .utf8) == "é")
        let attributes = try FileManager.default.attributesOfItem(
            atPath: unpacked.appendingPathComponent("health.txt").path)
        #expect((attributes[.modificationDate] as? Date)?.timeIntervalSince1970 == 1_795_000_000)
    }

    @Test("a folder or file name cannot climb out of the folder it unpacks in")
    func plainNames() {
        var archive = TarArchive(folder: "../../etc", modified: 0)
        archive.add("../passwd", text: "x")
        let name = String(decoding: archive.bytes.prefix(100).prefix { $0 != 0 }, as: UTF8.self)
        #expect(name == "-..-etc/..-passwd" || !name.contains("/../") && !name.hasPrefix("."), "\(name)")
        #expect(!name.hasPrefix("/") && !name.hasPrefix(".."))
    }

    @Test("names of many-byte characters, '..' and repeats unpack as as many files, each whole, in one folder")
    func namesThatUnpack() throws {
        var archive = TarArchive(folder: String(repeating: "é", count: 70), modified: 0)
        for name in ["report.json", "health.txt", String(repeating: "ü", count: 30) + ".txt", "a/b", "a-b", "\u{7}"] {
            archive.add(name, text: name)
        }
        var dots = TarArchive(folder: "..", modified: 0)
        dots.add("..", text: "x")
        let dotName = String(decoding: dots.bytes.prefix(100).prefix { $0 != 0 }, as: UTF8.self)
        #expect(dotName == "bundle/file")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tp-tar-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("bundle.tar")
        try Data(archive.bytes).write(to: file)
        let tar = Process()
        tar.executableURL = URL(fileURLWithPath: "/bin/tar")
        tar.arguments = ["-xf", file.path, "-C", folder.path]
        try tar.run()
        tar.waitUntilExit()
        #expect(tar.terminationStatus == 0)
        let top = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "bundle.tar" }
        #expect(top == [String(repeating: "é", count: 30)], "one folder, cut to 60 bytes between characters")
        let members = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(top[0]).path)
        #expect(members.count == 6, "\(members)")
        #expect(Set(members).isSuperset(of: ["report.json", "health.txt", "a-b", "a-b-2", "file"]))
    }
}
