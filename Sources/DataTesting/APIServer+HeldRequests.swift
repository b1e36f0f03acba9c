import CleanData
import CleanDomain
import Foundation

// The loopback server runs `python3` as a child process: `Process` exists on macOS and Linux
// only, so this file is compiled there and nowhere else (an iOS test target uses
// `StubNetworkSession` instead).
#if os(macOS) || os(Linux)
  /// The fixture server's held requests (`/debug/hold-next`, `/debug/held`,
  /// `/debug/release-held`): a request the server reads and does not answer until its client
  /// closes the connection or the test releases it — so a test can cancel a request that has
  /// really reached the server and see the server notice, or keep the client's connections busy
  /// while other requests queue behind them.
  ///
  /// ```
  /// try await server.holdNext()
  /// let task = Task { try await client.user(id: 1) }
  /// _ = try await server.heldRequests(arrived: 1)         // the server has the request
  /// task.cancel()
  /// let held = try await server.heldRequests(closedByClient: 1)  // the client hung up
  /// ```
  extension APIServer {
    /// What the server counts of the requests it held.
    public struct HeldRequests: Decodable, Equatable, Sendable {
      /// How many held requests arrived.
      public let arrived: Int
      /// How many of them the client closed (cancelled) before the server gave up on it (30 s).
      public let closedByClient: Int

      /// Counts as the server reports them.
      public init(arrived: Int, closedByClient: Int) {
        self.arrived = arrived
        self.closedByClient = closedByClient
      }
    }

    /// `POST /debug/hold-next`: the next `count` API requests (after any `failNext`) are held.
    public func holdNext(count: Int = 1) async throws {
      let body = Data(#"{"count": \#(count)}"#.utf8)
      try await heldControl.request(
        Endpoint<Void>(method: .post, pathSegments: ["debug", "hold-next"], body: body))
    }

    /// `GET /debug/held`: the counts, once at least `arrived` held requests arrived and
    /// `closedByClient` were closed by their client — the server waits for that (at most 8 s,
    /// then answers the counts it has), so a test never sleeps or polls.
    public func heldRequests(arrived: Int = 0, closedByClient: Int = 0) async throws
      -> HeldRequests
    {
      try await heldControl.request(
        Endpoint<HeldRequests>(
          method: .get, pathSegments: ["debug", "held"],
          queryItems: [
            URLQueryItem(name: "arrived", value: String(arrived)),
            URLQueryItem(name: "closed", value: String(closedByClient)),
          ], response: .envelope()))
    }

    /// `POST /debug/release-held`: every held request still open is handled as usual (its client
    /// gets the API's answer). Returns how many were released.
    @discardableResult
    public func releaseHeld() async throws -> Int {
      struct Released: Decodable { let released: Int }
      return try await heldControl.request(
        Endpoint<Released>(
          method: .post, pathSegments: ["debug", "release-held"], response: .envelope())
      ).released
    }

    /// A plain stack whose deadline outlasts the server's longest wait.
    private var heldControl: DefaultDataTransferService {
      DefaultDataTransferService(
        network: DefaultNetworkService(
          configuration: try! NetworkConfiguration(baseURL: baseURL, timeout: .seconds(20)),
          retryPolicy: .never))
    }
  }
#endif
