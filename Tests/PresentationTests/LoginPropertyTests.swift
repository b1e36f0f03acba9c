import CleanDomain
import CleanDomainTesting
import CleanPresentation
import CleanReactive
import CleanReactiveUI
import Testing

@Test func test_whenRandomActionsMeetRandomOutcomes_thenLoginInvariantsHold() {
  for seed in UInt64(1)...1_500 {
    // given
    let random = RandomSource(seed: seed)
    let harness = LoginHarness()
    let scheduler = harness.scheduler
    let ledger = harness.useCase.ledger
    harness.useCase.answer { _, _ in
      let delay = random.int(0...40)
      switch random.int(0...9) {
      case 0...3: return scheduler.single(after: delay, .success(Fixtures.session))
      case 4...8:
        return scheduler.single(after: delay, .failure(random.pick(Fixtures.everyAPIError)))
      default: return .never()
      }
    }
    var disposedAt: (events: Int, deliveries: Int)?
    var time = 0
    // when
    for _ in 0..<random.int(1...25) {
      time += random.int(0...15)
      scheduler.advance(to: time)
      switch random.int(0...19) {
      case 0...13: harness.reactor?.action.accept(.login(nickname: "n", password: "p"))
      case 14...18: harness.reactor?.action.accept(.logout)
      default:
        if disposedAt == nil {
          harness.bag.dispose()
          disposedAt = (harness.eventCount, ledger.delivered.count)
        }
      }
      scheduler.advance(to: time)
      if disposedAt == nil {
        // then: the spinner and the state agree with what is in flight
        #expect(harness.isLoading.elements.last == (ledger.inFlight > 0), "seed \(seed)")
        #expect(harness.sessions.last?.isLoading == (ledger.inFlight > 0), "seed \(seed)")
      }
    }
    time += 100
    scheduler.advance(to: time)

    // then: each failure reaches exactly one output — wrong credentials the state, others the alert
    let deliveries = ledger.delivered.prefix(disposedAt?.deliveries ?? ledger.delivered.count)
    let failures = deliveries.compactMap { delivery -> APIError? in
      if case .failure(let error) = delivery.result { error } else { nil }
    }
    let global = failures.filter {
      $0 != .unauthorized(HTTPFailure(status: 401)) && !$0.isCancellation
    }
    let inline = failures.filter { $0 == .unauthorized(HTTPFailure(status: 401)) }
    #expect(harness.error.elements == global, "seed \(seed)")
    #expect(
      harness.sessions.filter { $0 == .failed(.unauthorized(HTTPFailure(status: 401))) }.count
        == inline.count,
      "seed \(seed)")
    #expect(
      harness.sessions.allSatisfy {
        $0.error == nil || $0.error == .unauthorized(HTTPFailure(status: 401))
      }, "seed \(seed)")

    if let disposedAt {
      // then: nothing after disposal
      #expect(harness.eventCount == disposedAt.events, "seed \(seed)")
      continue
    }
    // then: the action stream is alive
    harness.reactor?.action.accept(.logout)
    harness.useCase.answer { _, _ in scheduler.single(after: 1, .success(Fixtures.session)) }
    harness.reactor?.action.accept(.login(nickname: "probe", password: "p"))
    scheduler.advance(to: time + 10)
    #expect(harness.sessions.last == .loaded(Fixtures.session), "seed \(seed)")
  }
}
