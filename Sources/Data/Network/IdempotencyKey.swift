import Foundation

/// The key of one logical write, sent as the `Idempotency-Key` request header (IETF httpapi
/// draft "The Idempotency-Key HTTP Header Field"): a server that deduplicates by it answers a
/// repeat of the same write — same key, same request — with its first answer, and takes no
/// second effect; the same key with a different request body is refused (422).
///
/// A key protects a write only when the *server* honours it, so it is something an endpoint
/// declares (`Endpoint.withIdempotencyKey(_:)`), never something the stack assumes: the stack
/// then retries that write like a `GET`. Make one key per logical write and keep it for every
/// retry of that write — the stack's own, and yours after an `isOutcomeUnknown` failure:
///
/// ```swift
/// import CleanData
/// import CleanDomain
///
/// func startOnce(_ ids: [Int], with client: MatchmakingClient) async throws(
///   RequestFailure<MatchmakingError>
/// ) -> Match {
///   let key = IdempotencyKey()  // one logical write
///   var tries = 0
///   while true {
///     tries += 1
///     do throws(RequestFailure<MatchmakingError>) {
///       return try await client.startMatch(userIds: ids, idempotencyKey: key)
///     } catch {
///       // Again with the same key: the server answers it once.
///       guard error.isOutcomeUnknown, !error.isCancellation, tries < 3 else { throw error }
///     }
///   }
/// }
/// ```
///
/// Threading: an immutable `Sendable` value.
public struct IdempotencyKey: Hashable, Sendable, CustomStringConvertible {
  /// The header's name.
  public static let headerName = "Idempotency-Key"
  /// The longest key accepted, in characters.
  public static let maxLength = 255

  /// The key's text: 1 to `maxLength` printable ASCII characters.
  public let value: String

  /// A new random key (a lowercase UUID): a new logical write.
  public init() {
    value = UUID().uuidString.lowercased()
  }

  /// The key `value` — one the caller stored to retry a write later, e.g. after a restart —
  /// or `nil` unless it is 1 to `maxLength` printable ASCII characters (space to `~`).
  public init?(_ value: String) {
    guard !value.isEmpty, value.utf8.count <= Self.maxLength,
      value.utf8.allSatisfy({ (0x20...0x7E).contains($0) })
    else { return nil }
    self.value = value
  }

  /// The header's value: the key as a Structured Field string (RFC 9651), between double quotes
  /// with `\` and `"` escaped — `"8e03978e-40d5-43e8-bc93-6894a57f9324"`.
  public var headerValue: String {
    var text = "\""
    for character in value {
      if character == "\"" || character == "\\" { text.append("\\") }
      text.append(character)
    }
    text.append("\"")
    return text
  }

  /// The key's text.
  public var description: String { value }
}
