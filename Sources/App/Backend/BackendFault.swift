import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

/// A failure the embedded backend injects instead of answering a request normally.
enum BackendFault: Sendable, Equatable, CustomStringConvertible {
  /// Answers with this 5xx status and an envelope whose `data` is `null`.
  case serverError(status: Int)
  /// Waits for the request's timeout, then throws `URLError(.timedOut)`, as URLSession does.
  case timeout
  /// Answers `200` with a body that is not JSON (the client must classify it as `.decoding`).
  case malformedBody
  /// Handles the request — its effect is committed — then loses the answer: throws
  /// `URLError(.networkConnectionLost)`, as a server that drops the connection after committing.
  /// Only scripted, never drawn by `--fault-rate`.
  case dropAfterCommit

  var description: String {
    switch self {
    case .serverError(let status): "HTTP \(status)"
    case .timeout: "timeout"
    case .malformedBody: "malformed body"
    case .dropAfterCommit: "connection dropped after commit"
    }
  }
}
