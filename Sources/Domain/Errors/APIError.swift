/// Every way a request can fail, as the domain sees it.
///
/// The Data layer classifies each transport outcome and HTTP status into exactly one case
/// (see `docs/API.md`); everything above it (use cases, ViewModels, the CLI) only ever sees
/// this type. `==` compares payloads, so two different failures are never equal.
///
/// | case | cause |
/// |---|---|
/// | `unauthorized(_:)` | 401 |
/// | `notFound(_:)` | 404 |
/// | `duplicatedUsers(ids:)` | the start-match endpoint's 409, with the duplicated ids |
/// | `server(_:)` | 5xx |
/// | `unexpectedStatus(_:)` | any other non-success status (400, 403, 409 elsewhere, 418, …) |
/// | `decoding(_:)` | a success status whose body does not decode |
/// | `transport(_:)` | no HTTP answer: refused, timeout, offline, DNS, reset, too large, … |
/// | `cancelled` | the caller cancelled; UIs ignore it |
///
/// Every case that came from a status carries an `HTTPFailure` (status, the server's message,
/// the start of the body); `status` and `serverMessage` read it whatever the case. The static
/// members `.unauthorized`, `.notFound`, `.server(status:)` and `.unexpectedStatus(_:)` build
/// a failure with a status and nothing said, for tests and fakes.
///
/// A common bug this type rules out: code that catches `as? APIError` and silently drops
/// everything else. `init(classifying:)` turns *any* error into a case, so nothing is lost.
public enum APIError: Error, Equatable, Hashable, Sendable {
  /// 401: missing, expired or invalid credentials.
  case unauthorized(HTTPFailure)
  /// 404: the addressed resource does not exist.
  case notFound(HTTPFailure)
  /// The named users are named twice or are already in an active match: the start-match
  /// endpoint's reading of its 409. The ids are distinct and ascending.
  case duplicatedUsers(ids: [Int])
  /// 5xx: the server failed.
  case server(HTTPFailure)
  /// Any other status that is not a success.
  case unexpectedStatus(HTTPFailure)
  /// A success status whose body could not be decoded into the expected shape.
  case decoding(String)
  /// The request never produced an HTTP response.
  case transport(TransportFailure)
  /// The request was cancelled by its caller. Not a failure to show.
  case cancelled

  /// Whether this is a cancellation, which screens ignore rather than report.
  public var isCancellation: Bool { self == .cancelled }

  /// Classifies any error into the domain type. An `APIError` is kept; Swift's
  /// `CancellationError` becomes `.cancelled`; anything else — which the Data layer never
  /// throws, but an importer's repository might — becomes `.transport(.other(_:))`, so no
  /// failure is ever dropped for being of an unexpected type.
  public init(classifying error: any Error) {
    switch error {
    case let apiError as APIError: self = apiError
    case is CancellationError: self = .cancelled
    default: self = .transport(.other(String(describing: error)))
    }
  }
}
