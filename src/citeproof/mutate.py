"""Mutation testing for the gate: corrupt trusted cases in known ways, see what is caught.

From cases a user trusts, :func:`mutants` makes controlled corruptions, each
with a known expected outcome, and :func:`selftest` runs the pipeline on the
originals and on the mutants and reports, per mutation kind, how often the
gate caught the corruption (the expected signal appeared *and* the case did
not pass). A mutant whose expected signal is already present in its
original's result proves nothing, so such mutants are counted apart
("baseline already flagged") and left out of the detection rate.

Each mutation changes one thing and keeps the rest of the case consistent
(a claim edit is carried into the answer text, so it does not also trip
``answer_not_covered``). Everything is seeded: the same cases and seed give
the same mutants, byte for byte, whatever the order of the cases in the file.
"""

from __future__ import annotations

import copy
import random
import re
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

import orjson

from .models import Result
from .pipeline import Checker
from .runner import open_input, read_lines
from .schema import parse_case
from .text import find_folded, words

Mutant = dict[str, Any]
_WORD_RE = re.compile(r"[A-Za-z]{4,}")

# Expected outcomes are lists of signals; any one of them, together with a
# decision other than pass, counts as detected.
#   {"code": "chunk_not_retrieved"}                  finding with that code (anywhere)
#   {"code": "number_not_in_source", "claim": True}  finding on the mutated claim
#   {"label_not": "supported", "claim": True}        mutated claim not labelled supported
KINDS: dict[str, str] = {
    "fabricated_chunk": "a citation's chunk_id swapped for a chunk that was not retrieved",
    "edited_quote": "a citation's quote edited so that it is no longer in the chunk",
    "dropped_citations": "every citation of a material claim removed",
    "changed_number": "a number, date or unit of a supported claim changed",
    "negation": "a negation inserted into or removed from a supported claim",
    "swapped_entity": "a name in a supported claim swapped for one the sources do not mention",
    "uncited_sentence": "a sentence no claim covers added to the answer",
}
CONTENT_KINDS = frozenset({"changed_number", "negation", "swapped_entity"})


def _rng(seed: int, case_id: str, kind: str) -> random.Random:
    # Seeded per case and kind, so a mutant does not depend on which other cases are in the file.
    return random.Random(f"{seed}:{case_id}:{kind}")


def _chunks(case: dict[str, Any]) -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    for ch in case["retrieved"]:
        out.setdefault(ch["chunk_id"], ch)
    return out


def _citations(case: dict[str, Any]) -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    for cit in case["response"].get("citations", []):
        out.setdefault(cit["citation_id"], cit)
    return out


def _cited_text(case: dict[str, Any], claim: dict[str, Any]) -> str:
    chunks, cits = _chunks(case), _citations(case)
    texts = []
    for cid in claim.get("citation_ids", []):
        cit = cits.get(cid)
        if cit and cit["chunk_id"] in chunks:
            texts.append(chunks[cit["chunk_id"]]["text"])
    return "\n".join(texts)


def _usable_claims(case: dict[str, Any], *, need_supported: bool) -> list[dict[str, Any]]:
    """Material claims whose citations reach a retrieved chunk (gold-supported when asked)."""
    labels = case.get("labels") or {}
    out = []
    for claim in case["response"]["claims"]:
        if not claim.get("material", True) or not _cited_text(case, claim):
            continue
        if need_supported and labels and labels.get(claim["claim_id"]) != "supported":
            continue
        out.append(claim)
    return out


def _replace_once(text: str, old: str, new: str) -> str | None:
    i = text.find(old)
    return None if i < 0 else text[:i] + new + text[i + len(old) :]


def _rewrite_claim(
    case: dict[str, Any], claim: dict[str, Any], new_text: str, old_piece: str, new_piece: str
) -> None:
    """Change a claim's text and carry the change into the answer, where it can be found."""
    answer = case["response"]["answer"]
    updated = _replace_once(answer, claim["text"], new_text)
    if updated is None and old_piece and answer.count(old_piece) == 1:
        updated = _replace_once(answer, old_piece, new_piece)
    if updated is None and len(case["response"]["claims"]) == 1:
        updated = new_text
    if updated is not None:
        case["response"]["answer"] = updated
    claim["text"] = new_text


