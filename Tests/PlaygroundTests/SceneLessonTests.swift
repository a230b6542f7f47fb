import Foundation
import Playground
import TestSupport
import Testing
import TouchKit

/// Every sample lesson in `data/scenes`, replayed headless with its sample trace, does what its description
/// tells the class: the view hit, the responders in order, the recognizers' states.
@Suite("Sample lessons")
struct SceneLessonTests {
    /// Replays lesson `name` with its trace from `data/scenes/traces`.
    private func run(_ name: String) throws -> SceneHarness {
        let harness = try SceneHarness(sceneFile: name)
        try harness.replay(file: "data/scenes/traces/\(name).json")
        return harness
    }

    @Test("hidden views and views with alpha below 0.01 are not hit; alpha 0.3 is")
    func hiddenAndTransparent() throws {
        let h = try run("hidden-and-transparent")
        #expect(h.log.hitViews == ["back", "back", "faint"])
        // `back` and `faint` recolor and keep the touch: nothing above them hears it.
        #expect(h.log.responders(.began) == ["back", "back", "faint"])
    }

    @Test("a parent with interaction off: its button is never reached, the root is hit")
    func interactionDisabledParent() throws {
        let h = try run("interaction-disabled-parent")
        #expect(h.log.hitViews == ["open-button", "root"])
        #expect(h.log.hitPaths[1] == ["window", "root"])
        #expect(
            h.log.responders(.began, touch: 0) == [
                "open-button", "open-panel", "root", "controller", "window", "application",
            ])
        #expect(!h.log.responders(.began).contains("locked-button"))
    }

    @Test("a child's part outside its parent is not hit, with or without clipping")
    func outOfBoundsSubview() throws {
        let h = try run("out-of-bounds-subview")
        #expect(h.log.hitViews == ["child", "root", "clipped-child", "root"])
        #expect(h.log.responders(.began, touch: 0).prefix(3) == ["child", "parent", "root"])
    }

    @Test("single-tap waits for double-tap to fail; a double tap makes single-tap fail")
    func tapVersusDoubleTap() throws {
        let h = try run("tap-vs-double-tap")
        #expect(h.log.waits.contains { $0.name == "single-tap" && $0.waitingFor == ["double-tap"] })
        let states = h.log.states(excluding: [.possible])
        #expect(
            states == [
                "double-tap failed", "single-tap ended", "double-tap ended", "single-tap failed",
            ])
        // Single-tap recognizes only after the double-tap time, not when the finger lifts at 0.08 s.
        let singleTap = try #require(h.log.entries.first { $0.record.isState("single-tap", .ended) })
        #expect(abs(singleTap.time - 0.43) < 1e-9)
        #expect(h.log.reasons(of: "single-tap") == ["double-tap recognized, and this one waited for it to fail"])
    }

    @Test("delaysTouchesBegan: the view hears nothing of a quick tap, and a held finger late")
    func delaysTouchesBegan() throws {
        let h = try run("delays-touches-began")
        #expect(h.log.hitViews == ["prompt", "delayed", "delayed"])
        let delivered = h.log.entries.compactMap { entry -> String? in
            guard case .touches(let phase, let responder, _) = entry.record else { return nil }
            return "\(entry.time) \(phase) \(responder)"
        }
        #expect(delivered == ["0.0 began prompt", "0.08 cancelled prompt", "2.75 began delayed", "3.2 ended delayed"])
        #expect(h.log.reasons(of: "delayed-tap") == ["held longer than 0.75 s"])
    }

    @Test("cancelsTouchesInView: the left card's touches are cancelled, the right card keeps and ends its own")
    func cancelsTouchesInView() throws {
        let h = try run("cancels-touches-in-view")
        let phases = { (view: String) in
            h.log.entries.compactMap { entry -> TouchPhase? in
                guard case .touches(let phase, let responder, _) = entry.record, responder == view else { return nil }
                return phase
            }
        }
        #expect(phases("cancels") == [.began, .moved, .cancelled])
        let kept = phases("keeps")
        #expect(kept.first == .began && kept.last == .ended && !kept.contains(.cancelled))
        #expect(kept.filter { $0 == .moved }.count == 30)
        // Both cards moved with their pans.
        #expect(abs(try #require(h.view("cancels")).center.x - 330) < 1e-6)
        #expect(abs(try #require(h.view("keeps")).center.x - 450) < 1e-6)
    }

    @Test("pinch and rotation together on the left; apart, rotation fails and the square only scales")
    func simultaneousPinchRotation() throws {
        let h = try run("simultaneous-pinch-rotation")
        let states = h.log.states(excluding: [.possible, .changed])
        #expect(
            states == [
                "pinch-together began", "rotation-together began", "pinch-together ended", "rotation-together ended",
                "pinch-apart began", "rotation-apart failed", "pinch-apart ended",
            ])
        let together = try #require(h.view("together")).transform
        let apart = try #require(h.view("apart")).transform
        #expect(abs(together.scaleX - 1.8) < 1e-4)
        #expect(abs(together.rotationAngle - 0.8) < 0.08)  // the turn before rotation began is not applied
        #expect(abs(apart.scaleX - 1.8) < 1e-4)
        #expect(apart.rotationAngle == 0)
    }

    @Test("a turned view is hit inside its turned bounds, not its frame; a scaled one over its enlarged area")
    func rotatedView() throws {
        let h = try run("rotated-view")
        #expect(h.log.hitViews == ["root", "diamond", "scaled"])
        let diamond = try #require(h.view("diamond"))
        // The corner tapped is inside the diamond's frame (the box around it), yet missed it...
        #expect(diamond.frame.contains(Point(x: 195, y: 195)))
        // ...and the tip tapped is outside where the square was before it turned, yet hit it.
        #expect(!Rect(x: 180, y: 180, width: 240, height: 240).contains(Point(x: 300, y: 145)))
    }

    @Test("every scene file in data/scenes reads, has a description to read aloud and a sample trace")
    func everyLessonHasADescriptionAndATrace() throws {
        let folder = PackageRoot.path + "/data/scenes"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }
            .sorted()
        #expect(names.count >= 10)
        for name in names {
            let bytes = Array(try String(contentsOfFile: folder + "/" + name, encoding: .utf8).utf8)
            let document = try SceneDocument(bytes: bytes, defaultName: String(name.dropLast(5)))
            #expect(document.description.split(separator: " ").count >= 40, "\(name): a paragraph to read aloud")
            #expect(document.title != document.name, "\(name) has a title")
            let isSeed = ["touch-views.json", "image-viewer.json"].contains(name)
            #expect(isSeed || FileManager.default.fileExists(atPath: folder + "/traces/" + name), "\(name) has a trace")
        }
    }
}

