import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI
import Domain
import Presentation
import Testing

/// The friends flow in virtual time: a selection shows the player, a tap sends the request for
/// the player shown, the friend added goes back to the list and releases the player's screen.
@MainActor
@Suite struct FriendsFlowTests {
  @Test func test_whenAPlayerIsSelectedAndBefriended_thenTheFlowShowsThemAndGoesBack() {
    // given: requests answered after 10 ticks
    let scheduler = TestScheduler()
    let repository = ScriptedFriendRepository()
    repository.send.answer { id in
      scheduler.single(after: 10, .success(Friend(id: id, nickname: "bob")))
    }
    let bag = DisposeBag()
    let screens = scheduler.createObserver(FriendsScreen.self)
    let flow = SharingScheduler.mock(scheduler) {
      makeFriendsFlow(useCase: SendFriendRequestUseCase(repository: repository))
    }
    SharingScheduler.mock(scheduler) {
      flow.visibleScreen.drive(onNext: screens.onNext).disposed(by: bag)
    }
    weak var playerViewModel: AnyObject?
    // when
    scheduler.scheduleAt(10) {
      MainActor.assumeIsolated {
        flow.scene(for: .players, as: PlayerListScene.self)?.inputs.accept(2)
      }
    }
    scheduler.scheduleAt(20) {
      MainActor.assumeIsolated {
        let scene = flow.scene(for: .player(id: 2), as: AddFriendScene.self)
        playerViewModel = scene?.viewModel
        scene?.inputs.accept(())
      }
    }
    SharingScheduler.mock(scheduler) { scheduler.start() }
    // then
    #expect(repository.send.calls == [2])
    #expect(screens.events == [.next(0, .players), .next(10, .player(id: 2)), .next(30, .players)])
    #expect(flow.screens == [.players])
    #expect(playerViewModel == nil)
  }
}
