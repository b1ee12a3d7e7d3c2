#!/usr/bin/env python3
"""Writes a seeded, source-like tree for bench/grep-vs-gnu.sh (the same arguments give the same bytes).

Usage: grep-tree.py ROOT SIZE_MB WORD SHAPE
  large: files of a lognormal size (median ~100 KB, up to 4 MB); WORD starts one line in 250 and appears in one in
         500 more (a common name: many matches, output-heavy).
  small: files of 10-100 KB (uniform), WORD in about one line in a million (a rare name in a source tree: almost every
         file is read to its end and prints nothing).
"""
import os
import random
import sys

root, size_mb, word, shape = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
if shape not in ("large", "small"):
    sys.exit("grep-tree.py: SHAPE is 'large' or 'small', not '%s'" % shape)
rnd = random.Random(2023)
idents = ["value", "count", "buffer", "index", "result", "node", "list", "map", "config", "handler", "request",
          "response", "stream", "reader", "writer", "context", "session", "client", "server", "thread"]
kinds = ["int", "void", "auto", "std::string", "bool", "double", "const char*", "size_t"]
planted = 0.004 if shape == "large" else 0.0


def line():
    r = rnd.random()
    if r < planted:
        return "%s %s {" % (word, rnd.choice(idents))
    if r < planted * 1.5:
        return "using %s std::%s;  // %s" % (word, rnd.choice(idents), rnd.choice(idents))
    if r < 0.25:
        return ""
    if r < 0.40:
        return "    // " + " ".join(rnd.choice(idents) for _ in range(rnd.randint(2, 12)))
    if r < 0.70:
        return "    %s %s = %s(%s);" % (rnd.choice(kinds), rnd.choice(idents), rnd.choice(idents),
                                       ", ".join(rnd.choice(idents) for _ in range(rnd.randint(0, 4))))
    return "    if (%s > %d) { return %s->%s(); }" % (rnd.choice(idents), rnd.randint(0, 999), rnd.choice(idents),
                                                   rnd.choice(idents))


# One 8 MB block of lines; each file is a slice of it starting at a random line, so files differ but cost little.
block = ("\n".join(line() for _ in range(250_000)) + "\n").encode()
starts = [i + 1 for i, b in enumerate(block[:-(2 << 20)]) if b == 10]
total, target, n, lines, needles = 0, size_mb << 20, 0, 0, 0
while total < target:
    if shape == "large":
        size = min(int(rnd.lognormvariate(11.5, 1.0)), 4 << 20, target - total) or 1
    else:
        size = min(rnd.randint(10_000, 100_000), target - total) or 1
    start = rnd.choice(starts)
    end = block.find(b"\n", start + size) + 1 if start + size < len(block) else len(block)
    data = block[start:end]
    count = data.count(b"\n")
    if shape == "small" and rnd.random() < count / 1e6:  # the needle replaces one line, chosen at random
        at = rnd.randrange(count)
        parts = data.split(b"\n")
        parts[at] = ("    auto %s = %s(%s);" % (rnd.choice(idents), word, rnd.choice(idents))).encode()
        data = b"\n".join(parts)
        needles += 1
    folder = os.path.join(root, "module%02d" % (n % 37), "src%d" % (n % 5))
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "file%05d.cpp" % n), "wb") as f:
        f.write(data)
    total += len(data)
    lines += count
    n += 1
print("%d files, %.0f MB, %d lines%s" % (n, total / 2**20, lines,
                                          ", '%s' planted in %d" % (word, needles) if shape == "small" else ""),
      file=sys.stderr)
