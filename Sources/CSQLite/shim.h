// The system SQLite's C API, for CleanStore. Needs libsqlite3's headers (Debian: libsqlite3-dev).
#include <sqlite3.h>
