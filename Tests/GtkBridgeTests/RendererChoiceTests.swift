import Foundation
import GtkBridge
import Testing

/// Which GL implementations count as rendering on the CPU (the window then draws with cairo).
@Suite("Software GL")
struct SoftwareGLTests {
    @Test(
        "Mesa's CPU renderers are software",
        arguments: [
            "llvmpipe (LLVM 15.0.6, 256 bits)", "softpipe", "Software Rasterizer", "Mesa X11 swrast",
        ])
    func software(name: String) {
        #expect(RendererChoice.isSoftware(name))
    }

    @Test(
        "GPUs are not",
        arguments: [
            "Mesa Intel(R) UHD Graphics 620 (KBL GT2)", "AMD Radeon RX 6600 (navi23, LLVM 15.0.6, DRM 3.49)",
            "NVIDIA GeForce GTX 1060/PCIe/SSE2", "virgl (Mesa)", "Apple M1",
        ])
    func hardware(name: String) {
        #expect(!RendererChoice.isSoftware(name))
    }
}

/// What is decided before GTK starts, so GTK can start without GL when it will not be used.
@Suite("The renderer chosen before the display opens")
struct EarlyRendererChoiceTests {
    @Test("GSK_RENDERER wins; GL is started only for a renderer other than cairo")
    func environment() throws {
        let named = try #require(RendererChoice.decidedBeforeDisplay(renderer: "cairo", gpuDevices: []))
        #expect(named.reason == .environment)
        #expect(named.glRenderer == nil)
        #expect(!named.needsGL)
        let withGPU = try #require(
            RendererChoice.decidedBeforeDisplay(renderer: "ngl", gpuDevices: ["/dev/dri/renderD128"]))
        #expect(withGPU.reason == .environment)
        #expect(withGPU.needsGL)
    }

    @Test("no GPU device: cairo, and GTK starts without GL")
    func noGPU() throws {
        let choice = try #require(RendererChoice.decidedBeforeDisplay(renderer: nil, gpuDevices: []))
        #expect(choice.reason == .noGPU)
        #expect(!choice.needsGL)
        #expect(RendererChoice.decidedBeforeDisplay(renderer: "", gpuDevices: [])?.reason == .noGPU)
    }

    @Test("a GPU device: GL is asked once the display is open")
    func gpu() {
        #expect(RendererChoice.decidedBeforeDisplay(renderer: nil, gpuDevices: ["/dev/dri/card0"]) == nil)
    }

    @Test("GPU devices are DRM's render nodes and cards and NVIDIA's devices, nothing else")
    func devices() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gpu-devices-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("dri"), withIntermediateDirectories: true)
        #expect(RendererChoice.gpuDevices(in: folder.path).isEmpty)
        for name in ["dri/renderD128", "dri/card0", "dri/by-path", "nvidia0", "nvidiactl", "null", "fb0"] {
            #expect(FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: nil))
        }
        #expect(
            RendererChoice.gpuDevices(in: folder.path)
                == ["dri/card0", "dri/renderD128", "nvidia0", "nvidiactl"].map { folder.path + "/" + $0 })
        #expect(RendererChoice.gpuDevices(in: folder.path + "/missing").isEmpty)
    }
}
