/// The relays a screen's view feeds, bundled: one `PublishRelay` per intent (a tap, a pull to
/// refresh, a row's selection), and the ViewModel's `Input` built from them.
///
/// A ``ViewModelScene`` of an ``IntentsViewModel`` makes one bundle with `init()` and
/// transforms its ViewModel once over `input`; the view then sends each intent with
/// `scene.inputs.<intent>.accept(_:)`. The kit's blocks have theirs (`PagedList.Intents`,
/// `CachedValue.Intents`, `Submission.Intents`, `CachedValueWithSubmission.Intents`); a
/// ViewModel of your own declares one to be built by a scene with no adapting closure.
///
/// Threading: relays accept on any thread. Errors: a relay never fails, so no input built
/// from the bundle does. Lifetime: the bundle is a value of relays; whoever holds it (the
/// scene) keeps them, and `input`'s streams end with nothing but their subscribers.
public protocol ScreenIntents {
  /// The ViewModel's `Input` the relays build.
  associatedtype Input
  /// A bundle of new relays, none of which has sent anything.
  init()
  /// The ViewModel's `Input` over the relays (each stream a relay's `asObservable()`, or one
  /// derived from it).
  var input: Input { get }
}

extension ScreenIntents where Input == Self {
  /// The relays are the `Input` themselves: a ViewModel of your own whose `Input` is its
  /// `Intents` (`typealias Input = Intents`) declares its relays once, with no `Input` struct
  /// and public initializer beside them; `transform(input:)` reads `input.load.asObservable()`.
  public var input: Self { self }
}
