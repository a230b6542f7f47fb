import FoundationEssentials
import Playground
import TouchKit
import TouchRender

/// What `replay` and `compare` share: a trace read and checked from a file, and a scene built on a virtual
/// clock with no display.
enum HeadlessRun {
    /// Reads and checks the trace at `path` (a regular UTF-8 file within ``InputFile/largestTrace``); a
    /// device recording (`evemu-record`, `libinput record`) is converted on the way, as `convert` does, its
    /// warnings on standard error, and refused as `convert` refuses it: as soon as its trace would pass
    /// what a trace may be. Errors name the file.
    static func trace(at path: String, device: Int? = nil, deviceDesc: String? = nil) throws(CommandFailure)
        -> TraceFile
    {
        var lines = try InputFile.lines(path, limit: InputFile.largestTrace, what: "a trace")
        let looksLikeRecording: Bool
        do {
            looksLikeRecording = DeviceRecording.looksLikeRecording(try lines.head(4096))
        } catch {
            throw CommandFailure("\(path): \(error.description)")
        }
        if looksLikeRecording {
            return try converted(path, device: device, deviceDesc: deviceDesc)
        }
        let bytes = try InputFile.readText(path, limit: InputFile.largestTrace)
        do {
            return try TraceFile(bytes: bytes)
        } catch {
            throw CommandFailure("\(path): \(error.description)")
        }
    }

    /// The device recording at `path` as a trace, converted as it is read.
    private static func converted(_ path: String, device: Int?, deviceDesc: String?) throws(CommandFailure)
        -> TraceFile
    {
        var options = RecordingOptions()
        (options.device, options.deviceDesc) = (device, deviceDesc)
        var bytes: [UInt8] = []
        // Reserved, not touched: the pages are the system's until the text fills them, and the array never
        // moves (a copy of a 128 MB array on its way to 256 MB would double the memory).
        bytes.reserveCapacity(TraceFile.largestBytes)
        var conversion = TraceConversion(
            options: .init(), output: TraceTextWriter { bytes.append(contentsOf: $0) })
        try options.stream(path, into: &conversion)
        let warnings: [String]
        do {
            warnings = try conversion.finish()
            var text = conversion.output
            try text.finish()
        } catch {
            throw CommandFailure("\(path): \(error.description)")
        }
        for warning in warnings { StandardError.write("touch-playground: \(path): \(warning)") }
        do {
            return try TraceFile(bytes: bytes)
        } catch {
            throw CommandFailure("\(path): \(error.description)")
        }
    }

    /// Builds the scene chosen in a window of `size` points on `clock`, photos from `images` (else the
    /// installed ones), on a screen of `millimetresPerPoint` when the trace names it (the touch lab measures
    /// in millimetres); an unknown scene or a scene that cannot start is one line.
    static func scene(
        _ choice: SceneChoice, size: Size, seed: UInt64, images: String?, clock: ManualClock,
        millimetresPerPoint: Double? = nil
    ) throws(CommandFailure) -> SceneHost {
        if case .builtIn(let name) = choice, !SceneCatalogue.names.contains(name) {
            throw CommandFailure(UnknownSceneError(name: name).description)
        }
        let context = context(size: size, seed: seed, images: images, millimetresPerPoint: millimetresPerPoint)
        do {
            return try choice.makeHost(context: context, clock: clock)
        } catch {
            throw CommandFailure(error.description)
        }
    }

    /// A scene's context with no display: `size` points, colors from `seed`, photos from `images` (else
    /// the installed ones), the installed stickers, on a screen of `millimetresPerPoint` when a trace names it.
    static func context(size: Size, seed: UInt64, images: String?, millimetresPerPoint: Double? = nil)
        -> SceneContext
    {
        let context = SceneContext(
            size: size, seed: seed, imageDirectory: images ?? DataDirectory.images(),
            stickerDirectory: DataDirectory.stickers(), alphaReader: RasterAlphaReader())
        context.millimetresPerPoint = millimetresPerPoint
        return context
    }
}
