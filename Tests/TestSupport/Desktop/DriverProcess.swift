import Foundation

/// A Python helper that drives a display for a test (`touch_driver.py` for Broadway's browser,
/// `mutter_driver.py` for mutter's remote desktop): one JSON command per line on its standard input, one
/// JSON answer per line on its standard output, its errors kept in a file to quote when it dies.
public final class DriverProcess {
    private let process = Process()
    private let commands = Pipe(), answers = Pipe()
    private let errors: URL
    private var buffer = Data()

    /// Starts `/usr/bin/python3 Tests/TestSupport/Desktop/SCRIPT ARGUMENTS…` with `environment` added to the
    /// test's own, keeping its errors in `folder`.
    public init(script: String, arguments: [String] = [], environment: [String: String] = [:], folder: URL) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [PackageRoot.path + "/Tests/TestSupport/Desktop/" + script] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardInput = commands
        process.standardOutput = answers
        errors = folder.appendingPathComponent("\(script)-errors.txt")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
    }

    deinit {
        try? commands.fileHandleForWriting.close()
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    /// Sends one command and returns the driver's answer to it.
    public func send(_ command: [String: Any]) throws -> [String: Any] {
        var line = try JSONSerialization.data(withJSONObject: command)
        line.append(0x0a)
        try commands.fileHandleForWriting.write(contentsOf: line)
        return try readAnswer()
    }

    /// Reads the driver's next answer (its first one says it is ready).
    public func readAnswer() throws -> [String: Any] {
        while !buffer.contains(0x0a) {
            let chunk = answers.fileHandleForReading.availableData
            if chunk.isEmpty {
                let text = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
                throw TestFailure("the driver exited: \(text.split(separator: "\n").last ?? "no message")")
            }
            buffer.append(chunk)
        }
        let end = buffer.firstIndex(of: 0x0a)!
        let line = buffer[buffer.startIndex..<end]
        buffer = Data(buffer[buffer.index(after: end)...])
        return try JSONSerialization.jsonObject(with: line) as? [String: Any] ?? [:]
    }
}
