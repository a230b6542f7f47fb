import TouchKit

/// What a scene asks of the window beyond its canvas, declared by the scene and read by the window, which
/// never names a scene type: a form of real widgets beside the canvas, the pen's hover, the moment it is
/// about to be replaced, and whether the window should keep the session's input for a report. Every default
/// asks for nothing.
///
/// ```swift
/// final class Sketch: Scene {
///     override var form: SceneForm? { SceneForm(name: "Sketch", fields: [.toggle("Smooth", key: "smooth") { _ in [] }]) }
///     override func penHovered(at location: Point?, isEraser: Bool) -> Bool { cursor = location; return true }
/// }
/// ```
extension Scene {
    /// Connects the scene to the window it is shown in (the window calls it once, before the first frame);
    /// the scene reads ``windowServices`` whenever it needs one.
    public func connect(to services: SceneWindowServices) {
        windowServices = services
    }
}
