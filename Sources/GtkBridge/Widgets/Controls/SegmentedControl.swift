import CGtk

/// A row of linked toggle buttons of which exactly one is pressed, as UIKit's `UISegmentedControl`,
/// target-action style.
///
/// ```swift
/// let speed = SegmentedControl(segments: ["Slow", "Normal", "Fast"])
/// speed.addTarget { control in print(control.selectedIndex) }
/// ```
@MainActor
public final class SegmentedControl: Widget {
    private var buttons: [UnsafeMutablePointer<GtkToggleButton>] = []
    private var targets: [@MainActor (SegmentedControl) -> Void] = []
    /// The segments' titles.
    public let segments: [String]

    /// Creates the control with the first segment pressed.
    public init(segments: [String]) {
        self.segments = segments
        super.init(taking: gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0))
        addStyleClass("linked")
        valign = .center
        let box = object.assumingMemoryBound(to: GtkBox.self)
        for title in segments {
            let button = UnsafeMutableRawPointer(gtk_toggle_button_new_with_label(title)!).assumingMemoryBound(
                to: GtkToggleButton.self)
            if let first = buttons.first { gtk_toggle_button_set_group(button, first) }
            buttons.append(button)
            gtk_box_append(box, UnsafeMutableRawPointer(button).assumingMemoryBound(to: GtkWidget.self))
            // Only the button being pressed reports, so one change calls the targets once.
            Signal.connect(UnsafeMutableRawPointer(button), .toggled) { [weak self] in
                guard let self, gtk_toggle_button_get_active(button) != 0 else { return }
                for target in self.targets { target(self) }
            }
        }
        buttons.first.map { gtk_toggle_button_set_active($0, 1) }
    }

    /// The pressed segment's index; setting it calls the targets when it changes.
    public var selectedIndex: Int {
        get { buttons.firstIndex { gtk_toggle_button_get_active($0) != 0 } ?? 0 }
        set { if buttons.indices.contains(newValue) { gtk_toggle_button_set_active(buttons[newValue], 1) } }
    }

    /// Runs `action` after another segment is pressed.
    public func addTarget(_ action: @escaping @MainActor (SegmentedControl) -> Void) {
        targets.append(action)
    }
}
