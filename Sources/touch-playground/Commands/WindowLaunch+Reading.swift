extension WindowLaunch {
    /// Reads the usual window launch (`touch-playground [open] [--scene NAME] [--seed N] …`) straight from
    /// `arguments` (without the program's name); nil for anything else, which ArgumentParser reads.
    ///
    /// Why: ArgumentParser builds its picture of every option by reflection, which costs a tenth of the
    /// app's start-up instructions before the window can begin to open (11 M of the Swift runtime's type
    /// and conformance look-ups in a static binary). This reader takes only command lines whose meaning is
    /// beyond doubt: each of `open`'s options at most once, as `--name value` or `--name=value` with a value
    /// that does not begin with `-`, a seed of digits, and not both `--scene` and `--scene-file`. Anything
    /// else — help, a subcommand, a mistake, a short option, `--` — goes to the parser, which says what is
    /// wrong exactly as before. `WindowLaunchReadingTests` checks both readers agree, and that every
    /// option `open` declares is read here.
    ///
    /// ```swift
    /// WindowLaunch.read(["--scene", "gestures", "--seed", "7"])  // scene "gestures", seed 7
    /// WindowLaunch.read(["replay", "tap.json"])                  // nil: the parser's
    /// ```
    static func read(_ arguments: [String]) -> WindowLaunch? {
        var launch = WindowLaunch()
        var seen: Set<String> = []
        var rest = arguments[...]
        if rest.first == "open" { rest = rest.dropFirst() }
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("--"), argument.count > 2 else { return nil }
            let name: String
            var value: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[argument.index(argument.startIndex, offsetBy: 2)..<equals])
                value = String(argument[argument.index(after: equals)...])
            } else {
                name = String(argument.dropFirst(2))
            }
            guard seen.insert(name).inserted else { return nil }
            if name == "touch-feedback" {
                guard value == nil else { return nil }
                launch.touchFeedback = true
                continue
            }
            if value == nil { value = rest.popFirst() }
            guard let value, !value.isEmpty, !value.hasPrefix("-"), launch.set(name, to: value) else { return nil }
        }
        return launch.scene != nil && launch.sceneFile != nil ? nil : launch
    }

    /// Sets the option `name` (without its dashes) to `value`; false for a name `open` does not take or
    /// a seed that is not a number.
    private mutating func set(_ name: String, to value: String) -> Bool {
        switch name {
        case "scene": scene = value
        case "scene-file": sceneFile = value
        case "images": images = value
        case "play": play = value
        case "state-on-exit": stateOnExit = value
        case "log": log = value
        case "status-file": statusFile = value
        case "seed":
            guard value.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }), let number = UInt64(value) else { return false }
            seed = number
        default: return false
        }
        return true
    }
}
