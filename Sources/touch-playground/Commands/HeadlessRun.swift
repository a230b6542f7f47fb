import FoundationEssentials
import Playground
import TouchKit
import TouchRender

/// What `replay` and `compare` share: a trace read and checked from a file, and a scene built on a virtual
/// clock with no display.
enum HeadlessRun {
    /// Reads and checks the trace at `path` (a regular UTF-8 file within ``InputFile/largestTrace``); a
    /// device recording (`evemu-record`) is converted on the way, as `convert` does, its warnings on standard
    /// error. Errors name the file.
    static func trace(at path: String, device: Int? = nil, deviceDesc: String? = nil) throws(CommandFailure)
        -> TraceFile
    {
        do {
            let bytes = try InputFile.readText(path, limit: InputFile.largestTrace)
            if DeviceRecording.looksLikeRecording(bytes) {
                let description = try deviceDesc.map { file throws(CommandFailure) in
                    try RecordingOptions.text(of: file)
                }
                return try converted(bytes, from: path, device: device, description: description)
            }
            return try TraceFile(bytes: bytes)
        } catch let error as TraceError {
            throw CommandFailure("\(path): \(error.description)")
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure("\(path): \(error)")
        }
    }

    /// The device recording in `bytes`, read from `path`, as a trace.
    private static func converted(_ bytes: [UInt8], from path: String, device: Int?, description: String?)
        throws(CommandFailure) -> TraceFile
    {
        let conversion: DeviceTraceConverter.Conversion
        do {
            conversion = try DeviceTraceConverter.convert(
                try DeviceRecording.read(
                    String(decoding: bytes, as: UTF8.self), device: device, description: description))
        } catch let problem as EvemuReader.Problem {
            throw CommandFailure("\(path): \(problem.description)")
        } catch let problem as DeviceTraceConverter.Problem {
            throw CommandFailure("\(path): \(problem.message)")
        } catch {
            throw CommandFailure("\(path): \(error)")
        }
        for warning in conversion.warnings { StandardError.write("touch-playground: \(path): \(warning)") }
        do {
            return try TraceFile(bytes: Array(conversion.trace.jsonText().utf8))
        } catch {
            throw CommandFailure("\(path): \(error.description)")
        }
    }

    /// Builds the scene chosen in a window of `size` points on `clock`, photos from `images` (else the
    /// installed ones); an unknown scene or a scene that cannot start is one line.
    static func scene(_ choice: SceneChoice, size: Size, seed: UInt64, images: String?, clock: ManualClock)
        throws(CommandFailure) -> SceneHost
    {
        if case .builtIn(let name) = choice, !SceneCatalogue.names.contains(name) {
            throw CommandFailure(UnknownSceneError(name: name).description)
        }
        let context = context(size: size, seed: seed, images: images)
        do {
            return try choice.makeHost(context: context, clock: clock)
        } catch {
            throw CommandFailure(error.description)
        }
    }

    /// A scene's context with no display: `size` points, colors from `seed`, photos from `images` (else
    /// the installed ones), the installed stickers.
    static func context(size: Size, seed: UInt64, images: String?) -> SceneContext {
        SceneContext(
            size: size, seed: seed, imageDirectory: images ?? DataDirectory.images(),
            stickerDirectory: DataDirectory.stickers(), alphaReader: RasterAlphaReader())
    }
}
