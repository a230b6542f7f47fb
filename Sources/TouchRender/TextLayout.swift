import CCairo
import TouchKit

/// Sets up a Pango layout for a display list's text the one way both renderers draw it: the style's sans
/// font at its size in points, wrapped to the rectangle's width (or cut to one line with an ellipsis), aligned
/// as the style says, and centered vertically.
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
        // A negative height is a number of lines: one line, ellipsized, when the style does not wrap.
        pango_layout_set_height(layout, style.wraps ? Int32.max : -1)
        pango_layout_set_ellipsize(layout, style.wraps ? PANGO_ELLIPSIZE_NONE : PANGO_ELLIPSIZE_END)
        switch style.alignment {
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .leading: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .trailing: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
        pango_layout_set_text(layout, text, -1)
        var width: Int32 = 0, height: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, &height)
        return rect.minY + max(0, (rect.height - Double(height)) / 2)
    }
}
