import JSON
import TouchKit

/// `lines`: the TouchTracker lesson. Draw straight lines with several fingers at once. A double tap clears
/// everything (it delays touches, so its taps draw no dots); a tap selects the nearest line and opens a menu
/// with Delete; a long press selects a line and a pan, running at the same time and leaving the view its
/// touches (`cancelsTouchesInView` off), drags it.
public final class LinesScene: Scene {
    /// The scene's name.
    public static let name = "lines"
    public override var sceneName: String { Self.name }

    private let drawing = LineDrawingView(name: "drawing")
    private let hint = LabelView(name: "hint")
    private lazy var menu = MenuView(
        name: "menu", items: [.init(title: tr("Delete")) { [unowned self] in deleteSelected() }])
    private let longPressAndPan = SimultaneousRecognition(names: ["select-and-hold", "move-line"])
    private var longPress: LongPressGestureRecognizer!

    public override func viewDidLoad() {
        view.backgroundColor = Color(hex: "#f6f8fa")
        drawing.backgroundColor = Color(hex: "#f6f8fa")
        hint.style = TextStyle(size: 14, color: Color(hex: "#57606a")!, isBold: false)
        hint.text = tr(
            "Draw with one or more fingers · tap a line for Delete · hold a line, then drag it · double tap clears")
        view.addSubview(drawing)
        view.addSubview(hint)
        view.addSubview(menu)
        drawing.onLineStarted = { [unowned self] in
            menu.hide()
            drawing.selectedIndex = nil
        }

        let clear = TapGestureRecognizer(name: "clear") { [unowned self] _ in
            drawing.lines.removeAll()
            drawing.discardLinesInProgress()
            drawing.selectedIndex = nil
            menu.hide()
        }
        clear.numberOfTapsRequired = 2
        clear.delaysTouchesBegan = true
        let select = TapGestureRecognizer(name: "select") { [unowned self] tap in
            let point = tap.location(in: drawing)
            drawing.selectedIndex = drawing.lineIndex(near: point)
            if drawing.selectedIndex != nil {
                menu.show(pointingAt: drawing.convert(point, to: view), within: view.bounds)
            } else {
                menu.hide()
            }
        }
        select.require(toFail: clear)
        longPress = LongPressGestureRecognizer(name: "select-and-hold") { [unowned self] in self.held($0) }
        let move = PanGestureRecognizer(name: "move-line")
        move.onChange { [unowned self] in self.moved($0) }
        move.cancelsTouchesInView = false
        longPress.delegate = longPressAndPan
        move.delegate = longPressAndPan
        for recognizer in [clear, select, longPress!, move] as [GestureRecognizer] {
            drawing.addGestureRecognizer(recognizer)
        }
        layout(in: context.size)
    }

    public override func viewDidResize(to size: Size) { layout(in: size) }

    private func layout(in size: Size) {
        // Clear of the chain overlay's number on the root's top-left corner.
        hint.horizontalPadding = ChainOverlay.clearance(for: size)
        drawing.frame = Rect(origin: .zero, size: size)
        // At the top, two lines high (a narrow canvas wraps it), clear of the chain legend at the bottom.
        hint.frame = Rect(x: 0, y: 6, width: size.width, height: 44)
    }

    private func held(_ press: GestureRecognizer) {
        switch press.state {
        case .began:
            menu.hide()
            drawing.selectedIndex = drawing.lineIndex(near: press.location(in: drawing))
            drawing.discardLinesInProgress()
        case .ended, .cancelled:
            drawing.selectedIndex = nil
        default:
            break
        }
    }

    /// Drags the selected line while the long press holds it.
    private func moved(_ pan: PanGestureRecognizer) {
        guard longPress.state.isActive, let index = drawing.selectedIndex, drawing.lines.indices.contains(index) else {
            return
        }
        drawing.lines[index] = drawing.lines[index].offset(by: pan.translation(in: drawing))
        pan.setTranslation(.zero, in: drawing)
    }

    /// Escape closes the menu and drops the selection; Delete removes the selected line.
    public override func handleKey(_ key: SceneKey) -> Bool {
        guard drawing.selectedIndex != nil || menu.isShown else { return false }
        if key == .delete { deleteSelected() }
        drawing.selectedIndex = nil
        menu.hide()
        return true
    }

    private func deleteSelected() {
        guard let index = drawing.selectedIndex, drawing.lines.indices.contains(index) else { return }
        drawing.lines.remove(at: index)
        drawing.selectedIndex = nil
    }

    public override func extraState() -> [(String, JSONValue)] {
        [
            (
                "lines",
                .array(
                    drawing.lines.map { line in
                        .array([line.begin.x, line.begin.y, line.end.x, line.end.y].map { JSONValue.number($0) })
                    })
            ),
            ("linesInProgress", .number(Double(drawing.linesInProgress.count))),
            ("selected", drawing.selectedIndex.map { .number(Double($0)) } ?? .null),
            ("menu", .string(menu.isShown ? "shown" : "hidden")),
        ]
    }
}
