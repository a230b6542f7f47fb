import Foundation
import TestSupport
import Testing

/// A photo far larger than any screen in the real window: decoded off the window's thread and shrunk as it
/// is read, so the window keeps drawing and answering and its memory stays bounded.
@Suite("Big photos in the real window", .serialized)
struct BigPhotoTests {
    /// A folder holding one `width` × `height` PNG of four colored quarters (made by Photos/make_big_png.py).
    private func folder(width: Int, height: Int) throws -> URL {
        let folder = try CommandRunner.temporaryFolder()
        let script = PackageRoot.path + "/Tests/EndToEndTests/Photos/make_big_png.py"
        let maker = Process()
        maker.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        maker.arguments = [script, folder.appendingPathComponent("big.png").path, "\(width)", "\(height)"]
        try maker.run()
        maker.waitUntilExit()
        try #require(maker.terminationStatus == 0)
        return folder
    }

    /// The most memory the app's process has held (VmHWM), in megabytes.
    private func peakMegabytes(of app: RunningApp) throws -> Double {
        let status = try String(contentsOfFile: "/proc/\(app.pid)/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") })
        let kilobytes = try #require(Double(line.split(separator: " ")[1]))
        return kilobytes / 1024
    }

    @Test("a 15800 × 15800 PNG: frames and input go on while it decodes; it shows shrunk, in bounded memory")
    func hugePhoto() throws {
        let photos = try folder(width: 15800, height: 15800)
        let app = try RunningApp(["--scene", "image-viewer", "--images", photos.path])
        // Drag the photo at once, while it may still be decoding.
        let (x, y) = try app.center(of: "photo")
        let before = try app.view("photo").frame
        try app.drag(from: (x, y), to: (x + 40, y + 30), steps: 6, pause: 0.01)
        try Wait.until("the photo to be decoded", timeout: 120) { try !app.appStatus().photosDecoded.isEmpty }
        let status = try app.appStatus()
        let decoded = try #require(status.photosDecoded.first)
        #expect(decoded.file == "big.png")
        // Shrunk as it was read to the size it is shown at (the window's step at least as long as the view's
        // longest side as laid out before the first frame, within 5 % of it as shown, at most 2048), keeping
        // its shape: not its 15800 pixels. Decoded once: a copy a few pixels short is sharp enough.
        let shown = max(before[2], before[3])
        #expect(decoded.size[0] == decoded.size[1])
        let side = Double(decoded.size[0])
        #expect(side * 1.05 >= shown && side <= 1.25 * shown && side <= 2048, "side \(side), shown \(shown)")
        // The frame that asked for the photo was drawn (and its status written) before the photo was ready:
        // the window never waited for the decoder.
        #expect(decoded.framesBefore >= 1)
        #expect(status.problems.isEmpty)
        // Input was handled while the decoder worked, and the drag moved the photo with the pointer.
        #expect(decoded.inputsBefore >= 1)
        try Wait.until("the photo to follow the drag") { abs(try app.view("photo").frame[0] - before[0] - 40) < 3 }
        #expect(abs(try app.view("photo").frame[1] - before[1] - 30) < 3)
        // The four quarters show where they belong (the photo fills its view's frame, whatever the drag did).
        try Wait.until("the photo's frame after the drag") { try app.appStatus().photosLoading == 0 }
        let frame = try app.view("photo").frame
        let quarter = (frame[2] / 4, frame[3] / 4)
        try app.waitForPixel(frame[0] + quarter.0, frame[1] + quarter.1, RGB(red: 255, green: 0, blue: 0), tolerance: 8)
        try app.waitForPixel(
            frame[0] + 3 * quarter.0, frame[1] + 3 * quarter.1, RGB(red: 255, green: 255, blue: 255), tolerance: 8)
        // 250 megapixels decoded whole would take a gigabyte; row by row, the shrunk copy and a row.
        let peak = try peakMegabytes(of: app)
        #expect(peak < 400, "peak resident memory \(peak) MB")
        let decodes = try app.appStatus().photosDecoded
        #expect(decodes.count == 1, "decoded once: \(decodes), shown \(shown)")
    }
}
