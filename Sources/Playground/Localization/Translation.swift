import CIntl
import TouchKit

/// The window's words in the user's language, through gettext (the `touch-playground` domain, catalogues in
/// `po/`). Only the window is translated: `replay`, `--state` and the log stay in English for scripts and
/// tests, because nothing but the window binds the catalogues.
///
/// ```swift
/// Translation.start(localeDirectory: "/usr/share/locale")   // once, in the window's process
/// label.text = tr("Help")                                    // "Aide" under LANGUAGE=fr
/// tr("Tap {count} times", ["count": "2"])
/// ```
public enum Translation {
    /// The gettext domain: the `.mo` files are `LANG/LC_MESSAGES/touch-playground.mo`.
    public static let domain = "touch-playground"

    /// Takes the language from the environment (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`) and the
    /// catalogues from `localeDirectory`.
    public static func start(localeDirectory: String) {
        setlocale(LC_ALL, "")
        tp_bindtextdomain(domain, localeDirectory)
    }

    /// The user's decimal separator ("," in French) once ``start(localeDirectory:)`` took the locale from the
    /// environment; "." before (the C locale), so `replay` and the state files read the same everywhere.
    public static var decimalSeparator: String {
        guard let convention = localeconv(), let point = convention.pointee.decimal_point else { return "." }
        return String(cString: point)
    }
}

/// `text` in the user's language, or as it is when there is no translation. `text` is a string literal
/// that `po/update-template.sh` extracts (xgettext, keyword `tr`); never build it from pieces.
public func tr(_ text: String) -> String {
    // gettext hands back its argument when it has no translation: compare inside the call, while that
    // temporary C string still exists, and copy only a translation (which lives in the mapped catalogue).
    text.withCString { msgid in
        guard let translated = tp_dgettext(Translation.domain, msgid), translated != msgid else { return text }
        return String(cString: translated)
    }
}

/// A recognizer's reason in the user's language: its words translated (the templates are listed in
/// ``ReasonTemplates``), its numbers put back.
public func tr(_ reason: Reason) -> String {
    reason.filled(into: tr(reason.template))
}

/// `text` translated, then each `{name}` replaced by its value, so translators can move the values within
/// the sentence.
public func tr(_ text: String, _ values: KeyValuePairs<String, String>) -> String {
    Translation.fill(tr(text), values)
}

/// `singular` or `plural` for `count` in the user's language (its own plural rule: French says "1 doigt",
/// "0 doigt"), then each `{name}` replaced; `{count}` is the count itself.
public func trn(_ singular: String, _ plural: String, _ count: Int, _ values: KeyValuePairs<String, String> = [:])
    -> String
{
    let chosen = singular.withCString { one in
        plural.withCString { many in
            let result = tp_dngettext(Translation.domain, one, many, UInt(max(0, count)))
            guard let result, result != one, result != many else { return count == 1 ? singular : plural }
            return String(cString: result)
        }
    }
    return Translation.fill(chosen, values, count: String(count))
}

/// Marks a literal for translation where it is defined (a catalogue's titles) without translating it there;
/// the place that shows it calls `tr` on it.
public func translatable(_ text: String) -> String { text }
