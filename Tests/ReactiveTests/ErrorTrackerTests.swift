import CleanDomain
import CleanReactive
import CleanReactiveTesting
import Testing

@Suite struct ErrorTrackerTests {
  @Test func test_whenTrackedRequestFails_thenTypedDomainErrorIsReportedAndSequenceStillFails() {
    // given
    let scheduler = TestScheduler()
    let tracker = ErrorTracker<APIError>(classify: classifyingAPIError)
    let reported = scheduler.createObserver(APIError.self)
    let bag = DisposeBag()
    tracker.asObservable().subscribe(reported).disposed(by: bag)
    let request = scheduler.createColdObservable([
      Recorded<Event<Int>>.error(10, APIError.server(HTTPFailure(status: 500)))
    ])
    // when
    let observer = scheduler.start { request.trackError(tracker) }
    // then
    #expect(reported.events == [.next(210, APIError.server(HTTPFailure(status: 500)))])
    #expect(observer.events == [.error(210, APIError.server(HTTPFailure(status: 500)))])
  }

  @Test func test_whenSameErrorHappensTwice_thenItIsReportedTwice() {
    // given
    let tracker = ErrorTracker<APIError>(classify: classifyingAPIError)
    let reported = Recorder<APIError>()
    let bag = DisposeBag()
    tracker.asObservable().subscribe(reported.observer).disposed(by: bag)
    let failing = Observable<Int>.error(APIError.server(HTTPFailure(status: 500)))
    // when
    _ = failing.trackError(tracker).subscribe(onError: { _ in })
    _ = failing.trackError(tracker).subscribe(onError: { _ in })
    // then
    #expect(
      reported.elements == [.server(HTTPFailure(status: 500)), .server(HTTPFailure(status: 500))])
  }

  @Test func test_whenRequestIsCancelled_thenNothingIsReported() {
    // given
    let tracker = ErrorTracker<APIError>(classify: classifyingAPIError)
    let reported = Recorder<APIError>()
    let bag = DisposeBag()
    tracker.asObservable().subscribe(reported.observer).disposed(by: bag)
    // when
    _ = Observable<Int>.error(CancellationError()).trackError(tracker).subscribe(onError: { _ in })
    tracker.report(CancellationError())
    // then
    #expect(reported.elements.isEmpty)
  }

  @Test func test_whenForeignErrorIsTracked_thenItIsClassifiedNotDropped() {
    // given: the usual `guard let error = error as? APIError else { return }` drops every other error
    let tracker = ErrorTracker<APIError>(classify: classifyingAPIError)
    let reported = Recorder<APIError>()
    let bag = DisposeBag()
    tracker.asObservable().subscribe(reported.observer).disposed(by: bag)
    // when
    tracker.report(TestError.boom)
    // then
    #expect(reported.elements.count == 1)
    #expect(reported.elements.first?.isCancellation == false)
  }

  @Test func test_whenCustomClassifierIgnoresAnError_thenOnlyKeptErrorsAreReported() {
    // given
    let tracker = ErrorTracker<TestError> { error in
      (error as? TestError).flatMap { $0 == .other ? nil : $0 }
    }
    let reported = Recorder<TestError>()
    let bag = DisposeBag()
    tracker.asObservable().subscribe(reported.observer).disposed(by: bag)
    // when
    tracker.report(TestError.other)
    tracker.report(TestError.boom)
    // then
    #expect(reported.elements == [.boom])
  }

  @Test func test_whenTrackedRequestSucceeds_thenNothingIsReported() {
    // given
    let tracker = ErrorTracker<APIError>(classify: classifyingAPIError)
    let reported = Recorder<APIError>()
    let bag = DisposeBag()
    tracker.asObservable().subscribe(reported.observer).disposed(by: bag)
    let values = Recorder<Int>()
    // when
    _ = Observable.just(1).trackError(tracker).subscribe(values.observer)
    // then
    #expect(reported.elements.isEmpty)
    #expect(values.events == [.next(1), .completed])
  }
}
