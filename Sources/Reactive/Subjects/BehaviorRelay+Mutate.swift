import CleanPrimitives

extension BehaviorRelay {
  /// Atomically replaces the value with `transform(value)` and delivers the result. Unlike
  /// `accept(transform(value))`, no concurrent update can be lost in between.
  @inlinable
  public func mutate(_ transform: (Element) -> Element) {
    let (delivery, element) = state.withLock { state in
      state.value = transform(state.value)
      state.version &+= 1
      return (state.bag.startDelivery(), UncheckedSendable(state.value))
    }
    guard let delivery else { return }
    delivery.deliver(element.value)
    delivery.end()
  }
}
