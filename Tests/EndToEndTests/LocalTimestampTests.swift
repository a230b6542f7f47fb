import Foundation
import TestSupport
import Testing

@testable import touch_playground

@Suite("Timestamps in file names")
struct LocalTimestampTests {
    @Test("the local date and time, as `date` writes them, for moments across the years and the day")
    func sameAsDate() throws {
        for seconds in [0, 951_782_400, 1_700_000_000, 1_764_072_000 + 86399, 4_102_444_799] {
            let date = Process()
            date.executableURL = URL(fileURLWithPath: "/bin/date")
            date.arguments = ["-d", "@\(seconds)", "+%Y-%m-%d-%H%M%S"]
            let output = Pipe()
            date.standardOutput = output
            try date.run()
            date.waitUntilExit()
            let expected = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                .trimmingCharacters(in: .newlines)
            #expect(LocalTimestamp.text(for: Date(timeIntervalSince1970: Double(seconds))) == expected)
        }
    }
}
