"""answer_not_covered on realistic answers: what must pass, what must be caught."""

from __future__ import annotations

import pytest

from citeproof.links import LinkSettings, check_links
from citeproof.models import Case


def uncovered(answer: str, claims: list[str]) -> list[str]:
    case = Case.model_validate(
        {
            "case_id": "cov",
            "retrieved": [{"chunk_id": "k", "text": "unused"}],
            "response": {
                "answer": answer,
                "claims": [
                    {"claim_id": f"c{i}", "text": t, "citation_ids": []}
                    for i, t in enumerate(claims)
                ],
                "citations": [],
            },
        }
    )
    return [f.message for f in check_links(case, LinkSettings()) if f.code == "answer_not_covered"]


COVERED = {
    "two claims in one sentence, with markers": (
        "Application logs are kept for 30 days [1], while audit logs are kept for 400 days [2].",
        ["Application logs are kept for 30 days.", "Audit logs are kept for 400 days."],
    ),
    "pronoun sentence": (
        "Acme was founded in 1990. It is headquartered in Columbus, Ohio.",
        ["Acme was founded in 1990.", "Acme is headquartered in Columbus, Ohio."],
    ),
    "attribution and possessive": (
        "Yes. According to the handbook, employees can carry over up to five vacation days, "
        "but only with their manager's approval.",
        [
            "Employees can carry over up to five unused vacation days.",
            "Carrying over vacation days requires manager approval.",
        ],
    ),
    "percent then money is not a range": (
        "In short: revenue grew 8% to $56.2 billion in fiscal 2025.",
        ["Revenue grew 8% in fiscal 2025.", "Revenue was $56.2 billion in fiscal 2025."],
    ),
    "lead-in and list, stemmed paraphrase": (
        "Here is what I found:\n\n- Backups are encrypted with AES-256.\n"
        "- Restores are tested quarterly.",
        ["Backups are encrypted with AES-256.", "Backup restores are tested every quarter."],
    ),
    "pleasantry": ("Let me know if you have other questions!", ["Backups are encrypted."]),
}

CAUGHT = {
    "negation the claims lack": (
        "Backups are not encrypted.",
        ["Backups are encrypted."],
        "negated",
    ),
    "unrelated sentence": (
        "Backups are encrypted. Most employees use all their days anyway.",
        ["Backups are encrypted."],
        "content words",
    ),
    "different figure": (
        "Backups are kept for 90 days.",
        ["Backups are kept for 30 days."],
        "'90 days'",
    ),
}


@pytest.mark.parametrize("answer, claims", COVERED.values(), ids=COVERED.keys())
def test_covered(answer: str, claims: list[str]) -> None:
    assert uncovered(answer, claims) == []


@pytest.mark.parametrize("answer, claims, why", CAUGHT.values(), ids=CAUGHT.keys())
def test_caught(answer: str, claims: list[str], why: str) -> None:
    (message,) = uncovered(answer, claims)
    assert why in message
