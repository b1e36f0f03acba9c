import CleanPresentation
import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI
import Testing

// Routes bound with `ViewModelScene.routing(_:)` on the relays the views feed: each screen of
// the flow is one expression, and its relay routes keep the `Signal` routes' rules.

@MainActor
@Test func test_whenARelayRouteBoundWithRoutingFires_thenItNavigatesOnlyWhileItsSceneShows() {
  // given: the list's relay, kept as a view that outlives its screen keeps it
  let harness = RelayRoutesFlowHarness()
  var select: PublishRelay<Int>?
  harness.at(5) { select = harness.list?.inputs }
  // when: it shows item 3, fires again under item 3, then once the list shows again
  harness.at(10) { select?.accept(3) }
  harness.at(20) { select?.accept(4) }
  harness.at(30) { harness.item(3)?.inputs.close.accept(()) }
  harness.at(40) { select?.accept(5) }
  harness.run()
  // then
  #expect(select != nil)
  #expect(
    harness.screens.events == [
      .next(0, .list), .next(10, .item(3)), .next(30, .list), .next(40, .item(5)),
    ])
  #expect(harness.flow?.screens == [.list, .item(5)])
}

@MainActor
@Test func test_whenASceneBuiltWithRoutingIsPopped_thenItDeallocatesWithItsRoutes() {
  // given: item 3 shows; its relays are kept, as a view that outlives its screen keeps them
  let harness = RelayRoutesFlowHarness()
  weak var scene: ItemButtonsScene?
  weak var viewModel: AnyObject?
  var buttons: ItemButtons?
  var routedWhileShown = false
  harness.at(10) { harness.list?.inputs.accept(3) }
  harness.at(15) {
    scene = harness.item(3)
    viewModel = scene?.viewModel
    buttons = scene?.inputs
    routedWhileShown = buttons.map { $0.restart.hasObservers && $0.open.hasObservers } ?? false
  }
  // when: it goes back, and its kept relays are fed after it left
  harness.at(20) { buttons?.close.accept(()) }
  harness.at(30) { buttons?.open.accept(.item(9)) }
  harness.at(40) { buttons?.restart.accept(()) }
  harness.run()
  // then
  #expect(routedWhileShown)
  #expect(scene == nil)
  #expect(viewModel == nil)
  #expect(buttons.map { $0.close.hasObservers || $0.restart.hasObservers } == false)
  #expect(buttons?.open.hasObservers == false)
  #expect(harness.screens.events == [.next(0, .list), .next(10, .item(3)), .next(20, .list)])
  #expect(harness.flow?.screens == [.list])
}

@MainActor
@Test func test_whenABackRelayFires_thenTheFlowGoesBackToTheSameListScene() {
  // given
  let harness = RelayRoutesFlowHarness()
  let list = harness.list
  harness.at(10) { harness.list?.inputs.accept(3) }
  // when
  harness.at(20) { harness.item(3)?.inputs.close.accept(()) }
  harness.run()
  // then
  #expect(harness.screens.events == [.next(0, .list), .next(10, .item(3)), .next(20, .list)])
  #expect(harness.flow?.screens == [.list])
  #expect(harness.list === list, "the list was not rebuilt")
}

@MainActor
@Test func test_whenAScreenRelayFires_thenTheScreenItNamesIsShown() {
  // given
  let harness = RelayRoutesFlowHarness()
  harness.at(10) { harness.list?.inputs.accept(3) }
  // when
  harness.at(20) { harness.item(3)?.inputs.open.accept(.item(4)) }
  harness.run()
  // then
  #expect(harness.screens.events == [.next(0, .list), .next(10, .item(3)), .next(20, .item(4))])
  #expect(harness.flow?.screens == [.list, .item(3), .item(4)])
}

@MainActor
@Test func test_whenAResetRelayFires_thenTheListIsAloneWithANewScene() {
  // given: items 3 and 4 above the list
  let harness = RelayRoutesFlowHarness()
  weak var oldList: ItemListScene?
  harness.at(10) {
    oldList = harness.list
    harness.list?.inputs.accept(3)
  }
  harness.at(20) { harness.item(3)?.inputs.open.accept(.item(4)) }
  // when
  harness.at(30) { harness.item(4)?.inputs.restart.accept(()) }
  harness.run()
  // then
  #expect(
    harness.screens.events == [
      .next(0, .list), .next(10, .item(3)), .next(20, .item(4)), .next(30, .list),
    ])
  #expect(harness.flow?.screens == [.list])
  #expect(oldList == nil)
  #expect(harness.list != nil)
}
