/// File path names taken apart as plain text, the way `dirname` does it.
///
/// Foundation's `NSString.deletingLastPathComponent` traps on a one-character relative path such as `a`
/// (swift-corelibs-foundation with Swift 6.3), and `--png a` is a name a person may type: every folder of a
/// path is found here instead.
///
/// ```swift
/// PathName.folder(of: "out/shot.png")  // "out"
/// PathName.folder(of: "a")             // "."
/// PathName.folder(of: "/a")            // "/"
/// PathName.fileExtension(of: "a/b.PNG") // "PNG"
/// ```
public enum PathName {
    /// The folder that holds `path`: "." for a bare name, "/" for a file at the top.
    public static func folder(of path: String) -> String {
        var text = Substring(path)
        while text.utf8.count > 1, text.last == "/" { text.removeLast() }
        guard let slash = text.lastIndex(of: "/") else { return "." }
        var folder = text[..<slash]
        while folder.utf8.count > 1, folder.last == "/" { folder.removeLast() }
        return folder.isEmpty ? "/" : String(folder)
    }

    /// The last part of `path` ("shot.png" for "out/shot.png"), without trailing slashes.
    public static func fileName(of path: String) -> String {
        var text = Substring(path)
        while text.utf8.count > 1, text.last == "/" { text.removeLast() }
        guard let slash = text.lastIndex(of: "/"), text != "/" else { return String(text) }
        return String(text[text.index(after: slash)...])
    }

    /// The extension of `path`'s file name, after its last dot ("PNG" for "a/b.PNG"); empty when it has
    /// none, or when its only dot starts it (".hidden").
    public static func fileExtension(of path: String) -> String {
        let name = fileName(of: path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// `path` as an absolute path: unchanged when it is one, else under `folder` (the working directory).
    ///
    /// ```swift
    /// PathName.absolute("lessons/tap.json", from: "/home/ada")   // "/home/ada/lessons/tap.json"
    /// ```
    public static func absolute(_ path: String, from folder: String) -> String {
        path.hasPrefix("/") ? path : join(folder, path)
    }

    /// `name` inside `folder`, with one slash between.
    public static func join(_ folder: String, _ name: String) -> String {
        guard !folder.isEmpty else { return name }
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}
