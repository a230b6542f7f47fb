import Foundation
import TestSupport
import Testing
import TouchKit

@testable import touch_playground

@Suite("Where recordings are kept")
struct RecordingStoreTests {
    @Test("in $XDG_DATA_HOME, else ~/.local/share; a relative XDG_DATA_HOME is ignored")
    func folder() {
        #expect(
            RecordingStore.folder(environment: ["XDG_DATA_HOME": "/d", "HOME": "/h"])
                == "/d/touch-playground/recordings")
        #expect(RecordingStore.folder(environment: ["HOME": "/h"]) == "/h/.local/share/touch-playground/recordings")
        #expect(
            RecordingStore.folder(environment: ["XDG_DATA_HOME": "relative", "HOME": "/h"])
                == "/h/.local/share/touch-playground/recordings")
    }

    @Test("named by scene and local time; a name taken gets -2, -3; each file reads back as the trace")
    func names() throws {
        let data = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: data) }
        let environment = ["XDG_DATA_HOME": data.path]
        var components = DateComponents()
        (components.year, components.month, components.day) = (2026, 3, 7)
        (components.hour, components.minute, components.second) = (9, 5, 2)
        let date = try #require(Calendar.current.date(from: components))
        let trace = TouchTrace(
            size: Size(width: 300, height: 200), description: "test",
            events: [InputEvent(time: 0.25, kind: .touch(id: 1, phase: .began, location: Point(x: 1, y: 2)))])
        let paths = try (0..<3).map { _ in
            try RecordingStore.save(trace, scene: "lines", at: date, environment: environment)
        }
        let folder = data.path + "/touch-playground/recordings/"
        #expect(
            paths == [
                folder + "lines-2026-03-07-090502.json", folder + "lines-2026-03-07-090502-2.json",
                folder + "lines-2026-03-07-090502-3.json",
            ])
        for path in paths {
            #expect(try TouchTrace(json: String(contentsOfFile: path, encoding: .utf8)) == trace)
        }
    }

    @Test("paths in messages start with ~ for the home folder")
    func shortened() {
        #expect(RecordingStore.shortened("/home/ann/.local/share/x.json", home: "/home/ann") == "~/.local/share/x.json")
        #expect(RecordingStore.shortened("/home/annabel/x.json", home: "/home/ann") == "/home/annabel/x.json")
        #expect(RecordingStore.shortened("/x.json", home: "/") == "/x.json")
    }

    @Test("a title from a file becomes a plain file name: no separators, control characters or leading dots")
    func stems() {
        #expect(FileNameStem.make("gestures") == "gestures")
        #expect(FileNameStem.make("a\u{0}") == "a")
        #expect(FileNameStem.make("a\u{0}b") == "a-b")
        #expect(FileNameStem.make("../../etc/passwd") == "etc-passwd")
        #expect(FileNameStem.make("/") == "recording")
        #expect(FileNameStem.make("...") == "recording")
        #expect(FileNameStem.make("") == "recording")
        #expect(FileNameStem.make(".hidden lesson") == "hidden-lesson")
        #expect(FileNameStem.make("-rf *") == "rf")
        #expect(FileNameStem.make("Tap\nvs\t\u{1b}[31mdouble") == "Tap-vs-31mdouble")
        #expect(FileNameStem.make("Leçon: tap ✓ 双击") == "Leçon-tap-双击")
        #expect(FileNameStem.make("a\u{202E}b\u{200B}c") == "a-b-c")
        let long = FileNameStem.make(String(repeating: "é", count: 500))
        #expect(long.utf8.count <= FileNameStem.longest && long.hasPrefix("éé"))
    }

    @Test("hostile lesson names save inside the recordings folder, each to its own .json, nothing elsewhere")
    func hostileNames() throws {
        let home = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = ["XDG_DATA_HOME": home.path + "/data", "HOME": home.path]
        let folder = home.path + "/data/touch-playground/recordings"
        let trace = TouchTrace(
            size: Size(width: 300, height: 200), description: "test",
            events: [InputEvent(time: 0, kind: .touch(id: 1, phase: .began, location: Point(x: 1, y: 2)))])
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        let names = ["a\u{0}", "a\u{0}", "../../escaped", "x/y", "/", "..", String(repeating: "n", count: 4000)]
        var paths: [String] = []
        for name in names {
            paths.append(try RecordingStore.save(trace, scene: name, at: date, environment: environment))
        }
        #expect(Set(paths).count == names.count)
        for path in paths {
            #expect(PathName.folder(of: path) == folder)
            #expect(path.hasSuffix(".json") && !PathName.fileName(of: path).hasPrefix("."))
            #expect(try TouchTrace(json: String(contentsOfFile: path, encoding: .utf8)) == trace)
        }
        let everything = try FileManager.default.subpathsOfDirectory(atPath: home.path)
        #expect(
            everything.filter { !$0.hasPrefix("data/touch-playground/recordings") }.sorted() == [
                "data", "data/touch-playground",
            ])
    }

    @Test("a dangling symlink with the next name is passed over, never written through")
    func danglingSymlink() throws {
        let home = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        let folder = home.path + "/recordings"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        #expect(symlink(home.path + "/outside.json", folder + "/lesson.json") == 0)
        let path = try RecordingStore.write("{}", stem: "lesson", into: folder, called: "the recordings folder")
        #expect(path == folder + "/lesson-2.json")
        #expect(!FileManager.default.fileExists(atPath: home.path + "/outside.json"))
    }

    @Test("a journal cut anywhere (a crash mid-write) repairs to the events written whole before the cut")
    func journalRepair() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let events = (0..<50).map { index in
            InputEvent(
                time: Double(index) / 60,
                kind: .touch(id: 1, phase: index == 0 ? .began : .moved, location: Point(x: Double(index), y: 2)))
        }
        let journal = try RecordingJournal(
            folder: folder.path, stem: "lines-x",
            header: TouchTrace(size: Size(width: 300, height: 200), description: "d"))
        journal.append(Array(events.prefix(20)))
        journal.append(events)
        #expect(journal.written == 50 && journal.problem == nil)
        journal.keep()
        let whole = try Data(contentsOf: URL(fileURLWithPath: journal.path))
        let cut = folder.path + "/" + RecordingJournal.prefix + "cut" + RecordingJournal.suffix
        // Every cut after the header, in steps: the repaired trace is always the events whose lines were
        // complete. (A journal cut inside its header holds no event, and is named as not recoverable.)
        let header = try #require(whole.firstRange(of: Data(#""events": ["#.utf8))).upperBound
        try whole.prefix(header - 5).write(to: URL(fileURLWithPath: folder.path + "/early"))
        #expect(throws: CommandFailure.self) { try RecordingJournal.repaired(folder.path + "/early") }
        unlink(folder.path + "/early")
        for length in stride(from: header, through: whole.count, by: 37) {
            try whole.prefix(length).write(to: URL(fileURLWithPath: cut))
            let trace = try RecordingJournal.repaired(cut)
            #expect(trace.size == Size(width: 300, height: 200) && trace.description == "d")
            #expect(trace.events == Array(events.prefix(trace.events.count)))
            #expect(trace.events.count >= events.count * (length - header) / (whole.count - header) - 1)
        }
        unlink(cut)
        let (recovered, problems) = RecordingJournal.recoverAll(in: folder.path)
        #expect(problems.isEmpty)
        #expect(recovered == [RecordingJournal.Recovered(path: folder.path + "/lines-x.json", events: 50)])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["lines-x.json"])
        #expect(try TouchTrace(json: String(contentsOfFile: recovered[0].path, encoding: .utf8)).events == events)
    }
}

