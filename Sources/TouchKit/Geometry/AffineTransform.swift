import FoundationEssentials
import Glibc

/// A 2-D affine transform, laid out as Core Graphics' `CGAffineTransform`:
///
///     x' = a·x + c·y + tx
///     y' = b·x + d·y + ty
///
/// Angles are in radians. Because `y` grows downward, a positive rotation turns clockwise on screen, as in
/// UIKit. `t1.concatenating(t2)` applies `t1` first, then `t2`.
///
/// ```swift
/// let t = AffineTransform(scaleX: 2, y: 2).concatenating(AffineTransform(translationX: 10, y: 0))
/// t.apply(to: Point(x: 1, y: 1)) // (12, 2)
/// ```
public struct AffineTransform: Hashable, Sendable, CustomStringConvertible {
    /// Matrix entries; see the type's documentation for their meaning.
    public var a, b, c, d, tx, ty: Double

    /// Creates a transform from its six matrix entries.
    @inlinable public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The transform that changes nothing.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by a vector, in points.
    @inlinable public init(translationX tx: Double, y ty: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale about the origin.
    @inlinable public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation about the origin by `angle` radians, clockwise on screen when positive.
    @inlinable public init(rotationAngle angle: Double) {
        let cosine = cos(angle), sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// True for the identity transform.
    @inlinable public var isIdentity: Bool { self == .identity }

    /// True when every entry is finite.
    @inlinable public var isFinite: Bool { [a, b, c, d, tx, ty].allSatisfy(\.isFinite) }

    /// The determinant of the linear part; 0 means the transform cannot be inverted.
    @inlinable public var determinant: Double { a * d - b * c }

    /// The transform that applies `self`, then `other`.
    @inlinable public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    /// The transform that undoes this one, or `nil` when it collapses the plane (determinant 0).
    @inlinable public func inverted() -> AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        return AffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det,
            ty: (b * tx - a * ty) / det)
    }

    /// This transform with a translation applied first (in the transform's own coordinates), as
    /// `CGAffineTransform.translatedBy`.
    @inlinable public func translatedBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// This transform with a scale applied first, as `CGAffineTransform.scaledBy`.
    @inlinable public func scaledBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// This transform with a rotation by `angle` radians applied first, as `CGAffineTransform.rotated(by:)`.
    @inlinable public func rotated(by angle: Double) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// Maps a point through the transform.
    @inlinable public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// Maps a vector (a difference of points) through the linear part only.
    @inlinable public func applyToVector(_ vector: Point) -> Point {
        Point(x: a * vector.x + c * vector.y, y: b * vector.x + d * vector.y)
    }

    /// The rotation this transform applies, in radians (clockwise on screen when positive).
    @inlinable public var rotationAngle: Double { atan2(b, a) }

    /// The horizontal scale factor this transform applies (length of the transformed unit x vector).
    @inlinable public var scaleX: Double { (a * a + b * b).squareRoot() }

    /// The entries in the order `[a, b, c, d, tx, ty]`, as the `--state` file writes them.
    @inlinable public var entries: [Double] { [a, b, c, d, tx, ty] }

    public var description: String { "[\(a), \(b), \(c), \(d), \(tx), \(ty)]" }
}
