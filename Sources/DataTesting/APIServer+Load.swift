import CleanData
import CleanDomain
import Foundation

// The loopback server runs `python3` as a child process: `Process` exists on macOS and Linux
// only, so this file is compiled there and nowhere else (an iOS test target uses
// `StubNetworkSession` instead).
#if os(macOS) || os(Linux)
  /// The fixture server's knobs for load tests: extra players (`POST /debug/users`), a burst of
  /// requests answered together (`POST /debug/gather-next`) and its counters (`GET /debug/stats`)
  /// — start many matches of distinct players, then check that the server started exactly as
  /// many as the client saw succeed.
  ///
  /// ```
  /// let players = try await server.addPlayers(count: 1_000)  // ids 31...1030
  /// try await server.gatherNext(count: 64)  // the first 64 requests: 64 connections at once
  /// // … start matches, 64 in flight …
  /// let stats = try await server.stats()
  /// #expect(stats.matchesStarted == successes)
  /// ```
  extension APIServer {
    /// What the server counts since it started.
    public struct Stats: Decodable, Equatable, Sendable {
      /// Matches started (answered 201), ended ones included.
      public let matchesStarted: Int
      /// Matches started and not ended.
      public let activeMatches: Int
      /// Players, seeded and added.
      public let users: Int
      /// TCP connections accepted (this request's own included).
      public let connections: Int
      /// The most connections open at once.
      public let peakConnections: Int
      /// The listen backlog the server asked the kernel for (which caps it at
      /// `net.core.somaxconn`).
      public let listenBacklog: Int
      /// Gatherings (`gatherNext(count:)`) whose every request arrived.
      public let gathered: Int
      /// Gatherings given up after 30 s with requests missing.
      public let gatherTimeouts: Int

      /// Counts as the server reports them: for a fake of the server in an importer's tests.
      public init(
        matchesStarted: Int, activeMatches: Int, users: Int, connections: Int,
        peakConnections: Int, listenBacklog: Int, gathered: Int, gatherTimeouts: Int
      ) {
        self.matchesStarted = matchesStarted
        self.activeMatches = activeMatches
        self.users = users
        self.connections = connections
        self.peakConnections = peakConnections
        self.listenBacklog = listenBacklog
        self.gathered = gathered
        self.gatherTimeouts = gatherTimeouts
      }
    }

    /// `POST /debug/gather-next`: the next `count` API requests (1...1000, after any `failNext`
    /// and `holdNext`) wait for each other — none is answered before all have arrived — so that
    /// `count` requests in flight are `count` connections open at once. A gathering still missing
    /// requests after 30 s lets its requests go on and counts in `Stats.gatherTimeouts`.
    public func gatherNext(count: Int) async throws {
      try await statsControl.request(
        Endpoint<Void>(
          method: .post, pathSegments: ["debug", "gather-next"],
          body: Data(#"{"count": \#(count)}"#.utf8)))
    }

    /// `GET /debug/stats`.
    public func stats() async throws -> Stats {
      try await statsControl.request(
        Endpoint<Stats>(method: .get, pathSegments: ["debug", "stats"], response: .envelope()))
    }

    /// `POST /debug/users`: adds `count` players (1...100 000) named `player-<id>`, with the ids
    /// after every player the server has, and returns those ids.
    public func addPlayers(count: Int) async throws -> ClosedRange<Int> {
      struct Added: Decodable {
        let first: Int
        let last: Int
      }
      let added = try await statsControl.request(
        Endpoint<Added>(
          method: .post, pathSegments: ["debug", "users"],
          body: Data(#"{"count": \#(count)}"#.utf8), response: .envelope()))
      return added.first...added.last
    }

    /// A plain stack without retries, whose deadline outlasts a gathering's longest wait.
    private var statsControl: DefaultDataTransferService {
      DefaultDataTransferService(
        network: DefaultNetworkService(
          configuration: try! NetworkConfiguration(baseURL: baseURL, timeout: .seconds(60)),
          retryPolicy: .never))
    }
  }
#endif
