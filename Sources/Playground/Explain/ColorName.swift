import TouchKit

/// A colour in the words a person would use ("light green", "dark purple", "grey"), for a screen reader:
/// a view's hex code means nothing read aloud. Hue in twelve named bands, with light, dark and greyish
/// qualifiers from lightness and saturation (HSL).
///
/// ```swift
/// ColorName.of(Color(hex: "#7ee896")!)  // "light green"
/// ```
public enum ColorName {
    /// The colour's name, lower case; "transparent" when it is nearly invisible.
    public static func of(_ color: Color) -> String {
        guard color.alpha >= 0.05 else { return tr("transparent") }
        let (hue, saturation, lightness) = hsl(color)
        if lightness > 0.96 { return tr("white") }
        if lightness < 0.08 { return tr("black") }
        if saturation < 0.12 {
            return lightness > 0.7 ? tr("light grey") : lightness < 0.3 ? tr("dark grey") : tr("grey")
        }
        let names = hueNames
        let name = names[Int(((hue + 15).truncatingRemainder(dividingBy: 360)) / 30) % names.count]
        if lightness > 0.68 { return tr("light {colour}", ["colour": name]) }
        if lightness < 0.3 { return tr("dark {colour}", ["colour": name]) }
        return name
    }

    /// Names of 30-degree hue bands, from red at 0 degrees, in the user's language.
    private static var hueNames: [String] {
        [
            tr("red"), tr("orange"), tr("yellow"), tr("lime"), tr("green"), tr("green"), tr("teal"), tr("sky blue"),
            tr("blue"), tr("purple"), tr("magenta"), tr("pink"),
        ]
    }

    /// Hue in degrees (0…360), saturation and lightness in 0…1.
    private static func hsl(_ color: Color) -> (Double, Double, Double) {
        let (r, g, b) = (color.red, color.green, color.blue)
        let high = max(r, g, b), low = min(r, g, b)
        let lightness = (high + low) / 2
        guard high > low else { return (0, 0, lightness) }
        let delta = high - low
        let saturation = delta / (1 - abs(2 * lightness - 1))
        var hue: Double
        if high == r {
            hue = ((g - b) / delta).truncatingRemainder(dividingBy: 6)
        } else if high == g {
            hue = (b - r) / delta + 2
        } else {
            hue = (r - g) / delta + 4
        }
        hue *= 60
        if hue < 0 { hue += 360 }
        return (hue, saturation, lightness)
    }
}
