import TouchKit

/// A small pop-up menu of commands, as `UIMenuController`'s: a dark bar of items, each run by a tap. Put it
/// above the views it serves (as a sibling, not inside them), so its taps never reach their recognizers.
///
/// ```swift
/// let menu = MenuView(name: "menu", items: [.init(title: "Delete") { deleteSelectedLine() }])
/// root.addSubview(menu)
/// menu.show(pointingAt: Point(x: 200, y: 150), within: root.bounds)
/// ```
public final class MenuView: View {
    /// One command.
    public struct Item {
        /// The word on the item.
        public var title: String
        /// What the item does; the menu hides itself first.
        public var action: () -> Void

        /// Creates an item.
        public init(title: String, action: @escaping () -> Void) {
            self.title = title
            self.action = action
        }
    }

    /// Each item's width and the menu's height, in points.
    public static let itemSize = Size(width: 96, height: 40)

    private var itemViews: [LabelView] = []

    /// Creates a hidden menu. Item views are named `menu-` plus the lowercased title (`menu-delete`).
    public init(name: String, items: [Item]) {
        super.init(name: name)
        backgroundColor = Color(hex: "#24292f")
        cornerRadius = 8
        isHidden = true
        for (index, item) in items.enumerated() {
            let label = LabelView(name: "menu-" + item.title.lowercased())
            label.text = item.title
            label.style = TextStyle(size: 15, color: .white)
            label.isUserInteractionEnabled = true
            label.frame = Rect(
                x: Double(index) * Self.itemSize.width, y: 0, width: Self.itemSize.width, height: Self.itemSize.height)
            label.addGestureRecognizer(
                TapGestureRecognizer(name: "menu-" + item.title.lowercased()) { [unowned self] _ in
                    hide()
                    item.action()
                })
            itemViews.append(label)
            addSubview(label)
        }
        bounds = Rect(x: 0, y: 0, width: Self.itemSize.width * Double(items.count), height: Self.itemSize.height)
    }

    /// True while the menu shows.
    public var isShown: Bool { !isHidden }

    /// Shows the menu just above `point` (below it when there is no room), kept inside `area`; both in the
    /// superview's points.
    public func show(pointingAt point: Point, within area: Rect) {
        let size = bounds.size
        var origin = Point(x: point.x - size.width / 2, y: point.y - size.height - 16)
        if origin.y < area.minY { origin.y = point.y + 16 }
        origin.x = min(max(origin.x, area.minX + 4), area.maxX - size.width - 4)
        origin.y = min(max(origin.y, area.minY + 4), area.maxY - size.height - 4)
        center = Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2)
        isHidden = false
    }

    /// Hides the menu.
    public func hide() {
        isHidden = true
    }
}
