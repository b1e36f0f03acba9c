import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

/// The `--json` view: one JSON object per line on stdout, each with an `"event"` key. The
/// events and their fields are listed in `docs/CLI.md` and never change meaning.
///
/// Threading: main actor. Command echoes are not events: scripts already know what they sent.
@MainActor
final class JSONEventRenderer: EventRenderer {
  private let console: Console

  init(console: Console) {
    self.console = console
  }

  func render(_ event: ViewEvent) {
    console.write(Self.line(for: event).object + "\n")
  }

  func activityChanged(_ isActive: Bool) {}

  func echo(_ commandLine: String) {}

  func finish() {}

  /// The JSON object of `event`. Pure.
  nonisolated static func line(for event: ViewEvent) -> JSONLine {
    switch event {
    case .loading(let isLoading):
      JSONLine(event: "loading").with("value", isLoading)
    case .loggedIn(let user):
      JSONLine(event: "loggedIn").with("userId", user.id).with("nickname", user.nickname)
    case .user(let user, let source):
      JSONLine(event: "user").with("id", user.id).with("nickname", user.nickname)
        .with("rating", user.rating).with("source", source.rawValue)
    case .searchResults(let users, let page, let hasNext, let source):
      JSONLine(event: "searchResults").with("ids", users.map(\.id)).with("page", page)
        .with("hasNext", hasNext).with("source", source.rawValue)
    case .lobby(let userIds):
      JSONLine(event: "lobby").with("userIds", userIds)
    case .matchStarted(let match):
      JSONLine(event: "matchStarted").with("id", match.id).with("userIds", match.userIds)
    case .matchEnded(let id):
      JSONLine(event: "matchEnded").with("id", id)
    case .duplicatedUsers(let ids):
      JSONLine(event: "duplicatedUsers").with("ids", ids)
    case .networkError(let error):
      error.addingDetails(
        to: JSONLine(event: "networkError").with("kind", error.eventKind)
          .with("message", DefaultErrorMessageFormatter().message(for: error)))
    case .step(let number, let title):
      JSONLine(event: "step").with("number", number).with("title", title)
    case .note(let message):
      JSONLine(event: "note").with("message", message)
    case .recent(let queries):
      JSONLine(event: "recent").with("queries", queries)
    case .help:
      JSONLine(event: "help").with("commands", DemoCommandParser.usages.map(\.usage))
    case .screen(let screen):
      screen.playerId.map { JSONLine(event: "screen").with("name", screen.name).with("id", $0) }
        ?? JSONLine(event: "screen").with("name", screen.name)
    }
  }
}
