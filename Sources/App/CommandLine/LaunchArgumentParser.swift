import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI
import Foundation

/// Reads the program's arguments into `LaunchOptions`. Hand-written, no packages.
///
/// Options may stand before or after the subcommand, as `--name value` or `--name=value`.
/// Pure; thread-safe. Errors: every problem is a `UsageError` (exit status 2), never a crash.
enum LaunchArgumentParser {
  static func parse(_ arguments: [String]) throws(UsageError) -> LaunchOptions {
    var options = LaunchOptions()
    var mode: LaunchMode?
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      guard argument.hasPrefix("-"), argument != "-" else {
        guard mode == nil else { throw .unexpectedArgument(argument) }
        guard let parsed = LaunchMode(rawValue: argument) else {
          throw .unknownCommand(argument)
        }
        mode = parsed
        continue
      }
      let (name, inlineValue) = split(argument)
      func value() throws(UsageError) -> String {
        if let inlineValue { return inlineValue }
        guard let next = remaining.popFirst() else { throw .missingValue(option: name) }
        return next
      }
      func flag() throws(UsageError) {
        if inlineValue != nil { throw .unexpectedArgument(argument) }
      }
      switch name {
      case "--help", "-h":
        try flag()
        options.showsHelp = true
      case "--version":
        try flag()
        options.showsVersion = true
      case "--json":
        try flag()
        options.json = true
      case "--base-url": options.baseURL = try baseURL(try value(), option: name)
      case "--timeout": options.timeout = try timeout(try value(), option: name)
      case "--max-response-size":
        options.maxResponseSize = try maxResponseSize(try value(), option: name)
      case "--fault-rate": options.faultRate = try faultRate(try value(), option: name)
      case "--latency": options.latency = try latency(try value(), option: name)
      case "--seed":
        let text = try value()
        guard let seed = UInt64(text) else {
          throw .invalidValue(option: name, value: text, expected: "an integer in 0...2^64-1")
        }
        options.seed = seed
      case "--script": options.scriptPath = try value()
      case "--retries": options.retries = try retries(try value(), option: name)
      case "--log-http":
        try flag()
        options.logsHTTP = true
      case "--state-dir":
        let text = try value()
        guard !text.isEmpty, !text.contains("\u{0}") else {
          throw .invalidValue(option: name, value: text, expected: "a folder path")
        }
        options.stateDirectory = text
      case "--no-state":
        try flag()
        options.keepsNoState = true
      default: throw .unknownOption(name)
      }
    }
    options.mode = mode ?? (options.scriptPath == nil ? .tour : .run)
    try validate(options, explicitFaults: arguments.contains { isFaultOption($0) })
    return options
  }

  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  private static func isFaultOption(_ argument: String) -> Bool {
    ["--fault-rate", "--latency", "--seed"].contains { split(argument).0 == $0 }
  }

  private static func validate(_ options: LaunchOptions, explicitFaults: Bool) throws(UsageError) {
    if options.scriptPath != nil && options.mode != .run {
      throw .conflict("'--script' belongs to the 'run' command")
    }
    if options.baseURL != nil && options.mode == .tour {
      throw .conflict(
        "the guided tour runs on the embedded backend; use 'run' or 'repl' with '--base-url'")
    }
    if options.stateDirectory != nil && options.keepsNoState {
      throw .conflict("'--state-dir' and '--no-state' cannot be used together")
    }
    if options.baseURL != nil && explicitFaults {
      throw .conflict("'--fault-rate', '--latency' and '--seed' apply to the embedded backend only")
    }
  }

  /// Checked by `BaseURLParser` (which also applies the network stack's own rule), so a URL that
  /// would fail later is a usage error here, naming the problem.
  private static func baseURL(_ text: String, option: String) throws(UsageError) -> URL {
    do {
      return try BaseURLParser.parse(text)
    } catch {
      throw .invalidURL(option: option, value: text, problem: error)
    }
  }

  private static func timeout(_ text: String, option: String) throws(UsageError) -> Duration {
    guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= 3600 else {
      throw .invalidValue(option: option, value: text, expected: "seconds in (0, 3600]")
    }
    return .milliseconds(Int64((seconds * 1000).rounded(.up)))
  }

  /// A whole number of bytes, at least 1 and at most 4 GiB (a cap beyond memory means none).
  private static func maxResponseSize(_ text: String, option: String) throws(UsageError) -> Int {
    guard let bytes = Int(text), (1...maxResponseSizeLimit).contains(bytes) else {
      throw .invalidValue(
        option: option, value: text, expected: "bytes in 1...\(maxResponseSizeLimit)")
    }
    return bytes
  }

  static let maxResponseSizeLimit = 4 * 1024 * 1024 * 1024

  /// A count of retries: a non-negative integer (digits only).
  private static func retries(_ text: String, option: String) throws(UsageError) -> Int {
    guard !text.isEmpty, text.utf8.allSatisfy({ (48...57).contains($0) }), let count = Int(text),
      count <= 100
    else {
      throw .invalidValue(
        option: option, value: text, expected: "a whole number of retries in 0...100")
    }
    return count
  }

  private static func faultRate(_ text: String, option: String) throws(UsageError) -> Double {
    guard let rate = Double(text), rate.isFinite, (0...1).contains(rate) else {
      throw .invalidValue(option: option, value: text, expected: "a probability in [0, 1]")
    }
    return rate
  }

  private static func latency(_ text: String, option: String) throws(UsageError) -> Duration {
    guard let milliseconds = Int(text), (0...600_000).contains(milliseconds) else {
      throw .invalidValue(option: option, value: text, expected: "milliseconds in 0...600000")
    }
    return .milliseconds(milliseconds)
  }
}
