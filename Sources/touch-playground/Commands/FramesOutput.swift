import FoundationEssentials
import JSON
import Playground
import TouchKit
import TouchRender

/// `replay --frames DIR --fps N`: the replay as numbered PNG slides (`frame-00001.png`…), each the scene
/// with the chain overlay and the recorded fingers, and under it the timeline so far with a line at that
/// moment, ready to turn into a video (`ffmpeg -framerate N -i DIR/frame-%05d.png replay.mp4`).
///
/// Frames are taken every 1/N second of trace time from 0, through the last event, and on while timers
/// are left (a double tap's wait) up to a few seconds; the last frame is the replay's end. Each file is
/// written atomically; frames the command left from a longer earlier run in the same folder are removed,
/// and nothing else (``FramesFolder``).
struct FramesOutput {
    /// The most frames one run writes.
    static let largestCount = 20_000

    var folder: String
    var fps: Double
    /// How to draw the scene exploded, if it is (`--exploded`, `--turn`).
    var exploded: ExplodedCamera? = nil

    /// Writes the slides of `events` replayed into the scenes `makeHost` builds under `settings`; returns
    /// how many it wrote.
    func write(
        _ trace: TouchTrace, settings: GestureThresholds,
        makeHost: @escaping (ManualClock) throws(UnknownSceneError) -> SceneHost
    ) throws(CommandFailure) -> Int {
        let duration = trace.events.last?.time ?? 0
        guard duration * fps < Double(Self.largestCount) else {
            let count = duration * fps
            throw CommandFailure(
                "--frames: \(count.isFinite ? JSONValue.number(count.rounded()).serialized() : "endless") frames at --fps "
                    + "\(JSONValue.number(fps).serialized()) is more than \(Self.largestCount); choose a lower --fps")
        }
        var frames = try FramesFolder(claiming: folder)
        let replay: ReplaySession
        do {
            // Once to the end, for the timeline's final height (lanes only ever add up).
            let whole = try ReplaySession(trace: trace, settings: settings, momentBudget: 0, makeHost: makeHost)
            while !whole.isAtEnd { whole.stepForward() }
            let height = TimelineDrawing.height(for: whole.timeline.timeline)
            replay = try ReplaySession(trace: trace, settings: settings, momentBudget: 0, makeHost: makeHost)
            return try writeFrames(of: replay, into: &frames, timelineHeight: height, duration: duration)
        } catch let error as UnknownSceneError {
            throw CommandFailure(error.description)
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure("--frames: \(error)")
        }
    }

    private func writeFrames(
        of replay: ReplaySession, into frames: inout FramesFolder, timelineHeight: Double, duration: Double
    ) throws -> Int {
        let width = max(900, replay.size.width)
        // The whole trace from its start, as the window's replay shows it.
        let options = TimelineDrawing.Options(
            range: TimelineDrawing.range(from: 0, to: duration, width: width), measurer: PangoTextMeasurer())
        let renderer = CairoRenderer()
        var count = 0
        repeat {
            if count == 0 { replay.seek(to: 0) } else { replay.advance(by: 1 / fps) }
            let size = ReplayFrame.slideSize(of: replay, width: width, timelineHeight: timelineHeight)
            let list = ReplayFrame.slide(
                of: replay, width: width, timelineHeight: timelineHeight, timeline: options, exploded: exploded)
            count += 1
            let path = folder + "/" + Self.name(count)
            // Owned before it is written: a run stopped midway leaves nothing the next one must refuse.
            try frames.wrote(count)
            do {
                try AtomicFile.write(try renderer.render(list, size: size).pngData(), to: path)
            } catch let error as RenderError {
                throw CommandFailure("\(path): \(error.message)")
            }
        } while !replay.isAtEnd && count < Self.largestCount
        try frames.removeLeftovers(after: count)
        return count
    }

    /// `frame-00042.png`.
    static func name(_ number: Int) -> String {
        let digits = String(number)
        return "frame-" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits + ".png"
    }
}
