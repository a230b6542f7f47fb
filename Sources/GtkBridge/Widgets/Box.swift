import CGtk

/// Lays out children in a row or a column.
///
/// ```swift
/// let column = Box(.vertical, spacing: 6)
/// column.append(Label("Hit test"))
/// ```
@MainActor
public final class Box: Widget {
    /// The direction children are laid out in.
    public enum Orientation {
        /// Side by side.
        case horizontal
        /// One above the other.
        case vertical
    }

    private var children: [Widget] = []

    /// Creates a box; `spacing` is the gap between children, in points.
    public init(_ orientation: Orientation, spacing: Int = 0) {
        let gtkOrientation = orientation == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL
        super.init(taking: gtk_box_new(gtkOrientation, Int32(spacing)))
    }

    private var box: UnsafeMutablePointer<GtkBox> {
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkBox.self)
    }

    /// The direction children are laid out in; a row can become a column on a narrow window.
    public var orientation: Orientation {
        get {
            gtk_orientable_get_orientation(OpaquePointer(widget)) == GTK_ORIENTATION_HORIZONTAL
                ? .horizontal : .vertical
        }
        set {
            guard newValue != orientation else { return }
            gtk_orientable_set_orientation(
                OpaquePointer(widget),
                newValue == .horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL)
        }
    }

    /// Adds a child at the end; the box keeps its wrapper alive.
    public func append(_ child: Widget) {
        children.append(child)
        gtk_box_append(box, child.widget)
    }

    /// Takes a child out (a panel that only some scenes show); its wrapper is let go.
    public func remove(_ child: Widget) {
        guard children.contains(where: { $0 === child }) else { return }
        gtk_box_remove(box, child.widget)
        children.removeAll { $0 === child }
    }
}
