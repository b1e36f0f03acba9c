import CleanDomain
import CleanReactive
import Testing

@Suite struct PulseTests {
  struct ScreenState: Equatable, Sendable {
    var isLoading = false
    @Pulse var alert: String? = nil
  }

  @Test func test_whenSameValueIsSetTwice_thenPulsesAreNotEqual() {
    // given
    var state = ScreenState()
    state.alert = "Server error"
    let first = state
    // when
    state.alert = "Server error"
    // then
    #expect(first != state)
    #expect(first.$alert.updateCount == 1)
    #expect(state.$alert.updateCount == 2)
  }

  @Test func test_whenStateIsDistinctAndSameAlertIsSetTwice_thenAlertFiresTwice() {
    // given
    let states = BehaviorRelay(value: ScreenState())
    let alerts = Recorder<String>()
    let bag = DisposeBag()
    states.distinctUntilChanged().pulse(\.$alert).compactMap { $0 }
      .subscribe(alerts.observer).disposed(by: bag)
    // when
    states.mutate { state in
      var next = state
      next.alert = "Server error"
      return next
    }
    states.mutate { state in
      var next = state
      next.alert = "Server error"
      return next
    }
    // then
    #expect(alerts.elements == ["Server error", "Server error"])
  }

  @Test func test_whenOtherFieldsChange_thenAlertDoesNotFireAgain() {
    // given
    let states = BehaviorRelay(value: ScreenState())
    let alerts = Recorder<String?>()
    let bag = DisposeBag()
    states.pulse { $0.$alert }.subscribe(alerts.observer).disposed(by: bag)
    // when
    states.mutate { state in
      var next = state
      next.alert = "Timeout"
      return next
    }
    states.mutate { state in
      var next = state
      next.isLoading = true
      return next
    }
    // then: the never-set initial value is not emitted either
    #expect(alerts.elements == ["Timeout"])
  }

  @Test func test_whenSubscribingAfterASet_thenLastPulseIsDeliveredOnce() {
    // given
    var state = ScreenState()
    state.alert = "Timeout"
    let states = BehaviorRelay(value: state)
    let alerts = Recorder<String?>()
    let bag = DisposeBag()
    // when
    states.pulse(\.$alert).subscribe(alerts.observer).disposed(by: bag)
    states.accept(states.value)
    // then
    #expect(alerts.elements == ["Timeout"])
  }
}
