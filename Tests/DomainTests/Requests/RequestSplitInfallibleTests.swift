import CleanDomain
import CleanDomainTesting
import CleanReactive
import CleanReactiveTesting
import Testing

/// A feature's own error, for the split's output types.
private enum SoldOutError: Error, Equatable, Sendable {
  case soldOut
}

/// Records a sequence that cannot fail. It takes only an `Infallible`: were a split's output an
/// `Observable` again, the test below would not compile.
private func record<Element>(
  _ sequence: Infallible<Element>, on scheduler: TestScheduler, bag: DisposeBag
) -> TestableObserver<Element> {
  let observer = scheduler.createObserver(Element.self)
  sequence.subscribe(observer).disposed(by: bag)
  return observer
}

/// Every output of a `RequestSplit` is an `Infallible` (issue 25, finding 3: importers wrapped
/// each with an error argument that never ran).
@Test func test_whenASplitsOutputsAreRecordedAsInfallibles_thenEachFailureReachesItsOneOutput() {
  // given
  let scheduler = TestScheduler()
  let split = RequestSplit<SoldOutError>()
  let bag = DisposeBag()
  let network = record(split.networkError, on: scheduler, bag: bag)
  let domain = record(split.domainError, on: scheduler, bag: bag)
  let loading = record(split.isLoading, on: scheduler, bag: bag)
  let server = APIError.server(HTTPFailure(status: 500))
  let first: Single<Int> = scheduler.single(after: 10, failingWith: server)
  let second: Single<Int> = scheduler.single(
    after: 10, failingWith: RequestFailure<SoldOutError>.domain(.soldOut))
  let values = scheduler.createObserver(Int.self)
  // when
  scheduler.scheduleAt(100) { split.perform(first).subscribe(values).disposed(by: bag) }
  scheduler.scheduleAt(200) { split.perform(second).subscribe(values).disposed(by: bag) }
  scheduler.start()
  // then
  #expect(network.events == [.next(110, server)])
  #expect(domain.events == [.next(210, .soldOut)])
  #expect(loading.elements == [false, true, false, true, false])
  #expect(values.events == [.completed(110), .completed(210)])  // routed, then an empty end
}
