/// Where a value shown came from: a stored copy, or the server's answer.
///
/// Threading: an immutable `Sendable` value.
public enum ValueSource: String, Sendable, Equatable {
  /// A copy kept from an earlier answer; the network's answer may follow.
  case cache
  /// The server's answer to this request.
  case network
}
