import CleanDomain
import CleanReactive
import CleanReactiveUI

/// A ViewModel in the Input/Output shape: the view hands its event streams
/// in as `Input` once, and binds the `Output` streams `transform(input:)` returns.
///
/// Contract for every ViewModel of this package:
/// - call `transform(input:)` once; the subscriptions it makes live in `disposeBag`, so they end
///   when the ViewModel is deallocated;
/// - inputs should be relays (or other streams that never fail): no failure of a request ever
///   ends an input stream;
/// - outputs never fail; *state* outputs are `Driver`s (replay the latest value), *event*
///   outputs are `Signal`s (no replay; the same value twice fires twice);
/// - no stream closure captures `self` strongly: the ViewModel deallocates when its owner lets go.
public protocol ViewModel: AnyObject {
  /// What the view sends: a struct of sequences, one per user action.
  associatedtype Input
  /// What the view shows: a struct of `Driver`s (state) and `Signal`s (events).
  associatedtype Output

  /// Owns the subscriptions `transform(input:)` makes.
  var disposeBag: DisposeBag { get }

  /// Wires `input` to the returned outputs. Build the traits inside
  /// `SharingScheduler.mock(_:_:)` in tests to deliver them on a `TestScheduler`.
  func transform(input: Input) -> Output
}
