import ArgumentParser

/// `touch-playground --help`: the overview and subcommands, then the window's own options (the default
/// command's, which the parser would show only under `help open`) and the files the app writes.
///
/// ```swift
/// print(RootHelp.text())
/// ```
enum RootHelp {
    /// Whether `arguments` (without the program's name) ask for the top-level help.
    static func isAsked(by arguments: [String]) -> Bool {
        arguments == ["--help"] || arguments == ["-h"] || arguments == ["help"]
    }

    /// The whole help text.
    static func text() -> String {
        let root = TouchPlaygroundCommand.helpMessage()
        let open = TouchPlaygroundCommand.helpMessage(for: OpenCommand.self)
        let options = open.components(separatedBy: "\n").drop { !$0.hasPrefix("OPTIONS:") }.dropFirst()
            .filter { !$0.contains("--version") && !$0.contains("--help") }
        return root.trimmingTrailingNewlines() + "\n\nWINDOW OPTIONS (`touch-playground [open] [options]`):\n"
            + options.joined(separator: "\n").trimmingTrailingNewlines() + "\n\n" + files + "\n"
    }

    /// Where the app writes, each with the variable that moves it.
    static let files = """
        FILES IT WRITES:
          ~/.config/touch-playground/settings.json
                                  The window's size, scene and choices
                                  ($XDG_CONFIG_HOME moves ~/.config).
          ~/.local/share/touch-playground/recordings/
                                  Recordings (Shift+Ctrl+R in the window) as touch
                                  traces, and a hidden journal while one is made
                                  ($XDG_DATA_HOME moves ~/.local/share).
          ~/.local/share/touch-playground/reports/
                                  The touch lab's saved reports (.tar.gz bundles).
          ~/Pictures/Touch Playground/
                                  Drawings saved from the drawing pad, as PNG
                                  ($XDG_PICTURES_DIR moves ~/Pictures).
          ~/Documents/Touch Playground lessons/
                                  Copies of lessons to edit (Ctrl+E in the window)
                                  ($XDG_DOCUMENTS_DIR moves ~/Documents).
          Nothing else but the files named by --log, --state-on-exit and
          --status-file, and by the outputs of `replay` and `compare`.
        """
}

extension String {
    /// The text without the line breaks at its end.
    fileprivate func trimmingTrailingNewlines() -> String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
