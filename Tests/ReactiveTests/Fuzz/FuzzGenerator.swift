/// Makes the random programs of the differential fuzzer: operators nested 1 to 4 deep over four
/// test sources (the first two hot or cold, the last two cold, used as `flatMap` inners), `of`,
/// `error` and `timer` leaves, with random elements on a 10-tick grid (so that events often
/// coincide), an optional error or completion, and a disposal before or after the sources end.
/// A shared sequence's body often has a late subscriber (`makeLateJoin`).
struct FuzzGenerator {
  private var random: FuzzRandom
  private var tags = 0
  /// How many `share` bodies enclose the node being made (leaves may then be `.shared`).
  private var sharedDepth = 0
  /// The case's test sources, made before its program.
  private var sources: [FuzzCase.Source] = []

  init(seed: UInt64) {
    random = FuzzRandom(seed: seed)
  }

  mutating func makeCase() -> FuzzCase {
    sources = (0..<4).map { index in makeSource(isHot: index < 2 && random.chance(50)) }
    let program = makeProgram(depth: random.int(1...4))
    let disposeAt = random.chance(30) ? 1000 : random.int(20...60) * 10
    return FuzzCase(sources: sources, program: program, disposeAt: disposeAt)
  }

  private mutating func makeSource(isHot: Bool) -> FuzzCase.Source {
    var time = isHot ? random.int(15...21) * 10 : 0
    var events: [(time: Int, event: ModelEvent)] = []
    for _ in 0..<random.int(0...4) {
      time += random.int(0...3) * 10
      events.append((time, .next(random.int(0...4))))
    }
    time += random.int(0...3) * 10
    switch random.int(1...10) {
    case 1...6: events.append((time, .completed))
    case 7...8: events.append((time, .error("e\(time)")))
    default: break
    }
    return FuzzCase.Source(isHot: isHot, events: events)
  }

  private mutating func makeSharing() -> FuzzSharing {
    switch random.int(1...6) {
    case 1: .publish
    case 2: .replay(random.int(0...3))
    case 3: .share(replay: random.int(0...3), forever: false)
    case 4: .share(replay: random.int(0...3), forever: true)
    default: .multicast(replay: random.chance(50) ? nil : random.int(0...3))
    }
  }

  /// A `share` body where a second subscriber joins the shared sequence late, while the first
  /// keeps the connection: `merge(early, late.delaySubscription(k))`, `early` and `late` each
  /// `s` or a small program over `s`. The delay mostly falls just after the second or a later
  /// element of the shared program's first source, so the late subscriber tests what is
  /// replayed to it (a body from `makeProgram` rarely has two subscribers at different times);
  /// otherwise it is on or between the 10-tick grid, up to 85.
  private mutating func makeLateJoin(shared: FuzzProgram, depth: Int) -> FuzzProgram {
    func use(_ generator: inout FuzzGenerator) -> FuzzProgram {
      generator.random.chance(75)
        ? .shared : generator.makeProgram(depth: generator.random.int(1...depth))
    }
    let early = use(&self)
    let late = use(&self)
    let afterSecond = elementTimes(of: shared).dropFirst().map { $0 + 5 }
    let delay =
      !afterSecond.isEmpty && random.chance(70)
      ? afterSecond[random.int(0...(afterSecond.count - 1))]
      : random.int(1...8) * 10 + (random.chance(50) ? 5 : 0)
    return .merge(early, .delaySubscription(delay, late))
  }

  /// When the first source found in `program` sends its elements, in ticks after a subscription
  /// at 200 (a hot source's elements before then are left out).
  private func elementTimes(of program: FuzzProgram) -> [Int] {
    guard case .source(let index) = program else {
      for child in program.children {
        let times = elementTimes(of: child)
        if !times.isEmpty { return times }
      }
      return []
    }
    let source = sources[index]
    return source.events.compactMap { time, event in
      guard case .next = event else { return nil }
      let relative = source.isHot ? time - 200 : time
      return relative > 0 ? relative : nil
    }
  }

  private mutating func makeProgram(depth: Int) -> FuzzProgram {
    if depth == 0 {
      if sharedDepth > 0 && random.chance(40) { return .shared }
      switch random.int(1...22) {
      case 1...2: return .of((0..<random.int(0...3)).map { _ in random.int(0...4) })
      case 3: return .fail
      case 4...5: return .timer(random.int(0...3) * 10)
      default: return .source(random.int(0...3))
      }
    }
    let a = makeProgram(depth: depth - 1)
    func other(_ generator: inout FuzzGenerator) -> FuzzProgram {
      generator.makeProgram(depth: generator.random.int(0...(depth - 1)))
    }
    switch random.int(0...35) {
    case 0: return .map(a)
    case 1: return .filter(a)
    case 2: return .scan(a)
    case 3: return .distinct(a)
    case 4: return .take(random.int(1...3), a)
    case 5: return .skip(random.int(1...2), a)
    case 6: return .startWith(random.int(5...9), a)
    case 7:
      tags += 1
      return .log("d\(tags)", a)
    case 8: return .debounce(random.int(1...3) * 10, a)
    case 9: return .delay(random.int(1...3) * 10, a)
    case 10: return .subscribeOn(a)
    case 11: return .retry(random.int(1...3), a)
    case 12: return .takeUntil(a, other(&self))
    case 13: return .merge(a, other(&self))
    case 14: return .concat(a, other(&self))
    case 15: return .zip(a, other(&self))
    case 16: return .combineLatest(a, other(&self))
    case 17: return .sample(a, other(&self))
    case 18: return .catchTo(a, other(&self))
    case 19: return .flatMap(a, inner: random.int(2...3))
    case 20: return .flatMapLatest(a, inner: random.int(2...3))
    case 21: return .switchLatest(a, inner: random.int(2...3))
    case 22: return .elementAt(random.int(0...2), a)
    case 23: return .enumerated(a)
    case 24: return .ifEmpty(random.int(5...9), a)
    case 25: return .skipUntil(a, other(&self))
    case 26: return .delaySubscription(random.int(1...3) * 10, a)
    case 27: return .rematerialize(a)
    case 28: return .ifEmptySwitch(a, other(&self))
    case 29: return .amb([a] + (0..<random.int(1...2)).map { _ in other(&self) })
    case 30...31:
      let sharing = makeSharing()
      sharedDepth += 1
      defer { sharedDepth -= 1 }
      let body =
        random.chance(40)
        ? makeLateJoin(shared: a, depth: max(1, depth - 1))
        : makeProgram(depth: random.int(1...max(1, depth - 1)))
      return .share(sharing, a, body: body)
    case 34...35:
      let dueTime = random.int(1...4) * 10 + (random.chance(30) ? 5 : 0)
      return .timeout(dueTime, a, other: other(&self))
    default:
      tags += 1
      return .log("d\(tags)", a)
    }
  }
}
