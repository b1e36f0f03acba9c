import CleanData
import CleanDomain
import Foundation

// The loopback server runs `python3` as a child process: `Process` exists on macOS and Linux
// only, so this file is compiled there and nowhere else (an iOS test target uses
// `StubNetworkSession` instead).
#if os(macOS) || os(Linux)
  /// What reached the fixture server (`GET /debug/received`), and the fault of a server that
  /// commits a write and loses its answer (`POST /debug/drop-after-commit`) — so a test can prove
  /// what was, and was not, sent:
  ///
  /// ```
  /// try await server.dropAfterCommit()
  /// _ = try? await client.startMatch(userIds: [1, 2])   // the answer is lost, the start retried
  /// let received = try await server.receivedRequests()
  /// #expect(received.requests(to: "POST", "/matches").count == 2)
  /// #expect(received.matchesStarted == 1)
  /// ```
  extension APIServer {
    /// Every API request the server read (held ones included; not the `/debug` and `/hostile`
    /// knobs), in order of arrival, and how many matches it started.
    public struct ReceivedRequests: Decodable, Equatable, Sendable {
      /// One request as it arrived.
      public struct Request: Decodable, Equatable, Sendable {
        /// The method, e.g. `"POST"`.
        public let method: String
        /// The path, still percent-encoded, e.g. `"/matches"`.
        public let path: String
        /// The `Idempotency-Key` it carried, unquoted; `nil` without one.
        public let idempotencyKey: String?

        /// A request as the server reports it.
        public init(method: String, path: String, idempotencyKey: String?) {
          self.method = method
          self.path = path
          self.idempotencyKey = idempotencyKey
        }
      }

      /// Every request, oldest first.
      public let requests: [Request]
      /// How many `POST /matches` started a match.
      public let matchesStarted: Int

      /// Counts as the server reports them.
      public init(requests: [Request], matchesStarted: Int) {
        self.requests = requests
        self.matchesStarted = matchesStarted
      }

      /// The requests with `method` to `path`.
      public func requests(to method: String, _ path: String) -> [Request] {
        requests.filter { $0.method == method && $0.path == path }
      }
    }

    /// `GET /debug/received`.
    public func receivedRequests() async throws -> ReceivedRequests {
      try await plainControl.request(
        Endpoint<ReceivedRequests>(
          method: .get, pathSegments: ["debug", "received"], response: .envelope()))
    }

    /// `POST /debug/drop-after-commit`: the next `count` API requests (after any `failNext` or
    /// held request) are handled — a start is committed — and their connection is then closed
    /// without an answer: the client sees the connection lost.
    public func dropAfterCommit(count: Int = 1) async throws {
      let body = Data(#"{"count": \#(count)}"#.utf8)
      try await plainControl.request(
        Endpoint<Void>(method: .post, pathSegments: ["debug", "drop-after-commit"], body: body))
    }

    /// A plain stack without retries, on a session of its own.
    private var plainControl: DefaultDataTransferService {
      DefaultDataTransferService(
        network: DefaultNetworkService(
          configuration: try! NetworkConfiguration(baseURL: baseURL), retryPolicy: .never))
    }
  }
#endif
