import CleanDomain
import CleanReactive
import CleanReactiveUI
import Observation

/// A `PagedList`'s outputs as `@Observable` state, for a SwiftUI-style view: one property,
/// `state`, holds the whole list (items, source, loading, has-more, last error), so a view
/// never sees "not loading" without the page; `alert` holds the last one-shot failure.
///
/// Threading: main actor only; every property changes on the main actor, where the outputs
/// deliver. Errors: each failure (never a cancellation) sets `state.lastError` (until the next
/// request) and `alert` (until the view sets it back to `nil`, when its alert is dismissed);
/// the same error twice sets `alert` twice. Lifetime: when this object goes away, its
/// subscriptions are disposed and the list is released (its request in flight is cancelled).
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
@Observable
public final class PagedListScreenState<
  Query: Hashable & Sendable, Item: Identifiable & Sendable, FeatureError: Error & Sendable
> {
  /// The list as shown, as one value.
  public private(set) var state = PagedListState<Query, Item, FeatureError>.initial
  /// The last failure, generic or the feature's own, until the view sets it back to `nil`.
  public var alert: RequestFailure<FeatureError>?

  @ObservationIgnored private let list: PagedList<Query, Item, FeatureError>
  @ObservationIgnored private let bindings = OutputBindings()

  /// Wires `input` into `list` (`transform(input:)` is called here, once) and mirrors the
  /// outputs. In tests, create it inside `SharingScheduler.mock(_:_:)` with a scheduler that
  /// runs on the main actor.
  public init(
    list: PagedList<Query, Item, FeatureError>, input: PagedList<Query, Item, FeatureError>.Input
  ) {
    self.list = list
    let output = list.transform(input: input)
    bindings.bind(output.state, to: \.state, on: self)
    bindings.bind(
      output.networkError.map { RequestFailure<FeatureError>.network($0) }, to: \.alert, on: self)
    bindings.bind(
      output.featureError.map { RequestFailure<FeatureError>.domain($0) }, to: \.alert, on: self)
  }
}
