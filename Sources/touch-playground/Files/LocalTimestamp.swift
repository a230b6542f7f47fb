import FoundationEssentials
import Glibc

/// A moment as the date and time on the wall clock here, for file names that sort in time
/// (`2026-11-24-101502`): recordings, drawings.
enum LocalTimestamp {
    /// `date` in the local time zone, `yyyy-MM-dd-HHmmss`, with Western digits whatever the locale.
    static func text(for date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil else { return "0000-00-00-000000" }
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))-"
            + "\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec))"
    }
}
