import CGtk
import Foundation
import Testing
import TouchKit
import TouchRender

@testable import GtkBridge

/// Under GSK's Cairo renderer a photo shown at one size for two frames is drawn from a copy at that size,
/// on whole pixels, instead of the texture GTK would download and scale on every frame: the photo must look
/// the same, and a rotated or still-changing one keeps the texture.
@Suite("Photos drawn from copies at the size shown", .serialized)
@MainActor
struct ShownSizeCopiesTests {
    private static let size = Size(width: 120, height: 90)

    /// A 64 × 48 photo of smooth gradients (scaling filters differ only in the last levels on those).
    private func photo() throws -> String {
        var rgba: [UInt8] = []
        for y in 0..<48 {
            for x in 0..<64 { rgba += [UInt8(x * 4), UInt8(y * 5), UInt8(255 - x * 2), 255] }
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("copy-\(UUID().uuidString).png").path
        try Data(RasterImage(width: 64, height: 48, rgba: rgba).pngData()).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// One frame of `list` as GSK's Cairo renderer draws it off screen, as straight RGBA.
    private func frame(_ list: DisplayList, cache: TextureCache, copies: Bool) throws -> RasterImage {
        cache.frameWillDraw()
        return try OffscreenCairoRendering.pixels(size: Self.size) { snapshot in
            var renderer = SnapshotRenderer(
                snapshot: snapshot, widget: nil, textures: cache, textLayouts: TextLayoutCache())
            renderer.drawsWithCairo = copies
            renderer.fill(Rect(origin: .zero, size: Self.size), color: .white)
            renderer.draw(list)
        }
    }

    /// The photo at `path` drawn 50 × 37.5 points at (20.4, 15.7), under `transform`.
    private func list(_ path: String, transform: TouchKit.AffineTransform = .identity) -> DisplayList {
        var list = DisplayList()
        list.pushTransform(transform)
        list.image(
            ImageReference(path: path, pixelSize: Size(width: 64, height: 48)),
            in: Rect(x: 20.4, y: 15.7, width: 50, height: 37.5))
        list.pop()
        return list
    }

    /// Decodes the photo (off the main thread) so frames can draw it.
    private func decoded(_ path: String, in cache: TextureCache) {
        let image = ImageReference(path: path, pixelSize: Size(width: 64, height: 48))
        _ = cache.texture(for: image, shown: 50)
        let deadline = Date().addingTimeInterval(60)
        while cache.isLoading(image), Date() < deadline { g_main_context_iteration(nil, 0) }
    }

    @Test("the second frame at one size draws the copy, and it looks as the texture did")
    func copyLooksTheSame() throws {
        let path = try photo()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let cache = TextureCache()
        decoded(path, in: cache)
        let texture = try frame(list(path), cache: cache, copies: true)
        #expect(cache.shownCopyBytes == 0, "the first frame at a size draws the texture")
        let copy = try frame(list(path), cache: cache, copies: true)
        #expect(cache.shownCopyBytes == 50 * 38 * 4, "the second makes the copy: \(cache.shownCopyBytes) bytes")
        // The copy sits on whole pixels (at most half a pixel from the texture's place) and is filtered once:
        // edges may differ, the picture may not.
        let differing = copy.fractionOfPixelsDiffering(from: texture, tolerance: 40)
        #expect(differing < 0.04, "\(differing * 100) % of the pixels differ")
        #expect(
            copy.fractionOfPixelsDiffering(from: try frame(DisplayList(), cache: cache, copies: true), tolerance: 40)
                > 0.1)
    }

    @Test("a rotated photo keeps its texture; an unused copy is let go")
    func rotatedAndForgotten() throws {
        let path = try photo()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let cache = TextureCache()
        decoded(path, in: cache)
        let turned = TouchKit.AffineTransform(rotationAngle: 0.3)
        for _ in 0..<3 { _ = try frame(list(path, transform: turned), cache: cache, copies: true) }
        #expect(cache.shownCopyBytes == 0)
        for _ in 0..<2 { _ = try frame(list(path), cache: cache, copies: true) }
        #expect(cache.shownCopyBytes > 0)
        for _ in 0...ShownSizeCopies.keptFor { cache.frameWillDraw() }
        #expect(cache.shownCopyBytes == 0, "a copy not drawn for \(ShownSizeCopies.keptFor) frames goes")
    }
}
