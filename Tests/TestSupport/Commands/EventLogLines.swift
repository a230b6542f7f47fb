import Foundation

/// The event log of a JSON Lines file with the times left out: what happened, in order. (Times differ
/// where live timers fire late; the order and content must not.)
public func eventsWithoutTimes(_ path: String) throws -> [String] {
    try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map { line in
        guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
            throw TestFailure("\(path): a line that is not a JSON object: \(line.prefix(80))")
        }
        let rest = object.filter { $0.key != "t" }
        return String(decoding: try JSONSerialization.data(withJSONObject: rest, options: .sortedKeys), as: UTF8.self)
    }
}
