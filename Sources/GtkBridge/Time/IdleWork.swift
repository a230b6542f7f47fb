import CGtk

/// Work the main loop runs when it has nothing more pressing: after input, timers and the frame being
/// drawn (GLib's default idle priority). For what a launch leaves until its window shows, which must not
/// hold up the window's first answers (a status written, a touch handled).
///
/// ```swift
/// IdleWork.post { window.iconName = "io.github.touchplayground.TouchPlayground" }
/// ```
@MainActor
public enum IdleWork {
    /// Runs `body` once, on the main thread, when the main loop is next idle.
    public static func post(_ body: @escaping @MainActor () -> Void) {
        MainLoopCallback.post(beforeNextFrame: false) { body() }
    }
}
