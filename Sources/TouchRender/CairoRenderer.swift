import CCairo
import TouchKit

/// Draws a ``DisplayList`` with Cairo (shapes, photos) and Pango (text), with no display: for `replay --png`
/// and the golden-image tests.
///
/// ```swift
/// let renderer = CairoRenderer()
/// let image = try renderer.render(DisplayListBuilder.displayList(for: window), size: window.bounds.size)
/// let png = try image.pngData()
/// ```
public final class CairoRenderer {
    private let images = ImageCache()
    /// When false, text commands are skipped (golden images keep fonts out of the comparison).
    public var drawsText = true

    /// Creates a renderer.
    public init() {}

    /// Photos that could not be decoded, one line each naming the file and the problem.
    public var imageProblems: [String] { images.problems.values.sorted() }

    /// Renders a display list into an image of `size` points (× `scale` pixels per point) over `background`.
    public func render(
        _ list: DisplayList, size: Size, scale: Double = 1,
        background: Color = .white
    ) throws(RenderError) -> RasterImage {
        let surface = try paint(list, size: size, scale: scale, background: background)
        defer { cairo_surface_destroy(surface) }
        return RasterImage(surface: surface)
    }

    /// Renders a display list as ``render(_:size:scale:background:)`` does and hands the PNG to `write` in
    /// pieces as it is encoded, with no copy of the pixels: the memory it takes is the image's (4 bytes a
    /// pixel, 1 GiB at the largest, 16384 × 16384) and little more. `write` returns false to stop (its output
    /// failed), which throws.
    ///
    /// ```swift
    /// try renderer.renderPNG(list, size: size) { bytes in (try? file.write(Array(bytes))) != nil }
    /// ```
    public func renderPNG(
        _ list: DisplayList, size: Size, scale: Double = 1, background: Color = .white,
        write: (UnsafeBufferPointer<UInt8>) -> Bool
    ) throws(RenderError) {
        let surface = try paint(list, size: size, scale: scale, background: background)
        defer { cairo_surface_destroy(surface) }
        try withoutActuallyEscaping(write) { write throws(RenderError) in
            try PNGEncoder.stream(surface, to: write)
        }
    }

    /// A new image surface (the caller destroys it) with the list drawn on `background`.
    private func paint(_ list: DisplayList, size: Size, scale: Double, background: Color) throws(RenderError)
        -> OpaquePointer
    {
        let width = Int(saturating: (size.width * scale).rounded()),
            height = Int(saturating: (size.height * scale).rounded())
        guard width > 0, height > 0, width <= 16384, height <= 16384 else {
            throw RenderError("cannot render an image of \(width)×\(height) pixels")
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RenderError("cannot make an image of \(width)×\(height) pixels: not enough memory")
        }
        let cr = cairo_create(surface)!
        cairo_scale(cr, scale, scale)
        setColor(cr, background)
        cairo_paint(cr)
        draw(list, with: cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        return surface
    }

    /// Draws a display list onto a Cairo context (for example one GTK gives a drawing area).
    public func draw(_ list: DisplayList, with cr: OpaquePointer) {
        var opacities: [Double?] = []  // per open push: the opacity of a group, nil for save/restore
        for command in list.commands {
            switch command {
            case .pushTransform(let t):
                cairo_save(cr)
                var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
                if t.determinant != 0, t.isFinite { cairo_transform(cr, &matrix) }
                opacities.append(nil)
            case .pushClip(let rect, let radius):
                cairo_save(cr)
                roundedRect(cr, rect, radius)
                cairo_clip(cr)
                opacities.append(nil)
            case .pushOpacity(let opacity):
                cairo_push_group(cr)
                opacities.append(opacity)
            case .pop:
                if let opacity = opacities.popLast() ?? nil {
                    cairo_pop_group_to_source(cr)
                    cairo_paint_with_alpha(cr, opacity)
                } else {
                    cairo_restore(cr)
                }
            case .fill(let rect, let color, let radius):
                setColor(cr, color)
                roundedRect(cr, rect, radius)
                cairo_fill(cr)
            case .stroke(let rect, let color, let width, let radius):
                setColor(cr, color)
                cairo_set_line_width(cr, width)
                roundedRect(cr, rect.insetBy(dx: width / 2, dy: width / 2), max(0, radius - width / 2))
                cairo_stroke(cr)
            case .image(let image, let rect):
                drawImage(image, in: rect, with: cr)
            case .text(let string, let rect, let style):
                if drawsText { drawText(string, in: rect, style: style, with: cr) }
            case .path(let path, let fill, let stroke, let lineWidth):
                drawPath(path, fill: fill, stroke: stroke, lineWidth: lineWidth, with: cr)
            }
        }
        for opacity in opacities.reversed() {
            if opacity == nil { cairo_restore(cr) } else { cairo_pop_group_to_source(cr) }
        }
    }

    private func setColor(_ cr: OpaquePointer, _ color: Color) {
        PathPainter.setColor(color, on: cr)
    }

    private func roundedRect(_ cr: OpaquePointer, _ rect: Rect, _ radius: Double) {
        let r = min(radius, rect.width / 2, rect.height / 2)
        guard r > 0 else {
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        cairo_new_sub_path(cr)
        cairo_arc(cr, rect.maxX - r, rect.minY + r, r, -.pi / 2, 0)
        cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, .pi / 2)
        cairo_arc(cr, rect.minX + r, rect.maxY - r, r, .pi / 2, .pi)
        cairo_arc(cr, rect.minX + r, rect.minY + r, r, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
    }

    private func drawImage(_ image: ImageReference, in rect: Rect, with cr: OpaquePointer) {
        guard rect.width > 0, rect.height > 0 else { return }
        // The longest side the photo covers on the image, in pixels, through every transform above it.
        var across = (rect.width, 0.0), down = (0.0, rect.height)
        cairo_user_to_device_distance(cr, &across.0, &across.1)
        cairo_user_to_device_distance(cr, &down.0, &down.1)
        let shown = max(
            (across.0 * across.0 + across.1 * across.1).squareRoot(), (down.0 * down.0 + down.1 * down.1).squareRoot())
        guard let surface = images.surface(for: image, shown: shown) else {
            draw(.undecodableImagePlaceholder(in: rect), with: cr)
            return
        }
        let pixelWidth = Double(cairo_image_surface_get_width(surface))
        let pixelHeight = Double(cairo_image_surface_get_height(surface))
        cairo_save(cr)
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_scale(cr, rect.width / pixelWidth, rect.height / pixelHeight)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_rectangle(cr, 0, 0, pixelWidth, pixelHeight)
        cairo_fill(cr)
        cairo_restore(cr)
    }

    private func drawText(_ string: String, in rect: Rect, style: TextStyle, with cr: OpaquePointer) {
        guard let layout = pango_cairo_create_layout(cr) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let top = TextLayout.prepare(layout, text: string, style: style, in: rect)
        setColor(cr, style.color)
        cairo_move_to(cr, rect.minX, top)
        pango_cairo_show_layout(cr, layout)
    }

    private func drawPath(_ path: Path, fill: Color?, stroke: Color?, lineWidth: Double, with cr: OpaquePointer) {
        PathPainter.paint(path, fill: fill, stroke: stroke, lineWidth: lineWidth, on: cr)
    }
}
