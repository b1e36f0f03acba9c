extension BehaviorRelay {
  /// Atomically replaces the value with `transform(value)` and delivers the result. Unlike
  /// `accept(transform(value))`, no concurrent update can be lost in between.
  @inlinable
  public func mutate(_ transform: (Element) -> Element) {
    let (observers, element) = state.withLock { state in
      state.value = transform(state.value)
      state.version &+= 1
      return (state.bag.observers, UncheckedSendable(state.value))
    }
    for observer in observers {
      observer.on(.next(element.value))
    }
  }
}
