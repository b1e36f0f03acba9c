import CleanDomain
import CleanReactive

extension PlayerViewModel {
  /// What the player screen sends.
  public struct Input: Sendable {
    /// Event: (re)load the player.
    public let load: Observable<Void>

    /// Every input.
    public init(load: Observable<Void>) {
      self.load = load
    }
  }
}
