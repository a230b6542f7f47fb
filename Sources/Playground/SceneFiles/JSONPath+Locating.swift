extension JSONPath {
    /// The value being read at byte `offset` of `bytes`, found by following the brackets, keys and commas
    /// before it: where a broken document went wrong, in the same terms as every other scene-file error.
    ///
    /// ```swift
    /// JSONPath.locating(offset: 24, in: Array(#"{"views": [{"name": "A" "frame": []}]}"#.utf8))
    /// // $.views[0].name
    /// ```
    public static func locating(offset: Int, in bytes: [UInt8]) -> JSONPath {
        // One frame per open container: an object's last key, or an array's element count so far.
        enum Frame {
            case object(key: String?)
            case array(index: Int)
        }
        var stack: [Frame] = []
        var index = 0
        var lastString: String?
        let end = min(offset, bytes.count)
        while index < end {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                var raw: [UInt8] = []
                index += 1
                while index < end, bytes[index] != UInt8(ascii: "\"") {
                    if bytes[index] == UInt8(ascii: "\\") { index += 1 }
                    if index < end { raw.append(bytes[index]) }
                    index += 1
                }
                lastString = String(decoding: raw, as: UTF8.self)
            case UInt8(ascii: "{"): stack.append(.object(key: nil))
            case UInt8(ascii: "["): stack.append(.array(index: 0))
            case UInt8(ascii: "}"), UInt8(ascii: "]"): if !stack.isEmpty { stack.removeLast() }
            case UInt8(ascii: ":"):
                if case .object = stack.last { stack[stack.count - 1] = .object(key: lastString) }
            case UInt8(ascii: ","):
                switch stack.last {
                case .array(let i): stack[stack.count - 1] = .array(index: i + 1)
                case .object: stack[stack.count - 1] = .object(key: nil)
                case nil: break
                }
            default: break
            }
            index += 1
        }
        var path = JSONPath.root
        for frame in stack {
            switch frame {
            case .object(let key?): path = path.appending(key)
            case .object(nil): return path
            case .array(let i): path = path.appending(i)
            }
        }
        return path
    }
}
