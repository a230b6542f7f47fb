import CCairo
import FoundationEssentials

/// Pixels in memory, 8-bit RGBA with straight alpha, row by row from the top: what a render produces and what
/// golden tests compare.
public struct RasterImage: Equatable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height × 4` bytes: red, green, blue, alpha.
    public var rgba: [UInt8]

    /// Wraps pixel bytes.
    public init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(rgba.count == width * height * 4, "pixel count does not match the size")
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// Reads a PNG file; throws ``RenderError`` naming the file when it cannot.
    public init(pngFile path: String) throws(RenderError) {
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw RenderError("\(path): does not exist or cannot be read")
        }
        guard let surface = cairo_image_surface_create_from_png(path),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else {
            throw RenderError("\(path): is not a PNG image, or is damaged")
        }
        defer { cairo_surface_destroy(surface) }
        self = Self(surface: surface)
    }

    /// Copies the pixels of a Cairo image surface (ARGB32 or RGB24), undoing premultiplication.
    init(surface: OpaquePointer) {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let hasAlpha = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        if let data = cairo_image_surface_get_data(surface) {
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let pixel = row[x]
                    let a = hasAlpha ? Int(pixel >> 24) : 255
                    func straight(_ c: UInt32) -> UInt8 {
                        a == 0 ? 0 : UInt8(min(255, (Int(c & 0xff) * 255 + a / 2) / a))
                    }
                    let o = (y * width + x) * 4
                    rgba[o] = straight(pixel >> 16)
                    rgba[o + 1] = straight(pixel >> 8)
                    rgba[o + 2] = straight(pixel)
                    rgba[o + 3] = UInt8(a)
                }
            }
        }
        self.init(width: width, height: height, rgba: rgba)
    }

    /// The color of one pixel as (red, green, blue, alpha).
    public func pixel(x: Int, y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
        let o = (y * width + x) * 4
        return (rgba[o], rgba[o + 1], rgba[o + 2], rgba[o + 3])
    }

    /// How two images differ: the share of pixels (0…1) where some channel differs by more than `tolerance`
    /// (0…255). Images of different sizes differ everywhere.
    public func fractionOfPixelsDiffering(from other: RasterImage, tolerance: Int) -> Double {
        guard width == other.width, height == other.height, width * height > 0 else { return 1 }
        var differing = 0
        for pixel in 0..<(width * height) {
            let o = pixel * 4
            for channel in 0..<4 where abs(Int(rgba[o + channel]) - Int(other.rgba[o + channel])) > tolerance {
                differing += 1
                break
            }
        }
        return Double(differing) / Double(width * height)
    }

    /// The image encoded as PNG.
    public func pngData() throws(RenderError) -> [UInt8] {
        guard let surface = cairoSurface() else {
            throw RenderError("cannot make an image of \(width)×\(height) pixels")
        }
        defer { cairo_surface_destroy(surface) }
        return try PNGEncoder.encode(surface)
    }

    /// Whether every pixel is fully opaque (a photo, usually), so the alpha channel can be left out.
    public var isOpaque: Bool {
        rgba.withUnsafeBufferPointer { pixels in
            var index = 3
            while index < pixels.count {
                if pixels[index] != 255 { return false }
                index += 4
            }
            return true
        }
    }

    /// The red, green and blue bytes of each pixel, without alpha: three bytes a pixel, row after row.
    ///
    /// An opaque photo is handed to GTK this way: its cairo renderer (the one used without a GPU) converts
    /// a texture to its own pixel format on every frame that draws it, and from three bytes a pixel it does
    /// so four times faster than from four (0.14 ms against 0.56 ms for 512 × 512 pixels, GTK 4.8).
    ///
    /// ```swift
    /// let rgb = image.isOpaque ? image.rgbWithoutAlpha() : nil
    /// ```
    public func rgbWithoutAlpha() -> [UInt8] {
        let count = width * height
        return [UInt8](unsafeUninitializedCapacity: count * 3) { buffer, initialized in
            rgba.withUnsafeBufferPointer { source in
                for pixel in 0..<count {
                    buffer[pixel * 3] = source[pixel * 4]
                    buffer[pixel * 3 + 1] = source[pixel * 4 + 1]
                    buffer[pixel * 3 + 2] = source[pixel * 4 + 2]
                }
            }
            initialized = count * 3
        }
    }

    /// The pixels as a new premultiplied ARGB32 Cairo surface (the caller destroys it), or nil when Cairo
    /// cannot make one of this size.
    func cairoSurface() -> OpaquePointer? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface)
        else {
            return nil
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        rgba.withUnsafeBufferPointer { source in
            for y in 0..<height {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let o = (y * width + x) * 4
                    row[x] = ARGB32.pack(
                        red: source[o], green: source[o + 1], blue: source[o + 2], alpha: source[o + 3])
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}

/// Something the renderer could not do, as one line a person can act on.
public struct RenderError: Error, Equatable, CustomStringConvertible {
    /// What went wrong.
    public var message: String

    /// Creates an error.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

/// Encodes a Cairo surface as PNG bytes in memory (so the caller can write the file atomically).
enum PNGEncoder {
    static func encode(_ surface: OpaquePointer) throws(RenderError) -> [UInt8] {
        let sink = ByteSink()
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(surface, ByteSink.write, sink.closure)
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError("cannot encode PNG: \(String(cString: cairo_status_to_string(status)))")
        }
        return sink.bytes
    }

    /// Encodes `surface` as PNG, handing each piece to `write` as it comes; throws when `write` says its
    /// output failed or Cairo cannot encode.
    static func stream(_ surface: OpaquePointer, to write: @escaping (UnsafeBufferPointer<UInt8>) -> Bool)
        throws(RenderError)
    {
        let sink = StreamSink(write)
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(surface, StreamSink.write, Unmanaged.passUnretained(sink).toOpaque())
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError("cannot encode PNG: \(String(cString: cairo_status_to_string(status)))")
        }
    }
}

/// Hands the bytes Cairo writes to a stream straight on, keeping none.
final class StreamSink {
    let consume: (UnsafeBufferPointer<UInt8>) -> Bool

    init(_ consume: @escaping (UnsafeBufferPointer<UInt8>) -> Bool) {
        self.consume = consume
    }

    /// Cairo's write function for a sink passed, unretained, as its closure.
    static let write: cairo_write_func_t = { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<StreamSink>.fromOpaque(closure).takeUnretainedValue()
        return sink.consume(UnsafeBufferPointer(start: data, count: Int(length)))
            ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR
    }
}

/// Collects the bytes Cairo writes to a stream (a PNG, an SVG document) in memory.
final class ByteSink {
    var bytes: [UInt8] = []

    /// The pointer Cairo hands back to ``write``; valid while the sink is alive.
    var closure: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    /// Cairo's write function for a sink passed as ``closure``.
    static let write: cairo_write_func_t = { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
        sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        return CAIRO_STATUS_SUCCESS
    }
}
