#include <stdint.h>
/// The number of allocations (malloc, calloc, realloc, aligned allocations) since the process started.
uint64_t napkin_allocation_count(void);
