import Testing

@testable import TouchRender

/// An opaque photo goes to the screen as three bytes a pixel (GTK's cairo renderer converts that four
/// times faster on every frame); it must be the same photo.
@Suite("Raster image channels")
struct RasterImageChannelsTests {
    @Test("a photo is opaque only if every pixel is")
    func opacity() {
        let opaque = RasterImage(width: 2, height: 1, rgba: [1, 2, 3, 255, 4, 5, 6, 255])
        #expect(opaque.isOpaque)
        let lastTranslucent = RasterImage(width: 2, height: 1, rgba: [1, 2, 3, 255, 4, 5, 6, 254])
        #expect(!lastTranslucent.isOpaque)
        let firstClear = RasterImage(width: 2, height: 1, rgba: [1, 2, 3, 0, 4, 5, 6, 255])
        #expect(!firstClear.isOpaque)
        #expect(RasterImage(width: 0, height: 0, rgba: []).isOpaque)
    }

    @Test("without alpha, each pixel keeps its red, green and blue, in order")
    func dropsAlphaOnly() {
        let image = RasterImage(width: 3, height: 2, rgba: (0..<24).map { UInt8($0 * 10) })
        let rgb = image.rgbWithoutAlpha()
        #expect(rgb.count == 18)
        for pixel in 0..<6 {
            #expect(Array(rgb[pixel * 3..<pixel * 3 + 3]) == Array(image.rgba[pixel * 4..<pixel * 4 + 3]))
        }
    }
}
