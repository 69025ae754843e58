#!/usr/bin/env python3
# gen-sounds.py: makes Sparrow's sounds (data/sounds/*.wav): the click of a
# tile drawn and discarded, the calls of chow, pung and kong, a ready
# declaration, the two kinds of win, a drawn hand, Sichuan's exchange and
# missing suit, and the hot-seat hand-off.
#
# Every sound is synthesised here from arithmetic alone: decaying sine
# partials (a tile's click, a wooden bar, a small bell, a gong) and
# filtered noise from a fixed seed.  Nothing is recorded, sampled or
# copied, so the sounds are Sparrow's own, under Sparrow's licence
# (GPL-3.0-or-later), like this script.
#
# Run it from the top of the checkout with any Python 3 (standard library
# only):
#     python3 tools/gen-sounds.py
# The output is the same bytes on every machine: no libm function is used
# (sine and exponential are computed below with + - * / alone, which IEEE
# 754 rounds the same everywhere) and the noise is an integer generator.
# Commit what it writes.  `--check DIR` writes nothing and fails when a
# file in DIR differs from what it would write (the test suite runs it).
#
# Each sound is mono 16-bit PCM at 22,050 Hz (WAV, which GStreamer's
# wavparse reads; a WAV file is the same bytes wherever it is written,
# where an Ogg encoder's output is not), mixed at one loudness: the
# loudest 50 ms of each has the same RMS level, with room left below
# full scale.

import argparse
import os
import struct
import sys

RATE = 22050
# the loudest 50 ms window of every sound, RMS relative to full scale
# (about -20 dBFS); no sample may reach PEAK_LIMIT (-1 dBFS)
TARGET_RMS = 0.1
WINDOW = RATE // 20
PEAK_LIMIT = 0.89
# partials above this are left out, rather than folded back below the
# Nyquist frequency as a harsh alias
TOP = 0.45 * RATE

PI = 3.141592653589793
TWO_PI = 6.283185307179586
HALF_PI = 1.5707963267948966


def dsin(x):
    """sin(x) with + - * / alone: the range folded into [-pi/2, pi/2],
    then the Taylor series to x**17 (error below 1e-11)."""
    x = x - round(x / TWO_PI) * TWO_PI
    if x > HALF_PI:
        x = PI - x
    elif x < -HALF_PI:
        x = -PI - x
    x2 = x * x
    term = x
    total = x
    for n in range(1, 9):
        term = -term * x2 / ((2 * n) * (2 * n + 1))
        total += term
    return total


def dcos(x):
    return dsin(x + HALF_PI)


def dexp(x):
    """exp(x) with + - * / alone: halved until small, the Taylor series,
    then squared back."""
    k = 0
    while abs(x) > 1.0 / 1024:
        x /= 2
        k += 1
    term = 1.0
    total = 1.0
    for n in range(1, 8):
        term = term * x / n
        total += term
    for _ in range(k):
        total *= total
    return total


class Noise:
    """xorshift32: the same noise on every machine, from its seed."""

    def __init__(self, seed):
        self.state = seed & 0xFFFFFFFF or 1

    def next(self):
        s = self.state
        s ^= (s << 13) & 0xFFFFFFFF
        s ^= s >> 17
        s ^= (s << 5) & 0xFFFFFFFF
        self.state = s
        return s / 2147483648.0 - 1.0


