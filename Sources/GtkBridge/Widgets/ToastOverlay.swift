import CGtk

/// Short messages over the window's content (libadwaita's `AdwToastOverlay`): "Saved …", "Not saved: …",
/// a settings file that could not be written. They show for a few seconds and never take the focus, as in
/// GNOME apps.
///
/// ```swift
/// let toasts = ToastOverlay()
/// toasts.child = content
/// window.content = toasts
/// toasts.show("Saved drawing-2026-11-23.png")
/// ```
/// A toast's button: its words and what it does.
public typealias ToastButton = (label: String, action: @MainActor () -> Void)

@MainActor
public final class ToastOverlay: Widget {
    /// Creates an empty overlay.
    public init() {
        super.init(taking: adw_toast_overlay_new())
    }

    /// What a screen reader calls a toast's close button (libadwaita leaves it a nameless icon).
    public var closeButtonName = "Close"

    /// How far above the overlay's bottom edge toasts float, in points: the height of what they must not
    /// cover there (a timeline under the canvas). Toasts on show move when it changes.
    public var bottomClearance = 0 {
        didSet {
            guard bottomClearance != oldValue else { return }
            for toastWidget in toastWidgets {
                gtk_widget_set_margin_bottom(toastWidget, Int32(clamping: bottomClearance))
            }
        }
    }

    /// The widget whose bottom edge toasts keep above (the canvas): everything under it (a replay bar, a
    /// timeline) stays uncovered. Measured when a toast shows; a toast shown before the window's first
    /// layout is measured again on the frames after, until it can be. A toast then stays where it showed
    /// (moving it under a person's finger or pointer would cover what they reach for).
    public weak var keepsAbove: Widget?

    /// Measures ``keepsAbove`` again and sets ``bottomClearance`` from it; false while either is not laid
    /// out yet.
    @discardableResult
    public func measureClearance() -> Bool {
        guard let above = keepsAbove?.frameInSurface, let all = frameInSurface, above.height > 0, all.height > 0
        else { return false }
        bottomClearance = max(0, Int(all.y + all.height - above.y - above.height))
        return true
    }

    /// Measures the clearance on the next frames until the layout allows it (at most `frames` of them).
    private func measureWhenLaidOut(frames: Int = 120) {
        guard frames > 0, keepsAbove != nil else { return }
        onNextFrame { [weak self] in
            guard let self, !self.measureClearance() else { return }
            self.measureWhenLaidOut(frames: frames - 1)
        }
    }

    /// The last toast shown with each tag, held (a reference of ours) until the next takes its place.
    private var tagged: [String: OpaquePointer] = [:]

    isolated deinit {
        for toast in tagged.values { g_object_unref(UnsafeMutableRawPointer(toast)) }
    }

    /// Raises a toast on show that covers `rect` (surface points: the canvas's answer) to just above it,
    /// where there is room for it there; true when one was moved. A toast is moved once: it then stays.
    @discardableResult
    public func keepClear(of rect: (x: Double, y: Double, width: Double, height: Double)) -> Bool {
        guard let all = frameInSurface else { return false }
        var moved = false
        for toastWidget in toastWidgets where gtk_widget_get_mapped(toastWidget) != 0 {
            guard let (x, y, width, height) = settledFrame(of: toastWidget, in: all) else { continue }
            let covers =
                x < rect.x + rect.width && rect.x < x + width && y < rect.y + rect.height && rect.y < y + height
            guard covers, rect.y - height - 8 >= all.y else { continue }
            gtk_widget_set_margin_bottom(toastWidget, Int32(clamping: Int(all.y + all.height - rect.y + 8)))
            moved = true
        }
        return moved
    }

    /// Whether a toast is on show (cheap: what a frame asks before anything more).
    public var isShowingToast: Bool { toastWidgets.contains { gtk_widget_get_mapped($0) != 0 } }

    /// Where the toasts on show are, in surface points, once they have slid in.
    public var shownFrames: [(x: Double, y: Double, width: Double, height: Double)] {
        guard let all = frameInSurface else { return [] }
        return toastWidgets.filter { gtk_widget_get_mapped($0) != 0 }.compactMap { settledFrame(of: $0, in: all) }
    }

    /// Where `toast` stands once it has slid in (libadwaita slides it up from below the overlay's edge and
    /// sets it on the overlay's bottom, lifted by its margin), in surface points; `all` is the overlay's frame.
    private func settledFrame(
        of toast: UnsafeMutablePointer<GtkWidget>, in all: (x: Double, y: Double, width: Double, height: Double)
    ) -> (x: Double, y: Double, width: Double, height: Double)? {
        guard let shown = frameInSurface(of: toast) else { return nil }
        let height = Double(gtk_widget_get_height(toast))
        let below = Double(gtk_widget_get_margin_bottom(toast))
        return (shown.x, all.y + all.height - below - height, shown.width, height)
    }

    /// The content the toasts float over.
    public var child: Widget? {
        didSet { adw_toast_overlay_set_child(OpaquePointer(widget), child?.widget) }
    }

