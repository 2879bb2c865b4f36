"""Stage 2: deterministic link checks between claims, citations and chunks.

Everything here is decided without a model: whether ids are unique and
resolve, whether a cited chunk was really retrieved and belongs to the named
document, whether quotes and spans really are in the chunk, whether material
claims are cited, whether the numbers of a claim occur in its sources, and
whether every sentence of the answer is covered by some claim. The policy
stage decides what each finding means for the case; this module only finds.
"""

from __future__ import annotations

import hashlib
import hmac
import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache

from .models import Case, Chunk, Citation, Claim, Finding
from .quantities import Quantity, extract_quantities, find_match, version_range_holding
from .text import equal_folded, find_folded, fold, split_sentences, stem, words, written_in

LINK_CODES: tuple[str, ...] = (
    "duplicate_claim_id",
    "duplicate_citation_id",
    "duplicate_chunk_id",
    "unknown_citation",
    "chunk_not_retrieved",
    "document_mismatch",
    "quote_not_in_chunk",
    "bad_span",
    "missing_citation",
    "number_not_in_source",
    "chunk_too_long",
    "answer_not_covered",
    "unused_citation",
)


@dataclass(frozen=True, slots=True)
class LinkSettings:
    """The policy knobs the link checks need."""

    quote_match: str = "normalized"  # or "exact"
    max_chunk_chars: int | None = None
    redact: bool = False
    redact_key: bytes | None = None


def redact_text(text: str, key: bytes | None = None) -> str:
    """A stable stand-in for *text*: sha256 (or HMAC-sha256 with *key*), 16 hex digits."""
    data = text.encode("utf-8", "surrogatepass")
    digest = (
        hmac.new(key, data, hashlib.sha256).hexdigest() if key else hashlib.sha256(data).hexdigest()
    )
    return f"sha256:{digest[:16]}"


def _show(text: str, settings: LinkSettings, limit: int = 80) -> str:
    if settings.redact:
        return redact_text(text, settings.redact_key)
    one_line = " ".join(text.split())
    return repr(one_line if len(one_line) <= limit else one_line[: limit - 1] + "…")


def _f(code: str, message: str, **where: str | None) -> Finding:
    return Finding(stage="links", code=code, message=message, **where)


def check_links(case: Case, settings: LinkSettings) -> list[Finding]:
    """Run every link check on *case* and return the findings in a stable order."""
    return list(_iter_links(case, settings))


def _iter_links(case: Case, settings: LinkSettings) -> Iterator[Finding]:
    resp = case.response
    exact = settings.quote_match == "exact"

    yield from _duplicates(
        [c.claim_id for c in resp.claims], "duplicate_claim_id", "claim", "$.response.claims"
    )
    yield from _duplicates(
        [c.citation_id for c in resp.citations],
        "duplicate_citation_id",
        "citation",
        "$.response.citations",
    )
    yield from _duplicates(
        [c.chunk_id for c in case.retrieved], "duplicate_chunk_id", "chunk", "$.retrieved"
    )

    chunks = first_chunks(case)
    citations: dict[str, Citation] = {}
    for cit in resp.citations:
        citations.setdefault(cit.citation_id, cit)

    # Per citation: does it point at a retrieved chunk, and do quote/span check out?
    too_long_reported: set[str] = set()
    for i, cit in enumerate(resp.citations):
        path = f"$.response.citations[{i}]"
        found = chunks.get(cit.chunk_id)
        if found is None:
            yield _f(
                "chunk_not_retrieved",
                f"citation {cit.citation_id!r} points at chunk {cit.chunk_id!r}, "
                "which is not among the retrieved chunks",
                citation_id=cit.citation_id,
                chunk_id=cit.chunk_id,
                path=f"{path}.chunk_id",
            )
            continue
        chunk = found
        if (
            cit.document_id is not None
            and chunk.document_id is not None
            and cit.document_id != chunk.document_id
        ):
            yield _f(
                "document_mismatch",
                f"citation {cit.citation_id!r} names document {cit.document_id!r}, but chunk "
                f"{chunk.chunk_id!r} belongs to document {chunk.document_id!r}",
                citation_id=cit.citation_id,
                chunk_id=chunk.chunk_id,
                path=f"{path}.document_id",
            )
        if cit.quote is not None and find_folded(chunk.text, cit.quote, exact=exact) is None:
            yield _f(
                "quote_not_in_chunk",
                f"citation {cit.citation_id!r} quotes {_show(cit.quote, settings)}, which does "
                f"not occur in chunk {chunk.chunk_id!r}"
                + (" (exact match required)" if exact else " (even after normalisation)"),
                citation_id=cit.citation_id,
                chunk_id=chunk.chunk_id,
                path=f"{path}.quote",
            )
        if cit.start is not None or cit.end is not None:
            problem = _span_problem(cit.start, cit.end, chunk.text, cit.quote, settings)
            if problem:
                yield _f(
                    "bad_span",
                    f"citation {cit.citation_id!r}: {problem}",
                    citation_id=cit.citation_id,
                    chunk_id=chunk.chunk_id,
                    path=f"{path}.start",
                )
        limit = settings.max_chunk_chars
        if (
            limit is not None
            and len(chunk.text) > limit
            and chunk.chunk_id not in too_long_reported
        ):
            too_long_reported.add(chunk.chunk_id)
            yield _f(
                "chunk_too_long",
                f"cited chunk {chunk.chunk_id!r} has {len(chunk.text):,} characters; "
                f"the policy allows at most {limit:,}",
                citation_id=cit.citation_id,
                chunk_id=chunk.chunk_id,
                path=f"{path}.chunk_id",
            )

    # Per claim: citations resolve, material claims are cited, numbers are sourced.
    resolved = resolve_citations(case, chunks)
    used: set[str] = set()
    for i, claim in enumerate(resp.claims):
        path = f"$.response.claims[{i}]"
        for j, cid in enumerate(claim.citation_ids):
            used.add(cid)
            if cid not in citations:
                yield _f(
                    "unknown_citation",
                    f"claim {claim.claim_id!r} cites {cid!r}, which is not in the citations list",
                    claim_id=claim.claim_id,
                    citation_id=cid,
                    path=f"{path}.citation_ids[{j}]",
                )
        if claim.material and not claim.citation_ids:
            yield _f(
                "missing_citation",
                f"material claim {claim.claim_id!r} ({_show(claim.text, settings)}) "
                "has no citation",
                claim_id=claim.claim_id,
                path=f"{path}.citation_ids",
            )
        sources = cited_chunks(claim, resolved)
        if sources:
            yield from _numbers(claim, sources, settings, path)

    for i, cit in enumerate(resp.citations):
        if cit.citation_id not in used:
            yield _f(
                "unused_citation",
                f"citation {cit.citation_id!r} is not used by any claim",
                citation_id=cit.citation_id,
                path=f"$.response.citations[{i}]",
            )

    yield from _coverage(case, settings)


