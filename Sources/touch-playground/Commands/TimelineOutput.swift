import Playground
import TouchKit
import TouchRender

/// `replay --timeline FILE`: the recognizer timeline drawn to a PNG or, for a name ending in `.svg`, an SVG.
enum TimelineFormat {
    case png
    case svg

    /// The format a file name asks for; anything but `.png` or `.svg` is one line naming the file.
    init(path: String) throws(CommandFailure) {
        let lowered = path.lowercased()
        if lowered.hasSuffix(".svg") {
            self = .svg
        } else if lowered.hasSuffix(".png") {
            self = .png
        } else {
            throw CommandFailure("\(path): --timeline writes a .png or an .svg file")
        }
    }

    /// The timeline drawn `width` points wide and as tall as its lanes need, in this format.
    func render(_ timeline: RecognizerTimeline, width: Double, path: String) throws(CommandFailure) -> [UInt8] {
        let size = Size(width: width, height: min(16384, TimelineDrawing.height(for: timeline)))
        let list = TimelineDrawing.displayList(
            for: timeline, size: size, options: TimelineDrawing.Options(measurer: PangoTextMeasurer()))
        do {
            switch self {
            case .png: return try CairoRenderer().render(list, size: size).pngData()
            case .svg: return try CairoRenderer().renderSVG(list, size: size)
            }
        } catch {
            throw CommandFailure("\(path): \(error.message)")
        }
    }
}
