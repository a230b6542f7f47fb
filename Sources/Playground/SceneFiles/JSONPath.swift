import JSON
import TouchKit

/// A place in a JSON document, written as JSONPath (`$.views[1].recognizers[0].taps`), so an error in a
/// scene file says exactly which value is wrong.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    /// One step down: an object's member or an array's element.
    public enum Step: Hashable, Sendable {
        /// The member called this.
        case key(String)
        /// The element at this 0-based position.
        case index(Int)
    }

    /// The steps from the document's top.
    public var steps: [Step] = []

    /// The document's top (`$`).
    public static let root = JSONPath()

    /// The path one member further down.
    public func appending(_ key: String) -> JSONPath {
        JSONPath(steps: steps + [.key(key)])
    }

    /// The path one element further down.
    public func appending(_ index: Int) -> JSONPath {
        JSONPath(steps: steps + [.index(index)])
    }

    /// `$.views[1].frame`; a key that is not a plain identifier is quoted (`$["my key"]`).
    public var description: String {
        var text = "$"
        for step in steps {
            switch step {
            case .index(let i): text += "[\(i)]"
            case .key(let key) where Self.isIdentifier(key): text += "." + key
            case .key(let key): text += "[" + JSONValue.string(key).serialized() + "]"
            }
        }
        return text
    }

    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return key.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "-"
        }
    }
}
