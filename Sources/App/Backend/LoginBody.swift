/// The `POST /auth/login` body the embedded backend accepts.
struct LoginBody: Decodable, Sendable {
  let nickname: String
  let password: String
}
