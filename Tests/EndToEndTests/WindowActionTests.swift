import Foundation
import TestSupport
import Testing

@testable import touch_playground

@Suite("The window's actions, declared once")
@MainActor
struct WindowActionTests {
    @Test("every action has keys or says why not, no two share keys, and each is reached from a key or the menu")
    func keysAndMenu() {
        var seenKeys: Set<String> = []
        for action in WindowAction.allCases {
            #expect((action.keys == nil) != (action.whyNoKeys == nil), "\(action): keys, or a reason for none")
            if let keys = action.keys {
                #expect(seenKeys.insert(keys).inserted, "\(action): \(keys) is taken")
                #expect(action.shortcutTitle != nil, "\(action): keys with no words for them")
            }
            let inMenu = WindowAction.menuSections.joined().contains(action) || action.menuTitle != nil
            let isChoice = action == .profile || action == .secondFingerKey
            #expect(action.keys != nil || inMenu || isChoice, "\(action) cannot be reached")
        }
    }

    @Test("the shortcuts window lists every action with keys once, with its keys, and the help names them all")
    func shortcutsAndHelp() {
        let rows = WindowShortcuts.groups.flatMap(\.shortcuts)
        for action in WindowAction.allCases where action.keys != nil {
            let listed = rows.filter { $0.action == action }
            #expect(listed.count == 1, "\(action) is listed \(listed.count) times")
            #expect(listed.first?.keys == action.keys)
            #expect(HelpWindow.keyList.contains(action.shortcutTitle ?? "?"), "the help does not list \(action)")
        }
        #expect(HelpWindow.keyList.contains("Ctrl+R"), "the help writes keys as people read them")
    }

    @Test("\"win.\" is spelled in one file of the app, WindowAction.swift")
    func oneSpelling() throws {
        let folder = PackageRoot.path + "/Sources/touch-playground"
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }
        var spelledIn: [String] = []
        for file in files {
            let code = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
                .split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("///") }
            if code.contains(where: { $0.contains("\"win.") }) { spelledIn.append(file) }
        }
        #expect(spelledIn == ["Window/WindowAction.swift"])
    }
}
