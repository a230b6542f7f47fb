import FoundationEssentials
import JSON
import Playground
import TouchKit
import TouchRender

/// One fuzz case: arbitrary bytes read as a trace and, when they are one, replayed into a scene, its state
/// and its last frame checked for what must never happen (a trap is the fuzzer's crash; a broken promise is
/// reported the same way).
///
/// The promises checked: reading never traps and either fails with a one-line error or yields events; a replay
/// ends; no view frame or transform in the state is non-finite; the frame renders or fails with an error.
///
/// ```swift
/// let outcome = HostileTraceCheck.run(Array(text.utf8), images: "data/images", stickers: "data/stickers")
/// outcome.problem // nil when every promise held
/// ```
public enum HostileTraceCheck {
    /// What one case did.
    public struct Outcome: Equatable, Sendable {
        /// The scene the trace was replayed into, nil when the bytes were not a trace.
        public var scene: String?
        /// The reader's error for bytes that are not a trace.
        public var readError: String?
        /// A promise that did not hold, in words.
        public var problem: String?
    }

    /// Reads `bytes` as a trace and replays it into one scene, chosen from the bytes so a fuzzer's mutations
    /// reach every scene; `scene` picks one instead.
    public static func run(_ bytes: [UInt8], scene chosen: String? = nil, images: String, stickers: String) -> Outcome {
        let file: TraceFile
        do {
            file = try TraceFile(bytes: bytes)
        } catch {
            let line = error.description
            return Outcome(
                scene: nil, readError: line,
                problem: line.isEmpty
                    ? "an empty error" : line.contains("\n") ? "an error of more than one line: \(line)" : nil)
        }
        var checksum = 0
        for byte in bytes.prefix(64) { checksum = (checksum &* 31 &+ Int(byte)) & 0xffff }
        let names = SceneCatalogue.names
        let scene = chosen ?? names[checksum % names.count]
        return Outcome(
            scene: scene, readError: nil, problem: replay(file, scene: scene, images: images, stickers: stickers))
    }

    private static func replay(_ file: TraceFile, scene: String, images: String, stickers: String) -> String? {
        let clock = ManualClock()
        let size = file.size ?? Size(width: 800, height: 600)
        let context = SceneContext(
            size: size, seed: 1, imageDirectory: images, stickerDirectory: stickers,
            alphaReader: RasterAlphaReader())
        let host: SceneHost
        do {
            host = try SceneHost(sceneNamed: scene, context: context, clock: clock)
        } catch {
            return "\(scene) did not start: \(error.description)"
        }
        let log = EventLog(keepsEntries: false)
        let timeline = TimelineRecorder(window: host.window)
        log.onRecord = { timeline.record($0) }
        host.window.router.eventLog = log
        TraceReplayer.replay(file, into: host.window, clock: clock) {
            timeline.inputHandled($0, by: host.window.router)
        }
        if let problem = nonFiniteGeometry(in: host.scene.stateJSON()) { return "\(scene): \(problem)" }
        if let problem = brokenSpan(in: timeline.timeline) { return "\(scene): timeline: \(problem)" }
        // A tenth of the size keeps each case fast; the numbers reaching Cairo are the same.
        do {
            _ = try CairoRenderer().render(DisplayListBuilder.displayList(for: host.window), size: size, scale: 0.1)
        } catch {
            if error.message.isEmpty { return "\(scene): rendering failed with no message" }
        }
        let timelineSize = Size(width: 900, height: min(16384, TimelineDrawing.height(for: timeline.timeline)))
        do {
            _ = try CairoRenderer().render(
                TimelineDrawing.displayList(
                    for: timeline.timeline, size: timelineSize,
                    options: TimelineDrawing.Options(measurer: PangoTextMeasurer())),
                size: timelineSize, scale: 0.1)
        } catch {
            if error.message.isEmpty { return "\(scene): rendering the timeline failed with no message" }
        }
        return nil
    }

    /// A span that ends before it starts, a time that is not finite, or an open span before a lane's last.
    static func brokenSpan(in timeline: RecognizerTimeline) -> String? {
        for lane in timeline.lanes {
            for (index, span) in lane.spans.enumerated() {
                let isLast = index == lane.spans.count - 1
                guard span.start.isFinite, span.end.map({ $0.isFinite && $0 >= span.start }) ?? isLast else {
                    return
                        "\(lane.title): span \(index) runs from \(span.start) to \(span.end.map { "\($0)" } ?? "open")"
                }
            }
        }
        return nil
    }

    /// The first view whose frame or transform in a scene's state is not finite.
    public static func nonFiniteGeometry(in state: JSONValue) -> String? {
        for view in state["views"]?.arrayValue ?? [] {
            for key in ["frame", "transform"] {
                guard let numbers = view[key]?.arrayValue else {
                    return "view \(view["name"]?.stringValue ?? "?") has no \(key)"
                }
                if numbers.contains(where: { !($0.numberValue?.isFinite ?? false) }) {
                    return
                        "view \(view["name"]?.stringValue ?? "?") has a non-finite \(key): \(view[key]!.serialized())"
                }
            }
        }
        return nil
    }
}