extension EventLog {
    /// The view each touch hit, in order.
    var hitViews: [String?] {
        entries.compactMap { if case .hitTest(_, _, _, let view, _, _) = $0.record { view } else { nil } }
    }

    /// The hit-test path of each touch, in order.
    var hitPaths: [[String]] {
        entries.compactMap { if case .hitTest(_, _, _, _, let path, _) = $0.record { path } else { nil } }
    }

    /// The responders that heard `phase`, in order (of the `touch`-th touch only, when given).
    func responders(_ phase: TouchPhase, touch: Int? = nil) -> [String] {
        var seen = -1, result: [String] = []
        for entry in entries {
            if case .hitTest = entry.record { seen += 1 }
            guard case .touches(phase, let responder, _) = entry.record, touch == nil || touch == seen else { continue }
            result.append(responder)
        }
        return result
    }

    /// "name state" for every recognizer state change, leaving out `excluded` states.
    func states(excluding excluded: Set<GestureRecognizerState>) -> [String] {
        entries.compactMap { entry in
            guard case .recognizer(let name, _, let state, _) = entry.record, !excluded.contains(state) else {
                return nil
            }
            return "\(name) \(state)"
        }
    }

    /// The reasons given when `recognizer` failed.
    func reasons(of recognizer: String) -> [String] {
        entries.compactMap { entry in
            guard case .recognizer(recognizer, _, .failed, let reason?) = entry.record else { return nil }
            return reason.description
        }
    }

    /// Every time a recognizer waited, and for which.
    var waits: [(name: String, waitingFor: [String])] {
        entries.compactMap { if case .waiting(let name, _, let others) = $0.record { (name, others) } else { nil } }
    }
}

extension EventRecord {
    /// True for the state change of `name` to `state`.
    func isState(_ name: String, _ state: GestureRecognizerState) -> Bool {
        if case .recognizer(name, _, state, _) = self { true } else { false }
    }
}
