import GtkBridge
import Testing

@Suite("Where a frame's presentation time comes from")
struct FramePresentationTests {
    @Test("the display's report when given; the paint's end only on a display that never reports; else not measured")
    func source() {
        #expect(
            FramePresentation.source(complete: true, presented: true, displayReportsPresentation: true) == .presentation
        )
        // Xvfb: timings complete, never a presentation time.
        #expect(
            FramePresentation.source(complete: true, presented: false, displayReportsPresentation: false) == .paintEnd)
        // A compositor that reports, silent for this frame (dropped, or stalled past the wait).
        #expect(
            FramePresentation.source(complete: true, presented: false, displayReportsPresentation: true) == .notMeasured
        )
        #expect(
            FramePresentation.source(complete: false, presented: false, displayReportsPresentation: true)
                == .notMeasured)
        // Timings given up on before any report: not measured either, never the paint's end.
        #expect(
            FramePresentation.source(complete: false, presented: false, displayReportsPresentation: false)
                == .notMeasured)
    }
}
