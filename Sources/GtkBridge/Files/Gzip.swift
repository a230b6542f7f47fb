import CGtk

/// gzip compression through GIO's zlib converter (GTK's own dependency: nothing more to install), for the
/// bug-report bundle's `.tar.gz`.
///
/// ```swift
/// let packed = Gzip.compress(archive.bytes)   // nil only if zlib fails
/// ```
public enum Gzip {
    /// `bytes` as a gzip stream (what `gzip -d` and `tar -xzf` read); nil if the converter fails.
    public static func compress(_ bytes: [UInt8]) -> [UInt8]? {
        guard let compressor = g_zlib_compressor_new(G_ZLIB_COMPRESSOR_FORMAT_GZIP, 6) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(compressor)) }
        let converter = compressor
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        var offset = 0
        while true {
            var read: gsize = 0, written: gsize = 0
            var error: UnsafeMutablePointer<GError>?
            let result = bytes.withUnsafeBufferPointer { input in
                chunk.withUnsafeMutableBufferPointer { out in
                    g_converter_convert(
                        converter, input.baseAddress.map { UnsafeRawPointer($0 + offset) }, gsize(input.count - offset),
                        out.baseAddress, gsize(out.count), G_CONVERTER_INPUT_AT_END, &read, &written, &error)
                }
            }
            if let error {
                g_error_free(error)
                return nil
            }
            offset += Int(read)
            output += chunk.prefix(Int(written))
            if result == G_CONVERTER_FINISHED { return output }
            if result == G_CONVERTER_ERROR || (read == 0 && written == 0) { return nil }
        }
    }
}
