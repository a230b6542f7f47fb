import Foundation
import TestSupport
import Testing
import TraceFuzzing

/// The settings reader against the corpus's settings files and their mutations: the fuzzer's promises
/// (``HostileSettingsCheck``), checked here on every run.
@Suite("Hostile settings files")
struct SettingsFuzzTests {
    private let corpus = PackageRoot.path + "/Tests/Fuzz/corpus/"

    @Test("the corpus's settings files, and thousands of mutations of them, keep every promise")
    func mutations() throws {
        var generator = SystemRandomNumberGenerator()
        for name in ["settings.json", "settings-odd.json"] {
            let original = [UInt8](try Data(contentsOf: URL(fileURLWithPath: corpus + name)))
            #expect(HostileSettingsCheck.handles(original))
            #expect(HostileSettingsCheck.run(original).problem == nil)
            for _ in 0..<2000 {
                var bytes = original
                for _ in 0..<Int.random(in: 1...4, using: &generator) {
                    let index = Int.random(in: 0..<bytes.count, using: &generator)
                    switch Int.random(in: 0..<3, using: &generator) {
                    case 0: bytes[index] = UInt8.random(in: 0...255, using: &generator)
                    case 1: bytes.remove(at: index)
                    default: bytes.insert(Array(#"{}[],:"e9-\"#.utf8).randomElement(using: &generator)!, at: index)
                    }
                    if bytes.isEmpty { bytes = [0x7b] }
                }
                let outcome = HostileSettingsCheck.run(bytes)
                #expect(outcome.problem == nil, "\(String(decoding: bytes, as: UTF8.self)): \(outcome.problem ?? "")")
            }
        }
    }
}
