import GtkBridge
import PlaygroundStatus
import TouchKit

/// The photos decoded off the main thread since the window opened, in the order they were ready, each with
/// the frames drawn and the input events handled before it: what shows that decoding never held the window.
///
/// ```swift
/// photos.noteReady(path, framesBefore: status.framesDrawn, inputsBefore: session.inputCount)
/// status.photosDecoded = photos.status(textures: canvas.textures)
/// ```
@MainActor
final class DecodedPhotos {
    private var ready: [(path: String, frames: Int, inputs: Int)] = []

    /// Whether no photo is ready yet.
    var isEmpty: Bool { ready.isEmpty }

    /// The photo at `path` is ready, after `framesBefore` frames and `inputsBefore` input events.
    func noteReady(_ path: String, framesBefore: Int, inputsBefore: Int) {
        ready.append((path, framesBefore, inputsBefore))
    }

    /// Each photo ready, for the status file, with its size as `textures` decoded it.
    func status(textures: TextureCache) -> [WindowStatus.DecodedPhoto] {
        ready.map { photo in
            let size = textures.decodedSize(of: photo.path)
            return .init(
                file: PathName.fileName(of: photo.path), size: [size?.width ?? 0, size?.height ?? 0],
                framesBefore: photo.frames, inputsBefore: photo.inputs)
        }
    }
}
