import GtkBridge
import Playground

/// The About window (libadwaita's): version, license, links, and where the photos and stickers come from.
@MainActor
enum AboutPlayground {
    /// Shows it over `window`.
    static func present(over window: DesktopWindow) {
        var about = AboutWindow(
            applicationName: "Touch Playground", iconName: PlaygroundApp.id,
            version: AppVersion.current, developerName: "The Touch Playground developers")
        about.comments = tr("Play with touch: hit testing, the responder chain and gesture recognizers, made visible")
        about.website = "https://github.com/touchplayground/TouchPlayground"
        about.issueURL = "https://github.com/touchplayground/TouchPlayground/issues"
        about.copyright = "© 2026 The Touch Playground developers"
        about.developers = ["The Touch Playground developers"]
        about.creditSections = [
            (
                tr("Photos"),
                [
                    tr("Chelsea the cat: Stefan van der Walt, CC0"),
                    tr("Coffee cup: Rachel Michetti, courtesy of Pikolo Espresso Bar, CC0"),
                    tr("Launch of DSCOVR on Falcon 9: SpaceX, public domain"),
                    tr("Astronaut Eileen Collins: NASA, public domain"),
                    tr("All from scikit-image's sample data https://scikit-image.org"),
                ]
            ),
            (tr("Stickers"), [tr("The star: drawn for this project, CC0")]),
        ]
        about.present(over: window)
    }
}
