import CleanDomain
import CleanDomainTesting
import CleanReactive
import CleanReactiveTesting
import Testing

@Test func test_whenACachedStubHasACopy_thenItComesFirstThenTheAnswerAndTheCallIsRecorded() {
  // given
  let scheduler = TestScheduler()
  let stub = CachedStub<Int, String> { id in scheduler.single(after: 10, .success("answer \(id)")) }
  stub.storedCopy { id in id == 1 ? "copy 1" : nil }
  // when
  let withCopy = scheduler.start { stub(1) }
  // then
  #expect(
    withCopy.events == [
      .next(200, Sourced(value: "copy 1", source: .cache)),
      .next(210, Sourced(value: "answer 1", source: .network)), .completed(210),
    ])
  #expect(stub.calls == [1])
}

@Test func test_whenTheCopyChangesAfterTheCall_thenTheSubscriptionReadsTheNewOne() {
  // given: a read made before the copy is scripted
  let scheduler = TestScheduler()
  let stub = CachedStub<Int, String> { _ in scheduler.single(after: 10, .success("answer")) }
  let read = stub(2)
  // when: the copy is scripted, then the read is subscribed
  stub.storedCopy { _ in "copy" }
  let observer = scheduler.start { read }
  // then: the copy is read at subscription, as CacheThenNetwork reads its cache
  #expect(observer.elements.map(\.source) == [.cache, .network])
}
