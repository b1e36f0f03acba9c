import Fixture

import Foundation

// Another module of the fixture: references to Fixture's @available declarations. An executable
// is host-only: checked against the macOS floor alone (no iOS app runs a command-line tool).
print(newerHelper())  // expect-flag: macOS
// Unavailable on iOS, but this target never runs there:
let child = Process()  // expect-covered
if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
  print(newerHelper())  // expect-covered
}
guard #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else {
  fatalError("too old")
}
print(Counter().increment())  // expect-covered
