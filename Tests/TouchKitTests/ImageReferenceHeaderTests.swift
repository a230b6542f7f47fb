import Foundation
import Testing
import TouchKit

/// An image's size is read from its header, in growing steps up to a megabyte: a JPEG's size may follow
/// large metadata blocks, and a photo is not read whole to find it.
@Suite("Image headers")
struct ImageReferenceHeaderTests {
    private func file(_ bytes: [UInt8], _ name: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tp-header-\(UInt32.random(in: 0...UInt32.max))-\(name)"
        ).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// A JPEG's start, `metadata` bytes of APP1 blocks (each at most 65,533 bytes), then a frame of
    /// `width` × `height` and the end; not decodable, but its header is whole.
    private func jpeg(width: Int, height: Int, metadata: Int) -> [UInt8] {
        var bytes: [UInt8] = [0xff, 0xd8]
        var left = metadata
        while left > 0 {
            let block = min(left, 65_533)
            bytes += [0xff, 0xe1, UInt8((block + 2) >> 8), UInt8((block + 2) & 0xff)]
            bytes += [UInt8](repeating: 0x45, count: block)
            left -= block
        }
        bytes += [0xff, 0xc0, 0, 17, 8, UInt8(height >> 8), UInt8(height & 0xff), UInt8(width >> 8)]
        bytes += [UInt8(width & 0xff), 3] + [UInt8](repeating: 0, count: 9) + [0xff, 0xd9]
        return bytes
    }

    @Test("a JPEG's size after 300 KB of metadata is found (past the first step's 64 KB)")
    func sizeAfterLargeMetadata() throws {
        let path = try file(jpeg(width: 4000, height: 3000, metadata: 300_000), "exif.jpg")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let image = try ImageReference(contentsOf: path)
        #expect(image.pixelSize == Size(width: 4000, height: 3000))
        #expect(!image.decodesRowByRow)
    }

    @Test("a JPEG's size just inside the first 64 KB, and a tiny one, are found")
    func sizeEarly() throws {
        for (metadata, name) in [(65_000, "near.jpg"), (0, "tiny.jpg")] {
            let path = try file(jpeg(width: 640, height: 427, metadata: metadata), name)
            defer { try? FileManager.default.removeItem(atPath: path) }
            #expect(try ImageReference(contentsOf: path).pixelSize == Size(width: 640, height: 427), "\(name)")
        }
    }

    @Test("a JPEG whose size comes after its first megabyte, or a header cut short, is refused in one line")
    func refused() throws {
        let late = try file(jpeg(width: 100, height: 100, metadata: 1_100_000), "late.jpg")
        let cut = try file(Array(jpeg(width: 100, height: 100, metadata: 0).prefix(8)), "cut.jpg")
        defer { for path in [late, cut] { try? FileManager.default.removeItem(atPath: path) } }
        for path in [late, cut] {
            #expect(throws: ImageFileError(path: path, problem: "is not a PNG or JPEG image, or is damaged")) {
                try ImageReference(contentsOf: path)
            }
        }
    }
}
