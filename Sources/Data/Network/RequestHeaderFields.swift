/// The header fields of one request, collected in a dictionary and handed to the `URLRequest`
/// in one assignment (`allHTTPHeaderFields`).
///
/// Same rules as `URLRequest.setValue(_:forHTTPHeaderField:)`, at a fraction of its cost:
/// names match case-insensitively (a later value replaces an earlier one, whatever the case of
/// either name), and a value that could split the header block — a NUL, a CR or LF that is not
/// part of a `CRLF` followed by a space or tab — is not sent. (FoundationNetworking's `setValue`
/// copies the whole dictionary, capitalizes the name and walks the value by `Character` on every
/// call; this type does the same checks on UTF-8 bytes.) Names are kept as given.
///
/// Threading: a value type; no shared state.
struct RequestHeaderFields {
  private(set) var fields: [String: String]

  init(_ fields: [String: String] = [:]) {
    self.fields = [:]
    self.fields.reserveCapacity(fields.count + 3)
    for (name, value) in fields { set(value, for: name) }
  }

  /// Sets `name` to `value`, replacing any field of that name in any case; `nil` removes it. An
  /// invalid value (see the type) removes nothing and sets nothing, like `setValue`.
  mutating func set(_ value: String?, for name: String) {
    if let value, !Self.isValid(value) { return }
    if fields[name] == nil, let existing = fields.keys.first(where: { Self.sameName($0, name) }) {
      fields[existing] = nil
    }
    fields[name] = value
  }

  /// The value of `name` in any case.
  func value(for name: String) -> String? {
    if let value = fields[name] { return value }
    return fields.first { Self.sameName($0.key, name) }?.value
  }

  /// Whether `value` can be sent as a header value: no NUL, and CR or LF only as `CRLF`
  /// followed by a space or tab (obsolete line folding, which `setValue` accepts too).
  static func isValid(_ value: String) -> Bool {
    var utf8 = value.utf8.makeIterator()
    while let byte = utf8.next() {
      switch byte {
      case 0, UInt8(ascii: "\n"): return false
      case UInt8(ascii: "\r"):
        guard utf8.next() == UInt8(ascii: "\n") else { return false }
        let next = utf8.next()
        guard next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") else { return false }
      default: continue
      }
    }
    return true
  }

  /// ASCII case-insensitive equality of two header names.
  private static func sameName(_ first: String, _ second: String) -> Bool {
    guard first.utf8.count == second.utf8.count else { return false }
    for (a, b) in zip(first.utf8, second.utf8) where a != b {
      guard a | 0x20 == b | 0x20, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(a | 0x20)
      else { return false }
    }
    return true
  }
}
