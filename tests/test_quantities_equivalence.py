"""The fast paths in quantities build exactly what the plain code would."""

from __future__ import annotations

import random

import pytest

from citeproof import quantities as qty
from citeproof.quantities import Quantity

ARGS = [
    ("number", 5.0, None, None, None, None, None, 1, 2, "5"),
    ("date", None, None, "date", (1937, 5, 27), None, None, 0, 12, "May 27, 1937"),
    ("money", None, "USD", "currency", None, 5e6, 1e7, 3, 15, "$5–10 million", 1.0, 1e6, 1),
    ("measure", 52900.0, "g", "mass", None, None, None, 0, 7, "52.9 kg", 1000.0, 100.0, 3),
]


@pytest.mark.parametrize("args", ARGS)
def test_new_quantity_is_the_dataclass(args: tuple) -> None:  # type: ignore[type-arg]
    fast, plain = qty._new_quantity(*args), Quantity(*args)
    assert type(fast) is Quantity
    assert fast == plain and hash(fast) == hash(plain) and repr(fast) == repr(plain)
    with pytest.raises(AttributeError):
        fast.value = 1.0  # type: ignore[misc]


def test_clean_fast_path_matches_formatting() -> None:
    rng = random.Random(7)
    values = [0.0, -0.0, 1.0, -20.0, 86400.0, 79e9, 999999999999.0, 1e12, 1e15, 2.0**53, 0.001]
    values += [float(rng.randrange(-(10**13), 10**13)) for _ in range(2000)]
    values += [rng.uniform(-1e6, 1e6) * 10.0 ** rng.randint(-6, 6) for _ in range(2000)]
    for v in values:
        got, want = qty._clean(v), float(f"{v:.12g}")
        assert repr(got) == repr(want), v


@pytest.mark.parametrize(
    "text",
    ["between 200 and 400 mg", "200 –\u00a0400 mg", "1939 to 1945", "89–81", "5 To 7", "2015–16"],
)
def test_range_gap_gate_agrees_with_regex(text: str) -> None:
    work = text
    for a in range(len(work) + 1):
        for b in range(a, len(work) + 1):
            gate = work[a:b].strip(" \t\u00a0") in qty._GAP_TOKENS
            assert gate == (qty._RANGE_GAP.fullmatch(work, a, b) is not None)
