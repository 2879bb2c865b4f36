"""Invariants the lexical judge's fast paths rely on.

Chunk sentences are tokenised one at a time, on demand; that must find
exactly the tokens that tokenising the whole chunk finds. Verdicts stay
valid, frozen pydantic models.
"""

from __future__ import annotations

import random

import pytest
from pydantic import ValidationError

from citeproof.judges import _amounts as am
from citeproof.judges import _analysis as an
from citeproof.judges import _figures as fg
from citeproof.judges import _guards as gd
from citeproof.judges import lexical as lx
from citeproof.judges._roles import _claim_months, _clock_roles, _months_named
from citeproof.judges.lexical import LexicalJudge
from citeproof.models import Chunk, Claim, Verdict

_TEXTS = [
    "Application logs are retained for 30 days unless a legal hold applies. Revenue was $5.2 "
    "billion, up 12% year over year.",
    "Nicki Minaj released her album in 2010.\nIt sold 1,096,000 copies. The 3rd single won.",
    "Payment is due within 10.At the latest 30 days after invoice. e.g. Mr. Smith agreed.",
    "  Café prices rose 4\u00d7 \u2014 the owner\u2019s view: it won\u2019t last.  ",
    "1. First item\n2. Second item\n\nSection 3: the Receiving Party shall not disclose it.",
]


def _dealt_out(text: str) -> list[tuple[an._Tok, ...]]:
    """Tokens of the whole text, dealt out to its sentences (the slow, plain way)."""
    toks = an._tokens(text)
    return [
        tuple(an._graded(text, [t for t in toks if t.start >= s and t.end <= e], s, e))
        for s, e in an._sentence_spans(text)
    ]


def _fuzz_texts(n: int) -> list[str]:
    rng = random.Random(5)
    alphabet = [
        *"aAbZ09 .,\n\t'\u2019\u00d7\u00e9_)]-\u2022*(:;!?\"\u00b0\u20ac\u201c\u2014\u00a0",
        "10.",
        "At ",
        "3rd",
        "1,000",
        "e.g.",
        "U.S. ",
        "\n\n",
        " 2. ",
        "Mr. ",
        "n't",
    ]
    return ["".join(rng.choice(alphabet) for _ in range(rng.randint(1, 40))) for _ in range(n)]


@pytest.mark.parametrize("text", _TEXTS)
def test_sentence_tokens_match_whole_text_tokens(text: str) -> None:
    _check_sentence_tokens(text)


def test_sentence_tokens_match_on_odd_text() -> None:
    for text in _fuzz_texts(5000):
        _check_sentence_tokens(text)


def test_tokens_are_the_token_patterns_matches() -> None:
    for text in [*_TEXTS, *_fuzz_texts(3000)]:
        toks = an._tokens(text)
        assert [(t.start, t.end) for t in toks] == [m.span() for m in an._TOKEN.finditer(text)]
        assert [t.low for t in toks] == [an._word(w)[0] for w in an._TOKEN.findall(text)]
        # Only the first token is read as a text's first word.
        assert all(t.flags == an._word(text[t.start : t.end])[3] for t in toks[1:])


def test_ascii_patterns_are_used_only_where_they_find_the_same_tokens() -> None:
    fast = 0
    for text in [*_TEXTS, *_fuzz_texts(3000)]:
        if an._ascii_words(text):
            fast += 1
            spans = [m.span() for m in an._TOKEN_ASCII.finditer(text)]
            assert spans == [m.span() for m in an._TOKEN.finditer(text)], text
    assert fast > 100
    assert not an._ascii_words("caf\u00e9")
    assert not an._ascii_words("it won\u2019t")
    assert an._ascii_words("-20 \u00b0C to 45 \u00b0C, \u20ac5 \u2014 \u201cok\u201d")


def test_sentence_spans_shortcut_matches_the_full_scan() -> None:
    from citeproof.text import push_trimmed, split_sentences

    def full_scan(text: str) -> list[tuple[int, int]]:
        spans: list[tuple[int, int]] = []
        for s, e in split_sentences(text):
            pos = s
            for m in an._EXTRA_BREAK.finditer(text, s, e):
                push_trimmed(text, pos, m.end() if text[m.start()] == "." else m.start(), spans)
                pos = m.end()
            push_trimmed(text, pos, e, spans)
        return spans

    texts = [*_TEXTS, *_fuzz_texts(3000)]
    assert sum(an._EXTRA_BREAK.search(t) is None for t in texts) > 100
    for text in texts:
        assert an._sentence_spans(text) == full_scan(text), text


