extension ModelObservable {
  /// RxSwift's `takeUntil`: `other` first; disposes the source, then `other`.
  func takeUntil(_ world: ModelWorld, _ other: ModelObservable) -> ModelObservable {
    let source = self
    return .producer(world) { sink in
      let otherSubscription = ModelSlot()
      otherSubscription.set(
        other.subscribe { event in
          switch event {
          case .next:
            sink.forward(.completed)
            sink.dispose()
          case .error:
            sink.forward(event)
            sink.dispose()
          case .completed:
            otherSubscription.dispose()
          }
        })
      let sourceSubscription = source.subscribe { event in
        sink.forward(event)
        if event.isStop { sink.dispose() }
      }
      return .all([sourceSubscription, otherSubscription.asDisposable])
    }
  }

  /// RxSwift's `merge` of an array and `flatMap` (`MergeSink`): a group disposed in insertion
  /// order, each source removed (disposed) when it completes.
  static func merge(_ world: ModelWorld, _ sources: [ModelObservable]) -> ModelObservable {
    .producer(world) { sink in
      let merger = ModelMerger(sink: sink)
      for source in sources { merger.subscribeInner(source) }
      merger.outerCompleted()
      return merger.group.asDisposable
    }
  }

  func flatMap(_ world: ModelWorld, _ selector: @escaping (Int) -> ModelObservable)
    -> ModelObservable
  {
    let source = self
    return .producer(world) { sink in
      let merger = ModelMerger(sink: sink)
      let outer = ModelSlot()
      merger.group.insert(outer.asDisposable)
      outer.set(
        source.subscribe { event in
          switch event {
          case .next(let value): merger.subscribeInner(selector(value))
          case .error:
            sink.forward(event)
            sink.dispose()
          case .completed:
            outer.dispose()
            merger.outerCompleted()
          }
        })
      return merger.group.asDisposable
    }
  }

  /// RxSwift's `flatMapLatest` (`SwitchSink`).
  func flatMapLatest(_ world: ModelWorld, _ selector: @escaping (Int) -> ModelObservable)
    -> ModelObservable
  {
    let source = self
    return .producer(world) { sink in
      let outer = ModelSlot()
      let inner = ModelSlot()
      var isStopped = false
      var latest = 0
      var hasLatest = false
      outer.set(
        source.subscribe { event in
          switch event {
          case .next(let value):
            if sink.isDisposed && !world.disposedSwitchStartsInner { return }
            let observable = selector(value)
            hasLatest = true
            latest += 1
            let id = latest
            let slot = ModelSlot()
            inner.set(slot.asDisposable)
            slot.set(
              observable.subscribe { event in
                if event.isStop { slot.dispose() }
                guard latest == id else { return }
                switch event {
                case .next: sink.forward(event)
                case .error:
                  sink.forward(event)
                  sink.dispose()
                case .completed:
                  hasLatest = false
                  if isStopped {
                    sink.forward(event)
                    sink.dispose()
                  }
                }
              })
          case .error:
            sink.forward(event)
            sink.dispose()
          case .completed:
            isStopped = true
            outer.dispose()
            if !hasLatest {
              sink.forward(event)
              sink.dispose()
            }
          }
        })
      return .all([outer.asDisposable, inner.asDisposable])
    }
  }

  /// RxSwift's `zip(a, b)` (the arity form): completes only when both have completed.
  static func zip(
    _ world: ModelWorld, _ first: ModelObservable, _ second: ModelObservable,
    _ combine: @escaping (Int, Int) -> Int
  ) -> ModelObservable {
    .producer(world) { sink in
      var queues: [[Int]] = [[], []]
      var isDone = [false, false]
      let slots = [ModelSlot(), ModelSlot()]
      for (index, source) in [first, second].enumerated() {
        slots[index].set(
          source.subscribe { event in
            if event.isStop { slots[index].dispose() }
            switch event {
            case .next(let value):
              queues[index].append(value)
              if queues.allSatisfy({ !$0.isEmpty }) {
                let pair = (queues[0].removeFirst(), queues[1].removeFirst())
                sink.forward(.next(combine(pair.0, pair.1)))
              }
            case .error:
              sink.forward(event)
              sink.dispose()
            case .completed:
              isDone[index] = true
              if isDone.allSatisfy({ $0 }) {
                sink.forward(.completed)
                sink.dispose()
              }
            }
          })
      }
      return .all(slots.map(\.asDisposable))
    }
  }

