"""Synthetic but realistic cases for speed benchmarks: 8 claims, 5 chunks of ~800 characters.

Chunks are built from policy/finance/product sentences with figures, dates and
units; claims restate (or perturb) sentences of the chunks they cite, quote a
sentence verbatim for half the citations, and the answer is the claims joined.
Most claims are thus a chunk's sentence word for word, which the lexical
judge settles before its rules; with *reworded*, each claim opens with "Under
the policy, " instead, so that every claim goes through the rules, as a
generator's paraphrase would. Deterministic for a given seed.
"""

from __future__ import annotations

import random
from typing import Any

SUBJECTS = [
    "Application logs",
    "Audit records",
    "Customer invoices",
    "Backup snapshots",
    "Support tickets",
    "Payroll files",
    "Access tokens",
    "Incident reports",
]
VERBS = [
    "are retained for",
    "are archived after",
    "are reviewed every",
    "are encrypted within",
    "are deleted after",
    "are replicated within",
]
UNITS = ["days", "hours", "weeks", "months"]
EXTRA = [
    "Revenue for the quarter was ${n}.{d} billion, an increase of {p}% year over year.",
    "The service processed {n},{d}00 requests per second at peak on March {day}, 2025.",
    "Operating margin fell to {p}.{d}% from {n}.{d}% a year earlier.",
    "The device weighs {n}.{d} kg and operates between -20 °C and {p} °C.",
    "Employees may carry over up to {n} unused vacation days, with manager approval.",
    "Access requires approval from the on-call security engineer and is logged.",
]


def sentence(rng: random.Random) -> str:
    if rng.random() < 0.5:
        return (
            f"{rng.choice(SUBJECTS)} {rng.choice(VERBS)} {rng.randint(2, 400)} "
            f"{rng.choice(UNITS)} unless a legal hold applies."
        )
    return rng.choice(EXTRA).format(
        n=rng.randint(2, 90), d=rng.randint(0, 9), p=rng.randint(1, 60), day=rng.randint(1, 28)
    )


def chunk_text(rng: random.Random, size: int = 800) -> list[str]:
    out: list[str] = []
    while sum(len(s) + 1 for s in out) < size:
        out.append(sentence(rng))
    return out


def make_case(
    i: int, seed: int = 0, claims: int = 8, chunks: int = 5, reworded: bool = False
) -> dict[str, Any]:
    rng = random.Random(seed * 1_000_003 + i)
    retrieved = []
    sentences: list[tuple[str, str]] = []
    for k in range(chunks):
        sents = chunk_text(rng)
        cid = f"doc-{i}:{k}"
        retrieved.append({"chunk_id": cid, "document_id": f"doc-{i}", "text": " ".join(sents)})
        sentences.extend((cid, s) for s in sents)
    claim_list, citations = [], []
    for j in range(claims):
        cid, sent = rng.choice(sentences)
        text = sent
        if rng.random() < 0.2:  # perturb a figure
            text = text.replace(str(rng.randint(0, 9)), str(rng.randint(0, 9)), 1)
        if reworded:
            text = "Under the policy, " + text[0].lower() + text[1:]
        sid = f"s{j + 1}"
        cit: dict[str, Any] = {"citation_id": sid, "chunk_id": cid, "document_id": f"doc-{i}"}
        if j % 2 == 0:
            cit["quote"] = sent
        citations.append(cit)
        claim_list.append({"claim_id": f"c{j + 1}", "text": text, "citation_ids": [sid]})
    return {
        "case_id": f"bench-{seed}-{i}",
        "question": "What does the policy say?",
        "retrieved": retrieved,
        "response": {
            "answer": " ".join(c["text"] for c in claim_list),
            "claims": claim_list,
            "citations": citations,
        },
        "metadata": {"source": "bench"},
    }
