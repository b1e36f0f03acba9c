/// Errors the kernel tests inject.
enum TestError: Error, Equatable {
  case boom
  case other
}
