import CleanReactive

extension CachedValueWithSubmission: IntentsViewModel {
  /// What a detail-with-a-write screen's view feeds: one relay per intent of `Input`.
  ///
  /// Threading: relays accept on any thread. Errors: relays never fail, so no intent ends.
  /// Lifetime: the scene holds the bundle; the block's subscriptions to it live in the block's
  /// `disposeBag`.
  public struct Intents: ScreenIntents, Sendable {
    /// Load the value (the screen appeared).
    public let load = PublishRelay<Void>()
    /// Load it again (a pull to refresh).
    public let reload = PublishRelay<Void>()
    /// Send the write for this payload (a tap); ignored while a write is in flight.
    public let submit = PublishRelay<Payload>()

    /// New relays, none of which has sent anything.
    public init() {}

    /// The block's `Input` over the relays.
    public var input: Input {
      Input(load: load.asObservable(), reload: reload.asObservable(), submit: submit.asObservable())
    }
  }
}
