import CleanDomain
import CleanReactive
import CleanReactiveTesting
import Testing

@Suite struct AsyncStateTests {
  @Test func test_whenTwoDifferentErrors_thenStatesAreNotEqual() {
    // given: an Async that compared only the case would call these equal
    let first: Loadable<Int> = .failed(.server(HTTPFailure(status: 500)))
    let second: Loadable<Int> = .failed(.server(HTTPFailure(status: 503)))
    // when
    let areEqual = first == second
    // then
    #expect(!areEqual)
    #expect(first == .failed(.server(HTTPFailure(status: 500))))
  }

  @Test func test_whenTwoDifferentValues_thenStatesAreNotEqual() {
    // given
    let first = Async<Int, TestError>.loaded(1)
    let second = Async<Int, TestError>.loaded(2)
    // when / then
    #expect(first != second)
    #expect(first == .loaded(1))
    #expect(Async<Int, TestError>.idle != .loading)
  }

  @Test func test_whenReadingAccessors_thenEachCaseExposesItsPayload() {
    // given
    let loaded = Async<Int, TestError>.loaded(3)
    let failed = Async<Int, TestError>.failed(.boom)
    let loading = Async<Int, TestError>.loading
    // when / then
    #expect(loaded.value == 3)
    #expect(loaded.error == nil)
    #expect(failed.error == .boom)
    #expect(failed.value == nil)
    #expect(loading.isLoading)
    #expect(!loaded.isLoading)
  }

  @Test func test_whenStateStreamHasSameErrorTypeWithNewPayload_thenDistinctLetsItThrough() {
    // given
    let scheduler = TestScheduler()
    let states = scheduler.createHotObservable([
      .next(210, Loadable<Int>.failed(.server(HTTPFailure(status: 500)))),
      .next(220, Loadable<Int>.failed(.server(HTTPFailure(status: 503)))),
      .next(230, Loadable<Int>.failed(.server(HTTPFailure(status: 503)))),
    ])
    // when
    let observer = scheduler.start { states.distinctUntilChanged() }
    // then
    #expect(
      observer.elements == [
        .failed(.server(HTTPFailure(status: 500))), .failed(.server(HTTPFailure(status: 503))),
      ])
  }

  @Test func test_whenRequestIsViewedAsAsync_thenLoadingThenLoadedOrFailed() {
    // given
    let successScheduler = TestScheduler()
    let failureScheduler = TestScheduler()
    let success = successScheduler.createColdObservable([.next(10, 1), .completed(10)])
    let failure = failureScheduler.createColdObservable([
      Recorded<Event<Int>>.error(10, APIError.server(HTTPFailure(status: 500)))
    ])
    // when
    let loaded = successScheduler.start { success.asAsync { APIError(classifying: $0) } }
    let failed = failureScheduler.start { failure.asAsync { APIError(classifying: $0) } }
    // then
    #expect(loaded.elements == [.loading, .loaded(1)])
    #expect(failed.elements == [.loading, .failed(.server(HTTPFailure(status: 500)))])
    #expect(failed.errors.isEmpty)
  }
}
