import FoundationEssentials
import Playground
import TouchKit
import TouchRender

/// One fuzz case for scene files: arbitrary bytes read as a `touch-scene/1` document and, when they are one,
/// built into a scene that a fixed handful of gestures is played into, its state and its frame checked.
///
/// The promises checked: reading never traps and fails with a one-line error that says where; a document
/// that reads builds a scene; no gesture makes a view's frame or transform non-finite; the frame renders or
/// fails with an error.
///
/// ```swift
/// let outcome = HostileSceneCheck.run(Array(text.utf8), images: "data/images", stickers: "data/stickers")
/// outcome.problem // nil when every promise held
/// ```
public enum HostileSceneCheck {
    /// True for bytes to check as a scene file rather than a trace: they name the scene format.
    public static func handles(_ bytes: [UInt8]) -> Bool {
        SceneDocument.namesSceneFormat(bytes)
    }

    /// Reads `bytes` as a scene file and plays ``gestures(in:)`` into it.
    public static func run(_ bytes: [UInt8], images: String, stickers: String) -> HostileTraceCheck.Outcome {
        let document: SceneDocument
        do {
            document = try SceneDocument(bytes: bytes, defaultName: "fuzz")
        } catch {
            let line = error.description
            let problem =
                line.isEmpty || error.message.isEmpty
                ? "an empty error" : line.contains("\n") ? "an error of more than one line: \(line)" : nil
            return HostileTraceCheck.Outcome(scene: nil, readError: line, problem: problem)
        }
        let size = document.size ?? Size(width: 800, height: 600)
        let clock = ManualClock()
        let context = SceneContext(
            size: size, seed: 1, imageDirectory: images, stickerDirectory: stickers, alphaReader: RasterAlphaReader())
        let host = SceneHost(scene: FileScene(document: document, context: context), context: context, clock: clock)
        host.window.router.eventLog = EventLog(keepsEntries: false)
        TraceReplayer.replay(gestures(in: size), into: host.window, clock: clock)
        let name = document.name
        if let problem = HostileTraceCheck.nonFiniteGeometry(in: host.scene.stateJSON()) {
            return HostileTraceCheck.Outcome(scene: name, readError: nil, problem: "\(name): \(problem)")
        }
        do {
            _ = try CairoRenderer().render(DisplayListBuilder.displayList(for: host.window), size: size, scale: 0.1)
        } catch {
            if error.message.isEmpty {
                return HostileTraceCheck.Outcome(
                    scene: name, readError: nil, problem: "rendering failed with no message")
            }
        }
        return HostileTraceCheck.Outcome(scene: name, readError: nil, problem: nil)
    }

    /// A tap, a double tap, a long press, a drag, a fast swipe, a pinch that turns and an edge pan, spread over
    /// a window of `size` points, so every kind of recognizer a file may attach gets to act.
    public static func gestures(in size: Size) -> [InputEvent] {
        let (w, h) = (size.width, size.height)
        var trace = TraceBuilder()
        for (fx, fy) in [(0.5, 0.5), (0.25, 0.3), (0.75, 0.7)] {
            trace.tap(at: Point(x: w * fx, y: h * fy))
            trace.wait(0.1)
            trace.tap(at: Point(x: w * fx, y: h * fy))
            trace.wait(0.5)
        }
        trace.tap(at: Point(x: w * 0.4, y: h * 0.6), duration: 0.8)  // a long press
        trace.wait(0.5)
        trace.tap(at: Point(x: w * 0.6, y: h * 0.4), fingers: 2)
        trace.drag(from: Point(x: w * 0.3, y: h * 0.5), to: Point(x: w * 0.7, y: h * 0.4), duration: 0.4)
        trace.wait(0.5)
        trace.drag(from: Point(x: w * 0.2, y: h * 0.2), to: Point(x: w * 0.8, y: h * 0.2), duration: 0.1)
        trace.wait(0.5)
        trace.twoFingerGesture(center: Point(x: w / 2, y: h / 2), startSpan: 40, endSpan: 160, rotation: 0.9)
        trace.wait(0.5)
        trace.drag(from: Point(x: 2, y: h / 2), to: Point(x: w * 0.5, y: h / 2), duration: 0.3)
        return trace.events
    }
}
