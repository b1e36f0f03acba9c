import Foundation

/// A response body as the cache holds it, with when it was stored.
///
/// Threading: an immutable `Sendable` value.
public struct CachedResponse: Equatable, Sendable {
  /// The bytes stored (typically the response's JSON body).
  public let body: Data
  /// When they were stored.
  public let storedAt: Date

  /// A cached `body`, stored at `storedAt`.
  public init(body: Data, storedAt: Date) {
    self.body = body
    self.storedAt = storedAt
  }
}
