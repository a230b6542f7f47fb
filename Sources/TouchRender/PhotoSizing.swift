/// How large a photo is decoded for how large it is shown: the longest side it covers on screen, in pixels,
/// rounded up to the next step of a series (so a photo pinched a little larger is not decoded again on every
/// frame), at least ``smallest`` and at most the renderer's cap. A photo shown at 100 points takes a 128-pixel
/// copy, not its 4096-pixel one: 120 photos on a canvas take a few megabytes, not gigabytes.
///
/// The steps double by default (what `replay --png` decodes). The window takes finer ones
/// (``windowGrowth``): GSK's cairo renderer draws a texture shrunk to less than 0.75 of its size with
/// pixman's separable convolution, measured 14 times slower than the bilinear filter it uses above that, and
/// a copy in powers of two is often drawn at 0.5 to 0.75.
///
/// ```swift
/// PhotoSizing.side(forShown: 300, cap: 2048)                                // 512
/// PhotoSizing.side(forShown: 300, cap: 2048, growth: PhotoSizing.windowGrowth)   // 309
/// PhotoSizing.side(forShown: 5000, cap: 2048)                               // 2048
/// ```
public enum PhotoSizing {
    /// The smallest side a photo is decoded to, in pixels.
    public static let smallest = 64.0

    /// The window's steps: each a quarter larger than the last, so a copy is drawn at more than 0.8 of its
    /// size, where GSK's cairo renderer filters it bilinearly.
    public static let windowGrowth = 1.25

    /// The smallest share of its size a copy is drawn at before the window decodes a smaller one: below 0.75
    /// GSK's cairo renderer switches to pixman's separable convolution (cairo's `CAIRO_FILTER_GOOD`).
    public static let fastestShrink = 0.76

    /// How much larger than its pixels a copy may be drawn: the window decodes for the size shown divided by
    /// this. 5 % larger looks as sharp, and the window's layout before its first frame often differs from
    /// the first frame's by a few pixels, which would decode a 15800-pixel photo twice (seconds each).
    public static let sharpEnough = 1.05

    /// The side to decode a photo to, in pixels, when its longest side covers `shown` pixels on screen: the
    /// first step of `smallest × growthᵏ` (rounded up to whole pixels) that covers it, at most `cap`.
    public static func side(forShown shown: Double, cap: Double, growth: Double = 2) -> Double {
        guard shown.isFinite, shown > smallest else { return min(smallest, cap) }
        let growth = max(growth, 1.01)
        var side = smallest
        while side < shown, side < cap { side = (side * growth).rounded(.up) }
        return min(side, cap)
    }

    /// The bytes a decoded copy of an image of `pixelSize` fitted to `side` takes, at `bytesPerPixel`.
    public static func bytes(of image: (width: Double, height: Double), fitting side: Double, bytesPerPixel: Int)
        -> Int
    {
        let factor = min(1, side / max(image.width, image.height, 1))
        let width = max(1, (image.width * factor).rounded()), height = max(1, (image.height * factor).rounded())
        return Int(width * height) * bytesPerPixel
    }
}
