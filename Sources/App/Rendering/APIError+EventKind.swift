import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

extension APIError {
  /// The `kind` of a `networkError` JSON event: `unauthorized`, `notFound`, `server`,
  /// `decoding`, `transport` or `unexpectedStatus`. A 409 that reached the generic alert (it
  /// never should: the use case routes it to `duplicatedUsers`) is an `unexpectedStatus`; a
  /// cancellation (never shown) a `transport`.
  var eventKind: String {
    switch self {
    case .unauthorized: "unauthorized"
    case .notFound: "notFound"
    case .server: "server"
    case .decoding: "decoding"
    case .transport, .cancelled: "transport"
    case .unexpectedStatus, .duplicatedUsers: "unexpectedStatus"
    }
  }
}
