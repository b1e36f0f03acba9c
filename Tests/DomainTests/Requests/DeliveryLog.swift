import CleanDomain
import CleanPrimitives
import CleanReactive

/// One log of a split's `isLoading` changes and the values a test appends, in the order they
/// are delivered: what the "value after loading went down" tests compare.
final class DeliveryLog: Sendable {
  private let lines = Locked<[String]>([])

  /// Logs `split`'s loading changes (`"loading true"`, …) for as long as `bag` lives.
  init<DomainError>(loadingOf split: RequestSplit<DomainError>, bag: DisposeBag) {
    split.isLoading.subscribe(onNext: { [self] loading in append("loading \(loading)") })
      .disposed(by: bag)
  }

  /// Adds `line` (a delivered value) after what was logged so far.
  func append(_ line: String) {
    lines.withLock { $0.append(line) }
  }

  /// Everything logged, in order.
  var entries: [String] { lines.withLock { $0 } }
}
