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
}

/// A failure driving the program under test, with what was being done.
public struct TestFailure: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
