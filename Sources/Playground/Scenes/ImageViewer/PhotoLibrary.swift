import FoundationEssentials
import TouchKit

/// The photos in a folder (PNG and JPEG, by name), each either readable or with the reason it is not, so a
/// missing or damaged file shows a message instead of stopping the scene.
public struct PhotoLibrary {
    /// One file of the folder.
    public struct Photo {
        /// The file's name.
        public var fileName: String
        /// The image, when its header could be read.
        public var image: ImageReference?
        /// Why the image cannot be shown, as one line naming the file.
        public var problem: String?
    }

    /// The folder.
    public let directory: String
    /// The photos, sorted by file name.
    public private(set) var photos: [Photo] = []
    /// Why the folder itself could not be read, if it could not.
    public private(set) var problem: String?

    /// Reads the folder's listing and each photo's header.
    public init(directory: String) {
        self.directory = directory
        let extensions: Set<String> = ["png", "jpg", "jpeg"]
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
            problem = tr("{folder}: the photo folder does not exist or cannot be read", ["folder": directory])
            return
        }
        for name in names.sorted() where extensions.contains(PathName.fileExtension(of: name).lowercased()) {
            let path = PathName.join(directory, name)
            do {
                photos.append(Photo(fileName: name, image: try ImageReference(contentsOf: path), problem: nil))
            } catch {
                photos.append(Photo(fileName: name, image: nil, problem: error.description))
            }
        }
        if photos.isEmpty { problem = tr("{folder}: no PNG or JPEG photos in this folder", ["folder": directory]) }
    }
}
