/* mj-files.c: reading, writing and locking the game's files (see
 * mj-files.h for what each promises). */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "mj-files.h"

G_DEFINE_QUARK (mj-file-error-quark, mj_file_error)

char *
mj_data_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "sparrow", NULL);
}

gboolean
mj_dir_ensure_private (const char  *dir,
                       GError     **error)
{
  GStatBuf st;

  g_return_val_if_fail (dir != NULL, FALSE);

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved = errno;
      g_set_error (error, MJ_FILE_ERROR, MJ_FILE_ERROR_IO,
                   _("The folder “%s” could not be created: %s"), dir, g_strerror (saved));
      return FALSE;
    }
  /* a folder made by an older version, or by hand, may be open to others:
   * closed here, but only one of our own (a shared folder is not ours to
   * change) */
  if (g_stat (dir, &st) == 0 && S_ISDIR (st.st_mode) && st.st_uid == getuid () &&
      (st.st_mode & 077) != 0 && g_chmod (dir, 0700) != 0)
    {
      int saved = errno;
      g_set_error (error, MJ_FILE_ERROR, MJ_FILE_ERROR_IO,
                   _("The folder “%s” could not be made private: %s"), dir, g_strerror (saved));
      return FALSE;
    }
  return TRUE;
}

static void
set_open_error (GError     **error,
                const char  *path,
                int          saved)
{
  if (saved == ENOENT)
    g_set_error (error, MJ_FILE_ERROR, MJ_FILE_ERROR_MISSING, _("“%s” does not exist"), path);
  else if (saved == EACCES || saved == EPERM)
    g_set_error (error, MJ_FILE_ERROR, MJ_FILE_ERROR_UNREADABLE,
                 _("“%s” could not be opened: %s"), path, g_strerror (saved));
  else if (saved == EISDIR)
    g_set_error (error, MJ_FILE_ERROR, MJ_FILE_ERROR_NOT_REGULAR, _("“%s” is a folder, not a file"), path);
  else
    g_set_error (error, MJ_FILE_ERROR, MJ_FILE_ERROR_IO,
                 _("“%s” could not be opened: %s"), path, g_strerror (saved));
}

static gboolean
check_regular (const GStatBuf  *st,
               const char      *path,
               GError         **error)
{
  if (S_ISDIR (st->st_mode))
    {
      g_set_error (error, MJ_FILE_ERROR, MJ_FILE_ERROR_NOT_REGULAR, _("“%s” is a folder, not a file"), path);
      return FALSE;
    }
  if (!S_ISREG (st->st_mode))
    {
      g_set_error (error, MJ_FILE_ERROR, MJ_FILE_ERROR_NOT_REGULAR,
                   _("“%s” is not a regular file (it is a pipe, a device or a socket)"), path);
      return FALSE;
    }
  return TRUE;
}

static void
set_too_large (GError     **error,
               const char  *path,
               goffset      size,
               gsize        max_bytes)
{
  g_autofree char *has = g_format_size ((guint64) size);
  g_autofree char *may = g_format_size (max_bytes);

  g_set_error (error, MJ_FILE_ERROR, MJ_FILE_ERROR_TOO_LARGE,
               _("“%s” is too large (%s; such a file holds at most %s)"), path, has, may);
}

gboolean
mj_file_read_bounded (const char  *path,
                      gsize        max_bytes,
                      char       **contents,
                      gsize       *length,
                      GError     **error)
{
  GStatBuf st;
  g_autofree char *buffer = NULL;
  gsize size, used = 0;
  int fd;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (contents != NULL, FALSE);

  /* O_NONBLOCK: opening a FIFO for reading would wait for a writer */
  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0);
  if (fd < 0)
    {
      set_open_error (error, path, errno);
      return FALSE;
    }
  if (fstat (fd, &st) != 0)
    {
      int saved = errno;
      close (fd);
      g_set_error (error, MJ_FILE_ERROR, MJ_FILE_ERROR_IO,
                   _("“%s” could not be read: %s"), path, g_strerror (saved));
      return FALSE;
    }
  if (!check_regular (&st, path, error))
    {
      close (fd);
      return FALSE;
    }
  if (st.st_size < 0 || (guint64) st.st_size > max_bytes)
    {
      close (fd);
      set_too_large (error, path, st.st_size, max_bytes);
      return FALSE;
    }

  /* the size may change while it is read: read to the end, but never
   * past the bound */
  size = (gsize) st.st_size + 1;
  buffer = g_malloc (size + 1);
  for (;;)
    {
      gssize n;

      if (used == size)
        {
          if (size > max_bytes)
            {
              close (fd);
              set_too_large (error, path, (goffset) used, max_bytes);
              return FALSE;
            }
          size = MIN (size * 2, max_bytes + 1);
          buffer = g_realloc (buffer, size + 1);
        }
      n = read (fd, buffer + used, size - used);
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          int saved = errno;
          close (fd);
          g_set_error (error, MJ_FILE_ERROR, MJ_FILE_ERROR_IO,
                       _("“%s” could not be read: %s"), path, g_strerror (saved));
          return FALSE;
        }
      if (n == 0)
        break;
      used += (gsize) n;
    }
  close (fd);
  if (used > max_bytes)
    {
      set_too_large (error, path, (goffset) used, max_bytes);
      return FALSE;
    }
  buffer[used] = '\0';
  *contents = g_steal_pointer (&buffer);
  if (length)
    *length = used;
  return TRUE;
}

