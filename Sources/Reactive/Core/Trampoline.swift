#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The current-thread trampoline of RxSwift's `CurrentThreadScheduler`: the outermost
/// `Observable.subscribe` on a thread runs its subscription and then, before it returns, every
/// step that `from` / `of` queued meanwhile, one at a time in the order queued. So
/// `merge(of(1, 2), of(3, 4))` delivers `1, 3, 2, 4`, and a downstream that stops early (`take`)
/// disposes `from` before its remaining elements are sent.
///
/// Threading: one trampoline per thread, touched only by that thread (a thread-local object,
/// created on first use and released when the thread exits). Errors: none.
@usableFromInline
final class Trampoline {
  /// Whether a subscription or a step is running on this thread's trampoline.
  @usableFromInline var isActive = false
  /// Steps queued while active, run in order; `head` is the next one.
  @usableFromInline var queue: ContiguousArray<() -> Void> = []
  @usableFromInline var head = 0

  init() {}

  /// This thread's trampoline.
  @usableFromInline
  static var current: Trampoline {
    if let stored = pthread_getspecific(threadKey) {
      return Unmanaged<Trampoline>.fromOpaque(stored).takeUnretainedValue()
    }
    let trampoline = Trampoline()
    pthread_setspecific(threadKey, Unmanaged.passRetained(trampoline).toOpaque())
    return trampoline
  }

  /// Runs `subscribe` as RxSwift's `Producer.subscribe`: directly when the trampoline is active,
  /// else with the trampoline active, then the steps it queued, before returning.
  @usableFromInline
  static func subscribe(_ subscribe: () -> any Disposable) -> any Disposable {
    let trampoline = current
    if trampoline.isActive { return subscribe() }
    trampoline.isActive = true
    let disposable = subscribe()
    trampoline.runQueued()
    return disposable
  }

  /// Runs `step` now (then whatever it queues) when the trampoline is idle, else queues it.
  @usableFromInline
  static func schedule(_ step: @escaping () -> Void) {
    let trampoline = current
    if trampoline.isActive {
      trampoline.queue.append(step)
      return
    }
    trampoline.isActive = true
    step()
    trampoline.runQueued()
  }

  /// Runs the queued steps, including those they queue, then goes idle.
  func runQueued() {
    while head < queue.count {
      let step = queue[head]
      head += 1
      step()
    }
    queue.removeAll(keepingCapacity: queue.count <= 64)
    head = 0
    isActive = false
  }
}

/// The thread-local slot of `Trampoline.current`; its destructor releases the thread's trampoline.
private let threadKey: pthread_key_t = {
  var key = pthread_key_t()
  pthread_key_create(&key) { pointer in
    if let pointer { Unmanaged<Trampoline>.fromOpaque(pointer).release() }
  }
  return key
}()
