#include <stdint.h>

/// The number of heap allocations (malloc, calloc, realloc, aligned allocations) made by the
/// process so far, counted by interposing the allocator (glibc only).
uint64_t napkin_allocation_count(void);

/// 1 where allocations are counted (Linux with glibc), 0 elsewhere.
int napkin_allocation_counting_is_available(void);
