import CGtk

/// A horizontal slider (`GtkScale`) over a range, showing its value, target-action style.
///
/// ```swift
/// let volume = Slider(range: 0...100, step: 1)
/// volume.addTarget { slider in print(slider.value) }
/// ```
@MainActor
public final class Slider: Widget {
    private var range: UnsafeMutablePointer<GtkRange> { object.assumingMemoryBound(to: GtkRange.self) }

    /// Creates a slider from `range.lowerBound` to `range.upperBound` moving by `step`, showing `digits`
    /// decimals.
    public init(range: ClosedRange<Double>, step: Double, digits: Int = 0) {
        super.init(
            taking: gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, range.lowerBound, range.upperBound, step))
        let scale = object.assumingMemoryBound(to: GtkScale.self)
        gtk_scale_set_draw_value(scale, 1)
        gtk_scale_set_digits(scale, Int32(digits))
        expandsHorizontally = true
    }

    /// Whether the value is written beside the slider (a scrubber says where it is in words of its own).
    public var showsValue: Bool {
        get { gtk_scale_get_draw_value(object.assumingMemoryBound(to: GtkScale.self)) != 0 }
        set { gtk_scale_set_draw_value(object.assumingMemoryBound(to: GtkScale.self), newValue ? 1 : 0) }
    }

    /// The value; setting it calls the targets when it changes.
    public var value: Double {
        get { gtk_range_get_value(range) }
        set { gtk_range_set_value(range, newValue) }
    }

    /// Marks `value` on the slider's track with `label` under it (a boundary worth seeing: alpha's 0.01).
    public func addMark(at value: Double, label: String) {
        gtk_scale_add_mark(object.assumingMemoryBound(to: GtkScale.self), value, GTK_POS_BOTTOM, label)
    }

    /// Where its track is in the surface, in points (without the value above it or the marks' words under
    /// it): where a click moves the knob to, for tests and scripts.
    public var trackFrameInSurface: (x: Double, y: Double, width: Double, height: Double)? {
        var child = gtk_widget_get_first_child(widget)
        while let part = child {
            if let name = gtk_widget_get_css_name(part), String(cString: name) == "trough" {
                return frameInSurface(of: part)
            }
            child = gtk_widget_get_next_sibling(part)
        }
        return nil
    }

    /// Runs `action` after the value changes.
    public func addTarget(_ action: @escaping @MainActor (Slider) -> Void) {
        Signal.connect(object, .valueChanged) { [weak self] in if let self { action(self) } }
    }
}
