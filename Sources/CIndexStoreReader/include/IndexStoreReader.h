#ifndef NAPKIN_INDEX_STORE_READER_H
#define NAPKIN_INDEX_STORE_READER_H

#include <stdbool.h>
#include <stddef.h>

/// Called for each symbol occurrence found: the source file the compiler compiled, the symbol's
/// USR (not NUL-terminated), and the 1-based line and column in that file.
typedef void (*napkin_occurrence_callback)(void *context, const char *file, size_t fileLength,
                                           const char *usr, size_t usrLength, unsigned line, unsigned column);

/// Loads libIndexStore from `libraryPath` (the toolchain's). Returns false, with a message in
/// `error` (of `errorSize` bytes), when it cannot be loaded.
bool napkin_index_store_load(const char *libraryPath, char *error, size_t errorSize);

/// Calls `callback` for every occurrence in `storePath` that refers to a symbol (a use, or a
/// declaration that overrides or implements one: the related symbol is reported), in units
/// whose main file ends with `fileSuffix`. Returns false, with a message in `error`, on failure.
bool napkin_index_store_occurrences(const char *storePath, const char *fileSuffix, void *context,
                                    napkin_occurrence_callback callback, char *error, size_t errorSize);

/// Like `napkin_index_store_occurrences`, for the units of whole-module compilations, which hold a
/// record per source file: reports the occurrences of every record whose source file ends with
/// `fileSuffix`, with that file.
bool napkin_index_store_file_occurrences(const char *storePath, const char *fileSuffix, void *context,
                                         napkin_occurrence_callback callback, char *error, size_t errorSize);

#endif
