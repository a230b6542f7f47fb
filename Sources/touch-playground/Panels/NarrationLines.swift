import GtkBridge

/// One section of the chain panel's story ("Responder chain", "Gesture recognizers"), a label per line.
///
/// During a drag only a count changes ("changed ×41" becomes "×42"), on one line. GTK measures a label
/// again, shaping all its text, whenever its text changes: with the section in one wrapping label, every
/// tick shaped every line of it, five recognizers with their reasons included. A label per line shapes
/// the one line that changed. Labels are kept and reused as the number of lines changes.
///
/// ```swift
/// let section = NarrationLines()
/// column.append(section.view)
/// section.show(["pan: possible → began → changed ×3"])
/// ```
@MainActor
final class NarrationLines {
    /// The lines, one above the other with no gap, as the lines of one label would be.
    let view = Box(.vertical, spacing: 0)
    private var labels: [Label] = []

    /// The lines shown now (for the status file).
    var lines: [String] { labels.filter(\.isVisible).map(\.text) }

    /// Shows `lines`, one label each; labels left over are hidden.
    func show(_ lines: [String]) {
        while labels.count < lines.count {
            let label = Label()
            label.wraps = true
            label.breaksLongWords = true  // a scene file's view names may be long
            label.isSelectable = true
            label.horizontalAlignment = 0
            label.addStyleClass("chain-text")
            view.append(label)
            labels.append(label)
        }
        for (index, label) in labels.enumerated() {
            let shown = index < lines.count
            if shown { label.text = lines[index] }
            label.isVisible = shown
        }
    }
}
