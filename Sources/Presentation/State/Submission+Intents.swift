import CleanReactive

extension Submission: IntentsViewModel {
  /// What a one-write screen's view feeds: the trigger, with the write's payload (a tap).
  ///
  /// Threading: relays accept on any thread. Errors: a relay never fails, so the trigger never
  /// ends. Lifetime: the scene holds the bundle; the block's subscription to it lives in the
  /// block's `disposeBag`.
  public struct Intents: ScreenIntents, Sendable {
    /// Send the write for this payload; ignored while a write is in flight.
    public let submit = PublishRelay<Payload>()

    /// A new relay, which has sent nothing.
    public init() {}

    /// The block's `Input` over the relay.
    public var input: Input { Input(submit: submit.asObservable()) }
  }
}
