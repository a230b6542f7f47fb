import Foundation
import Testing
import TouchKit

@Suite("Geometry")
struct GeometryTests {
    @Test("positive rotation turns clockwise on screen (y grows downward)")
    func rotationIsClockwise() {
        let p = AffineTransform(rotationAngle: .pi / 2).apply(to: Point(1, 0))
        #expect(close(p.x, 0) && close(p.y, 1))  // right turns to down
    }

    @Test("concatenating applies the first transform first")
    func concatenationOrder() {
        let t = AffineTransform(scaleX: 2, y: 2).concatenating(AffineTransform(translationX: 10, y: 0))
        #expect(t.apply(to: Point(1, 1)) == Point(12, 2))
        let u = AffineTransform.identity.translatedBy(x: 10, y: 0).scaledBy(x: 2, y: 2)
        #expect(u.apply(to: Point(1, 1)) == Point(12, 2))
    }

    @Test("inverting undoes a transform; a collapsed one has no inverse")
    func inversion() throws {
        let t = AffineTransform(rotationAngle: 0.7).scaledBy(x: 3, y: 0.5).translatedBy(x: -4, y: 9)
        let inverse = try #require(t.inverted())
        let p = inverse.apply(to: t.apply(to: Point(13, -7)))
        #expect(close(p.x, 13, 1e-9) && close(p.y, -7, 1e-9))
        #expect(AffineTransform(scaleX: 0, y: 1).inverted() == nil)
    }

    @Test("a rect's bounding box after rotation")
    func rectApplying() {
        let box = Rect(x: -1, y: -1, width: 2, height: 2).applying(AffineTransform(rotationAngle: .pi / 4))
        #expect(close(box.width, 2 * 2.0.squareRoot(), 1e-9))
        #expect(close(box.midX, 0, 1e-9))
    }

    @Test("contains includes the top-left edges and excludes the bottom-right")
    func containsEdges() {
        let r = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(r.contains(Point(0, 0)))
        #expect(!r.contains(Point(10, 5)))
        #expect(!r.contains(Point(5, 10)))
        #expect(r.union(Rect(x: 20, y: 20, width: 1, height: 1)) == Rect(x: 0, y: 0, width: 21, height: 21))
    }

    @Test("aspect fit and fill")
    func aspect() {
        let image = Size(width: 400, height: 200)
        #expect(image.fitting(in: Size(width: 100, height: 100)) == Size(width: 100, height: 50))
        #expect(image.filling(Size(width: 100, height: 100)) == Size(width: 200, height: 100))
    }

    @Test("colors round-trip through hex")
    func colorHex() throws {
        let color = try #require(Color(hex: "#1a2b3c"))
        #expect(color.hexString == "#1a2b3c")
        #expect(Color(hex: "nonsense") == nil)
    }
}
