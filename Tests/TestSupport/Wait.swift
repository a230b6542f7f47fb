import Foundation

/// Polling for an outcome, instead of sleeping and hoping.
public enum Wait {
    /// Checks `condition` every 50 ms until it holds; fails after `timeout` seconds naming what was awaited.
    /// The default is generous: CI runs on two cores that other jobs may be using, and waiting longer costs
    /// nothing when the condition holds.
    public static func until(_ what: String, timeout: Double = 60, _ condition: () throws -> Bool) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if try condition() { return }
            if Date() > deadline { throw TestFailure("timed out after \(timeout) s waiting for: \(what)") }
            usleep(50_000)
        }
    }

    /// Whether `condition` comes to hold within `seconds`, checked every 50 ms: for a step that may need
    /// doing again (a click the window was not yet laid out for), inside an ``until(_:timeout:_:)``.
    public static func poll(for seconds: Double, _ condition: () throws -> Bool) throws -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() <= deadline {
            if try condition() { return true }
            usleep(50_000)
        }
        return try condition()
    }
}

/// A failure driving the program under test, with what was being done.
public struct TestFailure: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
