extension TransportFailure {
  /// A one-word name of the failure, stable for logs and machine-readable output:
  /// `cannotConnect`, `timedOut`, `offline`, `cannotFindHost`, `connectionLost`,
  /// `responseTooLarge` or `other`.
  public var reason: String {
    switch self {
    case .cannotConnect: "cannotConnect"
    case .timedOut: "timedOut"
    case .offline: "offline"
    case .cannotFindHost: "cannotFindHost"
    case .connectionLost: "connectionLost"
    case .responseTooLarge: "responseTooLarge"
    case .other: "other"
    }
  }
}
