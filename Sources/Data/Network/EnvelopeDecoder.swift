import Foundation

/// Decodes the API's response envelope `{"status": Int, "message": String, "data": T|null}`.
///
/// Throws only `EnvelopeDecodingError` (wrapping Foundation's `DecodingError` when the JSON does
/// not match). Stateless and thread-safe: by default each call uses a new `JSONDecoder`; a
/// decoder you pass must not be reconfigured while it is in use.
public enum EnvelopeDecoder {
  /// The envelope's `data`, which must be present and non-null.
  public static func decodeData<Value: Decodable>(
    _ type: Value.Type, from body: Data, using decoder: JSONDecoder = JSONDecoder()
  ) throws(EnvelopeDecodingError) -> Value {
    let envelope = try decodeEnvelope(Value.self, from: body, using: decoder)
    guard let value = envelope.data else { throw .missingData }
    return value
  }

  /// The whole envelope; `data` may be `nil`.
  public static func decodeEnvelope<Value: Decodable>(
    _ type: Value.Type, from body: Data, using decoder: JSONDecoder = JSONDecoder()
  ) throws(EnvelopeDecodingError) -> ResponseEnvelope<Value> {
    guard !body.isEmpty else { throw .emptyBody }
    do {
      return try decoder.decode(ResponseEnvelope<Value>.self, from: body)
    } catch let error as DecodingError {
      throw .invalidJSON(EnvelopeDecodingError.describe(error))
    } catch {
      throw .invalidJSON(String(describing: error))
    }
  }
}
