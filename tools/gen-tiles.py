#!/usr/bin/env python3
# gen-tiles.py: draws Sparrow's tile set (data/tiles/*.svg, the learner's
# index badges in data/tiles/index/) and the app icons (data/icons/).
#
# The Chinese characters and index letters are glyph outlines taken from
# Noto Serif CJK TC and Noto Sans CJK TC (SIL OFL 1.1, Debian's
# fonts-noto-cjk) and written as plain paths, so neither the build nor the
# game needs the font: only this script does.  Install what it needs with
#     ./build-aux/install-deps.sh --tiles
# and run it from the top of the checkout with the system Python, which is
# where python3-fonttools lives:
#     /usr/bin/python3 tools/gen-tiles.py
# The output is deterministic; commit it.

import argparse
import math
import os
import subprocess
import sys

try:
    from fontTools.ttLib import TTCollection, TTFont
    from fontTools.pens.boundsPen import BoundsPen
    from fontTools.pens.svgPathPen import SVGPathPen
    from fontTools.pens.transformPen import TransformPen
except ImportError:
    sys.exit("gen-tiles: needs fontTools: ./build-aux/install-deps.sh --tiles, "
             "then run with /usr/bin/python3")

# The art is drawn in a 60 x 80 box: a 3:4 tile, as real tiles are.  The
# ivory face sits on a darker ivory layer and a green back layer, whose
# edges show along the bottom as the tile's thickness.
W, H = 60, 80
FACE = (1.8, 1.6, 56.4, 70.8)        # x, y, width, height of the face
MID_X = FACE[0] + FACE[2] / 2
MID_Y = FACE[1] + FACE[3] / 2

IVORY = "#fffcf2"
IVORY_LOW = "#f1e8cf"
IVORY_SIDE = "#dcd0ae"
BACK = "#1f6f52"
BACK_LIGHT = "#2b8a66"
BACK_SIDE = "#185a42"
OUTLINE = "#123d2d"

NAVY = "#172c62"      # numerals, winds
RED = "#c3161c"       # 萬, 中, red dots and sticks
GREEN = "#0f6e38"     # 發, bamboo
BLUE = "#1d4f9e"      # dots, 白's frame
DOT_GREEN = "#147a45"
STICK = "#138040"
STICK_DARK = "#0a4723"
STICK_LIGHT = "#6cc070"
STICK_RED = "#c3161c"
STICK_RED_DARK = "#7a0d10"
STICK_RED_LIGHT = "#ef7a6a"

SERIF_FILES = ["NotoSerifCJK-Bold.ttc", "NotoSerifCJKtc-Bold.otf"]
SANS_FILES = ["NotoSansCJK-Bold.ttc", "NotoSansCJKtc-Bold.otf"]
FONT_DIRS = [
    "/usr/share/fonts/opentype/noto",              # Debian, Ubuntu
    "/usr/share/fonts/google-noto-serif-cjk-fonts",  # Fedora
    "/usr/share/fonts/google-noto-sans-cjk-fonts",
    "/usr/share/fonts/google-noto-cjk",
    "/usr/share/fonts/noto-cjk",                   # Arch
]


def num(v):
    s = "%.2f" % v
    s = s.rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def find_font(names, pattern):
    for d in FONT_DIRS:
        for n in names:
            p = os.path.join(d, n)
            if os.path.exists(p):
                return p
    try:
        out = subprocess.run(["fc-match", "-f", "%{file}", pattern],
                             capture_output=True, text=True, check=True).stdout
        if out and os.path.exists(out):
            return out
    except (OSError, subprocess.CalledProcessError):
        pass
    sys.exit("gen-tiles: cannot find %s; install fonts-noto-cjk "
             "(./build-aux/install-deps.sh --tiles) or pass --serif/--sans"
             % names[0])


def open_font(path, family_part):
    """The Traditional Chinese member of a collection, or the file itself."""
    if path.endswith(".ttc"):
        for f in TTCollection(path).fonts:
            if family_part in f["name"].getDebugName(1):
                return f
        sys.exit("gen-tiles: no %s face in %s" % (family_part, path))
    return TTFont(path)


