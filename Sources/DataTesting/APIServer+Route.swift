import Foundation

// The loopback server runs `python3` as a child process: `Process` exists on macOS and Linux
// only, so this file is compiled there and nowhere else (an iOS test target uses
// `StubNetworkSession` instead).
#if os(macOS) || os(Linux)
  extension APIServer {
    /// A route an importer adds to the loopback server: a method, a path pattern and the
    /// ``Answer`` it gets — so a feature's own endpoints run over the real URLSession stack with
    /// the server's login, token refresh and envelope kept as they are.
    ///
    /// ```
    /// let entries = APIServer.Route(
    ///   method: "GET", path: "/leaderboards/{id}/entries", requiresAuthorization: true,
    ///   answer: .envelope(data: #"{"board": "{id}", "items": []}"#))
    /// try await APIServer.with(routes: [entries]) { server in … }
    /// ```
    ///
    /// Matching: a request matches when its method is `method`, its path has as many segments as
    /// `path`, each segment equals the pattern's (percent-decoded) or the pattern's segment is a
    /// placeholder `{name}`, which matches any one segment; and every item of `query` is in the
    /// request's query with that value (other items are ignored). The first matching route in
    /// the list answers, so put the route with the more specific `query` first. A placeholder's
    /// segment replaces `{name}` in the answer's data or raw body, escaped as inside a JSON
    /// string but with no quotes added: write `"{id}"` for a string, `{id}` for a number
    /// (`"id": {id}` answers `"id": 7` to `/tournaments/7`).
    ///
    /// Added routes are answered before the API's own (`/users`, `/matches`), after the test
    /// knobs: ``APIServer/failNext(status:count:)`` fails them too. Login, refresh, `/debug/…`
    /// and `/hostile/…` stay the server's own: a route there is refused
    /// (``RouteError/reservedPath(_:)``).
    ///
    /// A value, `Sendable`: build it on any thread. Checked when the server starts
    /// (``APIServer/start(routes:)`` throws ``RouteError``), never with a crash.
    public struct Route: Sendable, Equatable {
      /// The HTTP method: `"GET"`, `"POST"`, `"PUT"`, `"PATCH"` or `"DELETE"`.
      public let method: String
      /// The path pattern, from the server's root: `"/leaderboards/{id}/entries"`.
      public let path: String
      /// Query items the request must carry with these values, e.g. `["page": "1"]`.
      public let query: [String: String]
      /// When `true`, a request without a valid access token (`Authorization: Bearer …` from the
      /// server's login or refresh) answers 401 like the API's own routes, so a client's
      /// refresh-and-replay runs against it.
      public let requiresAuthorization: Bool
      /// What a matching request gets.
      public let answer: Answer

      /// A route answering `method path` (and `query`, when given) with `answer`.
      public init(
        method: String, path: String, query: [String: String] = [:],
        requiresAuthorization: Bool = false, answer: Answer
      ) {
        self.method = method
        self.path = path
        self.query = query
        self.requiresAuthorization = requiresAuthorization
        self.answer = answer
      }
    }
  }
#endif
