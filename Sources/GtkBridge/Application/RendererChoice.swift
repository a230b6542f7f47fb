import CGtk

/// Which of GSK's renderers draws the windows, chosen before the first window is shown.
///
/// GTK 4.8 draws with GL wherever GL works, and on a machine without a GPU GL still "works": Mesa's
/// llvmpipe renders it on the CPU. There the GL renderer costs about 40 ms of CPU a frame at 1920 × 1080
/// and falls to about 21 frames a second, while GSK's cairo renderer holds 57 to 60 at a tenth of the
/// CPU. So: if GL is rendered in software, draw with cairo. A renderer the user names in `GSK_RENDERER`
/// always wins.
///
/// ```swift
/// let choice = RendererChoice.preferCairoOnSoftwareGL()  // after GTK opened the display, before a window
/// print(choice.reason)  // "GL is rendered in software (llvmpipe (LLVM 15.0.6, 256 bits)): cairo"
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
