import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI

/// Turns the bytes of one input line (split at `\n`, without it) into text, the same way for a
/// script file and for standard input.
///
/// Rules: a UTF-8 byte order mark at the start of the first line is dropped; one `\r` before the
/// line break is dropped (CRLF line endings); a line holding a NUL byte, or bytes that are not
/// valid UTF-8, is a `CommandLineError` of that line — reported as `line N: …`, while the other
/// lines still run. Splitting at the byte `\n` is safe: it never occurs inside a multi-byte
/// UTF-8 sequence.
///
/// Pure; thread-safe. Errors: `.nulByte`, `.invalidUTF8`; never a crash.
enum ScriptLine {
  private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
  private static let carriageReturn: UInt8 = 0x0D

  static func decode(_ bytes: some Collection<UInt8>, isFirstLine: Bool) throws(CommandLineError)
    -> String
  {
    var line = Array(bytes)[...]
    if isFirstLine && line.starts(with: byteOrderMark) {
      line = line.dropFirst(byteOrderMark.count)
    }
    if line.last == carriageReturn {
      line = line.dropLast()
    }
    guard !line.contains(0) else { throw .nulByte }
    // `String(validating:as:)` needs macOS 15: decode with repair, and compare the round trip
    // (a repaired line differs from its bytes).
    let text = String(decoding: line, as: UTF8.self)
    guard text.utf8.elementsEqual(line) else { throw .invalidUTF8 }
    return text
  }

  /// Splits a whole file at `\n` (a final line break ends the last line; it does not start an
  /// empty one) and decodes every line.
  static func lines(of data: some Collection<UInt8>) -> [Result<String, CommandLineError>] {
    var pieces = Array(data).split(separator: 0x0A, omittingEmptySubsequences: false)
    if pieces.last?.isEmpty == true { pieces.removeLast() }
    return pieces.enumerated().map { index, piece in
      Result { () throws(CommandLineError) -> String in
        try decode(piece, isFirstLine: index == 0)
      }
    }
  }
}