class Glyphs:
    """Glyph outlines of one font as SVG path data, placed in tile units."""

    def __init__(self, font):
        self.font = font
        self.cmap = font.getBestCmap()
        self.glyph_set = font.getGlyphSet()
        os2 = font["OS/2"]
        self.ascent = os2.sTypoAscender       # 880 in Noto CJK
        self.descent = os2.sTypoDescender     # -120

    def _glyph(self, ch):
        name = self.cmap.get(ord(ch))
        if name is None:
            sys.exit("gen-tiles: no glyph for %r" % ch)
        return self.glyph_set[name]

    def bounds(self, ch):
        pen = BoundsPen(self.glyph_set)
        self._glyph(ch).draw(pen)
        return pen.bounds

    def _path(self, ch, transform):
        pen = SVGPathPen(self.glyph_set, ntos=num)
        self._glyph(ch).draw(TransformPen(pen, transform))
        return pen.getCommands()

    def em(self, ch, x, y, w, h):
        """The glyph's em square mapped onto the box (x, y, w, h): every
        character of a set keeps the place its designer gave it."""
        g = self._glyph(ch)
        sx = w / g.width
        sy = h / (self.ascent - self.descent)
        return self._path(ch, (sx, 0, 0, -sy, x, y + self.ascent * sy))

    def ink(self, ch, cx, top, height, stretch=1.0):
        """The glyph's ink scaled to a height, centred on cx: for the Latin
        letters and digits, whose em squares are mostly empty."""
        x0, y0, x1, y1 = self.bounds(ch)
        s = height / (y1 - y0)
        sx = s * stretch
        return self._path(ch, (sx, 0, 0, -s,
                               cx - (x0 + x1) / 2 * sx, top + y1 * s))


def path(d, fill, extra=""):
    return '<path d="%s" fill="%s"%s/>' % (d, fill, extra)


def circle(cx, cy, r, fill, extra=""):
    return '<circle cx="%s" cy="%s" r="%s" fill="%s"%s/>' % (
        num(cx), num(cy), num(r), fill, extra)


def rect(x, y, w, h, rx, fill, extra=""):
    return '<rect x="%s" y="%s" width="%s" height="%s" rx="%s" fill="%s"%s/>' % (
        num(x), num(y), num(w), num(h), num(rx), fill, extra)


def document(body, defs="", width=W, height=H, note=True):
    head = ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" '
            'viewBox="0 0 %d %d">\n' % (width, height, width, height))
    if note:
        head += ("<!-- Sparrow tile art, generated by tools/gen-tiles.py; "
                 "see README.md. -->\n")
    if defs:
        head += "<defs>\n%s\n</defs>\n" % defs
    return head + "\n".join(body) + "\n</svg>\n"


FACE_DEFS = (
    '<linearGradient id="face" x1="0" y1="0" x2="0.25" y2="1">'
    '<stop offset="0" stop-color="%s"/><stop offset="1" stop-color="%s"/>'
    '</linearGradient>' % (IVORY, IVORY_LOW))

BACK_DEFS = (
    '<linearGradient id="back" x1="0" y1="0" x2="0.25" y2="1">'
    '<stop offset="0" stop-color="%s"/><stop offset="1" stop-color="%s"/>'
    '</linearGradient>' % (BACK_LIGHT, BACK))


def tile(content):
    """An ivory tile seen from the front and a little above."""
    fx, fy, fw, fh = FACE
    body = [
        rect(0.6, 0.6, 58.8, 78.8, 6.2, BACK,
             ' stroke="%s" stroke-width="1.2"' % OUTLINE),
        rect(1.2, 1.2, 57.6, 74.8, 5.6, IVORY_SIDE),
        rect(fx, fy, fw, fh, 5, "url(#face)",
             ' stroke="#cbbf9c" stroke-width="0.5"'),
    ]
    return document(body + content, FACE_DEFS)


def back_tile():
    """The back: the green layer on top, the ivory below it."""
    fx, fy, fw, fh = FACE
    body = [
        rect(0.6, 0.6, 58.8, 78.8, 6.2, IVORY_SIDE,
             ' stroke="%s" stroke-width="1.2"' % OUTLINE),
        rect(1.2, 1.2, 57.6, 74.8, 5.6, BACK_SIDE),
        rect(fx, fy, fw, fh, 5, "url(#back)"),
        rect(fx + 3.2, fy + 3.2, fw - 6.4, fh - 6.4, 3, "none",
             ' stroke="#5fae8c" stroke-opacity="0.45" stroke-width="0.8"'),
    ]
    return document(body, BACK_DEFS)


# -- Dots -------------------------------------------------------------------

