import FoundationEssentials
import Glibc
import JSON
import TouchKit

/// The folder `replay --frames` writes its slides into, and which of the `frame-N.png` files there are the
/// command's own: a small manifest in the folder (`.touch-playground-frames.json`) says how many frames
/// earlier runs wrote, so a shorter run removes only its own leftovers (for `ffmpeg -i frame-%05d.png` to
/// find none) and never a file, a folder or a link someone else put there.
///
/// ```swift
/// var folder = try FramesFolder(claiming: "slides")   // refuses a folder holding others' frame files
/// try folder.wrote(1)                                  // frame 1 is the command's now, even if it stops
/// folder.removeLeftovers(after: 1)                     // frames 2… of an earlier, longer run go
/// ```
struct FramesFolder {
    /// The manifest's name in the folder.
    static let manifestName = ".touch-playground-frames.json"
    /// The manifest's format, its first member.
    static let format = "touch-playground-frames/1"

    let path: String
    /// Frames 1 through this many are the command's own (written by it, as the manifest says).
    private(set) var owned: Int

    /// Makes the folder when it is missing and reads its manifest; refuses, naming the first, a folder
    /// holding `frame-N.png` entries the command did not write (or that are now folders or links).
    init(claiming path: String) throws(CommandFailure) {
        try Folder.make(path, called: "the frames folder")
        self.path = path
        owned = Self.ownedCount(in: path)
        let foreign = Self.frameEntries(in: path).filter { name, number in
            number > owned || name != FramesOutput.name(number) || !Self.isRegularFile(path + "/" + name)
        }
        if let first = foreign.map(\.name).sorted().first {
            let more = foreign.count > 1 ? " and \(foreign.count - 1) more" : ""
            throw CommandFailure(
                "\(path): holds \(first)\(more), which replay --frames did not write; "
                    + "choose another folder for --frames, or move those away")
        }
    }

    /// Frame `number` was written: from now on it is the command's own, whatever happens next.
    mutating func wrote(_ number: Int) throws(CommandFailure) {
        guard number > owned else { return }
        owned = number
        try writeManifest()
    }

    /// Removes the command's own frames numbered past `count` (an earlier run's, which was longer), each
    /// only while it is still a plain file, and notes that `count` frames are its own now.
    mutating func removeLeftovers(after count: Int) throws(CommandFailure) {
        guard owned > count else { return }
        for number in (count + 1)...owned {
            let file = path + "/" + FramesOutput.name(number)
            if Self.isRegularFile(file) { unlink(file) }
        }
        owned = count
        try writeManifest()
    }

    private func writeManifest() throws(CommandFailure) {
        let manifest = JSONValue.object([("format", .string(Self.format)), ("frames", .number(Double(owned)))])
        try AtomicFile.write(manifest.serialized() + "\n", to: path + "/" + Self.manifestName)
    }

    /// How many frames the manifest says are the command's; none when there is no manifest or it is not
    /// one (then every frame file in the folder is someone else's).
    private static func ownedCount(in folder: String) -> Int {
        let file = folder + "/" + manifestName
        guard isRegularFile(file), let bytes = try? InputFile.readText(file, limit: 4096, what: "a manifest"),
            case .object(let members)? = try? JSONValue.parse(String(decoding: bytes, as: UTF8.self)),
            members.first?.0 == "format", members.first?.1 == .string(format),
            let frames = members.first(where: { $0.0 == "frames" })?.1.numberValue,
            frames >= 0, frames <= Double(FramesOutput.largestCount), frames == frames.rounded()
        else { return 0 }
        return Int(frames)
    }

    /// Every entry named `frame-` digits `.png`, with its number (a number too large to be one is
    /// `Int.max`: never the command's).
    private static func frameEntries(in folder: String) -> [(name: String, number: Int)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.compactMap { name in
            guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return nil }
            let digits = name.dropFirst("frame-".count).dropLast(".png".count)
            guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            return (name, Int(digits) ?? Int.max)
        }
    }

    /// Whether `path` is a plain file itself (a link to one is not).
    private static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }
}
