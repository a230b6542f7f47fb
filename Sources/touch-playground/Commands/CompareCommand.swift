import ArgumentParser
import FoundationEssentials
import Playground
import TouchKit
import TouchRender

/// `touch-playground compare TRACE --scene NAME`: the "what if" of gesture thresholds. Replays one trace
/// under every toolkit profile and prints which recognizers fired under each, as a table.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Replay a trace under every gesture-threshold profile and tabulate which recognizers fired.",
        discussion: "A recognizer fires when it begins (continuous) or recognizes (discrete); a cell counts how often.")

    @Argument(help: "The trace file (touch-trace/1 to /4 JSON).")
    var trace: String

    @Option(help: "The scene to replay into (see `touch-playground scenes`).")
    var scene: String

    @Option(help: "Seed for every random choice (colors).")
    var seed: UInt64 = 1

    @OptionGroup var photos: PhotoOptions

    @OptionGroup var recordingOptions: RecordingOptions

    private var images: String? { photos.images }

    func run() throws {
        do {
            print(try table(), terminator: "")
        } catch {
            StandardError.write("touch-playground: \(error.message)")
            throw ExitCode(1)
        }
    }

    private func table() throws(CommandFailure) -> String {
        let file = try HeadlessRun.trace(
            at: trace, device: recordingOptions.device, deviceDesc: recordingOptions.deviceDesc)
        var columns: [[String: Int]] = []
        var order: [String] = []
        for profile in GestureProfile.all {
            let fired = try replay(file, settings: profile.settings)
            for name in fired.order where !order.contains(name) { order.append(name) }
            columns.append(fired.counts)
        }
        let header = ["recognizer"] + GestureProfile.all.map(\.title)
        let rows = order.map { name in [name] + columns.map { $0[name].map { "fired ×\($0)" } ?? "–" } }
        return RecognizerTable.format(
            header: header, rows: rows, note: "\(trace) in \(scene), \(file.eventCount) events")
    }

    /// Replays the trace with `settings`; returns how often each recognizer fired, and the order they first
    /// appeared in the log.
    private func replay(_ file: TraceFile, settings: GestureThresholds) throws(CommandFailure) -> (
        counts: [String: Int], order: [String]
    ) {
        let clock = ManualClock()
        let host = try HeadlessRun.scene(
            .builtIn(scene), size: file.size ?? Size(width: 800, height: 600), seed: seed,
            images: images, clock: clock)
        host.window.router.settings = settings
        var counts: [String: Int] = [:]
        var order: [String] = []
        var began: Set<String> = []
        let log = EventLog(keepsEntries: false)
        log.onRecord = { entry in
            guard case .recognizer(let name, _, let state, _) = entry.record else { return }
            if !order.contains(name) { order.append(name) }
            switch state {
            case .began:
                began.insert(name)
                counts[name, default: 0] += 1
            case .ended where !began.contains(name):
                counts[name, default: 0] += 1
            case .possible:
                began.remove(name)
            default:
                break
            }
        }
        host.window.router.eventLog = log
        TraceReplayer.replay(file, into: host.window, clock: clock)
        return (counts, order)
    }
}

/// A plain-text table with columns padded to their widest cell.
enum RecognizerTable {
    static func format(header: [String], rows: [[String]], note: String) -> String {
        let table = [header] + rows
        let widths = header.indices.map { column in table.map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            var text = zip(cells, widths).map { $0 + String(repeating: " ", count: max(0, $1 - $0.count)) }
                .joined(separator: "  ")
            while text.last == " " { text.removeLast() }
            return text + "\n"
        }
        var text = note + "\n" + line(header) + line(widths.map { String(repeating: "-", count: $0) })
        for row in rows { text += line(row) }
        if rows.isEmpty { text += "(no recognizer saw this input)\n" }
        return text
    }
}
