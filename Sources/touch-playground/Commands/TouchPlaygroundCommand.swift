import ArgumentParser

/// `touch-playground`: opens the playground window, or runs a headless subcommand.
@main
struct TouchPlaygroundCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "touch-playground",
        abstract: "Play with touch: hit testing, the responder chain and gesture recognizers, made visible.",
        discussion: """
            Without a subcommand, opens the playground window (on the first scene, or the one --scene names).
            `replay` runs a scene headless from a touch-trace/1 file.
            """,
        subcommands: [OpenCommand.self, ScenesCommand.self, ReplayCommand.self],
        defaultSubcommand: OpenCommand.self
    )
}
