/// Strict percent-encoding for path segments and query components (RFC 3986).
///
/// Only the unreserved characters `A–Z a–z 0–9 - . _ ~` pass through; every other byte of the
/// UTF-8 encoding becomes `%XX`. That is stricter than `URLComponents` (which leaves `+`, `/`,
/// `?` and `=` alone in places where servers treat them as syntax), so a raw value can never
/// end its segment, start a query or add a parameter. The dot segments `.` and `..` are encoded
/// entirely, so they cannot be normalised into "go up a directory". Pure functions; thread-safe.
enum PercentEncoding {
  /// Encodes one path segment.
  static func pathSegment(_ raw: String) -> String {
    if raw == "." || raw == ".." {
      return String(repeating: "%2E", count: raw.utf8.count)
    }
    return encode(raw)
  }

  /// Encodes one query name or value.
  static func queryComponent(_ raw: String) -> String { encode(raw) }

  private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

  private static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
      UInt8(ascii: "_"), UInt8(ascii: "~"):
      true
    default:
      false
    }
  }

  private static func encode(_ raw: String) -> String {
    // Most segments (ids, fixed names) need no escape at all: keep the string as it is.
    if raw.utf8.allSatisfy(isUnreserved) { return raw }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(raw.utf8.count)
    for byte in raw.utf8 {
      if isUnreserved(byte) {
        bytes.append(byte)
      } else {
        bytes.append(UInt8(ascii: "%"))
        bytes.append(hexDigits[Int(byte >> 4)])
        bytes.append(hexDigits[Int(byte & 0x0F)])
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
