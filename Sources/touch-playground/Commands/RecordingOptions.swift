import ArgumentParser
import TouchKit

/// The options every command reading a device recording shares (`convert`, `health`, and `replay` and
/// `compare`, which take one as their trace): which device of a libinput recording, and an evemu
/// recording's separate description.
struct RecordingOptions: ParsableArguments {
    // Unconditional: `--device -1` is refused as a device number, not taken for another option.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Which device of a libinput recording, counted from 0 (default: the first with touch axes).",
            valueName: "n"))
    var device: Int?

    @Option(
        help: ArgumentHelp(
            "The device's description, when an evemu recording holds only its events (E: lines).", valueName: "file"))
    var deviceDesc: String?

    func validate() throws {
        if let device, device < 0 {
            throw ValidationError("--device \(device): expected a device number counted from 0")
        }
    }

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
    static func text(of path: String) throws(CommandFailure) -> String {
        let bytes = try InputFile.readText(path, limit: InputFile.largestTrace, what: "a recording")
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw CommandFailure("\(path): not a recording: it is not text")
        }
        return text
    }
}
