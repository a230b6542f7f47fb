/// Where the canvas is on the screens: every monitor (its frame in the screen's points, and the names the
/// display gives it), the one showing the canvas, and the canvas's top-left corner on that monitor. A
/// touchscreen's calibration matrix is in its monitor's normalized units (0 to 1 across), so this is what turns
/// a point on the canvas into those units and back.
///
/// ```swift
/// let screen = ScreenPlacement(
///     monitors: [.init(frame: Rect(x: 0, y: 0, width: 1920, height: 1080))], shown: 0, canvasOrigin: .zero)
/// screen.normalized(Point(x: 960, y: 540))   // (0.5, 0.5)
/// ```
public struct ScreenPlacement: Sendable, Equatable {
    /// One monitor.
    public struct Monitor: Sendable, Equatable {
        /// Its place and size in the screen, in points.
        public var frame: Rect
        /// The output it is plugged into (`HDMI-1`, `eDP-1`), when the display says.
        public var connector: String?
        /// Its maker and model, from its EDID, when the display says.
        public var manufacturer: String?, model: String?

        /// A monitor at `frame` points.
        public init(frame: Rect, connector: String? = nil, manufacturer: String? = nil, model: String? = nil) {
            (self.frame, self.connector, self.manufacturer, self.model) = (frame, connector, manufacturer, model)
        }
    }

    /// Every monitor, in the display's order.
    public var monitors: [Monitor]
    /// The index of the one showing the canvas.
    public var shown: Int
    /// The canvas's top-left corner, in points from the shown monitor's top-left corner.
    public var canvasOrigin: Point
    /// How many of the screen's points one of the canvas's points takes (the canvas's zoom; 1 at 100 %).
    public var zoom = 1.0

    /// A placement; `shown` is clamped to the monitors there are.
    public init(monitors: [Monitor], shown: Int, canvasOrigin: Point) {
        self.monitors = monitors.isEmpty ? [Monitor(frame: Rect(x: 0, y: 0, width: 1, height: 1))] : monitors
        self.shown = max(0, min(shown, self.monitors.count - 1))
        self.canvasOrigin = canvasOrigin
    }

    /// The monitor showing the canvas.
    public var monitor: Monitor { monitors[shown] }

    /// All monitors together: the area a touchscreen mapped to no monitor in particular spans.
    public var screen: Rect {
        monitors.dropFirst().reduce(monitors[0].frame) { $0.union($1.frame) }
    }

    /// `point` on the canvas in the shown monitor's normalized units (0 to 1 across and down).
    public func normalized(_ point: Point) -> Point {
        let size = monitor.frame.size
        return Point(
            x: (canvasOrigin.x + point.x * zoom) / max(size.width, 1),
            y: (canvasOrigin.y + point.y * zoom) / max(size.height, 1))
    }

    /// The canvas point at `normalized` units of the shown monitor.
    public func canvasPoint(normalized: Point) -> Point {
        let size = monitor.frame.size
        return Point(
            x: (normalized.x * size.width - canvasOrigin.x) / zoom,
            y: (normalized.y * size.height - canvasOrigin.y) / zoom)
    }

    /// Where a touch meant for `target` (normalized, on the shown monitor) lands, in the same units, when the
    /// touchscreen is mapped to every monitor together instead of to the one it is on: what X and GNOME do
    /// with a touchscreen they were not told the monitor of.
    public func landingIfSpanningAllMonitors(_ target: Point) -> Point {
        let all = screen, own = monitor.frame
        let onScreen = Point(x: all.minX + target.x * all.width, y: all.minY + target.y * all.height)
        return Point(x: (onScreen.x - own.minX) / own.width, y: (onScreen.y - own.minY) / own.height)
    }
}
