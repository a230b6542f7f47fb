import JSON
import TouchKit

/// `controls`: the distance converter (miles and kilometers converting as you type) beside the classic
/// controls (switch, slider, stepper, picker, date picker, segmented control). In the window these are
/// real GTK widgets, wired target-action style; this scene holds their values and shows them large on the
/// canvas for a class. Replays see the board with its values (they carry no widget input).
public final class ControlsScene: Scene {
    /// The scene's name.
    public static let name = "controls"
    public override var sceneName: String { Self.name }

    /// The units the picker offers, with how many of each make a kilometer.
    public static let units: [(name: String, perKilometer: Double)] = [
        (translatable("meters"), 1000), (translatable("feet"), 3280.839895), (translatable("yards"), 1093.613298),
        (translatable("nautical miles"), 0.539956803),
    ]
    /// The segmented control's choices: decimals in the converted value.
    public static let decimalChoices = [0, 1, 2, 3]

    /// The converter's fields.
    public private(set) var converter = DistanceConverter()
    /// The switch: whether the board also shows the round trip (twice the distance).
    public private(set) var roundTrip = false
    /// The slider, 0…100: how much of the distance has been walked, in percent.
    public private(set) var progress = 0.0
    /// The stepper, 1…10: how many people walk it.
    public private(set) var walkers = 1
    /// The picker: which other unit the board shows the distance in.
    public private(set) var unitIndex = 0
    /// The date picker's day, as `yyyy-mm-dd`, once the window told it.
    public private(set) var date: String?
    /// Whether the last edit was in the miles field (which side converts when the decimals change).
    private var lastEditedMiles = true

    private let title = LabelView(name: "title")
    private let conversion = LabelView(name: "conversion")
    private var rows: [LabelView] = []

    public override func viewDidLoad() {
        view.backgroundColor = Palette.background
        title.text = tr("Distance converter")
        title.style = TextStyle(size: 20, color: Palette.hint)
        conversion.style = TextStyle(size: 30, color: .white)
        view.addSubview(title)
        view.addSubview(conversion)
        for index in 0..<7 {
            let row = LabelView(name: "value-\(index + 1)")
            row.style = TextStyle(size: 17, color: Palette.text, isBold: false)
            rows.append(row)
            view.addSubview(row)
        }
        refresh()
        layout(in: context.size)
    }

    public override func viewDidResize(to size: Size) { layout(in: size) }

    private func layout(in size: Size) {
        // A narrow canvas (the form and the panel beside it in a small window) wraps the title onto two
        // lines: everything below moves down rather than being drawn over.
        let titleHeight = size.width < 420 ? 56.0 : 32.0
        // A short canvas (a phone, under the form) tightens the board so the last row stays above the
        // chain overlay's legend: a smaller conversion and rows closer together, in a smaller type.
        let short = size.height < 520
        title.frame = Rect(x: 0, y: short ? 12 : 24, width: size.width, height: titleHeight)
        title.horizontalPadding = ChainOverlay.clearance(for: size)
        conversion.frame = Rect(x: 0, y: title.frame.maxY + 4, width: size.width, height: short ? 64 : 80)
        conversion.style.size = short ? 24 : 30
        let top = conversion.frame.maxY + (short ? 8 : 16)
        let room = size.height - ChainOverlay.legendBandHeight - top
        let pitch = short ? max(26, min(46, room / Double(max(rows.count, 1)))) : 46
        for (index, row) in rows.enumerated() {
            // Two lines high where there is room: a narrow canvas wraps the longer rows.
            row.frame = Rect(x: 0, y: top + Double(index) * pitch, width: size.width, height: pitch - 2)
            row.style.size = pitch < 40 ? 15 : 17
        }
    }

    /// The real widgets beside the canvas (``makeForm()``).
    public override var form: SceneForm? { makeForm() }

    // MARK: - What the controls report

