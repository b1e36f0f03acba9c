/// Makes text from outside the program (a server's nicknames and messages, a script's lines)
/// safe to print on a terminal: every character that a terminal would obey instead of show is
/// replaced by a visible Swift-style escape, `\u{HEX}` (upper-case hex, no leading zeros).
///
/// Escaped: the C0 controls U+0000–U+001F (ESC, and with it every CSI/OSC/DCS sequence; a bare
/// CR; BEL; also tab and line feed, so one string stays on one line), DEL U+007F, the C1 controls
/// U+0080–U+009F (single-byte CSI, OSC, …), and the bidirectional embeddings, overrides and
/// isolates U+202A–U+202E and U+2066–U+2069, which reorder what follows them on the line. A
/// backslash becomes `\\`, so an escape in the output always means an escaped character, never
/// text that merely looks like one. Everything else — any other script, emoji, combining marks
/// — is printed as it is.
///
/// Use it on every string from outside the program before writing it to a terminal: the
/// `matchmaking-demo` CLI does for every nickname, server message and echoed line, and
/// `APIError.summary` does for the server's words it quotes. Machine-readable output (JSON)
/// needs no such escaping: it carries the exact string, escaped by JSON's own rules.
///
/// ```swift
/// let shown = TerminalSanitizer.escaped("bob\u{1B}[2J")  // "bob\\u{1B}[2J", clears nothing
/// ```
///
/// Pure; thread-safe.
public enum TerminalSanitizer {
  /// `text` with every character a terminal would obey replaced by `\u{HEX}` and every
  /// backslash doubled; all other characters unchanged.
  public static func escaped(_ text: String) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      if scalar == "\\" {
        result += "\\\\"
      } else if mustEscape(scalar) {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether a terminal would act on `scalar` rather than show it.
  public static func mustEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
