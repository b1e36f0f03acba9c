import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

/// A line the prompt or a script runner could not read or understand. Shown on stderr; the session goes
/// on (a script run then ends with exit status 2).
enum CommandLineError: Error, Equatable, CustomStringConvertible {
  case unknownCommand(String)
  case missingArgument(usage: String)
  case invalidNumber(String, usage: String)
  case unexpectedArgument(String, usage: String)
  /// The line's bytes are not valid UTF-8.
  case invalidUTF8
  /// The line holds a NUL byte.
  case nulByte

  var description: String {
    switch self {
    case .unknownCommand(let word): "unknown command '\(word)' (type 'help')"
    case .missingArgument(let usage): "missing argument; usage: \(usage)"
    case .invalidNumber(let text, let usage): "'\(text)' is not a valid id; usage: \(usage)"
    case .unexpectedArgument(let text, let usage): "unexpected '\(text)'; usage: \(usage)"
    case .invalidUTF8: "the line is not valid UTF-8"
    case .nulByte: "the line holds a NUL byte"
    }
  }
}
