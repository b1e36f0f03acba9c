extension BehaviorRelay {
  /// Atomically replaces the value with `transform(value)` and delivers the result. Unlike
  /// `accept(transform(value))`, no concurrent update can be lost in between.
  @inlinable
  public func mutate(_ transform: (Element) -> Element) {
    let (entries, element) = state.withLock { state in
      state.value = transform(state.value)
      state.version &+= 1
      return (state.bag.entries, UncheckedSendable(state.value))
    }
    for entry in entries {
      entry.observer.deliver(element.value)
    }
  }
}
