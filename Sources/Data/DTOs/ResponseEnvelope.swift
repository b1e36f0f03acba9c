/// The wire envelope every API response body uses: `{"status": Int, "message": String, "data": T|null}`.
///
/// `status` is informational only: when it disagrees with the HTTP status, the HTTP status wins.
/// Encodable when its `data` is, so a test or a stub server can write the exact body it answers
/// with (`data: nil` encodes as `"data": null`).
public struct ResponseEnvelope<Value: Decodable>: Decodable {
  /// Wire `status`: the status the server meant (informational; the HTTP status wins).
  public let status: Int
  /// Wire `message`: a human-readable note from the server, e.g. why a request failed.
  public let message: String
  /// Wire `data`: the payload; `nil` when the server sent `null` or left it out.
  public let data: Value?

  /// A value with these fields, e.g. to encode the body a stub answers with.
  public init(status: Int, message: String, data: Value?) {
    self.status = status
    self.message = message
    self.data = data
  }

  private enum CodingKeys: String, CodingKey {
    case status, message, data
  }
}

extension ResponseEnvelope: Sendable where Value: Sendable {}

extension ResponseEnvelope: Equatable where Value: Equatable {}

extension ResponseEnvelope: Encodable where Value: Encodable {
  /// Writes `data` even when it is `nil` (as `null`), as the server does.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(status, forKey: .status)
    try container.encode(message, forKey: .message)
    try container.encode(data, forKey: .data)
  }
}