def cited_chunks(claim: Claim, resolved: dict[str, Chunk]) -> list[Chunk]:
    """The distinct retrieved chunks a claim cites, in citation order."""
    out: list[Chunk] = []
    seen: set[str] = set()
    for cid in claim.citation_ids:
        chunk = resolved.get(cid)
        if chunk is not None and chunk.chunk_id not in seen:
            seen.add(chunk.chunk_id)
            out.append(chunk)
    return out


def first_chunks(case: Case) -> dict[str, Chunk]:
    """Retrieved chunks by id; with duplicate ids, the first one (as duplicate_chunk_id says)."""
    chunks: dict[str, Chunk] = {}
    for chunk in case.retrieved:
        chunks.setdefault(chunk.chunk_id, chunk)
    return chunks


def resolve_citations(case: Case, chunks: dict[str, Chunk] | None = None) -> dict[str, Chunk]:
    """Map each citation id to its retrieved chunk, where it has one.

    Only the first citation with an id counts (as duplicate_citation_id says),
    even when a later duplicate points at a retrieved chunk and it does not.
    """
    chunks = first_chunks(case) if chunks is None else chunks
    out: dict[str, Chunk] = {}
    seen: set[str] = set()
    for cit in case.response.citations:
        if cit.citation_id in seen:
            continue
        seen.add(cit.citation_id)
        if cit.chunk_id in chunks:
            out[cit.citation_id] = chunks[cit.chunk_id]
    return out


def _duplicates(ids: list[str], code: str, what: str, path: str) -> Iterator[Finding]:
    counts = Counter(ids)
    reported: set[str] = set()
    for i, ident in enumerate(ids):
        if counts[ident] > 1 and ident not in reported:
            reported.add(ident)
            key = {"claim": "claim_id", "citation": "citation_id", "chunk": "chunk_id"}[what]
            yield _f(
                code,
                f"{what} id {ident!r} is used {counts[ident]} times; ids must be unique "
                "(only the first is used)",
                path=f"{path}[{i}]",
                **{key: ident},
            )


def _span_problem(
    start: int | None, end: int | None, text: str, quote: str | None, settings: LinkSettings
) -> str:
    exact = settings.quote_match == "exact"
    if start is None or end is None:
        return "a span needs both start and end"
    if not 0 <= start < end <= len(text):
        return (
            f"span [{start}, {end}) is outside the chunk or empty "
            f"(the chunk has {len(text)} characters)"
        )
    if quote is not None and not equal_folded(text[start:end], quote, exact=exact):
        return (
            f"span [{start}, {end}) holds {_show(text[start:end], settings, 60)}, "
            f"which differs from the quote {_show(quote, settings, 60)}"
        )
    return ""


@lru_cache(maxsize=8192)
def _chunk_quantities(text: str) -> tuple[Quantity, ...]:
    return tuple(extract_quantities(text))


