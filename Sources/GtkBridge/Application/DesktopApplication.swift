import CGtk

/// The running application (`AdwApplication`, a `GtkApplication` that also starts libadwaita: its styles,
/// the dark style when the desktop prefers it, its widgets): one per desktop session, named by a reverse-DNS id, so a
/// second launch hands its command line to the first instead of opening a second copy.
///
/// ```swift
/// let app = DesktopApplication(id: "io.github.touchplayground.TouchPlayground")
/// app.onCommandLine { line in app.showWindow(); return 0 }
/// exit(app.run(arguments: CommandLine.arguments))
/// ```
@MainActor
public final class DesktopApplication {
    /// The C application; the wrapper owns one reference.
    public let application: UnsafeMutablePointer<GtkApplication>
    private var retained: [AnyObject] = []

    /// Starts GTK; whether a display can be opened: false on a machine with no `DISPLAY` and no
    /// `WAYLAND_DISPLAY` (a server, a CI runner), where the window cannot exist. Without `withGL`, GDK does
    /// not prepare GL (its `gl-disable` debug flag, set only while GTK starts, so programs started later do
    /// not inherit it): for windows drawn with cairo, which never use it.
    public static func canOpenDisplay(withGL: Bool = true) -> Bool {
        guard !withGL else { return gtk_init_check() != 0 }
        let before = g_getenv("GDK_DEBUG").map { String(cString: $0) }
        g_setenv("GDK_DEBUG", before.map { $0.isEmpty ? "gl-disable" : $0 + ",gl-disable" } ?? "gl-disable", 1)
        defer {
            if let before { g_setenv("GDK_DEBUG", before, 1) } else { g_unsetenv("GDK_DEBUG") }
        }
        return gtk_init_check() != 0
    }

    /// Names the program after the application id before GTK starts, so the window's X11 class (`WM_CLASS`)
    /// and the Wayland app id match the .desktop file and docks show the app's own icon, not a generic one.
    public static func setProgramName(_ id: String) {
        g_set_prgname(id)
    }

    /// Makes `iconName` every window's icon, looking for it also in `searchPaths` (the source tree's
    /// `data/icons`, or an install prefix the desktop does not search), so a build run in place has its icon.
    /// A folder the icon theme searches already is not added again: adding one has GTK read the whole theme
    /// anew (about 15 ms).
    public static func useIcon(named iconName: String, searchPaths: [String]) {
        if let display = gdk_display_get_default(), let theme = gtk_icon_theme_get_for_display(display) {
            var searched: Set<String> = []
            if let paths = gtk_icon_theme_get_search_path(theme) {
                var index = 0
                while let path = paths[index] {
                    searched.insert(String(cString: path))
                    index += 1
                }
                g_strfreev(paths)
            }
            for path in searchPaths where !searched.contains(path) { gtk_icon_theme_add_search_path(theme, path) }
        }
        gtk_window_set_default_icon_name(iconName)
    }

