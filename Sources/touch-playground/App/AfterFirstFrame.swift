import GtkBridge

/// Work a launch leaves until the window has drawn its first frame: what the person needs to see first is the
/// window, and work that shows nothing in it waits, then runs when the main loop is idle, so it does not hold
/// up the window's first answers either (a touch handled, the status file written). The window's icon is such
/// work: for the window manager, GTK looks it up in the icon theme and draws the SVG at the sizes X11 asks,
/// loading the SVG loader (librsvg) for it (callgrind: 12.5 M of the 730 M instructions to the first frame,
/// besides loading the library); set after that frame, it shows a frame later.
///
/// ```swift
/// let later = AfterFirstFrame()
/// later.add { DesktopApplication.useIcon(named: id, searchPaths: folders) }
/// canvas.onDraw = { later.frameDrawn() }   // the work runs once that frame is done
/// ```
@MainActor
final class AfterFirstFrame {
    private var waiting: [@MainActor () -> Void] = []
    private var firstFrameDrawn = false
    private var posted = false

    /// Runs `work` once the first frame is drawn (at once if it already was).
    func add(_ work: @escaping @MainActor () -> Void) {
        if firstFrameDrawn, !posted { work() } else { waiting.append(work) }
    }

    /// Called after each frame is drawn: the first has the waiting work run when the main loop is next idle,
    /// after that frame is on its way and after what else is waiting (never while GTK is drawing).
    func frameDrawn() {
        guard !firstFrameDrawn else { return }
        firstFrameDrawn = true
        posted = true
        IdleWork.post { [weak self] in
            guard let self else { return }
            self.posted = false
            let work = self.waiting
            self.waiting = []
            for body in work { body() }
        }
    }
}
