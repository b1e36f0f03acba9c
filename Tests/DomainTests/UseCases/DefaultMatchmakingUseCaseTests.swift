import CleanDomain
import CleanDomainTesting
import CleanReactive
import CleanReactiveTesting
import Testing

/// A matchmaking use case over mock repositories, with every relay recorded.
private struct Harness {
  let scheduler = TestScheduler()
  let users = MockUserRepository()
  let matches = MockMatchRepository()
  let useCase: DefaultMatchmakingUseCase
  let userInfo: TestableObserver<User>
  let matchStarted: TestableObserver<Match>
  let matchEnded: TestableObserver<Int>
  let networkError: TestableObserver<APIError>
  let duplicated: TestableObserver<[Int]>
  let isLoading: TestableObserver<Bool>
  let bag = DisposeBag()

  init() {
    useCase = DefaultMatchmakingUseCase(
      userRepository: users, matchRepository: matches)
    userInfo = scheduler.createObserver(User.self)
    matchStarted = scheduler.createObserver(Match.self)
    matchEnded = scheduler.createObserver(Int.self)
    networkError = scheduler.createObserver(APIError.self)
    duplicated = scheduler.createObserver([Int].self)
    isLoading = scheduler.createObserver(Bool.self)
    useCase.userInfo.subscribe(userInfo).disposed(by: bag)
    useCase.matchStarted.subscribe(matchStarted).disposed(by: bag)
    useCase.matchEnded.subscribe(matchEnded).disposed(by: bag)
    useCase.networkError.subscribe(networkError).disposed(by: bag)
    useCase.duplicatedUserIds.subscribe(duplicated).disposed(by: bag)
    useCase.isLoading.subscribe(isLoading).disposed(by: bag)
  }
}

@Test func test_whenGetUserInfoSucceeds_thenUserInfoFiresAndNoErrorRelayDoes() {
  // given
  let harness = Harness()
  harness.users.user.answer { [scheduler = harness.scheduler] _ in
    scheduler.single(after: 30, .success(Fixtures.bob))
  }
  // when
  harness.scheduler.scheduleAt(100) { harness.useCase.getUserInfo(id: 2) }
  harness.scheduler.start()
  // then
  #expect(harness.users.user.calls == [2])
  #expect(harness.userInfo.events == [.next(130, Fixtures.bob)])
  #expect(harness.networkError.events.isEmpty)
  #expect(harness.duplicated.events.isEmpty)
  #expect(harness.isLoading.events == [.next(0, false), .next(100, true), .next(130, false)])
}

/// The use case's requests, for tests that run each of them.
private enum Request: CaseIterable {
  case getUserInfo, startMatch, endMatch

  func send(to useCase: DefaultMatchmakingUseCase) {
    switch self {
    case .getUserInfo: useCase.getUserInfo(id: 1)
    case .startMatch: useCase.startMatch(userIds: [1, 2])
    case .endMatch: useCase.endMatch(id: 1)
    }
  }
}

@Test func test_whenAnyRequestFails_thenExactlyOneEventOnExactlyOneRelay() {
  for error in Fixtures.everyAPIError {
    for request in Request.allCases {
      // given
      let harness = Harness()
      let scheduler = harness.scheduler
      harness.users.user.answer { _ in scheduler.single(after: 10, .failure(error)) }
      harness.matches.start.answer { _ in scheduler.single(after: 10, .failure(error)) }
      harness.matches.end.answer { _ in scheduler.single(after: 10, .failure(error)) }
      // when
      scheduler.scheduleAt(100) { request.send(to: harness.useCase) }
      scheduler.start()
      // then
      let label = "\(error) \(request)"
      switch error {
      case .cancelled:
        #expect(harness.duplicated.events.isEmpty, "\(label)")
        #expect(harness.networkError.events.isEmpty, "\(label)")
      default:
        #expect(harness.networkError.events == [.next(110, error)], "\(label)")
        #expect(harness.duplicated.events.isEmpty, "\(label)")
      }
      #expect(harness.userInfo.events.isEmpty && harness.matchStarted.events.isEmpty, "\(label)")
      #expect(harness.matchEnded.events.isEmpty, "\(label)")
      #expect(harness.isLoading.elements.last == false, "\(label)")
    }
  }
}

