// Where a thread that finds a `Locked` value held goes to sleep: a fixed table of buckets, each a
// pthread mutex and condition variable, shared by every lock whose identity hashes to it.
//
// Protocol (the lock word is 0 free, 1 held, 2 held with possible waiters):
// - a waiter takes its bucket's mutex, then swaps 2 into the word; if the word was 0 it now holds
//   the lock, otherwise it waits on the bucket's condition and tries again;
// - a holder that releases a word that was 2 takes the bucket's mutex and wakes every waiter of
//   the bucket (waiters of other locks in the same bucket re-check their word and sleep again).
//
// No wake-up is lost: a waiter writes 2 while holding the bucket's mutex and keeps holding it
// until it sleeps, so the releasing thread, which reads that 2, can only take the mutex and
// broadcast once the waiter sleeps. Only the contended path gets here.
//
// The same code on Linux and on Apple platforms: POSIX threads and C11 atomics only, statically
// initialized (no initialization race, nothing to tear down).
#include "CCleanPrimitives.h"

#include <pthread.h>

enum { spins = 64, bucket_count = 64 };

typedef struct {
  pthread_mutex_t mutex;
  pthread_cond_t condition;
} bucket;

#define BUCKET { PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER }
#define BUCKETS8 BUCKET, BUCKET, BUCKET, BUCKET, BUCKET, BUCKET, BUCKET, BUCKET

static bucket buckets[bucket_count] = {BUCKETS8, BUCKETS8, BUCKETS8, BUCKETS8,
                                       BUCKETS8, BUCKETS8, BUCKETS8, BUCKETS8};

static bucket *bucket_for(const void *identity) {
  uintptr_t bits = (uintptr_t)identity;
  // Heap objects are 16-byte aligned: drop the constant low bits, mix the rest.
  uint64_t mixed = (uint64_t)(bits >> 4) * UINT64_C(0x9E3779B97F4A7C15);
  return &buckets[(mixed >> 58) & (bucket_count - 1)];
}

void ccp_lock_contended(uint32_t *word, const void *identity) {
  _Atomic(uint32_t) *atomic_word = (_Atomic(uint32_t) *)word;
  for (int i = 0; i < spins; i++) {
    uint32_t expected = 0;
    if (atomic_load_explicit(atomic_word, memory_order_relaxed) == 0 &&
        atomic_compare_exchange_strong_explicit(atomic_word, &expected, 1, memory_order_acquire,
                                                memory_order_relaxed)) {
      return;
    }
  }
  bucket *b = bucket_for(identity);
  pthread_mutex_lock(&b->mutex);
  while (atomic_exchange_explicit(atomic_word, 2, memory_order_acquire) != 0) {
    pthread_cond_wait(&b->condition, &b->mutex);
  }
  pthread_mutex_unlock(&b->mutex);
}

void ccp_wake_waiters(const void *identity) {
  bucket *b = bucket_for(identity);
  pthread_mutex_lock(&b->mutex);
  pthread_cond_broadcast(&b->condition);
  pthread_mutex_unlock(&b->mutex);
}
