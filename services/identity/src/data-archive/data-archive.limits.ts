/**
 * The largest archive identity stores, in bytes: far more than a member's rows and highlights
 * come to (a heavy reader's is well under a megabyte), and small enough to hold in memory.
 */
export const DATA_ARCHIVE_MAX_BYTES = 24 * 1024 * 1024;

/** The JSON body that carries the largest archive as base64 (4/3 of its size), with room. */
export const DATA_ARCHIVE_BODY_LIMIT = '34mb';
