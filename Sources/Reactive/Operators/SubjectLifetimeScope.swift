/// How long `share(replay:scope:)` keeps what it shares (RxSwift's names and semantics).
public enum SubjectLifetimeScope: Sendable {
  /// Each connection to the source has its own replay buffer: when the source terminates, or the
  /// last subscriber leaves, the source subscription is disposed and the buffer cleared, and the
  /// next subscriber starts a fresh subscription. The default; `retry` and `concat` downstream
  /// work as expected.
  case whileConnected

  /// One replay buffer for every connection: it survives the last subscriber leaving (a later
  /// subscriber reconnects and first gets the stale elements), and once the source terminated,
  /// every later subscriber gets the buffer and the terminal event at once, without the source
  /// being subscribed again.
  case forever
}
