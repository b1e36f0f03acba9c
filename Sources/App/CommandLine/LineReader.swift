import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI
import Foundation

/// Where command lines come from: a script's lines (each decoded by `ScriptLine`, or the reason
/// it could not be), or standard input read line by line.
///
/// Threading: see `LineCursor`, which hands the lines out.
enum LineReader: Sendable {
  case script([Result<String, CommandLineError>])
  case standardInput(ByteLineReader)

  /// Standard input of the process.
  static var standardInput: LineReader { .standardInput(ByteLineReader(descriptor: STDIN_FILENO)) }

  /// Reads the script at `path`. Errors: the file cannot be read (a line that cannot be decoded
  /// is not an error here: it is reported when its turn comes, and the others still run).
  static func script(atPath path: String) throws -> LineReader {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    return .script(ScriptLine.lines(of: data))
  }
}
