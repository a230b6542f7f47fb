import CGtk
import TouchKit

/// A widget that draws a TouchKit display list as GTK render nodes and reports its size.
///
/// It is a GObject subclass of `GtkWidget` (registered once, `TouchPlaygroundCanvas`) whose `snapshot`
/// virtual function asks Swift for the display list, so transforms, photos and text are composited by GSK
/// (on the GPU where there is one), and whose `size_allocate` tells Swift the new size.
///
/// ```swift
/// let canvas = CanvasWidget()
/// canvas.displayList = { DisplayListBuilder.displayList(for: window) }
/// canvas.onResize = { size in window.resize(to: size) }
/// ```
@MainActor
public final class CanvasWidget: Widget {
    /// What to draw, asked for on every frame GTK draws.
    public var displayList: @MainActor () -> DisplayList = { DisplayList() }
    /// Called when GTK gives the canvas a new size, in points.
    public var onResize: (@MainActor (Size) -> Void)?
    /// Called after each frame was drawn.
    public var onDraw: (@MainActor () -> Void)?
    /// The canvas's background, under everything.
    public var background = Color.white

    /// The photos, as GPU textures.
    public let textures = TextureCache()
    /// The text's layouts, made again only when the text changes.
    private let textLayouts = TextLayoutCache()
    private var lastSize = Size(width: 0, height: 0)

    private static let dataKey = "touch-playground-canvas"
    /// The width, in points, the canvas asks for beside the side panes: narrower than this plus the panes,
    /// the window folds them away so the canvas keeps the room a scene needs.
    nonisolated static let naturalWidth: Int32 = 440
    /// The height, in points, the canvas asks for.
    nonisolated static let naturalHeight: Int32 = 400

    /// Creates the canvas; it expands to fill the space it is given.
    public init() {
        let instance = g_object_new_with_properties(CanvasType.type, 0, nil, nil)!
        super.init(taking: UnsafeMutableRawPointer(instance).assumingMemoryBound(to: GtkWidget.self))
        g_object_set_data(gObject, Self.dataKey, Unmanaged.passUnretained(self).toOpaque())
        expandsHorizontally = true
        expandsVertically = true
        isFocusable = true
        setSizeRequest(width: 200, height: 200)
        gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN)  // a zoomed photo stays inside the canvas
    }

    isolated deinit {
        g_object_set_data(gObject, Self.dataKey, nil)
    }

    /// The size of the canvas in its own points: the size GTK gave it divided by ``zoom``.
    public var size: Size { Size(width: lastSize.width / zoom, height: lastSize.height / zoom) }

    /// How many of the widget's points each of the canvas's points takes (1 draws at 100 %): everything
    /// drawn is that much larger, and what is laid out for ``size`` has that much less room. Setting it
    /// tells ``onResize`` the new size and draws again.
    public var zoom = 1.0 {
        didSet {
            guard zoom != oldValue else { return }
            if lastSize.width > 0 { onResize?(size) }
            queueDraw()
        }
    }

    fileprivate static func from(_ widget: UnsafeMutablePointer<GtkWidget>?) -> CanvasWidget? {
        guard let widget,
            let data = g_object_get_data(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), dataKey)
        else { return nil }
        return Unmanaged<CanvasWidget>.fromOpaque(data).takeUnretainedValue()
    }

    fileprivate func snapshot(_ snapshot: OpaquePointer) {
        textures.frameWillDraw()
        var renderer = SnapshotRenderer(
            snapshot: snapshot, widget: widget, textures: textures, textLayouts: textLayouts)
        renderer.drawsWithCairo = drawsWithCairo
        renderer.fill(Rect(origin: .zero, size: lastSize), color: background)
        renderer.draw(displayList(), zoom: zoom)
        textLayouts.endFrame()
        onDraw?()
    }

    /// Whether GSK's Cairo renderer draws the canvas's window (asked on each frame: a canvas moved to another
    /// window may change renderer).
    private var drawsWithCairo: Bool {
        guard let native = gtk_widget_get_native(widget), let renderer = gtk_native_get_renderer(native),
            let name = g_type_name_from_instance(
                UnsafeMutableRawPointer(renderer).assumingMemoryBound(to: GTypeInstance.self))
        else { return false }
        return strcmp(name, "GskCairoRenderer") == 0
    }

    fileprivate func allocate(width: Int32, height: Int32) {
        let size = Size(width: Double(width), height: Double(height))
        guard size != lastSize else { return }
        lastSize = size
        onResize?(self.size)
    }
}

/// The GObject type behind ``CanvasWidget``, registered on first use.
@MainActor
private enum CanvasType {
    static let type: GType = {
        var info = GTypeInfo()
        info.class_size = guint16(MemoryLayout<GtkWidgetClass>.size)
        info.instance_size = guint16(MemoryLayout<GtkWidget>.size)
        info.class_init = { klass, _ in
            let widgetClass = klass!.assumingMemoryBound(to: GtkWidgetClass.self)
            // A drawing: a screen reader reads it as an image, by the label and description the app gives it
            // (it would otherwise be an unnamed "filler").
            gtk_widget_class_set_accessible_role(widgetClass, GTK_ACCESSIBLE_ROLE_IMG)
            widgetClass.pointee.snapshot = { widget, snapshot in
                // GTK draws on the main thread.
                nonisolated(unsafe) let widget = widget, snapshot = snapshot
                MainActor.assumeIsolated {
                    guard let snapshot else { return }
                    CanvasWidget.from(widget)?.snapshot(snapshot)
                }
            }
            // The least is the size request; the natural size is what the canvas would like beside the panes,
            // which decides when the window is narrow enough for them to fold away (see Flap).
            widgetClass.pointee.measure = { _, orientation, _, minimum, natural, minimumBaseline, naturalBaseline in
                minimum?.pointee = 0
                natural?.pointee =
                    orientation == GTK_ORIENTATION_HORIZONTAL ? CanvasWidget.naturalWidth : CanvasWidget.naturalHeight
                minimumBaseline?.pointee = -1
                naturalBaseline?.pointee = -1
            }
            widgetClass.pointee.size_allocate = { widget, width, height, baseline in
                nonisolated(unsafe) let widget = widget
                MainActor.assumeIsolated {
                    tp_widget_parent_class(widget).pointee.size_allocate?(widget, width, height, baseline)
                    CanvasWidget.from(widget)?.allocate(width: width, height: height)
                }
            }
        }
        return g_type_register_static(tp_widget_type(), "TouchPlaygroundCanvas", &info, GTypeFlags(rawValue: 0))
    }()
}
