// Reads symbol occurrences from a compiler index store through libIndexStore, which ships with
// the Swift toolchain. The library is loaded at run time, so that building napkin-docs needs
// neither its header nor its path; the few declarations used are spelled out below.

#include "IndexStoreReader.h"
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

typedef void *store_t;
typedef void *error_t_;
typedef void *unit_reader_t;
typedef void *dependency_t;
typedef void *record_reader_t;
typedef void *occurrence_t;
typedef void *symbol_t;
typedef void *relation_t;
typedef struct { const char *data; size_t length; } string_ref_t;

enum {
    ROLE_REFERENCE = 1 << 2,
    ROLE_IMPLICIT = 1 << 8,
    ROLE_REL_BASEOF = 1 << 10,
    ROLE_REL_OVERRIDEOF = 1 << 11,
    DEPENDENCY_RECORD = 2,
};

static struct {
    const char *(*error_get_description)(error_t_);
    void (*error_dispose)(error_t_);
    store_t (*store_create)(const char *, error_t_ *);
    void (*store_dispose)(store_t);
    bool (*store_units_apply_f)(store_t, unsigned, void *, bool (*)(void *, string_ref_t));
    unit_reader_t (*unit_reader_create)(store_t, const char *, error_t_ *);
    void (*unit_reader_dispose)(unit_reader_t);
    string_ref_t (*unit_reader_get_main_file)(unit_reader_t);
    bool (*unit_reader_dependencies_apply_f)(unit_reader_t, void *, bool (*)(void *, dependency_t));
    int (*dependency_get_kind)(dependency_t);
    string_ref_t (*dependency_get_name)(dependency_t);
    string_ref_t (*dependency_get_filepath)(dependency_t);
    record_reader_t (*record_reader_create)(store_t, const char *, error_t_ *);
    void (*record_reader_dispose)(record_reader_t);
    bool (*record_reader_occurrences_apply_f)(record_reader_t, void *, bool (*)(void *, occurrence_t));
    symbol_t (*occurrence_get_symbol)(occurrence_t);
    uint64_t (*occurrence_get_roles)(occurrence_t);
    void (*occurrence_get_line_col)(occurrence_t, unsigned *, unsigned *);
    bool (*occurrence_relations_apply_f)(occurrence_t, void *, bool (*)(void *, relation_t));
    uint64_t (*relation_get_roles)(relation_t);
    symbol_t (*relation_get_symbol)(relation_t);
    string_ref_t (*symbol_get_usr)(symbol_t);
} api;

static bool loaded = false;

#define LOAD(field, name) \
    if (!(*(void **)&api.field = dlsym(library, "indexstore_" name))) { \
        snprintf(error, errorSize, "libIndexStore has no indexstore_%s", name); return false; }

bool napkin_index_store_load(const char *libraryPath, char *error, size_t errorSize) {
    if (loaded) return true;
    void *library = dlopen(libraryPath, RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        snprintf(error, errorSize, "%s", dlerror());
        return false;
    }
    LOAD(error_get_description, "error_get_description")
    LOAD(error_dispose, "error_dispose")
    LOAD(store_create, "store_create")
    LOAD(store_dispose, "store_dispose")
    LOAD(store_units_apply_f, "store_units_apply_f")
    LOAD(unit_reader_create, "unit_reader_create")
    LOAD(unit_reader_dispose, "unit_reader_dispose")
    LOAD(unit_reader_get_main_file, "unit_reader_get_main_file")
    LOAD(unit_reader_dependencies_apply_f, "unit_reader_dependencies_apply_f")
    LOAD(dependency_get_kind, "unit_dependency_get_kind")
    LOAD(dependency_get_name, "unit_dependency_get_name")
    LOAD(dependency_get_filepath, "unit_dependency_get_filepath")
    LOAD(record_reader_create, "record_reader_create")
    LOAD(record_reader_dispose, "record_reader_dispose")
    LOAD(record_reader_occurrences_apply_f, "record_reader_occurrences_apply_f")
    LOAD(occurrence_get_symbol, "occurrence_get_symbol")
    LOAD(occurrence_get_roles, "occurrence_get_roles")
    LOAD(occurrence_get_line_col, "occurrence_get_line_col")
    LOAD(occurrence_relations_apply_f, "occurrence_relations_apply_f")
    LOAD(relation_get_roles, "symbol_relation_get_roles")
    LOAD(relation_get_symbol, "symbol_relation_get_symbol")
    LOAD(symbol_get_usr, "symbol_get_usr")
    loaded = true;
    return true;
}

/// What one walk over the store carries from callback to callback.
typedef struct {
    store_t store;
    const char *suffix;
    size_t suffixLength;
    void *context;
    napkin_occurrence_callback callback;
    /// Whether each record's own source file is the one reported and filtered by `suffix`
    /// (a whole-module compilation's one unit holds a record per file), not the unit's main file.
    bool byRecordFile;
    string_ref_t file;
    unsigned line, column;
} walk_t;

