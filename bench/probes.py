"""Probe the lexical judge with claims made by changing one thing in a source sentence.

Usage::

    python bench/probes.py FILE.jsonl [FILE2 ...] [--kinds names,figures,...]
        [--limit N] [--show N] [--json]

Each retrieved passage of the given development files is cut into
sentences, and each sentence is turned into probe claims that a careful
reader would not accept from the passage:

- ``names``: two names of the sentence traded ("Pryce sold ... to
  Marchetti" from "Marchetti sold ... to Pryce");
- ``figures``: two figures of one kind traded ("4.0 m x 3.2 m" from
  "3.2 m x 4.0 m");
- ``flips``: one word turned to its opposite ("rose" for "fell", "before"
  for "after", "first" for "last");
- ``hedges``: a hedge made certain ("will" for "may", "all" for "some",
  "up to" dropped);
- ``moves``: a name of another sentence of the passage put in the place of
  one of this sentence's names.

Two more kinds are faithful, and must never be contradicted:

- ``copies``: the sentence itself, word for word;
- ``clauses``: each clause of a sentence of two or more that a semicolon,
  or a comma before "and", "but", "while" or "whereas", sets off, given its
  capital and full stop ("Junior members may not bring guests." from "...;
  junior members may not bring guests.") -- how generators cut a compound
  sentence into atomic claims. A clause alone may say less than its
  sentence ("... only between 7 pm and 8 am, and never during a ban"), so
  ``insufficient`` is a fair verdict; ``contradicted`` never is.

The probes are judged against their whole passage, and the script prints,
per kind, how many the judge calls supported, contradicted and
insufficient. A probe is not a labelled claim: some trades leave a sentence
true ("A and B met"), some make nonsense, so the counts steer work (which
kind of slip passes?) and are never an accuracy figure. ``--show N`` prints
N of the supported probes of each kind (of the faithful kinds, the
contradicted ones), chosen with a fixed seed.

Held-out files (``*heldout*``) are refused: probes are built from what may
be studied.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from citeproof.evidence import verify
from citeproof.judges import make_judge
from citeproof.models import Chunk, Claim
from citeproof.quantities import extract_quantities
from citeproof.text import split_sentences
from judge_accuracy import development_only

KINDS = ("names", "figures", "flips", "hedges", "moves", "copies", "clauses")
# Kinds whose probes say what the passage says: the slips to show are accusations.
FAITHFUL = frozenset({"copies", "clauses"})
# What sets a clause off within a sentence.
_CLAUSE_BREAK = re.compile(r";\s+|,\s+(?:and|but|while|whereas)\s+")

# A run of capitalised words, not opening the sentence.
_NAME = re.compile(r"\b[A-Z][\w'\u2019-]+(?:\s+[A-Z][\w'\u2019-]+)*")
_OPENERS = frozenset({"The", "A", "An", "In", "On", "At", "It", "He", "She", "They", "This"})
_OPPOSITES = dict(
    pair
    for a, b in (
        ("rose", "fell"), ("increased", "decreased"), ("opened", "closed"), ("won", "lost"),
        ("before", "after"), ("earlier", "later"), ("more", "fewer"), ("higher", "lower"),
        ("larger", "smaller"), ("bought", "sold"), ("joined", "left"), ("accepted", "rejected"),
        ("included", "excluded"), ("added", "removed"), ("acquitted", "convicted"),
        ("upheld", "overturned"), ("first", "last"), ("oldest", "newest"), ("above", "below"),
        ("north", "south"), ("east", "west"), ("inside", "outside"), ("promoted", "relegated"),
        ("began", "ended"), ("survived", "died"), ("largest", "smallest"),
        ("highest", "lowest"), ("maximum", "minimum"), ("permitted", "prohibited"),
        ("imported", "exported"), ("elder", "younger"),
    )
    for pair in ((a, b), (b, a))
)  # fmt: skip
_HEDGES = (
    (re.compile(r"\bmay\b"), "will"), (re.compile(r"\bmight\b"), "will"),
    (re.compile(r"\bcould\b"), "will"), (re.compile(r"\bsome\b"), "all"),
    (re.compile(r"\bseveral\b"), "all"), (re.compile(r"\bmost\b"), "all"),
    (re.compile(r"\boften\b"), "always"), (re.compile(r"\busually\b"), "always"),
    (re.compile(r"\bup to "), ""), (re.compile(r"\bat least "), ""),
    (re.compile(r"\bplanned to\b"), "did"), (re.compile(r"\bexpected to\b"), "will"),
)  # fmt: skip


def passages(paths: list[Path]) -> list[str]:
    """The distinct retrieved passages of the files, in a stable order."""
    seen: dict[str, None] = {}
    for path in paths:
        with path.open(encoding="utf-8") as handle:
            for line in handle:
                if line.strip():
                    for chunk in json.loads(line).get("retrieved", []):
                        seen.setdefault(chunk["text"], None)
    return list(seen)


def _names(sentence: str) -> list[re.Match[str]]:
    return [m for m in _NAME.finditer(sentence) if m.start() > 0 and m.group() not in _OPENERS]


def _swap(text: str, a: tuple[int, int], b: tuple[int, int]) -> str:
    (a0, a1), (b0, b1) = a, b
    return text[:a0] + text[b0:b1] + text[a1:b0] + text[a0:a1] + text[b1:]


def probes(kind: str, passage: str) -> Iterator[str]:
    """The probe claims of one kind built from *passage*."""
    sentences = [passage[start:end] for start, end in split_sentences(passage)]
    for n, sentence in enumerate(sentences):
        if kind == "names":
            found = _names(sentence)
            for i, a in enumerate(found):
                for b in found[i + 1 :]:
                    if a.group() != b.group():
                        yield _swap(sentence, a.span(), b.span())
        elif kind == "figures":
            figures = [q for q in extract_quantities(sentence) if q.value is not None]
            for i, a in enumerate(figures):
                for b in figures[i + 1 :]:
                    if (a.kind, a.unit) == (b.kind, b.unit) and a.value != b.value:
                        yield _swap(sentence, (a.start, a.end), (b.start, b.end))
        elif kind == "flips":
            for m in re.finditer(r"\b[a-z]+\b", sentence):
                if m.group() in _OPPOSITES:
                    yield sentence[: m.start()] + _OPPOSITES[m.group()] + sentence[m.end() :]
        elif kind == "hedges":
            for pattern, certain in _HEDGES:
                for m in pattern.finditer(sentence):
                    yield sentence[: m.start()] + certain + sentence[m.end() :]
        elif kind == "copies":
            if len(sentence.split()) >= 5:
                yield sentence.strip()
        elif kind == "clauses":
            pieces = [p.strip(" ,;.") for p in _CLAUSE_BREAK.split(sentence.strip())]
            if len(pieces) > 1:
                for piece in pieces:
                    if len(piece.split()) >= 4:
                        yield piece[0].upper() + piece[1:] + "."
        elif kind == "moves":
            for m in _names(sentence):
                for k, other in enumerate(sentences):
                    if k == n:
                        continue
                    for o in _names(other):
                        name = o.group()
                        if name != m.group() and name not in sentence and m.group() not in other:
                            yield sentence[: m.start()] + name + sentence[m.end() :]


def run(paths: list[Path], kinds: list[str], limit: int, show: int) -> dict[str, dict[str, object]]:
    judge = make_judge("lexical")
    texts = passages(paths)
    report: dict[str, dict[str, object]] = {}
    for kind in kinds:
        made = [(claim, text) for text in texts for claim in probes(kind, text)]
        if limit and len(made) > limit:
            made = random.Random(7).sample(made, limit)
        counts: Counter[str] = Counter()
        passed: list[str] = []
        for claim_text, text in made:
            chunks = [Chunk(chunk_id="p", text=text)]
            claim = Claim(claim_id="probe", text=claim_text, citation_ids=["p"])
            label = verify(judge.judge(claim, chunks), chunks).label
            counts[label] += 1
            if label == ("contradicted" if kind in FAITHFUL else "supported"):
                passed.append(claim_text)
        shown = random.Random(11).sample(passed, min(show, len(passed)))
        labels = {k: counts[k] for k in ("supported", "contradicted", "insufficient")}
        report[kind] = {"probes": len(made), **labels, "shown": shown}
    return report


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="+", type=Path)
    parser.add_argument("--kinds", default=",".join(KINDS))
    parser.add_argument("--limit", type=int, default=0, help="at most this many probes per kind")
    parser.add_argument("--show", type=int, default=0, help="print this many supported probes")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    kinds = [k for k in args.kinds.split(",") if k]
    unknown = sorted(set(kinds) - set(KINDS))
    if unknown:
        print(
            f"error: unknown probe kind {unknown[0]!r} (known: {', '.join(KINDS)})", file=sys.stderr
        )
        return 2
    refused = development_only(args.files, "probes are built from development files only")
    if refused is not None:
        return refused
    report = run(args.files, kinds, args.limit, args.show)
    if args.json:
        print(json.dumps(report, indent=1))
        return 0
    for kind, row in report.items():
        counts = ", ".join(f"{k} {row[k]}" for k in ("supported", "contradicted", "insufficient"))
        print(f"== {kind}: {row['probes']} probes: {counts if row['probes'] else 'none'}")
        shown = "contradicted" if kind in FAITHFUL else "supported"
        for claim in row["shown"]:  # type: ignore[attr-defined]
            print(f"   {shown}: {claim}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
