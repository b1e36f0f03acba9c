import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI

/// A `PagedList` screen in virtual time, for a test of a paged list: relays for its intents,
/// and everything its `Output` shows — each state, each generic alert, each feature error —
/// recorded with its tick. The list is transformed inside `SharingScheduler.mock(scheduler)`, as
/// a screen binds it, so its Driver and Signals deliver on the test's scheduler.
///
/// ```swift
/// import CleanDomain
/// import CleanDomainTesting
/// import CleanPresentation
/// import CleanPresentationTesting
/// import Testing
///
/// struct Entry: Identifiable, Equatable, Sendable { let id: Int }
/// enum SeasonError: Error, Equatable, Sendable { case closed }
///
/// @Test func test_whenTheSeasonIsClosed_thenTheFeaturesErrorFiresOnceAndNoAlert() {
///   // given: a fetch that fails with the feature's own error after 5 ticks
///   let fetch = CachedStub<PageRequest<Int>, Page<Entry>>()
///   let screen = PagedListRecorder(
///     PagedList<Int, Entry, SeasonError>(fetch: { SourcedRequest(classifying: fetch($0)) }))
///   fetch.answer { [scheduler = screen.scheduler] _ in
///     scheduler.single(after: 5, failingWith: SeasonError.closed)
///   }
///   // when
///   screen.at(100) { screen.load.accept(3) }
///   screen.scheduler.start()
///   // then
///   #expect(screen.featureErrors.events.map(\.time) == [105])
///   #expect(screen.networkErrors.events.isEmpty)
///   #expect(screen.shown?.lastError == .domain(.closed))
///   #expect(screen.timeline.map(\.state.isLoading) == [false, true, false])
/// }
/// ```
///
/// For a list over real work (a loopback server, a store), where there is no virtual time, use
/// `PagedList.recordUntilSettled(_:)` instead.
///
/// Threading: for a test's own thread, like `TestScheduler`: send intents from scheduled
/// actions, read the records after `scheduler.start()`. Not `Sendable`.
public final class PagedListRecorder<
  Query: Hashable & Sendable, Item: Identifiable & Sendable, FeatureError: Error & Sendable
> {
  /// The list recorded.
  public typealias List = PagedList<Query, Item, FeatureError>
  /// What the list shows.
  public typealias State = List.State

  /// The virtual clock every record is stamped with; script the fetch's answers on it.
  public let scheduler: TestScheduler
  /// The list, held until `releaseList()`.
  public private(set) var list: List?
  /// Intent: load page 0 of a query (`Input.load`).
  public let load = PublishRelay<Query>()
  /// Intent: the next page (`Input.nextPage`).
  public let nextPage = PublishRelay<Void>()
  /// Intent: page 0 of the shown query again (`Input.refresh`).
  public let refresh = PublishRelay<Void>()
  /// Intent: the request that failed last, again (`Input.retry`).
  public let retry = PublishRelay<Void>()
  /// The list's outputs, as its screen binds them.
  public let output: List.Output
  /// Every state the screen received, with its tick (the first, at subscription, is the
  /// replayed current state).
  public let states: TestableObserver<State>
  /// Every generic alert (`Output.networkError`), with its tick.
  public let networkErrors: TestableObserver<APIError>
  /// Every feature error (`Output.featureError`), with its tick.
  public let featureErrors: TestableObserver<FeatureError>
  /// Holds the recording subscriptions; add a test's own to it.
  public let bag = DisposeBag()

  /// Records `list`, bound to the relays above through `transform(input:)`, on `scheduler` (by
  /// default a new one at tick 0).
  public init(_ list: List, scheduler: TestScheduler = TestScheduler()) {
    self.scheduler = scheduler
    self.list = list
    let input = List.Input(
      load: load.asObservable(), nextPage: nextPage.asObservable(),
      refresh: refresh.asObservable(), retry: retry.asObservable())
    output = SharingScheduler.mock(scheduler) { list.transform(input: input) }
    states = scheduler.createObserver(State.self)
    networkErrors = scheduler.createObserver(APIError.self)
    featureErrors = scheduler.createObserver(FeatureError.self)
    output.state.drive(onNext: states.onNext).disposed(by: bag)
    output.networkError.emit(onNext: networkErrors.onNext).disposed(by: bag)
    output.featureError.emit(onNext: featureErrors.onNext).disposed(by: bag)
  }

  /// Lets the list go (as its screen's owner does): a test of its lifetime holds it `weak`.
  public func releaseList() { list = nil }

  /// Runs `action` at virtual tick `time` (`scheduler.scheduleAt(_:action:)`).
  public func at(_ time: Int, _ action: @escaping () -> Void) {
    _ = scheduler.scheduleAt(time, action: action)
  }

  /// The state the screen shows now (the last received), `nil` before any.
  public var shown: State? { states.elements.last }

  /// Each state with its tick, in order.
  public var timeline: [(time: Int, state: State)] {
    states.events.compactMap { event in event.value.element.map { (event.time, $0) } }
  }
}

extension PagedListRecorder where Item: Equatable {
  /// Each list of items shown, once per change: a state that changes only loading, the source
  /// or the error shows the same items and adds nothing.
  public var shownItems: [[Item]] {
    states.elements.map(\.items).reduce(into: []) { shown, items in
      if shown.last != items { shown.append(items) }
    }
  }
}
