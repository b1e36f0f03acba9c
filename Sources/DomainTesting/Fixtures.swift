import CleanDomain

/// Sample entities for tests: three players and a session of the first.
///
/// Plain values; use them from any thread.
public enum Fixtures {
  /// Player #1, `alice`, rating 1500.
  public static let alice = User(id: 1, nickname: "alice", rating: 1500)
  /// Player #2, `bob`, rating 1400.
  public static let bob = User(id: 2, nickname: "bob", rating: 1400)
  /// Player #3, `carol`, rating 1600.
  public static let carol = User(id: 3, nickname: "carol", rating: 1600)
  /// A session of `alice` with the token `token-1`.
  public static let session = Session(token: "token-1", user: alice)

  /// One sample of every `APIError` case (and of every `TransportFailure`; both deliveries of a
  /// cancellation and of a timeout), for table tests
  /// that must cover every failure: `@Test(arguments: Fixtures.everyAPIError)`.
  ///
  /// A list written by hand goes stale silently when a case is added. This one is checked by two
  /// exhaustive `switch`es below: adding a case to `APIError` or `TransportFailure` stops this
  /// module compiling until a sample of it is added here.
  public static let everyAPIError: [APIError] = {
    let samples: [APIError] = [
      .unauthorized(HTTPFailure(status: 401)), .notFound(HTTPFailure(status: 404)),
      .server(HTTPFailure(status: 503)), .unexpectedStatus(HTTPFailure(status: 418)),
      .decoding("keyNotFound: id"), .transport(.cannotConnect),
      .transport(.timedOut(.notSent)), .transport(.timedOut(.outcomeUnknown)),
      .transport(.offline), .transport(.cannotFindHost), .transport(.connectionLost),
      .transport(.responseTooLarge(limit: 1_048_576)), .transport(.other("TLS")),
      .cancelled(.notSent), .cancelled(.outcomeUnknown),
      .unhandledFeatureError("LeaderboardError.closed"),
    ]
    for sample in samples {
      switch sample {
      case .unauthorized, .notFound, .server, .unexpectedStatus, .decoding, .cancelled,
        .unhandledFeatureError:
        break
      case .transport(let failure):
        switch failure {
        case .cannotConnect, .timedOut, .offline, .cannotFindHost, .connectionLost,
          .responseTooLarge, .other:
          break
        }
      }
    }
    return samples
  }()
}
