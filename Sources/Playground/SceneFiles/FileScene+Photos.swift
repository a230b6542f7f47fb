import FoundationEssentials
import TouchKit

extension FileScene {
    /// The photo a view of the file shows: `"*"` is the first photo of the app's photo folder; a relative
    /// name is looked for beside the scene file, then in the photo folder. The view steps through the photos
    /// of the folder the photo is in (for `next-photo` and `previous-photo`).
    func showPhoto(_ photo: String, in view: FileSceneView) {
        guard photo != "*" else {
            photoLibraries[view.name] = (library(of: context.imageDirectory).library, 0)
            stepPhoto(of: view, by: 0)
            return
        }
        let path: String
        if photo.hasPrefix("/") {
            path = photo
        } else {
            let beside = baseDirectory.map { PathName.join($0, photo) }
            path =
                beside.flatMap { FileManager.default.fileExists(atPath: $0) ? $0 : nil }
                ?? PathName.join(context.imageDirectory, photo)
        }
        let (library, positions) = library(of: PathName.folder(of: path))
        guard let index = positions[PathName.fileName(of: path)] else {
            view.image = nil
            view.problem = tr("{file}: the photo does not exist or is not a PNG or JPEG file", ["file": path])
            return
        }
        photoLibraries[view.name] = (library, index)
        stepPhoto(of: view, by: 0)
    }

    /// The photos of `folder`, read the first time a view asks for them.
    private func library(of folder: String) -> (library: PhotoLibrary, positions: [String: Int]) {
        if let known = photoFolders[folder] { return known }
        let library = PhotoLibrary(directory: folder)
        var positions: [String: Int] = [:]
        for (index, photo) in library.photos.enumerated() { positions[photo.fileName] = index }
        photoFolders[folder] = (library, positions)
        return (library, positions)
    }

    /// Shows the photo `step` places on from the one shown (wrapping round), refitting a view that fits
    /// its photo.
    func stepPhoto(of view: FileSceneView, by step: Int) {
        guard var entry = photoLibraries[view.name] else { return }
        let count = entry.library.photos.count
        entry.index = count == 0 ? 0 : (((entry.index + step) % count) + count) % count
        photoLibraries[view.name] = entry
        let photo = count == 0 ? nil : entry.library.photos[entry.index]
        view.image = photo?.image
        view.problem = photo?.problem ?? entry.library.problem
        guard step != 0, let layout = laidOut.first(where: { $0.view === view }), layout.spec.fitsPhoto,
            let superview = view.superview
        else { return }
        let box = layout.spec.frame.resolved(in: superview.bounds.size)
        view.bounds = Rect(origin: .zero, size: fittedSize(of: view, spec: layout.spec, in: box.size))
    }
}