    /// Creates the application with its id; it handles its own command line (see ``onCommandLine(_:)``).
    public init(id: String) {
        application = UnsafeMutableRawPointer(adw_application_new(id, G_APPLICATION_HANDLES_COMMAND_LINE))
            .assumingMemoryBound(to: GtkApplication.self)
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(application))
    }

    private var object: UnsafeMutableRawPointer { UnsafeMutableRawPointer(application) }
    private var gApplication: UnsafeMutablePointer<GApplication> { object.assumingMemoryBound(to: GApplication.self) }

    /// What a launch's command line asked, and where to answer it.
    public struct Launch {
        /// The launch's arguments, the program's name first.
        public let arguments: [String]
        /// Prints one line on the standard error of the process that launched (a later launch's own
        /// terminal, not this one's).
        public let printError: (String) -> Void
    }

    /// Runs `handler` with every launch's command line (this one and later ones, forwarded by GLib from
    /// other processes); it returns the exit status for that launch, which GLib hands back to its process.
    public func onCommandLine(_ handler: @escaping @MainActor (Launch) -> Int32) {
        typealias Handler = @MainActor (Launch) -> Int32
        let trampoline: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> gint = { _, commandLine, data in
            let box = ClosureBox<Handler>.from(data)
            let line = commandLine.map { UnsafeMutablePointer<GApplicationCommandLine>($0) }
            var count: Int32 = 0
            var arguments: [String] = []
            if let argv = g_application_command_line_get_arguments(line, &count) {
                for index in 0..<Int(count) { arguments.append(argv[index].map { String(cString: $0) } ?? "") }
                g_strfreev(argv)
            }
            let printError: (String) -> Void = { text in if let line { tp_command_line_printerr(line, text) } }
            return MainActor.assumeIsolated { box.body(Launch(arguments: arguments, printError: printError)) }
        }
        g_signal_connect_data(
            object, "command-line", unsafeBitCast(trampoline, to: GCallback.self),
            ClosureBox<Handler>.retained(handler),
            { data, _ in ClosureBox<Handler>.release(data) },
            GConnectFlags(rawValue: 0))
    }

    /// Adds an application action, `"app.\(name)"`, with keyboard shortcuts such as `"<Control>q"`.
    public func addAction(_ name: String, shortcuts: [String] = [], handler: @escaping @MainActor () -> Void) {
        let action = Action(name: name, handler: handler)
        retained.append(action)
        g_action_map_add_action(OpaquePointer(application), action.action)
        setShortcuts(shortcuts, for: "app.\(name)")
    }

    /// Binds keyboard shortcuts (`"F11"`, `"<Control>r"`) to an action (`"win.fullscreen"`).
    public func setShortcuts(_ shortcuts: [String], for action: String) {
        guard !shortcuts.isEmpty else { return }
        var pointers: [UnsafeMutablePointer<CChar>?] = shortcuts.map { strdup($0) } + [nil]
        defer { pointers.forEach { free($0) } }
        pointers.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
                gtk_application_set_accels_for_action(application, action, $0)
            }
        }
    }

    /// Opens `folder` in the desktop's file manager (through `gtk_show_uri`, the portal where there is one).
    public static func showFolder(_ folder: String) {
        guard let uri = g_filename_to_uri(folder, nil, nil) else { return }
        defer { g_free(uri) }
        gtk_show_uri(nil, uri, guint32(GDK_CURRENT_TIME))
    }

    /// Opens the file at `path` in the desktop's text editor (the application it gives plain text to);
    /// returns the editor's name, or nil when there is none or it would not start.
    public static func openInTextEditor(_ path: String) -> String? {
        guard let info = g_app_info_get_default_for_type("text/plain", 0) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(info)) }
        guard let file = g_file_new_for_path(path) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        let files = g_list_append(nil, UnsafeMutableRawPointer(file))
        defer { g_list_free(files) }
        var error: UnsafeMutablePointer<GError>?
        guard g_app_info_launch(info, files, nil, &error) != 0 else {
            if let error { g_error_free(error) }
            return nil
        }
        return g_app_info_get_display_name(info).map { String(cString: $0) } ?? "a text editor"
    }

    /// Quits: closes every window and returns from ``run(arguments:)``.
    public func quit() {
        g_application_quit(gApplication)
    }

    /// Quits as if the user chose Quit when the process gets SIGINT (Ctrl+C in a terminal), SIGTERM (a
    /// session ending) or SIGHUP, so whatever the app does on quitting (saving) still happens.
    /// `beforeQuit` runs first (to save what the user expects to find again).
    public func quitOnTerminationSignals(beforeQuit: @escaping @MainActor () -> Void = {}) {
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            tp_unblock_signal(signal)
            // Repeating: a second Ctrl+C while quitting is harmless.
            g_unix_signal_add_full(
                G_PRIORITY_DEFAULT, signal, MainLoopCallback.repeating,
                MainLoopCallback.retained { [weak self] in
                    beforeQuit()
                    self?.quit()
                }, MainLoopCallback.release)
        }
    }

    /// Runs the main loop until the application quits; returns the exit status.
    public func run(arguments: [String]) -> Int32 {
        var pointers: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { pointers.forEach { free($0) } }
        return pointers.withUnsafeMutableBufferPointer { buffer in
            g_application_run(gApplication, Int32(arguments.count), buffer.baseAddress)
        }
    }
}