def dot(cx, cy, r, colour):
    """One coin: a coloured rim, an ivory ring, a coloured centre."""
    return [
        circle(cx, cy, r, colour),
        circle(cx, cy, r * 0.76, IVORY),
        circle(cx, cy, r * 0.58, colour),
        circle(cx, cy, r * 0.22, IVORY),
    ]


def big_dot():
    """The 1 of dots: a large medallion."""
    cx, cy = MID_X, MID_Y
    out = [circle(cx, cy, 21.5, DOT_GREEN), circle(cx, cy, 19.2, IVORY)]
    for i in range(16):
        a = 2 * math.pi * i / 16
        out.append(circle(cx + 16.3 * math.cos(a), cy + 16.3 * math.sin(a),
                          2.1, BLUE))
    out += [circle(cx, cy, 12.8, RED), circle(cx, cy, 10.6, IVORY)]
    petals = []
    for i in range(8):
        a = 2 * math.pi * (i + 0.5) / 8
        petals.append("M%s %s" % (num(cx), num(cy)))
        tip = (cx + 9.6 * math.cos(a), cy + 9.6 * math.sin(a))
        l = (cx + 6 * math.cos(a - 0.42), cy + 6 * math.sin(a - 0.42))
        r = (cx + 6 * math.cos(a + 0.42), cy + 6 * math.sin(a + 0.42))
        petals.append("Q%s %s %s %s Q%s %s %s %sZ" % (
            num(l[0]), num(l[1]), num(tip[0]), num(tip[1]),
            num(r[0]), num(r[1]), num(cx), num(cy)))
    out.append(path("".join(petals), DOT_GREEN))
    out += [circle(cx, cy, 4.2, BLUE), circle(cx, cy, 2.6, IVORY),
            circle(cx, cy, 1.4, RED)]
    return out


B, G, R = BLUE, DOT_GREEN, RED
DOTS = {
    2: [(30, 20.5, 11.5, G), (30, 53.5, 11.5, B)],
    3: [(15.5, 14.5, 10, B), (30, 37, 10, R), (44.5, 59.5, 10, G)],
    4: [(17.5, 21, 11, B), (42.5, 21, 11, G),
        (17.5, 53, 11, G), (42.5, 53, 11, B)],
    5: [(15.5, 14.5, 9.6, B), (44.5, 14.5, 9.6, G), (30, 37, 9.6, R),
        (15.5, 59.5, 9.6, G), (44.5, 59.5, 9.6, B)],
    6: [(18, 12.5, 8.6, G), (42, 12.5, 8.6, G),
        (18, 40.5, 8.6, R), (42, 40.5, 8.6, R),
        (18, 61, 8.6, R), (42, 61, 8.6, R)],
    7: [(14.5, 10.5, 7.4, G), (30, 17.5, 7.4, G), (45.5, 24.5, 7.4, G),
        (18.5, 44, 8.4, R), (41.5, 44, 8.4, R),
        (18.5, 62, 8.4, R), (41.5, 62, 8.4, R)],
    8: [(x, y, 7.8, B) for y in (11.5, 27.8, 44.2, 60.5) for x in (18.5, 41.5)],
    9: [(x, y, 7.7, c) for y, c in ((13.5, B), (37, R), (60.5, G))
        for x in (14.5, 30, 45.5)],
}


def dots_face(n):
    if n == 1:
        return big_dot()
    out = []
    for cx, cy, r, c in DOTS[n]:
        out += dot(cx, cy, r, c)
    return out


# -- Bamboo -----------------------------------------------------------------

def stick(cx, cy, length, width=6.4, red=False, angle=0.0):
    """A bamboo stick: two segments between three nodes."""
    body, dark, light = ((STICK_RED, STICK_RED_DARK, STICK_RED_LIGHT) if red
                         else (STICK, STICK_DARK, STICK_LIGHT))
    hl, hw = length / 2, width / 2
    parts = [
        rect(-hw, -hl, width, length, hw * 0.7, body),
        # a lit edge on each segment, for roundness
        rect(-hw * 0.55, -hl + 1.8, hw * 0.45, hl - 3, hw * 0.22, light),
        rect(-hw * 0.55, 1.2, hw * 0.45, hl - 3, hw * 0.22, light),
    ]
    for y in (-hl + 0.9, 0, hl - 0.9):
        parts.append(rect(-hw - 0.7, y - 0.95, width + 1.4, 1.9, 0.95, dark))
    transform = "translate(%s %s)" % (num(cx), num(cy))
    if angle:
        transform += " rotate(%s)" % num(angle)
    return ['<g transform="%s">' % transform] + parts + ["</g>"]


