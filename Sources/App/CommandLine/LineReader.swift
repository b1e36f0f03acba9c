import Foundation

/// Where command lines come from: a script's lines, or standard input read line by line.
///
/// Threading: `nextLine()` is called from the main actor; reading standard input blocks a
/// background thread, never the main queue (which must stay free to deliver outputs).
enum LineReader: Sendable {
  case script([String])
  case standardInput

  /// Reads the script at `path`. Errors: the file cannot be read or is not UTF-8.
  static func script(atPath path: String) throws -> LineReader {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    return .script(text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
  }
}

/// Hands out lines one at a time from a `LineReader`. Threading: main actor.
@MainActor
final class LineCursor {
  private let reader: LineReader
  private var index = 0

  init(_ reader: LineReader) {
    self.reader = reader
  }

  /// The next line without its line break, or `nil` at the end.
  func nextLine() async -> String? {
    switch reader {
    case .script(let lines):
      guard index < lines.count else { return nil }
      defer { index += 1 }
      return lines[index]
    case .standardInput:
      return await Task.detached { readLine(strippingNewline: true) }.value
    }
  }
}
