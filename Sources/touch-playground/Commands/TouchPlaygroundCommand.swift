import ArgumentParser
import FoundationEssentials
import Glibc

/// `touch-playground`: opens the playground window, or runs a headless subcommand.
@main
struct TouchPlaygroundCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "touch-playground",
        abstract: "Play with touch: hit testing, the responder chain and gesture recognizers, made visible.",
        discussion: """
            Without a subcommand, opens the playground window (on the first scene, or the one --scene names), \
            with the window options below. `replay` runs a scene headless from a touch trace; every version \
            is read (touch-trace/1 to /4; a recording plays in the scene or lesson it was made in unless one \
            is given).
            """,
        version: AppVersion.current,
        subcommands: [
            OpenCommand.self, ScenesCommand.self, ReplayCommand.self, CompareCommand.self, ConvertCommand.self,
            HealthCommand.self, AnswersCommand.self,
        ],
        defaultSubcommand: OpenCommand.self
    )

    /// Runs the command. Help goes to standard output in full; a usage mistake (a missing `--scene`, a seed
    /// that is not a number) is one line naming it, pointing at `--help`, with exit status 64, like every
    /// other error of this command.
    ///
    /// Output that cannot be written (a closed pipe, a full disk) is an error too: SIGPIPE is ignored so the
    /// write fails and is reported, and standard output is checked before a successful exit. SIGXFSZ (a
    /// file past the size limit `ulimit -f` sets) is ignored for the same reason: the write fails with
    /// "File too large" instead of killing the app with the recording in it.
    static func main() {
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
        let arguments = Array(CommandLine.arguments.dropFirst())
        if RootHelp.isAsked(by: arguments) {
            print(RootHelp.text())
            return
        }
        do {
            // The usual window launch is read without the parser's reflection (see WindowLaunch.read).
            if let launch = WindowLaunch.read(arguments) {
                try launch.run()
            } else {
                var command = try parseAsRoot(arguments)
                try command.run()
            }
            if fflush(nil) != 0 {
                StandardError.write("touch-playground: standard output: cannot write: \(FileProblem.describe(errno))")
                Glibc.exit(1)
            }
        } catch {
            let code = exitCode(for: error)
            guard code != .success, !(error is ExitCode) else { exit(withError: error) }
            let message = fullMessage(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            let reason = message.hasPrefix("Error: ") ? String(message.dropFirst(7)) : message
            StandardError.write("touch-playground: \(reason) (see `touch-playground --help`)")
            Glibc.exit(code.rawValue)
        }
    }
}
