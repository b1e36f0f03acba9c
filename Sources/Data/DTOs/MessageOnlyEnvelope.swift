/// The part of a response envelope every failure body may carry: its `message`.
struct MessageOnlyEnvelope: Decodable {
  let message: String?
}
