import CleanDomain
import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI
import Testing

/// The bugs of the usual implementations of this pattern, proven fixed.
@Suite struct SeedRegressionTests {
  @Test func test_whenSearchRequestFailsInsideFlatMapLatestWithCatch_thenTapStreamSurvives() {
    // given: the usual search screen, whose tap stream dies on the first error when the catch sits outside flatMap
    let scheduler = TestScheduler()
    let taps = scheduler.createHotObservable([
      .next(210, "swift"), .next(230, "fail"), .next(250, "rx"),
    ])
    let tracker = ErrorTracker<APIError>(classify: classifyingAPIError)
    let errors = scheduler.createObserver(APIError.self)
    let bag = DisposeBag()
    tracker.asObservable().subscribe(errors).disposed(by: bag)
    // when
    let results = scheduler.start {
      taps.flatMapLatest { term -> Observable<[String]> in
        let request: Observable<[String]> =
          term == "fail" ? .error(APIError.server(HTTPFailure(status: 500))) : .just([term])
        return request.trackError(tracker).catch { _ in .empty() }
      }
    }
    // then: the error reached the tracker once and the third tap still produced a result
    #expect(results.events == [.next(210, ["swift"]), .next(250, ["rx"])])
    #expect(errors.events == [.next(230, APIError.server(HTTPFailure(status: 500)))])
    #expect(taps.subscriptions == [.init(200, 1000)])
  }

  @Test func test_whenSearchRequestFailsWithoutCatch_thenTapStreamDies() {
    // given: the catch-outside-flatMap bug, shown so the test above means something
    let scheduler = TestScheduler()
    let taps = scheduler.createHotObservable([.next(210, "fail"), .next(250, "rx")])
    // when
    let results = scheduler.start {
      taps.flatMapLatest { term -> Observable<[String]> in
        term == "fail" ? .error(APIError.server(HTTPFailure(status: 500))) : .just([term])
      }
    }
    // then
    #expect(results.events == [.error(210, APIError.server(HTTPFailure(status: 500)))])
    #expect(taps.subscriptions == [.init(200, 210)])
  }

  @Test func test_whenTwoDifferentErrorsAreAsyncStates_thenTheyAreNotEqual() {
    // given: the usual Async state compares only the case, so two different errors look equal
    let unauthorized = Async<String, APIError>.failed(.unauthorized(HTTPFailure(status: 401)))
    let notFound = Async<String, APIError>.failed(.notFound(HTTPFailure(status: 404)))
    // when / then
    #expect(unauthorized != notFound)
  }

  @Test func test_whenSameAlertIsRaisedTwice_thenAlertSignalFiresTwice() {
    // given: a one-shot alert must fire again for the same error
    let scheduler = TestScheduler()
    let tracker = ErrorTracker<APIError>(classify: classifyingAPIError)
    let signal = SharingScheduler.mock(scheduler) { tracker.asSignal() }
    let alerts = scheduler.createObserver(APIError.self)
    let bag = DisposeBag()
    signal.emit(onNext: { alerts.onNext($0) }).disposed(by: bag)
    // when
    scheduler.scheduleAt(10) { tracker.report(APIError.server(HTTPFailure(status: 500))) }
    scheduler.scheduleAt(20) { tracker.report(APIError.server(HTTPFailure(status: 500))) }
    scheduler.start()
    // then
    #expect(
      alerts.events == [
        .next(10, .server(HTTPFailure(status: 500))), .next(20, .server(HTTPFailure(status: 500))),
      ])
  }
}