def leaf(x0, y0, x1, y1, w, fill, extra=""):
    """A pointed leaf or feather from (x0, y0) to (x1, y1), w wide."""
    mx, my = (x0 + x1) / 2, (y0 + y1) / 2
    dx, dy = x1 - x0, y1 - y0
    d = math.hypot(dx, dy)
    nx, ny = -dy / d * w, dx / d * w
    return path("M%s %sQ%s %s %s %sQ%s %s %s %sZ" % (
        num(x0), num(y0), num(mx + nx), num(my + ny), num(x1), num(y1),
        num(mx - nx), num(my - ny), num(x0), num(y0)), fill, extra)


def bird():
    """The 1 of bamboo: a cock with a peacock's tail, as on real sets (in
    Guizhou the tile is simply the chicken)."""
    out = []
    # tail feathers, behind the body, each with an eye near its tip
    feathers = [((36, 38), (47, 6), GREEN), ((37, 40), (54, 15), BLUE),
                ((37, 42), (55, 28), RED), ((35, 37), (38, 5), BLUE),
                ((38, 44), (53, 40), GREEN)]
    for (x0, y0), (x1, y1), c in feathers:
        out.append(leaf(x0, y0, x1, y1, 5.2, c))
        ex, ey = x0 + (x1 - x0) * 0.8, y0 + (y1 - y0) * 0.8
        out.append(circle(ex, ey, 2.4, "#f4c430"))
        out.append(circle(ex, ey, 1.2, NAVY))
    # legs and feet
    legs = ("M24 51L22 63M22 63l-4.2 1.8M22 63l1 3.2M22 63l3.6 1"
            "M30 51L31.5 63M31.5 63l-3.6 1.6M31.5 63l1.6 3M31.5 63l3.8 0.4")
    out.append('<path d="%s" fill="none" stroke="#c8641a" stroke-width="1.7" '
               'stroke-linecap="round" stroke-linejoin="round"/>' % legs)
    # ground
    out.append(leaf(12, 67, 27, 66, 1.4, GREEN))
    out.append(leaf(26, 67, 45, 67.5, 1.4, GREEN))
    # body, neck and head
    out.append(path("M15 34C14 27 21 26 29 28C38 30 43 36 41 44"
                    "C39 51 31 54 24 52C17 50 14.5 42 15 34Z", "#1c7a42"))
    out.append(path("M15.5 40C17 48 24 52.5 31 52C25 50.5 19.5 46.5 15.5 40Z",
                    "#f2c14e"))
    out.append(path("M13.5 37C11 31 11.5 25 13.5 20L20.5 20.5"
                    "C20 27 21.5 31 25 33Z", "#1c7a42"))
    out.append(path("M21 35C28 31 37 32 40.5 37.5C38.5 44 32 47.5 25.5 46"
                    "C30 42.5 28 38.5 21 35Z", BLUE))
    out.append('<path d="M27 39.5C30 40 32.5 41.5 34 43.5M25 36.8C29 36.5 33.5 '
               '37.5 37 40" fill="none" stroke="#8fb4ee" stroke-width="0.9" '
               'stroke-linecap="round"/>')
    out.append(circle(16.5, 18.5, 6.3, "#176a39"))
    out.append(path("M12 13.5C10.5 9.5 14 8.3 15.3 11.5C15 7.3 19 7.3 19 11.5"
                    "C20.5 8.5 23.7 10 21.8 14Z", RED))
    out.append(path("M11.2 17L4.8 19.8L11.2 21.8Z", "#f0a020"))
    out.append(path("M11.8 21.5C10.5 25.5 13.5 27.5 14.4 22.5Z", RED))
    out.append(circle(15, 17.4, 1.9, IVORY))
    out.append(circle(14.6, 17.4, 1.05, NAVY))
    return out


