import Foundation
import TestSupport
import Testing

@testable import touch_playground

/// Outputs never replace what they do not own: a named pipe, a character device or standard output is
/// written into, a symlink's target is replaced and the link kept, and only a regular file (or a new one) is
/// replaced by a rename. Every special file is made in a temporary folder, never the machine's own `/dev`.
@Suite("Outputs land where they are named, without replacing what they do not own")
struct OutputTargetTests {
    let trace = PackageRoot.path + "/data/traces/tap-D.json"

    @Test("how each kind of path is written")
    func resolving() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.path
        #expect(try OutputTarget.resolve("-") == .standardOutput)
        #expect(try OutputTarget.resolve("/dev/stdout") == .standardOutput)
        #expect(try OutputTarget.resolve(path + "/new.json") == .replace(path + "/new.json"))
        try "x".write(toFile: path + "/plain.json", atomically: false, encoding: .utf8)
        #expect(try OutputTarget.resolve(path + "/plain.json") == .replace(path + "/plain.json"))
        #expect(mkfifo(path + "/fifo", 0o600) == 0)
        #expect(try OutputTarget.resolve(path + "/fifo") == .stream(path + "/fifo"))
        #expect(symlink("plain.json", path + "/link") == 0)
        #expect(try OutputTarget.resolve(path + "/link") == .replace(path + "/plain.json"))
        #expect(symlink("missing/../gone.json", path + "/dangling") == 0)
        #expect(throws: CommandFailure.self) { try OutputTarget.resolve(path + "/dangling") }
        #expect(symlink("gone.json", path + "/dangling-here") == 0)
        #expect(try OutputTarget.resolve(path + "/dangling-here") == .replace(path + "/gone.json"))
        #expect(symlink("loop-b", path + "/loop-a") == 0 && symlink("loop-a", path + "/loop-b") == 0)
        #expect(throws: CommandFailure.self) { try OutputTarget.resolve(path + "/loop-a") }
        #expect(throws: CommandFailure.self) { try OutputTarget.resolve(path) }
        #expect(throws: CommandFailure.self) { try OutputTarget.resolve(path + "/no-such-folder/out.json") }
    }

    @Test("replay --state into a symlink replaces its target and keeps the link")
    func symlinkTarget() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(atPath: folder.path + "/kept", withIntermediateDirectories: true)
        try "old\n".write(toFile: folder.path + "/kept/state.json", atomically: false, encoding: .utf8)
        #expect(symlink("kept/state.json", folder.path + "/state.json") == 0)
        let result = try CommandRunner.run([
            "replay", trace, "--scene", "touch-views", "--state", folder.path + "/state.json",
        ])
        #expect(result.status == 0)
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/state.json") == "kept/state.json")
        #expect(try String(contentsOfFile: folder.path + "/kept/state.json", encoding: .utf8).contains("touch-views"))
    }

    @Test("replay --log into a named pipe streams into it; the pipe stays a pipe")
    func namedPipe() async throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.path + "/log.fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        // The reader opens the pipe on its own thread, as a `cat FIFO` in another terminal would.
        let reader = Task.detached { () -> String in
            let handle = FileHandle(forReadingAtPath: fifo)
            defer { try? handle?.close() }
            return String(decoding: handle?.readDataToEndOfFile() ?? Data(), as: UTF8.self)
        }
        let result = try CommandRunner.run(["replay", trace, "--scene", "touch-views", "--log", fifo])
        let text = await reader.value
        #expect(result.status == 0)
        #expect(text.hasPrefix(#"{"t":0,"event":"hit-test""#))
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["log.fifo"])
    }

    @Test("replay --log into a character device writes into it; the device node stays a device node")
    func characterDevice() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let node = folder.path + "/null"
        // A null device of our own (major 1, minor 3), made only where the tests may make device nodes (root).
        guard mknod(node, S_IFCHR | 0o666, (1 << 8) | 3) == 0 else { return }
        let result = try CommandRunner.run(["replay", trace, "--scene", "touch-views", "--log", node, "--state", "-"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains(#""scene": "touch-views""#))
        var info = stat()
        #expect(lstat(node, &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["null"])
    }

    @Test("--state and --png naming one file is refused before anything is written; the file is untouched")
    func sameFileTwice() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.path + "/out"
        try "mine\n".write(toFile: file, atomically: false, encoding: .utf8)
        let result = try CommandRunner.run([
            "replay", trace, "--scene", "touch-views", "--state", file, "--png", folder.path + "/./out",
        ])
        #expect(result.status == 1)
        #expect(result.standardError.contains("name the same file for two outputs"))
        #expect(result.standardError.split(separator: "\n").count == 1)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "mine\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out"])
    }

    @Test("a symlink loop is named as a loop, for reading and for writing")
    func symlinkLoop() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(symlink("b", folder.path + "/a") == 0 && symlink("a", folder.path + "/b") == 0)
        let reading = try CommandRunner.run(["replay", folder.path + "/a", "--scene", "touch-views"])
        #expect(reading.status == 1)
        #expect(reading.standardError.contains("a loop of symbolic links"))
        let writing = try CommandRunner.run(["replay", trace, "--scene", "touch-views", "--state", folder.path + "/a"])
        #expect(writing.status == 1)
        #expect(writing.standardError.contains("a loop of symbolic links"))
    }

    @Test("an output that is the command's own input is refused, however spelled: the input stays as it was")
    func outputIsInput() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = FileManager.default
        let copy = folder.path + "/tap.json"
        try files.copyItem(atPath: trace, toPath: copy)
        let original = try Data(contentsOf: URL(fileURLWithPath: copy))
        try files.createDirectory(atPath: folder.path + "/sub", withIntermediateDirectories: true)
        #expect(link(copy, folder.path + "/hard.json") == 0)
        #expect(symlink("tap.json", folder.path + "/soft.json") == 0)
        for spelling in [
            copy, folder.path + "/sub/../tap.json", folder.path + "/hard.json", folder.path + "/soft.json",
        ] {
            let result = try CommandRunner.run(["replay", copy, "--scene", "touch-views", "--state", spelling])
            #expect(result.status == 1, "\(spelling)")
            #expect(
                result.standardError.hasPrefix("touch-playground: \(spelling): cannot write: it is the input")
                    && result.standardError.hasSuffix("this command reads; write the output to another file\n"),
                "\(result.standardError)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: copy)) == original)
        }
        let recording = folder.path + "/touch.evemu"
        try files.copyItem(atPath: PackageRoot.path + "/Tests/Fuzz/corpus/evemu-protocol-b.evemu", toPath: recording)
        let before = try Data(contentsOf: URL(fileURLWithPath: recording))
        let converted = try CommandRunner.run(["convert", recording, recording])
        #expect(converted.status == 1)
        #expect(
            converted.standardError
                == "touch-playground: \(recording): cannot write: it is the input this command reads; write the output to another file\n"
        )
        #expect(try Data(contentsOf: URL(fileURLWithPath: recording)) == before)
        #expect(
            try files.contentsOfDirectory(atPath: folder.path).sorted() == [
                "hard.json", "soft.json", "sub", "tap.json", "touch.evemu",
            ])
    }

    @Test(
        "another user's symbolic link in a sticky folder anyone may write is not followed; a file the user may not write is not replaced; a replaced file keeps its mode",
        .enabled(if: getuid() == 0, "needs root, to act as two users"))
    func whoseFiles() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = FileManager.default
        let nobody = (uid: uid_t(65534), gid: gid_t(65534))
        // Root's private file, and a link to it that nobody planted in a sticky folder anyone may write.
        let secret = folder.path + "/secret.json"
        try "root's\n".write(toFile: secret, atomically: false, encoding: .utf8)
        chmod(secret, 0o600)
        let shared = folder.path + "/shared"
        try files.createDirectory(atPath: shared, withIntermediateDirectories: false)
        chmod(shared, 0o1777)
        chmod(folder.path, 0o755)
        #expect(symlink(secret, shared + "/out.json") == 0 && lchown(shared + "/out.json", nobody.uid, nobody.gid) == 0)
        let planted = try CommandRunner.run([
            "replay", trace, "--scene", "touch-views", "--state", shared + "/out.json",
        ])
        #expect(planted.status == 1)
        #expect(planted.standardError.contains("is another user's symbolic link in a folder anyone may write to"))
        #expect(try String(contentsOfFile: secret, encoding: .utf8) == "root's\n")
        // Root's own link there is followed; the file it replaces keeps its 0600.
        #expect(unlink(shared + "/out.json") == 0 && symlink(secret, shared + "/out.json") == 0)
        let own = try CommandRunner.run(["replay", trace, "--scene", "touch-views", "--state", shared + "/out.json"])
        #expect(own.status == 0, "\(own.standardError)")
        #expect(try String(contentsOfFile: secret, encoding: .utf8).contains("\"scene\""))
        #expect((try files.attributesOfItem(atPath: secret)[.posixPermissions] as? Int) == 0o600)
        // As nobody: root's read-only file in a folder anyone may write (not sticky) is refused, though a
        // rename there would replace it.
        let open = folder.path + "/open"
        try files.createDirectory(atPath: open, withIntermediateDirectories: false)
        chmod(open, 0o777)
        let readOnly = open + "/state.json"
        try "root's\n".write(toFile: readOnly, atomically: false, encoding: .utf8)
        chmod(readOnly, 0o444)
        let refused = try CommandRunner.run(
            ["replay", trace, "--scene", "touch-views", "--state", readOnly], as: "nobody")
        #expect(refused.status == 1)
        #expect(refused.standardError == "touch-playground: \(readOnly): cannot write: Permission denied\n")
        #expect(try String(contentsOfFile: readOnly, encoding: .utf8) == "root's\n")
    }
}
