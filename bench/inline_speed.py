"""Latency of the inline `validate` call for stages 1, 2 and 4 (judge excluded).

A typical case: 8 claims, 5 chunks of ~800 characters. The judge stage is
replaced by a judge that answers instantly, so the figure is the cost of
schema + links + policy + building the result. Run:

    python bench/inline_speed.py [--cases 2000] [--judge none|lexical]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from citeproof import Checker, Verdict
from citeproof.models import Chunk, Claim
from workload import make_case


class InstantJudge:
    name = "instant"
    model = None
    prompt_version = None

    def judge(self, claim: Claim, chunks: Sequence[Chunk]) -> Verdict:
        return Verdict(label="insufficient", reason="benchmark", confidence=0.0)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--cases", type=int, default=2000)
    ap.add_argument("--judge", default="none", choices=["none", "lexical"])
    ap.add_argument("--repeat", type=int, default=3, help="passes over the cases (first warms)")
    args = ap.parse_args()
    cases = [make_case(i) for i in range(args.cases)]
    checker = Checker("standard", InstantJudge() if args.judge == "none" else "lexical")
    # Fresh chunk texts every pass would defeat caches that real traffic also enjoys only
    # partly; we report the first (cold) pass and the later (warm) passes separately.
    passes = []
    for _ in range(args.repeat):
        lat = []
        for case in cases:
            t = time.perf_counter()
            checker.check_obj(case)
            lat.append(time.perf_counter() - t)
        passes.append(lat)
    for name, lat in (("cold", passes[0]), ("warm", [x for p in passes[1:] for x in p])):
        if not lat:
            continue
        q = statistics.quantiles(lat, n=100)
        print(
            f"{name}: cases={len(lat)} judge={args.judge} "
            f"mean={statistics.fmean(lat) * 1e6:.0f}us p50={q[49] * 1e6:.0f}us "
            f"p99={q[98] * 1e6:.0f}us"
        )


if __name__ == "__main__":
    main()
