/// Cairo's ARGB32 pixel: one native-endian 32-bit word, alpha on top, colors premultiplied by alpha.
enum ARGB32 {
    /// Packs straight-alpha components (0…255 each) into a premultiplied pixel.
    @inline(__always)
    static func pack(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) -> UInt32 {
        let a = UInt32(alpha)
        func premultiplied(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
        return a << 24 | premultiplied(red) << 16 | premultiplied(green) << 8 | premultiplied(blue)
    }
}
