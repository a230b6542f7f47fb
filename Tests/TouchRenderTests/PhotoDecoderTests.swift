import Foundation
import Testing
import TouchKit

@testable import TouchRender

/// The one photo decoder: row by row for plain PNGs, through gdk-pixbuf for the rest, shrinking to fit.
@Suite("Photo decoder")
struct PhotoDecoderTests {
    private func file(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tp-photo-\(UInt32.random(in: 0...UInt32.max)).png"
        ).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Red left half, blue right half; the bottom row of the right half fully transparent.
    private func halves(_ x: Int, _ y: Int, width: Int, height: Int) -> [UInt8] {
        if x < width / 2 { return [255, 0, 0, 255] }
        return y == height - 1 ? [0, 255, 0, 0] : [0, 0, 255, 255]
    }

    @Test("a plain PNG is shrunk as it is read: its shape kept, each pixel the average of those it covers")
    func shrinksRowByRow() throws {
        let path = try file(TestPNG.encode(width: 400, height: 200) { halves($0, $1, width: 400, height: 200) })
        #expect(try ImageReference(contentsOf: path).decodesRowByRow)
        let photo = try PhotoDecoder.decode(path, fitting: 100)
        #expect((photo.width, photo.height) == (100, 50))
        #expect(photo.pixel(x: 10, y: 10) == (255, 0, 0, 255))
        #expect(photo.pixel(x: 90, y: 10) == (0, 0, 255, 255))
        // The last row covers four source rows, one of them transparent green: alpha falls by a quarter and
        // the transparent pixels lend no green (the average is taken premultiplied).
        #expect(photo.pixel(x: 90, y: 49) == (0, 0, 255, 191))
    }

    @Test("a photo smaller than asked is kept at its size")
    func keepsSmallPhotos() throws {
        let path = try file(TestPNG.encode(width: 30, height: 20) { halves($0, $1, width: 30, height: 20) })
        let photo = try PhotoDecoder.decode(path, fitting: 2048)
        #expect((photo.width, photo.height) == (30, 20))
        #expect(photo.pixel(x: 29, y: 19).3 == 0)
        #expect(photo.pixel(x: 0, y: 19) == (255, 0, 0, 255))
    }

    @Test("a photo read at its own size has every pixel as the file has it; one fully transparent has no color")
    func ownSizeReadInPlace() throws {
        // Every channel varies, alpha too (some pixels fully transparent, with a color the file still holds).
        func pixel(_ x: Int, _ y: Int) -> [UInt8] {
            [UInt8(x * 7 % 256), UInt8(y * 11 % 256), UInt8((x + y) * 5 % 256), UInt8((x * 3 + y * 13) % 256)]
        }
        let path = try file(TestPNG.encode(width: 37, height: 23, pixel: pixel))
        let photo = try PhotoDecoder.decode(path, fitting: 2048)
        #expect((photo.width, photo.height) == (37, 23))
        var differing = 0
        for y in 0..<23 {
            for x in 0..<37 {
                let source = pixel(x, y)
                let expected =
                    source[3] == 0
                    ? (UInt8(0), UInt8(0), UInt8(0), UInt8(0)) : (source[0], source[1], source[2], source[3])
                if photo.pixel(x: x, y: y) != expected { differing += 1 }
            }
        }
        #expect(differing == 0)
    }

    @Test("an interlaced PNG is decoded whole (by gdk-pixbuf) and shrunk the same way")
    func interlaced() throws {
        let path = try file(
            TestPNG.encode(width: 64, height: 48, interlaced: true) { halves($0, $1, width: 64, height: 48) })
        #expect(try ImageReference(contentsOf: path).decodesRowByRow == false)
        let photo = try PhotoDecoder.decode(path, fitting: 32)
        #expect((photo.width, photo.height) == (32, 24))
        #expect(photo.pixel(x: 4, y: 4) == (255, 0, 0, 255))
        #expect(photo.pixel(x: 28, y: 4) == (0, 0, 255, 255))
    }

    @Test(
        "a damaged PNG is one line naming the file and the damage, never a crash",
        arguments: [
            "truncated", "bad checksum", "garbage after the header",
        ])
    func damaged(damage: String) throws {
        var bytes = TestPNG.encode(width: 300, height: 300) { halves($0, $1, width: 300, height: 300) }
        switch damage {
        case "truncated": bytes.removeLast(bytes.count / 2)
        case "bad checksum": bytes[bytes.count / 2] ^= 0xff
        default: bytes = Array(bytes[0..<33]) + [UInt8](repeating: 0x5a, count: 5000)
        }
        let path = try file(bytes)
        #expect {
            _ = try PhotoDecoder.decode(path, fitting: 100)
        } throws: { error in
            let message = "\(error)"
            return message.hasPrefix(path + ": ") && !message.contains("\n")
        }
    }

    @Test("the PNG budget: 250 megapixels read row by row; past it, refused from the header")
    func budgets() throws {
        #expect(ImageReference.rowByRowPixelBudget == 250_000_000)
        var header = TestPNG.encode(width: 1, height: 1) { _, _ in [0, 0, 0, 255] }
        // 16000 × 16000 = 256 megapixels in the header of a tiny file.
        header.replaceSubrange(16..<24, with: [0, 0, 0x3e, 0x80, 0, 0, 0x3e, 0x80])
        let path = try file(header)
        #expect(throws: ImageFileError.self) { try PhotoDecoder.decode(path) }
    }
}
