import CGtk
import Glibc
import TouchKit
import TouchRender

/// Turns a ``DisplayList`` into GTK render nodes on a `GtkSnapshot`: color and border nodes for views,
/// transform nodes for view transforms, texture nodes for photos, Pango layouts for text, clip and opacity
/// nodes for containers. Paths (lines, circles) are drawn in Cairo nodes, as GTK 4.8 has no path nodes.
/// Paths and text are drawn by the same code as `TouchRender`'s Cairo renderer (``PathPainter``,
/// ``TextLayout``), so the window shows what `replay --png` writes.
@MainActor
struct SnapshotRenderer {
    let snapshot: OpaquePointer
    /// The widget drawn for (its Pango context sets fonts and resolution); nil for a snapshot made off screen.
    let widget: UnsafeMutablePointer<GtkWidget>?
    let textures: TextureCache
    /// The text's layouts, kept between frames by the widget drawn for (a snapshot made off screen may
    /// bring a new cache).
    let textLayouts: TextLayoutCache
    /// Whether GSK's Cairo renderer draws the nodes: photos are then drawn from copies at the size shown
    /// (``ShownSizeCopies``) wherever they are not rotated or skewed.
    var drawsWithCairo = false

    /// What each open push needs at its pop.
    private enum Open {
        case save  // a transform: restore
        case node  // a clip or opacity node: pop
    }

    /// Draws `list`, each of its points `zoom` of the widget's (a canvas zoomed for the back row).
    func draw(_ list: DisplayList, zoom: Double = 1) {
        var open: [Open] = []
        if zoom != 1 {
            gtk_snapshot_save(snapshot)
            gtk_snapshot_scale(snapshot, Float(zoom), Float(zoom))
        }
        defer { if zoom != 1 { gtk_snapshot_restore(snapshot) } }
        // How many pixels a point of the current transform covers (a pinched photo covers more), so each
        // photo is decoded for the size it is shown at.
        let factor = widget.map { Double(gtk_widget_get_scale_factor($0)) } ?? 1
        var scale = factor * zoom
        var scales: [Double] = []
        // Where the current coordinates lie in the widget's points, for photos placed on whole pixels.
        var current = AffineTransform(scaleX: zoom, y: zoom)
        var transforms: [AffineTransform] = []
        for command in list.commands {
            switch command {
            case .pushTransform(let t):
                scales.append(scale)
                transforms.append(current)
                if t.determinant != 0, t.isFinite {
                    scale *= abs(t.determinant).squareRoot()
                    current = t.concatenating(current)
                }
                gtk_snapshot_save(snapshot)
                if t.determinant != 0, t.isFinite, let transform = Self.transform(t) {
                    gtk_snapshot_transform(snapshot, transform)
                    gsk_transform_unref(transform)
                }
                open.append(.save)
            case .pushClip(let rect, let radius):
                if radius > 0 {
                    var rounded = Self.roundedRect(rect, radius)
                    gtk_snapshot_push_rounded_clip(snapshot, &rounded)
                } else {
                    var bounds = Self.rect(rect)
                    gtk_snapshot_push_clip(snapshot, &bounds)
                }
                open.append(.node)
            case .pushOpacity(let opacity):
                gtk_snapshot_push_opacity(snapshot, opacity)
                open.append(.node)
            case .pop:
                let closed = open.popLast()
                if case .save? = closed {
                    scale = scales.popLast() ?? scale
                    current = transforms.popLast() ?? current
                }
                close(closed)
            case .fill(let rect, let color, let radius):
                fill(rect, color: color, cornerRadius: radius)
            case .stroke(let rect, let color, let width, let radius):
                stroke(rect, color: color, width: width, cornerRadius: radius)
            case .image(let image, let rect):
                drawImage(image, in: rect, shown: max(rect.width, rect.height) * scale, under: current, factor: factor)
            case .text(let string, let rect, let style):
                drawText(string, in: rect, style: style)
            case .path(let path, let fill, let stroke, let lineWidth):
                drawPath(path, fill: fill, stroke: stroke, lineWidth: lineWidth)
            }
        }
        while let item = open.popLast() { close(item) }
    }

    private func close(_ item: Open?) {
        switch item {
        case .save: gtk_snapshot_restore(snapshot)
        case .node: gtk_snapshot_pop(snapshot)
        case nil: break
        }
    }

