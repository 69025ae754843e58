#!/bin/sh
# check-man.sh PAGE [PROGRAM [--commands]]: the manual page PAGE renders
# without a single groff warning, and names every long option PROGRAM's
# --help-all lists (with --commands: every command `PROGRAM --help` lists,
# and every option of each `PROGRAM COMMAND --help`), so the page keeps
# up with the program.
set -eu

page=$1
shift

warnings=$(groff -man -Tutf8 -ww -z "$page" 2>&1 >/dev/null)
if [ -n "$warnings" ]; then
  echo "$page: groff warnings:" >&2
  echo "$warnings" >&2
  exit 1
fi

[ $# -gt 0 ] || exit 0
program=$1
shift
# the programs speak the reader's language: here, the page's
help () { LC_ALL=C LANGUAGE= "$program" "$@"; }

# the page as text, not hyphenated, on long lines
text=$(groff -man -Tutf8 -P-cbou -rHY=0 -rLL=250n "$page" 2>/dev/null)
missing=""
check () {
  for option in $(printf '%s\n' "$1" | grep -o -- '--[a-z][a-z-]*' | sort -u); do
    case "$text" in
      *"$option"*) ;;
      *) missing="$missing $2$option" ;;
    esac
  done
}

if [ $# -eq 0 ]; then
  check "$(help --help-all)" ""
else
  # the commands: the indented first words after "Commands:"
  commands=$(help --help | sed -n '/^Commands:/,/^$/s/^  \([a-z][a-z-]*\) .*/\1/p')
  [ -n "$commands" ] || { echo "$program --help lists no commands" >&2; exit 1; }
  for command in $commands; do
    case "$text" in
      *"$command ["*|*"$command RECORD"*) ;;
      *) missing="$missing $command" ;;
    esac
    check "$(help "$command" --help)" "$command "
  done
fi

if [ -n "$missing" ]; then
  echo "$page does not describe:$missing" >&2
  exit 1
fi
