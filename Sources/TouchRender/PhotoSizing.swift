/// How large a photo is decoded for how large it is shown: the longest side it covers on screen, in pixels,
/// rounded up to a power of two (so a photo pinched a little larger is not decoded again on every frame),
/// at least ``smallest`` and at most the renderer's cap. A photo shown at 100 points takes a 128-pixel copy,
/// not its 4096-pixel one: 120 photos on a canvas take a few megabytes, not gigabytes.
///
/// ```swift
/// PhotoSizing.side(forShown: 300, cap: 2048)    // 512
/// PhotoSizing.side(forShown: 5000, cap: 2048)   // 2048
/// ```
public enum PhotoSizing {
    /// The smallest side a photo is decoded to, in pixels.
    public static let smallest = 64.0

    /// The side to decode a photo to, in pixels, when its longest side covers `shown` pixels on screen.
    public static func side(forShown shown: Double, cap: Double) -> Double {
        guard shown.isFinite, shown > smallest else { return min(smallest, cap) }
        var side = smallest
        while side < shown, side < cap { side *= 2 }
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