  /// RxSwift's `combineLatest(a, b)`.
  static func combineLatest(
    _ world: ModelWorld, _ first: ModelObservable, _ second: ModelObservable,
    _ combine: @escaping (Int, Int) -> Int
  ) -> ModelObservable {
    .producer(world) { sink in
      var latest: [Int?] = [nil, nil]
      var isDone = [false, false]
      let slots = [ModelSlot(), ModelSlot()]
      for (index, source) in [first, second].enumerated() {
        slots[index].set(
          source.subscribe { event in
            switch event {
            case .next(let value):
              latest[index] = value
              if let a = latest[0], let b = latest[1] {
                sink.forward(.next(combine(a, b)))
              } else if isDone[1 - index] {
                sink.forward(.completed)
                sink.dispose()
              }
            case .error:
              slots[index].dispose()
              sink.forward(event)
              sink.dispose()
            case .completed:
              slots[index].dispose()
              if isDone[index] { return }
              isDone[index] = true
              if isDone.allSatisfy({ $0 }) {
                sink.forward(.completed)
                sink.dispose()
              }
            }
          })
      }
      return .all(slots.map(\.asDisposable))
    }
  }

  /// RxSwift's `sample(sampler)` without a default value.
  func sample(_ world: ModelWorld, _ sampler: ModelObservable) -> ModelObservable {
    let source = self
    return .producer(world) { sink in
      var element: Int?
      var atEnd = false
      let sourceSubscription = ModelSlot()
      sourceSubscription.set(
        source.subscribe { event in
          switch event {
          case .next(let value): element = value
          case .error:
            sink.forward(event)
            sink.dispose()
          case .completed:
            atEnd = true
            sourceSubscription.dispose()
          }
        })
      let samplerSubscription = sampler.subscribe { event in
        if case .error = event {
          sink.forward(event)
          sink.dispose()
          return
        }
        if let value = element {
          element = nil
          sink.forward(.next(value))
        }
        if atEnd {
          sink.forward(.completed)
          sink.dispose()
        }
      }
      return .all([sourceSubscription.asDisposable, samplerSubscription])
    }
  }

  /// RxSwift's `catch`: on an error, subscribes the handler's sequence, then disposes the
  /// source's subscription (a `SerialDisposable` replaced).
  func catchError(_ world: ModelWorld, _ handler: @escaping () -> ModelObservable)
    -> ModelObservable
  {
    let source = self
    return .producer(world) { sink in
      let subscription = ModelSlot()
      let first = ModelSlot()
      subscription.set(first.asDisposable)
      first.set(
        source.subscribe { event in
          switch event {
          case .next:
            sink.forward(event)
          case .completed:
            sink.forward(event)
            sink.dispose()
          case .error:
            subscription.set(
              handler().subscribe { event in
                sink.forward(event)
                if event.isStop { sink.dispose() }
              })
          }
        })
      return subscription.asDisposable
    }
  }

  /// RxSwift's `concat(a, b)` and `retry(n)`: `TailRecursiveSink` over a list of sources, moving
  /// to the next one through an `AsyncLock` (a move requested while one runs waits for it).
  static func chain(
    _ world: ModelWorld, _ sources: [ModelObservable], isRetry: Bool
  ) -> ModelObservable {
    .producer(world) { sink in
      ModelChain(sink: sink, sources: sources, isRetry: isRetry).run()
    }
  }
}
