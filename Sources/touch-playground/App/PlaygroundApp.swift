import FoundationEssentials
import GtkBridge
import Playground
import TouchKit

/// The desktop application: one instance per session (a second launch, say with `--scene image-viewer`,
/// switches the open window instead of opening another), its shortcuts, and its window.
@MainActor
final class PlaygroundApp {
    /// The application id, reverse DNS, which also names the .desktop file, the metainfo and the icons.
    static let id = "io.github.touchplayground.TouchPlayground"

    private let application = DesktopApplication(id: PlaygroundApp.id)
    private let options: PlaygroundWindow.Options
    private(set) var window: PlaygroundWindow?

    init(options: PlaygroundWindow.Options) {
        self.options = options
        application.addAction("quit", shortcuts: ["<Control>q"]) { [weak self] in
            self?.window?.saveWindowState()
            self?.application.quit()
        }
        application.onCommandLine { [weak self] launch in self?.commandLine(launch) ?? 1 }
        application.quitOnTerminationSignals { [weak self] in self?.window?.saveWindowState() }
    }

    /// Runs until the last window closes or the user quits; returns the exit status. The arguments go to
    /// the window already open, if there is one (with `--play`'s trace as an absolute path, since that
    /// window's working folder may be another).
    func run() -> Int32 {
        application.run(arguments: Self.withAbsoluteTrace(CommandLine.arguments))
    }

    /// `arguments` with the values of `--play` and `--scene-file` made absolute from the working folder.
    static func withAbsoluteTrace(_ arguments: [String]) -> [String] {
        let folder = FileManager.default.currentDirectoryPath
        func absolute(_ path: String) -> String { path.hasPrefix("/") ? path : folder + "/" + path }
        var result = arguments
        for index in result.indices {
            for option in ["--play", "--scene-file"] {
                if result[index].hasPrefix(option + "=") {
                    result[index] = option + "=" + absolute(String(result[index].dropFirst(option.count + 1)))
                } else if index > 0, result[index - 1] == option {
                    result[index] = absolute(result[index])
                }
            }
        }
        return result
    }

    /// The first launch opens the window with the options parsed by `touch-playground`; later launches
    /// (forwarded by GLib from other processes) switch to the scene they name and raise the window. A later
    /// launch's mistakes are said on its own terminal too, with a non-zero exit, as a first launch's are.
    private func commandLine(_ launch: DesktopApplication.Launch) -> Int32 {
        if let window {
            let status = forward(Array(launch.arguments.dropFirst()), to: window) {
                launch.printError("touch-playground: " + $0)
            }
            window.present()
            return status
        }
        let steps = options.startup
        steps.mark("registered")
        StyleSheet.apply(Self.css)
        if !StyleSheet.isComposited { StyleSheet.apply(Self.opaqueMenus) }
        steps.mark("styles")
        // Before the window is drawn: GL rendered on the CPU (no GPU) costs ten times cairo's CPU a frame.
        let renderer = options.renderer ?? RendererChoice.preferCairoOnSoftwareGL()
        steps.mark("renderer")
        let window = PlaygroundWindow(application: application, options: options, renderer: renderer)
        self.window = window
        // Not needed to draw the window: set once it shows (see AfterFirstFrame), on the window itself as
        // well as for the windows opened later (help, dialogs).
        window.afterFirstFrame.add { [weak window] in
            DesktopApplication.useIcon(named: Self.id, searchPaths: DataDirectory.iconFolders())
            window?.window.iconName = Self.id
        }
        if let message = AccessibilityBusWatch.unansweredMessage { window.notify(message) }
        steps.mark("window")
        window.present()
        steps.mark("presented")
        return 0
    }

    /// Hands a later launch's `arguments` to the open window; returns that launch's exit status, after
    /// `printError` said each problem (64 for a usage mistake, 1 for a scene, lesson or trace that cannot be
    /// shown).
    private func forward(
        _ arguments: [String], to window: PlaygroundWindow, printError: (String) -> Void
    ) -> Int32 {
        // Read by the same parser as the first launch: `--scene NAME`, `--scene=NAME`, `open --scene NAME`.
        let open: OpenCommand
        do {
            guard let command = try TouchPlaygroundCommand.parseAsRoot(arguments) as? OpenCommand else {
                printError("the window is already open: only its options (--scene, --scene-file, --play) go to it")
                return 64
            }
            open = command
        } catch {
            printError(TouchPlaygroundCommand.message(for: error).split(separator: "\n").first.map(String.init) ?? "")
            return 64
        }
        var status: Int32 = 0
        func fail(_ problem: String) {
            printError(problem)
            status = 1
        }
        let chosen: (scene: String?, sceneFile: String?)
        do throws(CommandFailure) {
            chosen = try open.sceneOptions.chosen()
        } catch {
            fail(error.message)
            window.notify(error.message)
            return status
        }
        if let name = chosen.scene, open.play == nil { window.show(scene: name) }
        if let file = chosen.sceneFile, let problem = window.open(sceneFile: file) { fail(problem) }
        let sceneChosen = chosen.scene != nil || chosen.sceneFile != nil
        if let trace = open.play, let problem = window.play(trace: trace, scene: chosen.scene, sceneChosen: sceneChosen)
        {
            fail(problem)
        }
        return status
    }

    /// Menus and popovers drawn without a shadow or rounded corners, for a display with no compositor
    /// (a bare X server), where the transparent margin around them would show as a black frame.
    private static let opaqueMenus = """
        popover > contents, popover > arrow {
            box-shadow: none; border-radius: 0;
            border: 1px solid mix(@popover_fg_color, @popover_bg_color, 0.75);
        }
        popover, dropdown popover, popover > contents { margin: 0; padding-top: 0; }
        """

    private static let css = """
        .chain-text { font-family: monospace; font-size: 10pt; }
        .chain-legend { padding: 4px 10px; font-weight: bold; }
        button.recording { color: @error_color; }
        /* With no compositor GTK draws a solid frame round the window, and keeps it full screen: a canvas
           that fills the screen must reach its edges. */
        window.solid-csd.fullscreen, window.solid-csd.maximized { padding: 0; margin: 0; box-shadow: none; }
        .presentation-leave, .presentation-caption { transition: opacity 600ms ease-out; }
        .presentation-caption { padding: 6px 16px; border-radius: 999px; font-size: 13pt; }
        .presentation-leave.faded { opacity: 0.35; }
        .presentation-leave.faded:hover, .presentation-leave.faded:focus-visible { opacity: 1; }
        .presentation-caption.faded { opacity: 0; }
        .navigation-sidebar > row.current { background-color: alpha(currentColor, 0.1); }
        .navigation-sidebar > row.current:hover { background-color: alpha(currentColor, 0.13); }
        /* Adwaita 1.2 gives the shortcuts window's page buttons (1, 2) labels a negative margin as wide as their
           padding, which GTK 4.8 measures as a negative width and warns about. */
        shortcuts-section stackswitcher > button > label { margin: 0; padding: 0; }
        """
}
