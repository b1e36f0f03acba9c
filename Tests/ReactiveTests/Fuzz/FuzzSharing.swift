/// How a shared program (`FuzzProgram.share`) shares its source.
enum FuzzSharing: CustomStringConvertible, Sendable {
  /// `publish().refCount()`.
  case publish
  /// `replay(n).refCount()`.
  case replay(Int)
  /// `share(replay: n, scope: .whileConnected)` or `.forever`.
  case share(replay: Int, forever: Bool)
  /// `multicast(_:selector:)` with a fresh `PublishSubject` (`nil`) or
  /// `ReplaySubject.create(bufferSize: n)` per subscription; the body is the selector.
  case multicast(replay: Int?)

  /// The subject `multicast` makes, as source text.
  static func subject(_ replay: Int?) -> String {
    replay.map { "ReplaySubject.create(bufferSize: \($0))" } ?? "PublishSubject()"
  }

  /// The sharing operator applied to the source (not used for `multicast`).
  var description: String {
    switch self {
    case .publish: "publish().refCount()"
    case .replay(let n): "replay(\(n)).refCount()"
    case .share(let n, let forever):
      "share(replay: \(n), scope: .\(forever ? "forever" : "whileConnected"))"
    case .multicast(let replay): "multicast({ \(Self.subject(replay)) }, selector: …)"
    }
  }
}
