"""The evidence verifier, driven by a scripted judge returning good and bad spans."""

from __future__ import annotations

import pytest

from citeproof.evidence import check_span, verify
from citeproof.models import Chunk, EvidenceSpan, Verdict

CHUNK = Chunk(
    chunk_id="label:3",
    text="Adults and children 12 years and over: take 1 tablet every 4 to 6 hours "
    "while symptoms persist. Do not take more than 6 tablets in 24 hours, unless "
    "directed by a doctor.",
)
OTHER = Chunk(
    chunk_id="label:4", text="Store between 20 °C and 25 °C. Keep out of reach of children."
)
QUOTE = "Do not take more than 6 tablets in 24 hours"
AT = CHUNK.text.index(QUOTE)


def span(start: int, end: int, text: str, chunk_id: str = "label:3") -> EvidenceSpan:
    return EvidenceSpan(chunk_id=chunk_id, start=start, end=end, text=text)


def test_good_span_is_kept_verbatim() -> None:
    v = verify(
        Verdict(label="supported", evidence=[span(AT, AT + len(QUOTE), QUOTE)], confidence=0.9),
        [CHUNK],
    )
    assert v.label == "supported" and v.codes == ()
    assert CHUNK.text[v.evidence[0].start : v.evidence[0].end] == QUOTE


def test_wrong_offsets_with_right_quote_are_repaired_and_recorded() -> None:
    v = verify(Verdict(label="contradicted", evidence=[span(3, 3 + len(QUOTE), QUOTE)]), [CHUNK])
    assert v.label == "contradicted"
    assert (v.evidence[0].start, v.evidence[0].end) == (AT, AT + len(QUOTE))
    assert any("repaired" in n for n in v.notes)


def test_quote_differing_in_case_and_spacing_is_relocated_to_original_text() -> None:
    v = verify(
        Verdict(label="supported", evidence=[span(0, 5, "do NOT take  more than 6 tablets")]),
        [CHUNK],
    )
    s = v.evidence[0]
    assert CHUNK.text[s.start : s.end] == s.text == "Do not take more than 6 tablets"


@pytest.mark.parametrize(
    "bad, why",
    [
        (span(AT, AT + len(QUOTE), "Take up to 12 tablets in 24 hours"), "not found"),
        (span(0, 7, "Adults", "label:3"), "too short"),
        (span(0, 10, "Store between 20 °C", "label:4"), "does not cite"),
        (span(0, 9999, QUOTE.replace("6", "8")), "not found"),
    ],
)
def test_bad_spans_are_dropped_and_verdict_becomes_insufficient(
    bad: EvidenceSpan, why: str
) -> None:
    v = verify(Verdict(label="supported", evidence=[bad], confidence=0.99), [CHUNK])
    assert v.label == "insufficient"
    assert v.codes == ("evidence_unverified",)
    assert v.evidence == () and v.confidence == 0.0
    assert why in " ".join(v.notes)


def test_one_good_span_among_bad_ones_keeps_the_verdict() -> None:
    v = verify(
        Verdict(
            label="supported",
            evidence=[span(0, 4, "fake words here"), span(AT, AT + len(QUOTE), QUOTE)],
        ),
        [CHUNK, OTHER],
    )
    assert v.label == "supported" and len(v.evidence) == 1


def test_insufficient_needs_no_evidence_and_keeps_judge_code() -> None:
    v = verify(Verdict(label="insufficient", code="judge_refused", reason="refused"), [CHUNK])
    assert v.label == "insufficient" and v.codes == ("judge_refused",)


def test_span_in_second_cited_chunk() -> None:
    text = "Store between 20 °C and 25 °C."
    fixed, note = check_span(span(0, len(text), text, "label:4"), {"label:4": OTHER})
    assert fixed is not None and note == ""
