import ArgumentParser
import TouchKit

/// The options every command reading a device recording shares (`convert`, `health`): which device of a
/// libinput recording, and an evemu recording's separate description.
struct RecordingOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Which device of a libinput recording, counted from 0 (default: the first with touch axes).",
            valueName: "n"))
    var device: Int?

    @Option(
        help: ArgumentHelp(
            "The device's description, when an evemu recording holds only its events (E: lines).", valueName: "file"))
    var deviceDesc: String?

    /// The recording at `path`, an evemu-record file (its description from `--device-desc` when given) or a
    /// libinput record file (its device `--device`, else the first with touch axes); problems name the file.
    func recording(at path: String) throws(CommandFailure) -> DeviceRecording {
        let text = try Self.text(of: path)
        let description = try deviceDesc.map { file throws(CommandFailure) in try Self.text(of: file) }
        do {
            return try DeviceRecording.read(text, device: device, description: description)
        } catch {
            throw CommandFailure("\(path): \(error.description)")
        }
    }

    /// A recording's text, within the trace reader's size limit; a file that is not text is named.
    private static func text(of path: String) throws(CommandFailure) -> String {
        let bytes = try InputFile.readText(path, limit: InputFile.largestTrace, what: "a recording")
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw CommandFailure("\(path): not a recording: it is not text")
        }
        return text
    }
}