def _forget_label(case: dict[str, Any], claim_id: str) -> None:
    # The edited claim's truth is no longer known exactly (contradicted or insufficient).
    labels = case.get("labels")
    if labels and claim_id in labels:
        del labels[claim_id]
        if not labels:
            case.pop("labels")


@dataclass(frozen=True)
class Change:
    """What a mutation did and what should follow from it."""

    note: str
    expect: list[dict[str, Any]]
    claim_id: str | None = None
    citation_id: str | None = None


Mutation = Callable[[dict[str, Any], random.Random, "Pool"], Change | None]


@dataclass
class Pool:
    """Material borrowed across cases: chunk ids, names and sentences from other cases."""

    chunk_ids: list[str] = field(default_factory=list)
    names: list[str] = field(default_factory=list)
    sentences: list[str] = field(default_factory=list)
    vocabulary: list[str] = field(default_factory=list)

    @classmethod
    def from_cases(cls, cases: Sequence[dict[str, Any]]) -> Pool:
        # Sorted, so that the pool depends on which cases there are, not on their order.
        chunk_ids: set[str] = set()
        names: set[str] = set()
        sentences: set[str] = set()
        for case in cases:
            for ch in case["retrieved"]:
                chunk_ids.add(ch["chunk_id"])
                names.update(_names(ch["text"]))
            for claim in case["response"]["claims"]:
                if claim.get("material", True):
                    sentences.add(claim["text"].strip())
        vocabulary = {w for s in sentences for w in _WORD_RE.findall(s)}
        return cls(sorted(chunk_ids), sorted(names), sorted(sentences), sorted(vocabulary))


def _pick(rng: random.Random, items: Sequence[str], ok: Callable[[str], bool]) -> str | None:
    """A random item satisfying *ok*: a few random draws, then a scan from a random start."""
    if not items:
        return None
    for _ in range(40):
        item = rng.choice(items)
        if ok(item):
            return item
    start = rng.randrange(len(items))
    for i in range(len(items)):
        item = items[(start + i) % len(items)]
        if ok(item):
            return item
    return None


# Invented stand-ins, used when the input has too little material of its own.
_FALLBACK_NAMES = ("Valdoria", "Quenton Marsh", "Oskarsby", "Brightwater Analytics", "Lake Imrel")
_FALLBACK_SENTENCES = (
    "Every customer also receives a lifetime replacement guarantee.",
    "The figures were independently audited by the regional ombudsman.",
    "This arrangement was extended to all overseas subsidiaries last spring.",
)


def fabricated_chunk(case: dict[str, Any], rng: random.Random, pool: Pool) -> Change | None:
    cits = _citations(case)
    retrieved = set(_chunks(case))
    candidates = [
        (claim, cid)
        for claim in _usable_claims(case, need_supported=False)
        for cid in claim.get("citation_ids", [])
        if cid in cits and cits[cid]["chunk_id"] in retrieved
    ]
    if not candidates:
        return None
    claim, cid = rng.choice(candidates)
    cit = next(c for c in case["response"]["citations"] if c["citation_id"] == cid)
    old = cit["chunk_id"]
    # A real chunk id from another case is the realistic slip; invent one if there is none.
    new = _pick(rng, pool.chunk_ids, lambda c: c not in retrieved)
    new = new or f"{old}#not-retrieved-{rng.randrange(10**6)}"
    while new in retrieved:  # pragma: no cover - a fabricated id that collides
        new += "x"
    cit["chunk_id"] = new
    return Change(
        note=f"citation {cid!r}: chunk {old!r} -> {new!r}",
        expect=[{"code": "chunk_not_retrieved"}],
        claim_id=claim["claim_id"],
        citation_id=cid,
    )


