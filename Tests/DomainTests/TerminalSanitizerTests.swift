import CleanDomain
import Testing

@Suite struct TerminalSanitizerTests {
  @Test(arguments: [
    ("alice", "alice"),
    ("", ""),
    // ESC starts every CSI, OSC, DCS … sequence; escaping it disarms the whole sequence
    ("\u{1B}[2J\u{1B}[H", #"\u{1B}[2J\u{1B}[H"#),
    ("\u{1B}]0;owned\u{07}", #"\u{1B}]0;owned\u{7}"#),
    ("\u{1B}P1$r\u{1B}\\", #"\u{1B}P1$r\u{1B}\\"#),
    // a bare CR (overwrites the line), line feed and tab (keep one string on one line), NUL
    ("ok\rEVIL", #"ok\u{D}EVIL"#),
    ("two\nlines", #"two\u{A}lines"#),
    ("a\tb", #"a\u{9}b"#),
    ("\u{0}", #"\u{0}"#),
    ("\u{1F}", #"\u{1F}"#),
    // DEL and the C1 controls (U+009B is a one-character CSI, U+009D an OSC)
    ("\u{7F}", #"\u{7F}"#),
    ("\u{80}\u{85}\u{9B}31m\u{9D}\u{9F}", #"\u{80}\u{85}\u{9B}31m\u{9D}\u{9F}"#),
    // bidirectional embeddings, overrides and isolates
    ("\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}", #"\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}"#),
    ("\u{2066}a\u{2067}b\u{2068}c\u{2069}", #"\u{2066}a\u{2067}b\u{2068}c\u{2069}"#),
    ("admin\u{202E}gpj.exe", #"admin\u{202E}gpj.exe"#),
    // a backslash is doubled, so text that looks like an escape cannot pass for one
    (#"back\slash"#, #"back\\slash"#),
    (#"\u{1B}"#, #"\\u{1B}"#),
    // printable text of any script stays as it is, including the neighbours of the ranges
    ("김 철수 🎮 e\u{301}", "김 철수 🎮 e\u{301}"),
    (
      "\u{20}~\u{A0}\u{2029}\u{2065}\u{206A}\u{200F}",
      "\u{20}~\u{A0}\u{2029}\u{2065}\u{206A}\u{200F}"
    ),
  ])
  func test_whenTextIsEscaped_thenWhatATerminalObeysBecomesVisible(text: String, expected: String) {
    // given the text / when
    let escaped = TerminalSanitizer.escaped(text)
    // then
    #expect(escaped == expected)
  }

  @Test func test_whenAnyScalarIsEscaped_thenNoneThatATerminalObeysRemains() {
    // given every scalar of the first planes' interesting part (controls, bidi, punctuation)
    let scalars = (0...0x2FFF).compactMap(Unicode.Scalar.init)
    for scalar in scalars {
      // when
      let escaped = TerminalSanitizer.escaped(String(Character(scalar)))
      // then
      #expect(!escaped.unicodeScalars.contains(where: TerminalSanitizer.mustEscape))
      if !TerminalSanitizer.mustEscape(scalar) && scalar != "\\" {
        #expect(escaped.unicodeScalars.elementsEqual([scalar]))
      }
    }
  }
}
