extension APIError {
  /// The case of an `APIError` without its payload: what to compare when the question is how a
  /// failure was classified (`error.kind == .unauthorized`), not what the server said.
  public enum Kind: String, CaseIterable, Equatable, Hashable, Sendable {
    /// `APIError.unauthorized(_:)`.
    case unauthorized
    /// `APIError.notFound(_:)`.
    case notFound
    /// `APIError.server(_:)`.
    case server
    /// `APIError.unexpectedStatus(_:)`.
    case unexpectedStatus
    /// `APIError.decoding(_:)`.
    case decoding
    /// `APIError.transport(_:)`.
    case transport
    /// `APIError.cancelled(_:)`, whatever its delivery.
    case cancelled
    /// `APIError.unhandledFeatureError(_:)`.
    case unhandledFeatureError
  }

  /// This failure's case, without its payload.
  public var kind: Kind {
    switch self {
    case .unauthorized: .unauthorized
    case .notFound: .notFound
    case .server: .server
    case .unexpectedStatus: .unexpectedStatus
    case .decoding: .decoding
    case .transport: .transport
    case .cancelled: .cancelled
    case .unhandledFeatureError: .unhandledFeatureError
    }
  }
}
