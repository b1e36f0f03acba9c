import CSQLite
import Foundation

/// One prepared statement with its parameters bound, stepped row by row and finalized when
/// released.
///
/// Threading: not thread-safe; used only inside one ``Database`` call.
final class Statement {
  private let handle: OpaquePointer
  private let database: Database

  init(
    _ sql: String, _ values: [SQLValue], in database: Database, handle connection: OpaquePointer
  ) throws(StoreError) {
    var prepared: OpaquePointer?
    let code = sqlite3_prepare_v2(connection, sql, -1, &prepared, nil)
    guard code == SQLITE_OK, let prepared else { throw database.error(code) }
    handle = prepared
    self.database = database
    for (offset, value) in values.enumerated() {
      try bind(value, at: Int32(offset + 1))
    }
  }

  deinit {
    sqlite3_finalize(handle)
  }

  /// Advances to the next row: `true` when there is one, `false` when the statement is done.
  func step() throws(StoreError) -> Bool {
    switch sqlite3_step(handle) {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    case let code: throw database.error(code)
    }
  }

  /// The integer in column `index` of the current row.
  func integer(at index: Int32) -> Int {
    Int(sqlite3_column_int64(handle, index))
  }

  /// The real number in column `index` of the current row.
  func real(at index: Int32) -> Double {
    sqlite3_column_double(handle, index)
  }

  /// The text in column `index` of the current row, or `nil` when it is NULL.
  func text(at index: Int32) -> String? {
    guard let text = sqlite3_column_text(handle, index) else { return nil }
    let count = Int(sqlite3_column_bytes(handle, index))
    return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
  }

  /// The bytes in column `index` of the current row (empty when NULL or empty).
  func blob(at index: Int32) -> Data {
    let count = Int(sqlite3_column_bytes(handle, index))
    guard count > 0, let bytes = sqlite3_column_blob(handle, index) else { return Data() }
    return Data(bytes: bytes, count: count)
  }

  private func bind(_ value: SQLValue, at index: Int32) throws(StoreError) {
    // SQLITE_TRANSIENT: SQLite copies the bytes before the call returns.
    let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
    let code: Int32
    switch value {
    case .integer(let integer): code = sqlite3_bind_int64(handle, index, Int64(integer))
    case .real(let real): code = sqlite3_bind_double(handle, index, real)
    case .text(var text):
      // With its length, so a NUL inside the text is kept.
      code = text.withUTF8 { bytes in
        sqlite3_bind_text64(
          handle, index, bytes.baseAddress ?? UnsafePointer(bitPattern: 1), UInt64(bytes.count),
          transient, UInt8(SQLITE_UTF8))
      }
    case .blob(let data) where data.isEmpty: code = sqlite3_bind_zeroblob(handle, index, 0)
    case .blob(let data):
      code = data.withUnsafeBytes { bytes in
        sqlite3_bind_blob64(handle, index, bytes.baseAddress, UInt64(bytes.count), transient)
      }
    case .null: code = sqlite3_bind_null(handle, index)
    }
    guard code == SQLITE_OK else { throw database.error(code) }
  }
}
