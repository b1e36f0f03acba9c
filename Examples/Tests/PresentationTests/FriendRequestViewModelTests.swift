import CleanDomain
import CleanDomainTesting
import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI
import Domain
import Presentation
import Testing

/// The feature's ViewModel in virtual time, over a scripted repository from the library's test
/// support: each failure reaches exactly one output, and the button keeps working after one.
@Suite struct FriendRequestViewModelTests {
  final class Harness {
    let scheduler = TestScheduler()
    let repository = ScriptedFriendRepository()
    let taps = PublishRelay<Int>()
    let bag = DisposeBag()
    let viewModel: FriendRequestViewModel
    let added: TestableObserver<Friend>
    let already: TestableObserver<Void>
    let rejected: TestableObserver<String?>
    let failures: TestableObserver<APIError>
    let loading: TestableObserver<Bool>

    init() {
      let viewModel = FriendRequestViewModel(
        useCase: SendFriendRequestUseCase(repository: repository))
      let input = FriendRequestViewModel.Input(sendRequest: taps.asObservable())
      self.viewModel = viewModel
      let output = SharingScheduler.mock(scheduler) { viewModel.transform(input: input) }
      added = scheduler.createObserver(Friend.self)
      already = scheduler.createObserver(Void.self)
      rejected = scheduler.createObserver(String?.self)
      failures = scheduler.createObserver(APIError.self)
      loading = scheduler.createObserver(Bool.self)
      output.friendAdded.emit(onNext: added.onNext).disposed(by: bag)
      output.alreadyFriends.emit(onNext: already.onNext).disposed(by: bag)
      output.rejected.emit(onNext: rejected.onNext).disposed(by: bag)
      output.networkError.emit(onNext: failures.onNext).disposed(by: bag)
      output.isLoading.drive(onNext: loading.onNext).disposed(by: bag)
    }
  }

  @Test func test_whenTappedAgainWhileARequestIsInFlight_thenOnlyOneRequestIsSent() {
    // given: a request that takes 10 ticks
    let harness = Harness()
    let bob = Friend(id: 2, nickname: "bob")
    harness.repository.send.answer { [scheduler = harness.scheduler] _ in
      scheduler.single(after: 10, .success(bob))
    }
    // when: a second tap while the first request is in flight
    harness.scheduler.scheduleAt(100) { harness.taps.accept(2) }
    harness.scheduler.scheduleAt(105) { harness.taps.accept(2) }
    harness.scheduler.start()
    // then: the server got one request, not two; the first was not cancelled and answered
    #expect(harness.repository.send.calls == [2])
    #expect(harness.added.events.map(\.time) == [110])
  }

  @Test func test_whenAFailedRequestIsFollowedByATap_thenTheSecondRequestStillRuns() {
    // given: the first request fails with a 500, the second succeeds
    let harness = Harness()
    let bob = Friend(id: 2, nickname: "bob")
    harness.repository.send.answer { [scheduler = harness.scheduler] id in
      id == 2
        ? scheduler.single(after: 10, .failure(.server(HTTPFailure(status: 500))))
        : scheduler.single(after: 10, .success(bob))
    }
    // when
    harness.scheduler.scheduleAt(100) { harness.taps.accept(2) }
    harness.scheduler.scheduleAt(200) { harness.taps.accept(3) }
    harness.scheduler.start()
    // then
    #expect(harness.failures.elements == [.server(HTTPFailure(status: 500))])
    #expect(harness.added.elements == [bob])
    #expect(harness.already.events.isEmpty)
    #expect(harness.loading.elements == [false, true, false, true, false])
  }

  @Test func test_whenAlreadyFriends_thenOnlyTheInlineOutputFires() {
    // given
    let harness = Harness()
    harness.repository.send.answer { [scheduler = harness.scheduler] _ in
      scheduler.single(after: 5, failingWith: FriendRequestError.alreadyFriends)
    }
    // when
    harness.scheduler.scheduleAt(100) { harness.taps.accept(2) }
    harness.scheduler.scheduleAt(200) { harness.taps.accept(2) }
    harness.scheduler.start()
    // then: the same event twice fires twice, and never the alert
    #expect(harness.already.events.count == 2)
    #expect(harness.failures.events.isEmpty)
  }

  @Test(arguments: Fixtures.everyAPIError.filter { !$0.isCancellation })
  func test_whenAnyLibraryFailureArrives_thenOnlyTheAlertFiresOnce(error: APIError) {
    // given
    let harness = Harness()
    harness.repository.send.answer { [scheduler = harness.scheduler] _ in
      scheduler.single(after: 5, .failure(error))
    }
    // when
    harness.scheduler.scheduleAt(100) { harness.taps.accept(9) }
    harness.scheduler.start()
    // then: exactly one event, on the generic output
    #expect(harness.failures.elements == [error])
    #expect(harness.already.events.isEmpty && harness.rejected.events.isEmpty)
  }

  @Test func test_whenTheServerRefuses_thenOnlyRejectedFiresWithItsMessage() {
    // given
    let harness = Harness()
    harness.repository.send.answer { [scheduler = harness.scheduler] _ in
      scheduler.single(
        after: 5, failingWith: RequestFailure<FriendRequestError>.domain(.rejected(reason: "no")))
    }
    // when
    harness.scheduler.scheduleAt(100) { harness.taps.accept(9) }
    harness.scheduler.start()
    // then
    #expect(harness.rejected.elements == ["no"])
    #expect(harness.failures.events.isEmpty && harness.already.events.isEmpty)
  }
}

/// A `FriendRepository` made of the library's scripted `Stub`.
final class ScriptedFriendRepository: FriendRepository {
  let send = Stub<Int, Friend>()

  func sendRequest(to userId: Int) -> TypedRequest<Friend, FriendRequestError> {
    TypedRequest(classifying: send(userId))
  }
}
