import FoundationEssentials
import JSON
import TouchKit

/// `direct-manipulation`: the Cookbook's touch recipes on one board. Photos, a ball and a star sticker
/// jump to the front when touched and follow the finger, keeping the grab offset; a switch keeps them
/// inside the board. The ball takes touches only inside its circle and the star only on its opaque
/// pixels (a touch on a transparent corner reaches what is behind). A custom recognizer detects a circle
/// drawn on the board; a long press on an item opens its menu (To back, Home).
public final class DirectManipulationScene: Scene {
    /// The scene's name.
    public static let name = "direct-manipulation"
    public override var sceneName: String { Self.name }

    private let board = View(name: "board")
    private let keepInside = SwitchView(name: "keep-inside", title: tr("Keep inside the board"))
    private let message = LabelView(name: "message")
    private let circleMark = CircleMarkView(name: "circle-mark")
    private let circle = CircleGestureRecognizer(name: "circle")
    private var items: [DraggableItemView] = []
    private weak var menuTarget: DraggableItemView?
    private lazy var menu = MenuView(
        name: "menu",
        items: [
            .init(title: tr("To back")) { [unowned self] in sendToBack(menuTarget) },
            .init(title: tr("Home")) { [unowned self] in menuTarget?.center = menuTarget?.home ?? .zero },
        ])
    private let boardOnly = BoardTouchesOnly()
    private var problems: [String] = []

    public override func viewDidLoad() {
        view.backgroundColor = Palette.background
        board.backgroundColor = Color(hex: "#2d333b")
        board.cornerRadius = 10
        message.style = TextStyle(size: 15, color: Color(hex: "#f0c674")!)
        message.text = tr("Drag the items · draw a circle · hold an item for its menu")
        keepInside.onChange = { [unowned self] on in
            for item in items {
                item.keepsInsideSuperview = on
                if on { item.pullInside() }
            }
        }
        view.addSubview(keepInside)
        view.addSubview(message)
        view.addSubview(board)
        board.addSubview(circleMark)
        makeItems()
        view.addSubview(menu)

        boardOnly.board = board
        circle.delegate = boardOnly
        circle.onChange { [unowned self] circle in
            circleMark.circle = (circle.center, circle.radius)
            message.text = tr(
                "Circle · center {center} · radius {radius} pt",
                ["center": circle.center.rounded, "radius": circle.radius.wholeNumberText])
        }
        board.addGestureRecognizer(circle)
        layout(in: context.size)
    }

    private func makeItems() {
        let library = PhotoLibrary(directory: context.imageDirectory)
        for (index, photo) in library.photos.prefix(3).enumerated() {
            let item = DraggableItemView(name: "photo-\(index + 1)")
            item.image = photo.image
            item.contentMode = .scaleAspectFill
            item.clipsToBounds = true
            item.cornerRadius = 8
            item.borderColor = .white
            item.borderWidth = 3
            items.append(item)
        }
        if let problem = library.problem { problems.append(problem) }
        let ball = DraggableItemView(name: "ball")
        ball.backgroundColor = Color(hex: "#e5534b")
        ball.shape = .circle
        items.append(ball)
        let star = DraggableItemView(name: "star")
        let starPath = PathName.join(context.stickerDirectory, "star.png")
        do {
            star.image = try ImageReference(contentsOf: starPath)
        } catch {
            problems.append(error.description)
            star.backgroundColor = Color(hex: "#c69026")
        }
        if let reader = context.alphaReader, star.image != nil { star.shape = .opaquePixels(reader) }
        items.append(star)
        for item in items {
            item.isMultipleTouchEnabled = false
            item.onGrab = { [unowned self] in menu.hide() }
            let press = LongPressGestureRecognizer(name: "menu-\(item.name)") {
                [unowned self, unowned item] recognizer in
                guard recognizer.state == .began else { return }
                menuTarget = item
                menu.show(
                    pointingAt: item.convert(Point(x: item.bounds.midX, y: item.bounds.minY), to: view),
                    within: view.bounds)
            }
            item.addGestureRecognizer(press)
            board.addSubview(item)
        }
    }

    public override func viewDidResize(to size: Size) { layout(in: size) }

    /// Puts an item behind the others, though still in front of the drawn circle's mark.
    private func sendToBack(_ item: DraggableItemView?) {
        guard let item else { return }
        board.insertSubview(item, aboveSubview: circleMark)
    }