class Sound:
    """A buffer of float samples that voices are added into."""

    def __init__(self, seconds):
        self.samples = [0.0] * int(seconds * RATE)

    def partial(self, start, freq, amp, tau, attack=0.002):
        """One decaying sine: a linear attack, then exp(-t / tau).  The
        oscillator turns a (cos, sin) pair by a fixed rotation each sample,
        and the envelope multiplies by a fixed factor."""
        if freq >= TOP:
            return
        step = TWO_PI * freq / RATE
        rc, rs = dcos(step), dsin(step)
        c, s = 1.0, 0.0
        decay = dexp(-1.0 / (tau * RATE))
        env = 1.0
        first = int(start * RATE)
        n_attack = max(1, int(attack * RATE))
        buf = self.samples
        for i in range(first, len(buf)):
            k = i - first
            a = amp * env * (k / n_attack if k < n_attack else 1.0)
            buf[i] += a * s
            c, s = c * rc - s * rs, s * rc + c * rs
            if k >= n_attack:
                env *= decay
                if env < 1e-5:
                    break

    def noise(self, start, length, amp, low, high, seed):
        """Band-limited noise (a one-pole high-pass at `low` Hz, then two
        one-pole low-passes at `high` Hz: a hiss above it would sound like
        steam, not cloth) under a rise-and-fall envelope."""
        gen = Noise(seed)
        a_lp = 1.0 - dexp(-TWO_PI * high / RATE)
        a_hp = dexp(-TWO_PI * low / RATE)
        lp = 0.0
        lp2 = 0.0
        hp_prev_in = 0.0
        hp = 0.0
        first = int(start * RATE)
        n = int(length * RATE)
        peak = n // 4 or 1
        buf = self.samples
        for k in range(n):
            i = first + k
            if i >= len(buf):
                break
            x = gen.next()
            hp = a_hp * (hp + x - hp_prev_in)
            hp_prev_in = x
            lp += a_lp * (hp - lp)
            lp2 += a_lp * (lp - lp2)
            env = k / peak if k < peak else (n - k) / (n - peak)
            buf[i] += amp * env * env * lp2

    # ---- the instruments ---------------------------------------------------

    def tile(self, start, pitch=1.0, gain=1.0, dull=1.0):
        """Two tiles meeting: a few short high partials and a click of
        noise; `dull` < 1 takes the top off (a tile further away)."""
        for ratio, amp, tau in ((1.0, 1.0, 0.018), (1.6, 0.55, 0.012),
                                (2.3, 0.30 * dull, 0.008), (3.03, 0.16 * dull, 0.006)):
            self.partial(start, 1950.0 * pitch * ratio, gain * amp, tau, attack=0.0005)
        self.noise(start, 0.006, gain * 0.9, 800.0, 6000.0 * dull, seed=int(pitch * 1000) + 7)

    def wood(self, start, freq, gain=1.0, length=0.35):
        """A wooden bar (marimba-like: partials at 1, 3.93 and 9.2)."""
        for ratio, amp, share in ((1.0, 1.0, 0.30), (3.93, 0.22, 0.10), (9.2, 0.06, 0.05)):
            self.partial(start, freq * ratio, gain * amp, length * share, attack=0.002)

    def bell(self, start, freq, gain=1.0, length=0.5):
        """A small bell: a slightly stretched harmonic series."""
        for ratio, amp, share in ((1.0, 1.0, 0.40), (2.0, 0.45, 0.25), (2.76, 0.30, 0.18),
                                  (5.40, 0.14, 0.10), (8.93, 0.06, 0.06)):
            self.partial(start, freq * ratio, gain * amp, length * share, attack=0.003)

    def gong(self, start, freq, gain=1.0, length=0.6):
        """A small gong: inharmonic partials, two of them beating."""
        for ratio, amp, share in ((1.0, 1.0, 0.45), (1.003, 0.6, 0.45), (1.47, 0.5, 0.30),
                                  (2.09, 0.35, 0.22), (2.56, 0.2, 0.15), (3.1, 0.12, 0.10)):
            self.partial(start, freq * ratio, gain * amp, length * share, attack=0.006)

    def swish(self, start, length, gain=1.0, high=3000.0, seed=1):
        """A tile slid over the cloth."""
        self.noise(start, length, gain, 300.0, high, seed)

    # ---- the finished sound ------------------------------------------------

    def pcm(self):
        """Faded out over its last third (a ringing note ends as if
        damped, not cut), brought to the one loudness, as 16-bit samples."""
        buf = self.samples
        fade = len(buf) // 3
        for k in range(fade):
            c = dcos(HALF_PI * k / fade)
            buf[len(buf) - fade + k] *= c * c
        # the loudest window's mean square, by a running sum of squares
        squares = [x * x for x in buf]
        window = min(WINDOW, len(buf))
        run = sum(squares[:window])
        loudest = run
        for i in range(window, len(buf)):
            run += squares[i] - squares[i - window]
            if run > loudest:
                loudest = run
        mean_square = loudest / window
        # the scale that gives TARGET_RMS: a square root by Newton's method
        gain_sq = TARGET_RMS * TARGET_RMS / mean_square
        gain = gain_sq if gain_sq > 1 else 1.0
        for _ in range(60):
            gain = 0.5 * (gain + gain_sq / gain)
        peak = max(abs(x) for x in buf) * gain
        if peak >= PEAK_LIMIT:
            raise ValueError("peak %.3f at the common loudness: soften the attack" % peak)
        out = []
        for x in buf:
            v = x * gain * 32767.0
            out.append(int(v + 0.5) if v >= 0 else -int(-v + 0.5))
        return out


# Notes, in Hz (equal temperament from A4 = 440).
F4, G4, A4 = 349.23, 392.00, 440.00
C5, D5, E5, G5 = 523.25, 587.33, 659.26, 783.99
C6, E6, G6 = 1046.50, 1318.51, 1567.98
D4 = 293.66
A3 = 220.00


def draw():
    # slid off the wall, then set down lightly on the rack
    s = Sound(0.15)
    s.swish(0.0, 0.07, gain=0.6, high=2500.0, seed=11)
    s.tile(0.055, pitch=1.25, gain=0.45)
    return s


def discard():
    # your own discard: set down firmly, with a small bounce
    s = Sound(0.12)
    s.tile(0.0, pitch=1.0, gain=1.0)
    s.tile(0.045, pitch=1.0, gain=0.3)
    return s


def discard_other():
    # another's: a little lower and duller, from across the table
    s = Sound(0.12)
    s.tile(0.0, pitch=0.84, gain=0.9, dull=0.45)
    s.tile(0.04, pitch=0.84, gain=0.22, dull=0.45)
    return s


def chow():
    # a run of three: three rising notes
    s = Sound(0.45)
    for i, f in enumerate((C5, D5, E5)):
        s.wood(0.08 * i, f, gain=0.9 if i < 2 else 1.0, length=0.3 if i < 2 else 0.5)
    return s


