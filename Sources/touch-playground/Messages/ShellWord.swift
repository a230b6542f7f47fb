/// A word as a shell reads it back: a path with spaces or quotes in a command a message suggests still
/// runs when pasted.
///
/// ```swift
/// ShellWord.quoted("my lessons/tap.json")  // 'my lessons/tap.json'
/// ShellWord.quoted("tap.json")             // tap.json
/// ```
enum ShellWord {
    /// `word` as is when the shell would read it unchanged, else in single quotes (a single quote inside
    /// written as `'\''`).
    static func quoted(_ word: String) -> String {
        let plain =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy { scalar in
                scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || "-_./+:,=@%".unicodeScalars.contains(scalar)
            }
        return plain
            ? word : "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
