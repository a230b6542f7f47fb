import CGtk

/// What the About window says: libadwaita's `AdwAboutWindow`, as GNOME apps show it from their primary menu.
///
/// ```swift
/// let about = AboutWindow(applicationName: "Touch Playground", iconName: "io.github.touchplayground.TouchPlayground",
///                         version: "0.3.0", developerName: "The Touch Playground developers")
/// about.present(over: window)
/// ```
@MainActor
public struct AboutWindow {
    /// The application's name, as in its .desktop file.
    public var applicationName: String
    /// The icon, named by the application id.
    public var iconName: String
    /// The version, as `--version` prints it.
    public var version: String
    /// Who makes it.
    public var developerName: String
    /// One line saying what the application is.
    public var comments = ""
    /// The home page.
    public var website = ""
    /// Where to report problems.
    public var issueURL = ""
    /// The copyright line.
    public var copyright = ""
    /// The license, by GTK's list (MIT/X11 for this project).
    public var license = GTK_LICENSE_MIT_X11
    /// The developers, one name each.
    public var developers: [String] = []
    /// Sections of credits ("Photos"), each a list of lines; a line may end with a URL in angle brackets.
    public var creditSections: [(title: String, lines: [String])] = []

    /// Describes the application.
    public init(applicationName: String, iconName: String, version: String, developerName: String) {
        self.applicationName = applicationName
        self.iconName = iconName
        self.version = version
        self.developerName = developerName
    }

    /// Opens the About window over `parent`; GTK owns it and frees it when it is closed.
    public func present(over parent: DesktopWindow) {
        let widget = adw_about_window_new()!
        let about = OpaquePointer(widget)
        adw_about_window_set_application_name(about, applicationName)
        adw_about_window_set_application_icon(about, iconName)
        adw_about_window_set_version(about, version)
        adw_about_window_set_developer_name(about, developerName)
        if !comments.isEmpty { adw_about_window_set_comments(about, comments) }
        if !website.isEmpty { adw_about_window_set_website(about, website) }
        if !issueURL.isEmpty { adw_about_window_set_issue_url(about, issueURL) }
        if !copyright.isEmpty { adw_about_window_set_copyright(about, copyright) }
        adw_about_window_set_license_type(about, license)
        withCStrings(developers) { adw_about_window_set_developers(about, $0) }
        for section in creditSections {
            withCStrings(section.lines) { adw_about_window_add_credit_section(about, section.title, $0) }
        }
        let window = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWindow.self)
        SecondaryWindow.belong(window, to: parent.widget)
        gtk_window_set_modal(window, 1)
        gtk_window_present(window)
    }
}

/// Calls `body` with a NULL-terminated C array of the strings, valid for the call.
@MainActor
func withCStrings<Result>(_ strings: [String], _ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>) -> Result)
    -> Result
{
    let copies = strings.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    var pointers: [UnsafePointer<CChar>?] = copies.map { UnsafePointer($0) } + [nil]
    return pointers.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
}
