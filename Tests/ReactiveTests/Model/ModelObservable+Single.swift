extension ModelObservable {
  func map(_ world: ModelWorld, _ transform: @escaping (Int) -> Int) -> ModelObservable {
    lift(world) { value, sink in sink.forward(.next(transform(value))) }
  }

  func filter(_ world: ModelWorld, _ predicate: @escaping (Int) -> Bool) -> ModelObservable {
    lift(world) { value, sink in if predicate(value) { sink.forward(.next(value)) } }
  }

  func scan(_ world: ModelWorld, _ seed: Int, _ add: @escaping (Int, Int) -> Int)
    -> ModelObservable
  {
    let source = self
    return .producer(world) { sink in
      var accumulator = seed
      return source.lift(world) { value, sink in
        accumulator = add(accumulator, value)
        sink.forward(.next(accumulator))
      }.subscribe { sink.forward($0) }
    }
  }

  func distinctUntilChanged(_ world: ModelWorld) -> ModelObservable {
    let source = self
    return .producer(world) { sink in
      var last: Int?
      return source.subscribe { event in
        guard case .next(let value) = event else {
          sink.forward(event)
          sink.dispose()
          return
        }
        if last == value { return }
        last = value
        sink.forward(event)
      }
    }
  }

  /// RxSwift's `take(count)` (count ≥ 1): completes right after the last element it takes.
  func take(_ world: ModelWorld, _ count: Int) -> ModelObservable {
    let source = self
    return .producer(world) { sink in
      var remaining = count
      return source.subscribe { event in
        guard case .next = event else {
          sink.forward(event)
          sink.dispose()
          return
        }
        guard remaining > 0 else { return }
        remaining -= 1
        sink.forward(event)
        if remaining == 0 {
          sink.forward(.completed)
          sink.dispose()
        }
      }
    }
  }

  func skip(_ world: ModelWorld, _ count: Int) -> ModelObservable {
    let source = self
    return .producer(world) { sink in
      var remaining = count
      return source.subscribe { event in
        guard case .next = event else {
          sink.forward(event)
          sink.dispose()
          return
        }
        if remaining > 0 {
          remaining -= 1
        } else {
          sink.forward(event)
        }
      }
    }
  }

  /// RxSwift's `startWith`: the elements straight to the observer, then the source's events.
  func startWith(_ world: ModelWorld, _ value: Int) -> ModelObservable {
    let source = self
    return ModelObservable { observer in
      world.trampolined {
        observer(.next(value))
        return source.subscribe(observer)
      }
    }
  }

  /// RxSwift's `do` (`DoSink`) with every callback logging under `tag`: the event's handler, the
  /// event forwarded, its `after` handler, then, for a terminal event, the sink disposed.
  func log(_ world: ModelWorld, _ tag: String) -> ModelObservable {
    let source = self
    return .producer(world) { sink in
      world.log.append("\(world.clock) \(tag) subscribe")
      let subscription = source.subscribe { event in
        world.log.append("\(world.clock) \(tag) \(event)")
        sink.forward(event)
        world.log.append("\(world.clock) \(tag) after \(event)")
        if event.isStop { sink.dispose() }
      }
      world.log.append("\(world.clock) \(tag) subscribed")
      return ModelDisposable {
        subscription.dispose()
        world.log.append("\(world.clock) \(tag) dispose")
      }
    }
  }

  /// RxSwift's `debounce`.
  func debounce(_ world: ModelWorld, _ dueTime: Int) -> ModelObservable {
    let source = self
    return .producer(world) { sink in
      var id = 0
      var value: Int?
      let timer = ModelSlot()
      let subscription = source.subscribe { event in
        switch event {
        case .next(let element):
          id += 1
          let current = id
          value = element
          timer.set(
            world.schedule(after: dueTime) {
              if let pending = value, id == current {
                value = nil
                sink.forward(.next(pending))
              }
            })
        case .error:
          value = nil
          sink.forward(event)
          sink.dispose()
        case .completed:
          if let pending = value {
            value = nil
            sink.forward(.next(pending))
          }
          sink.forward(.completed)
          sink.dispose()
        }
      }
      return .all([subscription, timer.asDisposable])
    }
  }

  /// RxSwift's `delay`: one timer at a time; each firing delivers the oldest waiting event and
  /// schedules the next for the rest of its delay. Errors pass at once.
  func delay(_ world: ModelWorld, _ dueTime: Int) -> ModelObservable {
    let source = self
    return .producer(world) { sink in
      var queue: [(time: Int, event: ModelEvent)] = []
      var isActive = false
      let upstream = ModelSlot()
      let timer = ModelSlot()
      func fire() {
        guard !queue.isEmpty else { return }
        let head = queue.removeFirst()
        sink.forward(head.event)
        if case .completed = head.event {
          sink.dispose()
          return
        }
        if let next = queue.first {
          timer.set(world.schedule(after: dueTime - (world.clock - next.time)) { fire() })
        } else {
          isActive = false
        }
      }
      upstream.set(
        source.subscribe { event in
          if event.isStop { upstream.dispose() }
          if case .error = event {
            queue = []
            sink.forward(event)
            sink.dispose()
            return
          }
          queue.append((world.clock, event))
          if isActive { return }
          isActive = true
          timer.set(world.schedule(after: dueTime) { fire() })
        })
      return .all([upstream.asDisposable, timer.asDisposable])
    }
  }

  /// RxSwift's `subscribe(on:)` on a `TestScheduler`: subscribes (and disposes) one step later
  /// in the same tick.
  func subscribeOn(_ world: ModelWorld) -> ModelObservable {
    let source = self
    return .producer(world) { sink in
      let everything = ModelSlot()
      let cancelSchedule = ModelSlot()
      everything.set(cancelSchedule.asDisposable)
      cancelSchedule.set(
        world.schedule(after: 0) {
          let subscription = source.subscribe { event in
            sink.forward(event)
            if event.isStop { sink.dispose() }
          }
          everything.set(ModelDisposable { world.schedule(after: 0) { subscription.dispose() } })
        })
      return everything.asDisposable
    }
  }
}
