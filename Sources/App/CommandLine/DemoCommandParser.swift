import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI
import Foundation

/// Reads one line into a `DemoCommand`.
///
/// Words are separated by spaces; the command word is case-insensitive. `login` takes the last
/// word as the password and everything before it as the nickname (nicknames may contain
/// spaces, e.g. `login 김 철수 secret`); `search` takes the rest of the line as its query
/// (possibly empty: everyone). Blank lines and lines starting with `#` are no command (`nil`).
/// Pure; thread-safe. Errors: `CommandLineError`, never a crash.
enum DemoCommandParser {
  /// The usage line of every command, for `help` and error messages.
  static let usages: [(usage: String, summary: String)] = [
    ("login NICK PASSWORD", "sign in (demo players' password: secret)"),
    ("user ID", "show one player"),
    ("search QUERY", "search players by nickname (the rest of the line; empty: everyone)"),
    ("more", "load the next page of the last search"),
    ("add ID", "add a player to the lobby"),
    ("remove ID", "remove a player from the lobby"),
    ("lobby", "show the lobby"),
    ("start", "start a match with the lobby's players"),
    ("end MATCH_ID", "end a match"),
    ("recent", "list the last 10 distinct searches (newest first)"),
    ("back", "go back to the previous screen"),
    ("logout", "forget the session's tokens and show the login screen"),
    ("help", "show this list"),
    ("quit", "leave"),
  ]

  static func parse(_ line: String) throws(CommandLineError) -> DemoCommand? {
    let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
    let words = trimmed.split(whereSeparator: \.isWhitespace).map(String.init)
    let name = words[0].lowercased()
    let arguments = Array(words.dropFirst())
    switch name {
    case "login":
      guard arguments.count >= 2 else { throw .missingArgument(usage: usage(of: name)) }
      return .login(
        nickname: arguments.dropLast().joined(separator: " "), password: arguments.last!)
    case "user": return .user(id: try number(arguments, command: name))
    case "search":
      let query = trimmed.dropFirst(words[0].count).trimmingCharacters(in: .whitespaces)
      return .search(query: query)
    case "add": return .add(userId: try number(arguments, command: name))
    case "remove": return .remove(userId: try number(arguments, command: name))
    case "end": return .end(matchId: try number(arguments, command: name))
    case "more", "lobby", "start", "back", "recent", "logout", "help", "quit", "exit":
      if let extra = arguments.first {
        throw .unexpectedArgument(extra, usage: usage(of: name))
      }
      return [
        "more": .more, "lobby": .lobby, "start": .start, "back": .back, "recent": .recent,
        "logout": .logout,
        "help": .help, "quit": .quit, "exit": .quit,
      ][name]
    default: throw .unknownCommand(words[0])
    }
  }

  private static func number(_ arguments: [String], command: String) throws(CommandLineError)
    -> Int
  {
    guard let text = arguments.first else { throw .missingArgument(usage: usage(of: command)) }
    guard arguments.count == 1 else {
      throw .unexpectedArgument(arguments[1], usage: usage(of: command))
    }
    guard let value = Int(text), value >= 0 else {
      throw .invalidNumber(text, usage: usage(of: command))
    }
    return value
  }

  private static func usage(of command: String) -> String {
    usages.first { $0.usage.split(separator: " ").first.map(String.init) == command }?.usage
      ?? command
  }
}
