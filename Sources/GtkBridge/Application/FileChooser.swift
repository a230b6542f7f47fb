import CGtk

/// The desktop's Open dialog (`GtkFileChooserNative`: the portal's where there is one, GTK's own otherwise),
/// for one file.
///
/// ```swift
/// FileChooser.openFile(title: "Open a Trace", accept: "Open", filter: ("Traces", ["*.json"]), over: window) {
///     path in if let path { play(path) }
/// }
/// ```
@MainActor
public enum FileChooser {
    /// Shows the dialog over `window`, offering the files `filter` matches (a name and a glob pattern) and
    /// any file, starting in `folder` when given, with `shortcuts` (folders that exist) in the sidebar of
    /// GTK's own dialog (a desktop portal's may have no sidebar); calls `completion` with the chosen file's
    /// path, or nil when the user cancelled.
    public static func openFile(
        title: String, accept: String, filter: (name: String, patterns: [String]), folder: String? = nil,
        shortcuts: [String] = [], over window: DesktopWindow,
        completion: @escaping @MainActor (String?) -> Void
    ) {
        let parent = UnsafeMutableRawPointer(window.widget).assumingMemoryBound(to: GtkWindow.self)
        guard let dialog = gtk_file_chooser_native_new(title, parent, GTK_FILE_CHOOSER_ACTION_OPEN, accept, nil)
        else {
            completion(nil)
            return
        }
        let chooser = dialog
        let matching = gtk_file_filter_new()!
        gtk_file_filter_set_name(matching, filter.name)
        for pattern in filter.patterns { gtk_file_filter_add_pattern(matching, pattern) }
        gtk_file_chooser_add_filter(chooser, matching)
        let everything = gtk_file_filter_new()!
        gtk_file_filter_set_name(everything, "*")
        gtk_file_filter_add_pattern(everything, "*")
        gtk_file_chooser_add_filter(chooser, everything)
        gtk_file_chooser_set_filter(chooser, matching)
        if let folder {
            let start = g_file_new_for_path(folder)
            gtk_file_chooser_set_current_folder(chooser, start, nil)  // a missing folder leaves GTK's default
            g_object_unref(UnsafeMutableRawPointer(start))
        }
        for shortcut in shortcuts {
            let place = g_file_new_for_path(shortcut)
            gtk_file_chooser_add_shortcut_folder(chooser, place, nil)  // a portal's dialog may ignore it
            g_object_unref(UnsafeMutableRawPointer(place))
        }
        let native = UnsafeMutableRawPointer(dialog).assumingMemoryBound(to: GtkNativeDialog.self)
        gtk_native_dialog_set_modal(native, 1)
        Signal.connect(UnsafeMutableRawPointer(dialog), .response) { (response: Int32) in
            var path: String?
            if response == GTK_RESPONSE_ACCEPT.rawValue, let file = gtk_file_chooser_get_file(chooser) {
                if let chosen = g_file_get_path(file) {
                    path = String(cString: chosen)
                    g_free(chosen)
                }
                g_object_unref(UnsafeMutableRawPointer(file))
            }
            completion(path)
            // The dialog's own reference, held since it was made, goes once it has answered.
            g_object_unref(UnsafeMutableRawPointer(dialog))
        }
        gtk_native_dialog_show(native)
    }
}
