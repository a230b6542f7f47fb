import Foundation
import PlaygroundStatus

extension WindowStatus {
    /// Reads the status file at `path`, as the window wrote it after its last frame.
    public init(contentsOf path: String) throws {
        self = try JSONDecoder().decode(WindowStatus.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    }
}