def _check_sentence_tokens(text: str) -> None:
    info = an._analyze_chunk(text)
    assert [s.toks for s in info.sents] == _dealt_out(text)
    assert [s.negated for s in info.sents] == [
        any(t.flags & an._NEG for t in s.toks) for s in info.sents
    ]
    dealt = sum(len(s.toks) for s in info.sents)
    assert dealt == len(an._tokens(text))  # no token falls between sentences
    for sent in info.sents:
        matched = {t.key for t in sent.toks if t.flags & (an._CONTENT | an._NUMBER)}
        assert {k for k in sent.keys if not k.startswith(an._DIM_PREFIX)} == matched


@pytest.mark.parametrize("repeats", [1, 3, an._LONG_HITS + 5, 200])
def test_word_index_lists_every_sentence_of_each_key_in_order(repeats: int) -> None:
    # Past _LONG_HITS sentences a key's hits are collected in a list; the
    # index must read the same either way.
    text = (
        " ".join(
            f"Audit record {i} of the payments service was kept for {i % 7 + 1} days."
            for i in range(repeats)
        )
        + " The archive holds older records."
    )
    info = an._analyze_chunk(text)
    expected: dict[str, list[int]] = {}
    for i, sent in enumerate(info.sents):
        for key in sent.keys:
            expected.setdefault(key, []).append(i)
    assert info.index == {k: tuple(v) for k, v in expected.items()}
    assert all(type(v) is tuple for v in info.index.values())


@pytest.mark.parametrize(
    "claim_text",
    [
        "Application logs are kept for 30 days.",
        "Revenue was $6.2 billion.",
        "It sold copies.",
        "The Receiving Party shall not disclose it.",
    ],
)
def test_verdicts_are_valid_and_frozen(claim_text: str) -> None:
    chunks = [Chunk(chunk_id=f"k{i}", text=t) for i, t in enumerate(_TEXTS)]
    claim = Claim(claim_id="c1", text=claim_text, citation_ids=["s1"])
    verdict = LexicalJudge().judge(claim, chunks)
    # The same fields given to the validating constructor give the same model.
    again = Verdict(**{name: getattr(verdict, name) for name in verdict.model_fields_set})
    assert again == verdict
    assert again.model_dump_json() == verdict.model_dump_json()
    assert again.model_fields_set == verdict.model_fields_set
    assert Verdict.model_validate(verdict.model_dump()) == verdict
    with pytest.raises(ValidationError):
        verdict.label = "supported"  # type: ignore[misc]


@pytest.mark.parametrize(
    ("title", "document_id", "topic"),
    [
        # "COVID" folds onto its synonym head, "coronavirus".
        ("COVID-19 pandemic in Germany", "doc-17", {"coronavirus", "pandem", "germani"}),
        (None, "wiki:COVID-19 pandemic in Germany", {"coronavirus", "pandem", "germani"}),
        (None, "policies/travel-policy.pdf", {"polici", "travel", "pdf"}),
        (None, "wiki:Apocalyptica", {"apocalyptica"}),
        # Opaque ids: one word and digits.
        (None, "dev02986", set()),
        (None, "doc-17", set()),
        (None, "cnli-doc:3", set()),
        (None, None, set()),
    ],
)
def test_topic_comes_from_the_title_or_a_title_like_document_id(
    title: str | None, document_id: str | None, topic: set[str]
) -> None:
    chunk = Chunk(chunk_id="k", text="Some text.", title=title, document_id=document_id)
    assert an._topic_keys(chunk) == topic


# Pieces of realistic prose for the property test below: names, figures in
# many forms, negations, hedges, conditions, layouts (lines, lists, tables).
_PIECES = (
    "The Nova X5", "Kovač", "Acme Corp", "the Standard plan", "Version 12.0", "It", "They",
    "costs", "rose by", "fell", "was raised from", "to", "is", "will take", "does not", "may",
    "never", "currently", "also", "unless a legal hold applies", "if left empty for more than",
    "within the first", "up to", "over fifth seed", "$20 a month more than", "1 hour 52 minutes",
    "3 lb 4 oz", "12%", "£4.20", "30 days", "2024", "14 January 2025", "seven", "one",
    "between 200 mg and 400 mg", "-20 °C to 45 °C", "on weekdays", "on Sundays", "and", ",",
    ";", ".", ":", "\n", "\n- ", " | ", "(", ")", "Q:", "A:", "4.2",
    # near misses: roles, comparisons, attribution, restrictions, statuses
    "Corvex", "acquired", "was acquired by", "the tenant", "the landlord", "taller than",
    "shorter than", "more often than", "claims that", "tried to", "only for", "the former",
    "either", "or", "who have", "accompanied by", "with the manager's agreement", "voted for",
    "voted against", "a month", "a year", "averaged", "at least", "observational", "reduces",
)  # fmt: skip


