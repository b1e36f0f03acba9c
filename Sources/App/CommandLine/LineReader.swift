import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI
import Foundation

/// Where command lines come from: a script's lines, or standard input read line by line.
///
/// Threading: see `LineCursor`, which hands the lines out.
enum LineReader: Sendable {
  case script([String])
  case standardInput

  /// Reads the script at `path`. Errors: the file cannot be read or is not UTF-8.
  static func script(atPath path: String) throws -> LineReader {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    return .script(text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
  }
}
