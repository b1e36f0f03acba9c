import CleanDomain
import CleanReactive
import CleanReactiveTesting
import Testing

/// Issue 25, trap 7: *Build your first feature* drove a POST from a tap with `flatMapLatest`: a
/// second tap cancelled the first join in flight — the server got two POSTs, the screen one
/// answer. The documented tap-to-POST idiom is now `taps.flatMapFirst { split.perform(send($0)) }`
/// (`sendRequests(on:send:split:added:disposeBag:)` in the article); this pins what the article
/// relies on, in virtual time: a tap while the write is in flight is ignored, the write is sent
/// once and never disposed before its answer, and the answer is shown.
@Suite("Issue 25, trap 7: tap-to-POST never cancels a write in flight")
struct ImporterTrapsPresentationTests {
  /// Issue 25, trap 7: the article's tap-to-POST idiom, tapped twice while the write is in
  /// flight.
  @Test func test_whenTappedAgainWhileAWriteIsInFlight_thenItIsSentOnceAndItsAnswerIsShown() {
    // given: a write that answers 10 ticks after it is sent; taps at 100 and 105
    let scheduler = TestScheduler()
    let split = RequestSplit<Never>()
    let write = scheduler.createColdObservable([.next(10, "bob"), .completed(10)])
    let taps = scheduler.createHotObservable([.next(100, 2), .next(105, 2)])
    let added = scheduler.createObserver(String.self)
    let alerts = scheduler.createObserver(APIError.self)
    let bag = DisposeBag()
    split.networkError.subscribe(alerts).disposed(by: bag)
    // when: the article's idiom
    taps.asObservable()
      .flatMapFirst { _ in split.perform(TypedRequest<String, Never>(classifying: write.asSingle()))
      }  // a write
      .subscribe(added)
      .disposed(by: bag)
    scheduler.start()
    // then: sent once, at the first tap, and kept until it answered; that answer is shown
    #expect(write.subscriptions == [.init(100, 110)])
    #expect(added.events == [.next(110, "bob")])
    #expect(alerts.events.isEmpty)
  }

  /// Issue 25, trap 7: a tap after the write answered sends the next one (the button is not
  /// dead after the first write).
  @Test func test_whenTappedAgainAfterTheWriteAnswered_thenTheNextWriteIsSent() {
    // given: the same write; taps at 100 and, after its answer, at 120
    let scheduler = TestScheduler()
    let split = RequestSplit<Never>()
    let write = scheduler.createColdObservable([.next(10, "bob"), .completed(10)])
    let taps = scheduler.createHotObservable([.next(100, 2), .next(120, 2)])
    let added = scheduler.createObserver(String.self)
    let bag = DisposeBag()
    // when
    taps.asObservable()
      .flatMapFirst { _ in split.perform(TypedRequest<String, Never>(classifying: write.asSingle()))
      }
      .subscribe(added)
      .disposed(by: bag)
    scheduler.start()
    // then
    #expect(write.subscriptions == [.init(100, 110), .init(120, 130)])
    #expect(added.events == [.next(110, "bob"), .next(130, "bob")])
  }
}
