import ArgumentParser
import FoundationEssentials
import Playground
import TouchKit

/// `touch-playground health RECORDING [--json]`: what a device recording shows of the touchscreen's health.
struct HealthCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "health",
        abstract: "Report a touchscreen's health from a recording (evemu-record, libinput record).",
        discussion:
            "Per contact: samples, duration, path in mm, report rate; the most contacts at once; the jitter of contacts held still; stuck and ghost contacts; and each check's verdict (report rate at least 60 Hz, jitter at most 0.5 mm, five contacts where the device claims more, no stuck or ghost contacts)."
    )

    @Argument(help: "The recording (an evemu-record or a libinput record file).")
    var input: String

    @Flag(help: "Print the report as touch-health/1 JSON.")
    var json = false

    @Option(
        name: .customLong("screen-mm"),
        help: ArgumentHelp(
            "The screen's visible width and height in millimetres (293x165), for the resolution of a device that reports none.",
            valueName: "WIDTHxHEIGHT"))
    var screenMillimetres: ScreenMillimetres?

    @OptionGroup var recordingOptions: RecordingOptions

    func run() throws {
        do {
            let health = try report()
            if json {
                health.writeJSON { print($0, terminator: "") }
            } else {
                health.writeText { print($0, terminator: "") }
                print(DeviceHealth.text(of: health.fixes(screenMillimetres: screenMillimetres?.size)), terminator: "")
            }
        } catch {
            StandardError.write("touch-playground: \(error.message)")
            throw ExitCode(1)
        }
    }

    /// The health measured as the recording is read, never holding it whole.
    private func report() throws(CommandFailure) -> DeviceHealth {
        var (lines, description) = try recordingOptions.lines(at: input)
        do {
            return try DeviceHealth(reading: &lines, device: recordingOptions.device, description: &description)
        } catch {
            throw CommandFailure("\(input): \(error.description)")
        }
    }
}

/// A screen's visible size in millimetres, as `--screen-mm` takes it: `293x165`.
struct ScreenMillimetres: ExpressibleByArgument {
    /// Width and height, in millimetres.
    let size: Size

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
            width > 0, height > 0, width <= 10_000, height <= 10_000
        else { return nil }
        size = Size(width: width, height: height)
    }
}
