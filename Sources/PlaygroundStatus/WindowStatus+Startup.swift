extension WindowStatus {
    /// One step of the launch, up to the window's first frame: where the time and the CPU went, so what
    /// start-up costs is measured step by step rather than guessed.
    public struct StartupStep: Codable, Sendable, Equatable {
        /// The step that ended here: `loaded`, `display`, `registered`, `styles`, `renderer`, `window`,
        /// `presented`, `first-frame` or `first-photo` (docs/status-file.md says what each covers).
        public var step: String
        /// Wall time from the process's start to the step's end, in milliseconds. The kernel gives the
        /// start to a clock tick (10 ms), so compare steps with each other more than with zero.
        public var wallMs: Double
        /// CPU the whole process (every thread) had used by the step's end, in milliseconds, exact.
        public var cpuMs: Double

        /// A step ended `wallMs` after the process started, with `cpuMs` of CPU used by then.
        public init(step: String, wallMs: Double, cpuMs: Double) {
            self.step = step
            self.wallMs = wallMs
            self.cpuMs = cpuMs
        }
    }
}
