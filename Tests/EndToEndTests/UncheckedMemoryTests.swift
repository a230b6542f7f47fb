import Foundation
import TestSupport
import Testing

/// The core keeps unchecked exclusivity and unretained references only where a benchmark shows they matter,
/// with the figure beside each (issue: "no unchecked memory without a reason").
@Suite("Unchecked memory, each spot with its figure")
struct UncheckedMemoryTests {
    @Test("every @exclusivity(unchecked) and unowned(unsafe) in Sources has a DispatchProfile figure beside it")
    func figuresBeside() throws {
        let architecture = try String(contentsOfFile: PackageRoot.path + "/docs/architecture.md", encoding: .utf8)
        var spots = 0
        for path in try DocumentationTests.projectFiles() where path.hasPrefix("Sources/") && path.hasSuffix(".swift") {
            let lines = try String(contentsOfFile: PackageRoot.path + "/" + path, encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let text = lines.joined(separator: "\n")
            if text.contains("@exclusivity(unchecked) ") {
                spots += 1
                #expect(text.contains("Benchmarks/Tools/DispatchProfile"), "\(path): no figure for its unchecked state")
                #expect(architecture.contains(path.replacingOccurrences(of: "Sources/", with: "")), "\(path)")
            }
            for (index, line) in lines.enumerated() where line.contains("unowned(unsafe)") {
                spots += 1
                let before = lines[max(0, index - 5)..<index].joined(separator: " ")
                #expect(before.contains("DispatchProfile") && before.contains("%"), "\(path):\(index + 1): no figure")
            }
        }
        #expect(spots > 0, "the check finds the spots it checks")
    }
}
