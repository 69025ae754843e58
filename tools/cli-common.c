/* cli-common.c: what the commands of sparrow-cli share: their exit
 * statuses, option values read with messages that name the option, and
 * files opened so that a pipe or a device never holds a command. */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <math.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli.h"

static int
fail (const GError *error,
      int           status)
{
  /* GOption quotes an unknown option as it was given, in any bytes:
   * what is not UTF-8 is shown as U+FFFD, so the sentence stays text */
  g_autofree char *message = g_utf8_make_valid (error->message, -1);

  g_printerr ("sparrow-cli: %s\n", message);
  return status;
}

int
cli_fail (const GError *error)
{
  return fail (error, CLI_EXIT_USAGE);
}

int
cli_fail_input (const GError *error)
{
  return fail (error, CLI_EXIT_INPUT);
}

/* ---- options -------------------------------------------------------------- */

/* GOption converts the values of string options from the locale's
 * encoding itself, and when a value is not in it says only "Invalid byte
 * sequence in conversion input", without the option.  So string and
 * number options are taken by a callback that receives the bytes as
 * given (G_OPTION_FLAG_FILENAME) and the option's name, converts them,
 * and names the option in any refusal; numbers must also be finite. */
typedef struct {
  GOptionEntry *entries;     /* the command's own: where values go */
  guint         n_entries;
  GPtrArray   **arrays;      /* per entry: the values of a repeated option so far */
} Options;

static void
options_free (gpointer data)
{
  Options *o = data;

  for (guint i = 0; i < o->n_entries; i++)
    if (o->arrays[i])
      g_ptr_array_unref (o->arrays[i]);
  g_free (o->arrays);
  g_free (o->entries);
  g_free (o);
}

static gboolean
take_value (const char  *option_name,
            const char  *value,
            gpointer     data,
            GError     **error)
{
  Options *o = data;
  const GOptionEntry *e = NULL;
  g_autofree char *text = NULL;
  guint i;

  for (i = 0; i < o->n_entries; i++)
    {
      const GOptionEntry *x = &o->entries[i];
      if (option_name[0] == '-' && option_name[1] == '-'
          ? g_strcmp0 (option_name + 2, x->long_name) == 0
          : option_name[1] == x->short_name && option_name[2] == '\0')
        {
          e = x;
          break;
        }
    }
  g_assert (e != NULL);

  text = g_locale_to_utf8 (value, -1, NULL, NULL, NULL);
  if (text == NULL || !g_utf8_validate (text, -1, NULL))
    {
      const char *charset;
      g_get_charset (&charset);
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("%s: the value is not text in the encoding of the locale (%s)"), option_name, charset);
      return FALSE;
    }

  switch (e->arg)
    {
    case G_OPTION_ARG_STRING:
      g_free (*(char **) e->arg_data);
      *(char **) e->arg_data = g_steal_pointer (&text);
      break;
    case G_OPTION_ARG_STRING_ARRAY:
      if (o->arrays[i] == NULL)
        o->arrays[i] = g_ptr_array_new_with_free_func (g_free);
      g_ptr_array_add (o->arrays[i], g_steal_pointer (&text));
      break;
    case G_OPTION_ARG_DOUBLE:
      {
        char *end = NULL;
        double d = g_strtod (text, &end);

        /* g_strtod reads "nan", "inf" and "1e999" as numbers: no count
         * of seconds or anything else a command takes */
        if (text[0] == '\0' || *end != '\0' || !isfinite (d))
          {
            g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                         _("%s: “%s” is not a number"), option_name, text);
            return FALSE;
          }
        *(double *) e->arg_data = d;
      }
      break;
    default:
      g_assert_not_reached ();
    }
  return TRUE;
}

