import Foundation
import Playground
import TestSupport
import Testing
import TouchKit

@Suite("image-viewer scene")
struct ImageViewerSceneTests {
    @Test("it shows the first photo of data/images, fitted and centered")
    func start() throws {
        let s = try SceneHarness("image-viewer")
        #expect(s.state("image")?.stringValue == "astronaut.png")
        #expect(s.state("images")?.arrayValue?.count == 4)
        let photo = try #require(s.view("photo"))
        #expect(photo.frame == Rect(x: 160, y: 60, width: 480, height: 480))
    }

    @Test("a one-finger double tap shows the next photo; a two-finger one the previous (wrapping)")
    func doubleTaps() throws {
        let s = try SceneHarness("image-viewer")
        try s.replay(sample: "double-tap.json")
        #expect(s.state("image")?.stringValue == "chelsea.png")
        try s.replay(sample: "two-finger-double-tap.json")
        #expect(s.state("image")?.stringValue == "astronaut.png")
        try s.replay(sample: "two-finger-double-tap.json")
        #expect(s.state("image")?.stringValue == "rocket.jpg")
    }

    @Test("a single tap changes nothing")
    func singleTap() throws {
        let s = try SceneHarness("image-viewer")
        let before = s.host.scene.stateJSON()
        try s.replay(sample: "single-tap.json")
        #expect(s.host.scene.stateJSON() == before)
    }

    @Test("pan, pinch and rotation apply together, incrementally")
    func together() throws {
        let s = try SceneHarness("image-viewer")
        try s.replay(sample: "pinch-rotate-pan.json")
        let photo = try #require(s.view("photo"))
        // The sample trace keeps three decimals of each coordinate, hence the tolerance.
        #expect(abs(photo.transform.scaleX - 2) < 1e-4)
        #expect(abs(photo.transform.rotationAngle - .pi / 6) < 1e-4)
        #expect(abs(photo.center.x - 460) < 1e-3 && abs(photo.center.y - 340) < 1e-3)
        for name in ["pan", "pinch", "rotation"] {
            let began = s.log.entries.contains {
                if case .recognizer(name, "photo", .began, _) = $0.record { true } else { false }
            }
            #expect(began, "\(name) should begin")
        }
    }

    @Test("a mouse with Alt zooms; a touchpad pinch and Ctrl+wheel zoom and turn")
    func desktopInput() throws {
        let mouse = try SceneHarness("image-viewer")
        try mouse.replay(sample: "alt-drag-zoom.json")
        #expect(abs(mouse.view("photo")!.transform.scaleX - 2) < 1e-6)
        let touchpad = try SceneHarness("image-viewer")
        try touchpad.replay(sample: "touchpad-pinch-and-ctrl-wheel.json")
        let transform = touchpad.view("photo")!.transform
        #expect(abs(transform.scaleX - 1.5 * 1.1) < 1e-6)
        #expect(abs(transform.rotationAngle - 0.2) < 1e-6)
    }

    @Test("zoom stays within limits however far the fingers go")
    func zoomLimits() throws {
        let s = try SceneHarness("image-viewer")
        s.play { $0.twoFingerGesture(center: Point(x: 400, y: 300), startSpan: 400, endSpan: 1, duration: 0.3) }
        #expect(s.view("photo")!.transform.scaleX >= ImageViewerScene.scaleRange.lowerBound - 1e-9)
        s.play {
            for _ in 0..<60 {
                $0.add(.scroll(location: Point(x: 400, y: 300), dx: 0, dy: -1, modifiers: .ctrl))
                $0.wait(0.05)
            }
        }
        #expect(s.view("photo")!.transform.scaleX <= ImageViewerScene.scaleRange.upperBound + 1e-9)
    }

    @Test("a missing photo folder shows a message instead of a photo")
    func missingFolder() throws {
        let s = try SceneHarness("image-viewer", images: "/nonexistent/photos")
        #expect(s.state("image") == .null)
        #expect(s.state("problem")?.stringValue?.contains("/nonexistent/photos") == true)
        try s.replay(sample: "double-tap.json")
        var list = DisplayList()
        s.view("photo")!.draw(into: &list)
        #expect(
            list.commands.contains {
                if case .text(let text, _, _) = $0 { text.contains("does not exist") } else { false }
            })
    }

    @Test("a damaged photo is named with its problem, and the others still show")
    func damagedPhoto() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tp-photos-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("not a png".utf8).write(to: folder.appendingPathComponent("a-broken.png"))
        try FileManager.default.copyItem(
            atPath: PackageRoot.path + "/data/images/chelsea.png", toPath: folder.appendingPathComponent("b.png").path)
        let s = try SceneHarness("image-viewer", images: folder.path)
        #expect(s.state("image")?.stringValue == "a-broken.png")
        #expect(
            s.state("problem")?.stringValue?.hasSuffix("a-broken.png: is not a PNG or JPEG image, or is damaged")
                == true)
        try s.replay(sample: "double-tap.json")
        #expect(s.state("image")?.stringValue == "b.png")
        #expect(s.state("problem") == .null)
    }
}
