import FoundationEssentials
import GtkBridge
import Playground
import TouchKit
import TouchRender

/// The touch lab's bug-report bundle: one `.tar.gz` holding the lab's files (its numbers, the health test,
/// the calibration, the device, the guided test's certificate and its page of plots), the session's touches as a trace (`recording.json`, which `replay`
/// plays), and the kernel's description of the device (`kernel-devices.txt`, from `/proc/bus/input/devices`):
/// what a touchscreen bug report needs, in one attachment.
///
/// ```swift
/// let bytes = ReportBundle.archive(lab.reportBundle(), recording: trace, kernelDevices: text, stem: "touch-lab-…")
/// ```
enum ReportBundle {
    /// The bundle as a gzip-compressed tar archive whose files sit in one folder named `stem`; nil if
    /// compression fails.
    static func archive(
        _ report: TouchLabReport, recording: TouchTrace?, kernelDevices: String, stem: String, modified: Int
    ) -> [UInt8]? {
        var archive = TarArchive(folder: stem, modified: modified)
        for file in report.files { archive.add(file.name, text: file.text) }
        // The guided test's page of plots, drawn as the window draws (a page that cannot be drawn is left out).
        if let certificate = report.certificate,
            let png = try? CairoRenderer().render(certificate.page, size: certificate.size).pngData()
        {
            archive.add("certificate.png", bytes: png)
        }
        if var recording {
            // Its device, with the screen's millimetres per point: `health` measures it in millimetres.
            if recording.device == nil { recording.device = report.traceDevice }
            archive.add("recording.json", text: recording.jsonText())
        } else {
            archive.add("recording.txt", text: "No touch was recorded in this session.\n")
        }
        archive.add("kernel-devices.txt", text: kernelDevices)
        return Gzip.compress(archive.bytes)
    }

    /// What the kernel says of the device named `name` in `devices` (the text of `/proc/bus/input/devices`):
    /// its block (bus, vendor and product ids, name, physical path, handlers, capabilities), or, when no
    /// device has that name, every device's name, so the reader can find it.
    static func kernelDescription(of name: String?, devices: String) -> String {
        let blocks = devices.split(separator: "\n\n", omittingEmptySubsequences: true).map(String.init)
        let named = blocks.filter { block in
            guard let name else { return false }
            return block.split(separator: "\n").contains { $0 == "N: Name=\"\(name)\"" }
        }
        if !named.isEmpty {
            return "From /proc/bus/input/devices, the device \"\(name ?? "")\":\n\n" + named.joined(separator: "\n\n")
                + "\n"
        }
        let names = blocks.compactMap { block in
            block.split(separator: "\n").first { $0.hasPrefix("N: Name=") }.map { String($0.dropFirst(3)) }
        }
        let lead =
            name.map { "No input device named \"\($0)\" in /proc/bus/input/devices" }
            ?? "No device touched the lab"
        return lead
            + (names.isEmpty ? " (it lists none here).\n" : "; it lists:\n" + names.joined(separator: "\n") + "\n")
    }

    /// The text of `/proc/bus/input/devices`, empty where it cannot be read (not Linux, a sandbox).
    static func kernelDevices(path: String = "/proc/bus/input/devices") -> String {
        (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }
}
