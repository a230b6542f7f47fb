import Testing
import TouchKit

@Suite("Catmull-Rom smoothing")
struct CatmullRomTests {
    @Test("the curve passes through every sample, one Bézier per gap, and leaves straight runs straight")
    func throughPoints() {
        let points = [
            Point(x: 0, y: 0), Point(x: 10, y: 20), Point(x: 30, y: 25), Point(x: 50, y: 0), Point(x: 70, y: -10),
        ]
        let path = Path.catmullRom(through: points)
        #expect(path.elements.first == .move(points[0]))
        let ends = path.elements.compactMap { if case .curve(_, _, let end) = $0 { end } else { nil } }
        #expect(ends == Array(points.dropFirst()))
        let straight = Path.catmullRom(through: (0...4).map { Point(x: Double($0) * 10, y: 5) })
        for case .curve(let c1, let c2, _) in straight.elements { #expect(c1.y == 5 && c2.y == 5) }
        #expect(
            Path.catmullRom(through: [Point(x: 1, y: 1), Point(x: 2, y: 2)]).elements == [
                .move(Point(x: 1, y: 1)), .line(Point(x: 2, y: 2)),
            ])
        #expect(Path.catmullRom(through: []).elements.isEmpty)
    }
}
