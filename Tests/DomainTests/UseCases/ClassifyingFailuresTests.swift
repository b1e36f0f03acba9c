import CleanDomain
import CleanDomainTesting
import CleanReactive
import CleanReactiveTesting
import Testing

@Test(arguments: Fixtures.everyAPIError)
func test_whenRequestFailsWithAnAPIError_thenItPassesOnUnchanged(error: APIError) {
  // given
  let scheduler = TestScheduler()
  let request: Single<User> = scheduler.single(after: 10, .failure(error))
  // when
  let observer = scheduler.start { request.classifyingFailures().asObservable() }
  // then
  #expect(observer.events == [.error(210, error)])
}

@Test func test_whenRequestFailsWithAForeignError_thenItIsClassifiedIntoAPIError() {
  // given
  let scheduler = TestScheduler()
  let foreign = ForeignError(reason: "socket closed")
  let request: Single<User> = scheduler.single(after: 5, failingWith: foreign)
  // when
  let observer = scheduler.start { request.classifyingFailures().asObservable() }
  // then
  #expect(observer.events == [.error(205, APIError.transport(.other(String(describing: foreign))))])
}

@Test func test_whenRequestFailsWithCancellationError_thenItIsCancelled() {
  // given
  let scheduler = TestScheduler()
  let request: Single<User> = scheduler.single(after: 5, failingWith: CancellationError())
  // when
  let observer = scheduler.start { request.classifyingFailures().asObservable() }
  // then
  #expect(observer.events == [.error(205, APIError.cancelled)])
}

@Test func test_whenRequestSucceeds_thenTheValuePasses() {
  // given
  let scheduler = TestScheduler()
  let request: Single<User> = scheduler.single(after: 5, .success(Fixtures.bob))
  // when
  let observer = scheduler.start { request.classifyingFailures().asObservable() }
  // then
  #expect(observer.events == [.next(205, Fixtures.bob), .completed(205)])
}
