import FoundationEssentials
import Glibc

/// An image file and its pixel size: what an ``ImageView`` shows and what a renderer decodes.
///
/// TouchKit never decodes pixels (that is the renderer's job), but it reads the size from the file's header
/// so layout and hit testing work with no display. PNG and JPEG are understood.
///
/// ```swift
/// let image = try ImageReference(contentsOf: "data/images/rocket.jpg")
/// image.pixelSize // 640×427
/// ```
public struct ImageReference: Hashable, Sendable {
    /// Where the file is.
    public var path: String
    /// The image's size in pixels.
    public var pixelSize: Size
    /// Whether the file can be decoded row by row, shrinking as it is read (a PNG that is not interlaced), so
    /// that decoding it takes the memory of its shrunk copy, not of its full size.
    public var decodesRowByRow: Bool

    /// The file's name without its folder, as the `--state` file reports it.
    public var fileName: String { PathName.fileName(of: path) }

    /// Makes a reference without reading the file (for tests and generated images).
    public init(path: String, pixelSize: Size, decodesRowByRow: Bool = false) {
        self.path = path
        self.pixelSize = pixelSize
        self.decodesRowByRow = decodesRowByRow
    }

    /// The most pixels a photo decoded whole (a JPEG, an interlaced PNG) may have: a file whose header says
    /// more is refused with its size instead of being decoded (a 20000 × 20000 one would take over a gigabyte).
    public static let pixelBudget = 50_000_000

    /// The most pixels a photo decoded row by row may have. Memory is not the limit there (only the shrunk
    /// copy is kept) but time is: 250 megapixels take a few seconds to inflate, off the window's thread.
    public static let rowByRowPixelBudget = 250_000_000

    /// The budget that applies to this file.
    public var budget: Int { decodesRowByRow ? Self.rowByRowPixelBudget : Self.pixelBudget }

    /// The longest side, in pixels, a photo is decoded to: larger photos are downscaled as they are read,
    /// which keeps memory bounded and every side inside Cairo's 32767-pixel limit.
    public static let largestDecodedSide = 4096.0

    /// The size the renderers decode this image to: ``pixelSize`` shrunk, keeping its shape, so that neither
    /// side exceeds ``largestDecodedSide``; never enlarged, and at least one pixel each way.
    public var decodedSize: Size { decodedSize(fitting: Self.largestDecodedSide) }

    /// ``pixelSize`` shrunk, keeping its shape, so that neither side exceeds `largestSide` pixels; never
    /// enlarged, and at least one pixel each way (the window asks for what a screen needs).
    public func decodedSize(fitting largestSide: Double) -> Size {
        let factor = min(1, largestSide / max(pixelSize.width, pixelSize.height, 1))
        return Size(
            width: max(1, (pixelSize.width * factor).rounded()), height: max(1, (pixelSize.height * factor).rounded()))
    }

    /// Reads the size from the file's header; throws ``ImageFileError`` naming the file and the problem.
    ///
    /// Only a regular file is opened (a named pipe or a device among the photos would block forever), and an
    /// image over ``pixelBudget`` is refused with its size.
    public init(contentsOf path: String) throws(ImageFileError) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw ImageFileError(path: path, problem: errno == ENOENT ? "does not exist" : "cannot be read")
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw ImageFileError(path: path, problem: "is not a regular file (a folder, a pipe or a device)")
        }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { throw ImageFileError(path: path, problem: "cannot be read") }
        defer { close(descriptor) }
        // The header is read in growing steps, up to a megabyte (a JPEG's size may follow a large EXIF
        // block): a photo's first 64 KB nearly always hold it, where reading a megabyte read most photos whole.
        var header: [UInt8] = []
        var parsed: (size: Size, rowByRow: Bool)?
        var limit = 64 * 1024
        var ended = false
        while parsed == nil {
            ended = Self.readMore(descriptor, into: &header, upTo: limit)
            parsed = ImageHeader.read(header)
            if ended || limit >= 1024 * 1024 { break }
            limit *= 4
        }
        guard let (size, rowByRow) = parsed else {
            throw ImageFileError(path: path, problem: "is not a PNG or JPEG image, or is damaged")
        }
        self.init(path: path, pixelSize: size, decodesRowByRow: rowByRow)
        guard size.width * size.height <= Double(budget) else {
            let megapixels = (size.width * size.height / 1_000_000).rounded()
            let kind = rowByRow ? "a PNG" : header.starts(with: [0x89, 0x50]) ? "an interlaced PNG" : "a JPEG"
            throw ImageFileError(
                path: path,
                problem:
                    "is \(size.width.wholeNumberText) × \(size.height.wholeNumberText) pixels (\(megapixels.wholeNumberText) megapixels), more than the \(budget / 1_000_000) megapixels \(kind) may have"
            )
        }
    }
}