def _numbers(
    claim: Claim, sources: list[Chunk], settings: LinkSettings, path: str
) -> Iterator[Finding]:
    if any(written_in(claim.text.rstrip(". "), chunk.text) for chunk in sources):
        return  # the claim is a cited chunk's words verbatim: every figure is there as written
    wanted = extract_quantities(claim.text)
    if not wanted:
        return
    pool: list[Quantity] | None = None
    for q in wanted:
        if any(written_in(q.text, chunk.text) for chunk in sources):
            continue  # written the same way in a source: no need to parse the chunks
        if any(version_range_holding(q.text, chunk.text) for chunk in sources):
            continue  # "2.1" in "versions 2.0 through 2.3.4"
        if pool is None:
            pool = [p for chunk in sources for p in _chunk_quantities(chunk.text)]
        if find_match(q, pool) is None:
            shown = redact_text(q.text, settings.redact_key) if settings.redact else repr(q.text)
            names = ", ".join(repr(c.chunk_id) for c in sources)
            yield _f(
                "number_not_in_source",
                f"claim {claim.claim_id!r} states {shown}, which none of its cited chunks "
                f"({names}) contains, compared by value",
                claim_id=claim.claim_id,
                path=f"{path}.text",
            )


_MARKER = re.compile(
    r"\[\s*[\w:.\-]+(?:\s*[,;]\s*[\w:.\-]+)*\s*\]"  # [1] [1, 2] [s1] [doc-17:4]
    r"|【[^】]*】"
    r"|\(\s*(?:passage|source|doc(?:ument)?|ref(?:erence)?|citation|chunk)s?\s*[\w:.\-, ]+\)",
    re.IGNORECASE,
)

_STOPWORDS = frozenset(
    """
    a an the and or but if then so of to in on at by for with from as into onto about over
    under is are was were be been being am do does did has have had having it its it's this
    that these those there here their they them he she his her him we us our you your i me my
    will would shall should can could may might must also just very too not no yes than which
    who whom whose what when where why how all any each both some such only own same other up
    down out off again further once more most s t
    according here following found let know question questions hope helps help helpful glad
    happy feel free anything else sure certainly course thanks thank please note summary short
    answer
    """.split()
)
_NEGATIONS = frozenset("not no never none nothing nobody neither nor without cannot".split())


@lru_cache(maxsize=8192)
def content_words(text: str) -> tuple[str, ...]:
    """Folded, stemmed content words of *text* (citation markers, possessives removed).

    Stop words include discourse words ("according", "hope", "let me know"),
    so a pleasantry or an attribution alone is not content that needs a claim.
    """
    out = []
    for w in words(_MARKER.sub(" ", text)):
        if w.endswith(("'s", "’s")):
            w = w[:-2]
        if w and w not in _STOPWORDS:
            out.append(stem(w))
    return tuple(out)


@lru_cache(maxsize=8192)
def _negated(text: str) -> bool:
    return any(w in _NEGATIONS or w.endswith("n't") for w in words(text))


COVERAGE_MIN = 0.7


def _coverage(case: Case, settings: LinkSettings) -> Iterator[Finding]:
    answer = case.response.answer
    claims = case.response.claims
    claim_folds = [fold(_MARKER.sub(" ", c.text)) for c in claims]
    # Read only for a sentence no claim holds word for word (most answers
    # are their claims joined).
    claim_words: list[set[str]] = []
    claim_qty: list[Quantity] = []
    for start, end in split_sentences(answer):
        sentence = answer[start:end]
        stripped = fold(_MARKER.sub(" ", sentence)).strip(" .!?;:")
        if not stripped:
            continue
        if any(stripped in cf for cf in claim_folds):
            continue
        sent_words = content_words(sentence)
        if not sent_words:
            continue  # nothing but function and discourse words ("Yes, it is.")
        sentence_qty = extract_quantities(_MARKER.sub(" ", sentence))
        if sentence.rstrip().endswith(":") and not sentence_qty:
            continue  # a lead-in ("Here is what the policy says:"), not a statement
        if not claim_words:
            claim_words = [set(content_words(c.text)) for c in claims]
            claim_qty = [q for c in claims for q in extract_quantities(c.text)]
        wanted = set(sent_words)
        union: set[str] = set()
        negated_claims = False
        for claim, cw in zip(claims, claim_words, strict=True):
            shared = len(cw & wanted)
            if shared >= 2 or (shared and shared >= 0.5 * len(cw)):
                union |= cw
                negated_claims = negated_claims or _negated(claim.text)
        covered = len(wanted & union) / len(wanted)
        missing_qty = [q for q in sentence_qty if find_match(q, claim_qty) is None]
        flipped = _negated(sentence) and not negated_claims
        if covered >= COVERAGE_MIN and not missing_qty and not flipped:
            continue
        if covered < COVERAGE_MIN:
            detail = f"only {covered:.0%} of its content words appear in the claims"
        elif missing_qty:
            detail = f"its figure {missing_qty[0].text!r} appears in no claim"
        else:
            detail = "it is negated, and no claim that covers it is"
        if settings.redact:
            detail = "not covered by the claims"
        yield _f(
            "answer_not_covered",
            f"answer sentence {_show(sentence, settings)} at [{start}, {end}) is covered by "
            f"no claim ({detail}): it would reach the user unverified",
            path="$.response.answer",
        )
