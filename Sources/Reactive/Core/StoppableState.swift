/// The state of an operator whose sequence ends once: `isStopped` is set by the first terminal
/// event, and nothing is sent after it.
@usableFromInline
protocol StoppableState {
  var isStopped: Bool { get set }
}

extension Serializer where State: StoppableState {
  /// Sends the terminal `event` and marks the state stopped, unless it already was; returns
  /// `true` for the call that stopped it (that caller disposes the operator's sources).
  @inlinable
  func stop<Element>(sending event: Item) -> Bool where Item == Event<Element> {
    perform { state, outbox in
      if state.isStopped { return false }
      state.isStopped = true
      outbox.send(event)
      return true
    }
  }

  /// Sends `event` unless the state is stopped, marking it stopped when `event` is terminal;
  /// returns `true` for the call whose event stopped it.
  @inlinable
  func forward<Element>(_ event: Item) -> Bool where Item == Event<Element> {
    perform { state, outbox in
      if state.isStopped { return false }
      outbox.send(event)
      if event.isStopEvent { state.isStopped = true }
      return state.isStopped
    }
  }
}
