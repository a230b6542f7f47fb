extension WindowStatus {
    /// A rectangle in window points, written as `[x, y, width, height]` (short, and how the docs show it).
    ///
    /// ```swift
    /// let canvas = WindowStatus.Frame(x: 220, y: 47, width: 800, height: 600)
    /// canvas.center  // (620, 347)
    /// ```
    public struct Frame: Codable, Equatable, Sendable, CustomStringConvertible {
        /// The left edge, in points.
        public var x: Double
        /// The top edge, in points.
        public var y: Double
        /// The width, in points.
        public var width: Double
        /// The height, in points.
        public var height: Double

        /// A rectangle from its corner and size, in points.
        public init(x: Double = 0, y: Double = 0, width: Double = 0, height: Double = 0) {
            (self.x, self.y, self.width, self.height) = (x, y, width, height)
        }

        public init(from decoder: any Decoder) throws {
            let values = try [Double](from: decoder)
            guard values.count == 4 else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: decoder.codingPath, debugDescription: "not [x, y, width, height]"))
            }
            self.init(x: values[0], y: values[1], width: values[2], height: values[3])
        }

        public func encode(to encoder: any Encoder) throws {
            try [x, y, width, height].encode(to: encoder)
        }

        /// The middle of the rectangle, in points.
        public var center: (x: Double, y: Double) { (x + width / 2, y + height / 2) }
        /// The right edge, in points.
        public var maxX: Double { x + width }
        /// The bottom edge, in points.
        public var maxY: Double { y + height }
        /// `[x, y, width, height]`, as in the file.
        public var description: String { "[\(x), \(y), \(width), \(height)]" }
    }
}