STICKS = {
    2: [(30, 21, 28, False, 0), (30, 53, 28, False, 0)],
    3: [(30, 21, 28, False, 0), (19, 53, 28, False, 0), (41, 53, 28, False, 0)],
    4: [(19, 21, 28, False, 0), (41, 21, 28, False, 0),
        (19, 53, 28, False, 0), (41, 53, 28, False, 0)],
    5: [(15, 21, 28, False, 0), (45, 21, 28, False, 0), (30, 37, 28, True, 0),
        (15, 53, 28, False, 0), (45, 53, 28, False, 0)],
    6: [(x, y, 28, False, 0) for y in (21, 53) for x in (15, 30, 45)],
    7: [(30, 13, 19, True, 0)] +
       [(x, y, 19, False, 0) for y in (37, 60.5) for x in (15, 30, 45)],
    8: [(x, 21, 27, False, a) for x, a in
        ((11.8, 15), (23.2, -15), (36.8, 15), (48.2, -15))] +
       [(x, 53, 27, False, a) for x, a in
        ((11.8, -15), (23.2, 15), (36.8, -15), (48.2, 15))],
    9: [(x, y, 19, x == 30, 0) for y in (13.5, 37, 60.5) for x in (15, 30, 45)],
}


def bamboo_face(n):
    if n == 1:
        return bird()
    out = []
    for cx, cy, length, red, angle in STICKS[n]:
        out += stick(cx, cy, length, 7.6 if length > 20 else 7.0, red, angle)
    return out


# -- Characters, honours, flowers ---------------------------------------------

NUMERALS = "一二三四五六七八九"


def characters_face(serif, n):
    return [path(serif.em(NUMERALS[n - 1], 7, 3.2, 46, 25.5), NAVY),
            path(serif.em("萬", 5, 30.6, 50, 41.4), RED)]


def honour_face(serif, n):
    """1-7z: East South West North White Green Red."""
    if n == 5:
        fx, fy, fw, fh = FACE
        x, y, w, h = fx + 8, fy + 8.5, fw - 16, fh - 17
        return [
            rect(x, y, w, h, 2.4, "none",
                 ' stroke="%s" stroke-width="3.4"' % BLUE),
            rect(x + 4.4, y + 4.4, w - 8.8, h - 8.8, 1, "none",
                 ' stroke="%s" stroke-width="1.1"' % BLUE),
        ]
    ch, colour = {1: ("東", NAVY), 2: ("南", NAVY), 3: ("西", NAVY),
                  4: ("北", NAVY), 6: ("發", GREEN), 7: ("中", RED)}[n]
    return [path(serif.em(ch, 4, 7.5, 52, 60), colour)]


def sprout():
    return [leaf(16, 24, 7, 13, 3.4, "#3f9b3a"), leaf(16, 24, 25, 10, 3.6, "#3f9b3a"),
            '<path d="M16 26V14" stroke="#2f7a2b" stroke-width="1.4" '
            'stroke-linecap="round"/>',
            circle(16, 12.5, 2.4, "#e86a8a")]


def sun():
    out = []
    for i in range(12):
        a = 2 * math.pi * i / 12
        out.append(leaf(16 + 6.5 * math.cos(a), 16 + 6.5 * math.sin(a),
                        16 + 10.5 * math.cos(a), 16 + 10.5 * math.sin(a),
                        1.3, "#f08a24"))
    return out + [circle(16, 16, 5.6, "#e0431c")]


def maple():
    """A five-lobed leaf with its stalk."""
    pts = []
    for i in range(10):
        a = -math.pi / 2 + 2 * math.pi * i / 10
        r = 10 if i % 2 == 0 else 4.2
        if i in (4, 6):
            r = 7.5
        pts.append((16 + r * math.cos(a), 15 + r * math.sin(a)))
    d = "M" + "L".join("%s %s" % (num(x), num(y)) for x, y in pts) + "Z"
    return [path(d, "#d9541e", ' stroke="#d9541e" stroke-width="1.6" '
                 'stroke-linejoin="round"'),
            '<path d="M16 15L18 27" stroke="#8a3a12" stroke-width="1.2" '
            'stroke-linecap="round"/>',
            '<path d="M16 15L16 8M16 15L9 12M16 15L23 12" stroke="#a8401a" '
            'stroke-width="0.6" stroke-linecap="round"/>']


