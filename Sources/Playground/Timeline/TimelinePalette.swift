import TouchKit

/// The timeline's colors: one per activity, chosen to read apart on a projector and for the common kinds of
/// color blindness (blue for running, amber for waiting, and failure marked by shape as well as red).
enum TimelinePalette {
    static let background = Color(red: 0.98, green: 0.98, blue: 0.98)
    static let stripe = Color(red: 0.94, green: 0.945, blue: 0.955)
    static let grid = Color(red: 0.86, green: 0.87, blue: 0.88)
    static let heading = Color(red: 0.35, green: 0.38, blue: 0.42)
    static let text = Color(red: 0.12, green: 0.14, blue: 0.17)
    static let textOnBar = Color(red: 0.1, green: 0.1, blue: 0.1)
    static let detail = Color(red: 0.42, green: 0.45, blue: 0.5)
    static let cursor = Color(red: 0.9, green: 0.1, blue: 0.55)

    static let watching = Color(red: 0.78, green: 0.8, blue: 0.83)
    static let waiting = Color(red: 0.96, green: 0.76, blue: 0.26)
    static let running = Color(red: 0.21, green: 0.52, blue: 0.89)
    static let recognized = Color(red: 0.18, green: 0.66, blue: 0.33)
    static let failed = Color(red: 0.88, green: 0.11, blue: 0.14)
    static let cancelled = Color(red: 1.0, green: 0.47, blue: 0.0)
    static let touch = Color(red: 0.64, green: 0.5, blue: 0.86)

    /// The bar color of a span: outcomes are faint (the moment that decided them is the mark), the states
    /// that go on are solid.
    static func color(of activity: TimelineSpan.Activity) -> Color {
        switch activity {
        case .possible: watching
        case .waiting: waiting
        case .active: running
        case .recognized, .ended: recognized.withAlpha(0.3)
        case .failed: failed.withAlpha(0.25)
        case .cancelled: cancelled.withAlpha(0.3)
        case .down: touch.withAlpha(0.55)
        }
    }
}
