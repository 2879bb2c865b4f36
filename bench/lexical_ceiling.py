"""How far word overlap alone can take a judge, per labelled file.

Usage::

    python bench/lexical_ceiling.py FILE.jsonl [FILE2 ...]

For every labelled claim, counts the claim's content words (compared by the
lexical judge's keys: stemmed, with its light synonyms) that occur nowhere in
its cited, retrieved chunks nor in their titles (or title-like document ids,
as the judge reads them), and tabulates gold ``supported`` against gold
not-supported claims by that count. The row "0 missing" is the best any
judge that needs every claim word in the source can do: its recall of
supported claims, and how many not-supported claims it would have to tell
apart by other means (negation, figures, hedges) to keep false accepts down.
Each file is reported on its own.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from citeproof.judges import _analysis as analysis
from citeproof.models import Chunk
from judge_accuracy import iter_requests


def missing_words(claim_text: str, chunks: list[Chunk]) -> int | None:
    """Claim content words absent from every chunk and title, or None for a claim without any."""
    info = analysis._analyze_claim(claim_text)
    if not info.content:
        return None
    present: set[str] = set()
    for chunk in chunks:
        present.update(analysis._analyze_chunk(chunk.text).index)
        present.update(analysis._topic_keys(chunk))
    return sum(1 for t in info.content if t.key not in present)


def tabulate(path: Path, cap: int = 4) -> str:
    counts: dict[bool, Counter[int]] = {True: Counter(), False: Counter()}
    for _case, claim, chunks, gold in iter_requests(path):
        n = missing_words(claim.text, chunks)
        if n is not None:
            counts[gold == "supported"][min(n, cap)] += 1
    total = {k: sum(v.values()) for k, v in counts.items()}
    lines = [
        f"== {path.name}  ({total[True]} gold supported, {total[False]} not)",
        "missing words   supported (cum. recall)   not supported (cum. share)",
    ]
    cum_s = cum_n = 0
    for n in range(cap + 1):
        s, o = counts[True][n], counts[False][n]
        cum_s += s
        cum_n += o
        label = f"{n}" if n < cap else f"{cap}+"
        lines.append(
            f"{label:>13}   {s:>9} ({cum_s / max(total[True], 1):6.1%})"
            f"        {o:>9} ({cum_n / max(total[False], 1):6.1%})"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("files", nargs="+", type=Path)
    args = parser.parse_args(argv)
    for path in args.files:
        print(tabulate(path))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
