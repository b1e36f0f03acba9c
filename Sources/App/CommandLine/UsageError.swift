import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

/// A command line the program cannot run: reported on stderr with a hint, exit status 2.
enum UsageError: Error, Equatable, CustomStringConvertible {
  case unknownOption(String)
  case unknownCommand(String)
  case missingValue(option: String)
  case invalidValue(option: String, value: String, expected: String)
  case unexpectedArgument(String)
  case conflict(String)
  /// A URL option was given `value`, which has `problem`.
  case invalidURL(option: String, value: String, problem: BaseURLProblem)

  var description: String {
    switch self {
    case .unknownOption(let option): "unknown option '\(option)'"
    case .unknownCommand(let command):
      "unknown command '\(command)' (commands: tour, repl, run)"
    case .missingValue(let option): "option '\(option)' needs a value"
    case .invalidValue(let option, let value, let expected):
      "invalid value '\(value)' for '\(option)': expected \(expected)"
    case .unexpectedArgument(let argument): "unexpected argument '\(argument)'"
    case .conflict(let message): message
    case .invalidURL(let option, let value, let problem):
      "invalid value '\(value)' for '\(option)': \(problem)"
    }
  }
}
