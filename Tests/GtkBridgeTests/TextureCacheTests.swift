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
        #expect(cache.texture(for: image) == nil)  // decoding has started, off the main thread
        let deadline = Date().addingTimeInterval(60)
        while cache.isLoading(image), Date() < deadline { g_main_context_iteration(nil, 0) }
        return try #require(cache.texture(for: image))
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
}
