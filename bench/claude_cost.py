"""What would the Claude judge cost on a case file? An offline estimate.

Runs the real Claude judge (real SDK, real HTTP, real request bodies) over a
case file against the local stand-in server from ``tests/anthropic_standin.py``
and prints tokens and dollars per claim. No request leaves 127.0.0.1.

What is measured and what is estimated:

* measured: which claims are sent, the exact request bodies and their size,
  the number of requests, and that a re-run is served by the local cache;
* estimated: every token count. The stand-in has no tokenizer; it counts
  about 4 characters of request JSON per token, simulates prompt caching at
  the request's cache breakpoints (prefixes under --min-cache-tokens are not
  cached), and makes up a plausible verdict whose JSON gives the output
  tokens. Dollars are those estimates times the price table, itself
  configuration (``src/citeproof/prices.toml`` or --prices).

Usage: python bench/claude_cost.py [CASES.jsonl] [--model M] [--prices FILE]
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from anthropic_standin import StandIn, verdict_message  # noqa: E402
from citeproof.judges.anthropic import DEFAULT_MODEL, make_anthropic_judge  # noqa: E402
from citeproof.models import Case, Chunk, Claim  # noqa: E402

_WORD = re.compile(r"[A-Za-z0-9]+")
_CHUNK = re.compile(r'<chunk n="\d+" chunk_id=("(?:[^"\\]|\\.)*") chars="\d+" fence="(\w+)">\n')

FALLBACK_CASE = {
    "case_id": "generated-1",
    "retrieved": [
        {
            "chunk_id": "policy:1",
            "text": "Application logs are retained for 30 calendar days and then deleted. "
            "Audit logs are retained for 400 days. Access to production logs requires "
            "approval from the on-call lead and is reviewed monthly.",
        }
    ],
    "response": {
        "answer": "Logs are kept for 30 days. Audit logs are kept for about a year.",
        "claims": [
            {"claim_id": "c1", "text": "Logs are kept for 30 days.", "citation_ids": ["s1"]},
            {"claim_id": "c2", "text": "Audit logs are kept for a year.", "citation_ids": ["s1"]},
        ],
        "citations": [{"citation_id": "s1", "chunk_id": "policy:1"}],
    },
}


def load_requests(path: Path) -> tuple[str, list[tuple[str, Claim, list[Chunk]]]]:
    """Each cited claim with its cited, retrieved chunks (as the pipeline selects them)."""
    if path.exists():
        lines = [line for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
        source = str(path)
    else:
        lines = [json.dumps(FALLBACK_CASE)]
        source = f"{path} not found; one generated case"
    out: list[tuple[str, Claim, list[Chunk]]] = []
    for line in lines:
        try:
            case = Case.model_validate_json(line)
        except ValueError:
            continue  # invalid lines never reach a judge
        chunks = {c.chunk_id: c for c in case.retrieved}
        cites = {c.citation_id: c.chunk_id for c in case.response.citations}
        for claim in case.response.claims:
            cited = [chunks[cites[i]] for i in claim.citation_ids if cites.get(i) in chunks]
            if cited:
                out.append((case.case_id, claim, cited))
    return source, out


def plausible_verdict(params: dict[str, Any]) -> dict[str, Any]:
    """A made-up but realistically sized answer: the best-overlapping sentence as evidence."""
    content = params["messages"][0]["content"]
    claim_text = content[-1]["text"].split("\n")[1]
    claim_words = {w.lower() for w in _WORD.findall(claim_text)}
    best: tuple[float, str, str] = (0.0, "", "")
    for block in content[:-1]:
        head, _, rest = block["text"].partition("\n")
        match = _CHUNK.match(head + "\n")
        if not match:
            continue
        chunk_id = json.loads(match.group(1))
        text = rest.rsplit("\n", 1)[0]
        for sentence in re.split(r"(?<=[.!?])\s+", text):
            words = {w.lower() for w in _WORD.findall(sentence)}
            score = len(words & claim_words) / max(1, len(claim_words))
            if score > best[0]:
                best = (score, chunk_id, sentence)
    score, chunk_id, sentence = best
    if score < 0.5:
        return verdict_message(
            "insufficient",
            reason="None of the chunks states this; chunk 1 covers the topic only in general.",
            confidence=0.6,
        )
    item = {"chunk_id": chunk_id, "quote": sentence, "start": 0, "end": len(sentence)}
    return verdict_message(
        "supported",
        [item],
        reason="Chunk 1 states this directly, including the number and the qualifier.",
        confidence=0.85,
    )


def run(args: argparse.Namespace) -> None:
    source, requests = load_requests(Path(args.cases))
    pairs = [(claim, chunks) for _, claim, chunks in requests]
    print(f"cases: {source}; {len(pairs)} cited claims; model {args.model}")
    print("tokens are ESTIMATES (~4 chars/token, simulated prompt cache); USD = tokens x table\n")
    with (
        tempfile.TemporaryDirectory() as tmp,
        StandIn(plausible_verdict, min_cache_tokens=args.min_cache_tokens) as standin,
    ):
        options = {
            "model": args.model,
            "api_key": "sk-ant-standin-not-a-real-key",
            "base_url": standin.base_url,
            "prices_path": args.prices,
            "max_concurrency": 1,  # deterministic cache simulation
            "max_retries": 0,
        }
        judge = make_anthropic_judge(cache_path=Path(tmp) / "bench.sqlite", **options)
        try:
            verdicts = judge.judge_many(pairs)
            sizes = [len(r.raw) for r in standin.messages()]
            header = (
                f"{'case':<28} {'claim':<6} {'req bytes':>9} {'input':>7} {'c.write':>7} "
                f"{'c.read':>7} {'output':>6} {'USD':>9}"
            )
            print(header)
            print("-" * len(header))
            total: dict[str, float] = {}
            for (case_id, claim, _), verdict, size in zip(requests, verdicts, sizes, strict=True):
                u = verdict.usage or {}
                for k, v in u.items():
                    total[k] = total.get(k, 0.0) + v
                print(
                    f"{case_id[:28]:<28} {claim.claim_id[:6]:<6} {size:>9} "
                    f"{u['input_tokens']:>7.0f} {u['cache_creation_input_tokens']:>7.0f} "
                    f"{u['cache_read_input_tokens']:>7.0f} {u['output_tokens']:>6.0f} "
                    f"{u['cost_usd']:>9.5f}"
                )
            n = max(1, len(pairs))
            print("-" * len(header))
            print(
                f"{'total':<35} {sum(sizes):>9} {total.get('input_tokens', 0):>7.0f} "
                f"{total.get('cache_creation_input_tokens', 0):>7.0f} "
                f"{total.get('cache_read_input_tokens', 0):>7.0f} "
                f"{total.get('output_tokens', 0):>6.0f} {total.get('cost_usd', 0):>9.5f}"
            )
            print(f"per claim: ${total.get('cost_usd', 0) / n:.5f} (estimated)")
            price = judge.prices.price_for(judge.model)
            if price is not None:
                flat = sum(
                    total.get(k, 0.0)
                    for k in (
                        "input_tokens",
                        "cache_creation_input_tokens",
                        "cache_read_input_tokens",
                    )
                )
                uncached = (
                    flat * price.input + total.get("output_tokens", 0.0) * price.output
                ) / 1e6
                print(f"the same requests without prompt caching: ${uncached:.5f} (estimated)")
            sent = len(standin.messages())
            again = judge.judge_many(pairs)
            print(
                f"\nre-run with the local cache: {len(standin.messages()) - sent} new requests "
                f"(measured), ${sum((v.usage or {}).get('cost_usd', 0) for v in again):.5f}; "
                f"saved ${sum((v.usage or {}).get('saved_usd', 0) for v in again):.5f}"
            )
        finally:
            judge.close()

    # A fresh stand-in, so the batch pass starts from an empty simulated prompt cache.
    with StandIn(plausible_verdict, min_cache_tokens=args.min_cache_tokens) as standin:
        options["base_url"] = standin.base_url
        batch_judge = make_anthropic_judge(use_cache=False, batch=True, **options)
        try:
            batch_judge.poll_interval = 0.0
            batch_judge.prefetch(pairs)
            batched = batch_judge.judge_many(pairs)
            cost = sum((v.usage or {}).get("cost_usd", 0) for v in batched)
            print(
                f"--batch: {len(standin.batch_creations())} batch of {len(pairs)} requests "
                f"(measured), priced x {batch_judge.prices.batch_factor}: ${cost:.5f} total, "
                f"${cost / n:.5f} per claim (estimated, same simulated cache hits as above; "
                "real batches hit the prompt cache only on a best-effort basis)"
            )
        finally:
            batch_judge.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("cases", nargs="?", default=str(ROOT / "examples" / "cases.jsonl"))
    parser.add_argument("--model", default=DEFAULT_MODEL)
    parser.add_argument("--prices", default=None, help="price table TOML (default: bundled)")
    parser.add_argument(
        "--min-cache-tokens",
        type=int,
        default=1024,
        help="shortest prefix the simulated prompt cache stores (model-dependent in reality)",
    )
    run(parser.parse_args())


if __name__ == "__main__":
    main()
