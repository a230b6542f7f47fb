import Foundation

/// A private D-Bus session bus for one test, so GApplication's single-instance handling can be seen: a
/// second launch on the same bus hands its command line to the first.
public final class SessionBus {
    private let daemon = Process()
    private let folder: URL
    /// The address clients use (`DBUS_SESSION_BUS_ADDRESS`).
    public let address: String

    /// Starts `dbus-daemon --session` on a socket in a temporary folder and waits until it is up.
    public init() throws {
        folder = try CommandRunner.temporaryFolder()
        let socket = folder.appendingPathComponent("bus").path
        address = "unix:path=\(socket)"
        daemon.executableURL = try Tools.path(of: "dbus-daemon")
        daemon.arguments = ["--session", "--nofork", "--nopidfile", "--address=\(address)"]
        daemon.standardOutput = FileHandle.nullDevice
        daemon.standardError = FileHandle.nullDevice
        try daemon.run()
        try Wait.until("the session bus", timeout: 30) { FileManager.default.fileExists(atPath: socket) }
    }

    deinit {
        kill(daemon.processIdentifier, SIGKILL)
        daemon.waitUntilExit()
        try? FileManager.default.removeItem(at: folder)
    }
}
