"""The lexical judge, specified by realistic cases (tests/data/lexical/cases.json).

Each case gives cited chunks, a claim and the label the judge must reach
after evidence verification; some also pin evidence text or words the reason
must name. The remaining tests pin the plug-in contract: offsets into the
original chunk text, determinism, thread safety and options.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from citeproof.evidence import verify
from citeproof.judges import Judge, lexical, make_judge
from citeproof.judges._amounts import entails, excludes, read
from citeproof.judges._analysis import _analyze_claim
from citeproof.judges._figures import _derivable, _says_how_often
from citeproof.judges._roles import _items, _sentence_doers, _whole_of_part
from citeproof.judges.lexical import LexicalJudge
from citeproof.models import Chunk, Claim

CASES = json.loads((Path(__file__).parent / "data" / "lexical" / "cases.json").read_text("utf-8"))


def _chunks(case: dict) -> list[Chunk]:
    titles = case.get("titles") or [None] * len(case["chunks"])
    documents = case.get("document_ids") or [f"doc-{i}" for i in range(len(case["chunks"]))]
    return [
        Chunk(chunk_id=f"{case['id']}:{i}", document_id=doc, title=title, text=text)
        for i, (text, title, doc) in enumerate(zip(case["chunks"], titles, documents, strict=True))
    ]


def _claim(text: str) -> Claim:
    return Claim(claim_id="c1", text=text, citation_ids=["s1"])


@pytest.fixture(scope="module")
def judge() -> LexicalJudge:
    return LexicalJudge()


@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_case(judge: LexicalJudge, case: dict) -> None:
    chunks = _chunks(case)
    verdict = judge.judge(_claim(case["claim"]), chunks)
    checked = verify(verdict, chunks)
    assert checked.label == case["label"], checked.reason
    assert 0.0 <= checked.confidence <= 1.0
    assert checked.reason
    by_id = {c.chunk_id: c for c in chunks}
    for span in verdict.evidence:
        assert by_id[span.chunk_id].text[span.start : span.end] == span.text
    if case["label"] != "insufficient":
        # Nothing was repaired or dropped: the judge's own spans verify.
        assert checked.evidence == tuple(verdict.evidence)
        assert not checked.codes
    for text in case.get("evidence", []):
        assert text in [span.text for span in checked.evidence]
    if "evidence_chunks" in case:
        assert len({span.chunk_id for span in checked.evidence}) == case["evidence_chunks"]
    for word in case.get("reason", []):
        assert word.lower() in checked.reason.lower(), checked.reason


def test_evidence_offsets_point_into_original_text(judge: LexicalJudge) -> None:
    # Non-ASCII punctuation, a line break and double spaces before the sentence.
    text = (
        "Section 4 \u2014 \u201cRetention\u201d\n\n"
        "Invoices  are kept for  ten years.   Audit logs are retained for\n30 days."
    )
    chunk = Chunk(chunk_id="policy:4", text=text)
    verdict = judge.judge(_claim("Audit logs are retained for 30 days."), [chunk])
    assert verdict.label == "supported"
    (span,) = verdict.evidence
    assert text[span.start : span.end] == span.text == "Audit logs are retained for\n30 days."
    assert verify(verdict, [chunk]).label == "supported"


def test_evidence_is_the_sentence_not_the_chunk(judge: LexicalJudge) -> None:
    text = (
        "Acme Cloud was founded in 2012. Its Frankfurt region opened in 2019. "
        "The Frankfurt region stores customer data in Germany only. Support is available 24/7."
    )
    chunk = Chunk(chunk_id="k", text=text)
    verdict = judge.judge(_claim("The Frankfurt region stores customer data in Germany."), [chunk])
    assert verdict.label == "supported"
    assert [s.text for s in verdict.evidence] == [
        "The Frankfurt region stores customer data in Germany only."
    ]


def test_no_chunks_is_insufficient(judge: LexicalJudge) -> None:
    verdict = judge.judge(_claim("Audit logs are retained for 30 days."), [])
    assert verdict.label == "insufficient"
    assert verdict.evidence == []


def test_registered_and_describes_itself() -> None:
    judge = make_judge("lexical")
    assert isinstance(judge, Judge)
    assert judge.name == "lexical"
    assert judge.model is None
    assert judge.prompt_version and judge.prompt_version.startswith("lexical-")


def test_options() -> None:
    with pytest.raises(TypeError):
        LexicalJudge(temperature=0.2)  # type: ignore[call-arg]
    with pytest.raises(ValueError):
        LexicalJudge(min_content=0)
    case = next(c for c in CASES if c["id"] == "negation-not")
    chunks = _chunks(case)
    cautious = LexicalJudge(allow_contradiction=False)
    assert cautious.judge(_claim(case["claim"]), chunks).label == "insufficient"
    for case_id in ("title-names-the-implicit-topic", "document-id-read-as-title"):
        case = next(c for c in CASES if c["id"] == case_id)
        claim, chunks = _claim(case["claim"]), _chunks(case)
        assert LexicalJudge().judge(claim, chunks).label == "supported"
        untitled = LexicalJudge(titles=False).judge(claim, chunks)
        assert untitled.label == "insufficient"
        assert "germany" in untitled.reason
    # The option reaches the judge from the Python API.
    from citeproof import Checker, load_policy

    checker = Checker(load_policy("standard"), "lexical", judge_options={"titles": False})
    assert checker.judge.titles is False  # type: ignore[attr-defined]


def _all_verdicts(judge: LexicalJudge, cases: list[dict]) -> list[tuple]:
    out = []
    for case in cases:
        v = judge.judge(_claim(case["claim"]), _chunks(case))
        out.append((v.label, v.reason, v.confidence, tuple(v.evidence)))
    return out


def test_deterministic_across_instances_and_order() -> None:
    first = _all_verdicts(LexicalJudge(), CASES)
    again = _all_verdicts(LexicalJudge(), CASES)
    backwards = _all_verdicts(LexicalJudge(), CASES[::-1])[::-1]
    assert first == again == backwards


_RUN_ALL = """
import json, sys
from citeproof.judges import lexical
from citeproof.judges.lexical import LexicalJudge
from citeproof.models import Chunk, Claim
judge = LexicalJudge()
out = []
for case in json.load(open(sys.argv[1], encoding="utf-8")):
    chunks = [Chunk(chunk_id=str(i), text=t) for i, t in enumerate(case["chunks"])]
    out.append(judge.judge(Claim(claim_id="c1", text=case["claim"]), chunks).model_dump())
