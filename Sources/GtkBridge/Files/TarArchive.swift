import TouchKit

/// A POSIX tar archive (the `ustar` format every `tar` reads), built in memory: regular files only, each
/// under one folder so that unpacking it makes one folder, not a heap. What a bug report bundles its files in
/// (the window compresses it with gzip).
///
/// ```swift
/// var archive = TarArchive(folder: "touch-lab-2026-11-26-101502")
/// archive.add("report.json", text: report.prettyPrinted())
/// let bytes = archive.bytes      // ready for gzip
/// ```
public struct TarArchive: Sendable {
    /// The folder every file is put in.
    public let folder: String
    /// Seconds since 1970 written as each file's modification time.
    public var modified: Int

    private var blocks: [UInt8] = []
    private var names: Set<String> = []

    /// The longest folder name kept, in bytes: with a file's 38 and the slash, a member's whole name fits
    /// ustar's 100-byte field, so no two members are cut to one name.
    static let folderBytes = 60
    /// The longest file name kept, in bytes.
    static let fileBytes = 38

    /// An empty archive of files in `folder`. Its name stands alone (slashes become dashes, dots and dashes
    /// leading it are dropped, control characters too) and is cut to ``folderBytes`` bytes between
    /// characters; one with nothing left is `bundle`.
    public init(folder: String, modified: Int = 0) {
        self.folder = Self.plainName(folder, bytes: Self.folderBytes) ?? "bundle"
        self.modified = max(0, modified)
    }

    /// `name` as one plain path component of at most `bytes` UTF-8 bytes, cut between characters; nil when
    /// nothing is left of it.
    static func plainName(_ name: String, bytes: Int) -> String? {
        var plain = String(
            String.UnicodeScalarView(name.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }))
        plain = plain.split(separator: "/").joined(separator: "-")
        let kept = String(plain.drop { $0 == "." || $0 == "-" }).prefix(utf8Bytes: bytes)
        return kept.isEmpty ? nil : kept
    }

    /// Adds a file `name` (a plain name: at most 38 bytes, no slash) holding `text` in UTF-8.
    public mutating func add(_ name: String, text: String) {
        add(name, bytes: Array(text.utf8))
    }

    /// Adds a file `name` holding `bytes`. The name is made plain as the folder's is, cut to ``fileBytes``
    /// bytes between characters (`file` when nothing is left), and made unique in the archive (`-2`, `-3`…
    /// at its end): no member ever replaces another on unpacking.
    public mutating func add(_ name: String, bytes: [UInt8]) {
        let plain = uniqueName(Self.plainName(name, bytes: Self.fileBytes) ?? "file")
        names.insert(plain)
        var header = [UInt8](repeating: 0, count: 512)
        func put(_ text: String, at offset: Int, width: Int) {
            for (index, byte) in text.utf8.prefix(width).enumerated() { header[offset + index] = byte }
        }
        func octal(_ value: Int, width: Int) -> String {
            let digits = String(value, radix: 8)
            return String(repeating: "0", count: max(0, width - 1 - digits.count)) + digits
        }
        put(folder + "/" + plain, at: 0, width: 100)
        put(octal(0o644, width: 8), at: 100, width: 7)
        put(octal(0, width: 8), at: 108, width: 7)  // uid
        put(octal(0, width: 8), at: 116, width: 7)  // gid
        put(octal(bytes.count, width: 12), at: 124, width: 11)
        put(octal(modified, width: 12), at: 136, width: 11)
        put("        ", at: 148, width: 8)  // the checksum counts its own field as spaces
        header[156] = UInt8(ascii: "0")  // a regular file
        put("ustar", at: 257, width: 6)
        put("00", at: 263, width: 2)
        let sum = header.reduce(0) { $0 + Int($1) }
        put(octal(sum, width: 7), at: 148, width: 6)
        header[154] = 0
        header[155] = UInt8(ascii: " ")
        blocks += header
        blocks += bytes
        blocks += [UInt8](repeating: 0, count: (512 - bytes.count % 512) % 512)
    }

    /// `name`, or, when a member has it already, `name-2` (then `-3`…), shortened to stay within the bytes.
    private func uniqueName(_ name: String) -> String {
        guard names.contains(name) else { return name }
        var number = 2
        while true {
            let suffix = "-\(number)"
            let stem = Self.plainName(name, bytes: Self.fileBytes - suffix.utf8.count) ?? "file"
            if !names.contains(stem + suffix) { return stem + suffix }
            number += 1
        }
    }

    /// The archive: every file, then the two empty blocks that end it.
    public var bytes: [UInt8] {
        blocks + [UInt8](repeating: 0, count: 1024)
    }
}
