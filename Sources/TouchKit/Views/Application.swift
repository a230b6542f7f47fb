/// The end of the responder chain: what no view, controller or window handled arrives here.
///
/// ```swift
/// let app = Application()
/// app.addWindow(window)
/// ```
open class Application: Responder {
    /// The windows of the application.
    public private(set) var windows: [Window] = []

    /// Creates the application; its name in the event log is `"application"`.
    public override init(name: String = "application") {
        super.init(name: name)
    }

    deinit {
        for window in windows { window.application = nil }
    }

    /// Adds a window whose unhandled touches come here.
    public func addWindow(_ window: Window) {
        windows.append(window)
        window.application = self
    }
}
