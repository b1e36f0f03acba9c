// `if #available`, `guard #available` and their scopes, with strings and comments that hold
// braces the scanner must not count.

public func guardedByIf() -> Int {
  let noise = "}}} { \" }"
  /* a /* nested } */ comment { */
  if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
    let text = """
      }} a multi-line string with "quotes" and braces {{ \(noise.count) }
      """
    return Counter().increment() + text.count  // expect-covered
  }
  return Counter().increment()  // expect-flag
}

public func partlyGuarded() -> Int {
  // `#available(iOS …)` is a run-time query: it says nothing about visionOS.
  if #available(iOS 18.0, macOS 15.0, *) {
    return Counter().increment()  // expect-flag: tvOS watchOS visionOS
  }
  return 0
}

public func guardedByGuard() -> Int {
  guard #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else {
    return Counter().increment()  // expect-flag
  }
  let raw = #"a raw string } with \(braces) { "#
  return Counter().increment() + raw.count  // expect-covered
}

public func guardScope(flag: Bool) -> Int {
  var total = 0
  if flag {
    guard #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else {
      return 0
    }
    total += Counter().increment()  // expect-covered
  }
  total += Counter().increment()  // expect-flag
  return total
}

public func ownDeclarations() -> Int {
  var total = newerHelper()  // expect-flag: iOS macOS tvOS watchOS
  total += 21.doubledLater  // expect-flag
  if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
    total += newerHelper()  // expect-covered
  }
  return total
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public func coveredByAttribute() -> Int {
  21.doubledLater + Counter().increment()  // expect-covered
}
