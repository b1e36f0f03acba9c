import CleanPrimitives

/// The subscription of `groupBy` (RxSwift's `GroupBySink`): one `PublishSubject` per key.
///
/// Threading: the groups and `isStopped` are touched only from the source's serialized events;
/// the observer and the groups are called with no lock held. `dispose()` (the outer
/// subscription) may come from any thread: it stops new groups from being emitted and releases
/// the source once no group is subscribed either.
final class GroupBySink<Key: Hashable & Sendable, Element>: Disposable, @unchecked Sendable {
  // The first stored property: reached only through `isDisposed` (see `storedPropertiesAddress`).
  @exclusivity(unchecked) @usableFromInline var isDisposedWord: Bool = false
  let observer: AnyObserver<GroupedObservable<Key, Element>>
  let keySelector: @Sendable (Element) throws -> Key
  let subscription = SingleAssignmentDisposable()
  let refCount: RefCountDisposable
  var isDisposed: AtomicBool { AtomicBool(storedPropertiesAddress(of: self)) }

  // Touched only from the source's events.
  var indices: [Key: Int] = [:]
  var groups: [PublishSubject<Element>] = []
  var isStopped = false

  init(
    observer: AnyObserver<GroupedObservable<Key, Element>>,
    keySelector: @escaping @Sendable (Element) throws -> Key
  ) {
    self.observer = observer
    self.keySelector = keySelector
    refCount = RefCountDisposable(subscription)
    checkFirstStoredProperty(&isDisposedWord, of: self)
  }

  func on(_ event: Event<Element>) {
    if isStopped { return }
    switch event {
    case .next(let element):
      let key: Key
      do {
        key = try keySelector(element)
      } catch {
        end(.error(error), outer: .error(error))
        return
      }
      if let index = indices[key] {
        groups[index].on(.next(element))
        return
      }
      let group = PublishSubject<Element>()
      indices[key] = groups.count
      groups.append(group)
      if !isDisposed.load(ordering: .acquiring) {
        observer.on(.next(GroupedObservable(key: key, source: groupSource(group))))
      }
      group.on(.next(element))
    case .error(let error):
      end(.error(error), outer: .error(error))
    case .completed:
      end(.completed, outer: .completed)
    }
  }

  /// Ends every group, then the outer sequence, and disposes the source.
  func end(_ event: Event<Element>, outer: Event<GroupedObservable<Key, Element>>) {
    isStopped = true
    for group in groups { group.on(event) }
    if !isDisposed.load(ordering: .acquiring) { observer.on(outer) }
    subscription.dispose()
    dispose()
  }

  /// A group's subscriptions hold the source subscription alive (RxSwift's
  /// `GroupedObservableImpl`).
  func groupSource(_ group: PublishSubject<Element>) -> Observable<Element> {
    let refCount = refCount
    return Observable(unsafeSubscribe: { observer in
      let release = refCount.retain()
      let subscription = group.subscribe(observer)
      return Disposables.create(release, subscription)
    })
  }

  func dispose() {
    isDisposed.store(true, ordering: .releasing)
    refCount.dispose()
  }
}
