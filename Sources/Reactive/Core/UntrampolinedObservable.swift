/// `Observable.error` and `Observable.empty`: a sequence whose producer ends while it is being
/// subscribed and subscribes nothing else, so it runs directly, not on the current-thread
/// trampoline, as RxSwift's `ErrorProducer` and `EmptyProducer`, which override
/// `Producer.subscribe`.
///
/// It matters when such a sequence is the outermost subscription on a thread (a timer's, as
/// `delaySubscription`'s): its terminal event then reaches the downstream with no trampoline
/// active, so a recovery sequence subscribed from it (`catch`, `ifEmpty(switchTo:)`) delivers
/// its `from` / `of` elements before that subscription returns, as in RxSwift, instead of after
/// the failed chain has disposed itself.
///
/// Threading: runs its producer synchronously on the subscribing thread. Errors: those of its
/// producer.
@usableFromInline
final class UntrampolinedObservable<Element>: Observable<Element>, @unchecked Sendable {
  @inlinable
  override func subscribe(_ observer: AnyObserver<Element>) -> any Disposable {
    subscribeHandler(observer)
  }
}
