# po-util.py: the small part of the PO format the translation tests need:
# entries with their context, ids, strings and flags.  No third-party module.
import re


def _unquote(s):
    s = s.strip()
    if len(s) < 2 or s[0] != '"' or s[-1] != '"':
        raise ValueError('not a quoted string: ' + s)
    out = []
    i, body = 0, s[1:-1]
    escapes = {'n': '\n', 't': '\t', '"': '"', '\\': '\\', 'r': '\r'}
    while i < len(body):
        c = body[i]
        if c == '\\' and i + 1 < len(body):
            out.append(escapes.get(body[i + 1], '\\' + body[i + 1]))
            i += 2
        else:
            out.append(c)
            i += 1
    return ''.join(out)


def parse(path):
    """The entries of a PO or POT file, each a dict with 'msgctxt' (or None),
    'msgid', 'msgid_plural' (or None), 'msgstr' (a list), 'flags' (a set),
    'obsolete' and 'line'.  The header is the entry whose msgid is ''."""
    entries = []
    cur = None
    field = None

    def flush():
        nonlocal cur
        if cur is not None and cur['msgid'] is not None:
            entries.append(cur)
        cur = None

    with open(path, encoding='utf-8') as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip('\n')
            if not line.strip():
                flush()
                continue
            if cur is None:
                cur = {'msgctxt': None, 'msgid': None, 'msgid_plural': None, 'msgstr': {},
                       'flags': set(), 'obsolete': False, 'line': number}
            if line.startswith('#~'):
                cur['obsolete'] = True
                line = line[2:].lstrip()
                if not line:
                    continue
            if line.startswith('#,'):
                cur['flags'].update(f.strip() for f in line[2:].split(','))
                continue
            if line.startswith('#'):
                continue
            m = re.match(r'(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(".*")$', line)
            if m:
                key, index, text = m.group(1), m.group(2), _unquote(m.group(3))
                if key.startswith('msgstr'):
                    field = ('msgstr', int(index or 0))
                    cur['msgstr'][field[1]] = text
                else:
                    field = key
                    cur[key] = text
                continue
            if line.startswith('"'):
                if isinstance(field, tuple):
                    cur['msgstr'][field[1]] += _unquote(line)
                else:
                    cur[field] += _unquote(line)
                continue
            raise ValueError('%s:%d: cannot read “%s”' % (path, number, line))
    flush()
    for e in entries:
        e['msgstr'] = [e['msgstr'][k] for k in sorted(e['msgstr'])]
    return entries


def quote(s):
    """A PO string, split after each newline."""
    def q(part):
        return '"' + part.replace('\\', '\\\\').replace('"', '\\"').replace('\t', '\\t').replace('\n', '\\n') + '"'
    parts = re.split(r'(?<=\n)', s)
    parts = [p for p in parts if p]
    if len(parts) <= 1:
        return q(s)
    return '""\n' + '\n'.join(q(p) for p in parts)


def key(entry):
    return (entry['msgctxt'], entry['msgid'])
