import Testing

@testable import TouchRender

/// How large photos are decoded: large enough for the size shown, never much larger, and in the window's
/// steps close enough that GSK's cairo renderer draws every copy with its fast filter.
@Suite("Photo sizing")
struct PhotoSizingTests {
    @Test("by default the copy's side is the power of two that covers the size shown, within the cap")
    func powersOfTwo() {
        #expect(PhotoSizing.side(forShown: 10, cap: 2048) == 64)
        #expect(PhotoSizing.side(forShown: 300, cap: 2048) == 512)
        #expect(PhotoSizing.side(forShown: 512, cap: 2048) == 512)
        #expect(PhotoSizing.side(forShown: 5000, cap: 2048) == 2048)
        #expect(PhotoSizing.side(forShown: .infinity, cap: 2048) == 64)
        #expect(PhotoSizing.side(forShown: .nan, cap: 2048) == 64)
    }

    @Test("in the window's steps every size shown is drawn at more than 0.8 of its copy, never upscaled")
    func windowSteps() {
        var shown = 64.5
        var sides = Set<Double>()
        while shown < 2048 {
            let side = PhotoSizing.side(forShown: shown, cap: 2048, growth: PhotoSizing.windowGrowth)
            #expect(side >= shown, "shown at \(shown)")
            #expect(shown / side > 0.8, "shown at \(shown): copy \(side)")
            #expect(shown / side > PhotoSizing.fastestShrink)
            #expect(side == side.rounded(), "whole pixels")
            sides.insert(side)
            shown += 3.7
        }
        // Few enough copies that a pinch does not decode on every frame.
        #expect(sides.count == 16, "\(sides.sorted())")
        #expect(PhotoSizing.side(forShown: 300, cap: 2048, growth: PhotoSizing.windowGrowth) == 309)
        #expect(PhotoSizing.side(forShown: 4000, cap: 2048, growth: PhotoSizing.windowGrowth) == 2048)
    }
}
