import Foundation

/// The repository's top folder, found once from this file's place in it, for every suite that reads
/// `data/`, `docs/`, fixtures or the built executable.
public enum PackageRoot {
    /// The folder holding `Package.swift`.
    public static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
}
