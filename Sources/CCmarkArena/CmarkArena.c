#include "CmarkArena.h"

#include <cmark.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// A piece of memory blocks are cut from, linked to the chunk made before it.
typedef struct Chunk {
    struct Chunk *previous;
    size_t size;
    size_t used;
    size_t padding; // keeps `data` 16-byte aligned
    unsigned char data[];
} Chunk;

/// What precedes each block: its size, which `realloc` needs to copy it.
typedef struct Header {
    size_t size;
    size_t padding; // keeps the block 16-byte aligned
} Header;

enum { chunkSize = 256 * 1024, alignment = 16 };

/// The calling thread's newest chunk, or NULL when it has none.
static _Thread_local Chunk *current = NULL;

static void *outOfMemory(void) {
    // cmark's own allocator does the same: the parser has no way to report it.
    fprintf(stderr, "[cmark] arena allocation failed\n");
    abort();
}

static size_t rounded(size_t size) {
    // Room for the rounding, the block's header and a chunk's header, so that no size the
    // arena computes from it can wrap around.
    if (size > SIZE_MAX - sizeof(Chunk) - sizeof(Header) - alignment) outOfMemory();
    return (size + alignment - 1) & ~(size_t)(alignment - 1);
}

static void *allocate(size_t size) {
    size_t needed = sizeof(Header) + rounded(size);
    if (current == NULL || current->size - current->used < needed) {
        size_t size = needed > chunkSize ? needed : chunkSize;
        Chunk *chunk = malloc(sizeof(Chunk) + size);
        if (chunk == NULL) outOfMemory();
        chunk->previous = current;
        chunk->size = size;
        chunk->used = 0;
        current = chunk;
    }
    Header *header = (Header *)(current->data + current->used);
    header->size = size;
    current->used += needed;
    return header + 1;
}

static void *arenaCalloc(size_t count, size_t size) {
    if (size != 0 && count > SIZE_MAX / size) return outOfMemory();
    void *block = allocate(count * size);
    memset(block, 0, count * size);
    return block;
}

static void *arenaRealloc(void *block, size_t size) {
    if (block == NULL) return allocate(size);
    Header *header = (Header *)block - 1;
    if (size <= header->size) return block;
    // The newest block of the chunk (a buffer growing as cmark appends to it) grows in place.
    unsigned char *end = (unsigned char *)block + rounded(header->size);
    if (end == current->data + current->used && current->size - current->used >= rounded(size) - rounded(header->size)) {
        current->used += rounded(size) - rounded(header->size);
        header->size = size;
        return block;
    }
    void *moved = allocate(size);
    memcpy(moved, block, header->size);
    return moved;
}

static void arenaFree(void *block) {
    (void)block; // given back with the rest of the tree by napkin_cmark_arena_release
}

static cmark_mem allocator = {arenaCalloc, arenaRealloc, arenaFree};

cmark_mem *napkin_cmark_arena_allocator(void) {
    return &allocator;
}

napkin_cmark_arena_mark napkin_cmark_arena_mark_now(void) {
    napkin_cmark_arena_mark mark = {current, current == NULL ? 0 : current->used};
    return mark;
}

void napkin_cmark_arena_release(napkin_cmark_arena_mark mark) {
    while (current != NULL && current != mark.chunk) {
        Chunk *previous = current->previous;
        free(current);
        current = previous;
    }
    if (current != NULL) current->used = mark.used;
}
