import CleanData
import CleanDomain
import Foundation

/// The embedded backend's memory of writes made with an `Idempotency-Key` (docs/API.md, "Start a
/// match"): for each player and key, the request body and the answer it got, for
/// `IdempotentAnswers.window` (24 h).
///
/// A repeat — same player, same key, same body — gets the first answer again and takes no
/// second effect; the same key with another body is a 422. Keys are per player: two players
/// cannot collide.
///
/// Threading: a value; `BackendRouter` keeps it inside `BackendState`, behind its mutex.
struct IdempotentAnswers: Sendable {
  /// How long a key is remembered.
  static let window: TimeInterval = 24 * 60 * 60

  private struct Entry: Sendable {
    let body: Data?
    let response: BackendResponse
    let at: Date
  }

  private var entries: [String: Entry] = [:]

  /// What the router answers for `key` of `userId` with `body`: the remembered answer, a 422
  /// for another body, or `nil` when the key is new (or older than the window).
  func answer(userId: Int, key: String, body: Data?, now: Date) -> BackendResponse? {
    guard let entry = entries[Self.scope(userId, key)],
      now.timeIntervalSince(entry.at) < Self.window
    else { return nil }
    guard entry.body == body else {
      return .envelope(
        status: 422, message: "Idempotency-Key already used with a different request")
    }
    return entry.response
  }

  /// Remembers `response` for `key` of `userId`, and forgets keys older than the window.
  mutating func remember(
    _ response: BackendResponse, userId: Int, key: String, body: Data?, now: Date
  ) {
    entries = entries.filter { now.timeIntervalSince($0.value.at) < Self.window }
    entries[Self.scope(userId, key)] = Entry(body: body, response: response, at: now)
  }

  /// How many keys are remembered (for tests).
  var count: Int { entries.count }

  /// The key's text from its header value: an sf-string (`"…"`, `\"` and `\\` escaped) or, for
  /// a lenient client, a bare token; `nil` when it is neither, or not 1 to 255 printable ASCII
  /// characters.
  static func key(fromHeader value: String) -> String? {
    var text = value.trimmingCharacters(in: .whitespaces)
    if text.hasPrefix("\"") {
      guard text.count >= 2, text.hasSuffix("\"") else { return nil }
      var unescaped = ""
      var escaping = false
      for character in text.dropFirst().dropLast() {
        if escaping {
          guard character == "\"" || character == "\\" else { return nil }
          unescaped.append(character)
          escaping = false
        } else if character == "\\" {
          escaping = true
        } else if character == "\"" {
          return nil
        } else {
          unescaped.append(character)
        }
      }
      guard !escaping else { return nil }
      text = unescaped
    }
    return IdempotencyKey(text)?.value
  }

  private static func scope(_ userId: Int, _ key: String) -> String {
    "\(userId) \(key)"
  }
}
