/* mj-files.h: the game's own files on disk, handled with care: the data
 * folder kept to its owner, files read with a bound on their size and
 * only when they are regular files (a FIFO or a device in a save's place
 * never hangs the game, /dev/zero never fills the memory), private files
 * written atomically through a symbolic link, and a lock so that one
 * match file has one writer at a time.  Every refusal is a GError with a
 * sentence that names the file. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define MJ_FILE_ERROR (mj_file_error_quark ())

typedef enum {
  MJ_FILE_ERROR_MISSING,      /* no such file */
  MJ_FILE_ERROR_NOT_REGULAR,  /* a folder, a FIFO, a device or a socket */
  MJ_FILE_ERROR_UNREADABLE,   /* not allowed to open it */
  MJ_FILE_ERROR_TOO_LARGE,    /* larger than the reader's bound */
  MJ_FILE_ERROR_LOCKED,       /* another process writes this match file */
  MJ_FILE_ERROR_IO,
} MjFileError;

GQuark    mj_file_error_quark         (void);

/* $XDG_DATA_HOME/sparrow: the saved match and the statistics. */
char     *mj_data_dir                 (void);
/* Creates `dir` (and its parents) if needed, and makes `dir` itself
 * readable by its owner alone (0700) even when it already existed: the
 * saves in it hold every player's hidden tiles. */
gboolean  mj_dir_ensure_private       (const char  *dir,
                                       GError     **error);

/* The whole of a regular file of at most `max_bytes` bytes (NUL-
 * terminated).  Opened without blocking and refused, without reading a
 * byte, when it is not a regular file or is larger than the bound; a file
 * that grows while read is refused at the bound. */
/* Moves `path` (whatever it is: a file, a link, a folder, a FIFO),
 * untouched, to "<path>.SUFFIX" or the first "<path>.SUFFIX-N" that is
 * free, so that a damaged file is kept for the player to look at; the new
 * name, or NULL when it could not be moved. */
char     *mj_file_set_aside           (const char  *path,
                                       const char  *suffix);
gboolean  mj_file_read_bounded        (const char  *path,
                                       gsize        max_bytes,
                                       char       **contents,
                                       gsize       *length,
                                       GError     **error);

/* The file a chain of symbolic links at `path` ends at (`path` itself
 * when it is not a link; a dangling link's target). */
char     *mj_file_resolve_link        (const char  *path);

/* Writes `contents` readable and writable by the owner alone (0600),
 * atomically (a temporary file renamed over the old one).  A symbolic
 * link at `path` is written through (its target is replaced, the link
 * stays); something there that is not a regular file (a folder, a FIFO, a
 * device) is refused and left as it is. */
gboolean  mj_file_write_private       (const char  *path,
                                       const char  *contents,
                                       gssize       length,
                                       GError     **error);

/* One writer per match file: an advisory lock (flock) on "<path>.lock",
 * held until released or the process ends (a crash never leaves it
 * taken).  Fails with MJ_FILE_ERROR_LOCKED, naming the process that holds
 * it, when another process has it. */
typedef struct _MjFileLock MjFileLock;

MjFileLock *mj_file_lock_acquire      (const char  *path,
                                       GError     **error);
void        mj_file_lock_release      (MjFileLock  *lock);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MjFileLock, mj_file_lock_release)

G_END_DECLS
