import CGtk

/// A gesture that recognizes nothing and claims nothing: it follows every touch sequence on its widget only
/// to hear when GTK stops delivering one, which a legacy event controller is never told.
///
/// GTK takes a sequence from a widget's controllers without a `GDK_TOUCH_CANCEL` when a gesture of an
/// ancestor claims it (a scrolled window's kinetic pan, a flap's swipe), when a grab moves the input
/// elsewhere (a menu or a popover opening under the finger), and when the widget is unmapped; in each case
/// it emits `cancel` on the gestures that were following the sequence. The watch turns that into
/// ``onCancel(_:)`` with the sequence, so whoever reads the sequences through raw events can end them.
///
/// Add it to the widget after the controller that reads the raw events: GTK runs a widget's controllers
/// newest first, and the watch must see a sequence begin before anything stops the event.
///
/// ```swift
/// let watch = SequenceWatch()
/// watch.phase = .capture
/// watch.onCancel { sequence in translator.cancel(sequence: sequence) }
/// canvas.addController(watch)
/// ```
@MainActor
public final class SequenceWatch: Gesture {
    /// As many fingers as GTK would ever report: a gesture recognizes when it has exactly its `n-points`
    /// sequences, so the watch never does, and never denies a sequence for being one too many.
    private static let points: UInt32 = 1024

    /// Creates the watch.
    public init() {
        var value = GValue()
        g_value_init(&value, tp_type_uint())
        g_value_set_uint(&value, Self.points)
        let object = withUnsafePointer(to: &value) { value in
            "n-points".withCString { name in
                var names: [UnsafePointer<CChar>?] = [name]
                return g_object_new_with_properties(WatchType.type, 1, &names, value)!
            }
        }
        g_value_unset(&value)
        super.init(taking: OpaquePointer(object))
    }

    /// Runs `handler` with each sequence GTK stops delivering to the widget (a touch sequence's address; the
    /// mouse has none and is left out), before GTK forgets it.
    public func onCancel(sequence handler: @escaping @MainActor (Int) -> Void) {
        Signal.connect(object, .cancel) { (sequence: OpaquePointer?) in
            guard let sequence else { return }
            handler(Int(bitPattern: UnsafeRawPointer(sequence)))
        }
    }
}

extension SequenceWatch {
    /// A gesture that claimed a sequence, by GTK's type names: `GtkGesturePan` of `GtkScrolledWindow`.
    public struct Claimant: Sendable, Equatable {
        /// The gesture's type (`GtkGesturePan`).
        public var gesture: String
        /// The type of the widget it belongs to (`GtkScrolledWindow`).
        public var widget: String
    }

    /// The gesture of `widget` or of one of its ancestors that holds `sequence` claimed now, nearest first:
    /// who took a sequence GTK stopped delivering (nil when none did: a grab or an unmap took it).
    public static func claimant(of sequence: Int, around widget: Widget) -> Claimant? {
        guard let sequence = OpaquePointer(bitPattern: sequence) else { return nil }
        var current: UnsafeMutablePointer<GtkWidget>? = widget.widget
        while let each = current {
            if let found = claimingGesture(of: each, sequence) { return found }
            current = gtk_widget_get_parent(each)
        }
        return nil
    }

    private static func claimingGesture(of widget: UnsafeMutablePointer<GtkWidget>, _ sequence: OpaquePointer)
        -> Claimant?
    {
        guard let controllers = gtk_widget_observe_controllers(widget) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
        let gestureType = gtk_gesture_get_type()
        let widgetType = String(
            cString: g_type_name_from_instance(
                UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)))
        var claimed: [(name: String, recognized: Bool)] = []
        for index in 0..<g_list_model_get_n_items(controllers) {
            guard let item = g_list_model_get_item(controllers, index) else { continue }
            defer { g_object_unref(item) }
            let instance = item.assumingMemoryBound(to: GTypeInstance.self)
            guard g_type_check_instance_is_a(instance, gestureType) != 0,
                gtk_gesture_get_sequence_state(OpaquePointer(item), sequence) == GTK_EVENT_SEQUENCE_CLAIMED
            else { continue }
            claimed.append(
                (
                    String(cString: g_type_name_from_instance(instance)),
                    gtk_gesture_is_recognized(OpaquePointer(item)) != 0
                ))
        }
        // Grouped gestures share a sequence's state (a scrolled window's long press is claimed with its pan):
        // the one recognizing is the one that took it.
        guard let taker = claimed.first(where: \.recognized) ?? claimed.first else { return nil }
        return Claimant(gesture: taker.name, widget: widgetType)
    }
}

/// The GObject type behind ``SequenceWatch``: `GtkGesture` itself, which is abstract, with nothing
/// overridden. Its class and instance sizes are read from GTK's own type, whose structures are private.
@MainActor
private enum WatchType {
    static let type: GType = {
        let parent = gtk_gesture_get_type()
        var query = GTypeQuery()
        g_type_query(parent, &query)
        var info = GTypeInfo()
        info.class_size = guint16(query.class_size)
        info.instance_size = guint16(query.instance_size)
        return g_type_register_static(parent, "TouchPlaygroundSequenceWatch", &info, GTypeFlags(rawValue: 0))
    }()
}
