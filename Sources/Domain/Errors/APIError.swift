/// Every way a request can fail, as the domain sees it.
///
/// The Data layer classifies each transport outcome and HTTP status into exactly one case
/// (see `docs/API.md`); everything above it (use cases, ViewModels, the CLI) only ever sees
/// this type. `==` compares payloads, so two different failures are never equal.
///
/// | case | seed 003 name | cause |
/// |---|---|---|
/// | `unauthorized` | `userInfoErr` | 401 |
/// | `notFound` | `pathErr` | 404 |
/// | `duplicatedUsers(ids:)` | `duplicatedUserErr(userId:)` | 409 with the duplicated ids |
/// | `server(status:)` | `serverErr` | 5xx |
/// | `unexpectedStatus(_:)` | `pathErr` | any other non-success status (400, 403, 418, …) |
/// | `decoding(_:)` | `decodingErr` | a success status whose body does not decode |
/// | `transport(_:)` | — (seed 003 dropped these) | refused, timeout, offline, DNS, reset, … |
/// | `cancelled` | — | the caller cancelled; UIs ignore it |
public enum APIError: Error, Equatable, Hashable, Sendable {
  /// 401: missing, expired or invalid credentials.
  case unauthorized
  /// 404: the addressed resource does not exist.
  case notFound
  /// 409: the named users are named twice or are already in an active match.
  case duplicatedUsers(ids: [Int])
  /// 5xx: the server failed; carries the status.
  case server(status: Int)
  /// Any other status that is not a success; carries the status.
  case unexpectedStatus(Int)
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
  /// failure is ever dropped for being of an unexpected type (seed 003's bug).
  public init(classifying error: any Error) {
    switch error {
    case let apiError as APIError: self = apiError
    case is CancellationError: self = .cancelled
    default: self = .transport(.other(String(describing: error)))
    }
  }
}
