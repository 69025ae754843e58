#!/bin/sh
# `make run`: starts the game from the build tree.
set -eu
cd "$(dirname "$0")/.."
if [ -x _build/src/sparrow ]; then
  exec _build/src/sparrow "$@"
fi
# The window does not exist yet: show what the engine can do.
echo "Sparrow's window is not built yet; here is the engine's hand analysis:"
echo
exec _build/tools/sparrow-cli analyze "1233m456p789s1122z"
