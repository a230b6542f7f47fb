import Playground
import Testing
import TouchKit

@Suite("One mouse pans, pinches and rotates at once with the pinned finger")
struct PinnedFingerLessonTests {
    /// The states each recognizer of the image-viewer lesson went through, by name.
    private func states(_ h: SceneHarness) -> [String: [GestureRecognizerState]] {
        var states: [String: [GestureRecognizerState]] = [:]
        for entry in h.log.entries {
            if case .recognizer(let name, _, let state, _) = entry.record { states[name, default: []].append(state) }
        }
        return states
    }

    @Test("a pin on the photo and an Alt drag elsewhere on it: pan, pinch and rotation are all recognized together")
    func panPinchRotateTogether() throws {
        let h = try SceneHarness(sceneFile: "image-viewer")
        let photo = try #require(h.view("photo"))
        let center = photo.convert(photo.bounds.center, to: nil)
        let pin = center + Point(x: -80, y: 0)
        let start = center + Point(x: 80, y: 0)
        let before = h.host.scene.stateJSON()
        h.play {
            $0.add(.pointer(phase: .down, button: 1, location: pin, modifiers: [.alt, .ctrl]))
            $0.add(.pointer(phase: .up, button: 1, location: pin, modifiers: [.alt, .ctrl]))
            $0.wait(0.3)
            $0.add(.pointer(phase: .down, button: 1, location: start, modifiers: .alt))
            // Out and round: the fingers' middle moves, they spread, and their line turns, all at once.
            for step in 1...20 {
                $0.wait(0.016)
                let t = Double(step) / 20
                let location = start + Point(x: 60 * t, y: 90 * t)
                $0.add(.pointer(phase: .motion, button: 1, location: location, modifiers: .alt))
            }
            $0.add(.pointer(phase: .up, button: 1, location: start + Point(x: 60, y: 90), modifiers: .alt))
        }
        let seen = states(h)
        for name in ["pan", "pinch", "rotation"] {
            #expect(seen[name]?.contains(.began) == true, "\(name): \(seen[name] ?? [])")
            #expect(seen[name]?.contains(.failed) != true, "\(name): \(seen[name] ?? [])")
        }
        // All three were in progress at one moment: each began before any of them ended.
        let entries = h.log.entries.enumerated().compactMap { index, entry -> (Int, String, GestureRecognizerState)? in
            guard case .recognizer(let name, _, let state, _) = entry.record else { return nil }
            return (index, name, state)
        }
        let lastBegan = try #require(
            entries.filter { $0.2 == .began && ["pan", "pinch", "rotation"].contains($0.1) }.map(\.0).max())
        let firstEnded = try #require(entries.filter { $0.2 == .ended }.map(\.0).min())
        #expect(lastBegan < firstEnded)
        #expect(h.host.scene.stateJSON() != before)  // the photo moved, grew and turned
    }
}
