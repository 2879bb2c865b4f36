"""Folding with an offset map, and sentence splitting."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from citeproof.text import find_folded, fold, normalize, split_sentences


def test_fold_rules() -> None:
    assert fold("  The  “Agreement”\u00a0—  Ｆｕｌｌ\nwidth  ") == 'the "agreement" - full width'
    assert fold("caf\u00e9") == fold("cafe\u0301")
    assert fold("Don’t") == "don't"


def test_find_folded_returns_original_offsets() -> None:
    chunk = "Audit logs are  retained\nfor 400\u00a0days — unless a legal hold applies."
    s, e = find_folded(chunk, "logs are retained for 400 days")  # type: ignore[misc]
    assert chunk[s:e] == "logs are  retained\nfor 400\u00a0days"
    assert find_folded(chunk, "retained for 40 days") is None
    assert find_folded(chunk, "AUDIT logs", exact=True) is None
    assert find_folded(chunk, "Audit logs", exact=True) == (0, 10)


@given(st.text(max_size=60), st.integers(0, 30), st.integers(0, 30))
def test_offset_map_round_trips(text: str, a: int, b: int) -> None:
    norm = normalize(text)
    assert len(norm.origin) == len(norm.text)
    assert list(norm.origin) == sorted(norm.origin)
    a, b = sorted((min(a, len(norm.text)), min(b, len(norm.text))))
    s, e = norm.span_to_source(a, b)
    assert 0 <= s <= e <= len(text)
    if a < b:
        assert fold(text[s:e]).strip() == norm.text[a:b].strip() or norm.text[a:b].strip() in fold(
            text[s:e]
        )


def test_split_sentences_keeps_abbreviations_and_decimals() -> None:
    text = (
        "Revenue was $56.2 billion, up 8% vs. 2024. Dr. Smith approved it on Jan. 5. "
        "It grew 21%!  Next:\n\n- item one\n- item two"
    )
    parts = [text[s:e] for s, e in split_sentences(text)]
    assert parts[0] == "Revenue was $56.2 billion, up 8% vs. 2024."
    assert parts[1] == "Dr. Smith approved it on Jan. 5."
    assert parts[2] == "It grew 21%!"
    assert parts[-1] == "- item two"


def test_split_sentences_ends_at_a_unit_after_a_figure_but_not_at_an_initial() -> None:
    text = (
        "The slide is 1.2 m. Season passes cost 40 euros. Add 5 g. of salt. "
        "Ask J. Smith at the desk."
    )
    parts = [text[s:e] for s, e in split_sentences(text)]
    assert parts == [
        "The slide is 1.2 m.",
        "Season passes cost 40 euros.",
        "Add 5 g. of salt.",
        "Ask J. Smith at the desk.",
    ]
