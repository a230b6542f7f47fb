import Foundation
import PlaygroundStatus
import TestSupport
import Testing

/// The exploded view as a class sees it on a projector (issue 54): a teacher's lesson with a hidden, an
/// interaction-off and a transparent view, a clipped badge and two overlapping cards, in a 1100 × 720 window,
/// a 1600 × 1000 one and presenting full screen: every word whole, never smaller than the chain panel's
/// text, larger as the canvas grows, no name over a view's own label, and the ray's words over no other
/// view's name.
@Suite("The exploded view on a projector", .serialized)
struct ExplodedProjectorTests {
    private let lesson = "Tests/PlaygroundTests/Fixtures/lessons/where-does-the-touch-go.json"

    /// The exploded view's words once drawn for a canvas of `width` (a new size is drawn a frame after).
    private func words(_ app: RunningApp, canvasWidth width: Double? = nil) throws -> WindowStatus.Exploded {
        var exploded = WindowStatus.Exploded()
        try Wait.until("the stack spread and its words drawn", timeout: 60) {
            let status = try app.appStatus()
            exploded = status.exploded
            let drawnFor = width.map { abs(status.canvas.width - $0) < 1 } ?? true
            return exploded.progress == 1 && !exploded.words.isEmpty && drawnFor
        }
        return exploded
    }

    private func expectReadable(_ exploded: WindowStatus.Exploded, _ when: String) {
        let cut = exploded.words.filter { !$0.whole }.map(\.text)
        #expect(cut.isEmpty, "\(when): cut \(cut)")
        #expect(exploded.words.allSatisfy { $0.size >= 14 }, "\(when): \(exploded.words.map(\.size).min() ?? 0)")
        #expect(exploded.tagsOverLabels.isEmpty, "\(when): \(exploded.tagsOverLabels)")
        let texts = Set(exploded.words.map(\.text))
        for name in ["back", "front", "box", "badge"] { #expect(texts.contains(name), "\(when): \(name)") }
        #expect(texts.contains("ghost · hidden") || texts.contains("hidden"), "\(when): \(texts.sorted())")
    }

    @Test("1100 × 720, then 1600 × 1000, then presenting: every word whole, 14 points or more, growing with the canvas")
    func readableAtEverySize() throws {
        let display = try VirtualDisplay(width: 1920, height: 1080)
        try display.startWindowManager()
        let app = try RunningApp(["--scene-file", lesson], display: display)
        try app.xdotool(["windowsize", app.windowID, "1100", "720"])
        try Wait.until("the window at 1100 × 720") { try app.appStatus().canvas.height < 700 }
        try app.typeIntoActiveWindow("F12")
        let small = try words(app)
        expectReadable(small, "1100 × 720")
        #expect(small.wordSize == 14)
        try app.xdotool(["windowsize", app.windowID, "1600", "1000"])
        var wide = small
        try Wait.until("the words grown with the canvas", timeout: 60) {
            wide = try words(app)
            return wide.wordSize > 19
        }
        expectReadable(wide, "1600 × 1000")
        try app.typeIntoActiveWindow("F5")
        var presenting = wide
        try Wait.until("presenting, the words grown again", timeout: 60) {
            let status = try app.appStatus()
            presenting = try words(app)
            return status.presentation && status.canvas.width >= 1919 && presenting.wordSize > wide.wordSize
        }
        expectReadable(presenting, "presenting at 1920 × 1080")
        #expect(presenting.wordSize >= 26)
        // A click on the cards' overlap (where it lies on the window's slab, which taps land on): the ray's
        // words whole, the answer labelled, no other view's name under them.
        let status = try app.appStatus()
        let window = try #require(presenting.slabTransforms.first)
        let (x, y) = (status.canvas.width * 0.34, status.canvas.height * 0.35)
        try app.click(window[0] * x + window[2] * y + window[4], window[1] * x + window[3] * y + window[5])
        var answered = presenting
        try Wait.until("the ray's words drawn", timeout: 60) {
            answered = try words(app)
            return answered.answer != nil && answered.words.contains { $0.text == "front: hit" }
        }
        expectReadable(answered, "presenting, a click on the overlap")
        #expect(answered.namesUnderAnswer.isEmpty, "\(answered.namesUnderAnswer)")
    }
}

extension ExplodedProjectorTests {
    /// Whether two window frames overlap.
    private static func overlap(_ a: WindowStatus.Frame, _ b: WindowStatus.Frame) -> Bool {
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
    }

    @Test("a toast never covers the answer: shown where the ray's words are, it is raised above them")
    func toastOffTheAnswer() throws {
        let lesson = "Tests/PlaygroundTests/Fixtures/lessons/deep-at-the-bottom.json"
        let app = try RunningApp(["--scene-file", lesson])
        let (x, y) = try app.center(of: "marble")
        try app.click(x, y)
        try Wait.until("the marble hit") { try app.appStatus().narration.first?.hasSuffix("→ marble") == true }
        try app.key("F12")
        var answer: WindowStatus.Frame?
        try Wait.until("the answer drawn") {
            let exploded = try app.appStatus().exploded
            answer = exploded.answer
            return answer != nil && exploded.progress == 1
        }
        for _ in 0..<4 { try app.key("alt+Down") }
        Thread.sleep(forTimeInterval: 1)
        try app.key("ctrl+plus")
        // The toast slides in: read it once it has stopped, and the answer as then drawn.
        var toasts: [WindowStatus.Frame] = [], last: [WindowStatus.Frame] = []
        try Wait.until("the zoom's toast, settled", timeout: 60) {
            let status = try app.appStatus()
            (last, toasts, answer) = (toasts, status.toastFrames, status.exploded.answer)
            guard status.canvasZoom > 1, !toasts.isEmpty, toasts == last else {
                Thread.sleep(forTimeInterval: 0.3)
                return false
            }
            return true
        }
        let drawn = try #require(answer)
        #expect(!toasts.contains { Self.overlap($0, drawn) }, "\(toasts) over \(drawn)")
        // Where the toasts float unless they meet an answer: just above the canvas's bottom edge.
        let status = try app.appStatus()
        let bottom = status.canvas.y + status.canvas.height * status.canvasZoom
        #expect(toasts.allSatisfy { $0.y + $0.height <= drawn.y }, "raised above the answer: \(toasts), \(bottom)")
    }
}
