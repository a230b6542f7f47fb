import Glibc
import TouchKit

/// The canvas under the desktop's high-contrast style: every view a touch could hit gets a double outline,
/// near-black outside and white inside, so views stay apart whatever their colours (one of the two lines
/// has a contrast of at least 3:1 against any colour, as WCAG asks of what tells controls apart).
///
/// ```swift
/// if highContrast { HighContrastOutlines.draw(root: scene.view, into: &list) }
/// ```
public enum HighContrastOutlines {
    /// The outer line's colour.
    public static let dark = Color(red: 0.05, green: 0.05, blue: 0.05)
    /// The inner line's colour.
    public static let light = Color(red: 1, green: 1, blue: 1)

    /// Outlines each view of `root`'s tree that a touch could hit (the root, which fills the canvas, aside).
    public static func draw(root: View, into list: inout DisplayList) {
        for view in CanvasDescription.touchableViews(in: root) where view !== root {
            list.pushTransform(view.transformToWindow)
            list.stroke(
                view.bounds.insetBy(dx: 1.25, dy: 1.25), color: dark, width: 2.5, cornerRadius: view.cornerRadius)
            list.stroke(view.bounds.insetBy(dx: 3.5, dy: 3.5), color: light, width: 2, cornerRadius: view.cornerRadius)
            list.pop()
        }
    }

    /// WCAG's contrast ratio of two opaque colours, from 1 (the same) to 21 (black on white).
    public static func contrastRatio(_ first: Color, _ second: Color) -> Double {
        let (a, b) = (luminance(first), luminance(second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// Relative luminance (sRGB), 0 for black to 1 for white.
    public static func luminance(_ color: Color) -> Double {
        func linear(_ c: Double) -> Double { c <= 0.039_28 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }
}
