import CleanDomain
import CleanDomainTesting
import CleanReactive
import CleanReactiveTesting
import Testing

/// A feature's own error, for the typed cached-read tests.
private enum SeasonError: Error, Equatable, Sendable {
  case closed
}

/// Another feature's error: what a wrongly wired read could still fail with at run time.
private enum TournamentError: Error, Equatable, Sendable {
  case full
}

/// `SourcedRequest`: the typed cache-then-network read. A network-only request becomes the
/// server's answer alone; an untyped read's failures are classified so that nothing is lost
/// and another feature's error is never taken for transport.
@Suite struct SourcedRequestTests {
  @Test func test_whenANetworkOnlyRequestAnswers_thenItsValueIsTheOneValueFromTheNetwork() {
    // given
    let scheduler = TestScheduler()
    let read = SourcedRequest(
      network: TypedRequest<Int, SeasonError>(
        classifying: scheduler.single(after: 10, .success(7))))
    // when
    let observer = scheduler.start { read.observable }
    // then
    #expect(observer.events == [.next(210, Sourced(value: 7, source: .network)), .completed(210)])
  }

  @Test func test_whenANetworkOnlyRequestFailsWithItsFeatureError_thenTheFailureIsUnchanged() {
    // given
    let scheduler = TestScheduler()
    let read = SourcedRequest(
      network: TypedRequest<Int, SeasonError>(
        classifying: scheduler.single(after: 10, failingWith: SeasonError.closed)))
    // when
    let observer = scheduler.start { read.observable }
    // then
    #expect(observer.errors.map { $0 as? RequestFailure<SeasonError> } == [.domain(.closed)])
  }

  @Test func test_whenAnUntypedReadFailsAfterACopy_thenTheCopyStaysAndTheFailureIsClassified() {
    // given: a copy at once, then a 503 as a bare APIError
    let scheduler = TestScheduler()
    let fetch = CachedStub<Int, Int> { _ in
      scheduler.single(after: 10, .failure(.server(HTTPFailure(status: 503))))
    }
    fetch.storedCopy { _ in 1 }
    let read = SourcedRequest<Int, SeasonError>(classifying: fetch(0))
    // when
    let observer = scheduler.start { read.observable }
    // then
    #expect(observer.elements == [Sourced(value: 1, source: .cache)])
    #expect(
      observer.errors.map { $0 as? RequestFailure<SeasonError> }
        == [.network(.server(HTTPFailure(status: 503)))])
  }

  @Test
  func test_whenAnotherFeaturesErrorReachesTheRead_thenItIsAnUnhandledFeatureErrorNotTransport() {
    // given: a read wired to the wrong feature's failures
    let scheduler = TestScheduler()
    let fetch = CachedStub<Int, Int> { _ in
      scheduler.single(after: 10, failingWith: RequestFailure<TournamentError>.domain(.full))
    }
    let read = SourcedRequest<Int, SeasonError>(classifying: fetch(0))
    // when
    let observer = scheduler.start { read.observable }
    // then: what it is, by name, never a transport failure
    let failure = observer.errors.first as? RequestFailure<SeasonError>
    #expect(failure == .network(.unhandledFeatureError("TournamentError.full")))
    #expect(failure?.networkError?.kind != .transport)
  }

  @Test func test_whenMapped_thenEachValueIsTransformedAndKeepsItsSource() {
    // given
    let scheduler = TestScheduler()
    let fetch = CachedStub<Int, Int> { _ in scheduler.single(after: 10, .success(2)) }
    fetch.storedCopy { _ in 1 }
    let read = SourcedRequest<Int, SeasonError>(classifying: fetch(0)).map { $0 * 10 }
    // when
    let observer = scheduler.start { read.observable }
    // then
    #expect(
      observer.elements == [
        Sourced(value: 10, source: .cache), Sourced(value: 20, source: .network),
      ]
    )
  }

  @Test func test_whenASplitOfTheReadsTypePerformsIt_thenTheFeaturesErrorReachesDomainErrorOnce() {
    // given: `RequestSplit<Never>().perform(read)` does not compile: the read carries its type
    let scheduler = TestScheduler()
    let fetch = CachedStub<Int, Int> { _ in
      scheduler.single(after: 10, failingWith: SeasonError.closed)
    }
    fetch.storedCopy { _ in 1 }
    let read = SourcedRequest<Int, SeasonError>(classifying: fetch(0))
    let split = RequestSplit<SeasonError>()
    let values = scheduler.createObserver(Sourced<Int>.self)
    let domain = scheduler.createObserver(SeasonError.self)
    let network = scheduler.createObserver(APIError.self)
    let bag = DisposeBag()
    split.domainError.subscribe(domain).disposed(by: bag)
    split.networkError.subscribe(network).disposed(by: bag)
    // when
    scheduler.scheduleAt(100) { split.perform(read).subscribe(values).disposed(by: bag) }
    scheduler.start()
    // then: the copy at once, then one feature error, and the sequence completes
    #expect(values.events == [.next(100, Sourced(value: 1, source: .cache)), .completed(110)])
    #expect(domain.events == [.next(110, .closed)])
    #expect(network.events.isEmpty)
  }
}
