/// A width and a height, in points (or pixels, where a property says so).
///
/// ```swift
/// let s = Size(width: 800, height: 600)
/// s.aspectRatio // 1.333…
/// ```
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Horizontal extent, in points.
    public var width: Double
    /// Vertical extent, in points.
    public var height: Double

    /// Creates a size from its extents, in points.
    @inlinable public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The empty size, `0 × 0`.
    public static let zero = Size(width: 0, height: 0)

    /// Width divided by height; 0 for a size with no height.
    @inlinable public var aspectRatio: Double { height == 0 ? 0 : width / height }

    /// The largest size with this size's aspect ratio that fits inside `container` (aspect fit).
    @inlinable public func fitting(in container: Size) -> Size {
        guard width > 0, height > 0 else { return .zero }
        let scale = min(container.width / width, container.height / height)
        return Size(width: width * scale, height: height * scale)
    }

    /// The smallest size with this size's aspect ratio that covers `container` (aspect fill).
    @inlinable public func filling(_ container: Size) -> Size {
        guard width > 0, height > 0 else { return .zero }
        let scale = max(container.width / width, container.height / height)
        return Size(width: width * scale, height: height * scale)
    }

    public var description: String { "\(width)×\(height)" }
}
