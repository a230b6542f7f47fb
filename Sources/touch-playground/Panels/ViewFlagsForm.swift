import GtkBridge
import Playground
import PlaygroundStatus
import TouchKit

/// The form under the chain panel's "Change a view" (``ViewFlagsSection``): a view of the scene (picked in
/// its list, or by a right-click on the exploded stack or the canvas) and the flags that decide where touches go, `isHidden`, `isUserInteractionEnabled`,
/// `clipsToBounds`, `isMultipleTouchEnabled`, `isExclusiveTouch` and `alpha` (its 0.01 boundary marked),
/// applied to the live scene at once so the next touch shows what changed. A reset rebuilds the scene,
/// which undoes them.
///
/// ```swift
/// let form = ViewFlagsForm()
/// form.onChange = { window.requestFrame() }
/// form.show(root: session.host.window)
/// form.select(named: "glass")
/// ```
@MainActor
final class ViewFlagsForm {
    /// The form, for the panel.
    let container = Box(.vertical, spacing: 6)
    /// Called after a flag changed on the scene.
    var onChange: (() -> Void)?
    /// The view whose flags show.
    private(set) var selected: View?
    /// Whether someone picked it (in the list, or with a right-click), rather than the form's first choice:
    /// the exploded view rings only a view someone picked.
    private(set) var isPicked = false
    private let pickerSlot = Box(.vertical, spacing: 4)
    /// The picker's caption, which also names it for a screen reader.
    private let pickerCaption = Label(tr("View"))
    private var picker: Picker?
    private var views: [View] = []
    private var switches: [(key: Flag, control: Switch)] = []
    /// Alpha on a square-root track, so the 0.01 boundary sits a tenth of the way along, clear of the
    /// end: GTK's slider sticks to a mark near a click, and a mark two points from the end would take every
    /// click below it.
    private let alpha = Slider(range: 0...1, step: 0.01, digits: 2)
    private let alphaLabel = Label()
    private var updating = false

    /// The on/off flags, each with its words.
    enum Flag: String, CaseIterable {
        case isHidden, isUserInteractionEnabled, clipsToBounds, isMultipleTouchEnabled, isExclusiveTouch

        var words: String {
            switch self {
            case .isHidden: tr("Hidden")
            case .isUserInteractionEnabled: tr("User interaction")
            case .clipsToBounds: tr("Clips to bounds")
            case .isMultipleTouchEnabled: tr("Multiple touch")
            case .isExclusiveTouch: tr("Exclusive touch")
            }
        }

        /// Where it is in ``ViewFlags``.
        var keyPath: WritableKeyPath<ViewFlags, Bool> {
            switch self {
            case .isHidden: \.isHidden
            case .isUserInteractionEnabled: \.isUserInteractionEnabled
            case .clipsToBounds: \.clipsToBounds
            case .isMultipleTouchEnabled: \.isMultipleTouchEnabled
            case .isExclusiveTouch: \.isExclusiveTouch
            }
        }
    }

    /// The most views listed: a 10,000-view canvas lists its first ones.
    static let mostViews = 500

    init() {
        let hint = Label(tr("Change a view and touch again: the next touch goes where the new flags send it."))
        hint.addStyleClass("dim-label")
        hint.wraps = true
        hint.horizontalAlignment = 0
        container.append(hint)
        pickerCaption.horizontalAlignment = 0
        pickerCaption.addStyleClass("dim-label")
        pickerSlot.append(pickerCaption)
        container.append(pickerSlot)
        for flag in Flag.allCases {
            let row = Box(.horizontal, spacing: 8)
            let label = Label(flag.words)
            label.horizontalAlignment = 0
            label.expandsHorizontally = true
            let control = Switch()
            control.labelled(by: label)
            control.addTarget { [weak self] toggle in self?.change { $0[keyPath: flag.keyPath] = toggle.isOn } }
            row.append(label)
            row.append(control)
            container.append(row)
            switches.append((flag, control))
        }
        alphaLabel.horizontalAlignment = 0
        alphaLabel.wraps = true
        container.append(alphaLabel)
        alpha.showsValue = false
        alpha.addMark(at: Self.track(alpha: 0.01), label: "0.01")
        alpha.addMark(at: 1, label: "1")
        alpha.setAccessibleLabel(tr("Alpha"))
        alpha.addTarget { [weak self] slider in
            let value = Self.alpha(track: slider.value)
            self?.change { $0.alpha = value }
            self?.showAlpha(value)
        }
        container.append(alpha)
        // The rows' labels and the slider expand within the form, not the panel beyond it (GTK passes a
        // child's expanding up to every container that has not said otherwise).
        container.expandsHorizontally = false
    }

