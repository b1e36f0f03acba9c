import CleanPresentation
import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI
import Testing

@MainActor
@Test func test_whenTheListRoutesToAnItem_thenTheItemIsPushedAndShown() {
  // given
  let harness = ItemFlowHarness()
  // when
  harness.at(10) { harness.list?.inputs.accept(3) }
  harness.run()
  // then
  #expect(harness.screens.events == [.next(0, .list), .next(10, .item(3))])
  #expect(harness.flow?.screens == [.list, .item(3)])
  #expect(harness.item(3) != nil)
}

@MainActor
@Test func test_whenTheItemRoutesBack_thenTheListShowsWithTheSameSceneAndItsState() {
  // given: the list's scene, with one selection in its state
  let harness = ItemFlowHarness()
  let list = harness.list
  let selected = harness.scheduler.createObserver([Int].self)
  harness.at(10) { harness.list?.inputs.accept(3) }
  // when
  harness.at(20) { harness.item(3)?.inputs.close.accept(()) }
  harness.at(30) {
    harness.list?.output.selected.drive(onNext: selected.onNext).disposed(by: harness.bag)
  }
  harness.run()
  // then
  #expect(harness.screens.events == [.next(0, .list), .next(10, .item(3)), .next(20, .list)])
  #expect(harness.list === list, "the list was not rebuilt")
  #expect(selected.events == [.next(30, [3])])
  #expect(harness.scenesBuilt == 2)
}

@MainActor
@Test func test_whenAnItemIsPopped_thenItsViewModelDeallocatesAndItsRoutesFireNothing() {
  // given: item 3 is shown; its relays are kept, as a view that outlives its screen keeps them
  let harness = ItemFlowHarness()
  weak var viewModel: AnyObject?
  weak var scene: ItemDetailScene?
  var inputs: (close: PublishRelay<Void>, restart: PublishRelay<Void>)?
  harness.at(10) { harness.list?.inputs.accept(3) }
  harness.at(15) {
    scene = harness.item(3)
    viewModel = scene?.viewModel
    inputs = scene?.inputs
  }
  // when: it goes back, and its kept relays are fed after it left
  harness.at(20) { inputs?.close.accept(()) }
  harness.at(30) { harness.list?.inputs.accept(4) }
  harness.at(40) { inputs?.restart.accept(()) }
  harness.at(50) { inputs?.close.accept(()) }
  harness.run()
  // then
  #expect(inputs != nil, "item 3 was shown at 15")
  #expect(viewModel == nil)
  #expect(scene == nil)
  #expect(
    harness.screens.events == [
      .next(0, .list), .next(10, .item(3)), .next(20, .list), .next(30, .item(4)),
    ])
  #expect(harness.flow?.screens == [.list, .item(4)])
}

@MainActor
@Test func test_whenARouteFiresFromASceneNotOnTop_thenNothingChanges() {
  // given: item 3 shows above the list
  let harness = ItemFlowHarness()
  harness.at(10) { harness.list?.inputs.accept(3) }
  // when: the list, below it, routes to item 4
  harness.at(20) { harness.list?.inputs.accept(4) }
  harness.run()
  // then: item 3 still shows; the list's state has the selection all the same
  #expect(harness.screens.events == [.next(0, .list), .next(10, .item(3))])
  #expect(harness.flow?.screens == [.list, .item(3)])
  #expect(harness.item(4) == nil)
  #expect(harness.scenesBuilt == 2)
}

@MainActor
@Test func test_whenAResetRouteFires_thenTheListIsAloneWithANewScene() {
  // given
  let harness = ItemFlowHarness()
  weak var oldList: ItemListScene?
  weak var item: ItemDetailScene?
  var itemWasShown = false
  harness.at(10) {
    oldList = harness.list
    harness.list?.inputs.accept(3)
  }
  harness.at(15) {
    item = harness.item(3)
    itemWasShown = item != nil
  }
  // when
  harness.at(20) { harness.item(3)?.inputs.restart.accept(()) }
  harness.run()
  // then
  #expect(harness.screens.events == [.next(0, .list), .next(10, .item(3)), .next(20, .list)])
  #expect(harness.flow?.screens == [.list])
  #expect(itemWasShown)
  #expect(oldList == nil)
  #expect(item == nil)
  #expect(harness.list != nil)
  #expect(harness.scenesBuilt == 3)
}

@MainActor
@Test func test_whenBackIsAskedOnTheRoot_thenItReturnsFalseAndKeepsTheList() {
  // given
  let harness = ItemFlowHarness()
  let list = harness.list
  var answers: [Bool] = []
  // when
  harness.at(10) { answers.append(harness.flow?.back() ?? true) }
  harness.at(20) { harness.flow?.show(.item(1)) }
  harness.at(30) { answers.append(harness.flow?.back() ?? false) }
  harness.run()
  // then
  #expect(answers == [false, true])
  #expect(harness.list === list)
  #expect(harness.screens.events == [.next(0, .list), .next(20, .item(1)), .next(30, .list)])
}

@MainActor
@Test func test_whenTheFlowIsLetGo_thenEverySceneAndViewModelDeallocates() {
  // given: the list and an item in the stack
  let harness = ItemFlowHarness()
  weak var flow: NavigationFlow<ItemScreen>?
  weak var listViewModel: AnyObject?
  weak var itemViewModel: AnyObject?
  harness.at(10) {
    flow = harness.flow
    listViewModel = harness.list?.viewModel
    harness.list?.inputs.accept(3)
  }
  harness.at(15) { itemViewModel = harness.item(3)?.viewModel }
  var wereAlive = false
  harness.at(19) { wereAlive = flow != nil && listViewModel != nil && itemViewModel != nil }
  // when
  harness.at(20) { harness.release() }
  harness.run()
  // then
  #expect(wereAlive)
  #expect(flow == nil)
  #expect(listViewModel == nil)
  #expect(itemViewModel == nil)
}