static bool report_related(void *context, relation_t relation) {
    walk_t *walk = context;
    if (api.relation_get_roles(relation) & (ROLE_REL_OVERRIDEOF | ROLE_REL_BASEOF)) {
        string_ref_t usr = api.symbol_get_usr(api.relation_get_symbol(relation));
        walk->callback(walk->context, walk->file.data, walk->file.length, usr.data, usr.length, walk->line, walk->column);
    }
    return true;
}

static bool visit_occurrence(void *context, occurrence_t occurrence) {
    walk_t *walk = context;
    uint64_t roles = api.occurrence_get_roles(occurrence);
    api.occurrence_get_line_col(occurrence, &walk->line, &walk->column);
    if ((roles & ROLE_REFERENCE) && !(roles & ROLE_IMPLICIT)) {
        string_ref_t usr = api.symbol_get_usr(api.occurrence_get_symbol(occurrence));
        walk->callback(walk->context, walk->file.data, walk->file.length, usr.data, usr.length, walk->line, walk->column);
    } else if (!(roles & ROLE_IMPLICIT)) {
        // A method that implements a requirement or overrides a method uses that one.
        api.occurrence_relations_apply_f(occurrence, walk, report_related);
    }
    return true;
}

/// Copies `name` into `buffer` as a C string; false when it does not fit.
static bool copy_name(string_ref_t name, char *buffer, size_t size) {
    if (name.length >= size) return false;
    memcpy(buffer, name.data, name.length);
    buffer[name.length] = 0;
    return true;
}

/// Whether `text` ends with the walk's suffix.
static bool ends_with_suffix(const walk_t *walk, string_ref_t text) {
    return text.length >= walk->suffixLength
        && memcmp(text.data + text.length - walk->suffixLength, walk->suffix, walk->suffixLength) == 0;
}

static bool visit_dependency(void *context, dependency_t dependency) {
    walk_t *walk = context;
    if (api.dependency_get_kind(dependency) != DEPENDENCY_RECORD) return true;
    if (walk->byRecordFile) {
        walk->file = api.dependency_get_filepath(dependency);
        if (!ends_with_suffix(walk, walk->file)) return true;
    }
    char record[1024];
    if (!copy_name(api.dependency_get_name(dependency), record, sizeof record)) return true;
    error_t_ error = NULL;
    record_reader_t reader = api.record_reader_create(walk->store, record, &error);
    if (!reader) {
        if (error) api.error_dispose(error);
        return true;
    }
    api.record_reader_occurrences_apply_f(reader, walk, visit_occurrence);
    api.record_reader_dispose(reader);
    return true;
}

/// Whether `text` contains `part`.
static bool contains(string_ref_t text, const char *part, size_t partLength) {
    for (size_t start = 0; start + partLength <= text.length; start++) {
        if (memcmp(text.data + start, part, partLength) == 0) return true;
    }
    return false;
}

static bool visit_unit(void *context, string_ref_t unitName) {
    walk_t *walk = context;
    // A unit is named after its object file (`Lifecycle.md.swift.o-…`): most can be skipped unread.
    if (!walk->byRecordFile && !contains(unitName, walk->suffix, walk->suffixLength)) return true;
    char name[1024];
    if (!copy_name(unitName, name, sizeof name)) return true;
    error_t_ error = NULL;
    unit_reader_t unit = api.unit_reader_create(walk->store, name, &error);
    if (!unit) {
        if (error) api.error_dispose(error);
        return true;
    }
    walk->file = api.unit_reader_get_main_file(unit);
    if (walk->byRecordFile || ends_with_suffix(walk, walk->file)) {
        api.unit_reader_dependencies_apply_f(unit, walk, visit_dependency);
    }
    api.unit_reader_dispose(unit);
    return true;
}

static bool walk_store(const char *storePath, const char *fileSuffix, bool byRecordFile, void *context,
                       napkin_occurrence_callback callback, char *error, size_t errorSize) {
    if (!loaded) {
        snprintf(error, errorSize, "libIndexStore is not loaded");
        return false;
    }
    error_t_ storeError = NULL;
    store_t store = api.store_create(storePath, &storeError);
    if (!store) {
        snprintf(error, errorSize, "%s", storeError ? api.error_get_description(storeError) : "cannot open the index store");
        if (storeError) api.error_dispose(storeError);
        return false;
    }
    walk_t walk = { store, fileSuffix, strlen(fileSuffix), context, callback, byRecordFile, { NULL, 0 }, 0, 0 };
    api.store_units_apply_f(store, 0, &walk, visit_unit);
    api.store_dispose(store);
    return true;
}

bool napkin_index_store_occurrences(const char *storePath, const char *fileSuffix, void *context,
                                    napkin_occurrence_callback callback, char *error, size_t errorSize) {
    return walk_store(storePath, fileSuffix, false, context, callback, error, errorSize);
}

bool napkin_index_store_file_occurrences(const char *storePath, const char *fileSuffix, void *context,
                                         napkin_occurrence_callback callback, char *error, size_t errorSize) {
    return walk_store(storePath, fileSuffix, true, context, callback, error, errorSize);
}
