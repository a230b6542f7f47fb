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
