import CGtk
import TouchKit
import TouchRender

/// Photos decoded into GDK textures (uploaded to the GPU by GSK), keyed by file path.
///
/// Photos are decoded off the main thread, one after another, at the size they are shown (``PhotoSizing``,
/// in its window steps, at most ``largestSide``), so a 12000 × 12000 photo neither freezes the window nor
/// fills memory, and 120 photos on one canvas take a few megabytes: until one is ready,
/// ``texture(for:shown:)`` answers nil and ``isLoading(_:)`` true, and ``onLoaded`` asks for a redraw when it
/// is. A photo shown larger than it was decoded (zoomed in) is decoded again, sharper, while the smaller copy
/// stands in, as photo viewers do; one shown at less than ``PhotoSizing/fastestShrink`` of its copy is
/// decoded again, smaller, as GSK's cairo renderer draws such a copy with its slowest filter.
/// The textures kept are bounded by ``memoryLimit``: the least recently drawn go first, and a photo that
/// would not fit even then is decoded smaller, never left undrawn (``evictions`` counts what went). A file
/// that cannot be decoded is remembered with the reason, so the canvas can say which file and why.
@MainActor
public final class TextureCache {
    /// One decoded photo.
    private struct Entry {
        var image: ImageReference
        var texture: OpaquePointer
        /// The longest side it was decoded for, in pixels.
        var side: Double
        var bytes: Int
        /// Whether every pixel is opaque (decoded without alpha).
        var isOpaque: Bool
        /// The frame that last drew it.
        var lastUse: Int
    }

    private var entries: [String: Entry] = [:]
    /// Files that could not be decoded: path → one line naming the file and the problem.
    public private(set) var problems: [String: String] = [:]
    /// Files being decoded now, with the side asked for and the bytes the copy will take.
    private var decoding: [String: (side: Double, bytes: Int)] = [:]
    /// Files being decoded now.
    public var loading: Set<String> { Set(decoding.keys) }
    /// Called on the main thread with the photo's path when it has been decoded (or has failed), to draw it.
    public var onLoaded: (@MainActor (String) -> Void)?
    /// The longest side, in pixels, a photo is decoded to: enough for a full-HD screen at twice the zoom.
    public var largestSide = 2048.0
    /// The most bytes of decoded photos kept at once.
    public var memoryLimit = 256 << 20
    /// The bytes of decoded photos kept now.
    public private(set) var memoryUsed = 0
    /// How many decoded photos were let go to stay within ``memoryLimit``.
    public private(set) var evictions = 0
    private var frame = 0
    /// Decodes one photo at a time, so two large ones never hold their memory at once, at a priority below
    /// the main thread's (``BackgroundWorker``); its thread starts with the first photo, so a cache that
    /// draws none (a headless renderer's) costs no thread.
    private lazy var worker = BackgroundWorker(name: "photo-decoding")

    /// Creates an empty cache.
    public init() {}

    isolated deinit {
        for entry in entries.values { g_object_unref(UnsafeMutableRawPointer(entry.texture)) }
    }

    /// A new frame is being drawn: the photos it draws are the most recently used.
    public func frameWillDraw() {
        frame += 1
        shownCopies.endFrame(frame)
    }

    /// The photos' copies at the size shown, for GSK's Cairo renderer (``ShownSizeCopies``).
    private let shownCopies = ShownSizeCopies()

    /// Bytes held by the photos' copies at the size shown (GSK's Cairo renderer only).
    var shownCopyBytes: Int { shownCopies.bytes }

    /// The photo's copy at exactly `width` × `height` device pixels, as a Cairo image surface, for GSK's
    /// Cairo renderer to draw unscaled; nil while there is none yet (draw ``texture(for:shown:)``).
    func shownSizeCopy(of image: ImageReference, width: Int, height: Int) -> OpaquePointer? {
        guard let entry = entries[image.path] else { return nil }
        return shownCopies.surface(
            of: entry.texture, isOpaque: entry.isOpaque, path: image.path, width: width, height: height, frame: frame)
    }

