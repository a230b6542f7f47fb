import Foundation
import TestSupport
import Testing

/// With no GPU, GL is rendered on the CPU (Mesa's llvmpipe under Xvfb here) and GTK 4.8's GL renderer
/// costs ten times cairo's CPU a frame: the window draws with cairo there, unless GSK_RENDERER says otherwise.
/// With no GPU device at all (this machine), that is known before GTK starts, which then starts without GL.
@Suite("The renderer on a machine without a GPU", .serialized)
struct RendererChoiceTests {
    @Test("with GSK_RENDERER unset, software GL makes the window draw with cairo")
    func softwareGLMeansCairo() throws {
        let app = try RunningApp(["--scene", "image-viewer"], environment: ["GSK_RENDERER": ""])
        try Wait.until("the window to say which renderer draws it") { try app.appStatus().renderer.name != nil }
        let renderer = try app.appStatus().renderer
        #expect(renderer.name == "cairo")
        let gpu = ["/dev/dri", "/dev/nvidia0"].contains { FileManager.default.fileExists(atPath: $0) }
        if !gpu {
            // No GPU device at all: cairo is chosen before GTK starts, and GL is never asked.
            #expect(renderer.reason == "no-gpu")
            #expect(renderer.gl == nil)
        } else if let gl = renderer.gl {
            // GL was there to ask: on this display it is a software one, and that chose cairo.
            #expect(renderer.reason == "software-gl", "GL is \(gl)")
            #expect(gl.lowercased().contains("llvmpipe") || gl.lowercased().contains("softpipe"), "GL is \(gl)")
        } else {
            #expect(renderer.reason == "no-gl")  // GTK falls back to cairo by itself
        }
        // And it draws: a drag moves the photo.
        let before = try app.view("photo").frame
        let (x, y) = try app.center(of: "photo")
        try app.drag(from: (x, y), to: (x + 40, y + 30))
        try Wait.until("the photo to follow the drag") { abs(try app.view("photo").frame[0] - before[0] - 40) < 3 }
    }

    @Test("a renderer named in GSK_RENDERER wins")
    func environmentWins() throws {
        let app = try RunningApp(["--scene", "image-viewer"], environment: ["GSK_RENDERER": "cairo"])
        try Wait.until("the window to say which renderer draws it") { try app.appStatus().renderer.name != nil }
        let renderer = try app.appStatus().renderer
        #expect(renderer.reason == "environment")
        #expect(renderer.gl == nil, "GL was probed although the user chose the renderer")
        #expect(renderer.name == "cairo")
    }
}
