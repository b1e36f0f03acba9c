import CleanDomain
import CleanDomainTesting
import CleanReactive
import CleanReactiveTesting
import Testing

/// `RequestSplit.perform(_:)` over a cache-then-network read: the copy at once, the answer
/// after loading went down, a failure routed once after the copy.

private func read(
  _ scheduler: TestScheduler, copy: Int?, answer: Result<Int, APIError>, after delay: Int
) -> Observable<Sourced<Int>> {
  let network = scheduler.single(after: delay, answer).asObservable()
    .map { Sourced(value: $0, source: .network) }
  guard let copy else { return network }
  return network.startWith(Sourced(value: copy, source: .cache))
}

@Test func test_whenAReadHasACopy_thenTheCopyArrivesWhileLoadingAndTheAnswerAfterItWentDown() {
  // given: one log of loading changes and values, in the order they are delivered
  let scheduler = TestScheduler()
  let split = RequestSplit<Never>()
  let bag = DisposeBag()
  let log = DeliveryLog(loadingOf: split, bag: bag)
  // when
  scheduler.scheduleAt(100) {
    split.perform(read(scheduler, copy: 1, answer: .success(2), after: 10))
      .subscribe(onNext: { value in
        log.append("\(value.source.rawValue) \(value.value)")
      })
      .disposed(by: bag)
  }
  scheduler.start()
  // then
  #expect(
    log.entries == [
      "loading false", "loading true", "cache 1", "loading false", "network 2",
    ])
}

@Test func test_whenAReadWithACopyFails_thenTheCopyStaysAndTheFailureIsRoutedOnce() {
  // given
  let scheduler = TestScheduler()
  let split = RequestSplit<Never>()
  let errors = scheduler.createObserver(APIError.self)
  let bag = DisposeBag()
  split.networkError.subscribe(errors).disposed(by: bag)
  // when
  let observer = scheduler.start {
    split.perform(read(scheduler, copy: 1, answer: .failure(.transport(.offline)), after: 10))
  }
  // then: the copy, no error event, a completion; the failure once on networkError
  #expect(
    observer.events == [.next(200, Sourced(value: 1, source: .cache)), .completed(210)])
  #expect(errors.events == [.next(210, .transport(.offline))])
}

@Test func test_whenAReadHasNoCopy_thenOnlyTheAnswerArrives() {
  // given
  let scheduler = TestScheduler()
  let split = RequestSplit<Never>()
  // when
  let observer = scheduler.start {
    split.perform(read(scheduler, copy: nil, answer: .success(2), after: 10))
  }
  // then
  #expect(
    observer.events == [.next(210, Sourced(value: 2, source: .network)), .completed(210)])
}

@Test func test_whenANewerTriggerCancelsARead_thenItsAnswerReachesNothingButItsCopyWasShown() {
  // given: two triggers 5 ticks apart; each read answers after 10
  let scheduler = TestScheduler()
  let split = RequestSplit<Never>()
  let errors = scheduler.createObserver(APIError.self)
  let bag = DisposeBag()
  split.networkError.subscribe(errors).disposed(by: bag)
  let taps = scheduler.createHotObservable([.next(210, 1), .next(215, 3)])
  // when
  let observer = scheduler.start {
    taps.flatMapLatest { tap in
      split.perform(read(scheduler, copy: tap, answer: .success(tap + 1), after: 10))
    }
  }
  // then
  #expect(
    observer.events == [
      .next(210, Sourced(value: 1, source: .cache)), .next(215, Sourced(value: 3, source: .cache)),
      .next(225, Sourced(value: 4, source: .network)),
    ])
  #expect(errors.events.isEmpty)
}

@Test func test_whenAReadEndsWithOnlyAStoredCopy_thenItStillEndsInOneRoutedFailure() {
  // given: a read that emits a copy and completes without the server's answer
  let scheduler = TestScheduler()
  let split = RequestSplit<Never>()
  let errors = scheduler.createObserver(APIError.self)
  let bag = DisposeBag()
  split.networkError.subscribe(errors).disposed(by: bag)
  let read: Observable<Sourced<Int>> = scheduler.createColdObservable([
    .next(0, Sourced(value: 1, source: .cache)), .completed(10),
  ]).asObservable()
  // when
  let observer = scheduler.start { split.perform(read) }
  // then: the copy, then completion; the missing answer is one failure, not silence
  #expect(
    observer.events == [.next(200, Sourced(value: 1, source: .cache)), .completed(210)])
  #expect(errors.events.count == 1)
}
