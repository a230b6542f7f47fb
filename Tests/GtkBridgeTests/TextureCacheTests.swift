import CGtk
import Foundation
import Testing
import TouchKit
import TouchRender

@testable import GtkBridge

/// Photos become textures off the main thread, in the pixel format GTK's cairo renderer converts fastest:
/// without alpha when the photo has none. What a person sees must not change: the colors and the
/// transparency come through. (GLib's main loop and memory textures need no display.)
@Suite("Photo textures", .serialized)
@MainActor
struct TextureCacheTests {
    /// A 4 × 2 photo: left half red, right half blue, with `alpha` everywhere.
    private func photo(alpha: UInt8) throws -> String {
        var rgba: [UInt8] = []
        for _ in 0..<2 {
            for x in 0..<4 { rgba += x < 2 ? [255, 0, 0, alpha] : [0, 0, 255, alpha] }
        }
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("texture-\(alpha)-\(UUID().uuidString).png").path
        try Data(RasterImage(width: 4, height: 2, rgba: rgba).pngData()).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The texture of the photo at `path`, once the worker decoded it.
    private func texture(_ path: String, in cache: TextureCache) throws -> OpaquePointer {
        let image = ImageReference(path: path, pixelSize: Size(width: 4, height: 2))
        #expect(cache.texture(for: image, shown: 4) == nil)  // decoding has started, off the main thread
        let deadline = Date().addingTimeInterval(60)
        while cache.isLoading(image), Date() < deadline { g_main_context_iteration(nil, 0) }
        return try #require(cache.texture(for: image, shown: 4))
    }

    /// The texture's pixels as GTK's cairo renderer gets them: premultiplied, blue-green-red-alpha here.
    private func downloaded(_ texture: OpaquePointer) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: 4 * 2 * 4)
        pixels.withUnsafeMutableBufferPointer { gdk_texture_download(texture, $0.baseAddress, 16) }
        return pixels
    }

    @Test("an opaque photo keeps its colors")
    func opaquePhoto() throws {
        let path = try photo(alpha: 255)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let cache = TextureCache()
        let pixels = downloaded(try texture(path, in: cache))
        #expect(Array(pixels[0..<4]) == [0, 0, 255, 255])  // red
        #expect(Array(pixels[12..<16]) == [255, 0, 0, 255])  // blue
        #expect(cache.decodedSize(of: path)! == (4, 2))
    }

    @Test("a translucent photo keeps its transparency")
    func translucentPhoto() throws {
        let path = try photo(alpha: 128)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let cache = TextureCache()
        let pixels = downloaded(try texture(path, in: cache))
        #expect(pixels[3] == 128)
        #expect(abs(Int(pixels[2]) - 128) <= 1)  // red, premultiplied by half
        #expect(pixels[0] == 0)
    }

    /// A `width` × `height` photo of one color, written as PNG.
    private func plainPhoto(width: Int, height: Int) throws -> String {
        let rgba = [UInt8]((0..<width * height).flatMap { _ in [200, 120, 40, 255] as [UInt8] })
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("plain-\(width)-\(UUID().uuidString).png").path
        try Data(RasterImage(width: width, height: height, rgba: rgba).pngData()).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Runs GLib's main loop until nothing is being decoded.
    private func settle(_ cache: TextureCache) {
        let deadline = Date().addingTimeInterval(60)
        while !cache.loading.isEmpty, Date() < deadline { g_main_context_iteration(nil, 0) }
    }

    @Test("a photo is decoded at the size it is shown, and again, sharper, when it is shown larger")
    func decodedAtShownSize() throws {
        let path = try plainPhoto(width: 1000, height: 500)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let cache = TextureCache()
        let image = ImageReference(path: path, pixelSize: Size(width: 1000, height: 500))
        #expect(cache.texture(for: image, shown: 100) == nil)
        settle(cache)
        #expect(cache.decodedSize(of: path)! == (100, 50))
        // Zoomed in: the small copy stands in while the larger is decoded, at the next step up.
        #expect(cache.texture(for: image, shown: 700) != nil)
        #expect(!cache.isLoading(image) && cache.loading == [path])
        settle(cache)
        #expect(cache.decodedSize(of: path)!.width == 757)
        // 4 % larger than the copy: sharp enough, not decoded again; 6 % larger: decoded again.
        _ = cache.texture(for: image, shown: 787)
        #expect(cache.loading.isEmpty)
        _ = cache.texture(for: image, shown: 803)
        #expect(cache.loading == [path])
        settle(cache)
        // The next step, 947, is within a step of the photo's 1000: decoded whole, with nothing to resample.
        #expect(cache.decodedSize(of: path)! == (1000, 500))
        _ = cache.texture(for: image, shown: 1300)
        #expect(cache.loading.isEmpty)  // never larger than the photo
        #expect(cache.memoryUsed == 1000 * 500 * 3)
    }

    @Test("a photo shown at less than 0.76 of its copy is decoded again, smaller; a little smaller keeps its copy")
    func decodedSmallerWhenShrunk() throws {
        let path = try plainPhoto(width: 1000, height: 500)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let cache = TextureCache()
        let image = ImageReference(path: path, pixelSize: Size(width: 1000, height: 500))
        _ = cache.texture(for: image, shown: 1000)
        settle(cache)
        #expect(cache.decodedSize(of: path)! == (1000, 500))
        // 0.8 of the copy: GSK's cairo renderer still filters it bilinearly, so it is kept.
        #expect(cache.texture(for: image, shown: 800) != nil)
        #expect(cache.loading.isEmpty)
        // 0.7: it would take pixman's slow convolution; the large copy stands in while a smaller is decoded.
        #expect(cache.texture(for: image, shown: 700) != nil)
        #expect(cache.loading == [path])
        settle(cache)
        #expect(cache.decodedSize(of: path)!.width == 757)
        #expect(cache.memoryUsed < 1000 * 500 * 3 * 6 / 10)
        // Shown a little smaller or larger again, within the step or 5 % past it: nothing is decoded.
        for shown in [700.0, 650, 590, 757, 790] {
            #expect(cache.texture(for: image, shown: shown) != nil)
            #expect(cache.loading.isEmpty, "shown at \(shown)")
        }
    }

    @Test("decoded photos stay within the memory limit: the least recently drawn go; the frame's own are smaller")
    func memoryLimit() throws {
        let paths = try (0..<4).map { _ in try plainPhoto(width: 512, height: 512) }
        defer { for path in paths { try? FileManager.default.removeItem(atPath: path) } }
        let images = paths.map { ImageReference(path: $0, pixelSize: Size(width: 512, height: 512)) }
        let cache = TextureCache()
        cache.memoryLimit = 2 * 512 * 512 * 3  // room for two at full size
        // Four frames, each drawing one photo at full size: the oldest go.
        for image in images {
            cache.frameWillDraw()
            _ = cache.texture(for: image, shown: 512)
            settle(cache)
        }
        #expect(cache.memoryUsed <= cache.memoryLimit)
        #expect(cache.evictions == 2)
        #expect(cache.decodedSize(of: paths[3])! == (512, 512))
        // One frame drawing all four at full size: they cannot all fit, so they are decoded smaller, and
        // every one is drawn.
        for _ in 0..<3 {
            cache.frameWillDraw()
            for image in images { _ = cache.texture(for: image, shown: 512) }
            settle(cache)
        }
        cache.frameWillDraw()
        #expect(images.allSatisfy { cache.texture(for: $0, shown: 512) != nil })
        #expect(cache.problems.isEmpty)
        // Within the limit, but for copies already at the smallest side (64 × 64).
        #expect(cache.memoryUsed <= cache.memoryLimit + 4 * 64 * 64 * 3, "\(cache.memoryUsed)")
    }

    @Test("photos asked for before the first frame are decoded meanwhile, at the size drawn, never above the window")
    func prefetch() throws {
        let small = try plainPhoto(width: 1000, height: 500)
        let large = try plainPhoto(width: 3000, height: 1500)
        defer { for path in [small, large] { try? FileManager.default.removeItem(atPath: path) } }
        let cache = TextureCache()
        var list = DisplayList()
        let drawnSmall = ImageReference(path: small, pixelSize: Size(width: 1000, height: 500))
        let drawnLarge = ImageReference(path: large, pixelSize: Size(width: 3000, height: 1500))
        list.image(drawnSmall, in: Rect(x: 0, y: 0, width: 200, height: 100))
        // Not laid out yet (no size): sized for the window instead.
        list.image(drawnLarge, in: Rect(x: 0, y: 0, width: 0, height: 0))
        cache.prefetch(imagesOf: list, upTo: 1100)
        #expect(cache.loading == [small, large])
        settle(cache)
        // The first frame finds both ready: no placeholder, no second decode.
        #expect(cache.texture(for: drawnSmall, shown: 200) != nil)
        #expect(cache.texture(for: drawnLarge, shown: 900) != nil)
        #expect(cache.loading.isEmpty)
        #expect(cache.decodedSize(of: small)!.width == 247)
        #expect(cache.decodedSize(of: large)!.width == 1184)  // the window's 1100 points, at the next step
        // Asked again, nothing is decoded twice.
        cache.prefetch(imagesOf: list, upTo: 1100)
        #expect(cache.loading.isEmpty)
    }
}
