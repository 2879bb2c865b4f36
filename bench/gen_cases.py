"""Write a JSONL file of synthetic benchmark cases (see workload.py), streamed.

    python bench/gen_cases.py /tmp/cases-2k.jsonl --cases 2000 [--seed 0] [--bad-every 0]

``--bad-every N`` makes every N-th line malformed JSON, to exercise the
invalid path. Lines are written as they are made, so memory stays flat.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import orjson

sys.path.insert(0, str(Path(__file__).parent))

from workload import make_case


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("out")
    ap.add_argument("--cases", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--bad-every", type=int, default=0, help="every N-th line is not JSON")
    args = ap.parse_args()
    with open(args.out, "wb", buffering=1 << 20) as f:
        for i in range(args.cases):
            if args.bad_every and (i + 1) % args.bad_every == 0:
                f.write(b'{"case_id": "broken", \n')
                continue
            f.write(orjson.dumps(make_case(i, args.seed)) + b"\n")


if __name__ == "__main__":
    main()
