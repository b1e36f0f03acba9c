import CleanDomain
import CleanReactive
import Foundation

/// The mapping documented in `docs/API.md`:
///
/// | outcome | `APIError` |
/// |---|---|
/// | 200, 201, 204 (any 2xx) | success (`nil`) |
/// | 401 | `.unauthorized` |
/// | 404 | `.notFound` |
/// | 500–599 | `.server(status:)` |
/// | any other status (3xx, 400, 409, …) | `.unexpectedStatus(status)` |
/// | `URLError(.cancelled)`, `CancellationError` | `.cancelled(.outcomeUnknown)` (the error does not say how far the request got) |
/// | `URLError(.timedOut)` | `.transport(.timedOut(.outcomeUnknown))` |
/// | other `URLError` codes | `.transport(_:)` (see `transportFailure(for:)`) |
/// | an `APIError`; anything else thrown | itself; `.transport(.other)` (`APIError(classifying:)`) |
///
/// A status has one meaning here for every endpoint: an endpoint that gives a status its own
/// meaning (start-match's 409) says so with `Endpoint.readingFailures(_:)`, which
/// `DefaultNetworkService` consults first. An `APIError` thrown by the session —
/// `.transport(.responseTooLarge)`, and `DefaultNetworkSession`'s `.cancelled(_:)` and
/// `.transport(.timedOut(_:))`, which know whether the request was sent — is kept as it is.
///
/// Pure and thread-safe.
public struct DefaultNetworkErrorResolver: NetworkErrorResolver {
  /// The resolver of the table above; it has no state.
  public init() {}

  /// `nil` for a 2xx; otherwise the status's case from the table above, carrying an
  /// `HTTPFailure` with the status, `message(in: body)` and a prefix of `body`.
  public func error(forStatus status: Int, body: Data) -> APIError? {
    if (200...299).contains(status) { return nil }
    let failure = HTTPFailure(status: status, message: Self.message(in: body), body: body)
    return switch status {
    case 401: .unauthorized(failure)
    case 404: .notFound(failure)
    case 500...599: .server(failure)
    default: .unexpectedStatus(failure)
    }
  }

  /// The string at the top-level key `"message"` when `body` is a JSON object — the envelope's
  /// `message` (whatever its `status` and `data`), or that of any other JSON object with a
  /// string `"message"` (a gateway's `{"message": "rate limited"}` too); `nil` otherwise.
  public static func message(in body: Data) -> String? {
    guard !body.isEmpty,
      let envelope = try? JSONDecoder().decode(MessageOnlyEnvelope.self, from: body)
    else { return nil }
    return envelope.message
  }

  /// `.cancelled(.outcomeUnknown)` for `URLError(.cancelled)`, `.transport(_:)` for any other
  /// `URLError` (`transportFailure(for:)`); an `APIError` as it is, anything else as
  /// `APIError(classifying:)` reads it (`CancellationError` → `.cancelled(.outcomeUnknown)`).
  public func error(forTransportFailure error: any Error) -> APIError {
    guard let urlError = error as? URLError else { return APIError(classifying: error) }
    return urlError.code == .cancelled
      ? .cancelled(.outcomeUnknown) : .transport(Self.transportFailure(for: urlError))
  }

  /// The transport case for a `URLError` code other than `.cancelled`; a timeout is
  /// `.timedOut(.outcomeUnknown)` (URLSession's own timeout does not say whether it sent).
  public static func transportFailure(for error: URLError) -> TransportFailure {
    switch error.code {
    case .cannotConnectToHost: .cannotConnect
    case .timedOut: .timedOut(.outcomeUnknown)
    case .notConnectedToInternet, .dataNotAllowed, .internationalRoamingOff: .offline
    case .cannotFindHost, .dnsLookupFailed: .cannotFindHost
    case .networkConnectionLost, .badServerResponse, .zeroByteResource, .cannotParseResponse:
      .connectionLost
    default: .other("URLError \(error.code.rawValue): \(error.localizedDescription)")
    }
  }
}
