import CCairo
import TouchKit

/// Measures text with Pango, the fonts and wrapping the renderers draw with (``TextLayout``), so that what
/// is sized to hold a text holds it in every language.
///
/// ```swift
/// let measurer = PangoTextMeasurer()
/// measurer.height(of: "Tap on D", style: TextStyle(size: 14, color: .white), width: 200)
/// ```
public final class PangoTextMeasurer: TextMeasurer {
    private let surface: OpaquePointer
    private let context: OpaquePointer
    private let layout: OpaquePointer

    /// A measurer with a layout of its own (not shared between threads).
    public init() {
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)
        context = cairo_create(surface)
        layout = pango_cairo_create_layout(context)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    public func height(of text: String, style: TextStyle, width: Double) -> Double {
        _ = TextLayout.prepare(layout, text: text, style: style, in: Rect(x: 0, y: 0, width: width, height: 0))
        var pixelWidth: Int32 = 0, pixelHeight: Int32 = 0
        pango_layout_get_pixel_size(layout, &pixelWidth, &pixelHeight)
        return Double(pixelHeight)
    }

    public func width(of text: String, style: TextStyle) -> Double {
        _ = TextLayout.prepare(layout, text: text, style: style, in: Rect(x: 0, y: 0, width: 1, height: 0))
        // Unbounded: the whole line, neither wrapped nor cut.
        pango_layout_set_width(layout, -1)
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return Double(logical.width) / Double(PANGO_SCALE)
    }
}
