import Foundation

/// Runs the real `touch-playground` executable, as a person would from a shell.
public enum CommandRunner {
    public struct Result {
        public var status: Int32
        public var standardOutput: String
        public var standardError: String
    }

    /// The built executable: beside the test bundle, else in the package's default build folder.
    public static let executable: String = {
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("touch-playground").path
        if FileManager.default.isExecutableFile(atPath: besideTests) { return besideTests }
        return PackageRoot.path + "/.build/debug/touch-playground"
    }()

    /// Where the command's standard output goes.
    public enum Output {
        /// Into `Result.standardOutput`.
        case captured
        /// Into a pipe nobody reads: its reading end is closed before the command starts.
        case closedPipe
        /// Into a file, such as `/dev/full`.
        case file(String)
    }

    /// Runs the command with `arguments`; `limits` are `prlimit` options it runs under
    /// (`["--as=1610612736"]`: at most 1.5 GB of address space); `user`, when given, is the account it runs
    /// as (`"nobody"`, in its own group, with no other groups: only root may ask).
    public static func run(
        _ arguments: [String], environment: [String: String] = [:],
        removing removed: [String] = [], output target: Output = .captured, limits: [String] = [],
        as user: String? = nil
    ) throws -> Result {
        let process = Process()
        var command = [executable] + arguments
        if !limits.isEmpty { command = ["/usr/bin/prlimit"] + limits + ["--"] + command }
        if let user {
            command =
                [
                    "/usr/bin/setpriv", "--reuid=\(user)", "--regid=\(user == "nobody" ? "nogroup" : user)",
                    "--clear-groups", "--",
                ] + command
        }
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        process.currentDirectoryURL = URL(fileURLWithPath: PackageRoot.path)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            .filter { !removed.contains($0.key) }
        let output = Pipe(), error = Pipe()
        switch target {
        case .captured:
            process.standardOutput = output
        case .closedPipe:
            try output.fileHandleForReading.close()
            process.standardOutput = output
        case .file(let path):
            process.standardOutput = FileHandle(forWritingAtPath: path)
        }
        process.standardError = error
        try process.run()
        if case .closedPipe = target { try output.fileHandleForWriting.close() }
        let out = if case .captured = target { output.fileHandleForReading.readDataToEndOfFile() } else { Data() }
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, standardOutput: String(decoding: out, as: UTF8.self),
            standardError: String(decoding: err, as: UTF8.self))
    }

    /// Launches the app again with `arguments` on `display`, on the session bus of the app already running
    /// there (GLib hands the command line to it), as a second launch from a terminal does.
    public static func launchAgain(_ arguments: [String], display: VirtualDisplay, bus: SessionBus) throws -> Result {
        try run(
            arguments,
            environment: ["DISPLAY": display.name, "GDK_BACKEND": "x11", "DBUS_SESSION_BUS_ADDRESS": bus.address],
            removing: ["WAYLAND_DISPLAY"])
    }

    /// A fresh temporary folder, removed by the caller.
    public static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tp-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
