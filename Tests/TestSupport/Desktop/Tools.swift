import Foundation

/// Finds the tools the desktop tests need.
public enum Tools {
    public static func path(of tool: String) throws -> URL {
        for folder in ["/usr/bin", "/usr/local/bin", "/bin"]
        where FileManager.default.isExecutableFile(atPath: "\(folder)/\(tool)") {
            return URL(fileURLWithPath: "\(folder)/\(tool)")
        }
        throw TestFailure("\(tool) is not installed (scripts/test.sh installs it)")
    }
}