    private func layout(in size: Size) {
        // Clear of the chain overlay's numbers along the left edge.
        keepInside.frame = Rect(x: ChainOverlay.clearance(for: size) + 4, y: 8, width: 240, height: 32)
        // On a narrow canvas (a phone) the message takes a line of its own under the switch.
        let narrow = size.width < 560
        message.frame =
            narrow
            ? Rect(x: 16, y: 44, width: max(size.width - 32, 10), height: 32)
            : Rect(x: 284, y: 8, width: max(size.width - 300, 10), height: 32)
        let boardTop = narrow ? 84.0 : 48.0
        // Where each item is now, as a fraction of the board: a resize (the window, F9, the form of the
        // controls scene met on the way) keeps the arrangement the user made.
        let old = board.bounds.size
        let placed: [String: Point] =
            old.width > 0 && old.height > 0
            ? Dictionary(
                items.map { ($0.name, Point(x: $0.center.x / old.width, y: $0.center.y / old.height)) },
                uniquingKeysWith: { first, _ in first }) : [:]
        board.frame = Rect(
            x: 16, y: boardTop, width: max(size.width - 32, 10),
            height: max(size.height - boardTop - ChainOverlay.legendBandHeight, 10))
        circleMark.frame = board.bounds
        let b = board.bounds.size
        // Home places, as fractions of the board, so the arrangement survives a resize.
        let places: [String: (Double, Double, Double, Double)] = [
            "photo-1": (0.06, 0.08, 0.26, 0.34), "photo-2": (0.38, 0.10, 0.26, 0.34),
            "photo-3": (0.70, 0.08, 0.26, 0.34),
            "ball": (0.14, 0.58, 0.0, 0.0), "star": (0.62, 0.52, 0.0, 0.0),
        ]
        for item in items {
            guard let (x, y, w, h) = places[item.name] else { continue }
            let size: Size
            switch item.name {
            // The ball and the star keep their size unless the board is too small to hold them where they
            // rest (a phone): then they shrink with it, so nothing starts outside the board.
            case "ball":
                size = Size(
                    width: min(120, 0.3 * b.width, 0.4 * b.height), height: min(120, 0.3 * b.width, 0.4 * b.height))
            case "star":
                size = Size(
                    width: min(160, 0.36 * b.width, 0.46 * b.height), height: min(160, 0.36 * b.width, 0.46 * b.height))
            default: size = Size(width: w * b.width, height: h * b.height)
            }
            item.bounds = Rect(origin: .zero, size: size)
            if item.name == "ball" { item.cornerRadius = size.width / 2 }
            item.home = Point(x: x * b.width + size.width / 2, y: y * b.height + size.height / 2)
            item.center = placed[item.name].map { Point(x: $0.x * b.width, y: $0.y * b.height) } ?? item.home
            if item.keepsInsideSuperview { item.pullInside() }
        }
    }

    /// A touch anywhere else closes the menu, as a pop-up menu does.
    public override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        menu.hide()
        super.touchesBegan(touches, with: event)
    }

    /// A stroke on the board that was not a circle says why.
    public override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        if touches.contains(where: { $0.view === board }), let reason = circle.lastRejection {
            message.text = tr("Not a circle: {reason}", ["reason": tr(reason)])
            circleMark.circle = nil
        }
        super.touchesEnded(touches, with: event)
    }

    public override var problem: String? { problems.first }

    /// Escape closes an item's menu.
    public override func handleKey(_ key: SceneKey) -> Bool {
        guard key == .escape, menu.isShown else { return false }
        menu.hide()
        return true
    }

    public override func extraState() -> [(String, JSONValue)] {
        [
            ("front", .string(board.subviews.last?.name ?? "")),
            ("order", .array(board.subviews.filter { $0 is DraggableItemView }.map { .string($0.name) })),
            ("keepInside", .bool(keepInside.isOn)),
            ("message", .string(message.text)),
            (
                "circle",
                circleMark.circle.map { c in
                    .object([
                        ("center", .array([.number(c.center.x), .number(c.center.y)])), ("radius", .number(c.radius)),
                    ])
                } ?? .null
            ),
            ("menu", .string(menu.isShown ? "shown" : "hidden")),
            ("menuTarget", menu.isShown ? menuTarget.map { .string($0.name) } ?? .null : .null),
        ]
    }
}

/// Lets the circle recognizer see only strokes that start on the board itself, not drags of its items.
final class BoardTouchesOnly: GestureRecognizerDelegate {
    weak var board: View?

    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        touch.view === board
    }
}