    /// The size in pixels of a decoded photo's texture (what the screen gets), nil until it is decoded.
    public func decodedSize(of path: String) -> (width: Int, height: Int)? {
        entries[path].map { (Int(gdk_texture_get_width($0.texture)), Int(gdk_texture_get_height($0.texture))) }
    }

    /// Whether the photo is being decoded now and no copy of it can stand in (the canvas draws its place
    /// as a grey box).
    public func isLoading(_ image: ImageReference) -> Bool {
        decoding[image.path] != nil && entries[image.path] == nil
    }

    /// The texture for an image whose longest side covers `shown` pixels on screen; nil while it is first
    /// being decoded (the first call starts that) and when its file cannot be decoded (then ``problems``
    /// says why). A copy decoded smaller than now needed is returned while a sharper one is decoded.
    public func texture(for image: ImageReference, shown: Double) -> OpaquePointer? {
        // A copy a little short of the size shown is sharp enough (``PhotoSizing/sharpEnough``).
        let wanted = PhotoSizing.side(
            forShown: shown / PhotoSizing.sharpEnough, cap: largestSide, growth: PhotoSizing.windowGrowth)
        let fullSide = max(image.pixelSize.width, image.pixelSize.height)
        if var entry = entries[image.path] {
            entry.lastUse = frame
            entries[image.path] = entry
            if entry.side < wanted, entry.side < fullSide {
                decode(image, side: wanted)
            } else if wanted < entry.side,
                shown < PhotoSizing.fastestShrink * Double(Self.longestSide(of: entry.texture))
            {
                decode(image, side: wanted, smaller: true)
            }
            return entry.texture
        }
        if problems[image.path] == nil { decode(image, side: wanted) }
        return nil
    }

    /// Starts decoding the photos `list` draws, at the size it draws them but at most `largest` pixels (the
    /// window's longer side), before a frame asks for them: called before the window's first frame, while
    /// GTK realizes and lays out the window, so the photos can be ready for that frame instead of a few
    /// frames after it. A photo kept, being decoded, or that could not be decoded is left alone.
    public func prefetch(imagesOf list: DisplayList, upTo largest: Double) {
        for case .image(let image, let rect) in list.commands
        where entries[image.path] == nil && problems[image.path] == nil {
            let drawn = max(rect.width, rect.height)
            let shown = drawn > 0 ? min(drawn, largest) : largest
            decode(image, side: PhotoSizing.side(forShown: shown, cap: largestSide, growth: PhotoSizing.windowGrowth))
        }
    }

    /// Starts decoding `image` for `side` pixels, unless a copy at least as large is kept or under way. The
    /// side is halved until the copy fits in ``memoryLimit`` beside the photos the last two frames drew and
    /// those being decoded (the others can be let go).
    private func decode(_ image: ImageReference, side wanted: Double, smaller: Bool = false) {
        let pixels = (width: image.pixelSize.width, height: image.pixelSize.height)
        var inUse = 0
        for (path, entry) in entries where path != image.path && entry.lastUse >= frame - 1 { inUse += entry.bytes }
        for (path, copy) in decoding where path != image.path { inUse += copy.bytes }
        var side = wanted
        // Three bytes a pixel, as an opaque photo takes (a translucent one takes four; the photos least
        // recently drawn make room for the difference when it is ready).
        while side > PhotoSizing.smallest,
            inUse + PhotoSizing.bytes(of: pixels, fitting: side, bytesPerPixel: 3) > memoryLimit
        {
            side /= 2
        }
        // Within one step of its whole size, a photo is decoded whole: its rows are read in place, where a copy
        // a step smaller is resampled as it is read, which cost as much again as the decoding (callgrind: 27 M
        // more instructions for the 512-pixel astronaut shown at 484), for at most a step's memory less.
        let whole = Double(max(pixels.width, pixels.height))
        if !smaller, side < whole, whole <= side * PhotoSizing.windowGrowth,
            inUse + PhotoSizing.bytes(of: pixels, fitting: whole, bytesPerPixel: 3) <= memoryLimit
        {
            side = whole
        }
        if !smaller, let kept = entries[image.path], kept.side >= side { return }
        if let under = decoding[image.path], smaller ? under.side <= side : under.side >= side { return }
        decoding[image.path] = (side, PhotoSizing.bytes(of: pixels, fitting: side, bytesPerPixel: 3))
        let path = image.path, name = image.fileName, decodedSide = side
        worker.run {
            let result = Result { () throws(ImageFileError) in
                let raster = try PhotoDecoder.decode(path, fitting: decodedSide)
                return raster.isOpaque
                    ? Pixels(
                        width: raster.width, height: raster.height, bytes: raster.rgbWithoutAlpha(), hasAlpha: false)
                    : Pixels(width: raster.width, height: raster.height, bytes: raster.rgba, hasAlpha: true)
            }
            // Ahead of the next frame, which then draws the photo (after it, the photo would wait one more).
            MainLoopCallback.post(beforeNextFrame: true) { [weak self] in
                self?.finish(image, named: name, side: decodedSide, with: result)
            }
        }
    }

