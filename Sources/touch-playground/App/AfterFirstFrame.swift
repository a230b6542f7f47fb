import GtkBridge
import TouchKit

/// Work a launch leaves until the window has drawn its first frame: what the person needs to see first is the
/// window, and work that shows nothing in it waits. The window's icon is such work: for the window manager,
/// GTK looks it up in the icon theme and draws the SVG at the sizes X11 asks, loading the SVG loader
/// (librsvg) for it, about a tenth of the launch's CPU before the first frame (measured with callgrind:
/// 12.5 M of 730 M instructions, and the library's loading); set after that frame, it shows a frame later.
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
    /// Its own clock, so the work's timer asks the window for no frame.
    private let clock = GLibClock()
    private var timer: ClockTimer?

    /// Runs `work` once the first frame is drawn (at once if it already was).
    func add(_ work: @escaping @MainActor () -> Void) {
        if firstFrameDrawn, timer == nil { work() } else { waiting.append(work) }
    }

    /// Called after each frame is drawn: the first runs the waiting work on the main loop's next turn, after
    /// the frame is on its way to the screen (never while GTK is drawing).
    func frameDrawn() {
        guard !firstFrameDrawn else { return }
        firstFrameDrawn = true
        timer = clock.schedule(after: 0) { [weak self] in
            guard let self else { return }
            self.timer = nil
            let work = self.waiting
            self.waiting = []
            for body in work { body() }
        }
    }
}
