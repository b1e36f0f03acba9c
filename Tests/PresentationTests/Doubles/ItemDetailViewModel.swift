import CleanPresentation
import CleanReactive
import CleanReactiveUI

/// The item screen of the generic flow tests: its routes go back (`closed`) and start over
/// (`restarted`).
final class ItemDetailViewModel: ViewModel {
  struct Input {
    let close: Observable<Void>
    let restart: Observable<Void>
  }

  struct Output {
    /// Route: go back.
    let closed: Signal<Void>
    /// Route: leave the list alone in the stack.
    let restarted: Signal<Void>
  }

  let id: Int
  let disposeBag = DisposeBag()

  init(id: Int) {
    self.id = id
  }

  func transform(input: Input) -> Output {
    Output(
      closed: input.close.asSignal(onErrorSignalWith: .empty()),
      restarted: input.restart.asSignal(onErrorSignalWith: .empty()))
  }
}
