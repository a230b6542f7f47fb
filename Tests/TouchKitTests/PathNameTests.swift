import Testing
import TouchKit

@Suite("Path names taken apart as text")
struct PathNameTests {
    @Test("the folder, the file name and the extension, as dirname, basename and a photo's type need them")
    func parts() {
        let cases: [(path: String, folder: String, name: String, fileExtension: String)] = [
            ("out/shot.png", "out", "shot.png", "png"),
            ("a", ".", "a", ""),
            ("/a", "/", "a", ""),
            ("/", "/", "/", ""),
            ("photos/B.JPEG", "photos", "B.JPEG", "JPEG"),
            ("photos//archive.tar.gz/", "photos", "archive.tar.gz", "gz"),
            ("lessons/.hidden", "lessons", ".hidden", ""),
            ("lessons/.hidden.png", "lessons", ".hidden.png", "png"),
            ("trailing.", ".", "trailing.", ""),
            ("ünïcode/фото.png", "ünïcode", "фото.png", "png"),
        ]
        for (path, folder, name, fileExtension) in cases {
            #expect(PathName.folder(of: path) == folder, "\(path)")
            #expect(PathName.fileName(of: path) == name, "\(path)")
            #expect(PathName.fileExtension(of: path) == fileExtension, "\(path)")
        }
    }

    @Test("a name joined to a folder has one slash between")
    func join() {
        #expect(PathName.join("photos", "a.png") == "photos/a.png")
        #expect(PathName.join("photos/", "a.png") == "photos/a.png")
        #expect(PathName.join("", "a.png") == "a.png")
        #expect(PathName.join("/", "a.png") == "/a.png")
    }
}
