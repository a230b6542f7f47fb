import Foundation
import TestSupport
import Testing

/// The files a desktop needs to list, launch and describe the app: the .desktop entry, the AppStream
/// metainfo and the icon, named by the application id and accepted by the freedesktop validators.
@Suite("Desktop entry, metainfo and icon")
struct DesktopDataTests {
    static let id = "io.github.touchplayground.TouchPlayground"
    static let data = PackageRoot.path + "/data/"

    private func validate(_ tool: String, _ arguments: [String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = try Tools.path(of: tool)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    @Test("the .desktop file is valid, launches the command and names the icon")
    func desktopEntry() throws {
        let path = Self.data + Self.id + ".desktop"
        let (status, output) = try validate("desktop-file-validate", [path])
        #expect(status == 0, "\(output)")
        #expect(!output.contains("error"), "\(output)")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("\nExec=touch-playground\n"))
        #expect(text.contains("\nIcon=\(Self.id)\n"))
    }

    @Test("the metainfo is valid AppStream and launches the .desktop file")
    func metainfo() throws {
        let path = Self.data + Self.id + ".metainfo.xml"
        let (status, output) = try validate("appstreamcli", ["validate", "--no-net", path])
        #expect(status == 0, "\(output)")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("<id>\(Self.id)</id>"))
        #expect(text.contains("<launchable type=\"desktop-id\">\(Self.id).desktop</launchable>"))
    }

    @Test("the scalable icon is an SVG named by the id")
    func icon() throws {
        let path = Self.data + "icons/hicolor/scalable/apps/\(Self.id).svg"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasPrefix("<svg") && text.contains("viewBox=\"0 0 128 128\""))
    }
}
