import CGtk

/// Which of GSK's renderers draws the windows, chosen before the first window is shown.
///
/// GTK 4.8 draws with GL wherever GL works, and on a machine without a GPU GL still "works": Mesa's
/// llvmpipe renders it on the CPU. There the GL renderer costs about 40 ms of CPU a frame at 1920 × 1080
/// and falls to about 21 frames a second, while GSK's cairo renderer holds 57 to 60 at a tenth of the
/// CPU. So: if GL is rendered in software, draw with cairo. A renderer the user names in `GSK_RENDERER`
/// always wins.
///
/// Where the choice is known before GTK starts (no GPU device at all, or `GSK_RENDERER=cairo`), GTK is
/// also started without GL: preparing GL (loading Mesa and LLVM) is about 30 ms of CPU at every launch,
/// for a renderer that will not be used.
///
/// ```swift
/// let early = RendererChoice.beforeDisplay()              // before GTK starts: nil if GL must be asked
/// DesktopApplication.canOpenDisplay(withGL: early?.needsGL ?? true)
/// let choice = early ?? RendererChoice.preferCairoOnSoftwareGL()  // after the display, before a window
/// print(choice.reason)  // software-gl, with choice.glRenderer "llvmpipe (LLVM 15.0.6, 256 bits)"
/// ```
public struct RendererChoice: Sendable, Equatable {
    /// What decided the renderer.
    public enum Reason: String, Sendable {
        /// `GSK_RENDERER` names one.
        case environment
        /// GL is rendered on the CPU: cairo is cheaper.
        case softwareGL = "software-gl"
        /// GL runs on a GPU: GTK's own choice stands.
        case hardwareGL = "hardware-gl"
        /// No GL here (or no display that has it, like Broadway): GTK falls back by itself.
        case noGL = "no-gl"
        /// No GPU device at all (no `/dev/dri` node, no NVIDIA device): any GL would be rendered on the
        /// CPU, so cairo is chosen without starting GL to ask.
        case noGPU = "no-gpu"
    }

    /// Why the renderer is the one it is.
    public var reason: Reason
    /// The GL implementation's name (GL_RENDERER), when GL could be asked.
    public var glRenderer: String?

    /// Whether a GL implementation named `name` renders on the CPU (Mesa's llvmpipe, softpipe and swrast,
    /// and others that say "software").
    public static func isSoftware(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["llvmpipe", "softpipe", "swrast", "software"].contains { lowered.contains($0) }
    }

    /// Whether GTK must start GL for this choice: false when the windows are sure to draw with cairo (no
    /// GPU, or `GSK_RENDERER=cairo`).
    public var needsGL: Bool { !drawsWithCairoOnly }
    private var drawsWithCairoOnly = false

    /// The choice that can be made before GTK starts, from `renderer` (`GSK_RENDERER`, nil or empty when
    /// unset) and the GPU devices there are: the user's renderer, or cairo when there is no GPU; nil when
    /// GL must be asked once the display is open.
    public static func decidedBeforeDisplay(renderer: String?, gpuDevices: [String]) -> RendererChoice? {
        var choice: RendererChoice
        if let renderer, !renderer.isEmpty {
            choice = RendererChoice(reason: .environment, glRenderer: nil)
            choice.drawsWithCairoOnly = renderer == "cairo"
        } else if gpuDevices.isEmpty {
            choice = RendererChoice(reason: .noGPU, glRenderer: nil)
            choice.drawsWithCairoOnly = true
        } else {
            return nil
        }
        return choice
    }

    /// The device nodes a GPU would have under `devices` (`/dev`): DRM's render nodes and cards, and
    /// NVIDIA's own driver's devices.
    public static func gpuDevices(in devices: String = "/dev") -> [String] {
        func names(in folder: String) -> [String] {
            guard let directory = g_dir_open(folder, 0, nil) else { return [] }
            defer { g_dir_close(directory) }
            var found: [String] = []
            while let name = g_dir_read_name(directory) { found.append(String(cString: name)) }
            return found
        }
        let dri = names(in: devices + "/dri").filter { $0.hasPrefix("renderD") || $0.hasPrefix("card") }
        let nvidia = names(in: devices).filter { $0.hasPrefix("nvidia") }
        return (dri.map { devices + "/dri/" + $0 } + nvidia.map { devices + "/" + $0 }).sorted()
    }

    /// Before GTK starts: the choice made already (see ``decidedBeforeDisplay(renderer:gpuDevices:)``);
    /// nil when GL must be asked. With no GPU nothing is set: GTK, started without GL, falls back to cairo
    /// by itself (or keeps a backend's own renderer, Broadway's, which `GSK_RENDERER=cairo` would replace).
    @MainActor
    public static func beforeDisplay() -> RendererChoice? {
        let named = g_getenv("GSK_RENDERER").map { String(cString: $0) }
        return decidedBeforeDisplay(renderer: named, gpuDevices: gpuDevices())
    }

    /// Asks GL which implementation it runs on and, if it is a software one, sets `GSK_RENDERER=cairo` for
    /// this process (GSK reads it when the first window is drawn). Call it once GTK has opened its display
    /// and before any window is realized; does nothing if `GSK_RENDERER` is set.
    @MainActor
    public static func preferCairoOnSoftwareGL() -> RendererChoice {
        if let named = g_getenv("GSK_RENDERER"), named.pointee != 0 {
            return RendererChoice(reason: .environment, glRenderer: nil)
        }
        guard let name = glRendererName() else { return RendererChoice(reason: .noGL, glRenderer: nil) }
        guard isSoftware(name) else { return RendererChoice(reason: .hardwareGL, glRenderer: name) }
        g_setenv("GSK_RENDERER", "cairo", 1)
        return RendererChoice(reason: .softwareGL, glRenderer: name)
    }

    /// GL_RENDERER of a GL context on the default display, or nil where GL cannot be had.
    @MainActor
    private static func glRendererName() -> String? {
        guard let display = gdk_display_get_default() else { return nil }
        var error: UnsafeMutablePointer<GError>?
        guard let context = gdk_display_create_gl_context(display, &error) else {
            g_clear_error(&error)
            return nil
        }
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        guard gdk_gl_context_realize(context, &error) != 0 else {
            g_clear_error(&error)
            return nil
        }
        gdk_gl_context_make_current(context)
        defer { gdk_gl_context_clear_current() }
        return tp_gl_renderer_name().map { String(cString: $0) }
    }

    /// The name of the renderer drawing `window` now (`cairo`, `gl`, `ngl`, `vulkan`, `broadway`), or nil
    /// before it is realized.
    @MainActor
    public static func name(drawing window: DesktopWindow) -> String? {
        window.rendererTypeName.map { typeName in
            switch typeName {
            case "GskCairoRenderer": "cairo"
            case "GskGLRenderer": "gl"
            case "GskNglRenderer": "ngl"
            case "GskVulkanRenderer": "vulkan"
            case "GskBroadwayRenderer": "broadway"
            default: typeName
            }
        }
    }
}