def _prose(rng: random.Random, words: int) -> str:
    return " ".join(rng.choice(_PIECES) for _ in range(words)).replace(" \n ", "\n")


def test_every_verdict_on_generated_prose_is_valid_and_its_evidence_checks_out() -> None:
    """On any mix of the judge's trigger words, it answers, and its spans hold up.

    The mixes include the near-miss triggers (roles, comparisons, attribution,
    restrictions), so those paths are exercised too.
    """
    from citeproof.evidence import verify

    judge = LexicalJudge()
    rng = random.Random(11)
    labels = set()
    for n in range(600):
        chunks = [
            Chunk(chunk_id=f"c{k}", text=_prose(rng, rng.randint(8, 60)))
            for k in range(rng.randint(1, 3))
        ]
        if n % 3 == 0:  # a claim made of a chunk's own words: supports and conflicts too
            source = chunks[0].text.split(".")[0]
            claim_text = source.replace("12%", "15%") if n % 2 else source
        else:
            claim_text = _prose(rng, rng.randint(4, 20))
        if not claim_text.strip():
            continue
        claim = Claim(claim_id="c", text=claim_text, citation_ids=["s1"])
        verdict = judge.judge(claim, chunks)
        checked = verify(verdict, chunks)
        labels.add(verdict.label)
        # The judge's own spans always hold: verification never overturns it.
        assert checked.label == verdict.label, (claim_text, verdict.reason)
        assert not checked.notes, (claim_text, checked.notes)
        if verdict.label != "insufficient":
            assert verdict.evidence and verdict.reason
    assert labels == {"supported", "contradicted", "insufficient"}


@pytest.mark.parametrize(
    ("text", "roles"),
    [
        ("open from 09:00 to 17:30", {"09:00": "start", "17:30": "end"}),
        ("closed from 22:00 on Friday until 06:00 on Monday", {"22:00": "start", "06:00": "end"}),
        ("the pool closes at 20:00", {"20:00": "end"}),
        ("the meeting was moved to 14:00", {}),  # "to" ends a range only after a time
        ("doors at 19:30", {}),
    ],
)
def test_times_of_day_read_as_starts_and_ends(text: str, roles: dict[str, str]) -> None:
    assert _clock_roles(text, 0, len(text)) == roles


def test_a_modal_may_is_no_month() -> None:
    text = "stalls open at 08:00 and traders may stay on; from April to June they open at 07:00"
    assert _months_named(text, 0, 40) == set()
    assert _months_named(text, 40, len(text)) == {"april", "may", "june"}
    assert _claim_months(an._analyze_claim("In June, visitors may park until 6 pm.")) == {"june"}
    assert _claim_months(an._analyze_claim("May visitors park in May?")) == {"may"}


def test_a_support_reached_by_a_guess_has_lower_confidence() -> None:
    text = (
        "Ostrava Fittings supplies brass valves and copper couplings to 40 plumbing "
        "wholesalers in central Europe."
    )
    chunks = [Chunk(chunk_id="k", text=text)]
    judge = LexicalJudge()
    plain = judge.judge(Claim(claim_id="a", text=text, citation_ids=["s"]), chunks)
    framed_text = text.replace("supplies", "currently supplies")
    framed = judge.judge(Claim(claim_id="b", text=framed_text, citation_ids=["s"]), chunks)
    assert plain.label == framed.label == "supported"
    assert "only frames the fact" in framed.reason
    # The high tier reviews under 0.75: the plain support passes, the guess does not.
    assert plain.confidence == 0.9 and framed.confidence == 0.7


