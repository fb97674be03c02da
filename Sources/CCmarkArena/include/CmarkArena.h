#ifndef NAPKIN_CMARK_ARENA_H
#define NAPKIN_CMARK_ARENA_H

#include <stddef.h>

struct cmark_mem;

/// A point of the calling thread's arena, to give back everything allocated after it.
typedef struct napkin_cmark_arena_mark {
    void *chunk;
    size_t used;
} napkin_cmark_arena_mark;

/// An allocator for cmark (`cmark_parser_new_with_mem`) that takes its memory from the calling
/// thread's arena: each block is cut from a large chunk, `free` does nothing, and the whole
/// tree is given back at once by `napkin_cmark_arena_release`. A parse makes hundreds of
/// thousands of small allocations for a large site; this makes each one a few instructions.
///
/// A tree made with it must be used and released on the thread that parsed it, and nothing
/// cmark makes with it (a tree, a rendering) may be passed to `free`. Blocks cmark frees during
/// a parse are not reused before the parse ends. A released tree's memory is freed with its
/// chunks when the thread's first mark is released, so that the address sanitizer still sees
/// a use after that; it does not see a read past a block inside a chunk.
struct cmark_mem *napkin_cmark_arena_allocator(void);

/// The calling thread's arena as it is now.
napkin_cmark_arena_mark napkin_cmark_arena_mark_now(void);

/// Gives back everything the calling thread allocated from its arena since `mark`. Marks are
/// released in the reverse order they were taken (a parse inside another one is released
/// first), and no block of an outer tree may grow while an inner mark is held; releasing the
/// first mark of the thread frees all of its chunks, so a thread keeps nothing between parses.
void napkin_cmark_arena_release(napkin_cmark_arena_mark mark);

#endif
