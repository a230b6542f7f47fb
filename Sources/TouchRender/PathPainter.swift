import CCairo
import TouchKit

/// Paints a display list's paths with Cairo: the one place both renderers turn a ``Path`` into Cairo calls
/// (`replay --png` on an image surface, the window in a GTK Cairo node), so lines and circles look the same.
///
/// ```swift
/// PathPainter.paint(path, fill: nil, stroke: .black, lineWidth: 3, on: cr)
/// ```
public enum PathPainter {
    /// Fills and then strokes `path` (either may be nil) with round caps and joins, `lineWidth` points wide.
    public static func paint(_ path: Path, fill: Color?, stroke: Color?, lineWidth: Double, on cr: OpaquePointer) {
        cairo_new_path(cr)
        for element in path.elements {
            switch element {
            case .move(let p): cairo_move_to(cr, p.x, p.y)
            case .line(let p): cairo_line_to(cr, p.x, p.y)
            case .curve(let c1, let c2, let end): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, end.x, end.y)
            case .close: cairo_close_path(cr)
            }
        }
        if let fill {
            setColor(fill, on: cr)
            if stroke == nil { cairo_fill(cr) } else { cairo_fill_preserve(cr) }
        }
        if let stroke {
            setColor(stroke, on: cr)
            cairo_set_line_width(cr, lineWidth)
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            cairo_stroke(cr)
        }
        cairo_new_path(cr)
    }

    /// Makes `color` Cairo's source.
    public static func setColor(_ color: Color, on cr: OpaquePointer) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }
}
