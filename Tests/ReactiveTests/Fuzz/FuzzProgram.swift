/// A random operator program of the differential fuzzer: a tree of operators over the case's
/// test sources (by index), `of` and `error` leaves. Elements are `Int`.
indirect enum FuzzProgram: CustomStringConvertible, Sendable {
  case source(Int)
  case of([Int])
  case fail
  /// `Observable.timer(dueTime)`: `0`, then completion.
  case timer(Int)
  case map(FuzzProgram)
  case filter(FuzzProgram)
  case scan(FuzzProgram)
  case distinct(FuzzProgram)
  case take(Int, FuzzProgram)
  case skip(Int, FuzzProgram)
  case startWith(Int, FuzzProgram)
  case log(String, FuzzProgram)
  case debounce(Int, FuzzProgram)
  case delay(Int, FuzzProgram)
  case subscribeOn(FuzzProgram)
  case retry(Int, FuzzProgram)
  case takeUntil(FuzzProgram, FuzzProgram)
  case merge(FuzzProgram, FuzzProgram)
  case concat(FuzzProgram, FuzzProgram)
  case zip(FuzzProgram, FuzzProgram)
  case combineLatest(FuzzProgram, FuzzProgram)
  case sample(FuzzProgram, FuzzProgram)
  case catchTo(FuzzProgram, FuzzProgram)
  /// `flatMap { _ in sources[inner] }`.
  case flatMap(FuzzProgram, inner: Int)
  case flatMapLatest(FuzzProgram, inner: Int)
  /// `map { _ in sources[inner] }.switchLatest()`.
  case switchLatest(FuzzProgram, inner: Int)
  case elementAt(Int, FuzzProgram)
  case enumerated(FuzzProgram)
  case ifEmpty(Int, FuzzProgram)
  case ifEmptySwitch(FuzzProgram, FuzzProgram)
  case skipUntil(FuzzProgram, FuzzProgram)
  case delaySubscription(Int, FuzzProgram)
  /// `materialize().dematerialize()`.
  case rematerialize(FuzzProgram)
  /// `a.amb(b)` for two operands, `Observable.amb([a, b, …])` for more.
  case amb([FuzzProgram])
  /// `a.timeout(dueTime, other: b)`.
  case timeout(Int, FuzzProgram, other: FuzzProgram)
  /// `let s = source.publish().refCount()` (or another `sharing`), then `body`, whose `.shared`
  /// leaves are `s`; for `multicast`, `source.multicast(subject) { s in body }`.
  case share(FuzzSharing, FuzzProgram, body: FuzzProgram)
  /// The nearest enclosing `share`'s shared sequence.
  case shared

  /// The operands, for shrinking (a node is replaced by one of them).
  var children: [FuzzProgram] {
    switch self {
    case .source, .of, .fail, .timer, .shared: []
    case .amb(let operands): operands
    case .share(_, let a, let body): [a, body]
    case .map(let a), .filter(let a), .scan(let a), .distinct(let a), .take(_, let a),
      .skip(_, let a), .startWith(_, let a), .log(_, let a), .debounce(_, let a),
      .delay(_, let a), .subscribeOn(let a), .retry(_, let a), .flatMap(let a, _),
      .flatMapLatest(let a, _), .switchLatest(let a, _), .elementAt(_, let a), .enumerated(let a),
      .ifEmpty(_, let a), .delaySubscription(_, let a), .rematerialize(let a):
      [a]
    case .takeUntil(let a, let b), .merge(let a, let b), .concat(let a, let b),
      .zip(let a, let b), .combineLatest(let a, let b), .sample(let a, let b),
      .catchTo(let a, let b), .skipUntil(let a, let b), .ifEmptySwitch(let a, let b),
      .timeout(_, let a, let b):
      [a, b]
    }
  }

  /// This node with its operands replaced (same count as `children`).
  func replacingChildren(_ new: [FuzzProgram]) -> FuzzProgram {
    switch self {
    case .source, .of, .fail, .timer, .shared: self
    case .amb: .amb(new)
    case .share(let sharing, _, _): .share(sharing, new[0], body: new[1])
    case .map: .map(new[0])
    case .filter: .filter(new[0])
    case .scan: .scan(new[0])
    case .distinct: .distinct(new[0])
    case .take(let n, _): .take(n, new[0])
    case .skip(let n, _): .skip(n, new[0])
    case .startWith(let v, _): .startWith(v, new[0])
    case .log(let tag, _): .log(tag, new[0])
    case .debounce(let d, _): .debounce(d, new[0])
    case .delay(let d, _): .delay(d, new[0])
    case .subscribeOn: .subscribeOn(new[0])
    case .retry(let n, _): .retry(n, new[0])
    case .flatMap(_, let inner): .flatMap(new[0], inner: inner)
    case .flatMapLatest(_, let inner): .flatMapLatest(new[0], inner: inner)
    case .switchLatest(_, let inner): .switchLatest(new[0], inner: inner)
    case .takeUntil: .takeUntil(new[0], new[1])
    case .merge: .merge(new[0], new[1])
    case .concat: .concat(new[0], new[1])
    case .zip: .zip(new[0], new[1])
    case .combineLatest: .combineLatest(new[0], new[1])
    case .sample: .sample(new[0], new[1])
    case .catchTo: .catchTo(new[0], new[1])
    case .elementAt(let n, _): .elementAt(n, new[0])
    case .enumerated: .enumerated(new[0])
    case .ifEmpty(let v, _): .ifEmpty(v, new[0])
    case .skipUntil: .skipUntil(new[0], new[1])
    case .ifEmptySwitch: .ifEmptySwitch(new[0], new[1])
    case .delaySubscription(let d, _): .delaySubscription(d, new[0])
    case .rematerialize: .rematerialize(new[0])
    case .timeout(let d, _, _): .timeout(d, new[0], other: new[1])
    }
  }

  var size: Int { 1 + children.map(\.size).reduce(0, +) }

  /// Whether a `.shared` leaf is outside every `share` body (a shrinking step can
  /// leave one so; such a program is not run).
  var hasUnboundShared: Bool {
    switch self {
    case .shared: true
    case .share(_, let a, _): a.hasUnboundShared
    default: children.contains { $0.hasUnboundShared }
    }
  }

  var description: String {
    switch self {
    case .source(let index): "xs\(index)"
    case .of(let values): "of(\(values.map(String.init).joined(separator: ", ")))"
    case .fail: "error(f)"
    case .timer(let d): "timer(\(d))"
    case .map(let a): "\(a).map { $0 + 1 }"
    case .filter(let a): "\(a).filter { $0 % 2 == 0 }"
    case .scan(let a): "\(a).scan(0, +)"
    case .distinct(let a): "\(a).distinctUntilChanged()"
    case .take(let n, let a): "\(a).take(\(n))"
    case .skip(let n, let a): "\(a).skip(\(n))"
    case .startWith(let v, let a): "\(a).startWith(\(v))"
    case .log(let tag, let a): "\(a).do(\(tag))"
    case .debounce(let d, let a): "\(a).debounce(\(d))"
    case .delay(let d, let a): "\(a).delay(\(d))"
    case .subscribeOn(let a): "\(a).subscribe(on: scheduler)"
    case .retry(let n, let a): "\(a).retry(\(n))"
    case .takeUntil(let a, let b): "\(a).take(until: \(b))"
    case .merge(let a, let b): "merge(\(a), \(b))"
    case .concat(let a, let b): "concat(\(a), \(b))"
    case .zip(let a, let b): "zip(\(a), \(b)) { $0 * 10 + $1 }"
    case .combineLatest(let a, let b): "combineLatest(\(a), \(b)) { $0 * 10 + $1 }"
    case .sample(let a, let b): "\(a).sample(\(b))"
    case .catchTo(let a, let b): "\(a).catch { _ in \(b) }"
    case .flatMap(let a, let inner): "\(a).flatMap { _ in xs\(inner) }"
    case .flatMapLatest(let a, let inner): "\(a).flatMapLatest { _ in xs\(inner) }"
    case .switchLatest(let a, let inner): "\(a).map { _ in xs\(inner) }.switchLatest()"
    case .elementAt(let n, let a): "\(a).element(at: \(n))"
    case .enumerated(let a): "\(a).enumerated().map { $0.index * 100 + $0.element }"
    case .ifEmpty(let v, let a): "\(a).ifEmpty(default: \(v))"
    case .skipUntil(let a, let b): "\(a).skip(until: \(b))"
    case .ifEmptySwitch(let a, let b): "\(a).ifEmpty(switchTo: \(b))"
    case .delaySubscription(let d, let a): "\(a).delaySubscription(\(d))"
    case .rematerialize(let a): "\(a).materialize().dematerialize()"
    case .timeout(let d, let a, let b): "\(a).timeout(\(d), other: \(b))"
    case .amb(let operands) where operands.count == 2: "\(operands[0]).amb(\(operands[1]))"
    case .amb(let operands):
      "Observable.amb([\(operands.map(\.description).joined(separator: ", "))])"
    case .share(.multicast(let replay), let a, let body):
      "\(a).multicast({ \(FuzzSharing.subject(replay)) }, selector: { s in \(body) })"
    case .share(let sharing, let a, let body): "{ s in \(body) }(\(a).\(sharing))"
    case .shared: "s"
    }
  }
}
