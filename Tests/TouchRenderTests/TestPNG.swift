import Foundation

/// Writes small PNG files byte by byte (stored deflate blocks, no compressor needed), so tests can make the
/// files a decoder meets in the wild, interlaced ones and damaged ones included.
enum TestPNG {
    /// A `width` × `height` RGBA image whose pixel at (x, y) is `pixel(x, y)`, optionally Adam7-interlaced.
    static func encode(
        width: Int, height: Int, interlaced: Bool = false,
        pixel: (Int, Int) -> [UInt8]
    ) -> [UInt8] {
        var raw: [UInt8] = []
        // Adam7's passes: start and step in x and y; a plain image is one pass over every pixel.
        let passes =
            interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        for (x0, y0, dx, dy) in passes {
            // A pass with no pixels (an image narrower than its start) has no rows at all.
            for y in stride(from: y0, to: height, by: dy) where x0 < width {
                raw.append(0)
                for x in stride(from: x0, to: width, by: dx) { raw += pixel(x, y) }
            }
        }
        var header: [UInt8] = []
        for value in [UInt32(width), UInt32(height)] { header += bigEndian(value) }
        header += [8, 6, 0, 0, interlaced ? 1 : 0]
        return [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
            + chunk("IHDR", header) + chunk("IDAT", zlibStored(raw)) + chunk("IEND", [])
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xff), UInt8(value >> 8 & 0xff), UInt8(value & 0xff)]
    }

    private static func chunk(_ kind: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(kind.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    /// A zlib stream of stored (uncompressed) deflate blocks.
    private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let count = min(65535, data.count - start)
            let last = start + count == data.count
            out += [
                last ? 1 : 0, UInt8(count & 0xff), UInt8(count >> 8), UInt8(~count & 0xff), UInt8(~count >> 8 & 0xff),
            ]
            out += data[start..<start + count]
            start += count
        } while start < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return out + bigEndian(b << 16 | a)
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xffff_ffff
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xedb8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~crc
    }
}
