extension WindowStatus {
    /// The exploded view: the canvas's views pulled apart by level, and the last touch's rays through them.
    public struct Exploded: Codable, Sendable {
        /// Whether it is switched on (the header's toggle, F12).
        public var on = false
        /// How far it is spread: 0 flat, 1 fully apart (between while it animates).
        public var progress = 0.0
        /// The turn about the vertical and the horizontal axis, in degrees.
        public var yaw = 0.0, pitch = 0.0
        /// How many slabs (nesting levels) it draws.
        public var slabs = 0
        /// Each slab's transform from window points to canvas points, `[a, b, c, d, tx, ty]` (a point
        /// `(x, y)` lands at `(a·x + c·y + tx, b·x + d·y + ty)`), the window's own slab first.
        public var slabTransforms: [[Double]] = []
        /// The rays drawn, oldest first.
        public var rays: [Ray] = []

        /// One hit test drawn as a ray.
        public struct Ray: Codable, Sendable {
            /// Where the touch landed, in window points `[x, y]`.
            public var point: [Double] = []
            /// The views the ray met, in visiting order, as `view: verdict` with the log's verdicts
            /// (`B: hit`, `A: behind`), each with its slab.
            public var marks: [String] = []
            /// Each mark's slab (nesting level), in the same order.
            public var depths: [Int] = []

            /// An empty ray.
            public init() {}
        }

        /// Switched off.
        public init() {}
    }
}