def pung():
    # three of a kind: one note three times, each with its tile
    s = Sound(0.45)
    for i in range(3):
        s.wood(0.08 * i, G4, gain=1.0, length=0.3 if i < 2 else 0.5)
        s.tile(0.08 * i, pitch=0.9, gain=0.25)
    return s


def kong():
    # four of a kind: a lower note four times, the last ringing
    s = Sound(0.55)
    for i in range(4):
        s.wood(0.07 * i, D4, gain=1.0, length=0.25 if i < 3 else 0.6)
        s.tile(0.07 * i, pitch=0.75, gain=0.3)
    s.bell(0.21, D5, gain=0.25, length=0.5)
    return s


def ready():
    # ready (听牌): a quiet rising fourth on the bell
    s = Sound(0.6)
    s.bell(0.0, G5, gain=0.7, length=0.45)
    s.bell(0.12, C6, gain=1.0, length=0.8)
    return s


def win_discard():
    # a win on a discard: the tile taken, then a rising major arpeggio
    s = Sound(0.85)
    s.tile(0.0, pitch=1.0, gain=0.5)
    for i, f in enumerate((C5, E5, G5, C6)):
        s.wood(0.03 + 0.07 * i, f, gain=0.8, length=0.35 if i < 3 else 0.8)
    s.bell(0.24, C6, gain=0.6, length=0.9)
    return s


def win_self_drawn():
    # self-drawn (自摸): higher and brighter, a fifth note, the hand laid
    # down in a ripple of tiles under the last chord
    s = Sound(1.0)
    for i, f in enumerate((G5, C6, E6, G6)):
        s.bell(0.07 * i, f, gain=0.55, length=0.45 if i < 3 else 1.1)
    s.wood(0.28, C5, gain=0.7, length=0.9)
    s.wood(0.28, G5, gain=0.4, length=0.9)
    for i in range(5):
        s.tile(0.28 + 0.025 * i, pitch=1.1 - 0.04 * i, gain=0.22)
    return s


def drawn_hand():
    # nobody won: two soft falling notes over the tiles pushed in
    s = Sound(0.65)
    s.swish(0.0, 0.3, gain=0.25, high=1200.0, seed=23)
    s.wood(0.05, A4, gain=0.8, length=0.45)
    s.wood(0.25, F4, gain=0.8, length=0.8)
    return s


def exchange():
    # Sichuan's exchange (换三张): three tiles slid across, each set down
    s = Sound(0.38)
    for i in range(3):
        s.swish(0.1 * i, 0.08, gain=0.5, high=1600.0 + 400.0 * i, seed=31 + i)
        s.tile(0.1 * i + 0.07, pitch=1.15, gain=0.3)
    return s


def missing_suit():
    # the missing suits (定缺) shown: one stroke of a small gong
    s = Sound(0.6)
    s.gong(0.0, A3, gain=1.0, length=0.7)
    return s


def handoff():
    # hot seat: a doorbell's falling third, pass the screen on
    s = Sound(0.7)
    s.bell(0.0, E6, gain=0.9, length=0.5)
    s.bell(0.22, C6, gain=1.0, length=0.8)
    return s


# The file names are the ones ui/mj-sound-player.c plays.
SOUNDS = [
    ("draw", draw),
    ("discard", discard),
    ("discard-other", discard_other),
    ("chow", chow),
    ("pung", pung),
    ("kong", kong),
    ("ready", ready),
    ("win-discard", win_discard),
    ("win-self-drawn", win_self_drawn),
    ("drawn-hand", drawn_hand),
    ("exchange", exchange),
    ("missing-suit", missing_suit),
    ("handoff", handoff),
]


def wav_bytes(samples):
    data = struct.pack("<%dh" % len(samples), *samples)
    header = struct.pack("<4sI4s4sIHHIIHH4sI",
                         b"RIFF", 36 + len(data), b"WAVE",
                         b"fmt ", 16, 1, 1, RATE, RATE * 2, 2, 16,
                         b"data", len(data))
    return header + data


def main():
    ap = argparse.ArgumentParser(description="Makes Sparrow's sounds.")
    ap.add_argument("--output", default=os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "data", "sounds"),
        help="the directory to write into (default: data/sounds)")
    ap.add_argument("--check", metavar="DIR",
                    help="write nothing; fail if the files in DIR differ")
    args = ap.parse_args()

    differ = []
    for name, make in SOUNDS:
        data = wav_bytes(make().pcm())
        if args.check:
            path = os.path.join(args.check, name + ".wav")
            try:
                with open(path, "rb") as f:
                    same = f.read() == data
            except OSError:
                same = False
            if not same:
                differ.append(path)
            continue
        os.makedirs(args.output, exist_ok=True)
        with open(os.path.join(args.output, name + ".wav"), "wb") as f:
            f.write(data)
    if differ:
        sys.exit("gen-sounds: not what tools/gen-sounds.py makes (run it and commit "
                 "data/sounds/): " + ", ".join(differ))


if __name__ == "__main__":
    main()