def edited_quote(case: dict[str, Any], rng: random.Random, pool: Pool) -> Change | None:
    chunks, cits = _chunks(case), _citations(case)
    candidates = [
        (claim, cid)
        for claim in _usable_claims(case, need_supported=False)
        for cid in claim.get("citation_ids", [])
        if cid in cits and cits[cid]["chunk_id"] in chunks
    ]
    if not candidates:
        return None
    claim, cid = rng.choice(candidates)
    cit = next(c for c in case["response"]["citations"] if c["citation_id"] == cid)
    chunk_text = chunks[cit["chunk_id"]]["text"]
    quote = cit.get("quote") or _best_sentence(chunk_text, claim["text"])
    spots = list(_WORD_RE.finditer(quote))
    vocabulary = pool.vocabulary or ["meanwhile"]
    for _ in range(20):
        if not spots:
            break
        m = rng.choice(spots)
        word = rng.choice(vocabulary)
        word = word.lower() if m.group().islower() else word  # keep the quote's casing
        if word.lower() == m.group().lower():
            continue
        edited = quote[: m.start()] + word + quote[m.end() :]
        if find_folded(chunk_text, edited) is None:
            break
    else:
        return None
    if not spots:
        edited = quote + " " + rng.choice(vocabulary)
        if find_folded(chunk_text, edited) is not None:
            return None
    cit["quote"] = edited
    # Offsets would now disagree with the quote too; drop them to test one thing at a time.
    cit.pop("start", None)
    cit.pop("end", None)
    return Change(
        note=f"citation {cid!r}: quote {quote[:60]!r} -> {edited[:60]!r}",
        expect=[{"code": "quote_not_in_chunk"}],
        claim_id=claim["claim_id"],
        citation_id=cid,
    )


def _best_sentence(text: str, claim: str) -> str:
    from .text import split_sentences

    wanted = set(words(claim))
    best, best_score = text[:200], -1
    for start, end in split_sentences(text):
        sentence = text[start:end]
        score = len(wanted & set(words(sentence)))
        if score > best_score:
            best, best_score = sentence, score
    return best


def dropped_citations(case: dict[str, Any], rng: random.Random, pool: Pool) -> Change | None:
    candidates = [
        c for c in case["response"]["claims"] if c.get("material", True) and c.get("citation_ids")
    ]
    if not candidates:
        return None
    claim = rng.choice(candidates)
    dropped = list(claim["citation_ids"])
    claim["citation_ids"] = []
    still_used = {cid for c in case["response"]["claims"] for cid in c.get("citation_ids", [])}
    # Citations nobody uses any more go too, so unused_citation does not muddy the picture.
    case["response"]["citations"] = [
        cit
        for cit in case["response"].get("citations", [])
        if cit["citation_id"] in still_used or cit["citation_id"] not in dropped
    ]
    return Change(
        note=f"claim {claim['claim_id']!r}: citations {dropped} removed",
        expect=[{"code": "missing_citation", "claim": True}],
        claim_id=claim["claim_id"],
    )


_MONTHS = (
    "January February March April May June July August September October November December"
).split()
_UNIT_SWAPS = {
    "days": "weeks", "weeks": "months", "months": "years", "years": "decades",
    "hours": "days", "minutes": "hours", "seconds": "minutes", "day": "week", "week": "month",
    "month": "year", "year": "decade", "hour": "day", "minute": "hour",
    "percent": "points", "kg": "g", "km": "miles",
    "miles": "km", "million": "billion", "billion": "million", "thousand": "million",
    "meters": "feet", "feet": "meters", "mg": "g", "grams": "kilograms",
}  # fmt: skip
_NUMBER = re.compile(
    r"(?<![\w.,])\d{1,3}(?:,\d{3})+(?:\.\d+)?(?![\w,]*\d)|(?<![\w.,])\d+(?:\.\d+)?"
)
_UNIT = re.compile(r"(?<=\d )(" + "|".join(_UNIT_SWAPS) + r")\b")
_MONTH = re.compile(r"\b(" + "|".join(_MONTHS) + r")\b")


