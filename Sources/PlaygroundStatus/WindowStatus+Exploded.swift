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
        /// The size of its words on this canvas, in points (never below the chain panel's text).
        public var wordSize = 0.0
        /// Every piece of its own words the last frame wrote (tags, the ray's words, the legend, the
        /// levels' titles), in drawing order.
        public var words: [Word] = []
        /// Views whose name tag had to go over a view's own label, having no room elsewhere.
        public var tagsOverLabels: [String] = []
        /// Views whose name (tag or own label) the ray's words cover, having found no clear place near the
        /// ray; views the words name themselves are left out.
        public var namesUnderAnswer: [String] = []
        /// Where the answer is written (the box around the latest ray's words), in window points: no toast
        /// covers it. Nil while there are none.
        public var answer: Frame?

        /// A piece of words the exploded view wrote.
        public struct Word: Codable, Sendable {
            /// What it says.
            public var text: String
            /// Its size on the canvas, in points.
            public var size: Double
            /// Whether it was drawn whole (false: cut with an ellipsis).
            public var whole: Bool

            /// A piece of words.
            public init(text: String, size: Double, whole: Bool) {
                (self.text, self.size, self.whole) = (text, size, whole)
            }
        }

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

extension WindowStatus {
    /// The chain panel's "Change a view" form: the view picked and its flags as they are on the scene.
    public struct ViewFlags: Codable, Sendable {
        /// Whether the section is open (its form made and shown).
        public var open = false
        /// The views it lists.
        public var views = 0
        /// The view picked, if any.
        public var view: String?
        /// Its flags, as UIKit names them.
        public var isHidden = false, isUserInteractionEnabled = true, clipsToBounds = false
        /// Its flags, as UIKit names them.
        public var isMultipleTouchEnabled = false, isExclusiveTouch = false
        /// Its alpha, 0…1.
        public var alpha = 1.0
        /// Which of its parts has the keyboard focus: `section` (its heading), `picker`, a flag's name or
        /// `alpha`; nil when the focus is elsewhere.
        public var focused: String?
        /// Where each control is in the window (by flag name, and `alpha` for the slider's track), while
        /// shown.
        public var controls: [String: Frame] = [:]

        /// Nothing picked.
        public init() {}
    }
}
