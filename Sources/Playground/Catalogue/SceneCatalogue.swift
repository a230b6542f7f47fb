import TouchKit

/// Every scene the playground has, by name, in sidebar order.
///
/// ```swift
/// let scene = try SceneCatalogue.makeScene(named: "touch-views", context: context)
/// ```
public enum SceneCatalogue {
    /// One scene: its name, its title, a one-line summary and how to make it.
    public struct Entry: Sendable {
        /// The name used by `--scene` and lessons.
        public let name: String
        /// The title people read in the window ("Drawing pad"), in English: the window shows `tr(title)`.
        public let title: String
        /// One line saying what the scene teaches, in English (`tr(summary)` in the window; `scenes` prints it as is).
        public let summary: String
        let make: @Sendable (SceneContext) -> Scene
    }

    /// The scenes, in sidebar order.
    public static let entries: [Entry] = [
        Entry(
            name: TouchViewsScene.name, title: translatable("Touch views"),
            summary: translatable("Nested colored views: hit testing and the responder chain, made visible"),
            make: { TouchViewsScene(context: $0) }),
        Entry(
            name: ImageViewerScene.name, title: translatable("Image viewer"),
            summary: translatable(
                "A photo to pan, pinch and rotate at once; double tap for the next, two-finger double tap for the previous"
            ),
            make: { ImageViewerScene(context: $0) }),
        Entry(
            name: GesturesScene.name, title: translatable("Gesture gallery"),
            summary: translatable(
                "The gesture gallery: taps with 1-3 fingers, long press, swipes, pan, pinch, rotation, edge pan"),
            make: { GesturesScene(context: $0) }),
        Entry(
            name: TrayScene.name, title: translatable("Tray"),
            summary: translatable(
                "A slide-out tray: the release speed decides open or closed, and a spring takes it there"),
            make: { TrayScene(context: $0) }),
        Entry(
            name: MultiTouchScene.name, title: translatable("Multi-touch"),
            summary: translatable("Every finger as a circle, each phase named; single and double taps told apart"),
            make: { MultiTouchScene(context: $0) }),
        Entry(
            name: DrawingPadScene.name, title: translatable("Drawing pad"),
            summary: translatable(
                "Draw lines, ellipses, rectangles and scribbles with several fingers; smoothing; save as PNG"),
            make: { DrawingPadScene(context: $0) }),
        Entry(
            name: LinesScene.name, title: translatable("Lines"),
            summary: translatable(
                "TouchTracker: draw lines with many fingers; tap for Delete, hold and drag, double tap clears"),
            make: { LinesScene(context: $0) }),
        Entry(
            name: DirectManipulationScene.name, title: translatable("Direct manipulation"),
            summary: translatable(
                "Drag views that jump to the front; round and opaque-pixel hit tests; a circle recognizer; a menu"),
            make: { DirectManipulationScene(context: $0) }),
        Entry(
            name: ControlsScene.name, title: translatable("Controls"),
            summary: translatable(
                "A miles-kilometers converter and the classic controls, as real GTK widgets wired target-action style"),
            make: { ControlsScene(context: $0) }),
        Entry(
            name: TouchLabScene.name, title: translatable("Touch lab"),
            summary: translatable(
                "What your touchscreen, pen or mouse reports: trails, sampling rate, jitter, pressure; target mode"),
            make: { TouchLabScene(context: $0) }),
    ]

    /// The scene names, in order.
    public static var names: [String] { entries.map(\.name) }

    /// The title of the scene called `name` ("Drawing pad" for `drawing-pad`), or the name itself.
    public static func title(of name: String) -> String {
        entries.first { $0.name == name }?.title ?? name
    }

    /// Makes the scene called `name`; throws ``UnknownSceneError`` listing the names there are.
    public static func makeScene(named name: String, context: SceneContext) throws(UnknownSceneError) -> Scene {
        guard let entry = entries.first(where: { $0.name == name }) else { throw UnknownSceneError(name: name) }
        return entry.make(context)
    }
}

/// A scene name the catalogue does not have.
public struct UnknownSceneError: Error, Equatable, CustomStringConvertible {
    /// The name asked for.
    public var name: String

    /// Creates the error for a name.
    public init(name: String) {
        self.name = name
    }

    public var description: String {
        "unknown scene \"\(name)\" (scenes: \(SceneCatalogue.names.joined(separator: ", ")))"
    }
}
