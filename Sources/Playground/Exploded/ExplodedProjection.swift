import Glibc
import TouchKit

/// How the exploded view places its slabs on the canvas: each nesting level lies on a plane `spacing` points
/// in front of the one before, the stack is turned by ``yaw`` about the vertical axis and ``pitch`` about
/// the horizontal one, and seen straight on (no perspective). A plane seen that way is a 2-D affine image of
/// itself, so each slab is drawn through one ``slab(_:)`` transform: any renderer draws it, cairo included,
/// where GSK's 3-D transforms need a GPU.
///
/// ```swift
/// let projection = ExplodedProjection(
///     window: Size(width: 800, height: 600), depthCount: 4, yaw: 0.5, pitch: 0.3, spreading: 1,
///     into: Rect(x: 0, y: 0, width: 800, height: 600))
/// let onSlab2 = projection.slab(2).apply(to: Point(x: 100, y: 100))  // where (100, 100) of level 2 shows
/// ```
public struct ExplodedProjection: Sendable {
    /// The turn about the vertical axis, in radians (positive: the front slabs go right).
    public let yaw: Double
    /// The turn about the horizontal axis, in radians (positive: the front slabs go up).
    public let pitch: Double
    /// The distance between two slabs, in window points, before the stack is fitted to the canvas.
    public let spacing: Double
    /// How many slabs there are.
    public let depthCount: Int
    /// The window's own rectangle, in window points (where a tap must land to reach the scene).
    public let windowBounds: Rect
    /// Window points to canvas points, after the turn.
    public let scale: Double
    /// Where the window's middle lands, in canvas points.
    private let origin: Point
    private let middle: Point

    /// The stack of `depthCount` slabs of a `window`-sized plate, turned by `yaw` and `pitch` (radians) and
    /// spread apart by `spreading` (0 flat, 1 fully apart), fitted into `area` (canvas points): at 0 it is
    /// the flat canvas, as drawn without the exploded view (the window at the canvas's origin, unscaled).
    public init(window: Size, depthCount: Int, yaw: Double, pitch: Double, spreading: Double, into area: Rect) {
        let spread = min(max(spreading, 0), 1)
        self.yaw = yaw * spread
        self.pitch = pitch * spread
        self.depthCount = max(depthCount, 1)
        spacing = Self.spacing(window: window, depthCount: self.depthCount) * spread
        middle = Point(x: window.width / 2, y: window.height / 2)
        windowBounds = Rect(origin: .zero, size: window)
        // Fitted at scale 1 about the window's middle, then eased from the flat canvas to the fitted stack.
        var box: Rect?
        for depth in [-Self.rayBehind, Double(self.depthCount - 1) + Self.rayInFront] {
            for corner in Rect(origin: .zero, size: window).corners {
                let point = Self.turned(corner, z: depth * spacing, yaw: self.yaw, pitch: self.pitch, middle)
                let dot = Rect(origin: point, size: Size(width: 0, height: 0))
                box = box.map { $0.union(dot) } ?? dot
            }
        }
        let bounds = box ?? Rect(origin: .zero, size: window)
        let fit =
            bounds.width > 0 && bounds.height > 0 ? min(area.width / bounds.width, area.height / bounds.height) : 1
        scale = 1 + (fit - 1) * spread
        let fittedOrigin = Point(x: area.midX - fit * bounds.midX, y: area.midY - fit * bounds.midY)
        origin = Point(x: fittedOrigin.x * spread, y: fittedOrigin.y * spread)
    }

    /// How far the ray reaches behind the window's slab and in front of the last, in slabs.
    public static let rayBehind = 0.6, rayInFront = 0.9

    /// The distance between slabs, in window points: the stack about as deep as the window is tall (a few
    /// levels far apart, many close), never closer than 24 points.
    static func spacing(window: Size, depthCount: Int) -> Double {
        let side = min(window.width, window.height)
        return max(24, min(side * 0.3, side * 0.9 / Double(max(depthCount - 1, 1))))
    }

    /// `point` of the window plane moved `z` points towards the viewer and turned, about `middle`, unscaled.
    private static func turned(_ point: Point, z: Double, yaw: Double, pitch: Double, _ middle: Point) -> Point {
        let (x, y) = (point.x - middle.x, point.y - middle.y)
        return Point(
            x: cos(yaw) * x + sin(yaw) * z + middle.x,
            y: sin(yaw) * sin(pitch) * x + cos(pitch) * y - cos(yaw) * sin(pitch) * z + middle.y)
    }

    /// Window points on slab `depth` (a fraction between two slabs, for the ray) to canvas points.
    public func slab(_ depth: Double) -> AffineTransform {
        let z = depth * spacing
        let (cy, sy, cp, sp) = (cos(yaw), sin(yaw), cos(pitch), sin(pitch))
        let shift = Point(
            x: sy * z - cy * middle.x + middle.x, y: -cy * sp * z - sy * sp * middle.x - cp * middle.y + middle.y)
        return AffineTransform(
            a: scale * cy, b: scale * sy * sp, c: 0, d: scale * cp,
            tx: origin.x + scale * shift.x, ty: origin.y + scale * shift.y)
    }

    /// Window points on slab `depth` to canvas points.
    public func slab(_ depth: Int) -> AffineTransform { slab(Double(depth)) }

    /// Where a point of the canvas lies on the window's own plane (slab 0), in window points: where a tap on
    /// the turned stack lands on the flat canvas. Nil when the stack is turned edge-on.
    public func windowPoint(at canvasPoint: Point) -> Point? {
        slab(0).inverted()?.apply(to: canvasPoint)
    }
}
