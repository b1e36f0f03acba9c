/// What the server answered when a request failed with an HTTP status: the status, the
/// server's `message` (the string at the top-level key `"message"` of a JSON object body — the
/// envelope's, or any other JSON body's such as a gateway's `{"message": …}` — when non-empty)
/// and the start of the body, bounded, for logs.
///
/// The Data layer fills it in for every failure that came from a status code, so a screen can
/// show the server's own words and a log can show what came over the wire, without either
/// reading the transport. `==` compares every field: two failures that differ in anything the
/// server said are different failures.
///
/// Threading: an immutable `Sendable` value.
public struct HTTPFailure: Hashable, Sendable {
  /// The most bytes of a body kept in `bodyPrefix`.
  public static let bodyPrefixLimit = 1024

  /// The HTTP status code (never a 2xx).
  public let status: Int
  /// The string at the top-level key `"message"` of the body when the body is a JSON object:
  /// the envelope's `message`, but also that of any JSON body with such a key (a proxy's or a
  /// gateway's error body, not sent by the API) — not proof that the body was an envelope.
  /// `nil` when the body is not a JSON object, has no string `"message"`, or it is empty.
  /// (`DefaultNetworkErrorResolver.message(in:)` reads it; a custom resolver may differ.)
  public let message: String?
  /// At most `bodyPrefixLimit` bytes of the body, decoded as UTF-8 with invalid bytes replaced.
  public let bodyPrefix: String

  /// A failure with `status`; `message` and `bodyPrefix` default to "nothing was said".
  /// `bodyPrefix` is cut to `bodyPrefixLimit` UTF-8 bytes (on a character boundary).
  public init(status: Int, message: String? = nil, bodyPrefix: String = "") {
    self.status = status
    self.message = message.flatMap { $0.isEmpty ? nil : $0 }
    self.bodyPrefix = Self.bounded(bodyPrefix)
  }

  /// A failure read from a raw body: the prefix is taken from the first `bodyPrefixLimit` bytes.
  public init(status: Int, message: String?, body: some Collection<UInt8>) {
    self.init(
      status: status, message: message,
      bodyPrefix: String(decoding: body.prefix(Self.bodyPrefixLimit), as: UTF8.self))
  }

  private static func bounded(_ text: String) -> String {
    guard text.utf8.count > bodyPrefixLimit else { return text }
    var result = ""
    var used = 0
    for character in text {
      let size = character.utf8.count
      if used + size > bodyPrefixLimit { break }
      result.append(character)
      used += size
    }
    return result
  }
}
