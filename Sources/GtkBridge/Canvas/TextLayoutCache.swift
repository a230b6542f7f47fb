import CGtk
import TouchKit
import TouchRender

/// The canvas's Pango layouts and the text render nodes made from them, kept from one frame to the next.
///
/// Laying out text (choosing fonts, shaping glyphs, breaking lines) is the dearest part of drawing a
/// label, and most of a scene's text is the same on every frame of a drag: the chain overlay's numbers,
/// the views' names. A layout is made once and drawn again for as long as its text, style and box stay
/// the same. Turning a layout into GSK text nodes (a node per run of glyphs, each measuring its ink) was
/// the next dearest part, so the nodes are kept too, for the color they were made in, and appended again
/// wherever the box moves. Whatever no frame asked for is dropped at the frame's end, so the cache never
/// holds more than one frame's text. All of it is dropped when the widget's Pango context changes (fonts,
/// scale, resolution).
///
/// ```swift
/// let context = gtk_widget_get_pango_context(widget)!
/// if let (node, top) = cache.node(for: "3", style: style, in: rect, context: context) {
///     // translate the snapshot to (rect.minX, top), then gtk_snapshot_append_node(snapshot, node)
/// }
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
        /// The layout drawn at its own origin in `nodeColor` (nil until asked for, or when the text has no
        /// glyphs to draw).
        var node: OpaquePointer?
        var nodeColor: Color?
        /// The frame that last appended the node (``TextLayoutCache/frame``).
        var nodeFrame = -1

        func release() {
            g_object_unref(UnsafeMutableRawPointer(layout))
            if let node { gsk_render_node_unref(node) }
        }
    }

    private var entries: [Key: Entry] = [:]
    private var used: Set<Key> = []
    private var contextSerial: guint?
    /// Counts frames (their ends), so an entry can tell whether this frame has appended its node.
    private var frame = 0

    /// Layouts kept now (for tests).
    var count: Int { entries.count }

    isolated deinit {
        for entry in entries.values { entry.release() }
    }

    /// The layout for `text` in `style` and `rect`, made in `context` (the widget's, which follows its
    /// fonts and scale), and the y of its top (centered vertically in `rect`). The cache keeps the layout;
    /// the caller must not unref it.
    func layout(
        for text: String, style: TextStyle, in rect: Rect, context: OpaquePointer
    ) -> (layout: OpaquePointer, top: Double)? {
        guard let (_, entry) = entry(for: text, style: style, in: rect, context: context) else { return nil }
        return (entry.layout, rect.minY + entry.inset)
    }

    /// The render node that draws `text` in `style` (its color too) with the layout's top left corner at
    /// the origin, and the y of that top for `rect`: the caller translates to `(rect.minX, top)` and appends
    /// the node. The cache keeps the node; the caller must not unref it (GTK takes its own reference when it
    /// is appended).
    ///
    /// Nil when the text has nothing to draw, or when this frame was already given the node (two labels
    /// alike): the caller then draws the ``layout(for:style:in:context:)``. A node appears once in a frame's
    /// tree: GTK's Broadway renderer names each node it sends the browser by the node itself, and the same
    /// node twice in one frame stopped the browser drawing.
    func node(
        for text: String, style: TextStyle, in rect: Rect, context: OpaquePointer
    ) -> (node: OpaquePointer, top: Double)? {
        guard case (let key, var entry)? = entry(for: text, style: style, in: rect, context: context),
            entry.nodeFrame != frame
        else { return nil }
        entry.nodeFrame = frame
        if entry.nodeColor != style.color {
            if let old = entry.node { gsk_render_node_unref(old) }
            var rgba = SnapshotRenderer.rgba(style.color)
            let snapshot = gtk_snapshot_new()
            gtk_snapshot_append_layout(snapshot, entry.layout, &rgba)
            entry.node = gtk_snapshot_free_to_node(snapshot)
            entry.nodeColor = style.color
        }
        entries[key] = entry
        return entry.node.map { ($0, rect.minY + entry.inset) }
    }

    /// The entry for the text, made if this frame is the first to ask, and marked as used this frame.
    private func entry(
        for text: String, style: TextStyle, in rect: Rect, context: OpaquePointer
    ) -> (Key, Entry)? {
        let serial = pango_context_get_serial(context)
        if serial != contextSerial {
            removeAll()
            contextSerial = serial
        }
        let key = Key(text: text, size: style.size, isBold: style.isBold, width: rect.width, height: rect.height)
        used.insert(key)
        if let entry = entries[key] { return (key, entry) }
        guard let layout = pango_layout_new(context) else { return nil }
        let top = TextLayout.prepare(layout, text: text, style: style, in: rect)
        let entry = Entry(layout: layout, inset: top - rect.minY)
        entries[key] = entry
        return (key, entry)
    }

    /// Drops the layouts this frame did not draw.
    func endFrame() {
        if used.count < entries.count {
            for (key, entry) in entries where !used.contains(key) {
                entry.release()
                entries[key] = nil
            }
        }
        used.removeAll(keepingCapacity: true)
        frame += 1
    }

    private func removeAll() {
        for entry in entries.values { entry.release() }
        entries.removeAll()
    }
}
