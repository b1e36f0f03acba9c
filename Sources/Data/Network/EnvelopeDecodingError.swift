/// Why a success body could not be read. `DefaultDataTransferService` turns it into
/// `APIError.decoding(description)`.
public enum EnvelopeDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The body was empty where an envelope was required.
  case emptyBody
  /// The envelope's `data` was `null` or absent where a value was required.
  case missingData
  /// The body is not JSON, or its JSON does not have the expected shape; carries a short reason.
  case invalidJSON(String)

  /// A one-line reason, as carried by `APIError.decoding(_:)`.
  public var description: String {
    switch self {
    case .emptyBody: "empty body"
    case .missingData: "envelope data is null"
    case .invalidJSON(let reason): reason
    }
  }

  /// A one-line reason for a `DecodingError`, with the JSON path where it happened.
  static func describe(_ error: DecodingError) -> String {
    func path(_ context: DecodingError.Context) -> String {
      let keys = context.codingPath.map { key in
        key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)"
      }
      return keys.isEmpty ? "<root>" : keys.joined().trimmingPrefix(".").description
    }
    switch error {
    case .typeMismatch(let type, let context):
      return "type mismatch at \(path(context)): expected \(type)"
    case .valueNotFound(let type, let context):
      return "null at \(path(context)): expected \(type)"
    case .keyNotFound(let key, let context):
      let parent = context.codingPath.isEmpty ? "" : " in \(path(context))"
      return "missing key \"\(key.stringValue)\"\(parent)"
    case .dataCorrupted(let context):
      return "corrupted data at \(path(context)): \(context.debugDescription)"
    @unknown default:
      return String(describing: error)
    }
  }
}
