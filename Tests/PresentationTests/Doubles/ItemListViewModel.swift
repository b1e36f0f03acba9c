import CleanPresentation
import CleanReactive
import CleanReactiveUI

/// The list screen of the generic flow tests: each selection is kept in its state (`selected`,
/// held by the ViewModel, as a real screen's state is) and routes to the item (`showItem`).
/// Counts its `transform(input:)` calls.
final class ItemListViewModel: ViewModel {
  struct Input {
    let select: Observable<Int>
  }

  struct Output {
    /// State: every id selected so far.
    let selected: Driver<[Int]>
    /// Route: show this item.
    let showItem: Signal<Int>
  }

  let disposeBag = DisposeBag()
  private(set) var transforms = 0

  func transform(input: Input) -> Output {
    transforms += 1
    let selected = BehaviorRelay<[Int]>(value: [])
    input.select.subscribe(onNext: { selected.accept(selected.value + [$0]) })
      .disposed(by: disposeBag)
    return Output(
      selected: selected.asDriver(), showItem: input.select.asSignal(onErrorSignalWith: .empty()))
  }
}
