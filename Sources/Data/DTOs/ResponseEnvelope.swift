/// The wire envelope every API response body uses: `{"status": Int, "message": String, "data": T|null}`.
///
/// `status` is informational only: when it disagrees with the HTTP status, the HTTP status wins.
public struct ResponseEnvelope<Value: Decodable>: Decodable {
  public let status: Int
  public let message: String
  public let data: Value?
}

extension ResponseEnvelope: Sendable where Value: Sendable {}