    /// A filled, optionally rounded rectangle.
    func fill(_ rect: Rect, color: Color, cornerRadius: Double = 0) {
        guard rect.width > 0, rect.height > 0 else { return }
        var rgba = Self.rgba(color)
        var bounds = Self.rect(rect)
        if cornerRadius > 0 {
            var rounded = Self.roundedRect(rect, cornerRadius)
            gtk_snapshot_push_rounded_clip(snapshot, &rounded)
            gtk_snapshot_append_color(snapshot, &rgba, &bounds)
            gtk_snapshot_pop(snapshot)
        } else {
            gtk_snapshot_append_color(snapshot, &rgba, &bounds)
        }
    }

    /// An outline drawn inside `rect`. A square-cornered one is four color nodes: GSK's cairo renderer fills
    /// a border node as an even-odd path over everything it spans (about 0.4 million instructions for a
    /// view's outline on every frame, measured with callgrind), and a color node as a plain rectangle.
    private func stroke(_ rect: Rect, color: Color, width: Double, cornerRadius: Double) {
        guard rect.width > 0, rect.height > 0, width > 0 else { return }
        guard cornerRadius > 0 else {
            if width * 2 >= min(rect.width, rect.height) {
                fill(rect, color: color)
                return
            }
            let side = rect.height - 2 * width
            fill(Rect(x: rect.minX, y: rect.minY, width: rect.width, height: width), color: color)
            fill(Rect(x: rect.minX, y: rect.maxY - width, width: rect.width, height: width), color: color)
            fill(Rect(x: rect.minX, y: rect.minY + width, width: width, height: side), color: color)
            fill(Rect(x: rect.maxX - width, y: rect.minY + width, width: width, height: side), color: color)
            return
        }
        var outline = Self.roundedRect(rect, cornerRadius)
        // The four sides' widths and colours on the stack (two arrays a stroke were 1 % of a frame's CPU).
        let rgba = Self.rgba(color)
        var widths = (Float(width), Float(width), Float(width), Float(width))
        var colors = (rgba, rgba, rgba, rgba)
        withUnsafePointer(to: &widths) { widths in
            withUnsafePointer(to: &colors) { colors in
                gtk_snapshot_append_border(
                    snapshot, &outline, UnsafeRawPointer(widths).assumingMemoryBound(to: Float.self),
                    UnsafeRawPointer(colors).assumingMemoryBound(to: GdkRGBA.self))
            }
        }
    }

    private func drawImage(
        _ image: ImageReference, in rect: Rect, shown: Double, under current: AffineTransform = .identity,
        factor: Double = 1
    ) {
        guard rect.width > 0, rect.height > 0 else { return }
        var bounds = Self.rect(rect)
        if let texture = textures.texture(for: image, shown: shown) {
            if drawsWithCairo, drawCopy(of: image, in: rect, under: current, factor: factor) { return }
            gtk_snapshot_append_texture(snapshot, texture, &bounds)
            return
        }
        draw(textures.isLoading(image) ? .loadingImagePlaceholder(in: rect) : .undecodableImagePlaceholder(in: rect))
    }

    /// Draws the photo's copy at the size shown, unscaled, on whole device pixels (the photo moves by at most
    /// half a pixel to get there), when its place is neither rotated nor skewed; false when it cannot (the
    /// texture is drawn then).
    private func drawCopy(of image: ImageReference, in rect: Rect, under current: AffineTransform, factor: Double)
        -> Bool
    {
        guard abs(current.b) < 1e-9, abs(current.c) < 1e-9, current.a > 0, current.d > 0 else { return false }
        let (sx, sy) = (current.a * factor, current.d * factor)
        let width = Int((rect.width * sx).rounded()), height = Int((rect.height * sy).rounded())
        guard let copy = textures.shownSizeCopy(of: image, width: width, height: height) else { return false }
        let origin = current.apply(to: rect.origin)
        let (x, y) = (origin.x * factor, origin.y * factor)
        var bounds = Self.rect(
            Rect(
                x: rect.minX - 1 / sx, y: rect.minY - 1 / sy, width: rect.width + 2 / sx,
                height: rect.height + 2 / sy))
        guard let cr = gtk_snapshot_append_cairo(snapshot, &bounds) else { return false }
        defer { cairo_destroy(cr) }
        cairo_translate(cr, rect.minX + (x.rounded() - x) / sx, rect.minY + (y.rounded() - y) / sy)
        cairo_scale(cr, 1 / sx, 1 / sy)
        cairo_set_source_surface(cr, copy, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_FAST)
        cairo_rectangle(cr, 0, 0, Double(width), Double(height))
        cairo_fill(cr)
        return true
    }

