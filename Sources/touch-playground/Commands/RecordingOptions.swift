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
    /// libinput record file (its device `--device`, else the first with touch axes), as lines read a chunk
    /// at a time; problems name the file.
    func lines(at path: String) throws(CommandFailure) -> (lines: RecordingLines, description: RecordingLines?) {
        let lines = try InputFile.lines(path, limit: InputFile.largestTrace, what: "a recording")
        let description = try deviceDesc.map { file throws(CommandFailure) in
            try InputFile.lines(file, limit: InputFile.largestTrace, what: "a recording")
        }
        return (lines, description)
    }

    /// The files these options name that a command reads besides its input, which no output may replace.
    var readFiles: [String] { deviceDesc.map { [$0] } ?? [] }

    /// Streams the recording at `path` into `consumer`; a problem names the file.
    func stream(_ path: String, into consumer: inout some RecordingConsumer) throws(CommandFailure) {
        var (lines, description) = try lines(at: path)
        do {
            try DeviceRecording.stream(&lines, device: device, description: &description, into: &consumer)
        } catch {
            throw CommandFailure("\(path): \(error.description)")
        }
    }
}
