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
/// subscriptions are disposed and the list is released (its request in flight is cancelled),
/// unless a flow still holds its scene.
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

  /// What holds the list's subscriptions: the list, or the scene that holds it.
  @ObservationIgnored private let owner: AnyObject
  @ObservationIgnored private let bindings = OutputBindings()

  /// Wires `input` into `list` (`transform(input:)` is called here, once) and mirrors the
  /// outputs. In tests, create it inside `SharingScheduler.mock(_:_:)` with a scheduler that
  /// runs on the main actor.
  public init(
    list: PagedList<Query, Item, FeatureError>, input: PagedList<Query, Item, FeatureError>.Input
  ) {
    owner = list
    bind(list.transform(input: input))
  }

  /// Mirrors the outputs of a flow's list scene (`ViewModelScene(list)`, already transformed),
  /// which it holds while it lives; the view feeds `scene.inputs` (`load`, `nextPage`, `refresh`,
  /// `retry`, `select`). In tests, create it inside `SharingScheduler.mock(_:_:)`, as the scene.
  ///
  /// ```swift
  /// //# struct Tournament: Identifiable, Sendable { let id: Int }
  /// //# let fetch: @Sendable (PageRequest<Unfiltered>) -> SourcedRequest<Page<Tournament>, Never> =
  /// //#   { _ in SourcedRequest(classifying: .never()) }
  /// //# guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
  /// let screen = await MainActor.run {
  ///   let scene = ViewModelScene(PagedList(fetch: fetch))  // or `flow.scene(for:as:)`'s
  ///   scene.inputs.load.accept(Unfiltered())  // what the view feeds
  ///   return PagedListScreenState(scene: scene)  // what it reads: `screen.state`, `screen.alert`
  /// }
  /// ```
  public init(scene: SceneOf<PagedList<Query, Item, FeatureError>>) {
    owner = scene
    bind(scene.output)
  }

  private func bind(_ output: PagedList<Query, Item, FeatureError>.Output) {
    bindings.bind(output.state, to: \.state, on: self)
    bindings.bind(
      output.networkError.map { RequestFailure<FeatureError>.network($0) }, to: \.alert, on: self)
    bindings.bind(
      output.featureError.map { RequestFailure<FeatureError>.domain($0) }, to: \.alert, on: self)
  }
}
