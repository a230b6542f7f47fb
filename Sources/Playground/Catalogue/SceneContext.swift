import FoundationEssentials
import TouchKit

/// What a scene is built with, so the same scene runs the same way in the window, in `replay` and in tests.
public final class SceneContext {
    /// The size of the window, in points.
    public var size: Size
    /// Every random choice a scene makes comes from here; a fixed seed makes a replay repeatable.
    public var random: SeededRandomNumberGenerator
    /// The folder the photos come from.
    public var imageDirectory: String
    /// The folder of stickers (images with transparent parts).
    public var stickerDirectory: String
    /// Reads image opacity for views that take touches only on their opaque pixels; without one they take
    /// touches anywhere in their image.
    public var alphaReader: (any ImageAlphaReader)?
    /// How many millimetres one point is on the screen, when the window knows the monitor's physical size;
    /// nil headless (the touch lab then gives lengths in points only).
    public var millimetresPerPoint: Double?

    /// Creates a context. Stickers come from `stickerDirectory`, by default the `stickers` folder beside the
    /// photo folder.
    public init(
        size: Size, seed: UInt64, imageDirectory: String, stickerDirectory: String? = nil,
        alphaReader: (any ImageAlphaReader)? = nil
    ) {
        self.size = size
        self.random = SeededRandomNumberGenerator(seed: seed)
        self.imageDirectory = imageDirectory
        self.stickerDirectory =
            stickerDirectory
            ?? PathName.join(PathName.folder(of: imageDirectory), "stickers")
        self.alphaReader = alphaReader
    }

    /// A random, fairly saturated color that labels stay readable on.
    public func randomColor() -> Color {
        let hue = Double.random(in: 0..<1, using: &random)
        let saturation = Double.random(in: 0.45...0.85, using: &random)
        let brightness = Double.random(in: 0.55...0.95, using: &random)
        return Color(hue: hue, saturation: saturation, brightness: brightness)
    }
}

extension Color {
    /// A color from hue (0…1 around the wheel), saturation and brightness (0…1).
    public init(hue: Double, saturation: Double, brightness: Double) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(saturating: h) % 6, f = h - h.rounded(.towardZero)
        let p = brightness * (1 - saturation), q = brightness * (1 - saturation * f)
        let t = brightness * (1 - saturation * (1 - f)), v = brightness
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b)
    }
}