def test_reasons_do_not_depend_on_the_hash_seed() -> None:
    """A reason picks its example in text order, not in a set's order.

    String hashing differs from one process to the next, so the same claim
    judged in two processes gets the same reason only if no reason is picked
    from iterating a set of strings.
    """
    import os
    import subprocess
    import sys

    script = (
        "from citeproof.judges.lexical import LexicalJudge\n"
        "from citeproof.models import Chunk, Claim\n"
        "chunk = Chunk(chunk_id='c', text='The Orla Z weighs 1 kg and the Vela R weighs 1 kg.')\n"
        "claim = Claim(claim_id='a', text='The Orla X and the Vela Q weigh 1 kg.',"
        " citation_ids=['s'])\n"
        "print(LexicalJudge().judge(claim, [chunk]).reason)\n"
    )
    reasons = set()
    for seed in ("1", "2", "3", "4"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        out = subprocess.run(
            [sys.executable, "-c", script], env=env, capture_output=True, text=True, check=True
        )
        reasons.add(out.stdout)
    assert len(reasons) == 1, reasons
    assert "Orla Z, not Orla X" in reasons.pop()


def test_a_name_of_another_list_item_does_not_go_with_this_items_figure() -> None:
    # "costs" is left out of the second item, so only the names tell the items
    # apart: Saturday's price is £55, and the claim gives it Friday's £48.
    text = "A Friday-only ticket costs £48 and a Saturday-only ticket £55."
    sent = an._analyze_chunk(text).sents[0]
    wrong = an._analyze_claim("A Saturday-only ticket to the festival costs £48.")
    right = an._analyze_claim("A Friday-only ticket to the festival costs £48.")
    assert "saturday" in fg._qualifier_elsewhere(wrong, sent)
    assert fg._qualifier_elsewhere(right, sent) == ""


def _parts(text: str) -> tuple[tuple[Chunk, an._Sent], ...]:
    chunk = Chunk(chunk_id="c", text=text)
    return tuple((chunk, sent) for sent in an._analyze_chunk(text).sents)


def test_an_allergen_named_only_in_a_warning_is_not_contained() -> None:
    parts = _parts("Contains mustard and celery. Packed in a factory that also handles sesame.")
    assert "sesame" in gd._only_warned(an._analyze_claim("The paste contains sesame."), parts)
    assert gd._only_warned(an._analyze_claim("The paste contains mustard."), parts) == ""
    # A claim that keeps the warning is compared as usual.
    kept = an._analyze_claim("The paste is packed in a factory that handles sesame.")
    assert gd._only_warned(kept, parts) == ""
    warned = _parts("Contains milk and egg. May contain peanuts and other nuts.")
    assert "peanuts" in gd._only_warned(an._analyze_claim("It contains peanuts."), warned)


def test_may_opening_a_sentence_before_a_verb_is_the_modal() -> None:
    assert lx._modal_may(an._analyze_chunk("May contain nuts.").sents[0].toks)
    assert not lx._modal_may(an._analyze_chunk("May 2024 was dry.").sents[0].toks)
    assert not lx._modal_may(an._analyze_chunk("May Hollis won.").sents[0].toks)


@pytest.mark.parametrize(
    ("source", "guard", "dropped", "kept", "named"),
    [
        pytest.param(
            "Once a sachet is opened, use the contents immediately.",
            "_when_dropped",
            "The contents have to be used immediately.",
            "Once the sachet is opened, the contents must be used immediately.",
            "opened",
            id="a-condition-told-with-once-must-be-kept",
        ),
        pytest.param(
            "Per 20 g powder: sugars 9 g. Per 100 g powder: 380 kcal, sugars 45 g.",
            "_per_hundred_dropped",
            "Two heaped teaspoons of the powder contain 45 g of sugars.",
            "Each 100 g of the powder contains 45 g of sugars.",
            "45 g",
            id="a-figure-given-per-100-g-needs-that-basis",
        ),
    ],
)
def test_a_guard_flags_the_claim_that_drops_what_the_source_keeps(
    source: str, guard: str, dropped: str, kept: str, named: str
) -> None:
    check = getattr(gd, guard)
    parts = _parts(source)
    assert named in check(an._analyze_claim(dropped), parts)
    assert check(an._analyze_claim(kept), parts) == ""


def test_a_serving_figure_is_not_flagged_by_the_per_100_g_figure() -> None:
    parts = _parts("Per 20 g powder: sugars 9 g. Per 100 g powder: 380 kcal, sugars 45 g.")
    small = an._analyze_claim("Two heaped teaspoons of the powder contain 9 g of sugars.")
    assert gd._per_hundred_dropped(small, parts) == ""


def test_a_count_whose_item_words_are_the_claims_is_its_row() -> None:
    text = (
        "The Senate voted down the bill, with 142 members in favour, 151 against and 7 abstentions."
    )
    chunk = Chunk(chunk_id="c", text=text)
    sent = an._analyze_chunk(text).sents[0]
    row = {p.text: (p, chunk, sent) for p in sent.quants}
    against = an._analyze_claim("The bill fell, with 151 members of the Senate voting against it.")
    assert fg._tally_row(against, row["151"], [row["142"]])
    in_favour = an._analyze_claim("The bill fell, with 142 members of the Senate voting in favour.")
    assert not fg._tally_row(in_favour, row["151"], [row["142"]])


@pytest.mark.parametrize(
    ("claim", "source", "entailed"),
    [
        ("about 421,000 residents", "412,000 residents", False),  # 0.24% written: 1% allowed
        ("about 81,000 people", "81,600 people", True),  # within 1,000 of 81,000
        ("about 2,000 people", "1,950 people", True),  # a round figure: 5% allowed
        ("nearly 50% of staff", "48.7% of staff", True),
    ],
)
def test_an_approximate_figure_is_as_close_as_its_last_written_digit(
    claim: str, source: str, entailed: bool
) -> None:
    (mine,) = am.read(claim)
    (theirs,) = am.read(source)
    assert am.entails(theirs, mine) is entailed


def test_a_release_range_holds_later_versions_and_itself() -> None:
    (bound,) = am.read("terminals on software 11.4 or later")
    assert bound.cmp == ">="
    for version, held in (("11.6", True), ("11.4", True), ("11.3", False), ("12.0", True)):
        (point,) = am.read(f"on software {version}")
        assert am.entails(bound, point) is held, version


def test_a_figure_stated_beside_the_claims_other_figure_is_no_conflict() -> None:
    # "32 days after five years" pairs the claim's two figures as the claim
    # does; "two years" before them is another step of the scale, not a rival.
    text = (
        "After one year's service, staff at Corbin Foods receive 25 days' annual leave, "
        "rising to 30 days after four years."
    )
    claim = "Once they have four years' service, Corbin Foods staff get 30 days of annual leave."
    info = an._analyze_claim(claim)
    sent = an._analyze_chunk(text).sents[0]
    assert fg._pair_stated(info, info.quants[0], sent)
    chunks = [Chunk(chunk_id="c", text=text)]
    verdict = LexicalJudge().judge(Claim(claim_id="a", text=claim, citation_ids=["s"]), chunks)
    assert verdict.label != "contradicted", verdict.reason
    # The same two figures stated for another name do not count.
    other = (
        "The Brisa S weighs 19 kg and its 400 Wh battery gives a range of 60 km, while the "
        "Brisa X weighs 23 kg and carries a 600 Wh battery rated for 100 km."
    )
    mine = an._analyze_claim("The Brisa S carries a 600 Wh battery with a range of 100 km.")
    assert not fg._pair_stated(mine, mine.quants[1], an._analyze_chunk(other).sents[0])


def test_a_date_is_read_in_its_own_clause_past_relative_and_earlier_clauses() -> None:
    # ", who sold it in 1947" is a clause of its own: 1921 dates the death.
    relative = an._analyze_chunk(
        "After the founder's death in 1921, the hotel passed to his niece Ada Kroll, who sold "
        "it in 1947 to the Ostmark shipping line."
    ).sents[0]
    moved = an._analyze_claim("Ada Kroll sold the hotel to the Ostmark shipping line in 1921.")
    kept = an._analyze_claim("Ada Kroll sold the hotel to the Ostmark shipping line in 1947.")
    assert "1947" in fg._dated_in_other_clause(moved, relative)
    assert fg._dated_in_other_clause(kept, relative) == ""
    # An earlier clause with a deed of its own ("demolished") is no ellipsis.
    earlier = an._analyze_chunk(
        "A steel footbridge was added in 1968 for foot passengers, and the old stone quay was "
        "demolished in 1983 after flood damage."
    ).sents[0]
    added = an._analyze_claim("A steel footbridge for foot passengers was added in 1983.")
    assert "1968" in fg._dated_in_other_clause(added, earlier)
    # "... and the board in 1995" borrows the earlier clause's verb.
    borrowed = an._analyze_chunk("Ruth Obi joined the rowing club in 1990 and the board in 1995.")
    joined = an._analyze_claim("Ruth Obi joined the board in 1995.")
    assert fg._dated_in_other_clause(joined, borrowed.sents[0]) == ""
    # "which was replaced in 1952" refers back to the roof the earlier clause names.
    antecedent = an._analyze_chunk(
        "Fire gutted the hall in 1941, destroying the roof, which was replaced in 1952 by a "
        "lower slate one."
    ).sents[0]
    roof = an._analyze_claim("The slate roof of 1952 is lower than the hall's first roof.")
    assert fg._dated_in_other_clause(roof, antecedent) == ""


def test_every_said_of_another_thing_in_joined_sentences() -> None:
    parts = _parts(
        "The Alpenrose at Kessling was built in 1898 as a sanatorium, with covered verandas on "
        "every floor. In 1951 it was converted into a hotel with 64 rooms."
    )
    rooms = an._analyze_claim("Every one of the Alpenrose's 64 rooms has a covered veranda.")
    assert "floor" in gd._every_elsewhere(rooms, parts)
    floors = an._analyze_claim("Every floor of the Alpenrose has a covered veranda.")
    assert gd._every_elsewhere(floors, parts) == ""
    # "every five minutes" says how often, not of all.
    often = an._analyze_claim("The Alpenrose's bus runs every five minutes from its 64 rooms.")
    assert gd._every_elsewhere(often, parts) == ""


def test_a_slot_reads_past_a_span_of_time() -> None:
    from citeproof.judges._roles import _name_after_preposition

    (part,) = _parts(
        "She studied at the Brandt Academy of Music and taught for twelve years at the Lyon "
        "Conservatoire."
    )
    keys = part[1].keys
    moved = an._analyze_claim("She spent twelve years teaching at the Brandt Academy of Music.")
    assert "lyon" in _name_after_preposition(moved, part, keys)
    kept = an._analyze_claim("She spent twelve years teaching at the Lyon Conservatoire.")
    assert _name_after_preposition(kept, part, keys) == ""


def test_a_thing_lent_to_a_verb_by_another_sentence() -> None:
    from citeproof.judges._roles import _object_moved

    parts = _parts(
        "By 1950 the clinic had 90 beds and a fever ward. Its longest-serving director, Dr. "
        "Ada Mensah, ran it from 1961 to 1990 and added a laboratory and a children's wing."
    )
    lent = an._analyze_claim("Dr. Ada Mensah added a fever ward and a children's wing.")
    assert "lends" in _object_moved(lent, parts)
    own = an._analyze_claim("Dr. Ada Mensah added a laboratory and a children's wing.")
    assert _object_moved(own, parts) == ""
    # What the verb acts on stops at a figure or a preposition: "bred the myna 22 years after".
    timed = an._analyze_claim("Dr. Ada Mensah added a laboratory in 1975 after the fever ward.")
    assert _object_moved(timed, parts) == ""


def test_a_count_after_but_opens_a_subject_a_time_does_not() -> None:
    counted = an._tokens("Most were green, but one sheet of 50 was printed in brown.")
    at = next(i for i, t in enumerate(counted) if t.low == "but")
    assert gd._noun_next(counted, at)
    timed = an._tokens("It opened in 1950, but 40 years later it was closed.")
    at = next(i for i, t in enumerate(timed) if t.low == "but")
    assert not gd._noun_next(timed, at)


def test_sides_traded_behind_the_same_opening_word() -> None:
    from citeproof.judges._roles import _sides_mixed

    parts = _parts(
        "The Great Storm flooded the cellars of the Harbour Hotel but left it standing, while "
        "the nearby Pier Pavilion was destroyed."
    )
    traded = an._analyze_claim(
        "The Great Storm destroyed the Harbour Hotel, while the nearby Pier Pavilion was left "
        "standing."
    )
    assert "other's words" in _sides_mixed(traded, parts)
    kept = an._analyze_claim(
        "The Great Storm left the Harbour Hotel standing, while the nearby Pier Pavilion was "
        "destroyed."
    )
    assert _sides_mixed(kept, parts) == ""


def test_a_surname_takes_its_whole_names_role() -> None:
    from citeproof.judges._roles import _role_word

    def role_of(text: str, word: str) -> str:
        toks = an._tokens(text)
        return _role_word(text, 0, toks, next(i for i, t in enumerate(toks) if t.low == word))[0]

    assert role_of("In 2021 Marchetti sold her share to Owen Pryce.", "pryce") == "to"
    # A capitalised word that opens the sentence is no part of the name: the
    # surname's role is the one the name alone would have.
    assert role_of("After Sari Putri retired, Lestari took over.", "putri") == role_of(
        "After Putri retired, Lestari took over.", "putri"
    )
    # A noun after a possessive name takes the name's role.
    assert role_of("Pérac's heirs sold it in 1962.", "heirs") == "^"


def test_a_figure_moved_in_a_copy_is_read_only_with_the_same_owner() -> None:
    from citeproof.judges._roles import _figure_moved_in_copy

    def moved(claim: str, source: str) -> str:
        chunk = Chunk(chunk_id="c", text=source)
        return _figure_moved_in_copy(
            an._analyze_claim(claim), (chunk, an._analyze_chunk(source).sents[0])
        )

    source = (
        "The centre-right People's Union won 38 of the 90 seats, "
        "while the Social Democrats took 31."
    )
    # The same words around 38, but the Social Democrats' own figure: no move.
    assert moved("The Social Democrats won 31 of the 90 seats.", source) == ""
    swapped = source.replace("38", "_").replace("31", "38").replace("_", "31")
    assert moved(swapped, source) == "the claim has '31' where the source has '38'"
    # A figure of a list said alone takes no other's place.
    assert moved("Rents rose 9% in 2023.", "Rents rose 4% in 2022 and 9% in 2023.") == ""


@pytest.mark.parametrize(
    ("a", "b", "expected"),
    [
        ("marc", "march", True),  # a letter dropped
        ("halvorson", "halvorsen", True),  # a letter replaced
        ("smtih", "smith", True),  # two letters swapped
        ("fredric", "frederic", True),
        ("jon", "jan", False),  # too short to tell a slip from another name
        ("lindqvist", "halvorsen", False),
        ("london", "londres", False),  # two letters apart
        ("marc", "marc", False),
        ("b12", "b13", False),  # not a word
    ],
)
def test_misspelt_names(a: str, b: str, expected: bool) -> None:
    assert lx._misspelt(a, b) is expected
    assert lx._misspelt(b, a) is expected


@pytest.mark.parametrize(
    ("text", "copy"),
    [
        # The claim's words first stand inside a quotation, then as a
        # sentence of their own: the copy is the second, found where it starts.
        (
            '"Rents will rise by 4% in April," the council said. '
            "Rents will rise by 4% in April. Service charges are unchanged.",
            "Rents will rise by 4% in April.",
        ),
        # The sentence holds a double space, so the claim's words occur
        # verbatim only inside a longer sentence: the chunk's table of copies,
        # by normalised wording, still finds it.
        (
            "Rents will rise by 4% in April and May. Rents  will rise by 4% in April. "
            "Service charges are unchanged.",
            "Rents  will rise by 4% in April.",
        ),
    ],
    ids=["after-a-quotation", "other-spacing"],
)
def test_a_copy_is_the_unquoted_sentence_the_claim_words(text: str, copy: str) -> None:
    chunk = Chunk(chunk_id="k", text=text)
    found = lx._copied_sentence(lx._plain("Rents will rise by 4% in April."), [chunk])
    assert found is not None
    _, start, end = found
    assert text[start:end] == copy
    assert start == text.rindex(copy)


def test_no_copy_where_the_words_stand_inside_another_sentence() -> None:
    text = "In 2023 rents will rise by 4% in April and May. Service charges are unchanged."
    chunk = Chunk(chunk_id="k", text=text)
    assert lx._copied_sentence(lx._plain("Rents will rise by 4% in April."), [chunk]) is None


def test_a_joined_figure_is_not_read_for_a_noun_the_main_sentence_picks_by_comparison() -> None:
    def lent(claim: str, texts: list[str]) -> bool:
        parts = tuple(
            (Chunk(chunk_id=f"c{i}", text=t), an._analyze_chunk(t).sents[0])
            for i, t in enumerate(texts)
        )
        return lx._figure_for_relative_modifier(an._analyze_claim(claim), parts)

    ages = "The brothers, aged 19 and 24, both from Kelby, were arrested on Friday."
    main = "Officers traced the stolen tools to a lock-up rented by the older brother."
    assert lent(
        "Officers traced the stolen tools to a lock-up rented by the 19-year-old brother.",
        [ages, main],
    )
    # The main sentence's own figure, or no comparison in it, lends nothing wrongly.
    plain = main.replace("older", "24-year-old")
    assert not lent(
        "Officers traced the stolen tools to a lock-up rented by the 24-year-old brother.",
        [ages, plain],
    )
    assert not lent(
        "Officers traced the stolen tools to a lock-up rented by the 24-year-old brother.",
        [ages, main.replace("the older brother", "one brother")],
    )


def test_contrast_over_two_sentences_finds_deeds_traded_between_names() -> None:
    """A claim whose two contrasted clauses give each of two names the deed the other's
    sentence tells is crossed; the same claim with the names in place is not."""
    from citeproof.judges._roles import _contrast_crossed

    text = (
        "Lucy Penmarr reached 12 points on 2 May 2024, having been fined £400 in 2021 for "
        "speeding. Her co-defendant, Owen Draycott, reached 14 points the same day but had "
        "no earlier fines."
    )
    chunk = Chunk(chunk_id="c", text=text)
    parts = tuple((chunk, s) for s in an._analyze_chunk(text).sents)
    traded = an._analyze_claim(
        "Owen Draycott had been fined for speeding in 2021, whereas Lucy Penmarr had no "
        "earlier fines."
    )
    kept = an._analyze_claim(
        "Lucy Penmarr had been fined for speeding in 2021, whereas Owen Draycott had no "
        "earlier fines."
    )
    assert "each other's deeds" in _contrast_crossed(traded, parts)
    assert _contrast_crossed(kept, parts) == ""


def test_a_year_after_a_bound_the_sentence_goes_on_past_is_no_conflict() -> None:
    # "stayed at 18s until 1847 and then halved": "after 1847" is the sentence's
    # next step, not a year it denies; without "then" the bound stands.
    text = "The countess slate stayed at 18s per hundred until 1847 and then halved."
    sent = an._analyze_chunk(text).sents[0]
    until = next(p for p in sent.quants if p.cmp == "<=")
    after = an._analyze_claim("After 1847 a hundred countess slates sold for 9s.").quants[0]
    assert after.cmp == ">"
    chunk = Chunk(chunk_id="c", text=text)
    assert fg._then_after_bound(after, (chunk, sent), until)
    plain = "The countess slate stayed at 18s per hundred until 1847."
    psent = an._analyze_chunk(plain).sents[0]
    puntil = next(p for p in psent.quants if p.cmp == "<=")
    assert not fg._then_after_bound(after, (Chunk(chunk_id="c", text=plain), psent), puntil)


def test_a_word_after_by_where_the_sentence_has_another_is_replaced() -> None:
    # "by railway" against "by barge": another means in the same slot, which
    # the one missing word a long match may lack must not excuse.
    sent = an._analyze_chunk("Coal came by barge from Shelton at 9 shillings a ton.").sents[0]
    info = an._analyze_claim("Coal came from Shelton by railway at 9 shillings a ton.")
    railway = next(t for t in info.toks if t.low == "railway")
    assert lx._means_replaced(info, railway, sent)
    info = an._analyze_claim("Coal came from Shelton by barge at 9 shillings a ton.")
    barge = next(t for t in info.toks if t.low == "barge")
    assert not lx._means_replaced(info, barge, sent)


def test_a_figure_the_sentence_gives_as_a_gap_below_its_own() -> None:
    # "13s a week, two shillings more than the best hand folders": 11s is the
    # folders' figure; 12s is no one's.
    text = "The machine women were paid 13s a week, two shillings more than the best hand folders."
    sent = an._analyze_chunk(text).sents[0]
    home = (Chunk(chunk_id="c", text=text), sent)
    paid = sent.quants[0]
    eleven = an._analyze_claim("The best hand folders were paid 11s a week.").quants[0]
    twelve = an._analyze_claim("The best hand folders were paid 12s a week.").quants[0]
    assert fg._gap_of_claims(eleven, home, paid)
    assert not fg._gap_of_claims(twelve, home, paid)


def test_a_comparator_does_not_reach_past_another_figure() -> None:
    # "under 14 three-quarters of the list": "under" bounds the 14 only.
    found = [(a.text, a.cmp) for a in am.read("paid girls under 14 three-quarters of the list")]
    assert found == [("under 14", "<"), ("three-quarters", None)]
    # "after 12 noon" is one time, and still bounded.
    assert [a.cmp for a in am.read("collected after 12 noon")][-1] == ">"
    # A loan's term is no bound: "repayable over 50 years".
    assert [a.cmp for a in am.read("borrowed £6,300, repayable over 50 years")] == [None, None]
