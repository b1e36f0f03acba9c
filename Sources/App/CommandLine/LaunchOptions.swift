import CleanData
import CleanDomain
import CleanPresentation
import CleanReactive
import CleanReactiveUI
import Foundation

/// Everything the command line said, validated. Built by `LaunchArgumentParser`.
///
/// Threading: an immutable value.
struct LaunchOptions: Sendable, Equatable {
  var mode: LaunchMode = .tour
  var showsHelp = false
  var showsVersion = false
  /// One JSON object per line on stdout instead of text.
  var json = false
  /// A real server speaking `docs/API.md`; `nil` means the embedded backend.
  var baseURL: URL?
  /// The request deadline (wall clock, fractions of a second kept); `nil` means the default (10 s; 1 s for the guided tour, so its timeout
  /// step does not keep a newcomer waiting).
  var timeout: Duration?
  /// The most bytes a response body may have; `nil` means the network stack's default (10 MiB).
  var maxResponseSize: Int?
  /// Embedded backend only: the probability in `0...1` that a request fails.
  var faultRate: Double = 0
  /// Embedded backend only: the delay added to every request.
  var latency: Duration = .zero
  /// Embedded backend only: seeds the fault injection.
  var seed: UInt64 = 0
  /// Automatic retries of an idempotent request after a retryable failure (0: none).
  var retries = RetryPolicy.standard.retries
  /// Writes one line per HTTP attempt to stderr.
  var logsHTTP = false
  /// `run` only: the script to read instead of standard input.
  var scriptPath: String?
  /// `--state-dir`: the folder of the local store; `nil` means the default (see
  /// `StateLocation`).
  var stateDirectory: String?
  /// `--no-state`: keep everything in memory.
  var keepsNoState = false

  /// Whether the embedded backend serves the requests.
  var usesEmbeddedBackend: Bool { baseURL == nil }
}