def _new_number(token: str, rng: random.Random) -> str:
    plain = token.replace(",", "")
    if "." in plain:
        frac = plain.split(".")[1]
        value = float(plain) + rng.choice([1, 2, 3, 5]) * (10 ** -len(frac)) * rng.choice([7, 11])
        out = f"{value:.{len(frac)}f}"
    else:
        n = int(plain)
        if 1800 <= n <= 2100:  # a year: move it a few years
            out = str(n + rng.choice([-7, -3, 2, 5, 9]))
        else:
            out = str(max(n * rng.choice([2, 3]) + rng.choice([1, 3, 7]), n + 1))
    if "," in token and "." not in plain:
        out = f"{int(out):,}"
    return out


def changed_number(case: dict[str, Any], rng: random.Random, pool: Pool) -> Change | None:
    options = []
    for claim in _usable_claims(case, need_supported=True):
        text = claim["text"]
        for m in _NUMBER.finditer(text):
            options.append((claim, m.start(), m.end(), "number"))
        for m in _MONTH.finditer(text):
            options.append((claim, m.start(), m.end(), "month"))
        for m in _UNIT.finditer(text):
            options.append((claim, m.start(1), m.end(1), "unit"))
    if not options:
        return None
    for _ in range(10):
        claim, start, end, what = rng.choice(options)
        text = claim["text"]
        old = text[start:end]
        if what == "number":
            new = _new_number(old, rng)
        elif what == "month":
            new = rng.choice([mo for mo in _MONTHS if mo != old])
        else:
            new = _UNIT_SWAPS[old]
        source = _cited_text(case, claim)
        if new.strip() and new.strip().lower() not in source.lower():
            break
    else:
        return None
    lo, hi = max(0, start - 12), min(len(text), end + 12)
    new_text = text[:start] + new + text[end:]
    piece_old, piece_new = text[lo:hi], new_text[lo : hi + len(new) - len(old)]
    _rewrite_claim(case, claim, new_text, piece_old, piece_new)
    _forget_label(case, claim["claim_id"])
    return Change(
        note=f"claim {claim['claim_id']!r}: {what} {old!r} -> {new!r}",
        expect=[
            {"code": "number_not_in_source", "claim": True},
            {"label_not": "supported", "claim": True},
        ],
        claim_id=claim["claim_id"],
    )


_NEGATED = re.compile(
    r"\b(is|are|was|were|do|does|did|can|could|will|would|should|must|may|has|have|had)\s+not\b"
    r"|\b(isn't|aren't|wasn't|weren't|doesn't|don't|didn't|can't|cannot|won't|never)\b",
    re.I,
)
_AUX = re.compile(
    r"\b(is|are|was|were|can|could|will|would|should|must|may|has|have|had)\b(?!\s+not\b)"
)
_CONTRACTIONS = {
    "isn't": "is", "aren't": "are", "wasn't": "was", "weren't": "were", "doesn't": "does",
    "don't": "do", "didn't": "did", "can't": "can", "cannot": "can", "won't": "will",
    "never": "always",
}  # fmt: skip


def _negate(text: str) -> tuple[str, str]:
    """*text* with its negation removed, or with one inserted; and which of the two."""
    m = _NEGATED.search(text)
    if m:
        repl = m.group(1) or _CONTRACTIONS[m.group(2).lower()]
        return text[: m.start()] + repl + text[m.end() :], "negation removed"
    aux = _AUX.search(text)
    if aux:
        return text[: aux.end()] + " not" + text[aux.end() :], "negation inserted"
    lead = text[0].lower() + text[1:] if text[:2] != text[:2].upper() else text
    return "It is not the case that " + lead, "negation inserted"


def negation(case: dict[str, Any], rng: random.Random, pool: Pool) -> Change | None:
    claims = _usable_claims(case, need_supported=True)
    if not claims:
        return None
    claim = rng.choice(claims)
    new_text, what = _negate(claim["text"])
    answer = case["response"]["answer"]
    if claim["text"] not in answer and len(case["response"]["claims"]) > 1:
        # The answer words it differently: negate its sentence closest to the claim as well.
        from .text import split_sentences

        wanted = set(words(claim["text"]))
        spans = split_sentences(answer)
        if spans:
            s, e = max(spans, key=lambda sp: len(wanted & set(words(answer[sp[0] : sp[1]]))))
            negated, _ = _negate(answer[s:e])
            case["response"]["answer"] = answer[:s] + negated + answer[e:]
    _rewrite_claim(case, claim, new_text, "", "")
    _forget_label(case, claim["claim_id"])
    return Change(
        note=f"claim {claim['claim_id']!r}: {what}: {new_text[:80]!r}",
        expect=[{"label_not": "supported", "claim": True}],
        claim_id=claim["claim_id"],
    )


