import CGtk
import Glibc

/// Asks the accessibility bus whether it answers, as GTK is about to, but with a time limit: its address
/// from the session bus (`org.a11y.Bus.GetAddress`), then the first step of a D-Bus client's
/// authentication on its socket. Used by ``AccessibilityBusWatch`` on a thread of its own.
///
/// ```swift
/// if let address = AccessibilityBusProbe.address(within: 5) {
///     AccessibilityBusProbe.answers(address, within: 5)   // false: a daemon that accepts and stays silent
/// }
/// ```
enum AccessibilityBusProbe {
    /// The accessibility bus's address, or nil when there is no session bus or no accessibility bus
    /// (GTK then goes without one at once, and there is nothing to watch).
    static func address(within seconds: Double) -> String? {
        guard let connection = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, nil) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(connection)) }
        guard
            let reply = g_dbus_connection_call_sync(
                connection, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", nil, nil,
                G_DBUS_CALL_FLAGS_NO_AUTO_START, Int32(seconds * 1000), nil, nil)
        else { return nil }
        defer { g_variant_unref(reply) }
        guard g_variant_n_children(reply) == 1, let child = g_variant_get_child_value(reply, 0) else { return nil }
        defer { g_variant_unref(child) }
        guard let text = g_variant_get_string(child, nil) else { return nil }
        let address = String(cString: text)
        return address.isEmpty ? nil : address
    }

    /// Whether the bus at `address` (a D-Bus address, `unix:path=…` or `unix:abstract=…`) answers the
    /// first line of authentication within `seconds`; true too when it cannot be reached at all (GTK is
    /// then refused at once, and goes on without it) or the address is of a kind this does not know.
    static func answers(_ address: String, within seconds: Double) -> Bool {
        guard let (socketAddress, length) = socketAddress(of: address) else { return true }
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { return true }
        defer { close(descriptor) }
        var unixAddress = socketAddress
        let connected = withUnsafePointer(to: &unixAddress) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, length)
            }
        }
        guard connected == 0 else { return true }
        // A nul byte, then AUTH EXTERNAL with the user id in hex, as every D-Bus client begins.
        let userID = String(getuid()).utf8.map { String($0, radix: 16) }.joined()
        let hello = [UInt8(0)] + Array("AUTH EXTERNAL \(userID)\r\n".utf8)
        guard hello.withUnsafeBytes({ send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }) == hello.count
        else { return true }
        var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&waiting, 1, Int32(seconds * 1000)) != 0
    }

    /// The socket address of the first `unix:` transport in `address` (`;`-separated), with its `%xx`
    /// escapes undone, and its length (an abstract name's is exact: trailing nul bytes would be part of it).
    private static func socketAddress(of address: String) -> (sockaddr_un, socklen_t)? {
        for transport in address.split(separator: ";") where transport.hasPrefix("unix:") {
            for pair in transport.dropFirst(5).split(separator: ",") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                guard parts.count == 2, parts[0] == "path" || parts[0] == "abstract" else { continue }
                let path = unescaped(parts[1])
                var result = sockaddr_un()
                result.sun_family = sa_family_t(AF_UNIX)
                let bytes = (parts[0] == "abstract" ? [0] : []) + path
                guard bytes.count < MemoryLayout.size(ofValue: result.sun_path) else { return nil }
                withUnsafeMutableBytes(of: &result.sun_path) { buffer in
                    for (index, byte) in bytes.enumerated() { buffer[index] = byte }
                }
                return (result, socklen_t(MemoryLayout.offset(of: \sockaddr_un.sun_path)! + bytes.count))
            }
        }
        return nil
    }

    /// `value` with D-Bus's `%xx` escapes made bytes again.
    private static func unescaped(_ value: Substring) -> [UInt8] {
        var bytes: [UInt8] = []
        var rest = Array(value.utf8)[...]
        while let byte = rest.popFirst() {
            if byte == UInt8(ascii: "%"), rest.count >= 2,
                let decoded = UInt8(String(decoding: rest.prefix(2), as: UTF8.self), radix: 16)
            {
                bytes.append(decoded)
                rest = rest.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return bytes
    }
}
