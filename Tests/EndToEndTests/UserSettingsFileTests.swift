import Foundation
import PlaygroundSettings
import TestSupport
import Testing

@testable import touch_playground

/// The settings file as a careful desktop app treats it: bounded in size, kept a symlink when it is one, and
/// every problem said in words.
@Suite("The settings file, read and written carefully")
struct UserSettingsFileTests {
    @Test("a settings file larger than 1 MB (here a sparse one of a gigabyte) is named and ignored, not read")
    func tooLarge() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.path + "/settings.json"
        #expect(FileManager.default.createFile(atPath: path, contents: Data("{}".utf8)))
        #expect(truncate(path, 1 << 30) == 0)
        let (settings, problem) = UserSettings.load(from: path)
        #expect(settings == UserSettings())
        #expect(
            problem == "\(path): is 1024 MB, more than the 1.0 MB a settings file may be; using the default settings")
    }

    @Test("a missing file gives the defaults quietly; a folder or a pipe in its place is named")
    func notAFile() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(UserSettings.load(from: folder.path + "/none.json").problem == nil)
        #expect(UserSettings.load(from: folder.path).problem?.contains("it is a folder, not a file") == true)
        #expect(mkfifo(folder.path + "/fifo", 0o600) == 0)
        #expect(UserSettings.load(from: folder.path + "/fifo").problem?.contains("not a regular file") == true)
    }

    @Test("a symlinked settings file stays a link: its target takes the new settings")
    func symlinked() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(atPath: folder.path + "/dotfiles", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.path + "/config", withIntermediateDirectories: true)
        try "{}".write(toFile: folder.path + "/dotfiles/tp.json", atomically: false, encoding: .utf8)
        let link = folder.path + "/config/settings.json"
        #expect(symlink("../dotfiles/tp.json", link) == 0)
        var settings = UserSettings()
        settings.touchFeedback = true
        try settings.save(to: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "../dotfiles/tp.json")
        #expect(UserSettings.load(from: folder.path + "/dotfiles/tp.json").settings.touchFeedback)
    }

    @Test("a settings folder that cannot be made is said in words, naming it")
    func folderInWords() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "".write(toFile: folder.path + "/config", atomically: false, encoding: .utf8)
        #expect {
            try UserSettings().save(to: folder.path + "/config/touch-playground/settings.json")
        } throws: { error in
            let message = (error as? CommandFailure)?.message ?? ""
            return message.hasPrefix(folder.path + "/config/touch-playground: cannot make the settings folder: ")
                && !message.contains("NSCocoaErrorDomain")
        }
    }
}