_NAME = re.compile(r"(?<![\w.])(?:[A-Z][a-z]+(?:[ -](?:of |de |the )?[A-Z][a-z]+)*)")
_NOT_NAMES = frozenset(
    (
        "The A An It In On At Of For And But Or If As By To This That These Those There Their "
        "He She They We You I His Her Its Our Your After Before During When While Since Until "
        "Monday Tuesday Wednesday Thursday Friday Saturday Sunday Do Not No Yes All Any Some "
        "Each Every Most Many Both Also However Although Because Under Over With Without"
    ).split()
    + _MONTHS
)


def _names(text: str, *, initial: bool = False) -> list[str]:
    """Capitalised word runs that look like names (sentence-initial ones only with *initial*)."""
    out = []
    for m in _NAME.finditer(text):
        name = m.group()
        first = name.split()[0]
        if first in _NOT_NAMES or len(name) < 3:
            continue
        # A capital right after a sentence end is not evidence of a name.
        before = text[: m.start()].rstrip()
        if not initial and (not before or before[-1] in ".!?:\n"):
            continue
        out.append(name)
    return out


def swapped_entity(case: dict[str, Any], rng: random.Random, pool: Pool) -> Change | None:
    options = []
    for claim in _usable_claims(case, need_supported=True):
        # A name of the claim that the source also writes as a name (mid-sentence).
        known = set(_names(_cited_text(case, claim)))
        for name in _names(claim["text"], initial=True):
            if name in known:
                options.append((claim, name))
    if not options:
        return None
    claim, name = rng.choice(options)
    all_text = orjson.dumps(case).decode().lower()

    def unseen(n: str) -> bool:
        return n.lower() not in all_text

    # Prefer a stand-in of the same shape (one word for one word), like a real slip would be.
    new = (
        _pick(rng, pool.names, lambda n: len(n.split()) == len(name.split()) and unseen(n))
        or _pick(rng, pool.names, unseen)
        or _pick(rng, _FALLBACK_NAMES, unseen)
    )
    if new is None:
        return None
    new_text = claim["text"].replace(name, new)
    _rewrite_claim(case, claim, new_text, name, new)
    _forget_label(case, claim["claim_id"])
    return Change(
        note=f"claim {claim['claim_id']!r}: {name!r} -> {new!r}",
        expect=[{"label_not": "supported", "claim": True}],
        claim_id=claim["claim_id"],
    )


def uncited_sentence(case: dict[str, Any], rng: random.Random, pool: Pool) -> Change | None:
    own = set(words(" ".join(c["text"] for c in case["response"]["claims"])))
    answer = case["response"]["answer"]

    def foreign(sentence: str) -> bool:
        ws = [w for w in words(sentence) if len(w) > 3]
        return bool(ws) and sum(w in own for w in ws) / len(ws) < 0.3 and sentence not in answer

    sentence = _pick(rng, pool.sentences, foreign) or _pick(rng, _FALLBACK_SENTENCES, foreign)
    if sentence is None:
        return None
    if sentence[-1:] not in ".!?":
        sentence += "."
    sep = "" if not answer or answer.endswith((" ", "\n")) else " "
    if answer and answer.rstrip()[-1:] not in ".!?":
        sep = ". "
    case["response"]["answer"] = answer + sep + sentence
    return Change(note=f"answer += {sentence[:80]!r}", expect=[{"code": "answer_not_covered"}])


MUTATIONS: dict[str, Mutation] = {
    "fabricated_chunk": fabricated_chunk,
    "edited_quote": edited_quote,
    "dropped_citations": dropped_citations,
    "changed_number": changed_number,
    "negation": negation,
    "swapped_entity": swapped_entity,
    "uncited_sentence": uncited_sentence,
}


