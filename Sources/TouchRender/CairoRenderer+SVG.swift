import CCairo
import TouchKit

extension CairoRenderer {
    /// Renders a display list as an SVG document of `size` points over `background`: the same drawing as
    /// ``render(_:size:scale:background:)``, as vectors (text as outlines), for slides and printouts that
    /// scale without blurring.
    ///
    /// ```swift
    /// let svg = try CairoRenderer().renderSVG(list, size: Size(width: 900, height: 400))
    /// ```
    public func renderSVG(_ list: DisplayList, size: Size, background: Color = .white) throws(RenderError) -> [UInt8] {
        guard size.width.isFinite, size.height.isFinite, size.width >= 1, size.height >= 1,
            size.width <= 16384, size.height <= 16384
        else {
            throw RenderError("cannot render an SVG of \(size.width)×\(size.height) points")
        }
        let sink = ByteSink()
        let status: cairo_status_t = withExtendedLifetime(sink) {
            let surface = cairo_svg_surface_create_for_stream(ByteSink.write, sink.closure, size.width, size.height)!
            cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PT)
            let cr = cairo_create(surface)!
            cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.alpha)
            cairo_paint(cr)
            draw(list, with: cr)
            cairo_destroy(cr)
            // Finishing writes the document's end; its status says whether every write went through.
            cairo_surface_finish(surface)
            let status = cairo_surface_status(surface)
            cairo_surface_destroy(surface)
            return status
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError("cannot write SVG: \(String(cString: cairo_status_to_string(status)))")
        }
        return sink.bytes
    }
}
