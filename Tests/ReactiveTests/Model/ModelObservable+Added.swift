import CleanReactive

/// The operators added with issue 17 that the fuzzer covers, each written from RxSwift's sink.
extension ModelObservable {
  /// RxSwift's `ElementAt` (throwing on a short source): the element, then completion.
  func elementAt(_ world: ModelWorld, _ index: Int) -> ModelObservable {
    let source = self
    return .producer(world) { sink in
      var remaining = index
      return source.subscribe { event in
        switch event {
        case .next:
          if remaining == 0 {
            sink.forward(event)
            sink.forward(.completed)
            sink.dispose()
          }
          remaining -= 1
        case .error:
          sink.forward(event)
          sink.dispose()
        case .completed:
          sink.forward(.error("\(ReactiveError.argumentOutOfRange)"))
          sink.dispose()
        }
      }
    }
  }

  /// RxSwift's `Enumerated`, with each `(index, element)` pair written `index * 100 + element`.
  func enumerated(_ world: ModelWorld) -> ModelObservable {
    let source = self
    return .producer(world) { sink in
      var index = 0
      return source.lift(world) { value, sink in
        let current = index
        index += 1
        sink.forward(.next(current * 100 + value))
      }.subscribe { sink.forward($0) }
    }
  }

  /// RxSwift's `DefaultIfEmpty`.
  func ifEmpty(_ world: ModelWorld, default value: Int) -> ModelObservable {
    let source = self
    return .producer(world) { sink in
      var isEmpty = true
      return source.subscribe { event in
        switch event {
        case .next:
          isEmpty = false
          sink.forward(event)
        case .error:
          sink.forward(event)
          sink.dispose()
        case .completed:
          if isEmpty { sink.forward(.next(value)) }
          sink.forward(.completed)
          sink.dispose()
        }
      }
    }
  }

  /// RxSwift's `SwitchIfEmpty`: an empty source's completion subscribes `other` (the source's
  /// subscription stays until the whole is disposed, source first).
  func ifEmpty(_ world: ModelWorld, switchTo other: ModelObservable) -> ModelObservable {
    let source = self
    return .producer(world) { sink in
      var isEmpty = true
      let otherSubscription = ModelSlot()
      let sourceSubscription = source.subscribe { event in
        switch event {
        case .next:
          isEmpty = false
          sink.forward(event)
        case .error:
          sink.forward(event)
          sink.dispose()
        case .completed:
          guard isEmpty else {
            sink.forward(event)
            sink.dispose()
            return
          }
          otherSubscription.set(
            other.subscribe { event in
              sink.forward(event)
              if event.isStop { sink.dispose() }
            })
        }
      }
      return .all([sourceSubscription, otherSubscription.asDisposable])
    }
  }

  /// RxSwift's `SkipUntil`: the source first, then `other`; `other`'s first element opens the
  /// gate and disposes `other`; a completion before that ends the sequence without an event.
  func skipUntil(_ world: ModelWorld, _ other: ModelObservable) -> ModelObservable {
    let source = self
    return .producer(world) { sink in
      var isOpen = false
      let sourceSubscription = source.subscribe { event in
        switch event {
        case .next:
          if isOpen { sink.forward(event) }
        case .error:
          sink.forward(event)
          sink.dispose()
        case .completed:
          if isOpen { sink.forward(event) }
          sink.dispose()
        }
      }
      let otherSubscription = ModelSlot()
      otherSubscription.set(
        other.subscribe { event in
          switch event {
          case .next:
            isOpen = true
            otherSubscription.dispose()
          case .error:
            sink.forward(event)
            sink.dispose()
          case .completed:
            otherSubscription.dispose()
          }
        })
      return .all([sourceSubscription, otherSubscription.asDisposable])
    }
  }

  /// RxSwift's `DelaySubscription`: the source is subscribed by a timer `dueTime` later.
  func delaySubscription(_ world: ModelWorld, _ dueTime: Int) -> ModelObservable {
    let source = self
    return .producer(world) { sink in
      let subscription = ModelSlot()
      let timer = world.schedule(after: dueTime) {
        subscription.set(
          source.subscribe { event in
            sink.forward(event)
            if event.isStop { sink.dispose() }
          })
      }
      return .all([timer, subscription.asDisposable])
    }
  }

  /// `materialize().dematerialize()`: each event comes back as itself, so the pair behaves as a
  /// pass-through that disposes its source on a terminal event.
  func rematerialized(_ world: ModelWorld) -> ModelObservable {
    lift(world) { value, sink in sink.forward(.next(value)) }
  }
}
