import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What `RedirectPolicy` decided for one redirect response.
public enum RedirectDecision: Sendable, Equatable {
  /// Send this request next (same origin, within the hop limit).
  case follow(URLRequest)
  /// Do not follow: the 3xx response itself is the answer (classified as
  /// `APIError.unexpectedStatus`, with the server's `HTTPFailure`).
  case refuse(RedirectRefusal)
}
