import Fixture

// Another module of the fixture: references to Fixture's @available declarations.
print(newerHelper())  // expect-flag: iOS macOS tvOS watchOS
if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *) {
  print(newerHelper())  // expect-covered
}
guard #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else {
  fatalError("too old")
}
print(Counter().increment())  // expect-covered
