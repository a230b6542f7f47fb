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
    public convenience init(sceneNamed name: String, context: SceneContext, clock: any Clock)
        throws(UnknownSceneError)
    {
        let scene = try SceneCatalogue.makeScene(named: name, context: context)
        self.init(scene: scene, context: context, clock: clock)
    }

    /// Builds the lesson `document` describes (its photos found from `baseDirectory`, the file's folder) in a
    /// window of the context's size.
    ///
    /// ```swift
    /// let document = try SceneDocument(bytes: bytes, defaultName: "lesson")
    /// let host = SceneHost(document: document, baseDirectory: "/lessons", context: context, clock: clock)
    /// ```
    public convenience init(document: SceneDocument, baseDirectory: String?, context: SceneContext, clock: any Clock) {
        let scene = FileScene(document: document, baseDirectory: baseDirectory, context: context)
        self.init(scene: scene, context: context, clock: clock)
    }

    /// Builds a scene made elsewhere (a test's own, say) in a window of the context's size.
    ///
    /// ```swift
    /// let host = SceneHost(scene: FileScene(document: document, context: context), context: context, clock: clock)
    /// ```
    public init(scene: Scene, context: SceneContext, clock: any Clock) {
        application = Application()
        window = Window(size: context.size, clock: clock)
        application.addWindow(window)
        self.scene = scene
        window.rootViewController = scene
    }
}
