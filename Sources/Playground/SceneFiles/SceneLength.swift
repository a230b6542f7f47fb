import TouchKit

/// A length in a scene file: points, or a percentage of the superview's width or height, so a lesson keeps
/// its arrangement in any window.
///
/// ```swift
/// SceneLength.percent(25).resolved(in: 800)  // 200 points
/// SceneLength.points(40).resolved(in: 800)   // 40 points
/// ```
public enum SceneLength: Hashable, Sendable {
    /// A length in points.
    case points(Double)
    /// A percentage (`"25%"` in the file) of the superview's width (for x and width) or height (y and height).
    case percent(Double)

    /// The length in points, inside a superview whose side is `side` points.
    public func resolved(in side: Double) -> Double {
        switch self {
        case .points(let value): value
        case .percent(let value): value / 100 * side
        }
    }
}

/// A view's frame in a scene file: x, y, width and height, each in points or a percentage.
public struct SceneFrame: Hashable, Sendable {
    /// Left, top, width and height.
    public var x, y, width, height: SceneLength

    /// Creates a frame from its four lengths.
    public init(x: SceneLength, y: SceneLength, width: SceneLength, height: SceneLength) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    /// The frame in points, inside a superview of `size` points.
    public func resolved(in size: Size) -> Rect {
        Rect(
            x: x.resolved(in: size.width), y: y.resolved(in: size.height),
            width: width.resolved(in: size.width), height: height.resolved(in: size.height))
    }

    /// The whole superview.
    public static let fill = SceneFrame(x: .percent(0), y: .percent(0), width: .percent(100), height: .percent(100))
}