    private func drawText(_ string: String, in rect: Rect, style: TextStyle) {
        guard let context = widget.map({ gtk_widget_get_pango_context($0) }) ?? Self.offscreenContext else { return }
        /// Draws with the snapshot's origin at the text's top left corner.
        func atTextOrigin(top: Double, _ draw: () -> Void) {
            var origin = graphene_point_t(x: Float(rect.minX), y: Float(top))
            gtk_snapshot_save(snapshot)
            gtk_snapshot_translate(snapshot, &origin)
            draw()
            gtk_snapshot_restore(snapshot)
        }
        if let (node, top) = textLayouts.node(for: string, style: style, in: rect, context: context) {
            atTextOrigin(top: top) { gtk_snapshot_append_node(snapshot, node) }
        } else if let (layout, top) = textLayouts.layout(for: string, style: style, in: rect, context: context) {
            // The same text twice in one frame: the second is drawn from its layout, not the kept node.
            var rgba = Self.rgba(style.color)
            atTextOrigin(top: top) { gtk_snapshot_append_layout(snapshot, layout, &rgba) }
        }
    }

    /// A Pango context on the default font map, for snapshots made with no widget (tests), made once.
    private static let offscreenContext = pango_font_map_create_context(pango_cairo_font_map_get_default())

    private func drawPath(_ path: Path, fill: Color?, stroke: Color?, lineWidth: Double) {
        var box = path.boundingBox
        let margin = (stroke == nil ? 0 : lineWidth) + 1
        box = Rect(
            x: box.minX - margin, y: box.minY - margin, width: box.width + 2 * margin,
            height: box.height + 2 * margin)
        var bounds = Self.rect(box)
        guard let cr = gtk_snapshot_append_cairo(snapshot, &bounds) else { return }
        defer { cairo_destroy(cr) }
        PathPainter.paint(path, fill: fill, stroke: stroke, lineWidth: lineWidth, on: cr)
    }

    // MARK: Conversions to graphene and GDK types

    static func rect(_ rect: Rect) -> graphene_rect_t {
        graphene_rect_t(
            origin: graphene_point_t(x: Float(rect.minX), y: Float(rect.minY)),
            size: graphene_size_t(width: Float(rect.width), height: Float(rect.height)))
    }

    static func roundedRect(_ rect: Rect, _ radius: Double) -> GskRoundedRect {
        var rounded = GskRoundedRect()
        var bounds = Self.rect(rect)
        gsk_rounded_rect_init_from_rect(&rounded, &bounds, Float(max(0, min(radius, rect.width / 2, rect.height / 2))))
        return rounded
    }

    static func rgba(_ color: Color) -> GdkRGBA {
        GdkRGBA(red: Float(color.red), green: Float(color.green), blue: Float(color.blue), alpha: Float(color.alpha))
    }

    /// A 2D affine transform as GSK transform steps: translate, rotate, skew, scale. Built from steps rather
    /// than a raw matrix because GSK then knows the transform is 2D and composites it directly (a matrix
    /// it cannot classify makes the Cairo renderer give up and paint the node pink).
    static func transform(_ t: AffineTransform) -> OpaquePointer? {
        // M = R(θ) · U with U upper triangular: U = [[sx, m], [0, sy]] = skewX(atan(m / sy)) · scale(sx, sy).
        let angle = atan2(t.b, t.a)
        let cosine = cos(angle), sine = sin(angle)
        let sx = cosine * t.a + sine * t.b
        let m = cosine * t.c + sine * t.d
        let sy = -sine * t.c + cosine * t.d
        guard sx != 0, sy != 0 else { return nil }
        var offset = graphene_point_t(x: Float(t.tx), y: Float(t.ty))
        var transform = gsk_transform_translate(nil, &offset)
        if abs(angle) > 1e-9 { transform = gsk_transform_rotate(transform, Float(angle * 180 / .pi)) }
        if abs(m) > 1e-9 { transform = gsk_transform_skew(transform, Float(atan(m / sy) * 180 / .pi), 0) }
        if sx != 1 || sy != 1 { transform = gsk_transform_scale(transform, Float(sx), Float(sy)) }
        return transform
    }
}