    /// The miles field changed; returns the kilometers text to show.
    @discardableResult
    public func milesEdited(_ text: String) -> String {
        converter.milesEdited(text)
        lastEditedMiles = true
        refresh()
        return converter.kilometers
    }

    /// The kilometers field changed; returns the miles text to show.
    @discardableResult
    public func kilometersEdited(_ text: String) -> String {
        converter.kilometersEdited(text)
        lastEditedMiles = false
        refresh()
        return converter.miles
    }

    /// The switch flipped.
    public func setRoundTrip(_ on: Bool) {
        roundTrip = on
        refresh()
    }
    /// The slider moved (0…100).
    public func setProgress(_ percent: Double) {
        progress = min(max(percent, 0), 100)
        refresh()
    }
    /// The stepper stepped (1…10).
    public func setWalkers(_ count: Int) {
        walkers = min(max(count, 1), 10)
        refresh()
    }
    /// The picker chose a unit (an index into ``units``).
    public func setUnit(_ index: Int) {
        unitIndex = Self.units.indices.contains(index) ? index : 0
        refresh()
    }
    /// The date picker chose a day.
    public func setDate(year: Int, month: Int, day: Int) {
        date = "\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
        refresh()
    }
    /// The segmented control chose how many decimals (an index into ``decimalChoices``); returns the
    /// (miles, kilometers) texts to show.
    @discardableResult
    public func setDecimals(index: Int) -> (miles: String, kilometers: String) {
        let decimals = Self.decimalChoices.indices.contains(index) ? Self.decimalChoices[index] : 3
        converter.setDecimals(decimals, convertingFromMiles: lastEditedMiles)
        refresh()
        return (converter.miles, converter.kilometers)
    }

    // MARK: - The board

    /// The lines the board shows, each control's value in words.
    public var boardLines: [String] {
        let km = converter.distanceInKilometers
        let unit = Self.units[unitIndex]
        let decimals = converter.decimals
        func distance(_ factor: Double) -> String {
            km.map { DistanceConverter.format($0 * factor, decimals: decimals) } ?? "–"
        }
        let unitName = tr(unit.name)
        return [
            tr("In {unit}: {distance}", ["unit": unitName, "distance": distance(unit.perKilometer)]),
            roundTrip
                ? tr("Round trip (switch): on · {distance} km", ["distance": distance(2)])
                : tr("Round trip (switch): off"),
            tr(
                "Walked (slider): {percent} % · {distance} km",
                ["percent": progress.wholeNumberText, "distance": distance(progress / 100)]),
            tr(
                "Walkers (stepper): {walkers} · {distance} km together",
                ["walkers": String(walkers), "distance": distance(Double(walkers))]),
            tr("Unit (picker): {unit}", ["unit": unitName]),
            tr("Date (date picker): {date}", ["date": date ?? tr("not chosen")]),
            tr("Decimals (segmented control): {decimals}", ["decimals": String(decimals)]),
        ]
    }

    private func refresh() {
        if let problem = converter.problem {
            conversion.text = problem
        } else if converter.miles.isEmpty {
            conversion.text = tr("Type miles or kilometers")
        } else {
            conversion.text = "\(converter.miles) mi = \(converter.kilometers) km"
        }
        for (row, line) in zip(rows, boardLines) { row.text = line }
    }

    public override func extraState() -> [(String, JSONValue)] {
        [
            ("miles", .string(converter.miles)),
            ("kilometers", .string(converter.kilometers)),
            ("conversion", .string(conversion.text)),
            ("roundTrip", .bool(roundTrip)),
            ("progress", .number(progress)),
            ("walkers", .number(Double(walkers))),
            ("unit", .string(Self.units[unitIndex].name)),
            ("date", date.map(JSONValue.string) ?? .null),
            ("decimals", .number(Double(converter.decimals))),
            ("board", .array(boardLines.map(JSONValue.string))),
        ]
    }
}
