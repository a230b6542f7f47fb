import Playground
import Testing

@Suite("Translations")
struct TranslationTests {
    @Test("with no catalogue bound (replay, tests) every text comes back as it is, and placeholders are filled")
    func untranslated() {
        #expect(tr("Help") == "Help")
        let long = String(repeating: "a long sentence that no catalogue has, ", count: 50)
        #expect(tr(long) == long)
        #expect(
            tr("{toolkit} thresholds · double tap within {time} s", ["toolkit": "GTK", "time": "0.40"])
                == "GTK thresholds · double tap within 0.40 s")
        #expect(translatable("Drawing pad") == "Drawing pad")
    }
}
