import Foundation

/// A screen color, 0–255 per channel.
public struct RGB: Equatable, CustomStringConvertible {
    public var red, green, blue: Int

    /// From `#rrggbb`.
    public init?(hex: String) {
        guard hex.count == 7, hex.hasPrefix("#"), let value = Int(hex.dropFirst(), radix: 16) else { return nil }
        red = value >> 16 & 0xff
        green = value >> 8 & 0xff
        blue = value & 0xff
    }

    public init(red: Int, green: Int, blue: Int) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Whether every channel is within `tolerance` of the other's.
    public func isClose(to other: RGB, tolerance: Int = 3) -> Bool {
        abs(red - other.red) <= tolerance && abs(green - other.green) <= tolerance
            && abs(blue - other.blue) <= tolerance
    }

    public var description: String { String(format: "#%02x%02x%02x", red, green, blue) }
}
