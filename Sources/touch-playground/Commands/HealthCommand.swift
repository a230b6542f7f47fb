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
            "Per contact: samples, duration, path in mm, report rate; the most contacts at once; the jitter of contacts held still; strokes drawn straight (their straightness and jitter while moving); contacts close together merged; stuck and ghost contacts; each check's verdict against Microsoft's touchscreen limits (report rate at least the display's refresh rate, 60 Hz unless given; jitter at most 0.5 mm held still, 1 mm moving; lines within 1 mm of straight; five contacts where the device claims more; contacts 10 mm apart stay two; no stuck or ghost contacts); then what to do about what failed."
    )

    @Argument(help: "The recording (an evemu-record or a libinput record file, or the app's own touch trace).")
    var input: String

    @Flag(help: "Print the report as touch-health/2 JSON.")
    var json = false

    @Option(
        name: .customLong("refresh-rate"),
        help: ArgumentHelp(
            "The display's refresh rate in Hz: every moving contact must be reported at least this often (60 when not given).",
            valueName: "HZ"))
    var refreshRate: RefreshRate?

    @Flag(help: "The recording's lines were drawn along a ruler's edge: their straightness is a measure, not a hint.")
    var ruled = false

    @Option(
        name: .customLong("screen-mm"),
        help: ArgumentHelp(
            "The screen's visible width and height in millimetres (293x165), for the resolution of a device that reports none.",
            valueName: "WIDTHxHEIGHT"))
    var screenMillimetres: ScreenMillimetres?

    @OptionGroup var recordingOptions: RecordingOptions

    func run() throws {
        do {
            let (measured, found) = try report()
            // The display's refresh rate as given, else as the recording names it.
            let rate = refreshRate?.hertz ?? measured.device.refreshRate
            // The test, with what the command line and the recording add: a ruler, the screen's size, the
            // device's axes.
            let test = found.map { replayed in
                var test = replayed
                test.ruled = test.ruled || ruled
                test.screenMillimetres = screenMillimetres?.size ?? test.screenMillimetres
                if test.axes.isEmpty { test.axes = measured.axes }
                return test
            }
            var health = measured.judged(refreshRate: rate, ruled: test?.ruled ?? ruled)
            var fixes = health.fixes(screenMillimetres: screenMillimetres?.size)
            if let test {
                // The test knew its steps and targets: its verdicts and fixes, as its certificate gave them.
                health.checks = test.checks(refreshRate: rate)
                fixes = test.fixes(refreshRate: rate)
            }
            if json {
                let certificate = test.map {
                    [
                        (
                            "guided_test",
                            $0.certificate(application: "Touch Playground \(AppVersion.current)", refreshRate: rate)
                        )
                    ]
                }
                health.writeJSON(fixes: fixes, extra: certificate ?? []) { print($0, terminator: "") }
            } else {
                health.writeText { print($0, terminator: "") }
                if let test { print(GuidedTestReplay.words(of: test), terminator: "") }
                print(DeviceHealth.text(of: fixes), terminator: "")
            }
        } catch {
            StandardError.write("touch-playground: \(error.message)")
            throw ExitCode(1)
        }
    }

    /// The health measured as the recording is read, never holding it whole; one of the app's own touch
    /// traces (a window's recording, a report bundle's `recording.json`) is read whole, as `replay` reads it,
    /// and one made in the touch lab is played through the lab for the guided test it holds.
    private func report() throws(CommandFailure) -> (DeviceHealth, TouchscreenTest?) {
        var (lines, description) = try recordingOptions.lines(at: input)
        let isTrace: Bool
        do {
            // A touch trace is JSON: an object first, where a recording has text.
            let head = try lines.head(4096)
            isTrace =
                !DeviceRecording.looksLikeRecording(head) && recordingOptions.deviceDesc == nil
                && head.first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }) == UInt8(ascii: "{")
        } catch {
            throw CommandFailure("\(input): \(error.description)")
        }
        if isTrace {
            let bytes = try InputFile.readText(input, limit: InputFile.largestTrace)
            let file: TraceFile
            do {
                file = try TraceFile(bytes: bytes)
            } catch {
                throw CommandFailure("\(input): \(error.description)")
            }
            return (DeviceHealth(trace: file), try GuidedTestReplay.test(in: file))
        }
        do {
            return (
                try DeviceHealth(reading: &lines, device: recordingOptions.device, description: &description), nil
            )
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

/// A display's refresh rate as `--refresh-rate` takes it: `60`, `59.94`, `144`.
struct RefreshRate: ExpressibleByArgument {
    /// Refreshes a second.
    let hertz: Double

    init?(argument: String) {
        guard let hertz = Double(argument), hertz.isFinite, hertz >= 1, hertz <= 1000 else { return nil }
        self.hertz = hertz
    }
}