char *
mj_file_resolve_link (const char *path)
{
  g_autofree char *current = NULL;

  g_return_val_if_fail (path != NULL, NULL);

  current = g_strdup (path);
  /* as many links as the kernel follows (a loop ends there too) */
  for (guint i = 0; i < 40; i++)
    {
      g_autofree char *target = g_file_read_link (current, NULL);
      g_autofree char *dir = NULL;

      if (target == NULL)
        break;
      if (g_path_is_absolute (target))
        {
          g_free (current);
          current = g_steal_pointer (&target);
          continue;
        }
      dir = g_path_get_dirname (current);
      g_free (current);
      current = g_build_filename (dir, target, NULL);
    }
  return g_steal_pointer (&current);
}

gboolean
mj_file_write_private (const char  *path,
                       const char  *contents,
                       gssize       length,
                       GError     **error)
{
  g_autofree char *target = NULL;
  GStatBuf st;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (contents != NULL, FALSE);

  /* a link the player made (the save kept in a synced folder, say) stays
   * a link: what it points at is replaced.  g_file_set_contents would
   * replace the link itself with a regular file. */
  target = mj_file_resolve_link (path);
  if (g_stat (target, &st) == 0 && !S_ISREG (st.st_mode))
    {
      g_set_error (error, MJ_FILE_ERROR, MJ_FILE_ERROR_NOT_REGULAR,
                   S_ISDIR (st.st_mode)
                   ? _("“%s” is a folder: it was left as it is, and nothing was written")
                   : _("“%s” is not a regular file (a pipe, a device or a socket): it was left as it is, and nothing was written"),
                   target);
      return FALSE;
    }
  /* (as g_file_set_contents: synced to disk before the rename only when
   * it replaces a file, which is when a crash could leave it empty) */
  return g_file_set_contents_full (target, contents, length,
                                   G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_ONLY_EXISTING, 0600, error);
}

/* ---- the lock ------------------------------------------------------------- */

struct _MjFileLock {
  int   fd;
  char *path;
};

static char *
lock_path (const char *path)
{
  return g_strconcat (path, ".lock", NULL);
}

/* The process id the holder wrote into the lock, or 0. */
static guint64
lock_holder (const char *path)
{
  g_autofree char *text = NULL;
  guint64 pid = 0;

  if (mj_file_read_bounded (path, 64, &text, NULL, NULL))
    g_ascii_string_to_unsigned (g_strstrip (text), 10, 1, G_MAXINT, &pid, NULL);
  return pid;
}

MjFileLock *
mj_file_lock_acquire (const char  *path,
                      GError     **error)
{
  g_autofree char *name = NULL;
  g_autofree char *pid = NULL;
  MjFileLock *lock;
  int fd;

  g_return_val_if_fail (path != NULL, NULL);

  name = lock_path (path);
  fd = g_open (name, O_RDWR | O_CREAT | O_NOCTTY | O_CLOEXEC, 0600);
  if (fd < 0)
    {
      int saved = errno;
      g_set_error (error, MJ_FILE_ERROR, MJ_FILE_ERROR_IO,
                   _("The lock “%s” could not be taken: %s"), name, g_strerror (saved));
      return NULL;
    }
  if (flock (fd, LOCK_EX | LOCK_NB) != 0)
    {
      int saved = errno;
      close (fd);
      if (saved == EWOULDBLOCK)
        {
          guint64 holder = lock_holder (name);
          g_autofree char *number = g_strdup_printf ("%" G_GUINT64_FORMAT, holder);
          if (holder)
            g_set_error (error, MJ_FILE_ERROR, MJ_FILE_ERROR_LOCKED,
                         /* Translators: %s is a process number, then a file */
                         _("Another Sparrow (process %s) is playing the match saved in “%s”: "
                           "a match file has one writer at a time, so this one does not write it"),
                         number, path);
          else
            g_set_error (error, MJ_FILE_ERROR, MJ_FILE_ERROR_LOCKED,
                         _("Another Sparrow is playing the match saved in “%s”: "
                           "a match file has one writer at a time, so this one does not write it"),
                         path);
        }
      else
        g_set_error (error, MJ_FILE_ERROR, MJ_FILE_ERROR_IO,
                     _("The lock “%s” could not be taken: %s"), name, g_strerror (saved));
      return NULL;
    }
  /* who holds it, for the message the next one gets (the lock itself is
   * the flock, not these words) */
  pid = g_strdup_printf ("%d\n", (int) getpid ());
  if (ftruncate (fd, 0) == 0 && write (fd, pid, strlen (pid)) < 0)
    g_debug ("the lock %s does not say who holds it", name);

  lock = g_new0 (MjFileLock, 1);
  lock->fd = fd;
  lock->path = g_steal_pointer (&name);
  return lock;
}

void
mj_file_lock_release (MjFileLock *lock)
{
  if (lock == NULL)
    return;
  /* the file stays: removing it would race with a process about to lock
   * it (it would lock a file no one else then sees) */
  if (ftruncate (lock->fd, 0) != 0)
    g_debug ("the lock %s keeps its last holder's number", lock->path);
  flock (lock->fd, LOCK_UN);
  close (lock->fd);
  g_free (lock->path);
  g_free (lock);
}

char *
mj_file_set_aside (const char *path,
                   const char *suffix)
{
  g_return_val_if_fail (path != NULL && suffix != NULL, NULL);

  for (guint i = 1; i <= 100; i++)
    {
      g_autofree char *aside = i == 1 ? g_strdup_printf ("%s.%s", path, suffix)
                                      : g_strdup_printf ("%s.%s-%u", path, suffix, i);
      GStatBuf st;

      /* (lstat: a dangling link of that name is taken, too) */
      if (g_lstat (aside, &st) == 0)
        continue;
      if (g_rename (path, aside) == 0)
        return g_steal_pointer (&aside);
      return NULL;
    }
  return NULL;
}
