/* mj-application.h: Sparrow's application: its actions, accelerators and
 * windows. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define MJ_TYPE_APPLICATION (mj_application_get_type ())
G_DECLARE_FINAL_TYPE (MjApplication, mj_application, MJ, APPLICATION, AdwApplication)

MjApplication *mj_application_new          (void);
GSettings     *mj_application_get_settings (MjApplication *self);

G_END_DECLS
