import GtkBridge
import Playground

extension PlaygroundWindow {
    /// What the window was opened with.
    struct Options {
        /// The scene shown first; nil for the one shown when the window was last closed (else the first).
        var scene: String?
        /// The seed for the scenes' random colors.
        var seed: UInt64
        /// The folder of photos.
        var imageDirectory: String
        /// A file kept updated with the app's state after frames, at most ten times a second (for tests and scripts).
        var statusFile: String?
        /// Where the user's settings (touch feedback) are kept.
        var settingsFile: String
        /// Turns touch feedback on for this launch, whatever the settings say.
        var forceTouchFeedback = false
        /// Where every scene's event log goes (`--log`), if anywhere.
        var logWriter: LiveLogWriter?
        /// A trace to replay once the window is open (`--play`).
        var play: String?
        /// A scene file to open first (`--scene-file`), instead of a built-in scene.
        var sceneFile: String?
        /// The launch's steps up to the first frame, marked as they end (in the status file).
        var startup: StartupSteps
        /// The renderer chosen before GTK started, if it could be (else GL is asked once the display is open).
        var renderer: RendererChoice?
    }
}
