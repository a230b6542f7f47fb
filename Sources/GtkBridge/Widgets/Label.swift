import CGtk

/// A line or paragraph of text.
///
/// ```swift
/// let title = Label("Hit test")
/// title.addStyleClass("heading")
/// ```
@MainActor
public final class Label: Widget {
    /// Creates a label showing `text`.
    public init(_ text: String = "") {
        super.init(taking: gtk_label_new(text))
    }

    private var label: OpaquePointer { OpaquePointer(widget) }

    /// The text shown.
    public var text: String {
        get { String(cString: gtk_label_get_text(label)) }
        set { if newValue != text { gtk_label_set_text(label, newValue) } }
    }

    /// Wraps long lines at word boundaries (a word longer than the width is never cut: the label is at least
    /// as wide as its longest word; see ``breaksLongWords``).
    public var wraps: Bool {
        get { gtk_label_get_wrap(label) != 0 }
        set { gtk_label_set_wrap(label, newValue ? 1 : 0) }
    }

    /// Whether a wrapping label also breaks a word longer than its width, between two characters, for text
    /// the app does not write (a file's name, a lesson's title): such a word never widens the label's pane.
    /// Off for the app's own words: to measure how narrow such a label can be, Pango tries a break after every
    /// character and shapes the text again at each (the playground's launch shaped 8,745 runs of text where
    /// 838 do with words kept whole).
    public var breaksLongWords: Bool {
        get { gtk_label_get_wrap_mode(label) == PANGO_WRAP_WORD_CHAR }
        set { gtk_label_set_wrap_mode(label, newValue ? PANGO_WRAP_WORD_CHAR : PANGO_WRAP_WORD) }
    }

    /// Ends the text with "…" when the label is given less width than it needs, instead of asking for all of
    /// it (a title in a narrow header).
    public var ellipsizes: Bool {
        get { gtk_label_get_ellipsize(label) != PANGO_ELLIPSIZE_NONE }
        set { gtk_label_set_ellipsize(label, newValue ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE) }
    }

    /// Whether the text is cut with "…" now, as last laid out (false before it is shown).
    public var isCut: Bool {
        guard let layout = gtk_label_get_layout(label) else { return false }
        return pango_layout_is_ellipsized(layout) != 0
    }

    /// The most lines a wrapping label takes, its text ending with "…" past them (nil: as many as it needs).
    public var maximumLines: Int? {
        get { gtk_label_get_lines(label) < 0 ? nil : Int(gtk_label_get_lines(label)) }
        set {
            gtk_label_set_lines(label, Int32(clamping: newValue ?? -1))
            gtk_label_set_ellipsize(label, newValue == nil ? PANGO_ELLIPSIZE_NONE : PANGO_ELLIPSIZE_END)
        }
    }

    /// The width a wrapping label asks for, in characters (nil: its whole text on one line): a small one
    /// lets the label take whatever width its row has, wrapping there, without widening the row.
    public var naturalWidthInCharacters: Int? {
        get { gtk_label_get_max_width_chars(label) < 0 ? nil : Int(gtk_label_get_max_width_chars(label)) }
        set { gtk_label_set_max_width_chars(label, Int32(clamping: newValue ?? -1)) }
    }

    /// Horizontal alignment of the text in the label, 0 (start) to 1 (end).
    public var horizontalAlignment: Double {
        get { Double(gtk_label_get_xalign(label)) }
        set { gtk_label_set_xalign(label, Float(newValue)) }
    }

    /// Lets the user select and copy the text.
    public var isSelectable: Bool {
        get { gtk_label_get_selectable(label) != 0 }
        set { gtk_label_set_selectable(label, newValue ? 1 : 0) }
    }
}