@Test func test_whenStartMatchFailsWithDuplicatedUsers_thenOnlyDuplicatedUserIdsFiresOnce() {
  // given: the repository's domain failure, and the bare domain error an importer's might throw
  let failures: [any Error & Sendable] = [
    RequestFailure<MatchmakingError>.domain(.duplicatedUsers(ids: [2, 3])),
    MatchmakingError.duplicatedUsers(ids: [2, 3]),
  ]
  for failure in failures {
    let harness = Harness()
    harness.matches.start.answer { [scheduler = harness.scheduler] _ in
      scheduler.single(after: 10, failingWith: failure)
    }
    // when
    harness.scheduler.scheduleAt(100) { harness.useCase.startMatch(userIds: [1, 2, 3]) }
    harness.scheduler.start()
    // then: never reclassified as a generic failure
    #expect(harness.duplicated.events == [.next(110, [2, 3])])
    #expect(harness.networkError.events.isEmpty)
    #expect(harness.matchStarted.events.isEmpty)
    #expect(harness.isLoading.events == [.next(0, false), .next(100, true), .next(110, false)])
  }
}

@Test func test_whenStartMatchFailsWithTransport_thenNetworkErrorFires_regression() {
  // given: a use case that casts `as? APIError` drops every other error, such as a refused connection
  let harness = Harness()
  let foreign = ForeignError(reason: "Could not connect to the server.")
  harness.matches.start.answer { [scheduler = harness.scheduler] _ in
    scheduler.single(after: 10, failingWith: foreign)
  }
  // when
  harness.scheduler.scheduleAt(100) { harness.useCase.startMatch(userIds: [1, 2]) }
  harness.scheduler.start()
  // then
  #expect(
    harness.networkError.events == [
      .next(110, APIError.transport(.other(String(describing: foreign))))
    ])
  #expect(harness.duplicated.events.isEmpty)
}

@Test func test_whenSameErrorHappensTwice_thenTheRelayFiresTwice() {
  // given
  let harness = Harness()
  harness.matches.start.answer { [scheduler = harness.scheduler] _ in
    scheduler.single(
      after: 10, failingWith: RequestFailure<MatchmakingError>.domain(.duplicatedUsers(ids: [2])))
  }
  // when
  harness.scheduler.scheduleAt(100) { harness.useCase.startMatch(userIds: [1, 2, 2]) }
  harness.scheduler.scheduleAt(200) { harness.useCase.startMatch(userIds: [1, 2, 2]) }
  harness.scheduler.start()
  // then
  #expect(harness.duplicated.events == [.next(110, [2]), .next(210, [2])])
}

@Test func test_whenStartMatchSucceeds_thenMatchStartedFires() {
  // given
  let harness = Harness()
  let match = Match(id: 9, userIds: [1, 2])
  harness.matches.start.answer { [scheduler = harness.scheduler] _ in
    scheduler.single(after: 20, .success(match))
  }
  // when
  harness.scheduler.scheduleAt(100) { harness.useCase.startMatch(userIds: [1, 2]) }
  harness.scheduler.start()
  // then
  #expect(harness.matches.start.calls == [[1, 2]])
  #expect(harness.matchStarted.events == [.next(120, match)])
}

@Test func test_whenEndMatchSucceeds_thenMatchEndedFiresWithTheIdAfterLoadingEnds() {
  // given
  let harness = Harness()
  harness.matches.end.answer { [scheduler = harness.scheduler] _ in
    scheduler.single(after: 20, .success(()))
  }
  // when
  harness.scheduler.scheduleAt(100) { harness.useCase.endMatch(id: 7) }
  harness.scheduler.start()
  // then
  #expect(harness.matches.end.calls == [7])
  #expect(harness.matchEnded.events == [.next(120, 7)])
  #expect(harness.isLoading.events == [.next(0, false), .next(100, true), .next(120, false)])
  #expect(harness.networkError.events.isEmpty && harness.duplicated.events.isEmpty)
  #expect(harness.matchStarted.events.isEmpty && harness.userInfo.events.isEmpty)
}

@Test func test_whenEndMatchAnswers404_thenNetworkErrorFiresOnceAndMatchEndedNever() {
  // given: the match is unknown, or was already ended
  let harness = Harness()
  harness.matches.end.answer { [scheduler = harness.scheduler] _ in
    scheduler.single(after: 10, .failure(APIError.notFound(HTTPFailure(status: 404))))
  }
  // when
  harness.scheduler.scheduleAt(100) { harness.useCase.endMatch(id: 1) }
  harness.scheduler.start()
  // then
  #expect(harness.networkError.events == [.next(110, .notFound(HTTPFailure(status: 404)))])
  #expect(harness.duplicated.events.isEmpty)
  #expect(harness.matchEnded.events.isEmpty)
  #expect(harness.isLoading.events == [.next(0, false), .next(100, true), .next(110, false)])
}