extension ImageReference {
    /// Reads from `descriptor` onto the end of `bytes` until it holds `limit` bytes; returns whether the file
    /// ended first (or cannot be read further).
    fileprivate static func readMore(_ descriptor: Int32, into bytes: inout [UInt8], upTo limit: Int) -> Bool {
        guard limit > bytes.count else { return false }
        var chunk = [UInt8](repeating: 0, count: limit - bytes.count)
        var filled = 0
        var ended = false
        while filled < chunk.count {
            let result = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if result < 0, errno == EINTR { continue }
            guard result > 0 else {
                ended = true
                break
            }
            filled += result
        }
        bytes += chunk[..<filled]
        return ended
    }
}

/// Why an image file could not be used; its description is one line a person can act on.
public struct ImageFileError: Error, Equatable, CustomStringConvertible {
    /// The file.
    public var path: String
    /// What is wrong with it, as the end of a sentence ("does not exist").
    public var problem: String

    /// Creates an error for a file.
    public init(path: String, problem: String) {
        self.path = path
        self.problem = problem
    }

    public var description: String { "\(path): \(problem)" }
}

/// Reads an image's pixel size from the first bytes of a PNG or JPEG file.
enum ImageHeader {
    /// The pixel size, and whether the file can be decoded row by row (a PNG that is not interlaced).
    static func read(_ bytes: [UInt8]) -> (size: Size, rowByRow: Bool)? {
        if let size = pngSize(bytes) { return (size, bytes.count > 28 && bytes[28] == 0) }
        return jpegSize(bytes).map { ($0, false) }
    }

    private static func bigEndian(_ bytes: [UInt8], _ at: Int, count: Int) -> Int? {
        guard at >= 0, at + count <= bytes.count else { return nil }
        return bytes[at..<at + count].reduce(0) { $0 << 8 | Int($1) }
    }

    private static func pngSize(_ bytes: [UInt8]) -> Size? {
        let signature: [UInt8] = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8),
            let width = bigEndian(bytes, 16, count: 4), let height = bigEndian(bytes, 20, count: 4),
            width > 0, height > 0
        else { return nil }
        return Size(width: Double(width), height: Double(height))
    }

    private static func jpegSize(_ bytes: [UInt8]) -> Size? {
        guard bytes.count > 4, bytes[0] == 0xff, bytes[1] == 0xd8 else { return nil }
        var index = 2
        while index + 9 < bytes.count {
            guard bytes[index] == 0xff else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xff {
                index += 1
                continue
            }
            guard let length = bigEndian(bytes, index + 2, count: 2), length >= 2 else { return nil }
            // Start-of-frame markers carry the size; 0xc4 (DHT), 0xc8 (JPG) and 0xcc (DAC) are not frames.
            if (0xc0...0xcf).contains(marker), ![0xc4, 0xc8, 0xcc].contains(marker) {
                guard let height = bigEndian(bytes, index + 5, count: 2),
                    let width = bigEndian(bytes, index + 7, count: 2), width > 0, height > 0
                else { return nil }
                return Size(width: Double(width), height: Double(height))
            }
            index += 2 + length
        }
        return nil
    }
}
