import CGtk

/// A month calendar to pick a day (`GtkCalendar`), as UIKit's `UIDatePicker` in date mode,
/// target-action style.
///
/// ```swift
/// let due = DatePicker()
/// due.addTarget { picker in print(picker.date) }
/// ```
@MainActor
public final class DatePicker: Widget {
    /// A calendar day.
    public struct Day: Equatable, Sendable {
        /// The year, such as 2026.
        public var year: Int
        /// The month, 1…12.
        public var month: Int
        /// The day of the month, 1…31.
        public var day: Int

        /// Creates a day.
        public init(year: Int, month: Int, day: Int) {
            self.year = year
            self.month = month
            self.day = day
        }
    }

    private var calendar: OpaquePointer { OpaquePointer(object) }

    /// Creates a calendar showing today.
    public init() {
        super.init(taking: gtk_calendar_new())
    }

    /// The chosen day; setting it shows that day's month and calls the targets.
    public var date: Day {
        get {
            let dateTime = gtk_calendar_get_date(calendar)
            defer { g_date_time_unref(dateTime) }
            return Day(
                year: Int(g_date_time_get_year(dateTime)), month: Int(g_date_time_get_month(dateTime)),
                day: Int(g_date_time_get_day_of_month(dateTime)))
        }
        set {
            guard
                let dateTime = g_date_time_new_local(
                    Int32(newValue.year), Int32(newValue.month), Int32(newValue.day), 12, 0, 0)
            else {
                return
            }
            gtk_calendar_select_day(calendar, dateTime)
            g_date_time_unref(dateTime)
        }
    }

    /// Runs `action` after a day is chosen.
    public func addTarget(_ action: @escaping @MainActor (DatePicker) -> Void) {
        Signal.connect(object, .daySelected) { [weak self] in if let self { action(self) } }
    }
}
