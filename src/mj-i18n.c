/* mj-i18n.c: the language the game speaks and where its translations are.
 * The language follows the system unless the "language" setting names
 * one; the setting is read before GTK starts, so a change takes effect at
 * the next start. */
#include "config.h"

#include <gio/gio.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "mj-i18n.h"
#include "mj-locale.h"

const char *
mj_i18n_localedir (void)
{
  return mj_locale_dir ();
}

/* The "language" setting, or NULL when the schema is not installed (GSettings
 * would abort on a missing schema, and the language is no reason to stop). */
static char *
language_setting (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr (GSettingsSchema) schema = NULL;
  g_autoptr (GSettings) settings = NULL;

  if (source)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema == NULL || !g_settings_schema_has_key (schema, "language"))
    return NULL;
  settings = g_settings_new_full (schema, NULL, NULL);
  return g_settings_get_string (settings, "language");
}

void
mj_i18n_init (void)
{
  g_autofree char *language = language_setting ();
  gboolean chosen = language && strcmp (language, "system") != 0;
  const char *messages;

  /* gettext reads LANGUAGE before the locale's own language */
  if (chosen)
    g_setenv ("LANGUAGE", language, TRUE);
  setlocale (LC_ALL, "");
  /* gettext ignores LANGUAGE in the C locale; a chosen language still
   * has to show, so take the C locale's UTF-8 form */
  messages = setlocale (LC_MESSAGES, NULL);
  if (chosen && (messages == NULL || strcmp (messages, "C") == 0 || strcmp (messages, "POSIX") == 0))
    setlocale (LC_ALL, "C.UTF-8");

  mj_locale_bind ();
}
