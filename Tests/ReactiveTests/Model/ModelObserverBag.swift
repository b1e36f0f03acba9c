/// RxSwift's `Bag` of observers as the model needs it: the first observer is kept in a slot of
/// its own and delivered first, and that slot is reused by the next subscriber once its
/// observer has left; the others are delivered in subscription order.
struct ModelObserverBag {
  private var first: (key: Int, observer: (ModelEvent) -> Void)?
  private var others: [(key: Int, observer: (ModelEvent) -> Void)] = []
  private var nextKey = 0

  var count: Int { (first == nil ? 0 : 1) + others.count }

  /// The observers in RxSwift's dispatch order.
  var observers: [(ModelEvent) -> Void] {
    (first.map { [$0.observer] } ?? []) + others.map(\.observer)
  }

  mutating func insert(_ observer: @escaping (ModelEvent) -> Void) -> Int {
    let key = nextKey
    nextKey += 1
    if first == nil {
      first = (key, observer)
    } else {
      others.append((key, observer))
    }
    return key
  }

  /// Whether `key` was there (RxSwift's `removeKey` returning non-nil).
  @discardableResult
  mutating func remove(_ key: Int) -> Bool {
    if first?.key == key {
      first = nil
      return true
    }
    guard let index = others.firstIndex(where: { $0.key == key }) else { return false }
    others.remove(at: index)
    return true
  }

  /// Empties the bag; keys are never reused.
  mutating func removeAll() {
    first = nil
    others = []
  }
}