@Suite("The kernel's description of the touched device, in the report bundle")
struct KernelDevicesTests {
    static let devices = """
        I: Bus=0018 Vendor=04f3 Product=2c82 Version=0100
        N: Name="ELAN9008:00 04F3:2C82"
        P: Phys=i2c-ELAN9008:00
        H: Handlers=mouse2 event7
        B: ABS=3273800000000003

        I: Bus=0011 Vendor=0001 Product=0001 Version=ab41
        N: Name="AT Translated Set 2 keyboard"
        H: Handlers=sysrq kbd event0 leds

        """

    @Test("the device's own block when the kernel lists it; else every name, so the reader can find it")
    func describe() {
        let found = ReportBundle.kernelDescription(of: "ELAN9008:00 04F3:2C82", devices: Self.devices)
        #expect(found.contains("I: Bus=0018 Vendor=04f3 Product=2c82") && found.contains("B: ABS=3273800000000003"))
        #expect(!found.contains("keyboard"))
        let missing = ReportBundle.kernelDescription(of: "Virtual core pointer", devices: Self.devices)
        #expect(
            missing.hasPrefix("No input device named \"Virtual core pointer\" in /proc/bus/input/devices; it lists:"))
        #expect(missing.contains("Name=\"AT Translated Set 2 keyboard\""))
        #expect(
            ReportBundle.kernelDescription(of: nil, devices: "").hasPrefix("No device touched the lab (it lists none"))
    }
}
