import TouchKit

/// What the window a scene is shown in can do for it beyond the canvas: show a message, save a drawing or a
/// report, give the canvas the whole monitor, say where the canvas is on the screens, copy text. The app
/// fills in what it provides and hands the same services to every scene (``Scene/connect(to:)``), so it
/// never needs to know which scene it shows; headless, a scene has none of them and does without.
///
/// A scene that needs something new from the window adds it here (a closure the window fills in), never a
/// property the app sets on that one scene type.
///
/// ```swift
/// scene.connect(to: SceneWindowServices(showMessage: { toast($0) }, copyText: { clipboard.set($0) }))
/// ```
public struct SceneWindowServices {
    /// The application's name and version, for reports.
    public var applicationName: String
    /// Shows a short message to the user (the window's toast); nil: the scene shows it itself, if at all.
    public var showMessage: ((String) -> Void)?
    /// Saves a drawing as a picture in the user's folder: the file written, or why not.
    public var saveDrawing: ((_ drawing: DisplayList, _ size: Size) -> Result<String, DrawingSaveFailure>)?
    /// Writes a touch-lab report bundle (with what only the window has: the session's recording, the kernel's
    /// description of the device) and returns what to tell the user; empty when the window told them itself.
    public var saveReport: ((TouchLabReport) -> String)?
    /// Gives the canvas the whole monitor (true), or puts the window back as it was (false).
    public var fillScreen: ((Bool) -> Void)?
    /// Where the canvas is on the screens, when the window knows (it fills its monitor).
    public var screenPlacement: (() -> ScreenPlacement?)?
    /// The USB ids (`vendor:product`, hex) of the device that made the last touch, when the system says.
    public var deviceIDs: (() -> String?)?
    /// Puts text on the clipboard.
    public var copyText: ((String) -> Void)?
    /// The latency from input to the screen, and the clock the events' times were read on.
    public var latency: (() -> (summary: LatencyMeter.Summary, clock: String?)?)?
    /// The refresh rate of the monitor showing the window, in Hz, when the display says.
    public var refreshRate: (() -> Double?)?
    /// The axes (ranges and resolutions) of the input device the kernel names so, read live where its
    /// node under `/dev/input` is readable; nil elsewhere.
    public var deviceAxes: ((String) -> [Int: AxisInfo]?)?

    /// Services with only those given; the rest are not available.
    public init(
        applicationName: String = "Touch Playground", showMessage: ((String) -> Void)? = nil,
        saveDrawing: ((_ drawing: DisplayList, _ size: Size) -> Result<String, DrawingSaveFailure>)? = nil,
        saveReport: ((TouchLabReport) -> String)? = nil, fillScreen: ((Bool) -> Void)? = nil,
        screenPlacement: (() -> ScreenPlacement?)? = nil, deviceIDs: (() -> String?)? = nil,
        copyText: ((String) -> Void)? = nil, latency: (() -> (summary: LatencyMeter.Summary, clock: String?)?)? = nil,
        refreshRate: (() -> Double?)? = nil, deviceAxes: ((String) -> [Int: AxisInfo]?)? = nil
    ) {
        self.deviceAxes = deviceAxes
        self.applicationName = applicationName
        self.showMessage = showMessage
        self.saveDrawing = saveDrawing
        self.saveReport = saveReport
        self.fillScreen = fillScreen
        self.screenPlacement = screenPlacement
        self.deviceIDs = deviceIDs
        self.copyText = copyText
        self.latency = latency
        self.refreshRate = refreshRate
    }
}

/// Why a drawing could not be saved, in a line naming the file.
public struct DrawingSaveFailure: Error {
    /// The line to show.
    public var message: String
    /// Wraps a message.
    public init(_ message: String) { self.message = message }
}
