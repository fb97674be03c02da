// Counts heap allocations by interposing the allocator entry points and forwarding to glibc's
// own implementations (__libc_*), which avoids dlsym and its own allocations. Linked only into
// the benchmark executable; on other C libraries the counter stays at zero.
#include "CMallocCounter.h"

#if defined(__linux__) && defined(__GLIBC__)
#include <errno.h>
#include <stdatomic.h>
#include <stddef.h>

static _Atomic uint64_t allocations;

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static inline void count_one(void) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
}

void *malloc(size_t size) {
    count_one();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    count_one();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    count_one();
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    count_one();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count_one();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    count_one();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}

uint64_t napkin_allocation_count(void) {
    return atomic_load_explicit(&allocations, memory_order_relaxed);
}

int napkin_allocation_counting_is_available(void) { return 1; }
#else
uint64_t napkin_allocation_count(void) { return 0; }
int napkin_allocation_counting_is_available(void) { return 0; }
#endif
