#!/usr/bin/env python3
# check-potfiles.py SOURCE_ROOT: po/POTFILES.in lists exactly the files of
# engine/, net/, ui/, src/, tools/ and data/ with translatable strings (_(),
# N_(), C_(), NC_(), ngettext and the other gettext calls, translatable="yes",
# l10n="messages", and the desktop and metainfo templates), sorted, so no
# string is left out of the translations.  TAP.
import os
import re
import sys

DIRS = ('engine', 'net', 'ui', 'src', 'tools', 'data')
SUFFIXES = ('.c', '.h', '.ui', '.xml', '.in')
MARK = re.compile(r'''(?<![A-Za-z0-9_])(?:N?C?_|Q_|[a-z_]*gettext2?)\s*\(\s*(?:(?:GETTEXT_PACKAGE|NULL)\s*,\s*)?"'''
                  r'''|translatable="yes"|l10n="messages"''')


def has_strings(path):
    if path.endswith(('.desktop.in.in', '.metainfo.xml.in.in')):
        return True
    with open(path, encoding='utf-8', errors='replace') as f:
        text = f.read()
    if path.endswith(('.c', '.h')):
        # comments often name the macros ("N_() labels"); only code counts
        text = re.sub(r'/\*.*?\*/', '', text, flags=re.S)
    return MARK.search(text) is not None


def main():
    root = sys.argv[1]
    with open(os.path.join(root, 'po', 'POTFILES.in'), encoding='utf-8') as f:
        listed = [line.strip() for line in f if line.strip() and not line.startswith('#')]
    found = []
    for d in DIRS:
        for dirpath, dirnames, filenames in os.walk(os.path.join(root, d)):
            dirnames.sort()
            for name in filenames:
                path = os.path.join(dirpath, name)
                if name.endswith(SUFFIXES) and has_strings(path):
                    found.append(os.path.relpath(path, root))
    missing = sorted(set(found) - set(listed))
    stale = sorted(p for p in listed if p not in found)

    print('1..3')
    if missing:
        print('not ok 1 - %d files with translatable strings are not in po/POTFILES.in' % len(missing))
        for p in missing:
            print('#   %s' % p)
    else:
        print('ok 1 - every file with translatable strings is in po/POTFILES.in (%d)' % len(found))
    if stale:
        print('not ok 2 - po/POTFILES.in lists files without translatable strings, or gone')
        for p in stale:
            print('#   %s' % p)
    else:
        print('ok 2 - po/POTFILES.in lists no file without strings')
    if listed != sorted(listed):
        print('not ok 3 - po/POTFILES.in is not sorted')
    else:
        print('ok 3 - po/POTFILES.in is sorted')
    return 1 if missing or stale or listed != sorted(listed) else 0


if __name__ == '__main__':
    sys.exit(main())
