import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

/// A line the prompt or a script runner could not understand. Shown on stderr; the session goes
/// on (a script run then ends with exit status 2).
enum CommandLineError: Error, Equatable, CustomStringConvertible {
  case unknownCommand(String)
  case missingArgument(usage: String)
  case invalidNumber(String, usage: String)
  case unexpectedArgument(String, usage: String)

  var description: String {
    switch self {
    case .unknownCommand(let word): "unknown command '\(word)' (type 'help')"
    case .missingArgument(let usage): "missing argument; usage: \(usage)"
    case .invalidNumber(let text, let usage): "'\(text)' is not a valid id; usage: \(usage)"
    case .unexpectedArgument(let text, let usage): "unexpected '\(text)'; usage: \(usage)"
    }
  }
}
