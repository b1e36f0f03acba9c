// The package's lowest layer: C11 atomics on plain words, and the parking lot of the package's
// lock. Compiled by clang as it is on Linux and on every Apple platform (no availability: C11
// `<stdatomic.h>` and POSIX threads exist on all of them), so the code tested on Linux is the
// code an iOS app ships. Swift reaches it only through CleanPrimitives.
//
// Every function here is `static inline` and always inlined: Swift's clang importer emits them
// into the calling Swift module, where they become single atomic instructions (and
// ThreadSanitizer instruments them as atomics). Each takes a pointer to an ordinary, suitably
// aligned word owned by Swift and treats it as `_Atomic` for the duration of the call; the word
// must never be read or written in Swift except through these functions.
//
// Orderings are C11's `memory_order` values passed as `int` (Swift's ordering enums carry them
// as raw values); they are constants at every call site, so the compiler folds them away.
#ifndef CCLEANPRIMITIVES_H
#define CCLEANPRIMITIVES_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

#define CCP_INLINE static inline __attribute__((always_inline))

// MARK: - intptr_t (Swift `Int`)

CCP_INLINE intptr_t ccp_int_load(const intptr_t *word, int order) {
  return atomic_load_explicit((_Atomic(intptr_t) *)word, (memory_order)order);
}

CCP_INLINE void ccp_int_store(intptr_t *word, intptr_t value, int order) {
  atomic_store_explicit((_Atomic(intptr_t) *)word, value, (memory_order)order);
}

CCP_INLINE intptr_t ccp_int_exchange(intptr_t *word, intptr_t value, int order) {
  return atomic_exchange_explicit((_Atomic(intptr_t) *)word, value, (memory_order)order);
}

/// Returns the value before the call; `*expected` is left untouched.
CCP_INLINE bool ccp_int_compare_exchange(intptr_t *word, intptr_t expected, intptr_t desired,
                                         intptr_t *original, int success, int failure) {
  bool exchanged = atomic_compare_exchange_strong_explicit(
      (_Atomic(intptr_t) *)word, &expected, desired, (memory_order)success, (memory_order)failure);
  *original = expected;
  return exchanged;
}

/// Wrapping addition; returns the value before the call.
CCP_INLINE intptr_t ccp_int_fetch_add(intptr_t *word, intptr_t operand, int order) {
  return atomic_fetch_add_explicit((_Atomic(intptr_t) *)word, operand, (memory_order)order);
}

/// Wrapping subtraction; returns the value before the call.
CCP_INLINE intptr_t ccp_int_fetch_sub(intptr_t *word, intptr_t operand, int order) {
  return atomic_fetch_sub_explicit((_Atomic(intptr_t) *)word, operand, (memory_order)order);
}

// MARK: - uint32_t (the lock word)

CCP_INLINE uint32_t ccp_u32_load(const uint32_t *word, int order) {
  return atomic_load_explicit((_Atomic(uint32_t) *)word, (memory_order)order);
}

CCP_INLINE uint32_t ccp_u32_exchange(uint32_t *word, uint32_t value, int order) {
  return atomic_exchange_explicit((_Atomic(uint32_t) *)word, value, (memory_order)order);
}

CCP_INLINE bool ccp_u32_compare_exchange(uint32_t *word, uint32_t expected, uint32_t desired,
                                         int success, int failure) {
  return atomic_compare_exchange_strong_explicit(
      (_Atomic(uint32_t) *)word, &expected, desired, (memory_order)success, (memory_order)failure);
}

// MARK: - bool (Swift `Bool`)

CCP_INLINE bool ccp_bool_load(const bool *word, int order) {
  return atomic_load_explicit((_Atomic(bool) *)word, (memory_order)order);
}

CCP_INLINE void ccp_bool_store(bool *word, bool value, int order) {
  atomic_store_explicit((_Atomic(bool) *)word, value, (memory_order)order);
}

CCP_INLINE bool ccp_bool_exchange(bool *word, bool value, int order) {
  return atomic_exchange_explicit((_Atomic(bool) *)word, value, (memory_order)order);
}

CCP_INLINE bool ccp_bool_compare_exchange(bool *word, bool expected, bool desired, int success,
                                          int failure) {
  return atomic_compare_exchange_strong_explicit(
      (_Atomic(bool) *)word, &expected, desired, (memory_order)success, (memory_order)failure);
}

// MARK: - void * (Swift `UnsafeMutableRawPointer?`)

CCP_INLINE void *ccp_pointer_load(void *const *word, int order) {
  return atomic_load_explicit((_Atomic(void *) *)word, (memory_order)order);
}

CCP_INLINE void ccp_pointer_store(void **word, void *value, int order) {
  atomic_store_explicit((_Atomic(void *) *)word, value, (memory_order)order);
}

CCP_INLINE void *ccp_pointer_exchange(void **word, void *value, int order) {
  return atomic_exchange_explicit((_Atomic(void *) *)word, value, (memory_order)order);
}

CCP_INLINE bool ccp_pointer_compare_exchange(void **word, void *expected, void *desired,
                                             int success, int failure) {
  return atomic_compare_exchange_strong_explicit(
      (_Atomic(void *) *)word, &expected, desired, (memory_order)success, (memory_order)failure);
}

// MARK: - Parking (LockParking.c)

/// Takes the lock whose word (`0` free, `1` held, `2` held with possible waiters) the caller's
/// fast path found held: spins briefly, then sleeps on the pthread condition of the bucket that
/// `identity` hashes to until a release wakes it. Returns holding the lock.
void ccp_lock_contended(uint32_t *word, const void *identity);

/// Wakes the threads sleeping in `identity`'s bucket, after its word went from `2` to `0`.
void ccp_wake_waiters(const void *identity);

/// Takes the lock whose word is at `word`: one compare-and-swap when it is free (inlined into
/// the caller), `ccp_lock_contended` otherwise.
CCP_INLINE void ccp_lock(uint32_t *word, const void *identity) {
  uint32_t expected = 0;
  if (__builtin_expect(atomic_compare_exchange_strong_explicit((_Atomic(uint32_t) *)word, &expected,
                                                               1, memory_order_acquire,
                                                               memory_order_relaxed),
                       1)) {
    return;
  }
  ccp_lock_contended(word, identity);
}

/// Releases the lock whose word is at `word`: one exchange, and a wake-up when a waiter may
/// sleep (the word was 2).
CCP_INLINE void ccp_unlock(uint32_t *word, const void *identity) {
  if (__builtin_expect(
          atomic_exchange_explicit((_Atomic(uint32_t) *)word, 0, memory_order_release) == 2, 0)) {
    ccp_wake_waiters(identity);
  }
}

#endif
