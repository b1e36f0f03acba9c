import Foundation

/// A value bound to a statement's parameter.
enum SQLValue {
  case integer(Int)
  case real(Double)
  case text(String)
  case blob(Data)
  case null
}
