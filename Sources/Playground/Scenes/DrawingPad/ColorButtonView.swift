import TouchKit

/// A round color swatch in the drawing pad's row; the chosen one rises with a spring.
public final class ColorButtonView: View {
    /// How far the chosen swatch rises, in points.
    public static let rise = 10.0
    /// The swatch's color.
    public let color: Color
    /// Where the swatch rests when not chosen, in its superview's points.
    public var restingCenter = Point.zero {
        didSet { center = Point(x: restingCenter.x, y: restingCenter.y - lift) }
    }
    /// How far it is raised now, in points (a spring may pass ``rise`` on the way).
    public private(set) var lift = 0.0
    private var spring: Animation?

    /// Creates a swatch whose tap recognizer has the view's name.
    public init(name: String, color: Color, onTap: @escaping (ColorButtonView) -> Void) {
        self.color = color
        super.init(name: name)
        backgroundColor = color
        borderColor = .white
        borderWidth = 3
        addGestureRecognizer(TapGestureRecognizer(name: name) { [unowned self] _ in onTap(self) })
    }

    /// Raises (chosen) or lowers the swatch, with a bouncy spring when a clock is at hand.
    public func setChosen(_ chosen: Bool, animated: Bool) {
        spring?.cancel()
        let from = lift, to = chosen ? Self.rise : 0
        guard animated, from != to, let clock = window?.router.clock else {
            setLift(to)
            return
        }
        spring = Animation(timing: .spring(duration: 0.5, dampingRatio: 0.45, initialVelocity: 0), clock: clock) {
            [unowned self] p in
            setLift(from + (to - from) * p)
        }
        spring?.start()
    }

    private func setLift(_ value: Double) {
        lift = value
        center = Point(x: restingCenter.x, y: restingCenter.y - value)
    }
}