    /// Shows `message` (plain text) for about five seconds (ten with a button), with a button that does what comes next when
    /// `button` is given (a recording's **Play**, a report's **Open**), as libadwaita's toasts offer. A toast
    /// with a `tag` takes the place of the last one shown with it (a zoom pressed five times says its last
    /// value once, not five values one after the other).
    public func show(_ message: String, button: ToastButton? = nil, tag: String? = nil) {
        let escaped = g_markup_escape_text(message, -1)!
        defer { g_free(escaped) }
        let toast = adw_toast_new(escaped)!
        if let tag {
            if let previous = tagged.removeValue(forKey: tag) {
                adw_toast_dismiss(previous)
                g_object_unref(UnsafeMutableRawPointer(previous))
            }
            g_object_ref(UnsafeMutableRawPointer(toast))
            tagged[tag] = toast
        }
        if let button {
            adw_toast_set_button_label(toast, button.label)
            Signal.connect(UnsafeMutableRawPointer(toast), .buttonClicked, button.action)
            // A toast that offers what to do next shows at once, not after the one before has timed out, and
            // stays twice as long: time to reach its button, by the keyboard or a screen reader too.
            adw_toast_set_priority(toast, ADW_TOAST_PRIORITY_HIGH)
            adw_toast_set_timeout(toast, 10)
        }
        if !measureClearance() { measureWhenLaidOut() }
        adw_toast_overlay_add_toast(OpaquePointer(widget), toast)
        // Only the toasts' own widgets, never the content (whose buttons have names of their own).
        for toastWidget in toastWidgets {
            nameButtons(in: toastWidget)
            wrapTitle(in: toastWidget)
            gtk_widget_set_margin_bottom(toastWidget, Int32(clamping: bottomClearance))
        }
        // Shown before the window was laid out (a message at launch): wrapped again to its width once known.
        if gtk_widget_get_width(widget) == 0 { wrapWhenLaidOut() }
        // A toast sends no accessibility event with its words (GTK 4.8 has no announcement call); a change
        // of a description does, which a screen reader reads.
        setAccessibleDescription(message)
    }

    /// Wraps the toasts on show to the overlay's width at the first frame it has one.
    private func wrapWhenLaidOut(frames: Int = 120) {
        guard frames > 0 else { return }
        onNextFrame { [weak self] in
            guard let self else { return }
            guard gtk_widget_get_width(self.widget) > 0 else { return self.wrapWhenLaidOut(frames: frames - 1) }
            for toastWidget in self.toastWidgets { self.wrapTitle(in: toastWidget) }
        }
    }

    /// Lets a toast's words wrap onto more lines rather than be cut with an ellipsis (libadwaita 1.2 keeps
    /// a title to one line): a long hint ("Replaying …: Space plays, the arrows step, Escape closes.") is
    /// read whole in a narrow window too.
    private func wrapTitle(in toast: UnsafeMutablePointer<GtkWidget>) {
        for label in Self.labels(in: toast).map(OpaquePointer.init) {
            gtk_label_set_ellipsize(label, PANGO_ELLIPSIZE_NONE)
            gtk_label_set_wrap(label, 1)
            gtk_label_set_natural_wrap_mode(label, GTK_NATURAL_WRAP_WORD)
            // A wrapping label asks for the width of this many characters at most, so the toast fits the
            // window and its words take more lines instead: 48, fewer in a window too narrow for them (a
            // phone's 360 points hold about 26 beside the toast's close button and margins).
            let width = Double(gtk_widget_get_width(widget))
            let characters = width > 0 ? min(48, max(12, Int((width - 140) / 9))) : 48
            gtk_label_set_max_width_chars(label, Int32(characters))
        }
    }

    /// Whether the words of a toast on show are cut: ellipsized, wider than the room their label was given,
    /// or their label wider than the toast (for the status file: a long hint must be read whole).
    public var showsCutWords: Bool {
        for toastWidget in toastWidgets {
            for current in Self.labels(in: toastWidget) {
                guard gtk_widget_get_mapped(current) != 0, let layout = gtk_label_get_layout(OpaquePointer(current))
                else { continue }
                var width: Int32 = 0, height: Int32 = 0
                pango_layout_get_pixel_size(layout, &width, &height)
                if pango_layout_is_ellipsized(layout) != 0 || width > gtk_widget_get_width(current) + 1 { return true }
                // A label wider than its toast (the toast clipped to a narrow window) is cut too.
                var bounds = graphene_rect_t()
                if gtk_widget_compute_bounds(current, toastWidget, &bounds) != 0,
                    Double(bounds.origin.x + bounds.size.width) > Double(gtk_widget_get_width(toastWidget)) + 1
                {
                    return true
                }
            }
        }
        return false
    }

    /// The toasts' own widgets, never the content (whose buttons and labels are the app's).
    private var toastWidgets: [UnsafeMutablePointer<GtkWidget>] {
        WidgetTree.children(of: widget).filter { $0 != child?.widget }
    }

    /// The labels inside `toast`.
    private static func labels(in toast: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        let isLabel = { (widget: UnsafeMutablePointer<GtkWidget>) in WidgetTree.isA(widget, gtk_label_get_type()) }
        return WidgetTree.descendants(of: toast, stoppingAt: isLabel).filter(isLabel)
    }

    /// Names the buttons of a toast shown: the icon-only close button, and the action button once.
    private func nameButtons(in toast: UnsafeMutablePointer<GtkWidget>) {
        let isButton = { (widget: UnsafeMutablePointer<GtkWidget>) in WidgetTree.isA(widget, gtk_button_get_type()) }
        for current in WidgetTree.descendants(of: toast, stoppingAt: isButton) where isButton(current) {
            let button = UnsafeMutableRawPointer(current).assumingMemoryBound(to: GtkButton.self)
            if let label = gtk_button_get_label(button) {
                // GTK 4.8 reads a labelled button's label twice ("Play Play"): its name, once.
                tp_accessible_set_label(current, String(cString: label))
                tp_accessible_reset_labelled_by(current)
            } else {
                tp_accessible_set_label(current, closeButtonName)
            }
        }
    }
}
