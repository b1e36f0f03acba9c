import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

/// One JSON object on one line, keys in the order they were added (`"event"` first), so the
/// `--json` stream reads the same in every version. Strings are escaped per RFC 8259; besides
/// what JSON requires, every character a terminal would obey (`TerminalSanitizer.mustEscape`:
/// C1 controls, DEL, bidi overrides) is written as `\uXXXX` too, so the stream is safe to show on
/// a terminal and still parses to the exact string.
///
/// Threading: a value.
struct JSONLine: Sendable, Equatable {
  private(set) var text: String

  init(event: String) {
    text = "{\"event\":" + Self.quoted(event)
  }

  func with(_ key: String, _ value: Int) -> JSONLine {
    appending(key, String(value))
  }

  func with(_ key: String, _ value: Bool) -> JSONLine {
    appending(key, value ? "true" : "false")
  }

  func with(_ key: String, _ value: String) -> JSONLine {
    appending(key, Self.quoted(value))
  }

  func with(_ key: String, _ values: [Int]) -> JSONLine {
    appending(key, "[" + values.map(String.init).joined(separator: ",") + "]")
  }

  func with(_ key: String, _ values: [String]) -> JSONLine {
    appending(key, "[" + values.map(Self.quoted).joined(separator: ",") + "]")
  }

  /// The finished object, without a line break.
  var object: String { text + "}" }

  private func appending(_ key: String, _ json: String) -> JSONLine {
    var copy = self
    copy.text += "," + Self.quoted(key) + ":" + json
    return copy
  }

  static func quoted(_ string: String) -> String {
    var result = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where TerminalSanitizer.mustEscape(scalar):
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
