import CleanDomain
import CleanDomainTesting
import CleanPresentation
import CleanReactive
import CleanReactiveUI
import Testing

/// A random answer: success, an emission on each error relay (every `APIError` on
/// `networkError`), a silent end, or a hang, after a delay.
private func randomResponse(
  to call: MockMatchmakingUseCase.Call, _ random: RandomSource
) -> MockMatchmakingUseCase.Response {
  let delay = random.int(0...40)
  switch random.int(0...9) {
  case 0...3:
    switch call {
    case .getUserInfo(let id):
      return .init(delay: delay, outcome: .user(User(id: id, nickname: "u\(id)", rating: id)))
    case .startMatch(let ids):
      return .init(delay: delay, outcome: .match(Match(id: random.int(1...99), userIds: ids)))
    case .endMatch(let id):
      return .init(delay: delay, outcome: .ended(id))
    }
  case 4...6:
    return .init(delay: delay, outcome: .networkError(random.pick(Fixtures.everyAPIError)))
  case 7: return .init(delay: delay, outcome: .duplicatedUserIds([random.int(1...5)]))
  case 8: return .init(delay: delay, outcome: .silentFailure)
  default: return .init(delay: delay, outcome: .hang)
  }
}

@Test func test_whenRandomInputsMeetRandomOutcomes_thenLobbyInvariantsHold() {
  for seed in UInt64(1)...1_500 {
    // given
    let random = RandomSource(seed: seed)
    let harness = LobbyHarness()
    let useCase = harness.useCase
    useCase.answer { randomResponse(to: $0, random) }
    var lobby: [User] = []  // the model of the players state
    var matchesSeen = 0
    var disposedAt: (events: Int, network: [APIError], duplicated: [[Int]], ended: [Int])?
    var time = 0
    // when
    for _ in 0..<random.int(1...30) {
      time += random.int(0...15)
      harness.scheduler.advance(to: time)
      if useCase.deliveredMatchCount > matchesSeen {
        matchesSeen = useCase.deliveredMatchCount
        lobby = []
      }
      switch random.int(0...22) {
      case 0...5: harness.loadUser.accept(random.int(1...5))
      case 6...10:
        let user = random.pick([Fixtures.alice, Fixtures.bob, Fixtures.carol])
        lobby.append(user)
        harness.addPlayer.accept(user)
      case 11...13:
        let id = random.int(1...4)
        lobby.removeAll { $0.id == id }
        harness.removePlayer.accept(id)
      case 14...18: harness.startMatch.accept(())
      case 19...21: harness.endMatch.accept(random.int(1...5))
      default:
        if disposedAt == nil {
          harness.bag.dispose()
          disposedAt = (
            harness.eventCount, useCase.emittedNetworkErrors, useCase.emittedDuplicatedUserIds,
            useCase.deliveredEndedIds
          )
        }
      }
      harness.scheduler.advance(to: time)
      // then: isLoading forwards the use case's in-flight state (the mock computes it)
      if disposedAt == nil {
        #expect(harness.isLoading.elements.last == (useCase.inFlight.value > 0), "seed \(seed)")
      }
    }
    time += 100
    harness.scheduler.advance(to: time)

    // then: the ViewModel forwards each error relay emission exactly once, on the matching
    // output(s) only (the routing itself is the use case's, tested in DomainTests)
    let network = disposedAt?.network ?? useCase.emittedNetworkErrors
    let duplicated = disposedAt?.duplicated ?? useCase.emittedDuplicatedUserIds
    #expect(harness.networkError.events.count == network.count, "seed \(seed)")
    #expect(harness.networkErrorDetail.elements == network, "seed \(seed)")
    #expect(
      harness.networkError.events.map(\.time) == harness.networkErrorDetail.events.map(\.time),
      "seed \(seed)")
    #expect(harness.duplicatedUserIds.elements == duplicated, "seed \(seed)")
    #expect(
      harness.matchEnded.elements == (disposedAt?.ended ?? useCase.deliveredEndedIds),
      "seed \(seed)")

    if let disposedAt {
      // then: no event after disposal
      #expect(harness.eventCount == disposedAt.events, "seed \(seed)")
      continue
    }
    if useCase.deliveredMatchCount > matchesSeen { lobby = [] }
    #expect(harness.players.elements.last == lobby, "seed \(seed)")
    #expect(harness.isLoading.elements.last == (useCase.inFlight.value > 0), "seed \(seed)")

    // then: no input stream died
    useCase.answer { call in
      switch call {
      case .getUserInfo(let id):
        .init(delay: 1, outcome: .user(User(id: id, nickname: "p", rating: 0)))
      case .startMatch(let ids): .init(delay: 1, outcome: .match(Match(id: 1_000, userIds: ids)))
      case .endMatch(let id): .init(delay: 1, outcome: .ended(id))
      }
    }
    harness.loadUser.accept(42)
    harness.addPlayer.accept(Fixtures.carol)
    harness.removePlayer.accept(Fixtures.carol.id)
    harness.addPlayer.accept(Fixtures.alice)
    harness.startMatch.accept(())
    harness.endMatch.accept(77)
    harness.scheduler.advance(to: time + 10)
    #expect(harness.loadedUser.elements.last?.id == 42, "seed \(seed)")
    #expect(harness.matchStarted.elements.last?.id == 1_000, "seed \(seed)")
    #expect(harness.matchEnded.elements.last == 77, "seed \(seed)")
    #expect(
      useCase.calls.suffix(2) == [
        .startMatch(lobby.map(\.id).filter { $0 != 3 } + [1]), .endMatch(77),
      ], "seed \(seed)")
  }
}
