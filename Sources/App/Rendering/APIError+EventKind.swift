import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

extension APIError {
  /// The `kind` of a `networkError` JSON event: `unauthorized`, `notFound`, `server`,
  /// `decoding`, `transport`, `unexpectedStatus` or `unhandledFeatureError` (a 409 that is not the start-match
  /// conflict, which reaches `duplicatedUsers` instead, is an `unexpectedStatus`); a
  /// cancellation (never shown) a `transport`.
  var eventKind: String {
    switch self {
    case .unauthorized: "unauthorized"
    case .notFound: "notFound"
    case .server: "server"
    case .decoding: "decoding"
    case .transport, .cancelled: "transport"
    case .unexpectedStatus: "unexpectedStatus"
    case .unhandledFeatureError: "unhandledFeatureError"
    }
  }
}