print(json.dumps(out))
"""


def test_deterministic_across_hash_seeds() -> None:
    # Set and dict order of strings changes with PYTHONHASHSEED; verdicts must not.
    path = Path(__file__).parent / "data" / "lexical" / "cases.json"
    runs = []
    # (Seeds 1 and 3 read a set of particle pairs in different orders, which
    # once gave "two-particles-traded-read-in-a-fixed-order" two reasons.)
    for seed in ("1", "2", "3"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        done = subprocess.run(
            [sys.executable, "-c", _RUN_ALL, str(path)],
            env=env,
            capture_output=True,
            text=True,
            check=True,
        )
        runs.append(json.loads(done.stdout))
    assert runs[0] == runs[1] == runs[2]


def _clear_caches() -> None:
    for cached in (lexical._analyze_chunk, lexical._analyze_claim, lexical._joint_index):
        cached.cache_clear()


def test_thread_safe() -> None:
    judge = LexicalJudge()
    serial = _all_verdicts(judge, CASES)
    for _ in range(3):
        # Cold caches, so that threads race to analyse the same chunks.
        _clear_caches()
        work = CASES * 8
        with ThreadPoolExecutor(max_workers=8) as pool:
            results = list(pool.map(lambda c: _all_verdicts(judge, [c])[0], work))
        assert results == serial * 8


def test_bench_script_reports_per_file(tmp_path: Path) -> None:
    bench = Path(__file__).parent.parent / "bench" / "judge_accuracy.py"
    lines = []
    for n, case in enumerate(CASES[:12]):
        retrieved = [
            {"chunk_id": f"k{i}", "document_id": "d", "text": t}
            for i, t in enumerate(case["chunks"])
        ]
        citations = [{"citation_id": f"s{i}", "chunk_id": f"k{i}"} for i in range(len(retrieved))]
        claim = {"claim_id": "c1", "text": case["claim"], "citation_ids": ["s0"]}
        response = {"answer": case["claim"], "claims": [claim], "citations": citations}
        line = {"case_id": f"t{n}", "retrieved": retrieved, "response": response}
        line["labels"] = {"c1": case["label"]}
        lines.append(json.dumps(line))
    data = tmp_path / "cases.jsonl"
    data.write_text("\n".join(lines) + "\n", encoding="utf-8")
    args = [sys.executable, str(bench), str(data), "--json"]
    done = subprocess.run(args, capture_output=True, text=True, check=True)
    report = json.loads(done.stdout)
    assert report["claims"] == 12
    assert set(report) >= {"confusion", "macro_f1", "false_accept_rate", "false_accusation_rate"}
    speed = subprocess.run(
        [sys.executable, str(bench), "--speed", "--claims", "200", "--json"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert json.loads(speed.stdout)["claims_per_second"] > 0
    ceiling = bench.with_name("lexical_ceiling.py")
    table = subprocess.run(
        [sys.executable, str(ceiling), str(data)], capture_output=True, text=True, check=True
    ).stdout.splitlines()
    supported = sum(c["label"] == "supported" for c in CASES[:12])
    assert table[0] == f"== cases.jsonl  ({supported} gold supported, {12 - supported} not)"
    # The cumulative recall reaches every supported claim in the last row.
    assert table[-1].split()[2] == "(100.0%)"
    # These cases restate their source, so most need no missing word.
    assert int(table[2].split()[1]) >= supported - 2
    # The library comparison runs whether or not the optional libraries are installed.
    choices = subprocess.run(
        [sys.executable, str(bench.with_name("library_choices.py")), str(data)],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    for section in (
        "== sentence splitting",
        "== reading figures",
        "== unit conversion",
        "== lemmatisation",
    ):
        assert section in choices


@pytest.mark.parametrize(
    ("source", "claim", "entailed", "excluded"),
    [
        ("On 18 August 2013 he scored.", "Before 20 August 2013 he scored.", True, False),
        ("On 18 August 2013 he scored.", "Before 10 August 2013 he scored.", False, True),
        ("On 24 August he scored.", "After 22 August he scored.", True, False),
        ("On 24 August he scored.", "Before 22 August he scored.", False, True),
        # Year-less dates far apart may be of different years; one dated, one not.
        ("On 30 December he scored.", "Before 20 March he scored.", False, False),
        ("On 24 August he scored.", "After 22 August 2013 he scored.", False, False),
        ("On 24 August 2013 he scored.", "After 22 August he scored.", False, False),
    ],
)
def test_date_bounds(source: str, claim: str, entailed: bool, excluded: bool) -> None:
    (src,) = read(source)
    (bound,) = read(claim)
    assert entails(src, bound) is entailed
    assert excludes(src, bound) is excluded


@pytest.mark.parametrize(
    ("text", "counts"),
    [
        ("The team won one league title.", [("one", None)]),
        ("Only one patient reported side effects.", [("one", None)]),
        ("More than one patient reported side effects.", [("More than one", ">")]),
        ("She is one of the founders.", []),
        ("No one answered the call.", []),
        ("At one point the office closed.", []),
        ("They helped one another.", []),
        ("The deal is worth one million euros.", [("one million euros", None)]),
        ("The ban lasted one year.", [("one year", None)]),
        ("Someone phoned; nobody was done.", []),
    ],
)
def test_a_determiner_one_is_read_as_a_count(text: str, counts: list) -> None:
    assert [(a.text, a.cmp) for a in read(text)] == counts


@pytest.mark.parametrize(
    ("text", "bound"),
    [
        ("He scored before the 58th minute.", ("before the 58th", "<")),
        ("He scored after the 57th minute.", ("after the 57th", ">")),
        ("She was in a grade higher than 5th grade.", ("higher than 5th", ">")),
        ("He scored in the 57th minute.", ("57th", None)),
    ],
)
def test_ordinals_take_bounds(text: str, bound: tuple) -> None:
    assert [(a.text, a.cmp) for a in read(text)] == [bound]


@pytest.mark.parametrize(
    ("text", "bound"),
    [
        (
            "The deposit cannot be more than five weeks' rent.",
            ("cannot be more than five weeks", "<="),
        ),
        (
            "Rent cannot be increased more than 2 times a year.",
            ("cannot be increased more than 2", "<="),
        ),
        ("Applicants must not be less than 18 years old.", ("not be less than 18 years old", ">=")),
        ("He did not score more than 20 points.", ("more than 20", ">")),
    ],
)
def test_a_negated_comparator_is_the_opposite_bound(text: str, bound: tuple) -> None:
    # The same words the negation rule reads as a bound, not as a negation.
    assert [(a.text, a.cmp) for a in read(text)] == [bound]


@pytest.mark.parametrize(
    ("text", "read_as"),
    [
        ("Flights arriving four or more hours late qualify.", ("four or more hours", "duration")),
        ("Bags of 23 or more kg pay a fee.", ("23 or more kg", "measure:mass")),
        ("Refunds take 5 or fewer days.", ("5 or fewer days", "duration")),
        ("Families with 2 or more children pay less.", ("2 or more", "number:None")),
        ("Passengers aged 65 or over travel free.", ("65 or over", "number:None")),
    ],
)
def test_a_unit_after_or_more_is_the_bounds(text: str, read_as: tuple) -> None:
    assert [(a.text, a.family) for a in read(text)] == [read_as]


def test_reason_says_where_a_missing_word_is() -> None:
    """A claim word the cited text has, outside the closest sentence, is not "unmentioned"."""
    chunks = [
        Chunk(
            chunk_id="nda:2",
            text=(
                "The Recipient shall keep all Confidential Information of the Discloser secret "
                "and shall not publish Confidential Information in any form. The Recipient may "
                "give copies of reports to its employees who need them."
            ),
        )
    ]
    verdict = LexicalJudge().judge(
        _claim("The Recipient may publish Confidential Information to its employees."), chunks
    )
    assert verdict.label == "insufficient"
    assert "does not mention" not in verdict.reason
    assert "lacks 'employees'" in verdict.reason
    assert "only in other sentences" in verdict.reason
    absent = LexicalJudge().judge(
        _claim("The Recipient may publish Confidential Information to its auditors."), chunks
    )
    assert "does not mention 'auditors'" in absent.reason


@pytest.mark.parametrize(
    "text",
    [
        "The thirteenth amendment was ratified without debate.",
        "Zero defects were found in the nineteenth batch.",
        "It was the club's hundredth season.",
    ],
)
def test_chunk_and_claim_read_the_same_figures_without_digits(text: str) -> None:
    # A chunk skips figure reading when it has no digit and no number word;
    # every number word the reader knows must count as one.
    from citeproof.judges._analysis import _analyze_chunk, _analyze_claim

    in_chunk = [a.text for s in _analyze_chunk(text).sents for a in s.quants]
    assert in_chunk == [a.text for a in _analyze_claim(text).quants]
    assert in_chunk == [a.text for a in read(text)]


@pytest.mark.parametrize(
    ("text", "read_as"),
    [
        # An age is the plain number of years rules give ("aged 12", "under 6").
        ("a 15-year-old", [("15-year-old", None, 15.0)]),
        ("a class of 15-year-olds", [("15-year-olds", None, 15.0)]),
        ("she was 15 years old", [("15 years old", None, 15.0)]),
        ("children aged 12 and over", [("12 and over", ">=", 12.0)]),
        ("pupils aged 11 and under", [("11 and under", "<=", 11.0)]),
        # A span of years that is no age stays a duration, in months.
        ("the 15-year lease", [("15-year", None, 180.0)]),
        ("a 2-month-old puppy", [("2-month", None, 2.0)]),
    ],
)
def test_ages_read_as_plain_numbers_of_years(text: str, read_as: list) -> None:
    assert [(a.text, a.cmp, a.q.value) for a in read(text)] == read_as


@pytest.mark.parametrize(
    ("claim", "derivable"),
    [
        ("Leaders Brentmoor have 64 points.", True),  # 58 + 6
        ("The Greens led by 8 percentage points.", True),  # 46% - 38%
        ("The college made roughly 8,200 offers.", True),  # 45% of 18,200
        ("Bottom club Dalwick have 21 points.", False),
        ("Bottom club Dalwick have 5 points.", False),  # under 10: too easily a difference
        ("Ashford won by three goals.", True),  # but a score's margin: 4–1
        ("Ashford are on 58 points.", False),  # written in the text: judged as such
    ],
)
def test_a_figure_worked_out_from_two_of_the_text(claim: str, derivable: bool) -> None:
    text = (
        "Ashford Town beat Corby 4–1 and are now on 58 points, six points behind leaders "
        "Brentmoor. Bottom club "
        "Dalwick remain on 17 points. In the March poll, 46% backed the Greens and 38% the "
        "Liberals. The college received 18,200 applications and made offers to 45% of them."
    )
    q = _analyze_claim(claim).quants[-1]
    assert _derivable(q, (Chunk(chunk_id="k", text=text),)) is derivable


@pytest.mark.parametrize(
    ("text", "how_often"),
    [
        ("Check the slack every 1,000 km.", True),
        ("Replace the filter every other 3 months.", True),
        ("Inspect the pump at 500-hour intervals.", True),
        ("Space the doses 6 hours apart.", True),
        ("Earn 1 point for every 2 pounds spent.", False),  # a rate's measure
        ("Correct slack is 25 mm.", False),
    ],
)
def test_a_figure_that_tells_how_often(text: str, how_often: bool) -> None:
    q = _analyze_claim(text).quants[0]
    assert _says_how_often(text, q) is how_often


@pytest.mark.parametrize(
    ("text", "whole"),
    [
        ("The council appoints four of the Ravelle's nine trustees.", "nine"),
        ("It closed 12 of its 40 branches.", "40"),
        ("The board has nine trustees and four members.", None),
    ],
)
def test_the_whole_a_part_is_of(text: str, whole: str | None) -> None:
    wholes = [q.text for q in _analyze_claim(text).quants if _whole_of_part(text, q)]
    assert wholes == ([whole] if whole else [])


@pytest.mark.parametrize(
    ("text", "parts"),
    [
        (
            "Prices ranged from fourpence in the gallery to two shillings in the stalls.",
            ["Prices ranged from fourpence in the gallery to", "two shillings in the stalls."],
        ),
        # a range without words at its first end stays one part
        ("The wait rose from 34 weeks to 39 weeks.", ["The wait rose from 34 weeks to 39 weeks."]),
    ],
)
def test_a_range_told_with_words_at_each_end_is_two_items(text: str, parts: list) -> None:
    assert [text[a:b].strip() for a, b in _items(text, 0, len(text))] == parts


@pytest.mark.parametrize(
    ("text", "doers"),
    [
        # a verb joined on with "and" keeps the subject, past a description
        (
            "Regional carrier Brantair has agreed to sell 14 aircraft to Skyvault for $310"
            " million and lease them back.",
            [("lease", {"brantair"})],
        ),
        # the name a relative clause is about, species epithet and all
        (
            "It is attacked by a parasitic wasp, Apanteles dorseyi, which lays its eggs inside"
            " the caterpillars.",
            [("lays", {"apanteles", "dorseyi"})],
        ),
        # a light first verb ("owns") still has its subject
        (
            "The County Museum of Art owns the chalice and has lent it to the trust.",
            [("lent", {"county", "museum", "art"})],
        ),
        # a pronoun subject names no doer
        ("It introduced search dogs in 1946 and bought its first lifeboat.", []),
        # "and" after a name may join two names, not two verbs
        ("Brantair sold 14 aircraft to Skyvault and Norvest the rest.", []),
        # a relative clause between: the joined verb may be its name's
        (
            "Brantair sold 14 aircraft to Skyvault, which bought them and leases them.",
            [("bought", {"skyvault"})],
        ),
        # a verb after the subject, not a description: "Parliament backed Tellus"
        (
            "Parliament backed the Tellus plan and praised its authors.",
            [("praised", {"parliament"})],
        ),
        # a passive after "who" names no doer
        ("The prize went to Mara Ilves, who was beaten in 2019.", []),
    ],
)
def test_doers_of_joined_verbs_and_relative_clauses(text: str, doers: list) -> None:
    toks = _analyze_claim(text).toks
    found = [
        (d.low, {t.low for t in toks if t.key in who}) for d, who in _sentence_doers(text, toks)
    ]
    assert found == doers


def test_probe_script_counts_each_kind_and_refuses_held_out_files(tmp_path: Path) -> None:
    probes = Path(__file__).parent.parent / "bench" / "probes.py"
    source = (
        "In 2019 Harlow Mills sold its Kelby plant to Norden Foods for £4 million. "
        "Output rose from 120 tonnes to 180 tonnes a week, and Norden may add a second line."
    )
    case = {
        "case_id": "p1",
        "retrieved": [{"chunk_id": "k0", "text": source}],
        "response": {"answer": "x", "claims": [], "citations": []},
    }
    data = tmp_path / "written-dev-probe.jsonl"
    data.write_text(json.dumps(case) + "\n", encoding="utf-8")
    done = subprocess.run(
        [sys.executable, str(probes), str(data), "--json", "--show", "5"],
        capture_output=True,
        text=True,
        check=True,
    )
    report = json.loads(done.stdout)
    assert list(report) == ["names", "figures", "flips", "hedges", "moves", "copies", "clauses"]
    for kind, row in report.items():
        assert row["probes"] == row["supported"] + row["contradicted"] + row["insufficient"]
        slips = row["contradicted"] if kind in ("copies", "clauses") else row["supported"]
        assert len(row["shown"]) == min(5, slips)
    # The sentences themselves, and the clause "Norden may add a second line".
    assert report["copies"]["probes"] == 2 and report["copies"]["contradicted"] == 0
    assert report["clauses"]["probes"] == 2 and report["clauses"]["contradicted"] == 0
    # "Norden Foods sold its Kelby plant to Harlow Mills" is built and not accepted.
    assert report["names"]["probes"] >= 1
    assert report["names"]["contradicted"] >= 1
    # 120 and 180 traded, "rose" turned to "fell", "may" made "will".
    assert report["figures"]["probes"] >= 1 and report["figures"]["supported"] == 0
    assert report["flips"]["probes"] >= 1 and report["hedges"]["probes"] == 1
    held = tmp_path / "written-heldout-9.jsonl"
    held.write_text(json.dumps(case) + "\n", encoding="utf-8")
    refused = subprocess.run(
        [sys.executable, str(probes), str(held)], capture_output=True, text=True, check=False
    )
    assert refused.returncode == 2
    assert refused.stderr.strip().splitlines() == [
        "error: written-heldout-9.jsonl is held out; probes are built from development files only"
    ]
