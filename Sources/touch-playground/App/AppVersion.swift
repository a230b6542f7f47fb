/// The version people see in `touch-playground --version`, the About window and the AppStream metainfo's
/// newest release; `meson test` checks that the three agree with `meson-helpers/meson.build`.
enum AppVersion {
    static let current = "0.3.0"
}
