import CleanDomain
import CleanDomainTesting
import CleanReactive
import CleanReactiveTesting
import Testing

/// A feature's own error, for the typed-request tests.
private enum TournamentError: Error, Equatable, Sendable {
  case full
}

/// Issue 25, trap 1: nothing tied a split's error type to its request's, so a
/// `RequestSplit<Never>` over a request that fails with a feature's error compiled, and sent the
/// feature's error to the generic alert as transport. The typed path makes the wrong split a
/// compile error; a feature error that still reaches a split of another type is routed as what it
/// is.
@Suite struct TypedRequestTests {
  /// Issue 25, trap 1: the split of the request's own type routes its feature error.
  @Test
  func test_whenATypedRequestFailsWithItsFeatureError_thenTheSplitOfItsTypeRoutesItToDomainError() {
    // given a request whose type carries its error type, and the split of that type
    let scheduler = TestScheduler()
    let request = TypedRequest<Int, TournamentError>(
      classifying: scheduler.single(
        after: 10, failingWith: RequestFailure<TournamentError>.domain(.full)))
    let split = RequestSplit<TournamentError>()
    // `RequestSplit<Never>().perform(request)` does not compile: no overload takes a
    // `TypedRequest<Int, TournamentError>` for a split of another error type.
    let values = scheduler.createObserver(Int.self)
    let domain = scheduler.createObserver(TournamentError.self)
    let network = scheduler.createObserver(APIError.self)
    let bag = DisposeBag()
    split.domainError.subscribe(domain).disposed(by: bag)
    split.networkError.subscribe(network).disposed(by: bag)
    // when
    scheduler.scheduleAt(100) { split.perform(request).subscribe(values).disposed(by: bag) }
    scheduler.start()
    // then
    #expect(domain.events == [.next(110, .full)])
    #expect(network.events.isEmpty)
    #expect(values.events == [.completed(110)])
  }

  @Test func test_whenATypedRequestIsRun_thenItsMappedValueArrives() {
    // given
    let scheduler = TestScheduler()
    let request = TypedRequest<Int, TournamentError>(
      classifying: scheduler.single(after: 10, .success(20))
    ).map { $0 + 1 }
    let split = RequestSplit<TournamentError>()
    let values = scheduler.createObserver(Int.self)
    // when
    scheduler.scheduleAt(100) { split.run(request) { values.on(.next($0)) } }
    scheduler.start()
    // then
    #expect(values.events == [.next(110, 21)])
  }

  /// Issue 25, trap 1: a feature error reaching a split of `Never` was `.transport(.other)`.
  @Test
  func
    test_whenAnotherFeaturesErrorReachesASplitOfNever_thenItIsAnUnhandledFeatureErrorNotTransport()
  {
    // given the importer's trap: a split with no error of its own over a `Single` whose failure
    // is a feature's error (nothing in a `Single`'s type says so)
    let scheduler = TestScheduler()
    let split = RequestSplit<Never>()
    let request: Single<Int> = scheduler.single(
      after: 10, failingWith: RequestFailure<TournamentError>.domain(.full))
    let network = scheduler.createObserver(APIError.self)
    let bag = DisposeBag()
    split.networkError.subscribe(network).disposed(by: bag)
    // when
    scheduler.scheduleAt(100) { split.run(request) { _ in } }
    scheduler.start()
    // then: it reaches the one output a split of `Never` has, once, as what it is
    #expect(network.events == [.next(110, .unhandledFeatureError("TournamentError.full"))])
    #expect(network.elements.allSatisfy { $0.kind != .transport })
  }
}