@Test func test_whenEndMatchFailed_thenTheNextEndMatchStillWorks() {
  // given: the first attempt finds no match, the second ends one
  let harness = Harness()
  harness.matches.end.answer { [scheduler = harness.scheduler] id in
    id == 1
      ? scheduler.single(after: 10, .failure(APIError.notFound(HTTPFailure(status: 404))))
      : scheduler.single(after: 10, .success(()))
  }
  // when
  harness.scheduler.scheduleAt(100) { harness.useCase.endMatch(id: 1) }
  harness.scheduler.scheduleAt(200) { harness.useCase.endMatch(id: 2) }
  harness.scheduler.start()
  // then
  #expect(harness.matches.end.calls == [1, 2])
  #expect(harness.networkError.events == [.next(110, .notFound(HTTPFailure(status: 404)))])
  #expect(harness.matchEnded.events == [.next(210, 2)])
}

/// Clearing the session on a 401 is the Data layer's job (it knows the token the request
/// carried; see InMemorySessionStoreTests): here the 401 is routed like any network error.
@Test func test_whenEndMatchFailsWith401_thenNetworkErrorFiresOnceLikeAnyOtherRequest() {
  // given
  let harness = Harness()
  harness.matches.end.answer { [scheduler = harness.scheduler] _ in
    scheduler.single(after: 10, .failure(APIError.unauthorized(HTTPFailure(status: 401))))
  }
  // when
  harness.scheduler.scheduleAt(100) { harness.useCase.endMatch(id: 1) }
  harness.scheduler.start()
  // then
  #expect(harness.networkError.events == [.next(110, .unauthorized(HTTPFailure(status: 401)))])
}

@Test func test_whenRequestsOverlap_thenIsLoadingStaysTrueUntilTheLastEnds() {
  // given
  let harness = Harness()
  let scheduler = harness.scheduler
  harness.users.user.answer { id in
    id == 1
      ? scheduler.single(after: 50, .success(Fixtures.alice))
      : scheduler.single(after: 10, .failure(APIError.notFound(HTTPFailure(status: 404))))
  }
  // when
  scheduler.scheduleAt(100) { harness.useCase.getUserInfo(id: 1) }
  scheduler.scheduleAt(110) { harness.useCase.getUserInfo(id: 2) }
  scheduler.start()
  // then
  #expect(harness.isLoading.events == [.next(0, false), .next(100, true), .next(150, false)])
  #expect(harness.networkError.events == [.next(120, .notFound(HTTPFailure(status: 404)))])
  #expect(harness.userInfo.events == [.next(150, Fixtures.alice)])
}

@Test func test_whenRequestFailsWith401_thenNetworkErrorFiresOnce() {
  // given
  let harness = Harness()
  harness.users.user.answer { [scheduler = harness.scheduler] _ in
    scheduler.single(after: 10, .failure(APIError.unauthorized(HTTPFailure(status: 401))))
  }
  // when
  harness.scheduler.scheduleAt(100) { harness.useCase.getUserInfo(id: 1) }
  harness.scheduler.start()
  // then
  #expect(harness.networkError.events == [.next(110, .unauthorized(HTTPFailure(status: 401)))])
}

@Test func test_whenUseCaseIsReleasedWithARequestInFlight_thenItDeallocatesAndCancelsTheRequest() {
  // given
  let scheduler = TestScheduler()
  let users = MockUserRepository()
  let hanging = scheduler.createColdObservable([Recorded<Event<User>>.next(1_000, Fixtures.bob)])
  users.user.answer { _ in hanging.asSingle() }
  weak var released: DefaultMatchmakingUseCase?
  let networkError = scheduler.createObserver(APIError.self)
  let userInfo = scheduler.createObserver(User.self)
  do {
    let useCase = DefaultMatchmakingUseCase(
      userRepository: users, matchRepository: MockMatchRepository(),
    )
    released = useCase
    _ = useCase.networkError.subscribe(networkError)
    _ = useCase.userInfo.subscribe(userInfo)
    scheduler.advance(to: 10)
    // when
    useCase.getUserInfo(id: 2)
  }
  scheduler.advance(to: 20)
  scheduler.start()
  // then
  #expect(released == nil)
  #expect(hanging.subscriptions == [.init(10, 10)])
  #expect(userInfo.events.isEmpty && networkError.events.isEmpty)
}
