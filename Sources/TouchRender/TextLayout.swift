import CCairo
import TouchKit

/// Sets up a Pango layout for a display list's text the one way both renderers draw it: the style's sans
/// font at its size in points, wrapped to the rectangle's width, centered, and centered vertically.
///
/// ```swift
/// let top = TextLayout.prepare(layout, text: "Hit test", style: style, in: rect)
/// ```
public enum TextLayout {
    /// Gives `layout` the text, font, width, wrapping and alignment for `rect`; returns the y at which its
    /// top goes so it is centered vertically in `rect` (never above the rectangle's top).
    public static func prepare(_ layout: OpaquePointer, text: String, style: TextStyle, in rect: Rect) -> Double {
        let font = pango_font_description_from_string(style.isBold ? "Sans Bold" : "Sans")
        defer { pango_font_description_free(font) }
        pango_font_description_set_absolute_size(font, style.size * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, font)
        pango_layout_set_width(layout, Int32(saturating: max(1, rect.width) * Double(PANGO_SCALE)))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        pango_layout_set_text(layout, text, -1)
        var width: Int32 = 0, height: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, &height)
        return rect.minY + max(0, (rect.height - Double(height)) / 2)
    }
}
