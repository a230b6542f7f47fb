import CGtk

/// Takes files dropped on a widget (from a file manager), handing over the first one's path.
///
/// ```swift
/// let drop = FileDropTarget { path in open(path) }
/// window.content.addController(drop)
/// ```
@MainActor
public final class FileDropTarget: EventController {
    /// Accepts drops of a file; `onDrop` gets its local path and says whether it took it.
    public init(onDrop: @escaping @MainActor (String) -> Bool) {
        let target = gtk_drop_target_new(g_file_get_type(), GDK_ACTION_COPY)!
        super.init(taking: target)
        Signal.connect(UnsafeMutableRawPointer(target), .drop) { (value: OpaquePointer?, _: Double, _: Double) in
            guard let value else { return false }
            let gValue = UnsafeMutableRawPointer(value).assumingMemoryBound(to: GValue.self)
            guard let file = g_value_get_object(gValue), let path = g_file_get_path(OpaquePointer(file)) else {
                return false
            }
            defer { g_free(path) }
            return onDrop(String(cString: path))
        }
    }
}
