import Foundation

/// Writes messages for people to standard error, one line each.
enum StandardError {
    static func write(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
