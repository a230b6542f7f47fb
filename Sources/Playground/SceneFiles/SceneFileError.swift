/// Why a `touch-scene/1` file cannot be used: the file, where in it (a JSON path such as
/// `$.views[1].frame[2]`, or a line and column for broken JSON) and the problem, as one line a teacher can act on.
///
/// ```swift
/// do { _ = try SceneDocument(contentsOf: "lesson.json") }
/// catch { print(error) }  // lesson.json: $.views[0].frame[2]: a width cannot be negative (-20)
/// ```
public struct SceneFileError: Error, Equatable, CustomStringConvertible {
    /// The file, as the user named it; nil for a document read from text.
    public var file: String?
    /// Where in the document: a JSON path (`$.views[0].name`), with the line and column for broken JSON.
    public var location: String
    /// What is wrong, in words.
    public var message: String

    /// Creates the error for a place in a document.
    public init(file: String? = nil, location: String, message: String) {
        (self.file, self.location, self.message) = (file, location, message)
    }

    /// The error for a problem with the file itself (missing, unreadable, too large), with no place in it.
    public static func file(_ file: String, _ message: String) -> SceneFileError {
        SceneFileError(file: file, location: "", message: message)
    }

    /// The same error, naming `file`.
    public func naming(_ file: String) -> SceneFileError {
        SceneFileError(file: file, location: location, message: message)
    }

    /// One line: `FILE: LOCATION: PROBLEM`.
    public var description: String {
        [file, location.isEmpty ? nil : location, message].compactMap { $0 }.joined(separator: ": ")
    }
}
