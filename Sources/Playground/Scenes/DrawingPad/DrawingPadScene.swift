import JSON
import TouchKit

/// `drawing-pad`: the Cookbook's drawing recipes. Each finger draws the current shape (line, ellipse,
/// rectangle, filled ellipse, filled rectangle or scribble) in the current color; the chosen color's swatch
/// rises with a spring; the shape button previews the shape in the color and a tap moves to the next one;
/// scribbles can be smoothed with a Catmull-Rom curve. Save hands the drawing to the host, which writes a
/// PNG.
public final class DrawingPadScene: Scene {
    /// The scene's name.
    public static let name = "drawing-pad"
    public override var sceneName: String { Self.name }

    /// The swatches' colors, left to right.
    public static let colors: [(name: String, color: Color)] = [
        ("black", Color(hex: "#24292f")!), ("red", Color(hex: "#e5534b")!), ("orange", Color(hex: "#f69d50")!),
        ("green", Color(hex: "#57ab5a")!), ("blue", Color(hex: "#539bf5")!), ("purple", Color(hex: "#b083f0")!),
    ]

    private let toolbar = View(name: "toolbar")
    private let paper = PaperView(name: "paper")
    private var swatches: [ColorButtonView] = []
    private lazy var shapeButton = ShapeButtonView(name: "shape") { [unowned self] in nextShape() }
    private let smoothing = SwitchView(name: "smooth", title: tr("Smooth"))
    private lazy var clearButton = ButtonView(name: "clear", title: tr("Clear")) { [unowned self] in
        paper.strokes.removeAll()
        message = ""
    }
    private lazy var saveButton = ButtonView(name: "save", title: tr("Save")) { [unowned self] in save() }
    private let status = LabelView(name: "status")
    /// The last message (saved, not saved): the window's toast shows it where there is one (see
    /// ``SceneWindowServices/showMessage``), else the grey line under the paper.
    private var message = "" {
        didSet {
            if let show = windowServices.showMessage, !message.isEmpty { show(message) } else { status.text = message }
        }
    }
    /// The last file saved, if any.
    public private(set) var lastSavedFile: String?

    public override func viewDidLoad() {
        view.backgroundColor = Palette.background
        toolbar.backgroundColor = Color(hex: "#2d333b")
        view.addSubview(toolbar)
        view.addSubview(paper)
        for (name, color) in Self.colors {
            let swatch = ColorButtonView(name: "color-\(name)", color: color) { [unowned self] in choose($0) }
            swatches.append(swatch)
            toolbar.addSubview(swatch)
        }
        smoothing.isOn = true
        smoothing.onChange = { [unowned self] on in paper.smoothsScribbles = on }
        for control in [shapeButton, smoothing, clearButton, saveButton] as [View] { toolbar.addSubview(control) }
        status.style = TextStyle(size: 13, color: Color(hex: "#57606a")!, isBold: false)
        view.addSubview(status)
        swatches[0].setChosen(true, animated: false)
        paper.color = swatches[0].color
        updateShapeButton()
        layout(in: context.size)
    }

    public override func viewDidResize(to size: Size) { layout(in: size) }

    private func layout(in size: Size) {
        // One row when the canvas is wide enough; else a second row for the switch and the buttons; on a
        // phone-narrow canvas, the shape button gets a row of its own between them.
        // The buttons are wide enough for their words in French ("Enregistrer"); one row holds them from 800.
        let oneRow = size.width >= 800, threeRows = size.width < 480
        let barHeight = oneRow ? 64.0 : threeRows ? 160.0 : 112.0
        toolbar.frame = Rect(x: 0, y: 0, width: size.width, height: barHeight)
        // Everything from x 40, clear of the chain overlay's numbers along the left edge.
        let left = ChainOverlay.clearance(for: size) + 4
        for (index, swatch) in swatches.enumerated() {
            swatch.bounds = Rect(x: 0, y: 0, width: 30, height: 30)
            swatch.cornerRadius = 15
            swatch.restingCenter = Point(x: left + 16 + Double(index) * 38, y: 38)
        }
        let afterSwatches = left + 16 + Double(swatches.count) * 38
        shapeButton.frame =
            threeRows
            ? Rect(x: left, y: 60, width: min(170, max(size.width - 52, 10)), height: 40)
            : Rect(x: afterSwatches, y: 12, width: 170, height: 40)
        let lastRowY = oneRow ? 0.0 : threeRows ? 96.0 : 48.0
        smoothing.frame = Rect(x: oneRow ? shapeButton.frame.maxX + 12 : left, y: 16 + lastRowY, width: 110, height: 32)
        clearButton.frame = Rect(x: size.width - 204, y: 14 + lastRowY, width: 88, height: 36)
        saveButton.frame = Rect(x: size.width - 112, y: 14 + lastRowY, width: 104, height: 36)
        for button in [clearButton, saveButton] { button.style.size = 13 }
        paper.frame = Rect(
            x: 12, y: barHeight + 12, width: max(size.width - 24, 10),
            height: max(size.height - barHeight - 12 - ChainOverlay.legendBandHeight, 10))
        status.frame = Rect(x: 0, y: paper.frame.maxY - 26, width: size.width, height: 22)
    }

    private func choose(_ swatch: ColorButtonView) {
        for other in swatches where other !== swatch && other.lift > 0 { other.setChosen(false, animated: true) }
        swatch.setChosen(true, animated: true)
        paper.color = swatch.color
        updateShapeButton()
    }

    private func nextShape() {
        let all = ShapeKind.allCases
        paper.shape = all[(all.firstIndex(of: paper.shape)! + 1) % all.count]
        updateShapeButton()
    }

    private func updateShapeButton() {
        shapeButton.shape = paper.shape
        shapeButton.color = paper.color
    }

    /// Chooses a shape (for lessons and tests; a tap on the shape button cycles through them).
    public func select(shape: ShapeKind) {
        paper.shape = shape
        updateShapeButton()
    }

    private func save() {
        guard let saveHandler = windowServices.saveDrawing else {
            message = tr("Saving needs the window; replay --png renders the whole scene")
            return
        }
        switch saveHandler(paper.drawingDisplayList(), paper.bounds.size) {
        case .success(let file):
            lastSavedFile = file
            message = tr("Saved {file}", ["file": file])
        case .failure(let failure):
            message = tr("Not saved: {reason}", ["reason": failure.message])
        }
    }

    public override func extraState() -> [(String, JSONValue)] {
        let chosen = swatches.firstIndex { $0.lift > 0 && $0.color == paper.color }.map { Self.colors[$0].name }
        return [
            ("shape", .string(paper.shape.rawValue)),
            ("color", chosen.map(JSONValue.string) ?? .null),
            ("smoothing", .bool(paper.smoothsScribbles)),
            (
                "strokes",
                .array(
                    paper.strokes.map { stroke in
                        .object([
                            ("kind", .string(stroke.kind.rawValue)), ("color", .string(stroke.color.hexString)),
                            ("points", .number(Double(stroke.points.count))), ("smoothed", .bool(stroke.isSmoothed)),
                            ("pressureSensitive", .bool(stroke.isPressureSensitive)),
                            (
                                "span",
                                .array(
                                    [stroke.span.minX, stroke.span.minY, stroke.span.width, stroke.span.height].map {
                                        JSONValue.number($0)
                                    })
                            ),
                        ])
                    })
            ),
            ("inProgress", .number(Double(paper.inProgress.count))),
            ("status", .string(message)),
            ("savedFile", lastSavedFile.map(JSONValue.string) ?? .null),
        ]
    }
}
