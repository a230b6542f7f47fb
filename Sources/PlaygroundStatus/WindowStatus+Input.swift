extension WindowStatus {
    /// The thresholds in force: the profile's, on this desktop, with a lesson's own.
    public struct Thresholds: Codable, Sendable {
        /// The gesture profile (`uikit`, `gtk`...).
        public var profile = ""
        /// A finger's double tap: the most seconds between taps.
        public var doubleTapTime = 0.0
        /// A finger's double tap: the most points between taps.
        public var doubleTapDistance = 0.0
        /// A finger's long press, in seconds.
        public var longPressTime = 0.0
        /// The panel's lines: a finger's thresholds and the mouse's, with where each comes from.
        public var text: [String] = []
        /// The mouse's thresholds (the desktop's double-click settings).
        public var pointer = Pointer()

        /// No thresholds yet.
        public init() {}

        /// The mouse's thresholds.
        public struct Pointer: Codable, Sendable {
            /// The most seconds between clicks of a double click.
            public var doubleClickTime = 0.0
            /// The most points between clicks of a double click.
            public var doubleClickDistance = 0.0
            /// A long press with the mouse, in seconds.
            public var longPressTime = 0.0

            /// No thresholds yet.
            public init() {}
        }
    }

    /// How the mouse gets its second finger.
    public struct SecondFinger: Codable, Sendable {
        /// The key held for it: `alt` or `super`.
        public var key = "alt"
        /// Whether every drag has it, no key held (F7).
        public var always = false
        /// Where the pinned second finger waits (Alt+Ctrl+click), `[x, y]` in canvas points; nil when none.
        public var pinned: [Double]?
        /// The mouse's fingers down now: 0, 1, or 2 with the second finger.
        public var fingersDown = 0

        /// Alt, held.
        public init() {}
    }

    /// The GSK renderer drawing the window, and why it is that one.
    public struct Renderer: Codable, Sendable {
        /// `cairo`, `gl`, `ngl`... (nil before the window is realized).
        public var name: String?
        /// `environment` (GSK_RENDERER), `software-gl`, `hardware-gl` or `no-gl`.
        public var reason: String?
        /// GL's own name for its implementation, when it was asked.
        public var gl: String?

        /// Not known yet.
        public init() {}

        /// Every key, null for what is not known.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(reason, forKey: .reason)
            try container.encode(gl, forKey: .gl)
        }
    }

    /// Decoded photos' memory, in bytes.
    public struct PhotoMemory: Codable, Sendable {
        /// Bytes the decoded photos hold.
        public var used = 0
        /// Bytes they may hold before the least recently drawn are dropped.
        public var limit = 0
        /// Photos dropped to stay under the limit.
        public var evictions = 0

        /// None used.
        public init() {}
    }

    /// A photo decoded off the main thread, and how many frames and inputs the window handled meanwhile
    /// (showing it kept drawing and answering while the photo decoded).
    public struct DecodedPhoto: Codable, Sendable {
        /// The file's name, without its folder.
        public var file = ""
        /// Its size as decoded, `[width, height]` in pixels.
        public var size: [Int] = [0, 0]
        /// Frames drawn before it was ready.
        public var framesBefore = 0
        /// Input events handled before it was ready.
        public var inputsBefore = 0

        /// A photo of that file, decoded at that size, ready after those frames and inputs.
        public init(file: String, size: [Int], framesBefore: Int, inputsBefore: Int) {
            (self.file, self.size, self.framesBefore, self.inputsBefore) = (file, size, framesBefore, inputsBefore)
        }
    }
}
