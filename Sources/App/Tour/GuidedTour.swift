import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

/// The guided tour: every pattern of the package, live, on the embedded backend — log in,
/// search two pages, build a lobby, start a match, a duplicated-users conflict and its fix, an
/// expired session renewed without a new login, a lost session and the way back to where the
/// user was, a server outage, a timeout, and ending a match. Failures are scripted (not
/// random), so the tour shows the same story every time.
///
/// Threading: main actor.
@MainActor
struct GuidedTour {
  static let steps: [TourStep] = [
    TourStep(
      title: "Log in",
      items: [
        .say("A wrong password is a 401: the login screen shows it and stays usable."),
        .type("login alice wrong"),
        .type("login alice secret"),
      ]),
    TourStep(
      title: "Search players, two pages",
      items: [
        .say("Pages hold \(DemoComposition.pageSize) players; 'more' appends the next one."),
        .type("search al"),
        .type("more"),
      ]),
    TourStep(
      title: "Build a lobby and start a match",
      items: [
        .say("Players from the results are added at once; the server starts the match (201)."),
        .type("add 1"),
        .type("add 11"),
        .type("add 19"),
        .type("start"),
      ]),
    TourStep(
      title: "A duplicated-users conflict, resolved",
      items: [
        .say("walter (#19) is still playing match #1: the server answers 409 with his id,"),
        .say("which reaches the screen as its own typed event, not as the generic alert."),
        .type("add 19"),
        .type("add 24"),
        .type("add 25"),
        .type("start"),
        .say("Take him out and try again."),
        .type("remove 19"),
        .type("start"),
      ]),
    TourStep(
      title: "Survive an expired session",
      items: [
        .say("alice's access token expires now. The next request is answered 401; the client"),
        .say("trades her single-use refresh token for a new pair, once, and replays it:"),
        .say("no alert, no new login."),
        .expireAccessTokens,
        .type("search bob"),
        .type("user 3"),
      ]),
    TourStep(
      title: "Lose the session, come back to where you were",
      items: [
        .say("Now both of alice's tokens expire: the refresh is refused too, so the session is"),
        .say("lost. One alert, then the login screen; the screens behind it are kept."),
        .type("search a"),
        .loseSession,
        .type("more"),
        .say("Signing in again returns to the search, with its results: 'more' goes on from"),
        .say("the next page of the same query."),
        .type("login alice secret"),
        .type("more"),
        .type("back"),
      ]),
    TourStep(
      title: "Survive a server outage",
      items: [
        .say("The next request answers 500: one generic alert; the screen stays usable."),
        .failNextRequest(.serverError(status: 500)),
        .type("user 2"),
        .type("user 2"),
      ]),
    TourStep(
      title: "Survive a timeout",
      items: [
        .say("The next request never answers. The search for 'bob' was answered before, so its"),
        .say("stored copy shows at once; after the timeout, the same alert, and the copy stays."),
        .say("Then a retry: the copy stays while it loads, and the server's answer replaces it."),
        .failNextRequest(.timeout),
        .type("search bob"),
        .type("search bob"),
      ]),
    TourStep(
      title: "Finish a match",
      items: [
        .say("Ending match #1 frees its players; ending it twice is a 404."),
        .type("end 1"),
        .type("end 1"),
        .say("That was the whole story. Try it yourself: matchmaking-demo repl"),
      ]),
  ]

  let session: CommandSession
  let display: Display
  let faults: FaultInjector?
  let router: BackendRouter?

  func run() async {
    for (index, step) in Self.steps.enumerated() {
      display.show(.step(number: index + 1, title: step.title))
      for item in step.items {
        switch item {
        case .say(let text): display.show(.note(text))
        case .type(let line): await session.execute(line)
        case .failNextRequest(let fault): faults?.failNextRequest(with: fault)
        case .expireAccessTokens: router?.expireAccessTokens()
        case .loseSession:
          router?.expireAccessTokens()
          router?.expireRefreshTokens()
        }
      }
    }
  }
}
