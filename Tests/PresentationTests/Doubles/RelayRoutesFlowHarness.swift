import CleanPresentation
import CleanReactive
import CleanReactiveTesting
import CleanReactiveUI

/// The relays an item's view feeds: its close and restart buttons, and a link to another screen.
typealias ItemButtons = (
  close: PublishRelay<Void>, restart: PublishRelay<Void>, open: PublishRelay<ItemScreen>
)
typealias ItemButtonsScene = ViewModelScene<ItemButtons, ItemDetailViewModel.Output>

/// A `NavigationFlow` whose routes are the relays the views feed, bound with
/// `ViewModelScene.routing(_:)`, each screen's branch one expression, as the docs write a flow:
/// the list's selection relay shows an item; an item's `close` goes back, its `restart` resets to
/// the list, and what its `open` names is shown. Built inside `SharingScheduler.mock`, on the main
/// actor; the visible screen is recorded in virtual time.
@MainActor
final class RelayRoutesFlowHarness {
  let scheduler = TestScheduler()
  let bag = DisposeBag()
  private(set) var flow: NavigationFlow<ItemScreen>?
  let screens: TestableObserver<ItemScreen>

  init() {
    let scheduler = scheduler
    screens = scheduler.createObserver(ItemScreen.self)
    flow = SharingScheduler.mock(scheduler) {
      NavigationFlow(root: .list) { screen, routes in
        switch screen {
        case .list:
          ItemListScene(ItemListViewModel(), inputs: PublishRelay()) {
            .init(select: $0.asObservable())
          }
          .routing { routes.show($0.inputs) { .item($0) } }
        case .item(let id):
          ItemButtonsScene(
            ItemDetailViewModel(id: id),
            inputs: (close: PublishRelay(), restart: PublishRelay(), open: PublishRelay())
          ) { .init(close: $0.close.asObservable(), restart: $0.restart.asObservable()) }
          .routing {
            routes.back(on: $0.inputs.close)
            routes.reset(to: .list, on: $0.inputs.restart)
            routes.show($0.inputs.open)
          }
        }
      }
    }
    SharingScheduler.mock(scheduler) {
      flow?.visibleScreen.drive(onNext: screens.onNext).disposed(by: bag)
    }
  }

  /// The list's scene, while the list is in the stack.
  var list: ItemListScene? { flow?.scene(for: .list) }

  /// The scene of item `id`, while it is in the stack.
  func item(_ id: Int) -> ItemButtonsScene? { flow?.scene(for: .item(id)) }

  /// Runs `action` at virtual `time`, on the main actor.
  func at(_ time: Int, _ action: @escaping @MainActor () -> Void) {
    scheduler.scheduleAt(time) { MainActor.assumeIsolated(action) }
  }

  /// Runs the scheduler with traits built meanwhile delivering on it.
  func run() {
    SharingScheduler.mock(scheduler) { scheduler.start() }
  }
}
