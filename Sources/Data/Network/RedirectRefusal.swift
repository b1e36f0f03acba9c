import Foundation

/// Why a redirect was not followed.
public enum RedirectRefusal: Sendable, Equatable {
  /// The target's scheme, host or port differs from the request's: following could hand the
  /// `Authorization` header (or any credential) to another server.
  case crossOrigin(URL)
  /// More than `RedirectPolicy.maxHops` redirects in a row.
  case tooManyHops(limit: Int)
  /// No `Location`, one that is not a URL, or one with user info (`user:password@`).
  case invalidLocation(String?)
  /// A 3xx that is not a redirect to follow (300, 304, 305, 306, …).
  case notARedirect(status: Int)
}
