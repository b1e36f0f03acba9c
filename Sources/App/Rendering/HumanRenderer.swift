import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

/// The text view: what a screen would show, as lines — a spinner (or a `… loading` line) while
/// loading, alerts for network errors, the lobby with duplicated players highlighted.
///
/// It remembers the players it has seen (from searches, profiles and logins) to show names
/// next to ids, and the last lobby, to redraw it with the duplicated ids marked.
///
/// Every string that comes from outside the program — nicknames, error messages (which may
/// quote a server's words), the echoed command lines — goes through `TerminalSanitizer`, so a
/// hostile server cannot clear the screen, retitle the terminal or overwrite lines; only the
/// renderer's own styling writes escape sequences.
///
/// Threading: main actor. Colour and the animated spinner only when `style.isEnabled`.
@MainActor
final class HumanRenderer: EventRenderer {
  private let console: Console
  private let style: TerminalStyle
  private let spinner: Spinner?
  private var knownUsers: [Int: User] = [:]
  private var lobby: [Int] = []

  init(console: Console, style: TerminalStyle) {
    self.console = console
    self.style = style
    spinner = style.isEnabled ? Spinner(console: console) : nil
  }

  func render(_ event: ViewEvent) {
    switch event {
    case .loading(let isLoading): showLoading(isLoading)
    case .loggedIn(let user):
      remember([user])
      line(style.green("✔ Signed in as \(name(of: user.id)), rating \(user.rating)."))
    case .user(let user, let source):
      remember([user])
      line("Player \(name(of: user.id)) — rating \(user.rating)" + storedCopyMark(source))
    case .searchResults(let users, let page, let hasNext, let source):
      remember(users)
      showResults(users, page: page, hasNext: hasNext, source: source)
    case .lobby(let userIds):
      lobby = userIds
      line("Lobby: " + lobbyText(highlighting: []))
    case .matchStarted(let match):
      let players = match.userIds.map(name(of:)).joined(separator: ", ")
      line(style.green("✔ Match #\(match.id) started: \(players)."))
    case .matchEnded(let id): line(style.green("✔ Match #\(id) ended; its players are free."))
    case .duplicatedUsers(let ids): showDuplicated(ids)
    case .networkError(let error):
      line(
        style.red(
          "✖ Alert [\(error.eventKind)]: \(safe(DefaultErrorMessageFormatter().message(for: error)))"
        ))
    case .step(let number, let title):
      write("\n" + style.bold(style.cyan("── Step \(number) · \(safe(title)) ──")) + "\n")
    case .note(let text): write(style.dim(safe(text)) + "\n")
    case .help: showHelp()
    case .recent(let queries):
      line(
        queries.isEmpty
          ? "No recent searches."
          : "Recent searches: " + queries.map { "“\(safe($0))”" }.joined(separator: ", "))
    case .screen(let screen): line(style.bold("▸ \(screen.title)"))
    }
  }

  func activityChanged(_ isActive: Bool) {
    guard let spinner else { return }
    isActive ? spinner.start() : spinner.stop()
  }

  func echo(_ commandLine: String) {
    write(style.bold("› \(safe(commandLine))") + "\n")
  }

  func finish() {
    spinner?.stop()
  }

  // MARK: - Pieces

  private func line(_ text: String) {
    write("  " + text + "\n")
  }

  /// Writes `text`; while the spinner draws, first erases its line so the text starts clean
  /// (the spinner goes on drawing on the line below).
  private func write(_ text: String) {
    let eraseSpinner = spinner?.isSpinning == true ? "\r\u{1B}[2K" : ""
    console.write(eraseSpinner + text)
  }

  /// Without a spinner, a request shows as a `… loading` line (with one, the spinner is live).
  private func showLoading(_ isLoading: Bool) {
    if spinner == nil && isLoading {
      line("… loading")
    }
  }

  private func showResults(_ users: [User], page: Int, hasNext: Bool, source: ValueSource) {
    let more = hasNext ? " — more with 'more'" : " — last page"
    line("Players, page \(page + 1)" + storedCopyMark(source) + "\(more):")
    if users.isEmpty { line("  (nobody)") }
    for user in users {
      let id = "#\(user.id)".padding(toLength: 5, withPad: " ", startingAt: 0)
      line("  \(id) \(safe(user.nickname)) (\(user.rating))")
    }
  }

  /// What follows a value read from the store: the server's answer may replace it.
  private func storedCopyMark(_ source: ValueSource) -> String {
    switch source {
    case .cache: style.dim(" (stored copy)")
    case .network: ""
    }
  }

  private func showDuplicated(_ ids: [Int]) {
    let names = ids.map(name(of:)).joined(separator: ", ")
    line(style.yellow("⚠ Cannot start: already in a match or named twice: \(names)."))
    line("Lobby: " + lobbyText(highlighting: Set(ids)))
  }

  private func showHelp() {
    line("Commands:")
    for (usage, summary) in DemoCommandParser.usages {
      line("  " + usage.padding(toLength: 20, withPad: " ", startingAt: 0) + summary)
    }
  }

  private func lobbyText(highlighting duplicated: Set<Int>) -> String {
    guard !lobby.isEmpty else { return "(empty)" }
    return lobby.map { id in
      duplicated.contains(id) ? style.alarm("[\(name(of: id)): duplicated]") : name(of: id)
    }.joined(separator: ", ")
  }

  private func name(of id: Int) -> String {
    knownUsers[id].map { "#\(id) \(safe($0.nickname))" } ?? "#\(id)"
  }

  /// Text from outside the program, with what a terminal would obey escaped.
  private func safe(_ text: String) -> String {
    TerminalSanitizer.escaped(text)
  }

  private func remember(_ users: [User]) {
    for user in users { knownUsers[user.id] = user }
  }
}
