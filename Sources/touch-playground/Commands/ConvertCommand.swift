import ArgumentParser
import FoundationEssentials
import Playground
import TouchKit

/// `touch-playground convert INPUT OUTPUT.json`: a real device's recording (`evemu-record`, `libinput record`)
/// as a touch trace
/// that `replay`, `--play` and the window's Open play through the scenes.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert a device recording (evemu-record, libinput record) into a touch trace (touch-trace/4).",
        discussion:
            "Reads multi-touch protocols A and B, single-touch screens and pens. Positions go from device units to millimetres by each axis's resolution, then to points (96 dpi unless --mm-per-point says); a device with no resolution is fitted to --size, keeping its aspect. What the file holds that a trace cannot is named in a warning."
    )

    @Argument(help: "The recording (an evemu-record or a libinput record file).")
    var input: String

    @Argument(help: "The touch trace to write (JSON), written atomically.")
    var output: String

    @OptionGroup var recordingOptions: RecordingOptions

    @Option(help: "Millimetres one point stands for (default: 0.2646, 96 dpi).")
    var mmPerPoint: Double = 25.4 / 96

    @Option(
        help: "The size a device that reports no resolution is fitted to, as WIDTHxHEIGHT points (default 800x600).")
    var size: String = "800x600"

    func validate() throws {
        guard mmPerPoint.isFinite, mmPerPoint > 0, mmPerPoint <= 1000 else {
            throw ValidationError("--mm-per-point \(mmPerPoint): expected a number above 0 and at most 1000")
        }
    }

    func run() throws {
        do {
            try convert()
        } catch {
            StandardError.write("touch-playground: \(error.message)")
            throw ExitCode(1)
        }
    }

    /// Converts the recording as it is read, the trace written as it is made: neither is ever held whole,
    /// and a trace that would pass what `replay` reads is refused as soon as it does, leaving no file.
    private func convert() throws(CommandFailure) {
        let fit = try ReplayCommand.parseSize(size)
        let outputs = StagedOutputs(protecting: [input] + recordingOptions.readFiles)
        let file = try outputs.stage(output)
        var writeFailure: CommandFailure?
        let writer = TraceTextWriter { bytes throws(RecordingProblem) in
            do throws(CommandFailure) {
                try file.write(bytes)
            } catch {
                writeFailure = error
                throw RecordingProblem(message: error.message)
            }
        }
        var conversion = TraceConversion(
            options: .init(millimetresPerPoint: mmPerPoint, fitSize: fit), output: writer)
        let warnings: [String]
        do throws(CommandFailure) {
            try recordingOptions.stream(input, into: &conversion)
            do throws(RecordingProblem) {
                warnings = try conversion.finish()
                var text = conversion.output
                try text.finish()
            } catch {
                throw CommandFailure("\(input): \(error.description)")
            }
        } catch {
            throw writeFailure ?? error
        }
        try outputs.commit()
        for warning in warnings { StandardError.write("touch-playground: \(input): \(warning)") }
    }
}
