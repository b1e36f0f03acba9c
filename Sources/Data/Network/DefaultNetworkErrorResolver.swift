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
/// | 409 with `data.duplicatedUserIds` non-empty | `.duplicatedUsers(ids:)` |
/// | 409 without readable ids | `.unexpectedStatus(409)` |
/// | 500–599 | `.server(status:)` |
/// | any other status | `.unexpectedStatus(status)` |
/// | `URLError(.cancelled)`, `CancellationError` | `.cancelled` |
/// | other `URLError` codes | `.transport(_:)` (see `transportFailure(for:)`) |
/// | an `APIError`; anything else thrown | itself; `.transport(.other)` (`APIError(classifying:)`) |
///
/// Pure and thread-safe.
public struct DefaultNetworkErrorResolver: NetworkErrorResolver {
  public init() {}

  public func error(forStatus status: Int, body: Data) -> APIError? {
    switch status {
    case 200...299: nil
    case 401: .unauthorized
    case 404: .notFound
    case 409: duplicatedUsers(in: body) ?? .unexpectedStatus(409)
    case 500...599: .server(status: status)
    default: .unexpectedStatus(status)
    }
  }

  public func error(forTransportFailure error: any Error) -> APIError {
    guard let urlError = error as? URLError else { return APIError(classifying: error) }
    return urlError.code == .cancelled
      ? .cancelled : .transport(Self.transportFailure(for: urlError))
  }

  /// The transport case for a `URLError` code other than `.cancelled`.
  public static func transportFailure(for error: URLError) -> TransportFailure {
    switch error.code {
    case .cannotConnectToHost: .cannotConnect
    case .timedOut: .timedOut
    case .notConnectedToInternet, .dataNotAllowed, .internationalRoamingOff: .offline
    case .cannotFindHost, .dnsLookupFailed: .cannotFindHost
    case .networkConnectionLost, .badServerResponse, .zeroByteResource, .cannotParseResponse:
      .connectionLost
    default: .other("URLError \(error.code.rawValue): \(error.localizedDescription)")
    }
  }

  private func duplicatedUsers(in body: Data) -> APIError? {
    guard
      let ids = try? EnvelopeDecoder.decodeData(DuplicatedUsersDTO.self, from: body)
        .duplicatedUserIds,
      !ids.isEmpty
    else { return nil }
    return .duplicatedUsers(ids: ids)
  }
}
