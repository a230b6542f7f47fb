import CGtk
import TouchKit
import TouchRender

/// The canvas's Pango layouts, kept from one frame to the next.
///
/// Laying out text (choosing fonts, shaping glyphs, breaking lines) is the dearest part of drawing a
/// label, and most of a scene's text is the same on every frame of a drag: the chain overlay's numbers,
/// the views' names. A layout is made once and drawn again for as long as its text, style and box stay
/// the same; layouts no frame asked for are dropped at the frame's end, so the cache never holds more than
/// one frame's text. All of it is dropped when the widget's Pango context changes (fonts, scale, resolution).
///
/// ```swift
/// let context = gtk_widget_get_pango_context(widget)!
/// let (layout, top) = cache.layout(for: "3", style: style, in: rect, context: context)!
/// cache.endFrame()
/// ```
@MainActor
final class TextLayoutCache {
    /// What decides a layout's glyphs and lines (the color is given when it is drawn).
    private struct Key: Hashable {
        var text: String
        var size: Double
        var isBold: Bool
        var width: Double
        var height: Double
    }

    private struct Entry {
        var layout: OpaquePointer
        /// Where the layout's top goes below the box's top, in points.
        var inset: Double
    }

    private var entries: [Key: Entry] = [:]
    private var used: Set<Key> = []
    private var contextSerial: guint?

    /// Layouts kept now (for tests).
    var count: Int { entries.count }

    isolated deinit {
        for entry in entries.values { g_object_unref(UnsafeMutableRawPointer(entry.layout)) }
    }

    /// The layout for `text` in `style` and `rect`, made in `context` (the widget's, which follows its
    /// fonts and scale), and the y of its top (centered vertically in `rect`). The cache keeps the layout;
    /// the caller must not unref it.
    func layout(
        for text: String, style: TextStyle, in rect: Rect, context: OpaquePointer
    ) -> (layout: OpaquePointer, top: Double)? {
        let serial = pango_context_get_serial(context)
        if serial != contextSerial {
            removeAll()
            contextSerial = serial
        }
        let key = Key(text: text, size: style.size, isBold: style.isBold, width: rect.width, height: rect.height)
        used.insert(key)
        if let entry = entries[key] { return (entry.layout, rect.minY + entry.inset) }
        guard let layout = pango_layout_new(context) else { return nil }
        let top = TextLayout.prepare(layout, text: text, style: style, in: rect)
        entries[key] = Entry(layout: layout, inset: top - rect.minY)
        return (layout, top)
    }

    /// Drops the layouts this frame did not draw.
    func endFrame() {
        if used.count < entries.count {
            for (key, entry) in entries where !used.contains(key) {
                g_object_unref(UnsafeMutableRawPointer(entry.layout))
                entries[key] = nil
            }
        }
        used.removeAll(keepingCapacity: true)
    }

    private func removeAll() {
        for entry in entries.values { g_object_unref(UnsafeMutableRawPointer(entry.layout)) }
        entries.removeAll()
    }
}
