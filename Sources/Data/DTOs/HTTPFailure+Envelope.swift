import CleanDomain
import Foundation

extension HTTPFailure {
  /// The `data` of the failure's envelope body read as `Value` (e.g. the field errors of a 422),
  /// or `nil` when the body is not an envelope, its `data` is `null` or of another shape.
  ///
  /// Reads `bodyPrefix`, so a body longer than `HTTPFailure.bodyPrefixLimit` bytes (cut
  /// mid-JSON) reads as `nil`: failure envelopes are small, and a failure never keeps a large
  /// body alive. For whole bodies of any size, read them with `Endpoint.readingFailures(_:)`,
  /// or decoded as your DTO with `Endpoint.readingFailures(as:decoder:_:)`.
  public func envelopeData<Value: Decodable>(as type: Value.Type) -> Value? {
    try? EnvelopeDecoder.decodeData(Value.self, from: Data(bodyPrefix.utf8))
  }
}
