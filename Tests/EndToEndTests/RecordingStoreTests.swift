import Foundation
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
}
