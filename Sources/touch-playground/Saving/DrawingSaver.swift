import FoundationEssentials
import Playground
import TouchKit
import TouchRender

/// Saves the drawing pad's drawings as PNG files in the user's pictures folder
/// (`$XDG_PICTURES_DIR` or `~/Pictures`, in `Touch Playground/`), each under a new dated name, written
/// atomically so a crash never leaves half a file.
enum DrawingSaver {
    /// The folder drawings go to.
    static func folder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        UserDirectory.folder("XDG_PICTURES_DIR", else: "Pictures", named: "Touch Playground", environment: environment)
    }

    /// Renders `drawing` at `size` points and writes it; returns the file's path or a line saying why not.
    static func save(_ drawing: DisplayList, size: Size) -> Result<String, DrawingSaveFailure> {
        let folder = folder()
        do {
            try Folder.make(folder, called: "the folder")
        } catch {
            return .failure(.init(error.message))
        }
        let stem = "drawing-" + LocalTimestamp.text(for: Date())
        var path = folder + "/" + stem + ".png", counter = 2
        while FileManager.default.fileExists(atPath: path) {
            path = folder + "/\(stem)-\(counter).png"
            counter += 1
        }
        do {
            let image = try CairoRenderer().render(drawing, size: size)
            try AtomicFile.write(image.pngData(), to: path)
        } catch let failure as CommandFailure {
            return .failure(.init(failure.message))
        } catch {
            return .failure(.init("\(path): \(error)"))
        }
        return .success(path)
    }
}
