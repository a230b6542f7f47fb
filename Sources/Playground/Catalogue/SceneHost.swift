import TouchKit

/// A scene in a window in an application, on a clock: what `replay`, the tests and the GTK window all run.
///
/// ```swift
/// let clock = ManualClock()
/// let host = try SceneHost(sceneNamed: "touch-views", context: context, clock: clock)
/// TraceReplayer.replay(trace, into: host.window, clock: clock)
/// print(host.scene.stateJSON().prettyPrinted())
/// ```
public final class SceneHost {
    /// The end of the responder chain.
    public let application: Application
    /// The window showing the scene.
    public let window: Window
    /// The scene.
    public let scene: Scene

    /// Builds the scene called `name` in a window of the context's size.
    public init(sceneNamed name: String, context: SceneContext, clock: any Clock) throws(UnknownSceneError) {
        application = Application()
        window = Window(size: context.size, clock: clock)
        application.addWindow(window)
        scene = try SceneCatalogue.makeScene(named: name, context: context)
        window.rootViewController = scene
    }
}