def snowflake():
    d = []
    for i in range(6):
        a = math.pi / 6 + 2 * math.pi * i / 6
        ex, ey = 16 + 10 * math.cos(a), 16 + 10 * math.sin(a)
        d.append("M16 16L%s %s" % (num(ex), num(ey)))
        for s in (-1, 1):
            bx, by = 16 + 6 * math.cos(a), 16 + 6 * math.sin(a)
            tx = bx + 3.4 * math.cos(a + s * 0.9)
            ty = by + 3.4 * math.sin(a + s * 0.9)
            d.append("M%s %sL%s %s" % (num(bx), num(by), num(tx), num(ty)))
    return ['<path d="%s" fill="none" stroke="#2a6fc0" stroke-width="1.6" '
            'stroke-linecap="round"/>' % "".join(d),
            circle(16, 16, 2, "#2a6fc0")]


def plum():
    out = ['<path d="M6 26C11 21 14 19 22 15M14 19.5L13 11" fill="none" '
           'stroke="#6b3b1f" stroke-width="1.5" stroke-linecap="round"/>']
    for cx, cy, r in ((20, 12, 6.6), (10.5, 20, 4.4)):
        for i in range(5):
            a = -math.pi / 2 + 2 * math.pi * i / 5
            out.append(circle(cx + r * 0.55 * math.cos(a),
                              cy + r * 0.55 * math.sin(a), r * 0.48, "#e0334f"))
        out.append(circle(cx, cy, r * 0.3, "#f7d04a"))
    return out


def orchid():
    return ['<path d="M14 27C12 19 8 13 4 9M16 27C17 19 22 14 27 12'
            'M15 27C14 21 15 17 17 13" fill="none" stroke="#2f8a3e" '
            'stroke-width="1.5" stroke-linecap="round"/>',
            leaf(17, 13, 12, 5, 2.6, "#8a4fb8"),
            leaf(17, 13, 24, 7, 2.6, "#8a4fb8"),
            leaf(17, 13, 17.5, 20, 2.2, "#b07ad6"),
            circle(17, 13, 1.4, "#f7d04a")]


def chrysanthemum():
    out = []
    for ring, n, r0, r1, c in ((0, 14, 3.5, 10.5, "#e8961c"),
                               (1, 10, 2.5, 7.5, "#f5b82e")):
        for i in range(n):
            a = 2 * math.pi * (i + ring * 0.5) / n
            out.append(leaf(16 + r0 * math.cos(a), 16 + r0 * math.sin(a),
                            16 + r1 * math.cos(a), 16 + r1 * math.sin(a),
                            1.5, c))
    return out + [circle(16, 16, 2.8, "#b5651d")]


def bamboo_sprig():
    return ['<path d="M11 28V5" stroke="%s" stroke-width="3" '
            'stroke-linecap="round"/>' % STICK,
            rect(9, 15.2, 4, 1.2, 0.6, STICK_DARK),
            rect(9, 7.2, 4, 1.2, 0.6, STICK_DARK),
            leaf(12, 16, 26, 11, 2.4, "#2f8a3e"),
            leaf(12, 16, 24, 20, 2.2, "#3f9b3a"),
            leaf(12, 8, 22, 4, 2, "#3f9b3a")]


FLOWERS = [("春", sprout), ("夏", sun), ("秋", maple), ("冬", snowflake),
           ("梅", plum), ("蘭", orchid), ("菊", chrysanthemum),
           ("竹", bamboo_sprig)]


def flower_face(serif, n):
    ch, motif = FLOWERS[n - 1]
    season = n <= 4
    out = ['<g transform="translate(3 2.5) scale(0.92)">'] + motif() + ["</g>"]
    out.append(path(serif.ink(str((n - 1) % 4 + 1), 48.5, 5, 13),
                    RED if season else BLUE))
    out.append(path(serif.em(ch, 7, 27, 46, 44), NAVY if season else GREEN))
    return out


# -- Index badges ---------------------------------------------------------------

INDEX_LABELS = "123456789ESWNRG"


def index_badge(sans, label):
    """A learner's index, drawn by the game over a face's top-left corner."""
    body = [rect(0.5, 0.5, 15, 17, 3.2, "#fffdf6",
                 ' fill-opacity="0.92" stroke="#6f6446" stroke-width="0.8"'),
            path(sans.ink(label, 8, 3.5, 11, 0.95 if label == "W" else 1.0),
                 "#1a1a1a")]
    return document(body, width=16, height=18)


# -- App icons --------------------------------------------------------------------

