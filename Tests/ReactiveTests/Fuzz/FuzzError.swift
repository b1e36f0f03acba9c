/// The named errors of the fuzzer's sources (`e<time>`) and `error` leaves (`f`).
struct FuzzError: Error, Equatable {
  let name: String
}
