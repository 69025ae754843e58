#!/usr/bin/env python3
# pseudo-po.py POT OUT.po: a pseudo-translation of every message of POT,
# "⟦" + the English + "⟧", for the test that no visible string escapes
# translation (tests/test-i18n.c).  Format directives are kept as they are;
# the default player names, a GVariant list, keep their brackets and quotes.
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import po_util  # noqa: E402


def wrap(text):
    # line by line: a text shown as paragraphs, or lines, is split into
    # labels after translation, and each must show its own brackets
    return '\n'.join('⟦' + line + '⟧' if line else line for line in text.split('\n'))


def translate(entry, text):
    # a translated GVariant default (gschema l10n="messages"): each name
    if entry['msgctxt'] and 'default player names' in entry['msgctxt']:
        return re.sub(r"'([^']*)'", lambda m: "'" + wrap(m.group(1)) + "'", text)
    return wrap(text)


def main():
    pot, out = sys.argv[1], sys.argv[2]
    lines = ['msgid ""', 'msgstr ""',
             '"Content-Type: text/plain; charset=UTF-8\\n"',
             '"Language: en@pseudo\\n"',
             '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"', '']
    for e in po_util.parse(pot):
        if e['msgid'] == '' or e['obsolete']:
            continue
        if e['msgctxt'] is not None:
            lines.append('msgctxt ' + po_util.quote(e['msgctxt']))
        lines.append('msgid ' + po_util.quote(e['msgid']))
        if e['msgid_plural'] is not None:
            lines.append('msgid_plural ' + po_util.quote(e['msgid_plural']))
            lines.append('msgstr[0] ' + po_util.quote(translate(e, e['msgid'])))
            lines.append('msgstr[1] ' + po_util.quote(translate(e, e['msgid_plural'])))
        else:
            lines.append('msgstr ' + po_util.quote(translate(e, e['msgid'])))
        lines.append('')
    with open(out, 'w', encoding='utf-8') as f:
        f.write('\n'.join(lines))


if __name__ == '__main__':
    main()
