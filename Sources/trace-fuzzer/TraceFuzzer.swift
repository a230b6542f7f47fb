import FoundationEssentials
import Glibc
import TraceFuzzing

/// The libFuzzer entry point: every input is a case for ``HostileTraceCheck`` (or ``HostileSceneCheck`` for a
/// scene file, ``HostileSettingsCheck`` for a settings file, ``HostileRecordingCheck`` and then
/// ``HostileHealthCheck`` for a device recording); a broken promise stops the fuzzer with the input saved,
/// as a trap would.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    if let problem = FuzzData.check(bytes).problem { fatalError(problem) }
    return 0
}

/// Where the photos come from: `TOUCH_PLAYGROUND_DATA` (the repository's `data` folder), else `./data`.
enum FuzzData {
    static let root = ProcessInfo.processInfo.environment["TOUCH_PLAYGROUND_DATA"] ?? "data"
    static let images = root + "/images"
    static let stickers = root + "/stickers"

    /// Bytes that name the scene format are read as a scene file, bytes that name a setting as a settings
    /// file, others as a trace: mutations of each corpus stay on their own reader, and a mutation that changes
    /// the name crosses over.
    static func check(_ bytes: [UInt8]) -> HostileTraceCheck.Outcome {
        if HostileSceneCheck.handles(bytes) { return HostileSceneCheck.run(bytes, images: images, stickers: stickers) }
        if HostileSettingsCheck.handles(bytes) { return HostileSettingsCheck.run(bytes) }
        if HostileRecordingCheck.handles(bytes) {
            // Converted as `convert` does, then judged as `health` does.
            let converted = HostileRecordingCheck.run(bytes)
            return converted.problem != nil ? converted : HostileHealthCheck.run(bytes)
        }
        return HostileTraceCheck.run(bytes, images: images, stickers: stickers)
    }
}

#if FUZZING
    /// libFuzzer's driver (from `-sanitize=fuzzer`), which SwiftPM's renamed `main` must start itself.
    @_silgen_name("LLVMFuzzerRunDriver")
    private func runFuzzerDriver(
        _ argc: UnsafeMutablePointer<Int32>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
    ) -> Int32
#endif

/// With libFuzzer (`scripts/fuzz.sh`), starts the fuzzer with its usual options. Without it (a plain
/// `swift build`), runs the cases it is given as files, so the corpus can be replayed anywhere:
/// `trace-fuzzer Tests/Fuzz/corpus/*`.
@main
enum TraceFuzzerMain {
    static func main() {
        #if FUZZING
            var argc = CommandLine.argc
            var argv = CommandLine.unsafeArgv
            exit(runFuzzerDriver(&argc, &argv) { data, size in fuzzOneInput(data, size) })
        #else
            var failures = 0
            for path in CommandLine.arguments.dropFirst() {
                guard let data = FileManager.default.contents(atPath: path) else {
                    print("\(path): cannot read")
                    failures += 1
                    continue
                }
                if let problem = FuzzData.check([UInt8](data)).problem {
                    print("\(path): \(problem)")
                    failures += 1
                }
            }
            exit(failures == 0 ? 0 : 1)
        #endif
    }
}