    /// The longer side of a texture, in pixels.
    private static func longestSide(of texture: OpaquePointer) -> Int32 {
        max(gdk_texture_get_width(texture), gdk_texture_get_height(texture))
    }

    /// A decoded photo's bytes: red, green, blue and, if any pixel is not opaque, alpha.
    private struct Pixels: Sendable {
        var width: Int, height: Int
        var bytes: [UInt8]
        var hasAlpha: Bool
    }

    /// Makes the texture from the decoded pixels (a copy into GDK's memory, a few milliseconds for the
    /// largest), in place of a smaller copy, then lets the least recently drawn photos go until the rest
    /// fit in ``memoryLimit`` (never one the last frame drew).
    private func finish(
        _ image: ImageReference, named name: String, side: Double, with result: Result<Pixels, ImageFileError>
    ) {
        let path = image.path
        if decoding[path]?.side == side { decoding[path] = nil }
        switch result {
        case .success(let pixels):
            // Without alpha where the photo has none: GTK's cairo renderer converts the texture on every frame
            // it draws, four times faster from three bytes a pixel than from four.
            let bytes = pixels.bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
            let texture = gdk_memory_texture_new(
                Int32(pixels.width), Int32(pixels.height), pixels.hasAlpha ? GDK_MEMORY_R8G8B8A8 : GDK_MEMORY_R8G8B8,
                bytes, gsize(pixels.width * (pixels.hasAlpha ? 4 : 3)))!
            g_bytes_unref(bytes)
            if let old = entries[path] {
                g_object_unref(UnsafeMutableRawPointer(old.texture))
                memoryUsed -= old.bytes
            }
            entries[path] = Entry(
                image: image, texture: texture, side: side, bytes: pixels.bytes.count, isOpaque: !pixels.hasAlpha,
                lastUse: frame)
            memoryUsed += pixels.bytes.count
            while memoryUsed > memoryLimit,
                let oldest = entries.filter({ $0.key != path && $0.value.lastUse < frame }).min(by: {
                    $0.value.lastUse < $1.value.lastUse
                })
            {
                g_object_unref(UnsafeMutableRawPointer(oldest.value.texture))
                memoryUsed -= oldest.value.bytes
                entries[oldest.key] = nil
                evictions += 1
            }
            // Still over: the photos drawn now need more than the limit. The largest is decoded again at
            // half its side (its copy drawn until then), so the frames settle within the limit.
            if memoryUsed > memoryLimit,
                let largest = entries.values.filter({ $0.image.path != path && $0.side > PhotoSizing.smallest })
                    .max(by: { $0.bytes < $1.bytes })
            {
                decode(largest.image, side: largest.side / 2, smaller: true)
            }
        case .failure(let error):
            problems[path] = "\(name): \(error.problem)"
        }
        onLoaded?(path)
    }
}