@dataclass
class Source:
    """Trusted cases read from a file; lines that are not valid cases are counted, not used."""

    cases: list[dict[str, Any]] = field(default_factory=list)
    skipped: list[tuple[int, str]] = field(default_factory=list)


def read_cases(path: str) -> Source:
    """Valid case lines of *path* (as plain dicts, unset defaults left out)."""
    src = Source()
    with open_input(path) as stream:
        for line in read_lines(stream):
            if line.data is None:
                src.skipped.append((line.number, "line too long"))
                continue
            try:
                obj = orjson.loads(line.data)
            except orjson.JSONDecodeError:
                src.skipped.append((line.number, "not JSON"))
                continue
            case, problems = parse_case(obj)
            if case is None:
                why = problems[0].message if problems else "not a case"
                src.skipped.append((line.number, why))
                continue
            src.cases.append(case.model_dump(mode="json", exclude_none=True))
    return src


def mutants(
    cases: Sequence[dict[str, Any]], *, seed: int = 0, kinds: Iterable[str] | None = None
) -> Iterator[Mutant]:
    """Every applicable mutation of every case, in case order then kind order."""
    chosen = list(kinds) if kinds is not None else list(MUTATIONS)
    pool = Pool.from_cases(cases)
    for case in cases:
        for kind in chosen:
            mutant = copy.deepcopy(case)
            change = MUTATIONS[kind](mutant, _rng(seed, case["case_id"], kind), pool)
            if change is None:
                continue
            mutant["case_id"] = f"{case['case_id']}~{kind}"
            meta = dict(mutant.get("metadata") or {})
            meta.update(
                {
                    "mutation": kind,
                    "source_case_id": case["case_id"],
                    "expected": {
                        "any_of": change.expect,
                        "decision_not": "pass",
                        "claim_id": change.claim_id,
                    },
                    "mutation_note": change.note,
                    "mutation_seed": seed,
                }
            )
            mutant["metadata"] = meta
            yield mutant


def write_mutants(path: str, items: Iterable[Mutant]) -> int:
    n = 0
    with open(path, "wb") as out:
        for m in items:
            out.write(orjson.dumps(m) + b"\n")
            n += 1
    return n


def signals(result: Result, expected: dict[str, Any]) -> list[dict[str, Any]]:
    """The expected signals present in *result*."""
    claim_id = expected.get("claim_id")
    found = []
    for sig in expected["any_of"]:
        on_claim = sig.get("claim", False)
        if "code" in sig:
            hit = any(
                f.code == sig["code"] and (not on_claim or f.claim_id == claim_id)
                for f in result.errors
            )
        else:
            hit = any(c.claim_id == claim_id and c.label != sig["label_not"] for c in result.claims)
        if hit:
            found.append(sig)
    return found


def _describe(sig: dict[str, Any]) -> str:
    return sig["code"] if "code" in sig else f"claim not {sig['label_not']}"


@dataclass
class SelftestReport:
    """Detection per mutation kind, and every miss."""

    kinds: dict[str, Counter[str]] = field(default_factory=dict)
    misses: list[dict[str, Any]] = field(default_factory=list)
    baseline: Counter[str] = field(default_factory=Counter)
    sources: int = 0
    skipped: list[tuple[int, str]] = field(default_factory=list)

    def add(self, mutant: Mutant, result: Result, base: Result | None) -> None:
        meta = mutant["metadata"]
        kind = meta["mutation"]
        exp = meta["expected"]
        row = self.kinds.setdefault(kind, Counter())
        row["mutants"] += 1
        if base is not None and signals(base, exp):
            row["baseline_flagged"] += 1
            return
        row["tested"] += 1
        hit = signals(result, exp)
        if hit and result.decision not in ("pass", "invalid"):
            row["detected"] += 1
            return
        claim = next((c for c in result.claims if c.claim_id == exp.get("claim_id")), None)
        self.misses.append(
            {
                "case_id": mutant["case_id"],
                "mutation": kind,
                "note": meta["mutation_note"],
                "decision": result.decision,
                "expected": " or ".join(_describe(s) for s in exp["any_of"]),
                "signals_found": [_describe(s) for s in hit],
                "codes": sorted({f.code for f in result.errors}),
                "claim_label": claim.label if claim else None,
                "claim_confidence": claim.confidence if claim else None,
                "why": "signal present but the case passed" if hit else "no expected signal",
            }
        )

    def as_dict(self) -> dict[str, Any]:
        kinds = {}
        total = Counter[str]()
        for kind in MUTATIONS:
            row = self.kinds.get(kind)
            if row is None:
                continue
            total.update(row)
            kinds[kind] = _rates(row)
        return {
            "source_cases": self.sources,
            "skipped_lines": [{"line": n, "why": w} for n, w in self.skipped],
            "baseline_decisions": dict(self.baseline),
            "kinds": kinds,
            "total": _rates(total),
            "misses": self.misses,
        }