def icon_zhong(cx, cy, s, fill):
    """中 built from rectangles: at 16 px a glyph outline is mush, these
    shapes stay crisp.  The box's hole winds the other way, so the bar
    fills it again where it crosses (nonzero rule)."""
    w, h, t, bar, tall = 38 * s, 25 * s, 7 * s, 8 * s, 58 * s
    x, y = cx - w / 2, cy - h / 2 - 1 * s
    box = "M%s %sh%sv%sh%sZ" % (num(x), num(y), num(w), num(h), num(-w))
    hole = "M%s %sv%sh%sv%sZ" % (num(x + t), num(y + t), num(h - 2 * t),
                                 num(w - 2 * t), num(-(h - 2 * t)))
    stem = "M%s %sh%sv%sh%sZ" % (num(cx - bar / 2), num(cy - tall / 2),
                                 num(bar), num(tall), num(-bar))
    return path(box + hole + stem, fill)


def app_icon():
    """Two tiles, GNOME style: flat shapes, a darker band for thickness,
    colours from the GNOME palette (Green 4/5, Light 1-3, Red 3)."""
    body = [
        '<g transform="rotate(-12 44 62)">',
        rect(12, 20, 62, 88, 10, "#1b6e4a"),
        rect(12, 14, 62, 86, 10, "#26a269"),
        rect(19, 21, 48, 66, 5, "none",
             ' stroke="#57e389" stroke-opacity="0.55" stroke-width="2.5"'),
        "</g>",
        rect(46, 26, 68, 94, 11, "#9a9996"),
        rect(46, 22, 68, 90, 11, "#deddda"),
        rect(46, 18, 68, 88, 11, "#ffffff"),
        icon_zhong(80, 62, 1.0, "#e01b24"),
    ]
    return document(body, width=128, height=128, note=False)


def symbolic_icon():
    """A tile with 中 on a 16 px grid: a one-pixel edge with a thick bottom
    for the tile's depth, the character from pixel-aligned rectangles."""
    tile_shape = ("M4.5 1h7A2.5 2.5 0 0 1 14 3.5v9a2.5 2.5 0 0 1-2.5 2.5h-7"
                  "A2.5 2.5 0 0 1 2 12.5v-9A2.5 2.5 0 0 1 4.5 1Z"
                  "M4.5 2A1.5 1.5 0 0 0 3 3.5V12h10V3.5A1.5 1.5 0 0 0 11.5 2Z")
    zhong = "M4 5h8v4H4ZM5 6v2h6V6ZM7 3h2v8H7Z"
    body = [path(tile_shape, "#2e3436"), path(zhong, "#2e3436")]
    return document(body, width=16, height=16, note=False)


def write(root, rel, text):
    p = os.path.join(root, rel)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, "w", encoding="utf-8") as f:
        f.write(text)


def main():
    ap = argparse.ArgumentParser(
        description="Regenerates the tile set and the app icons.")
    ap.add_argument("--serif", help="Noto Serif CJK Bold (.ttc or TC .otf)")
    ap.add_argument("--sans", help="Noto Sans CJK Bold (.ttc or TC .otf)")
    ap.add_argument("--data", default=os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "data"),
        help="the data/ directory to write into")
    args = ap.parse_args()

    serif = Glyphs(open_font(args.serif or find_font(
        SERIF_FILES, "Noto Serif CJK TC:bold"), "TC"))
    sans = Glyphs(open_font(args.sans or find_font(
        SANS_FILES, "Noto Sans CJK TC:bold"), "TC"))
    data = os.path.normpath(args.data)

    for n in range(1, 10):
        write(data, "tiles/%dm.svg" % n, tile(characters_face(serif, n)))
        write(data, "tiles/%dp.svg" % n, tile(dots_face(n)))
        write(data, "tiles/%ds.svg" % n, tile(bamboo_face(n)))
    for n in range(1, 8):
        write(data, "tiles/%dz.svg" % n, tile(honour_face(serif, n)))
    for n in range(1, 9):
        write(data, "tiles/%df.svg" % n, tile(flower_face(serif, n)))
    write(data, "tiles/back.svg", back_tile())
    write(data, "tiles/blank.svg", tile([]))
    for label in INDEX_LABELS:
        write(data, "tiles/index/%s.svg" % label, index_badge(sans, label))
    write(data, "icons/hicolor/scalable/apps/io.github.sparrowmahjong.Sparrow.svg",
          app_icon())
    write(data, "icons/hicolor/symbolic/apps/"
          "io.github.sparrowmahjong.Sparrow-symbolic.svg", symbolic_icon())


if __name__ == "__main__":
    main()