    /// Lists the views of `root`'s tree (the window first), keeping the one selected if it is still there
    /// (else the root view's first subview, the first a class would touch).
    func show(root: View) {
        views = []
        func add(_ view: View) {
            guard views.count < Self.mostViews else { return }
            views.append(view)
            view.subviews.forEach(add)
        }
        add(root)
        var seen: [String: Int] = [:]
        let names = views.map { view -> String in
            seen[view.name, default: 0] += 1
            let count = seen[view.name]!
            return count == 1 ? view.name : "\(view.name) (\(count))"
        }
        if let picker { pickerSlot.remove(picker) }
        let made = Picker(options: names, name: tr("View"))
        made.addTarget { [weak self] picker in
            guard let self, !self.updating, self.views.indices.contains(picker.selectedIndex) else { return }
            self.select(self.views[picker.selectedIndex])
            self.isPicked = true
            self.onChange?()
        }
        pickerSlot.append(made)
        made.labelled(by: pickerCaption)
        picker = made
        let keep = selected.flatMap { old in views.first { $0 === old } }
        isPicked = isPicked && keep != nil
        select(keep ?? views.dropFirst(2).first ?? views.first)
    }

    /// Shows `view`'s flags (one of the views listed).
    func select(_ view: View?) {
        selected = view
        updating = true
        defer { updating = false }
        if let view, let index = views.firstIndex(where: { $0 === view }) { picker?.selectedIndex = index }
        let flags = view.map(ViewFlags.init(of:))
        for (flag, control) in switches {
            control.isOn = flags?[keyPath: flag.keyPath] ?? false
            control.isSensitive = view != nil
        }
        alpha.value = Self.track(alpha: flags?.alpha ?? 1)
        alpha.isSensitive = view != nil
        showAlpha(flags?.alpha ?? 1)
    }

    /// The slider's place for an alpha, and the alpha at a place (to 4 decimals: the mark gives 0.01 exactly).
    static func track(alpha: Double) -> Double { min(max(alpha, 0), 1).squareRoot() }
    static func alpha(track: Double) -> Double { (track * track * 10_000).rounded() / 10_000 }

    /// Shows an alpha with the digits that keep it on its side of 0.01 (0.0094, never a rounded 0.01).
    private func showAlpha(_ value: Double) {
        let digits = value.formatted(digits: value < 0.1 ? 4 : 2)
        let words = tr("Alpha {value} (below 0.01, touches pass through)", ["value": digits])
        if alphaLabel.text != words { alphaLabel.text = words }
        alpha.setAccessibleValueText(digits)
    }

    /// Selects the view with identity `id`, if it is listed, as picked by someone.
    func select(id: ObjectIdentifier) {
        guard let view = views.first(where: { ObjectIdentifier($0) == id }) else { return }
        select(view)
        isPicked = true
    }

    private func change(_ edit: (inout ViewFlags) -> Void) {
        guard !updating, let selected else { return }
        var flags = ViewFlags(of: selected)
        edit(&flags)
        flags.apply(to: selected)
        onChange?()
    }

    /// Which of its controls has the focus, by `hasFocus` (whether the focus is in a widget): a flag's name,
    /// `picker` or `alpha`.
    func focusedControl(_ hasFocus: (Widget) -> Bool) -> String? {
        if let (flag, _) = switches.first(where: { hasFocus($0.control) }) { return flag.rawValue }
        if let picker, hasFocus(picker) { return "picker" }
        return hasFocus(alpha) ? "alpha" : nil
    }

    /// What it shows, for the status file.
    var status: WindowStatus.ViewFlags {
        var status = WindowStatus.ViewFlags()
        status.views = views.count
        guard let selected else { return status }
        let flags = ViewFlags(of: selected)
        status.view = selected.name
        (status.isHidden, status.isUserInteractionEnabled) = (flags.isHidden, flags.isUserInteractionEnabled)
        (status.clipsToBounds, status.isMultipleTouchEnabled) = (flags.clipsToBounds, flags.isMultipleTouchEnabled)
        (status.isExclusiveTouch, status.alpha) = (flags.isExclusiveTouch, flags.alpha)
        for (flag, control) in switches {
            if let f = control.frameInSurface {
                status.controls[flag.rawValue] = .init(x: f.x, y: f.y, width: f.width, height: f.height)
            }
        }
        if let f = alpha.trackFrameInSurface {
            status.controls["alpha"] = .init(x: f.x, y: f.y, width: f.width, height: f.height)
        }
        return status
    }
}