def _rates(row: Counter[str]) -> dict[str, Any]:
    tested = row["tested"]
    return {
        "mutants": row["mutants"],
        "baseline_flagged": row["baseline_flagged"],
        "tested": tested,
        "detected": row["detected"],
        "detection_rate": round(row["detected"] / tested, 4) if tested else None,
    }


def selftest(
    source: Source,
    checker: Checker,
    *,
    seed: int = 0,
    kinds: Iterable[str] | None = None,
) -> SelftestReport:
    """Run the originals and their mutants through *checker* and score detection."""
    report = SelftestReport(sources=len(source.cases), skipped=list(source.skipped))
    baseline: dict[str, Result] = {}
    for case in source.cases:
        res = checker.check_obj(case)
        baseline[case["case_id"]] = res
        report.baseline[res.decision] += 1
    for mutant in mutants(source.cases, seed=seed, kinds=kinds):
        base = baseline.get(mutant["metadata"]["source_case_id"])
        report.add(mutant, checker.check_obj(mutant), base)
    return report


def selftest_text(rep: dict[str, Any]) -> str:
    b = rep["baseline_decisions"]
    skipped = len(rep["skipped_lines"])
    lines = [
        f"selftest: {rep['source_cases']} trusted cases"
        + (f" ({skipped} lines skipped: not valid cases)" if skipped else "")
        + "; originals: " + ", ".join(f"{d} {b.get(d, 0)}" for d in ("pass", "review", "block")),
        "",
        f"  {'mutation':<20}{'mutants':>8}{'tested':>8}{'detected':>10}{'rate':>8}"
        f"{'flagged before':>16}",
    ]  # fmt: skip
    for kind, row in rep["kinds"].items():
        rate = "n/a" if row["detection_rate"] is None else f"{100 * row['detection_rate']:.1f}%"
        lines.append(
            f"  {kind:<20}{row['mutants']:>8}{row['tested']:>8}{row['detected']:>10}{rate:>8}"
            f"{row['baseline_flagged']:>16}"
        )
    t = rep["total"]
    rate = "n/a" if t["detection_rate"] is None else f"{100 * t['detection_rate']:.1f}%"
    lines.append(
        f"  {'all':<20}{t['mutants']:>8}{t['tested']:>8}{t['detected']:>10}{rate:>8}"
        f"{t['baseline_flagged']:>16}"
    )
    lines += [
        "",
        "detected = the expected signal appeared and the case did not pass; mutants whose",
        "original already showed the expected signal prove nothing and are not tested.",
    ]
    if rep["misses"]:
        lines += ["", f"Misses ({len(rep['misses'])})"]
        for m in rep["misses"]:
            lines.append(
                f"  {m['case_id']}: {m['note']}\n"
                f"      expected {m['expected']}; got {m['decision']}, "
                f"claim {m['claim_label']} ({m['claim_confidence']}), "
                f"codes {', '.join(m['codes']) or '-'} — {m['why']}"
            )
    return "\n".join(lines)


__all__ = ["KINDS", "MUTATIONS", "Source", "mutants", "read_cases", "selftest", "signals"]
