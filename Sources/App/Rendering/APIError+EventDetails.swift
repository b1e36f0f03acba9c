import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

extension APIError {
  /// The details a `networkError` JSON event carries after `kind` and `message`:
  /// - `status: Int` when the failure came from a non-2xx HTTP status (not on `decoding`);
  /// - `reason: String` for a transport failure (`TransportFailure.reason`: `cannotConnect`,
  ///   `timedOut`, `offline`, `cannotFindHost`, `connectionLost`, `responseTooLarge`, `other`);
  /// - `serverMessage: String` when the error envelope had a non-empty `message`.
  ///
  /// `status` and `reason` never appear together. Pure.
  func addingDetails(to line: JSONLine) -> JSONLine {
    var line = line
    if case .transport(let failure) = self {
      line = line.with("reason", failure.reason)
    } else if let status {
      line = line.with("status", status)
    }
    if let serverMessage, !serverMessage.isEmpty {
      line = line.with("serverMessage", serverMessage)
    }
    return line
  }
}
