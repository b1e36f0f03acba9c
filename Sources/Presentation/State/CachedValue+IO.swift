import CleanDomain
import CleanReactive
import CleanReactiveUI

extension CachedValue {
  /// What a single-value screen sends. Feed relays: they never fail.
  public struct Input: Sendable {
    /// Load the value (the screen appeared).
    public let load: Observable<Void>
    /// Load it again (a pull to refresh). The same intent as `load` — the newest wins, the one
    /// in flight is cancelled — on a stream of its own, so a screen need not merge the two.
    public let reload: Observable<Void>

    /// Bundles the screen's intents; a screen with no reload leaves it out.
    public init(load: Observable<Void>, reload: Observable<Void> = .never()) {
      self.load = load
      self.reload = reload
    }
  }

  /// What a single-value screen shows: its state as one value, each failure as one event after it.
  public typealias Output = ScreenOutput<State, FeatureError>
}