gboolean
cli_options_parse (GOptionContext      *context,
                   const GOptionEntry  *entries,
                   int                 *argc,
                   char              ***argv,
                   GError             **error)
{
  Options *o = g_new0 (Options, 1);
  GOptionGroup *group;
  GOptionEntry *taken;

  while (entries[o->n_entries].long_name)
    o->n_entries++;
  o->entries = g_memdup2 (entries, sizeof *entries * (o->n_entries + 1));
  o->arrays = g_new0 (GPtrArray *, o->n_entries);

  /* the same entries, with the text and number options taken by
   * take_value; the others (flags, whole numbers, file names) as GOption
   * reads them, whose messages name the option already */
  taken = g_memdup2 (entries, sizeof *entries * (o->n_entries + 1));
  for (guint i = 0; i < o->n_entries; i++)
    if (taken[i].arg == G_OPTION_ARG_STRING || taken[i].arg == G_OPTION_ARG_STRING_ARRAY ||
        taken[i].arg == G_OPTION_ARG_DOUBLE)
      {
        taken[i].arg = G_OPTION_ARG_CALLBACK;
        taken[i].flags |= G_OPTION_FLAG_FILENAME;
        taken[i].arg_data = (gpointer) take_value;
      }

  group = g_option_group_new (NULL, NULL, NULL, o, options_free);
  g_option_group_add_entries (group, taken);
  g_free (taken);
  g_option_group_set_translation_domain (group, GETTEXT_PACKAGE);
  g_option_context_set_main_group (context, group);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);

  if (!g_option_context_parse (context, argc, argv, error))
    return FALSE;

  /* repeated options become the vector GOption would have made */
  for (guint i = 0; i < o->n_entries; i++)
    if (o->arrays[i])
      {
        char ***out = o->entries[i].arg_data;
        g_strfreev (*out);
        g_ptr_array_add (o->arrays[i], NULL);
        *out = (char **) g_ptr_array_free (g_steal_pointer (&o->arrays[i]), FALSE);
      }
  return TRUE;
}

/* ---- files ---------------------------------------------------------------- */

/* Opened without blocking: open () of a FIFO with no writer waits for
 * one, which a command given the wrong path would do forever.  Then
 * anything but a regular file is refused, by what the descriptor is
 * (never by a second look at the path). */
static int
open_regular (const char  *path,
              struct stat *st,
              GError     **error)
{
  int fd = g_open (path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY, 0);

  if (fd < 0)
    {
      int saved = errno;
      g_autofree char *name = g_filename_display_name (path);
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   "%s: %s", name, g_strerror (saved));
      return -1;
    }
  if (fstat (fd, st) != 0 || !S_ISREG (st->st_mode))
    {
      g_autofree char *name = g_filename_display_name (path);
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                   S_ISDIR (st->st_mode) ? _("%s is a folder, not a file")
                   : _("%s is a pipe, a socket or a device, not a regular file: sparrow-cli reads and writes "
                       "only regular files"), name);
      close (fd);
      return -1;
    }
  return fd;
}

gboolean
cli_read_file (const char  *path,
               gsize        max_size,
               char       **contents,
               gsize       *length,
               GError     **error)
{
  struct stat st;
  GString *text;
  int fd = open_regular (path, &st, error);

  if (fd < 0)
    return FALSE;
  if ((guint64) st.st_size > max_size)
    {
      g_autofree char *name = g_filename_display_name (path);
      g_autofree char *size = g_format_size ((guint64) st.st_size);
      g_autofree char *limit = g_format_size (max_size);
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED,
                   _("%s holds %s: sparrow-cli reads files of %s at most"), name, size, limit);
      close (fd);
      return FALSE;
    }

  text = g_string_sized_new ((gsize) st.st_size + 1);
  for (;;)
    {
      char buffer[65536];
      gssize n = read (fd, buffer, sizeof buffer);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          int saved = errno;
          g_autofree char *name = g_filename_display_name (path);
          g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                       "%s: %s", name, g_strerror (saved));
          g_string_free (text, TRUE);
          close (fd);
          return FALSE;
        }
      if (n == 0)
        break;
      /* a file that grows while it is read is held to the same limit */
      if (text->len + (gsize) n > max_size)
        {
          g_autofree char *name = g_filename_display_name (path);
          g_autofree char *limit = g_format_size (max_size);
          g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED,
                       _("%s grew past %s while it was read"), name, limit);
          g_string_free (text, TRUE);
          close (fd);
          return FALSE;
        }
      g_string_append_len (text, buffer, n);
    }
  close (fd);
  if (length)
    *length = text->len;
  *contents = g_string_free (text, FALSE);
  return TRUE;
}

gboolean
cli_check_regular (const char  *path,
                   GError     **error)
{
  struct stat st;
  int fd;

  /* missing, or a link that leads nowhere: nothing to read, nothing to lose */
  if (g_stat (path, &st) != 0 && errno == ENOENT)
    return TRUE;
  fd = open_regular (path, &st, error);
  if (fd < 0)
    return FALSE;
  close (fd);
  return TRUE;
}

gboolean
cli_check_writable (const char  *path,
                    GError     **error)
{
  struct stat st;

  /* stat () follows a link and never opens: a FIFO does not block it */
  if (g_stat (path, &st) != 0)
    return TRUE;
  if (!S_ISREG (st.st_mode))
    {
      g_autofree char *name = g_filename_display_name (path);
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                   S_ISDIR (st.st_mode) ? _("%s is a folder, not a file")
                   : _("%s is a pipe, a socket or a device, not a regular file: sparrow-cli reads and writes "
                       "only regular files"), name);
      return FALSE;
    }
  return TRUE;
}
