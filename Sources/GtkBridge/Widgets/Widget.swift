import CGtk

/// A GTK widget held from Swift: the wrapper owns one reference (sunk if the widget was floating) and
/// drops it when the wrapper goes away, so GTK keeps the widget for as long as either side needs it.
///
/// ```swift
/// let label = Label("Hello")
/// label.margin = 12
/// box.append(label)
/// ```
@MainActor
open class Widget {
    /// The C widget.
    public let widget: UnsafeMutablePointer<GtkWidget>

    /// Takes a newly created widget (floating or not) and keeps one reference to it.
    public init(taking widget: UnsafeMutablePointer<GtkWidget>) {
        g_object_ref_sink(UnsafeMutableRawPointer(widget))
        self.widget = widget
    }

    /// The work asked for the next frame (``onNextFrame(_:)``).
    private lazy var frameUpdates = FrameUpdates()

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(widget))
    }

    /// The widget as a GObject, for signals.
    public var object: UnsafeMutableRawPointer { UnsafeMutableRawPointer(widget) }

    /// The widget as a typed `GObject` pointer, for GObject functions that take one.
    public var gObject: UnsafeMutablePointer<GObject> { object.assumingMemoryBound(to: GObject.self) }

    /// Whether it takes input; off, GTK greys it out (a control with nothing to act on).
    public var isSensitive: Bool {
        get { gtk_widget_get_sensitive(widget) != 0 }
        set { gtk_widget_set_sensitive(widget, newValue ? 1 : 0) }
    }

    /// Whether the widget is shown.
    public var isVisible: Bool {
        get { gtk_widget_get_visible(widget) != 0 }
        set { gtk_widget_set_visible(widget, newValue ? 1 : 0) }
    }

    /// Whether the widget takes extra horizontal space.
    public var expandsHorizontally: Bool {
        get { gtk_widget_get_hexpand(widget) != 0 }
        set { gtk_widget_set_hexpand(widget, newValue ? 1 : 0) }
    }

    /// Whether the widget takes extra vertical space.
    public var expandsVertically: Bool {
        get { gtk_widget_get_vexpand(widget) != 0 }
        set { gtk_widget_set_vexpand(widget, newValue ? 1 : 0) }
    }

    /// The height the widget would like, in points, for any width (GTK's natural height, margins included):
    /// for placing something clear below it.
    public var naturalHeight: Double { natural(GTK_ORIENTATION_VERTICAL) }

    /// The distance kept clear above the widget, in points (the other sides keep theirs).
    public var marginTop: Int {
        get { Int(gtk_widget_get_margin_top(widget)) }
        set { gtk_widget_set_margin_top(widget, Int32(newValue)) }
    }

    /// The width the widget would like, in points, whatever it is given (GTK's natural width, margins
    /// included): what a layout weighs before deciding what fits.
    public var naturalWidth: Double { natural(GTK_ORIENTATION_HORIZONTAL) }

    /// GTK's natural size along `orientation`, for any size across it.
    private func natural(_ orientation: GtkOrientation) -> Double {
        var minimum: Int32 = 0
        var natural: Int32 = 0
        gtk_widget_measure(widget, orientation, -1, &minimum, &natural, nil, nil)
        return Double(natural)
    }

    /// The same margin on all four sides, in points.
    public var margin: Int {
        get { Int(gtk_widget_get_margin_top(widget)) }
        set {
            let value = Int32(newValue)
            gtk_widget_set_margin_top(widget, value)
            gtk_widget_set_margin_bottom(widget, value)
            gtk_widget_set_margin_start(widget, value)
            gtk_widget_set_margin_end(widget, value)
        }
    }

    /// Tooltips that depend on where the pointer is (a drawing's parts): `text` is asked with the point, in
    /// the widget's points, and its words are shown; nil shows none.
    public func onTooltip(_ text: @escaping @MainActor (Double, Double) -> String?) {
        gtk_widget_set_has_tooltip(widget, 1)
        Signal.connect(object, .queryTooltip) { x, y, _, tooltip in
            guard let tooltip, let words = text(Double(x), Double(y)) else { return false }
            gtk_tooltip_set_text(tooltip, words)
            return true
        }
    }

    /// A tooltip shown on hover (and the widget's accessible description).
    public var tooltip: String? {
        get { gtk_widget_get_tooltip_text(widget).map { String(cString: $0) } }
        set {
            // GTK asks the X server where the pointer is (a query, a server grab and a walk of the window
            // tree: several round trips) whenever a visible widget's tooltip is set, to show it at once if
            // the pointer is over it. A widget not yet realized cannot be under the pointer: set it hidden.
            // The window's sixteen buttons and labels cost 64 round trips before its first frame that way.
            let unseen = gtk_widget_get_realized(widget) == 0 && gtk_widget_get_visible(widget) != 0
            if unseen { gtk_widget_set_visible(widget, 0) }
            gtk_widget_set_tooltip_text(widget, newValue)
            if unseen { gtk_widget_set_visible(widget, 1) }
        }
    }

    /// Asks for at least this size, in points (`-1` for "natural").
    public func setSizeRequest(width: Int, height: Int) {
        gtk_widget_set_size_request(widget, Int32(width), Int32(height))
    }

    /// Adds a style class (for the application's CSS or one of GTK's own, like `"title"`).
    public func addStyleClass(_ name: String) {
        gtk_widget_add_css_class(widget, name)
    }

    /// Removes a style class added with ``addStyleClass(_:)``.
    public func removeStyleClass(_ name: String) {
        gtk_widget_remove_css_class(widget, name)
    }

    /// Attaches an event controller; the widget keeps it for its own lifetime.
    public func addController(_ controller: EventController) {
        g_object_ref(UnsafeMutableRawPointer(controller.controller))
        gtk_widget_add_controller(widget, controller.controller)
    }

    /// Moves keyboard focus here.
    public func grabFocus() {
        gtk_widget_grab_focus(widget)
    }

    /// Whether `other` is this widget or inside it (where keyboard focus is, say).
    public func contains(_ other: UnsafeMutablePointer<GtkWidget>) -> Bool {
        other == widget || gtk_widget_is_ancestor(other, widget) != 0
    }

    /// Whether keyboard focus may enter the widget or anything inside it (false: Tab passes it by whole).
    public var takesFocus: Bool {
        get { gtk_widget_get_can_focus(widget) != 0 }
        set { gtk_widget_set_can_focus(widget, newValue ? 1 : 0) }
    }

    /// Whether the widget can take keyboard focus.
    public var isFocusable: Bool {
        get { gtk_widget_get_focusable(widget) != 0 }
        set { gtk_widget_set_focusable(widget, newValue ? 1 : 0) }
    }

    /// Whether the keyboard focus is on the widget or inside it (a row whose button was just pressed).
    public var hasFocusWithin: Bool {
        gtk_widget_get_state_flags(widget).rawValue & GTK_STATE_FLAG_FOCUS_WITHIN.rawValue != 0
    }

    /// Whether the widget is on screen now: visible, with every ancestor visible and shown (a pane folded
    /// away or hidden is not). Work that only shows in a widget can wait until it is.
    public var isMapped: Bool { gtk_widget_get_mapped(widget) != 0 }

    /// Calls `handler` each time the widget comes on screen (GTK's `map`), to bring it up to date then.
    public func onMap(_ handler: @escaping @MainActor () -> Void) {
        Signal.connect(object, .map, handler)
    }

    /// Asks GTK to redraw the widget on the next frame of its frame clock.
    public func queueDraw() {
        gtk_widget_queue_draw(widget)
    }

    /// Runs `body` once on the next frame of the widget's frame clock (paced to the display's refresh), in
    /// its update phase, before the frame is laid out and drawn (see ``FrameUpdates``). The closure is
    /// released after it ran.
    public func onNextFrame(_ body: @escaping @MainActor () -> Void) {
        frameUpdates.schedule(on: widget, body)
    }

    /// Converts a point from the widget's surface coordinates (what raw GDK events report) into the
    /// widget's own coordinates, accounting for client-side decorations such as shadows and header bars.
    public func pointFromSurface(x: Double, y: Double) -> (x: Double, y: Double)? {
        guard let (native, offset) = nativeAndSurfaceOffset() else { return nil }
        var widgetX = 0.0, widgetY = 0.0
        guard gtk_widget_translate_coordinates(native, widget, x - offset.x, y - offset.y, &widgetX, &widgetY) != 0
        else { return nil }
        return (widgetX, widgetY)
    }

    /// The widget's top-left corner in its surface's coordinates, in points (what `xdotool` and screenshots
    /// of the window see).
    public var originInSurface: (x: Double, y: Double)? {
        guard let (native, offset) = nativeAndSurfaceOffset() else { return nil }
        var x = 0.0, y = 0.0
        guard gtk_widget_translate_coordinates(widget, native, 0, 0, &x, &y) != 0 else { return nil }
        return (x + offset.x, y + offset.y)
    }

    /// The widget's rectangle in its surface's coordinates, in points: its whole box, padding and border
    /// included, which is where a click or a tap reaches it (for tests and scripts that click on it).
    public var frameInSurface: (x: Double, y: Double, width: Double, height: Double)? {
        frameInSurface(of: widget)
    }

    /// The rectangle of `part` (this widget or one inside it) in the surface's coordinates, in points.
    func frameInSurface(of part: UnsafeMutablePointer<GtkWidget>) -> (
        x: Double, y: Double, width: Double, height: Double
    )? {
        guard let (native, offset) = nativeAndSurfaceOffset() else { return nil }
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(part, native, &bounds) != 0 else { return nil }
        return (
            Double(bounds.origin.x) + offset.x, Double(bounds.origin.y) + offset.y,
            Double(bounds.size.width), Double(bounds.size.height)
        )
    }

    /// The frames of `parts` (widgets inside this one) in the surface's coordinates, in points, nil for a
    /// part not shown: where this widget lies is found once and each part's place within it, which costs a
    /// few ancestors' transforms instead of the whole way up to the window for each part (a sidebar's
    /// rows, for the status file ten times a second).
    ///
    /// ```swift
    /// let frames = list.framesInSurface(of: rows)  // one per row, in the rows' order
    /// ```
    public func framesInSurface(of parts: [Widget]) -> [(x: Double, y: Double, width: Double, height: Double)?] {
        guard let (native, offset) = nativeAndSurfaceOffset() else { return parts.map { _ in nil } }
        var origin = graphene_point_t()
        var zero = graphene_point_t(x: 0, y: 0)
        guard gtk_widget_compute_point(widget, native, &zero, &origin) != 0 else { return parts.map { _ in nil } }
        return parts.map { part in
            var bounds = graphene_rect_t()
            guard gtk_widget_compute_bounds(part.widget, widget, &bounds) != 0 else { return nil }
            return (
                Double(origin.x + bounds.origin.x) + offset.x, Double(origin.y + bounds.origin.y) + offset.y,
                Double(bounds.size.width), Double(bounds.size.height)
            )
        }
    }

    /// How a widget sits in extra space its parent gives it.
    public enum Alignment {
        /// Stretched over the space.
        case fill
        /// At the start (left or top).
        case start
        /// At the end (right or bottom).
        case end
        /// In the middle.
        case center

        var gtk: GtkAlign {
            switch self {
            case .fill: GTK_ALIGN_FILL
            case .start: GTK_ALIGN_START
            case .end: GTK_ALIGN_END
            case .center: GTK_ALIGN_CENTER
            }
        }

        init(_ align: GtkAlign) {
            switch align {
            case GTK_ALIGN_START: self = .start
            case GTK_ALIGN_END: self = .end
            case GTK_ALIGN_CENTER: self = .center
            default: self = .fill
            }
        }
    }

    /// Whether the widget takes pointer and touch input (a caption floating over the canvas does not: what
    /// lands on it goes to the canvas under it).
    public var receivesInput: Bool {
        get { gtk_widget_get_can_target(widget) != 0 }
        set { gtk_widget_set_can_target(widget, newValue ? 1 : 0) }
    }

    /// Horizontal alignment in extra space (a button at the start of a wide column, say).
    public var halign: Alignment {
        get { Alignment(gtk_widget_get_halign(widget)) }
        set { gtk_widget_set_halign(widget, newValue.gtk) }
    }

    /// Vertical alignment in extra space (a switch centered in a tall row, say).
    public var valign: Alignment {
        get { Alignment(gtk_widget_get_valign(widget)) }
        set { gtk_widget_set_valign(widget, newValue.gtk) }
    }

    /// The widget's native ancestor (its window) and where that widget's origin lies in the surface.
    private func nativeAndSurfaceOffset() -> (UnsafeMutablePointer<GtkWidget>, (x: Double, y: Double))? {
        guard let native = gtk_widget_get_native(widget) else { return nil }
        var offset = (x: 0.0, y: 0.0)
        gtk_native_get_surface_transform(native, &offset.x, &offset.y)
        return (UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWidget.self), offset)
    }
}
