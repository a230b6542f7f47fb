import CGtk

/// A whole number with − and + buttons (`GtkSpinButton`), as UIKit's `UIStepper` with its label,
/// target-action style.
///
/// ```swift
/// let copies = Stepper(range: 1...10)
/// copies.addTarget { stepper in print(stepper.value) }
/// ```
@MainActor
public final class Stepper: Widget {
    private var spin: OpaquePointer { OpaquePointer(object) }

    /// Creates a stepper over `range`, moving by one.
    public init(range: ClosedRange<Int>) {
        super.init(taking: gtk_spin_button_new_with_range(Double(range.lowerBound), Double(range.upperBound), 1))
        valign = .center
    }

    /// The value; setting it calls the targets when it changes.
    public var value: Int {
        get { Int(gtk_spin_button_get_value_as_int(spin)) }
        set { gtk_spin_button_set_value(spin, Double(newValue)) }
    }

    /// Runs `action` after the value changes.
    public func addTarget(_ action: @escaping @MainActor (Stepper) -> Void) {
        Signal.connect(object, .valueChanged) { [weak self] in if let self { action(self) } }
    }
}
