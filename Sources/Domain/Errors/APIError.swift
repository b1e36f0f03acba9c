/// Every way a request can fail on the wire, as the domain sees it: the generic HTTP and
/// transport taxonomy, the same for every feature.
///
/// The Data layer classifies each transport outcome and HTTP status into exactly one case
/// (see `docs/API.md`). A feature's own meaning of a status (the start-match 409 means
/// "duplicated users") is not a case here: it is the feature's own error type
/// (`MatchmakingError`), read by its endpoint, and a request fails with
/// `RequestFailure<ThatType>` — `.network(APIError)` or `.domain(ThatType)`.
///
/// | case | cause |
/// |---|---|
/// | `unauthorized(_:)` | 401 |
/// | `notFound(_:)` | 404 |
/// | `server(_:)` | 5xx |
/// | `unexpectedStatus(_:)` | any other non-success status (400, 403, 409, 418, …) |
/// | `decoding(_:)` | a success status whose body does not decode |
/// | `transport(_:)` | no HTTP answer: refused, timeout, offline, DNS, reset, too large, … |
/// | `cancelled(_:)` | the caller cancelled; UIs ignore it. Its `RequestDelivery` says whether the request may have reached the server |
/// | `unhandledFeatureError(_:)` | not a failure on the wire: a feature's own error reached a step of another error type (a wiring bug) |
///
/// Every case that came from a status carries an `HTTPFailure` (status, the server's message,
/// the start of the body); `status` and `serverMessage` read it whatever the case. A test or a
/// fake builds one with the case itself: `.unauthorized(HTTPFailure(status: 401))`.
///
/// Comparing: `==` compares payloads, the server's message and body included, so a real 401
/// that carries a message is *not* equal to `.unauthorized(HTTPFailure(status: 401))`. To ask
/// how a failure was classified, compare `kind` (`error.kind == .unauthorized`) or `status`.
/// (Tests compare case and status with `withoutServerDetails`, from `CleanDomainTesting`.)
///
/// A common bug this type rules out: code that catches `as? APIError` and silently drops
/// everything else. `init(classifying:)` turns *any* error into a case, so nothing is lost.
///
/// Threading: an immutable `Sendable` value.
public enum APIError: Error, Equatable, Hashable, Sendable {
  /// 401: missing, expired or invalid credentials.
  case unauthorized(HTTPFailure)
  /// 404: the addressed resource does not exist.
  case notFound(HTTPFailure)
  /// 5xx: the server failed.
  case server(HTTPFailure)
  /// Any other status that is not a success.
  case unexpectedStatus(HTTPFailure)
  /// A success status whose body could not be decoded into the expected shape.
  case decoding(String)
  /// The request never produced an HTTP response.
  case transport(TransportFailure)
  /// The request was cancelled by its caller. Not a failure to show.
  ///
  /// `delivery` says what became of the request: `.notSent` — it never reached a connection and
  /// took no effect; `.outcomeUnknown` — it (or an earlier attempt of it) may have reached the
  /// server and taken effect. Either way nothing more of it is sent once the caller has seen
  /// this error. Match any cancellation with `case .cancelled:` or `isCancellation`.
  case cancelled(RequestDelivery)
  /// Not a failure on the wire: a feature's own error (the `.domain` of a `RequestFailure`)
  /// reached a split or a classification of *another* error type — `RequestSplit<Never>` over a
  /// request that fails with `RequestFailure<MatchmakingError>`. A wiring bug, kept apart from
  /// transport so that it is seen for what it is; the text describes the error. Give the split
  /// a `TypedRequest` and the compiler rules it out.
  case unhandledFeatureError(String)

  /// Whether this is a cancellation (of either delivery), which screens ignore rather than
  /// report.
  public var isCancellation: Bool {
    if case .cancelled = self { true } else { false }
  }

  /// Classifies any error into the domain type. An `APIError` is kept, and so is the one inside
  /// a `RequestFailure.network` of any domain error type (a 500 stays a 500, a cancellation a
  /// cancellation), and the `.domain` error of one becomes `.unhandledFeatureError(_:)` (a
  /// feature's error where none was expected, never transport); Swift's `CancellationError`
  /// becomes `.cancelled(.outcomeUnknown)` (whoever threw it did not say how far the request
  /// got, so nothing is promised); anything else — which the Data layer never throws, but an
  /// importer's repository might — becomes `.transport(.other(_:))`, so no failure is ever
  /// dropped for being of an unexpected type. Use `RequestFailure(classifying:)` for requests
  /// that have a feature error of their own.
  public init(classifying error: any Error) {
    switch error {
    case let apiError as APIError: self = apiError
    case let failure as any AnyRequestFailure:
      self = failure.networkError ?? .unhandledFeatureError(failure.domainErrorDescription)
    case is CancellationError: self = .cancelled(.outcomeUnknown)
    default: self = .transport(.other(String(describing: error)))
    }
  }
}
