import CGtk

/// Scrolls one child that may be larger than the space it is given.
@MainActor
public final class ScrolledWindow: Widget {
    private let child: Widget

    /// Wraps `child`; it scrolls vertically, and horizontally only when `horizontal` is true. With
    /// `asksNaturalWidth`, it asks for the child's natural width (and takes less, scrolling, when the
    /// window has less).
    public init(_ child: Widget, horizontal: Bool = false, asksNaturalWidth: Bool = false) {
        self.child = child
        super.init(taking: gtk_scrolled_window_new())
        let scrolled = OpaquePointer(widget)
        gtk_scrolled_window_set_child(scrolled, child.widget)
        gtk_scrolled_window_set_policy(
            scrolled, horizontal ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER,
            GTK_POLICY_AUTOMATIC)
        if asksNaturalWidth { gtk_scrolled_window_set_propagate_natural_width(scrolled, 1) }
        if let adjustment = gtk_scrolled_window_get_vadjustment(scrolled) {
            Signal.connect(UnsafeMutableRawPointer(adjustment), .valueChanged) { [weak self] in self?.onScroll?() }
        }
    }

    /// Wraps `child` to show it whole up to `maximumHeight` points tall, and scrolling beyond: a bar of
    /// wrapping rows asks the window for no height of its own (measured at its narrowest, every row would
    /// wrap to a word a line, and the window would grow to hold that).
    public init(_ child: Widget, upToHeight maximumHeight: Int) {
        self.child = child
        super.init(taking: gtk_scrolled_window_new())
        let scrolled = OpaquePointer(widget)
        gtk_scrolled_window_set_child(scrolled, child.widget)
        gtk_scrolled_window_set_policy(scrolled, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_propagate_natural_height(scrolled, 1)
        gtk_scrolled_window_set_max_content_height(scrolled, Int32(maximumHeight))
    }

    /// Wraps `child` to show it at its natural size where there is room, and clipped where there is not,
    /// without scroll bars, asking for no width of its own: a window whose content holds it can be made as
    /// narrow as the rest allows in one step (the header's buttons, which a narrow layout then hides).
    public init(clipping child: Widget) {
        self.child = child
        super.init(taking: gtk_scrolled_window_new())
        let scrolled = OpaquePointer(widget)
        gtk_scrolled_window_set_child(scrolled, child.widget)
        gtk_scrolled_window_set_policy(scrolled, GTK_POLICY_EXTERNAL, GTK_POLICY_NEVER)
        gtk_scrolled_window_set_propagate_natural_width(scrolled, 1)
        gtk_scrolled_window_set_propagate_natural_height(scrolled, 1)
        // Nothing to scroll by hand, so no kinetic scrolling: with it, GTK 4.8 gives a scrolled window that
        // counts as scrollable (EXTERNAL does) a touch-only pan gesture in the capture phase, which claims a
        // finger's sideways drag from whatever it holds (a canvas's every one-finger drag).
        gtk_scrolled_window_set_kinetic_scrolling(scrolled, 0)
        // Nothing to scroll by hand: the keyboard and a screen reader pass it by, straight to what it holds.
        gtk_widget_set_focusable(widget, 0)
    }

    /// Scrolls back to the top of the content (new content, read from its start).
    public func scrollToTop() {
        guard let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(widget)) else { return }
        gtk_adjustment_set_value(adjustment, gtk_adjustment_get_lower(adjustment))
    }

    /// Called whenever the content scrolls vertically (by the wheel, a drag or the keyboard).
    public var onScroll: (@MainActor () -> Void)?

    /// Scrolls down so that `part` (a widget inside the content) starts at the top, when its top is below
    /// the upper third of what shows: what a reader needs next comes into view, and a part already in
    /// view stays where it is. Does nothing before the content is laid out.
    public func bringIntoView(_ part: Widget) {
        guard let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(widget)), let top = top(of: part)
        else { return }
        let shown = gtk_adjustment_get_value(adjustment)
        let page = gtk_adjustment_get_page_size(adjustment)
        guard page > 0, top > shown + page / 3 else { return }
        gtk_adjustment_set_value(adjustment, min(top, gtk_adjustment_get_upper(adjustment) - page))
    }

    /// Whether the top of `part` (a widget inside the content) shows now, not scrolled out of view.
    public func shows(_ part: Widget) -> Bool {
        guard let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(widget)), let top = top(of: part)
        else { return false }
        let shown = gtk_adjustment_get_value(adjustment)
        return top >= shown - 1 && top < shown + gtk_adjustment_get_page_size(adjustment)
    }

    /// Where `part` starts in the content, in points from its top.
    private func top(of part: Widget) -> Double? {
        var inPart = graphene_point_t(x: 0, y: 0)
        var inContent = graphene_point_t(x: 0, y: 0)
        guard gtk_widget_compute_point(part.widget, child.widget, &inPart, &inContent) != 0 else { return nil }
        return Double(inContent.y)
    }
}

/// A thin line between two areas.
@MainActor
public final class Separator: Widget {
    /// A line across a row (`.horizontal`) or down a column (`.vertical`).
    public init(_ orientation: Box.Orientation) {
        super.init(
            taking: gtk_separator_new(
                orientation == .horizontal
                    ? GTK_ORIENTATION_HORIZONTAL
                    : GTK_ORIENTATION_VERTICAL))
    }
}

/// The title bar of a window with client-side decorations: a title, buttons at the start and at the end.
@MainActor
public final class HeaderBar: Widget {
    private var children: [Widget] = []
    private let titleLabel = Label()
    private let subtitleLabel = Label()

    /// The window buttons the header shows, as GTK's decoration layout (`":close"`: only the close button,
    /// at the end); nil follows the desktop's setting. A phone-sized window has no room for minimize and
    /// maximize beside a title, and a phone's shell offers neither.
    public var decorationLayout: String? {
        didSet {
            if decorationLayout != oldValue {
                gtk_header_bar_set_decoration_layout(OpaquePointer(widget), decorationLayout)
            }
        }
    }

    /// Whether the title is cut with "…" for want of room, as last laid out.
    public var isTitleCut: Bool { titleLabel.isCut }

    /// Creates a header bar showing a title and a subtitle.
    public init() {
        super.init(taking: gtk_header_bar_new())
        let titles = Box(.vertical)
        titleLabel.addStyleClass("title")
        subtitleLabel.addStyleClass("subtitle")
        // In a narrow window (a phone) the titles shorten rather than push the buttons off the header.
        titleLabel.ellipsizes = true
        subtitleLabel.ellipsizes = true
        titles.append(titleLabel)
        titles.append(subtitleLabel)
        titles.valign = .center
        subtitleLabel.isVisible = false
        children.append(titles)
        gtk_header_bar_set_title_widget(bar, titles.widget)
    }

    private var bar: OpaquePointer { OpaquePointer(widget) }

    /// The main title.
    public var title: String {
        get { titleLabel.text }
        set { titleLabel.text = newValue }
    }

    /// A smaller line under the title (the current scene, say); none when empty, so a lone title is centered.
    public var subtitle: String {
        get { subtitleLabel.text }
        set {
            subtitleLabel.text = newValue
            subtitleLabel.isVisible = !newValue.isEmpty
        }
    }

    /// Adds a widget on the leading side.
    public func packStart(_ child: Widget) {
        children.append(child)
        gtk_header_bar_pack_start(bar, child.widget)
    }

    /// Adds a widget on the trailing side.
    public func packEnd(_ child: Widget) {
        children.append(child)
        gtk_header_bar_pack_end(bar, child.widget)
    }
}
