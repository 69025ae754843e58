#!/usr/bin/env python3
# check-translations.py POT PO…: for each translation, a TAP test that every
# message of POT (the strings of the sources as they are now) has a
# translation in the PO file that is neither empty nor fuzzy.  A failure
# names how many are missing and the first few.
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import po_util  # noqa: E402

SHOWN = 8


def describe(entry):
    ctx = '[%s] ' % entry['msgctxt'] if entry['msgctxt'] is not None else ''
    text = entry['msgid'].replace('\n', '\\n')
    return ctx + (text if len(text) <= 70 else text[:67] + '…')


def main():
    pot = [e for e in po_util.parse(sys.argv[1]) if e['msgid'] != '' and not e['obsolete']]
    files = sys.argv[2:]
    print('1..%d' % len(files))
    failed = 0
    for number, path in enumerate(files, 1):
        lang = os.path.splitext(os.path.basename(path))[0]
        translations = {po_util.key(e): e for e in po_util.parse(path) if not e['obsolete']}
        missing, empty, fuzzy = [], [], []
        for e in pot:
            t = translations.get(po_util.key(e))
            if t is None:
                missing.append(e)
            elif 'fuzzy' in t['flags']:
                fuzzy.append(e)
            elif not t['msgstr'] or any(s == '' for s in t['msgstr']):
                empty.append(e)
        bad = missing + empty + fuzzy
        if not bad:
            print('ok %d - %s: all %d messages translated' % (number, lang, len(pot)))
            continue
        failed += 1
        print('not ok %d - %s: %d of %d messages lack a translation (%d not in the file, %d untranslated, %d fuzzy)'
              % (number, lang, len(bad), len(pot), len(missing), len(empty), len(fuzzy)))
        for e in bad[:SHOWN]:
            print('#   %s' % describe(e))
        if len(bad) > SHOWN:
            print('#   … and %d more (msgmerge po/%s.po against the sources, then translate)' % (len(bad) - SHOWN, lang))
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
