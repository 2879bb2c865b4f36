"""Why a sentence that holds a claim's words may still not support it.

Each check returns a reason a person can read, or "" when it finds nothing:
a negation bearing on the claim's words, a "may" or a condition the claim
drops, "some" behind an "all", a statement that is only planned, attempted,
contested or reported, a contrasting clause about something else, a scope
("In mice"), rank, status ("former"), restriction ("only for", "adults over
65", "employees who ...", "with the manager's agreement") or alternative
("either ... or") the claim leaves out, a frequency of another act, a cause
claimed from an observational finding. Where words stand relative to each
other (roles, comparisons, name slots) is ``_roles``' concern. ``lexical``
decides what the reason means for the verdict.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Sequence
from itertools import combinations, pairwise
from math import isclose

from .. import quantities as qty
from ..models import Chunk
from . import _lexicon as lx
from ._amounts import Amount, entails
from ._analysis import (
    _CAP,
    _CONTENT,
    _COUNTED,
    _LOW,
    _NEG,
    _NUMBER,
    _RANK,
    _RATE_WORDS,
    _SHORT_PASSAGE,
    _START,
    _UNIVERSAL,
    _WEAK,
    _analyze_chunk,
    _ClaimInfo,
    _conditions,
    _has_topic,
    _letter,
    _negation_cues,
    _Sent,
    _Tok,
    _tokens,
    _topic_keys,
    _word,
    edge_or_end,
    ends_possessive,
    owns_at,
)
from ._differences import span_start, year_of
from ._figures import (
    _PART_OF_WHOLE,
    _YEARS_ON,
    BUT_CLAUSE,
    WRITTEN_FIGURE,
    _count_value,
    _step,
    _word_after,
    _written_value,
    content_words_at,
    spread_over,
)
from ._roles import (
    _ARTICLES,
    _BE_FORMS,
    _CONTRAST_WORDS,
    _HAVE_FORMS,
    _LIST_LINKS,
    _capital_runs,
    _is_named,
    _name_run_end,
)


def _relevant_negations(sent: _Sent, keys: frozenset[str]) -> int:
    """Negation cues of *sent* that bear on the claim's words.

    A cue counts when the next content word after it is a claim word, or when
    it sits inside the stretch of the sentence that the claim's words cover
    (except "without", which bears only on what follows it: "develop, without
    use of the information, similar information");
    "this model has not survived, since the oldest gauge ..." does not negate
    a claim about the oldest gauge.
    """
    if not sent.negated:
        return 0
    toks = sent.toks
    idx = [i for i, t in enumerate(toks) if t.key in keys]
    if not idx:
        return 0
    first, last = idx[0], idx[-1]
    n = 0
    cues = _clause_cues(sent, keys)
    aimed = [i for i in cues if _cue_target(toks, i) in keys]
    for i in cues:
        if first < i < last and toks[i].low != "without" and _in_clause(sent, i, keys):
            # "was unable to reach a verdict ... but found both defendants not
            # guilty": with another cue aimed at a claim word, a cue aimed at
            # another word ("unable to reach a verdict") bears on that one.
            if (
                aimed
                and i not in aimed
                and (toks[i].flags & _NEG == 0 or _apart_by_clause(sent, i, aimed))
            ):
                continue
            n += 1
            continue
        # A negative subject opening the sentence denies all that follows in
        # its clause: "Nothing in this Agreement shall be construed as
        # granting any right", "No licence or other right is granted".
        if (
            i < first
            and toks[i].low in _NEGATIVE_SUBJECTS
            and not any(t.flags & _CONTENT for t in toks[:i])
            and _in_clause(sent, i, keys)
        ):
            n += 1
            continue
        nxt = next((u for u in toks[i + 1 : i + 5] if u.flags & _CONTENT), None)
        if (nxt is not None and nxt.key in keys) or (
            # "Soil, turf, food waste and animal bedding are not accepted": the
            # things the sentence opens with, denied by its predicate.
            i > last
            and first <= 1
            and i - first <= 10
            and toks[i - 1].low in _COPULAS
            and not _HARD_BREAK.search(sent.text, toks[first].end, toks[i].start)
        ):
            n += 1
    return n


def split_denials(sent: _Sent, keys: frozenset[str]) -> bool:
    """Whether two negation cues of *sent*, each aimed at a claim word, stand in two
    clauses a joining word sets apart: "received no compensation, since knapping
    was not then a scheduled trade" denies twice, once in each clause, so a
    claim that says both things without a negation flips both, not none."""
    if not sent.negated:
        return False
    toks = sent.toks
    aimed = [i for i in _clause_cues(sent, keys) if _cue_target(toks, i) in keys]
    return any(any(t.low in _CLAUSE_JOINERS for t in toks[i + 1 : j]) for i, j in pairwise(aimed))


_CLAUSE_JOINERS = frozenset("since because as so but while whereas although though for".split())
_COPULAS = frozenset({"is", "are", "was", "were"})
_HARD_BREAK = re.compile(r"[;:()]")


def _apart_by_clause(sent: _Sent, i: int, others: Sequence[int]) -> bool:
    """Whether punctuation stands between the cue ``toks[i]`` and each cue of *others*.

    "said she did not find his account credible, noting that the time sheets
    showed no late arrivals": the "not" is in another clause than the "no".
    """
    toks = sent.toks
    text = sent.text
    for j in others:
        lo, hi = sorted((i, j))
        if not _CLAUSE_MARK.search(text, toks[lo].end, toks[hi].start):
            return False
    return True


_CLAUSE_MARK = re.compile(r"[,;:]")


def _cue_target(toks: Sequence[_Tok], i: int) -> str:
    """Key of the first content word within four words after the cue ``toks[i]``, or ''."""
    nxt = next((u for u in toks[i + 1 : i + 5] if u.flags & _CONTENT), None)
    return nxt.key if nxt is not None else ""


# Negation words that can stand as a sentence's subject, or open it.
_NEGATIVE_SUBJECTS = frozenset({"no", "nothing", "none", "neither", "nobody"})


_CONTRASTS = _CONTRAST_WORDS | {"although", "though"}
_CONTRAST_AFTER_COMMA = re.compile(r",\s+(?:" + "|".join(sorted(_CONTRASTS)) + r")\b")


_SUBJECT_STOPS = frozenset(
    "i you he she it we they this that these those which who and or but while whereas".split()
)


def _clause_cues(sent: _Sent, keys: frozenset[str]) -> list[int]:
    """``_negation_cues`` of *sent* that stand in a clause about the claim.

    Clauses here end at ";". A clause that holds fewer than half of the
    claim's words, or fewer than two ("...; for local anaesthesia no fasting
    is needed"), speaks of something else, and its negation does not bear on
    the claim, unless the clause's subject and the word it negates are both
    the claim's ("...; spaces cannot be reserved").
    """
    toks = sent.toks
    cues = _negation_cues(toks)
    text = sent.text
    if not cues or (
        ";" not in text[sent.start : sent.end]
        and not _CONTRAST_AFTER_COMMA.search(text, sent.start, sent.end)
    ):
        return cues
    need = min(len(keys), max(2, (len(keys) + 1) // 2))
    bounds = [0]
    # Clauses end at ";" and before ", although", ", but", ", whereas": "Illnesses
    # are not covered during the first 14 days, although accidents are covered".
    bounds += [
        j
        for j in range(1, len(toks))
        if ";" in text[toks[j - 1].end : toks[j].start]
        or ("," in text[toks[j - 1].end : toks[j].start] and toks[j].low in _CONTRASTS)
    ]
    bounds.append(len(toks))
    # The first content word of each later clause ("although accidents ..."):
    # its subject, most often.
    subjects = [
        next((t.key for t in toks[lo:hi] if t.flags & _CONTENT), None)
        for lo, hi in pairwise(bounds[1:])
    ]
    # Each clause's first content word that is no figure: its subject, most often.
    openers = [
        next((t.key for t in toks[lo:hi] if t.flags & _CONTENT and not t.flags & _NUMBER), None)
        for lo, hi in pairwise(bounds)
    ]
    kept = []
    for i in cues:
        lo = max(b for b in bounds if b <= i)
        hi = min(b for b in bounds if b > i)
        here = bounds.index(lo)
        if (
            openers[here] is not None
            and openers[here] not in keys
            and _clause_set_apart(text, toks, lo, hi)
            and toks[lo + (toks[lo].low in _CONTRASTS)].low not in _AUXILIARIES
            and any(
                o in keys and len(_keys_of(toks[a:b]) & keys) > len(_keys_of(toks[lo:hi]) & keys)
                for (a, b), o in zip(pairwise(bounds), openers, strict=True)
                if a != lo
            )
        ):
            # "Adult members may bring two guests; junior members may not bring
            # guests": the negated clause opens with another subject than the
            # claim's, which another clause, holding more of the claim's words,
            # opens with.
            continue
        # The negated clause's subject: the content word just before the cue,
        # unless a pronoun or a joining word comes first ("..., and she does not").
        mine = next(
            (
                t.key if t.flags & _CONTENT else None
                for t in reversed(toks[lo:i])
                if t.flags & _CONTENT or t.low in _SUBJECT_STOPS
            ),
            None,
        )
        if (
            mine is not None
            and mine not in keys
            and any(s in keys for k, s in enumerate(subjects) if bounds[k + 1] != lo)
        ):
            # "Illnesses are not covered ..., although accidents are covered
            # from day one": the negated clause is about another subject than
            # the claim's, which another clause is about.
            continue
        if len({t.key for t in toks[lo:hi]} & keys) >= need:
            kept.append(i)
            continue
        # A short clause whose subject and negated word are both the claim's
        # ("...; spaces cannot be reserved") is about the claim all the same.
        # The subject may be the word right before the cue, after a count:
        # "though one of its two parachutes failed to open fully" (the
        # clause's first content word is then "two").
        subject = next((t for t in toks[lo:i] if t.flags & _CONTENT), None)
        negated = next((t for t in toks[i + 1 : hi] if t.flags & _CONTENT), None)
        if (
            subject is not None
            and negated is not None
            and negated.key in keys
            and (
                subject.key in keys
                or (
                    mine in keys
                    and (subject.low.isdigit() or subject.low in qty.SMALL_NUMBER_WORDS)
                    and any(t.low == "of" for t in toks[lo:i])
                )
            )
        ):
            kept.append(i)
            continue
        # "may stay aboard for up to 90 nights a year, but may not use a boat
        # as a permanent home": a clause with no subject of its own goes on
        # about the sentence's; a claim word that only this clause holds
        # ("permanently") ties the claim to it.
        if (
            lo
            and toks[lo].low in _CONTRASTS
            and lo + 1 < len(toks)
            and toks[lo + 1].low in _AUXILIARIES
            and keys & ({t.key for t in toks[lo:hi]} - {t.key for t in toks[:lo] + toks[hi:]})
        ):
            kept.append(i)
            continue
        # "available for Windows and macOS, but not on Linux": a clause of no
        # more than "but not" and the item it leaves out, which the claim names
        # ("but nothing for the return journey").
        if (
            lo
            and i == lo + 1
            and toks[lo].low in _CONTRASTS
            and (
                hi - i <= 4
                or (
                    sum(1 for t in toks[i + 1 : hi] if t.flags & _CONTENT) <= 3
                    # (a clause with a verb of its own, "but no such version
                    # has been traced", says more than what it leaves out)
                    and not any(t.low in _AUXILIARIES for t in toks[i + 1 : hi])
                )
            )
            and negated is not None
            and negated.key in keys
        ):
            kept.append(i)
    return kept


def _keys_of(toks: Sequence[_Tok]) -> frozenset[str]:
    """The comparison keys of *toks*."""
    return frozenset(t.key for t in toks)


def _clause_set_apart(text: str, toks: Sequence[_Tok], lo: int, hi: int) -> bool:
    """Whether the clause ``toks[lo:hi]`` is set apart from its neighbour by a ";" or a
    comma before "while" or "whereas" (not "but", which goes on about the same
    thing: "will no longer charge ..., but transfers above that amount will
    still incur a 0.5% charge")."""
    edges = [b for b in (lo, hi) if 0 < b < len(toks)]
    return any(
        ";" in text[toks[b - 1].end : toks[b].start]
        or ("," in text[toks[b - 1].end : toks[b].start] and toks[b].low in ("while", "whereas"))
        for b in edges
    )


def _in_clause(sent: _Sent, i: int, keys: frozenset[str]) -> bool:
    """Whether a claim word follows ``sent.toks[i]`` before its clause ends at a ";".

    "Passwords are never stored in plain text; they are hashed" does not
    negate "passwords are hashed".
    """
    toks = sent.toks
    text = sent.text
    for j in range(i + 1, len(toks)):
        if text[toks[j - 1].end : toks[j].start].strip() == ";":
            return False
        if toks[j].key in keys:
            return True
    return False


def _region(sent: _Sent, keys: frozenset[str]) -> tuple[_Tok, ...]:
    """The stretch of *sent* from a little before its first claim word to its last."""
    toks = sent.toks
    idx = [i for i, t in enumerate(toks) if t.key in keys]
    if not idx:
        return ()
    return toks[max(0, idx[0] - 6) : idx[-1] + 2]


# Words that set one clause against another: "European sales doubled, while
# sales in Asia were flat".
_CONTRAST = _CONTRAST_WORDS - {"but"}
_SCENE_WORDS = frozenset({"in", "at", "on", "during", "after", "before", "for", "as", "since"})
# Tokens, at most, of a leading phrase that sets the scene for a sentence's clauses.
_SCENE_REACH = 8


def _across_contrast(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """Claim words found only on opposite sides of a contrast in one sentence, as a reason.

    "Sales in Asia doubled" takes "doubled" from one clause and "Asia" from
    the other; the sentence says something else of each. A contrast is ",
    while" or ", whereas", or ", but" or ";" opening a clause with its own
    subject ("..., but electricity and internet are paid by the tenant"; "...;
    the landlord is responsible for repairs"; not "... is mentioned, but
    falsely attributed" nor "...; they are encrypted"). A claim that makes
    the contrast itself ("... while ...") is compared as usual.
    """
    if not info.lows.isdisjoint(_CONTRAST_WORDS):
        return ""
    for chunk, sent in parts:
        toks = sent.toks
        text = chunk.text
        if ";" not in text[sent.start : sent.end] and _CONTRAST_WORDS.isdisjoint(map(_LOW, toks)):
            continue  # nothing that could open a contrasting clause
        # Words of the title and of a leading phrase ("In a Gram stain test, ...")
        # set the scene for both clauses.
        shared = _topic_keys(chunk) if _has_topic(chunk) else frozenset()
        lead = -1  # end of a leading phrase, if any
        if toks and toks[0].low in _SCENE_WORDS:
            # A short phrase only: "In 1921 the government ... declared X, while
            # ..." opens with a whole clause, not a scene.
            lead = text.find(",", toks[0].end, toks[min(len(toks), _SCENE_REACH) - 1].end)
        # A heading before a colon ("Apartamentos Mirador, Seville: Apartment
        # 1A ...; Apartment 3B ...") is of both clauses too.
        colon = text.find(": ", sent.start, sent.end)  # not "2:07:41"
        if colon >= 0 and text.find(";", sent.start, colon) < 0:
            lead = max(lead, colon)
        clause = 0
        where: dict[str, set[int]] = {}
        starts: list[int] = []  # the clause of each token
        for i, t in enumerate(toks):
            # The text between two tokens, "%, " after "37%" too.
            gap = text[toks[i - 1].end : t.start].strip().lstrip("%)\u00b0") if i else ""
            if (
                gap == ","
                and (
                    t.low in _CONTRAST
                    or (t.low == "but" and (_own_subject(toks, i) or _noun_next(toks, i)))
                )
            ) or (gap == ";" and _own_subject(toks, i - 1)):
                clause += 1
            if t.key in info.keys and t.key not in shared and t.start > lead:
                where.setdefault(t.key, set()).add(clause)
            starts.append(clause)
        if not clause:
            continue
        # The claim's figures sit where the sentence's figures that state them
        # do: "Apartment 12 ... on the fifth floor" against "Apartment 12 is
        # ... on the first floor ...; Apartment 27 ... on the fifth floor".
        for n, q in enumerate(info.quants):
            if q.family == "date":
                continue  # a date sets the scene for both clauses ("October 2024 alone ...")
            homes = {
                starts[min(bisect_left(toks, p.start, key=_START), len(starts) - 1)]
                for p in sent.quants
                if p.start > lead and entails(p, q)
            }
            if homes:
                where.setdefault(f"\x00figure{n}", set()).update(homes)
        only = {k: next(iter(c)) for k, c in where.items() if len(c) == 1}
        if len(set(only.values())) < 2:
            continue
        first = min(only, key=lambda k: only[k])
        last = max(only, key=lambda k: only[k])
        words = {t.key: t.low for t in info.toks}
        words.update({f"\x00figure{n}": q.text for n, q in enumerate(info.quants)})
        return (
            f"the source says {words[first]!r} and {words[last]!r} in contrasting clauses, "
            "not of one thing"
        )
    return ""


def _joint_problem(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """Why sentences joined to complete a claim may not state it together, or ''.

    A joined sentence with a negation shortly before or after the claim's
    words in it ("This policy covers accidental damage ..." + "We will not pay
    for damage caused by ... pests"; "... Serious liver injury was not
    observed") does not complete "Damage caused by pests is covered".
    """
    if len(parts) < 2 or info.neg:
        return ""
    for _, sent in parts:
        if not sent.negated:
            continue
        toks = sent.toks
        hits = [i for i, t in enumerate(toks) if t.key in info.keys]
        if hits and any(
            hits[0] - 6 <= i < hits[0] or hits[-1] < i <= hits[-1] + 3 for i in _negation_cues(toks)
        ):
            return "a sentence joined to complete the claim negates what it says"
    return ""


def _other_name(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A sentence joined across chunks naming another thing where the claim's name stands, or ''.

    "The Tidio R5 has an advertised runtime of 180 minutes" is not completed
    by "The Tidio R7 ... an advertised runtime of 180 minutes" and "... the
    Tidio R5, costs $399": beside the shared "Tidio", the sentence that
    states the runtime names the R7. The same holds for "Margarethe
    Lindqvist" against "Erik Lindqvist" and "Port of Selby Haven" against
    "Port of Eastmere".
    """
    if len({id(chunk) for chunk, _ in parts}) < 2:
        return ""  # within one chunk, joins are already bound to one subject
    text = info.text
    words = info.content
    for k, t in enumerate(words):
        # A name, or a model number right after one ("Tidio R5" reads "Tidio", "5").
        if not text[t.start].isupper() and not (
            t.flags & _NUMBER and k and text[words[k - 1].start].isupper()
        ):
            continue
        for chunk, sent in parts:
            if t.key in sent.keys:
                continue
            toks = [u for u in sent.toks if u.flags & (_CONTENT | _NUMBER)]
            for step in (-1, 1):
                if not 0 <= k + step < len(words):
                    continue
                mate = words[k + step]  # the claim's word beside the name
                if not text[mate.start].isupper() and mate.key not in _NAME_HEADS:
                    continue
                for i, u in enumerate(toks):
                    j = i - step  # where the claim's name would stand in the sentence
                    if u.key != mate.key or not 0 <= j < len(toks):
                        continue
                    other = toks[j]
                    named = chunk.text[other.start].isupper() or (
                        other.flags & _NUMBER and t.flags & _NUMBER
                    )
                    if other.key not in info.keys and named:
                        return f"the sentence names {other.low!r} where the claim names {t.low!r}"
    return ""


# Common nouns that head a name ("Port of Eastmere", "River Aune").
_NAME_HEADS = frozenset({"port", "river", "lake", "mount", "university", "bank", "city"})


_AUXILIARIES = frozenset(
    (
        "is are was were has have had will would can could may might must shall should does do did"
    ).split()
)


def _own_subject(toks: Sequence[_Tok], i: int) -> bool:
    """Whether the clause after ``toks[i]`` has a subject of its own before its verb.

    A pronoun ("...; they are encrypted") takes up the subject before it.
    """
    if i + 1 < len(toks) and toks[i + 1].low in lx.SUBJECT_PRONOUNS:
        return False
    # "...; Apartment 3B (third floor, 62 m²) costs €140": a name opens it.
    named = i + 1 < len(toks) and bool(toks[i + 1].flags & _CAP)
    return named or any(t.low in _AUXILIARIES for t in toks[i + 2 : i + 6])


_CLAUSE_OPENERS = frozenset({"and", "which", "where", "while", "whereas", "who", "but"})


def _noun_next(toks: Sequence[_Tok], i: int) -> bool:
    """Whether ``toks[i]`` is followed by a noun phrase, a subject of its own.

    "..., but inbound flights operated", "..., but one sheet was printed": a
    determiner, a count, or a word that does not look like a verb or an
    adverb ("..., but falsely attributed", "..., but remained closed"
    continue the subject before).
    """
    if i + 2 >= len(toks):
        return False
    nxt = toks[i + 1]
    if nxt.low in _ARTICLES or nxt.low in ("this", "these"):
        return True
    if (nxt.flags & _NUMBER or nxt.low in _NUMBER_WORDS or nxt.low == "one") and toks[
        i + 2
    ].flags & _CONTENT:
        # "..., but one sheet of 50 stamps was printed in error": a counted
        # subject, not "..., but 40 years later" (a time).
        return toks[i + 2].low not in lx.TIME_NOUNS
    return bool(
        nxt.flags & _CONTENT
        and not nxt.low.endswith(("ed", "ing", "ly", "en"))
        and toks[i + 2].flags & _CONTENT
    )


_POSSESSIVE = ("'s", "\u2019s")
# People named by their tie to someone: "Whitcombe's former assistant Eliza Marr".
_ROLES = frozenset(
    """
    assistant brother sister wife husband son daughter father mother colleague deputy successor
    predecessor partner rival student pupil teacher mentor niece nephew cousin widow lawyer
    """.split()
)


def _possessed(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """The claim's name found only as someone's tie to another ("Whitcombe's assistant Eliza Marr").

    "The viaduct was designed by Thomas Whitcombe" is not stated by "it was
    designed by Whitcombe's former assistant Eliza Marr".
    """
    text = info.text
    for t in info.content:
        if not text[t.start].isupper() or owns_at(text, info.toks, info.toks.index(t)):
            continue
        for chunk, sent in parts:
            toks = sent.toks
            hits = [i for i, u in enumerate(toks) if u.key == t.key]
            if not hits or not all(owns_at(chunk.text, toks, i) for i in hits):
                continue
            for i in hits:
                after = toks[i + 1 : i + 5]
                role = next((k for k, u in enumerate(after) if u.low in _ROLES), None)
                if role is None:
                    continue  # "SiriusXM's Stars channel": a thing, not a person
                for u in after[role + 1 :]:
                    if (
                        u.flags & _CONTENT
                        and chunk.text[u.start].isupper()
                        and u.key not in info.keys
                    ):
                        return f"the source names {u.low!r}, {t.low}'s {after[role].low}"
                if after[role].key not in info.keys:
                    # "Robert Louis Stevenson's nephew appears in the film":
                    # the claim's name is only the one the relative is tied to.
                    return f"the source speaks of {t.low}'s {after[role].low}, not of {t.low}"
    return ""


def _owns_unsaid(info: _ClaimInfo, k: int) -> bool:
    """Whether the claim's possessive ``toks[k]`` owns no word after it ("than the
    Rennick Trust's.")."""
    toks = info.toks
    return (
        k + 1 >= len(toks)
        or bool(info.text[toks[k].end : toks[k + 1].start].strip())
        or not toks[k + 1].flags & _CONTENT
    )


def _named_apart(text: str, toks: Sequence[_Tok], owner: _Tok, key: str) -> bool:
    """Whether a word keyed *key* stands in the sentence outside the name that ends
    with *owner* ("Oxley Rowing Club's": "Oxley" is no owner apart from the club)."""
    at = next(i for i, u in enumerate(toks) if u is owner)
    start = at
    while start and text[toks[start - 1].start].isupper():
        start -= 1
    return any(u.key == key for k, u in enumerate(toks) if not start <= k <= at)


def _owners_of(text: str, stoks: Sequence[_Tok], key: str) -> list[_Tok] | None:
    """The possessive before each of the sentence's words *key* (at most three words
    before it), or None where one of them has none."""
    owners = []
    for k, u in enumerate(stoks):
        if u.key == key:
            owner = next(
                (v for v in reversed(stoks[max(0, k - 3) : k]) if ends_possessive(text, v)), None
            )
            if owner is None:
                return None
            owners.append(owner)
    return owners


def _owner_swapped(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A thing the claim gives to one owner that the sentence gives only to another, or ''.

    "Tom Baird's 90th-minute penalty earned Redmoor a draw" against "Liam
    Doherty's 90th-minute penalty cancelling out Tom Baird's opener": the
    penalty is Doherty's, and Baird owns another thing of the sentence.
    """
    mine = info.text
    if "s" not in mine or not any(mine.find(end) >= 0 for end in _POSSESSIVE):
        return ""  # no owner in the claim
    # Over joined sentences, every sentence is read: "After Bexley's death in
    # 1871, Rourke's family took full control" joined to the one naming the firm.
    for i, t in enumerate(info.toks):
        if not ends_possessive(mine, t) or not t.flags & _CONTENT:
            continue
        # The owned thing: its first word, not one hyphened to a figure ("90th-minute").
        noun = next(
            (
                u
                for u in info.toks[i + 1 : i + 4]
                if u.flags & _CONTENT and not u.flags & _NUMBER and mine[u.start - 1] != "-"
            ),
            None,
        )
        if noun is None:
            continue
        owners: list[_Tok] = []
        held = False  # the claim's owner owns something beside the thing
        for chunk, sent in parts:
            here = _owners_of(chunk.text, sent.toks, noun.key)
            if here is None:
                owners = []
                break  # the thing is also named without an owner
            # The claim's owner is the sentence's too: "the Pyle cuckoo, whose
            # chick pushes the warbler's own eggs out" owns no eggs.
            held = held or (
                bool(here)
                and (
                    t.key in sent.keys
                    if mine[t.start].islower()
                    else any(u.key == t.key and ends_possessive(chunk.text, u) for u in sent.toks)
                    # "credited Ferrier with Orlan's discovery": one other owner,
                    # the claim's named apart from it.
                    or (len(here) == 1 and _named_apart(chunk.text, sent.toks, here[0], t.key))
                )
            )
            owners += here
        # (Not where the claim gives the thing to both, leaving it unsaid the
        # second time: "the Dalby Foundation's endowment was £700,000 larger
        # than the Rennick Trust's".)
        if (
            owners
            and held
            and all(o.key != t.key for o in owners)
            and not any(
                u.key == o.key and ends_possessive(mine, u) and _owns_unsaid(info, k)
                for k, u in enumerate(info.toks)
                for o in owners
            )
        ):
            return f"the source gives the {noun.low!r} to {owners[0].low!r}, not to {t.low!r}"
    return ""


def _compound_cut(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim name that is only part of the source's hyphenated one ("English-Swedish").

    "Razorlight is an English band" is not stated by "Razorlight are an
    English-Swedish indie rock band", nor "the Austria trade treaty" by "the
    Austria-Hungary trade treaty".
    """
    text = info.text
    for t in info.content:
        if not text[t.start].isupper():
            continue
        for chunk, sent in parts:
            src = chunk.text
            if src.find("-", sent.start, sent.end) < 0:
                continue
            toks = sent.toks
            for i, u in enumerate(toks):
                if u.key != t.key:
                    continue
                for j in (i - 1, i + 1):
                    if not 0 <= j < len(toks):
                        continue
                    v = toks[j]
                    a, b = (v, u) if j < i else (u, v)
                    if (
                        src[a.end : b.start] == "-"
                        and src[v.start].isupper()
                        and v.low.isalpha()
                        and len(v.low) > 2  # "X-Men", "Jay-Z": one name
                        and v.key not in info.keys
                    ):
                        return (
                            f"the source says {src[a.start : b.end]!r}, of which the claim "
                            f"gives only {t.low!r}"
                        )
    return ""


def _span_of_words(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim word the source gives as the first end of a span ("mixed to positive reception").

    "The film received a mixed reception" is not stated by "a mixed to
    positive reception", nor "a moderate risk" by "a moderate to high risk".
    Only the first end: after "to" a word is as often a verb or a place
    ("access to Confidential Information").
    """
    words = [t for t in info.toks if t.flags & _CONTENT]
    pairs = {(t.key, n.key) for t, n in pairwise(words) if not info.text[t.end : n.start].strip()}
    if not pairs:
        return ""
    for chunk, sent in parts:
        if chunk.text.find(" to ", sent.start, sent.end) < 0:
            continue
        toks = sent.toks
        for i in range(1, len(toks) - 2):
            if toks[i].low != "to":
                continue
            a, b, noun = toks[i - 1], toks[i + 1], toks[i + 2]
            if (a.key, noun.key) in pairs and b.flags & _CONTENT and b.key not in info.keys:
                said = chunk.text[a.start : noun.end]
                return f"the source says {said!r}, a span the claim gives only one end of"
    return ""


_ORDINAL_PICKS = frozenset("first second third fourth last final alternate other".split())


# A list of two or more names: "Ludlow, Kendal and Whitby".
_LIST_NAME = r"[A-Z][\w'\u2019-]*(?:\s+[A-Z][\w'\u2019-]*){0,2}"
_NAME_LIST = re.compile(rf"{_LIST_NAME}(?:,\s+{_LIST_NAME})*,?\s+and\s+{_LIST_NAME}")
_LIST_SPLIT = re.compile(r",?\s+and\s+|,\s+")
# What makes a claim's list the whole of something: "the shops closing are ...".
_WHOLE_BEFORE = re.compile(r"\b(?:are|were|is|was|just|only|namely)\s*:?\s*$", re.IGNORECASE)


def _list_cut(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim's list given as the whole, where the source's list has more, or ''.

    "The shops closing in March are Ludlow, Kendal and Whitby" against "will
    close four of its eleven shops by the end of March: Ludlow, Kendal, Frome
    and Whitby". A list the claim gives as examples ("include") is compared
    as usual.
    """
    text = info.text
    for m in _NAME_LIST.finditer(text):
        if _WHOLE_BEFORE.search(text, max(0, m.start() - 12), m.start()) is None:
            continue
        mine = {item.lower() for item in _LIST_SPLIT.split(m[0])}
        for chunk, sent in parts:
            for n in _NAME_LIST.finditer(chunk.text, sent.start, sent.end):
                theirs = {item.lower() for item in _LIST_SPLIT.split(n[0])}
                if mine < theirs:
                    extra = sorted(theirs - mine)[0]
                    return f"the source's list also has {extra.title()!r}"
    return ""


def _items_cut(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim's "just A and B" where a sentence lists A and B with more, or ''.

    "disregards just full-time students and apprentices" against "are
    disregarded ...: full-time students, apprentices, carers living with the
    person they care for, and people with a severe mental impairment". Each
    of the claim's items must be a whole item of the sentence's list, word for
    word, and hold no figure ("takes just two hours and costs £5" is no list).
    """
    mine = _only_items(info.text, info.toks, _LIST_CUES)
    if len(mine) < 2:
        return ""
    if any(t.flags & _NUMBER for t in info.toks if any(t.key in m for m in mine)):
        return ""
    for chunk, sent in parts:
        for run in _list_runs(chunk.text, sent.toks):
            # The list starts at the first of the claim's items, which may open
            # with the claim's own words before it: "covers the swimming pool,
            # the sauna, ...".
            at = next(
                (
                    k
                    for k, (item, _) in enumerate(run)
                    if item in mine or any(m < item and item - m <= info.keys for m in mine)
                ),
                None,
            )
            if at is None or len(run) - at <= len(mine):
                continue
            rest = run[at + 1 :]
            if sum(item in mine for item, _ in rest) != len(mine) - 1:
                continue
            start, end = next(span for item, span in rest if item not in mine)
            return f"the source's list also has {chunk.text[start:end]!r}"
    return ""


# The words that make a claim's list the whole of something.
_LIST_CUES = frozenset({"only", "just", "solely", "exclusively", "namely"})


def _list_runs(
    text: str, toks: Sequence[_Tok]
) -> list[list[tuple[frozenset[str], tuple[int, int]]]]:
    """The runs of items a sentence sets out with commas, "and" and "or": each item as
    its content keys and its span, a run broken by any other mark (a colon, a
    bracket)."""
    runs: list[list[tuple[frozenset[str], tuple[int, int]]]] = []
    run: list[tuple[frozenset[str], tuple[int, int]]] = []
    item: set[str] = set()
    span = (0, 0)
    commas = 0
    for k, t in enumerate(toks):
        gap = text[toks[k - 1].end : t.start].strip() if k else ""
        if gap not in ("", ",", "-") or gap == "," or t.low in ("and", "or"):
            if item:
                run.append((frozenset(item), span))
            item = set()
            # ", and runs every two hours" after "A and B": another clause.
            clause = gap == "," and t.low in ("and", "or") and not commas
            if gap not in ("", ",", "-") or clause:
                if commas and len(run) >= 3:
                    runs.append(run)
                run, commas = [], 0
            commas += gap == ","
        if t.low in ("and", "or"):
            continue
        if t.flags & _CONTENT:
            span = (span[0] if item else t.start, t.end)
            item.add(t.key)
    if item:
        run.append((frozenset(item), span))
    if commas and len(run) >= 3:
        runs.append(run)
    return runs


def _pair_crossed(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim that joins the first name of one pair to the second of another, or ''.

    "The Adralimab biosimilar Hadrova was developed by the Korean group
    Jinsol" against "two biosimilars reached the market: Hadrova from the
    Icelandic firm Norrvik Biopharma and Amsivo from the Korean group Jinsol".
    The claim must name neither Hadrova's partner nor Jinsol's.
    """
    for chunk, sent in parts:
        for m in _PAIRED.finditer(chunk.text, sent.start, sent.end):
            sides = [_capital_keys(m[k]) for k in (1, 3, 4, 5)]
            if not all(sides):
                continue
            first, its, second, theirs = sides
            for a, x, b, y in ((first, its, second, theirs), (second, theirs, first, its)):
                if a <= info.keys and y <= info.keys and not (x | b) & info.keys:
                    return f"the source pairs {m[1]!r} and {m[4]!r} the other way round"
    return ""


def _figure_pair_crossed(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim that gives one item's figure to the other item of a pair, or ''.

    "Charging on Saltmarsh's slower on-street posts costs 52p" against
    "Charging costs 52p per kilowatt hour on Saltmarsh's fast chargers and 39p
    on its slower on-street posts". The claim must have two words of the
    other item that the figure's own item lacks, and no lower-case word of the
    figure's own item that the other lacks.
    """
    mine = {v for q in info.quants if (v := _written_value(q.text)) is not None}
    if len(mine) != 1:
        return ""
    for chunk, sent in parts:
        for m in _FIGURE_PAIRED.finditer(chunk.text, sent.start, sent.end):
            items = [(m["f1"], m["l1"]), (m["f2"], m["l2"])]
            for (figure, label), (other_figure, other_label) in (items, items[::-1]):
                if _written_value(figure) not in mine or _written_value(other_figure) in mine:
                    continue
                own, other = _lower_keys(label), _lower_keys(other_label)
                if len((other - own) & info.keys) >= 2 and not (own - other) & info.keys:
                    return (
                        f"the source gives {figure!r} to {label.strip()!r} and"
                        f" {other_figure!r} to {other_label.strip()!r}"
                    )
    return ""


_PAIR_FIGURE = rf"{WRITTEN_FIGURE}(?:p\b|%)?"
# Two figures each given to an item by one preposition: "52p per kilowatt hour on
# Saltmarsh's fast chargers and 39p on its slower on-street posts".
_FIGURE_PAIRED = re.compile(
    rf"(?P<f1>{_PAIR_FIGURE})(?:\s+(?:per|a|an|each)\s+[a-z]+(?:\s+[a-z]+)?)?\s+"
    r"(?P<p>on|for|in|at|with|from)\s+(?P<l1>[^,;:.()]+?),?\s+(?:and|while|but)\s+"
    rf"(?P<f2>{_PAIR_FIGURE})(?:\s+(?:per|a|an|each)\s+[a-z]+(?:\s+[a-z]+)?)?\s+"
    r"(?P=p)\s+(?P<l2>[^,;:.()]+)"
)


def _lower_keys(text: str) -> frozenset[str]:
    """Keys of the lower-case content words of *text*."""
    return frozenset(t.key for t in _tokens(text) if t.flags & _CONTENT and text[t.start].islower())


# Two names each paired with another by one preposition: "Hadrova from the
# Icelandic firm Norrvik Biopharma and Amsivo from the Korean group Jinsol".
_PAIRED = re.compile(
    r"\b([A-Z][\w-]*(?:\s[A-Z][\w-]*)*)\s(from|by|of|at|for|with)\s([^,;:.()]+?),?"
    r"\s(?:and|while)\s([A-Z][\w-]*(?:\s[A-Z][\w-]*)*)\s\2\s([^,;:.()]+)"
)


def _capital_keys(text: str) -> frozenset[str]:
    """Keys of the capitalised words of *text*."""
    return frozenset(t.key for t in _tokens(text) if text[t.start].isupper())


def _dated_before_sequel(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim's deed dated by a year the sentence gives to an earlier deed, or ''.

    "The keepers' cottages were sold to a holiday company in 1994" against
    "The light was ... automated in 1994, after which the keepers' cottages
    were sold to a holiday company": the sale came after 1994's deed, on a
    day the source does not give.
    """
    years = {q.q.date[0] for q in info.quants if q.q.kind == "year" and q.q.date and q.q.date[0]}
    if not years:
        return ""
    for chunk, sent in parts:
        text = chunk.text
        for p in sent.quants:
            if not (p.q.date and p.q.date[0] in years):
                continue
            cue = _SEQUEL.match(text, p.end)
            if cue is None:
                continue
            toks = sent.toks
            before = [t for t in toks if t.end <= p.start]
            if any(t.key in info.keys and _claim_word_lower(text, t) for t in before):
                # "Tiber Lace won the Oaks in 2011 and later produced ...": the
                # claim's own deed is the dated one.
                continue
            earlier = {t.key for t in before}
            later = [
                t
                for t in toks
                if t.start >= cue.end()
                and t.key in info.keys
                and t.key not in earlier
                and _claim_word_lower(text, t)
            ]
            if len({t.key for t in later}) >= 2:
                return (
                    f"the source gives {p.text!r} to another deed; {later[0].low!r} came after it"
                )
    return ""


def _date_of_other_verb(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim's deed dated by a year the sentence gives to another verb, the claim's verb
    standing in it undated, or ''.

    "Luca Fenzi painted the chapel ceiling in 1847" against "The seminary
    chapel, completed in 1847, has a ceiling painted by Luca Fenzi": 1847 is
    when the chapel was completed; the sentence does not say when the ceiling
    was painted.
    """
    toks = info.toks
    years = [
        (q, q.q.date[0]) for q in info.quants if q.q.kind == "year" and q.q.date and q.q.date[0]
    ]
    if len(years) != 1:
        return ""
    q, year = years[0]
    at = bisect_left(toks, q.start, key=_START)
    mine = next(
        (
            t
            for t in reversed(toks[max(0, at - 8) : at])
            if t.flags & _CONTENT and not info.text[t.start].isupper() and lx.past_form(t.low)
        ),
        None,
    )
    if mine is None:
        return ""
    for chunk, sent in parts:
        text = chunk.text
        if mine.key not in sent.keys:
            continue
        for p in sent.quants:
            if p.q.kind != "year" or not p.q.date or p.q.date[0] != year:
                continue
            k = bisect_left(sent.toks, p.start, key=_START)
            near = [t for t in sent.toks[max(0, k - 3) : k] if t.flags & _CONTENT]
            if not near or any(t.key == mine.key for t in near):
                break
            theirs = near[-1]
            if (
                theirs.key in info.keys
                or text[theirs.start].isupper()
                or not lx.past_form(theirs.low)
                or _DATE_LINK.fullmatch(text, theirs.end, p.start) is None
            ):
                break
            return f"the source dates {theirs.low!r} {p.text!r}, not {mine.low!r}"
    return ""


# Between a verb and the year that dates it: "completed in 1847".
_DATE_LINK = re.compile(r"\s+in\s+")


def _since_of_other_verb(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim's state "since" a year the sentence gives to the verb of a clause about its
    subject that the claim leaves out, or ''.

    "Tobias Merriweather has been the branch librarian at Penrock Hill since
    2003" against "Branch librarian Tobias Merriweather, who has worked at
    Penrock Hill since 2003": he has worked there since 2003; when he became
    its librarian the sentence does not say.
    """
    if _SINCE_BEEN.search(info.text) is None:
        return ""
    for chunk, sent in parts:
        for m in _WHO_SINCE.finditer(chunk.text, sent.start, sent.end):
            verb = m["verb"].lower()
            keys = {t.key for t in sent.toks if t.low == verb}
            if keys & info.keys or m["year"] not in info.text:
                continue  # "has worked there since 2003" keeps the verb
            return f"the source has {verb!r} since {m['year']}, not the claim's state"
    return ""


# A claim's state since a year: "has been the branch librarian ... since 2003".
_SINCE_BEEN = re.compile(r"\b(?:has|have|had)\s+been\b[^.;]*?\bsince\s+\d{4}\b", re.IGNORECASE)
# A clause about someone with its own verb and year: ", who has worked at Penrock Hill since 2003".
_WHO_SINCE = re.compile(
    r",\s+who\s+(?:has|have|had)\s+(?P<verb>[a-z]+ed)\b[^,.;]*?\bsince\s+(?P<year>\d{4})\b"
)


def _claim_word_lower(text: str, t: _Tok) -> bool:
    """Whether ``t`` is a content word written in lower case (a deed or a thing, no name)."""
    return bool(t.flags & _CONTENT) and not text[t.start].isupper()


# What a sentence says came after its dated deed: ", after which", ", whereupon".
_SEQUEL = re.compile(
    r",?\s*(?:after which|after that|following which|whereupon|and afterwards|and later)\b",
    re.IGNORECASE,
)


def _example_crossed(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim that gives one item's example the other item's words, or ''.

    "Overstaying in a paid bay is treated as a higher-level contravention"
    against "£70 for higher-level contraventions, such as parking on a
    double yellow line, and £50 for lower-level ones, such as overstaying in a
    paid bay". Each item is its words before "such as", its example those
    after it up to the next mark.
    """
    if "such" in info.lows:
        return ""
    for chunk, sent in parts:
        text = chunk.text
        items = []
        lo = sent.start
        for m in _SUCH_AS.finditer(text, sent.start, sent.end):
            stop = edge_or_end(_EXAMPLE_END, text, m.end(), sent.end)
            label = _keys_between(sent, lo, m.start())
            example = _keys_between(sent, m.end(), stop)
            items.append((label, example))
            lo = stop
        if len(items) < 2:
            continue
        for i, (label, example) in enumerate(items):
            for j, (other, given) in enumerate(items):
                if i == j or not given or not given <= info.keys or (example - given) & info.keys:
                    continue
                if (label - other - given) & info.keys and not (other - label) & info.keys:
                    return "the source gives the claim's example to another item of its list"
    return ""


def _labels_crossed(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim that puts an item of a labelled list under another of its labels, or ''.

    "won gold in the all-around and silver on the beam" against "won four
    medals: gold on the beam and floor, silver in the all-around and bronze on
    the vault". The list must give two labels or more, each its items after
    one preposition; the claim's label must be one of them, and its item
    another label's only.
    """
    mine = [
        (_lower_keys(m["label"]), _lower_keys(m["items"])) for m in _LABELLED.finditer(info.text)
    ]
    if not mine:
        return ""
    for chunk, sent in parts:
        for run in _LABELLED_RUN.finditer(chunk.text, sent.start, sent.end):
            groups: dict[str, frozenset[str]] = {}
            for m in _LABELLED.finditer(run[0]):
                for key in _lower_keys(m["label"]):
                    groups[key] = groups.get(key, frozenset()) | _lower_keys(m["items"])
            if len(groups) < 2:
                continue
            for labels, items in mine:
                for label in sorted(labels & groups.keys()):
                    for item in sorted(items - groups[label]):
                        other = [k for k, v in groups.items() if k != label and item in v]
                        if other:
                            return (
                                f"the source lists the claim's {item!r} under {other[0]!r},"
                                f" not {label!r}"
                            )
    return ""


def _numbered_in_other_group(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A numbered item ("Stage 3") the claim gives what the sentence gives another group
    of its numbers, or ''.

    "teaches its Stage 3 lessons in the learner pool" against "teaches Stages
    1 and 2 in the learner pool and Stages 3 to 6 in the main pool": each
    group of numbers has the words up to the next group, and the claim's
    words are only those of a group its number is not in.
    """
    found = list(_NUMBERED.finditer(info.text))
    for mine in found:
        label, number = mine[1].lower(), int(mine[2])
        if any(m[1].lower() == label and m[2] != mine[2] for m in found):
            continue  # "airlines that used Terminal 2 will operate from Terminal 1"
        own = _lower_keys(info.text[: mine.start()] + " " + info.text[mine.end() :])
        for chunk, sent in parts:
            groups = [
                m
                for m in _NUMBERED_GROUP.finditer(chunk.text, sent.start, sent.end)
                if m[1].lower() == label
            ]
            if len(groups) < 2:
                continue
            ends = [m.start() for m in groups[1:]] + [sent.end]
            words = [
                _lower_keys(chunk.text[m.end() : e]) for m, e in zip(groups, ends, strict=True)
            ]
            home = [i for i, m in enumerate(groups) if number in _numbers_of(m)]
            if len(home) != 1:
                continue
            at = home[0]
            theirs = words[at] - frozenset().union(*(w for i, w in enumerate(words) if i != at))
            if not theirs:
                continue  # "the same gearing as the Tour 7": nothing of its own
            for i, w in enumerate(words):
                only = w - words[at]
                if i != at and own & only and not own & theirs:
                    said = sorted(own & only)[0]
                    return (
                        f"the source gives {said!r} to {groups[i][0]!r}, not to"
                        f" {mine[0]!r} ({groups[at][0]!r})"
                    )
    return ""


def _bracketed_groups_crossed(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim that puts named items under a label the sentence gives other items in
    brackets, or ''.

    "counts April and October as part of its winter season" against "three
    wedding seasons: peak (May to September), shoulder (April and October)
    and winter (November to March)": the claim's label is one of the
    sentence's, and its names are all another label's.
    """
    names = {t.key for t in info.toks if t.flags & _CAP and t.start > 0}
    if not names:
        return ""
    for chunk, sent in parts:
        groups = {
            m[1].lower(): frozenset(t.key for t in _tokens(m[2]) if m[2][t.start].isupper())
            for m in _BRACKETED_GROUP.finditer(chunk.text, sent.start, sent.end)
        }
        listed = names & frozenset().union(*groups.values())
        if len(groups) < 2 or not listed:
            continue
        for t in info.toks:
            if t.low not in groups or listed & groups[t.low]:
                continue
            for other, items in groups.items():
                if other != t.low and listed <= items:
                    said = sorted(listed)[0]
                    return f"the source puts {said!r} under {other!r}, not {t.low!r}"
    return ""


# A label with its items in brackets: "shoulder (April and October)".
# (a list or a span, not an acronym: "housing costs (CPIH)")
_BRACKETED_GROUP = re.compile(r"\b([a-z]+) \(([^()]{0,30}(?:,| and | to |\u2013)[^()]{0,30})\)")


def _owner_of_person_differs(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A person the claim gives one owner ("Crane Bridge's ... Kofi Adjei") where the
    sentence gives another ("Esholt's only C1 entrant, 15-year-old Kofi Adjei"), or ''."""
    for mine in _OWNED_PERSON.finditer(info.text):
        owner, person = mine[1], mine[2]
        theirs = re.compile(_OWNER + r"(?:[\w-]+,?\s+){0,5}?" + re.escape(person) + r"\b")
        for chunk, sent in parts:
            for m in theirs.finditer(chunk.text, sent.start, sent.end):
                if owner not in m[1] and m[1] not in owner:
                    return f"the source gives {person!r} to {m[1]!r}, not {owner!r}"
    return ""


# An owner in the possessive: "Crane Bridge's", "Esholt's".
_OWNER = r"\b([A-Z][\w-]*(?: [A-Z][\w-]*)*)['\u2019]s\s+"
# ... and a person's two-word name a few words after it: "Crane Bridge's 15-year-old
# C1 paddler Kofi Adjei".
_OWNED_PERSON = re.compile(_OWNER + r"(?:[\w-]+\s+){0,4}?([A-Z][a-z]+ [A-Z][a-z]+)\b")


def _numbers_of(m: re.Match[str]) -> frozenset[int]:
    """The numbers a group names: "Stages 1 and 2" {1, 2}, "Stages 3 to 6" {3, 4, 5, 6}."""
    found = [int(x) for x in re.findall(r"\d+", m[0])]
    if _RANGE_WORD.search(m[0]) and len(found) == 2 and found[0] < found[1] <= found[0] + 50:
        return frozenset(range(found[0], found[1] + 1))
    return frozenset(found)


# A label and its number: "Stage 3", "Grade 5", "Band 2".
_NUMBERED = re.compile(r"\b([A-Z][a-z]{2,})s? (\d{1,3})\b(?![.,:]\d)")
# A label and a group of its numbers: "Stages 1 and 2", "Stages 3 to 6", "Stage 4".
_NUMBERED_GROUP = re.compile(
    r"\b([A-Z][a-z]{2,}?)s? \d{1,3}(?:(?:,\s*|\s+and\s+|\s+or\s+)\d{1,3})*"
    r"(?:\s*(?:to|–|-)\s*\d{1,3})?\b(?![.,:]\d)"
)
_RANGE_WORD = re.compile(r"\d\s*(?:to|–|-)\s*\d")


def _codes_traded(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A coded item the claim gives what the sentence gives the other of two, or ''.

    "Form DB1 is for neurological conditions" against "Form M1 is used for
    neurological conditions and Form DB1 for diabetes": each form has its
    use, and the claim's is the other form's.
    """
    mine = [(m["code"], _lower_keys(m["what"])) for m in _CODE_FOR.finditer(info.text)]
    if not mine:
        return ""
    for chunk, sent in parts:
        text = chunk.text
        for m in _CODES_PAIRED.finditer(text, sent.start, sent.end):
            if m["c1"] == m["c2"]:
                continue
            w1 = {t.key for t in sent.toks if m.start("w1") <= t.start < m.end("w1")}
            w2 = {t.key for t in sent.toks if m.start("w2") <= t.start < m.end("w2")}
            for code, what in mine:
                for own, theirs, its in ((m["c1"], w1 - w2, w2 - w1), (m["c2"], w2 - w1, w1 - w2)):
                    if code == own and what & its and not what & theirs:
                        return (
                            f"the source gives {m['w1']!r} to {m['k']} {m['c1']} and "
                            f"{m['w2']!r} to {m['c2']}"
                        )
    return ""


# A code naming an item of a kind: "Form DB1", "Zone 2B", "Route X".
_CODE = r"(?:[A-Z]{1,3}-?\d{1,4}[A-Z]?|\d{1,2}[A-Z]|[A-Z])"
# "Form DB1 is for neurological conditions": a coded item and what it is for.
_CODE_FOR = re.compile(
    rf"\b[A-Z][a-z]+ (?P<code>{_CODE})\b(?![\w'-])[^;.,]{{0,24}}?\s(?:for|on|in|at)\s+"
    r"(?:the\s+)?(?P<what>[^,;.]{1,40})"
)
# "Form M1 is used for neurological conditions and Form DB1 for diabetes".
_CODES_PAIRED = re.compile(
    rf"\b(?P<k>[A-Z][a-z]+) (?P<c1>{_CODE})\b(?![\w'-])[^;.,]{{0,24}}?\s(?P<p>for|on|in|at)\s+"
    r"(?:the\s+)?(?P<w1>[^,;.]{1,40}?),?\s+and\s+(?:(?P=k)\s+)?"
    rf"(?P<c2>{_CODE})\b(?![\w'-])[^;.,]{{0,24}}?\s(?P=p)\s+(?:the\s+)?(?P<w2>[^,;.]{{1,40}})"
)


# An item of one or two words: "floor", "parallel bars".
_ITEM = r"[a-z][\w-]*(?:\s+(?!(?:and|on|in|at|for|of|the|to|with)\b)[a-z][\w-]*)?"
# A label and its items after one preposition: "gold on the beam and floor".
_ITEMS = rf"{_ITEM}(?:\s+and\s+(?:the\s+)?{_ITEM}(?!\s+(?:on|in|at|for)\b))?"
_LABELLED = re.compile(rf"\b(?P<label>[a-z]+)\s+(?:on|in|at|for)\s+(?:the\s+)?(?P<items>{_ITEMS})")
# Two labels or more with their items, one after the other: "gold on the beam
# and floor, silver in the all-around and bronze on the vault".
_LABEL_THEN_ITEMS = rf"[a-z]+\s+(?:on|in|at|for)\s+(?:the\s+)?{_ITEMS}"
_LABELLED_RUN = re.compile(
    rf"\b{_LABEL_THEN_ITEMS}(?:(?:,\s+(?:and\s+)?|\s+and\s+){_LABEL_THEN_ITEMS})+"
)


def _version_lent(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim version that one joined sentence gives, where the sentence of the claim's
    deed names another version, or ''.

    "The bug that generated taxonomy pages twice was fixed in Pennick 0.120"
    against "Pennick 0.120, released on 2 February 2024, renames ... Version
    0.119.1 fixed a bug where taxonomy pages were generated twice."
    """
    if len(parts) < 2:
        return ""
    mine = {m[1] or m[2] for m in _VERSION.finditer(info.text)}
    if not mine:
        return ""
    found = [
        {m[1] or m[2] for m in _VERSION.finditer(chunk.text, sent.start, sent.end)}
        for chunk, sent in parts
    ]
    words = {t.key for t in info.content if not t.flags & _NUMBER}
    for v in mine:
        holding = [k for k, got in enumerate(found) if v in got]
        if len(holding) != 1:
            continue
        home = parts[holding[0]][1].keys
        for k, (_, sent) in enumerate(parts):
            if k == holding[0] or not found[k] or found[k] & mine:
                continue
            if len((words & sent.keys) - home) >= 2 and len((words & home) - sent.keys) <= 1:
                other = sorted(found[k])[0]
                return f"the source's sentence of the claim's words names version {other}, not {v}"
    return ""


# A version: "Version 0.119.1", "Pennick 0.120", "v2.3".
_VERSION = re.compile(
    r"\b(?:[Vv]ersion|[Rr]elease|v)\s*(\d+(?:\.\d+)+)\b|\b[A-Z][\w-]*\s+(\d+(?:\.\d+)+)\b"
)


def _denied_with_the_other(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim that grants one item and denies another ("can be used for season
    tickets, though not for First Class travel"), where one negation of the source
    denies both ("cannot be used for First Class travel, for season tickets, or
    ..."), or ''."""
    m = _THOUGH_NOT.search(info.text)
    if m is None:
        return ""
    denied = {t.key for t in info.content if t.start >= m.end()}
    granted = {t.key for t in info.content if t.start < m.start()} - denied
    for toks, i in ((s.toks, i) for _, s in parts for i in _negation_cues(s.toks)):
        after = [t for t in toks[i + 1 :] if t.flags & _CONTENT]
        if len(after) < 3:
            continue
        before = {t.key for t in toks[:i]}
        # (The first content word after the cue is its verb: "cannot be used".)
        scope = {t.key for t in after[1:]} - before
        if denied & scope and (granted & scope) - denied:
            word = sorted((granted & scope) - denied)[0]
            return f"the source's negation denies {word!r} as well"
    return ""


# A claim's last clause that denies one item: ", though not for First Class travel".
_THOUGH_NOT = re.compile(r",\s+(?:though|but|although)\s+not\s+(?:for|on|in|at|to|with)\b")


def _share_base_differs(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim share taken of another thing than the source's share of that size, or ''.

    "entitled to 15 per cent of the full fee from any future sale" against
    "entitled to 15 per cent of any profit on a future sale": the claim's
    "fee" and "full" may stand elsewhere in the text, but not as what the
    15 per cent is of.
    """
    for q in info.quants:
        if q.family != "percent:percent" or q.q.value is None:
            continue
        mine = _base_keys(info.text, info.toks, q.end)
        if not mine:
            continue
        theirs = [
            _base_keys(chunk.text, sent.toks, p.end)
            for chunk, sent in parts
            for p in sent.quants
            if p.family == q.family and p.q.value is not None and isclose(p.q.value, q.q.value)
        ]
        # (What the source's share is of must be missing from the whole claim:
        # "61 percent of St Aubyn's emergency patients" keeps "61% of patients".)
        if theirs and all(base and not base & (mine | info.keys) for base in theirs):
            return f"the source's {q.text} is of {' '.join(sorted(theirs[0]))}, not the claim's"
    return ""


# After a share, what it is of: "15 per cent of any profit".
_SHARE_BASE = re.compile(r"\s+of\s+(?:(?:the|an?|any|its|their|his|her|each|every|all)\s+)?")


def _base_keys(text: str, toks: Sequence[_Tok], end: int) -> frozenset[str]:
    """Keys of up to two content words right after "of" after a share ending at *end*."""
    m = _SHARE_BASE.match(text, end)
    return frozenset() if m is None else content_words_at(text, toks, m.end())


_SUCH_AS = re.compile(r",?\s*\bsuch as\b", re.IGNORECASE)
_EXAMPLE_END = re.compile(r"[,;:()]|\.\s|\.$")


def _gapped_figure(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim figure that a sentence gives to one name, leaving out the verb for the
    claim's name and its own figure after "and", or ''.

    "Klarn Pay currently holds 41% of card processing for small shops" against
    "Vantix currently holds 41% of that market and Klarn 17%"; and the other
    way, the gapped name's figure given to the first name ("Rosalind Farrow
    receives £10" against "Rosalind Farrow receives the Kemble Rose Bowl and
    £20, and Jacob Mearns £10").
    """
    for chunk, sent in parts:
        text = chunk.text
        for m in _GAPPED.finditer(text, sent.start, sent.end):
            theirs = next((r for r in sent.quants if r.start == m.end()), None)
            if theirs is None or theirs.cmp is not None:
                continue
            named = {t.key for t in sent.toks if m.start(1) <= t.start < m.end(1)}
            if named.isdisjoint(info.keys):
                # "Rosalind Farrow receives £10" against "Rosalind Farrow
                # receives the Kemble Rose Bowl and £20, and Jacob Mearns £10":
                # the gapped name's figure given to the first name.
                found = _first_holder_given(info, text, sent, m.start(), theirs)
                if found:
                    return f"the source gives {theirs.text!r} to {m[1]!r}, and {found}"
                continue
            if not named <= info.keys:
                continue
            for q in info.quants:
                if q.family != theirs.family or q.cmp is not None or entails(theirs, q):
                    continue
                given = next((p for p in sent.quants if p.end <= m.start() and entails(p, q)), None)
                if given is None:
                    continue
                at = bisect_left(sent.toks, given.start, key=_START)
                holder = next(
                    (t for t in reversed(sent.toks[:at]) if text[t.start].isupper()), None
                )
                if holder is not None and holder.key not in info.keys:
                    return (
                        f"the source gives {given.text!r} to {holder.low!r} and"
                        f" {theirs.text!r} to {m[1]!r}"
                    )
    return ""


def _first_holder_given(info: _ClaimInfo, text: str, sent: _Sent, gap: int, theirs: Amount) -> str:
    """Which figure the sentence gives the claim's name before the gap at *gap*, when
    the claim gives that name *theirs*, the gapped name's figure; or ''."""
    if not any(q.family == theirs.family and entails(theirs, q) for q in info.quants):
        return ""
    given = [p for p in sent.quants if p.end <= gap and p.family == theirs.family]
    if len(given) != 1 or any(entails(given[0], q) for q in info.quants):
        return ""
    at = bisect_left(sent.toks, given[0].start, key=_START)
    holder = [t for t in sent.toks[:at] if text[t.start].isupper() and t.key in info.keys]
    if not holder:
        return ""
    run = [holder[0]]
    for t in holder[1:]:
        if text[run[-1].end : t.start] != " ":
            break
        run.append(t)
    return f"{given[0].text!r} to {text[run[0].start : run[-1].end]!r}"


# "... and Klarn 17%": a name and a figure after "and", the verb left out.
_GAPPED = re.compile(r"\band\s+([A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*)\s+(?=[\d$£€])")


def _side_changed(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A person the claim puts with one side whom the sentence puts with another, or ''.

    "Priya Nandra top-scored for Hallam County" against "Westry's captain
    Priya Nandra top-scored"; "Alder United's goalkeeper Sam Okoro" against
    "Ferrisby goalkeeper Sam Okoro". A side is a name before the person's role
    ("Westry's captain", "Ferrisby goalkeeper") or after "for"; a former side
    ("former Westry captain") is no side now.
    """
    text, toks = info.text, info.toks
    for start, end in _capital_runs(text, toks):
        if end - start < 2:
            continue  # a person: two names or more
        mine = _side_before(text, toks, start) | _side_for(text, toks, end)
        if not mine:
            continue
        last = toks[end - 1].key
        for chunk, sent in parts:
            for k, u in enumerate(sent.toks):
                if u.key != last or not chunk.text[u.start].isupper():
                    continue
                first = k
                while (
                    first
                    and chunk.text[sent.toks[first - 1].start].isupper()
                    and (sent.toks[first - 1].key in info.keys)
                ):
                    first -= 1
                theirs = _side_before(chunk.text, sent.toks, first)
                if theirs and not theirs & mine and not theirs & info.keys:
                    side = " ".join(t.low for t in sent.toks if t.key in theirs)
                    person = text[toks[start].start : toks[end - 1].end]
                    return f"the source puts {person!r} with {side!r}"
    return ""


def _side_before(text: str, toks: Sequence[_Tok], at: int) -> frozenset[str]:
    """Keys of the name before the one or two lower-case role words before ``toks[at]``
    ("Westry's captain", "Ferrisby goalkeeper"); none after "former"."""
    k = at - 1
    roles = 0
    while k >= 0 and roles < 2 and text[toks[k].start].islower() and toks[k].flags & _CONTENT:
        if toks[k].low in _FORMER_SIDE:
            return frozenset()
        k -= 1
        roles += 1
    if not roles or k < 0 or not text[toks[k].start].isupper():
        return frozenset()
    side = []
    while k >= 0 and _is_named(toks[k], text):
        side.append(toks[k].key)
        k -= 1
    if k >= 0 and toks[k].low in _FORMER_SIDE:
        return frozenset()
    return frozenset(side)


def _side_for(text: str, toks: Sequence[_Tok], end: int) -> frozenset[str]:
    """Keys of the name after "for" among the few words after a person's name."""
    for k in range(end, min(len(toks) - 1, end + 4)):
        if toks[k].low == "for" and text[toks[k + 1].start].isupper():
            j = k + 1
            side = []
            while j < len(toks) and _is_named(toks[j], text):
                side.append(toks[j].key)
                j += 1
            return frozenset(side)
    return frozenset()


_FORMER_SIDE = frozenset({"former", "ex", "then", "onetime", "previous", "erstwhile", "late"})


def _proposed_only(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A deed the sentence names only as what a consultation or proposal is about, or ''.

    "Two evening services will be added to the Calder Vale timetable once the
    consultation closes" against "A consultation on adding two evening
    services to the Calder Vale timetable closes on 14 June".
    """
    if _PROPOSED.search(info.text):
        return ""  # the claim keeps it a proposal
    for chunk, sent in parts:
        found = _deed_framed(info, chunk, sent, _PROPOSED, 1)
        if found is not None:
            m, verb = found
            return f"the source names {chunk.text[m.start() : verb.end]!r}, not a decision"
    return ""


def _deed_framed(
    info: _ClaimInfo, chunk: Chunk, sent: _Sent, frame: re.Pattern[str], group: int
) -> tuple[re.Match[str], _Tok] | None:
    """The first match of *frame* in *sent* ("A consultation on", "asked ... to") with
    the verb right after its *group*, where the verb is a claim word the sentence says
    nowhere else (else it says the deed outside the frame too), or None."""
    for m in frame.finditer(chunk.text, sent.start, sent.end):
        at = bisect_left(sent.toks, m.end(group), key=_START)
        verb = sent.toks[at] if at < len(sent.toks) else None
        if verb is None or verb.key not in info.keys:
            continue
        if sum(t.key == verb.key for t in sent.toks) == 1:
            return m, verb
    return None


def _asked_only(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A deed the sentence says someone was asked to do, told as done, or ''.

    "Kellan Voss carried out the visual field test" against "We have asked your
    optometrist, Kellan Voss of Brightwater Eyecare, to carry out a visual field
    test": a request, not the test.
    """
    if info.lows & _ASKING:
        return ""  # the claim keeps it a request
    for chunk, sent in parts:
        found = _deed_framed(info, chunk, sent, _ASKED_TO, 0)
        if found is not None:
            m, verb = found
            asked = f"{m[1].lower()} to {verb.low}"
            return f"the source says only that someone was {asked!r}, not that it was done"
    return ""


_ASKING = frozenset(
    "ask asks asked asking request requests requested invite invites invited urge urged".split()
)
# "asked your optometrist, Kellan Voss of Brightwater Eyecare, to carry out"
_ASKED_TO = re.compile(
    r"\b(asked|requested|invited|urged|instructed)\s+[^.;:]{1,60}?\bto\s+(?=[a-z])",
    re.IGNORECASE,
)


_PROPOSED = re.compile(
    r"\b(?:consultations?|proposals?|plans?|bid|application|petition|calls?)\s+"
    r"(on|to|for|about)\s+(?=[a-z])",
    re.IGNORECASE,
)


def _change_end_differs(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim's change "from A to B" where the sentence's change from A goes elsewhere,
    or ''.

    "enlarged the string section from 30 to 42 players" against "enlarged the
    string section from 30 to 48 players": the 42 the text gives elsewhere
    ("its first 42 players") is no end of this change.
    """
    mine = [
        (a, b, (m[3] or "").lower())
        for m in _CHANGE_FROM_TO.finditer(info.text)
        if (a := _written_value(m[1])) is not None and (b := _written_value(m[2])) is not None
    ]
    if not mine:
        return ""
    for chunk, sent in parts:
        theirs = [
            (a, b, m)
            for m in _CHANGE_FROM_TO.finditer(chunk.text, sent.start, sent.end)
            if (a := _written_value(m[1])) is not None and (b := _written_value(m[2])) is not None
        ]
        for start, end, noun in mine:
            ends = {b for a, b, _ in theirs if a == start}
            if ends and end not in ends:
                m = next(m for a, b, m in theirs if a == start)
                if noun and m[3] and noun != m[3].lower():
                    continue  # another measure changed from the same figure
                return f"the source's change from {m[1]} goes to {m[2]}"
    return ""


# A change between two figures: "from 30 to 48 players".
_CHANGE_FROM_TO = re.compile(
    rf"\bfrom\s+({WRITTEN_FIGURE})\s+to\s+({WRITTEN_FIGURE})(?:\s+([a-z]+))?"
)


def _span_sides_reversed(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim's "A ... N months before B" where the sentence has B N months before A,
    or ''.

    "Passenger services through the Ardwater Tunnel began three months before
    goods trains used it" against "Goods trains used it from September 1886,
    three months before passenger services began".
    """
    mine = _span_sides(info.text, info.toks, info.quants, 0, len(info.text))
    if not mine:
        return ""
    for chunk, sent in parts:
        theirs = _span_sides(chunk.text, sent.toks, sent.quants, sent.start, sent.end)
        for value, link, left, right in mine:
            for other_value, other_link, other_left, other_right in theirs:
                if value != other_value or link != other_link:
                    continue
                # (Words said on the claim's left in both, "the Kessel Tunnel",
                # must be fewer than those it moves.)
                moved = left & other_right
                if (
                    len(moved) >= 2
                    and len(right & other_left) >= 2
                    and len((left & other_left) - right - other_right) < len(moved)
                ):
                    return (
                        f"the source has the events on either side of {link!r} the other way round"
                    )
    return ""


def _span_sides(
    text: str, toks: Sequence[_Tok], quants: Sequence[Amount], lo: int, hi: int
) -> list[tuple[float, str, frozenset[str], frozenset[str]]]:
    """Each span of time followed by "before" or "after": its value, the word, and the
    content keys of its clause before it and after the word."""
    found = []
    for q in quants:
        if q.family != "duration" or q.q.value is None:
            continue
        m = _SPAN_LINK.match(text, q.end)
        if m is None:
            continue
        start = max((e.end() for e in _SIDE_EDGE.finditer(text, lo, q.start)), default=lo)
        stop = edge_or_end(_SIDE_EDGE, text, m.end(), hi)
        left = frozenset(
            t.key for t in toks if start <= t.start and t.end <= q.start and t.flags & _CONTENT
        )
        right = frozenset(
            t.key for t in toks if m.end() <= t.start and t.end <= stop and t.flags & _CONTENT
        )
        found.append((q.q.value, m[1].lower(), left, right))
    return found


_SPAN_LINK = re.compile(r"\s+(before|after)\b", re.IGNORECASE)
_SIDE_EDGE = re.compile(r"[;:.]\s|\.$")


def _every_picked(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim's "every X" against a source's "first X" or "every three X".

    "open every Saturday" is not stated by "on the first Saturday of each
    month", nor "adjusted every day" by "adjusted every three days".
    """
    toks = info.toks
    for t, u in pairwise(toks):
        if t.low not in ("every", "each") or not u.flags & _CONTENT:
            continue
        for chunk, sent in parts:
            stoks = sent.toks
            for k in range(1, len(stoks)):
                a, b = stoks[k - 1], stoks[k]
                if b.key != u.key:
                    continue
                picked = a.low in _ORDINAL_PICKS and a.low not in info.lows
                counted = (
                    k >= 2
                    and stoks[k - 2].low in ("every", "each")
                    and (a.flags & _NUMBER or a.low in _NUMBER_WORDS)
                    and a.low not in ("1", "one")
                )
                if picked or counted:
                    said = chunk.text[stoks[k - 2 if counted else k - 1].start : b.end]
                    return f"the claim says {t.low!r} {u.low!r}, the source {said!r}"
    return ""


_NUMBER_WORDS = frozenset(
    "two three four five six seven eight nine ten eleven twelve other few".split()
)


_UNIVERSALS = frozenset({"every", "each", "all"})


def _every_elsewhere(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim's "every X" where joined sentences say "every" only of another thing, or ''.

    "Every one of the Hotel Bergsonne's 92 rooms has a south-facing balcony"
    against "... south-facing balconies on every floor" joined to "... a
    hotel with 92 rooms": the source's "every" is the floors'.
    """
    if len(parts) < 2:
        return ""
    mine = _universal_noun(info.text, info.toks, 0)
    if mine is None:
        return ""
    others = []
    for chunk, sent in parts:
        toks = sent.toks
        for k, t in enumerate(toks):
            if t.low not in _UNIVERSALS:
                continue
            theirs = _universal_noun(chunk.text, toks, k)
            if theirs is None:
                continue
            if theirs.key == mine.key:
                return ""
            others.append(chunk.text[t.start : theirs.end])
    if not others:
        return ""
    return f"the claim says {'every'!r} of {mine.low!r}, the source only {others[0]!r}"


def _universal_noun(text: str, toks: Sequence[_Tok], start: int) -> _Tok | None:
    """The thing the first "every", "each" or "all" from ``toks[start]`` is said of: the
    first lower-case content word after it, past "one of the", names and figures
    (none for "every five minutes")."""
    at = next((k for k in range(start, len(toks)) if toks[k].low in _UNIVERSALS), None)
    if at is None:
        return None
    for k, t in enumerate(toks[at + 1 : at + 8]):
        if not k and (t.flags & _NUMBER or t.low in _NUMBER_WORDS):
            return None  # "every five minutes": how often, not of all
        if t.low in _ARTICLES or t.low in ("one", "of") or t.flags & _NUMBER:
            continue
        if not t.flags & _CONTENT:
            return None
        if text[t.start].isupper():
            continue
        return t
    return None


_RELATIVE = re.compile(r",\s+(?:who|which|whose)\b[^,;]*(?:[,;]|$)")


def _relative_of_other(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """What the claim says of its subject, found only in a clause about another name.

    "Tanaka missed the semi-final with an injury" against "Okafor, who
    missed the semi-final with an ankle injury, returns to the bench
    alongside Tanaka and Brennan".
    """
    if len(parts) != 1:
        return ""
    chunk, sent = parts[0]
    text = chunk.text
    subject = next((t for t in info.content if info.text[t.start].isupper()), None)
    if subject is None or subject.start != info.content[0].start:
        return ""
    said = [t for t in info.content if not info.text[t.start].isupper()]
    if len(said) < 2:
        return ""
    toks = sent.toks
    for m in _RELATIVE.finditer(text, sent.start, sent.end):
        inside = {t.key for t in toks if m.start() <= t.start < m.end()}
        outside = {t.key for t in toks if not m.start() <= t.start < m.end()}
        owner = next((t for t in reversed(toks) if t.end <= m.start()), None)
        if (
            owner is not None
            and text[owner.start].isupper()
            and owner.key not in info.keys
            and subject.key in outside
            and subject.key not in inside
            and all(t.key in inside for t in said)
            and not all(t.key in outside for t in said)
        ):
            return f"the source says it of {owner.low!r}, not of {subject.low!r}"
    return ""


def _subject_elsewhere(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """The claim's subject named only in a later clause than everything said of it.

    "The Douro Valley was designated a World Heritage Site in 1996" against
    "Its historic centre was designated a World Heritage Site in 1996, and
    ... port wine, which is produced in the Douro Valley".
    """
    if len(parts) != 1:
        return ""
    subject: list[_Tok] = []
    for t in info.content:
        if not info.text[t.start].isupper() or t.flags & _NUMBER:
            break
        subject.append(t)
    if not subject or len(subject) == len(info.content):
        return ""
    chunk, sent = parts[0]
    toks = sent.toks
    names = {t.key for t in subject}
    rest = {t.key for t in info.content} - names
    at_name = [i for i, t in enumerate(toks) if t.key in names]
    # Where each other claim word is first said: the rest of the fact.
    first: dict[str, int] = {}
    for i, t in enumerate(toks):
        if t.key in rest:
            first.setdefault(t.key, i)
    at_rest = list(first.values())
    if not at_name or not at_rest or min(at_name) < max(at_rest):
        return ""
    text = chunk.text
    for j in range(max(at_rest) + 1, min(at_name) + 1):
        gap = text[toks[j - 1].end : toks[j].start]
        if ";" in gap or ("," in gap and toks[j].low in _CLAUSE_OPENERS):
            named = " ".join(t.low for t in subject)
            return f"the source names {named!r} only in a later clause"
    return ""


_PERSONAL_SUBJECTS = frozenset({"he", "she", "they"})


def _pronoun_subject_other(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim about a name the sentence has, where the sentence's subject is "she" or "he".

    "Harold Finch was elected to the Academy in 1958" against "She was elected
    to the Academy in 1958, the same year her colleague Harold Finch became
    director": a pronoun never stands for a name said later in its own
    sentence, so what "she" did is someone else's.
    """
    if len(parts) != 1 or not info.content:
        return ""
    first = info.content[0]
    if first.start != info.toks[0].start or not info.text[first.start].isupper():
        return ""
    toks = parts[0][1].toks
    if not toks or toks[0].low not in _PERSONAL_SUBJECTS:
        return ""
    ctoks = info.toks
    k = 1
    while k < len(ctoks) and info.text[ctoks[k].start].isupper():
        k += 1
    # The claim's name does what the pronoun does: "Harold Finch was elected"
    # against "She was elected".
    said = [t.low for t in ctoks[k : k + 2]]
    # ... or in other words: "Anke Rosvall ran the laboratory" against "She led
    # the laboratory".
    reworded = (
        k < len(ctoks)
        and ctoks[k].key not in parts[0][1].keys
        and [t.low for t in ctoks[k + 1 : k + 3]] == [t.low for t in toks[2:4]]
    )
    if (
        len(said) == 2
        and (said == [t.low for t in toks[1:3]] or reworded)
        and any(t.key == first.key for t in toks[1:])
    ):
        name = info.text[ctoks[0].start : ctoks[k - 1].end]
        return f"the source's subject is {toks[0].low!r}, and it names {name!r} as someone else"
    return ""


_SCOPE_WORDS = frozenset({"in", "among", "for"})
# Nouns of phrases that join sentences rather than limit them: "In addition,",
# "For example,", "For the purposes of this Agreement,", "In the present day,".
_DISCOURSE = frozenset(
    """
    addition particular general fact contrast practice example instance summary short total
    turn response end brief conclusion purpose purposes present day days time times past
    meantime future reality case cases words other meanwhile sum effect order avoidance doubt
    """.split()
)


def _dropped_scope(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A leading phrase that limits the sentence ("In mice, ...") and that the claim drops.

    A phrase of at most four words before the first comma, opened by "in",
    "among" or "for", none of whose content words is in the claim or the
    title. A time ("In 2019,") is left to the figure rules.
    """
    for chunk, sent in parts:
        toks = sent.toks
        if not toks or toks[0].low not in _SCOPE_WORDS:
            continue
        comma = chunk.text.find(",", toks[0].end, sent.end)
        lead = [t for t in toks[1:6] if t.end <= comma]
        if comma < 0 or len(lead) > 4 or any(t.end > comma for t in toks[1 : len(lead) + 1]):
            continue
        if len(toks) > len(lead) + 1 and toks[len(lead) + 1].start < comma:
            continue
        words = [t for t in lead if t.flags & _CONTENT]
        if not words or any(t.flags & _NUMBER or t.low in _DISCOURSE for t in lead):
            continue
        topic = _topic_keys(chunk) if _has_topic(chunk) else frozenset()
        if any(t.key in info.keys or t.key in topic for t in words):
            continue
        phrase = chunk.text[toks[0].start : lead[-1].end]
        return f"the source limits it to {phrase!r}, which the claim leaves out"
    return ""


# A phrase of scope with "but not" right after it: "in the tread area, but not".
_LIMITED_BUT_NOT = re.compile(
    r"\b((?:in|on|at|for|within|among) (?:the |a |an )?(?:[\w'-]+ ){0,2}[\w'-]+),? but not\b",
    re.IGNORECASE,
)


def _scope_before_but_not(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A phrase the sentence limits its statement to, saying "but not" right after it,
    that the claim leaves out, or ''.

    "The sealant can fix punctures of up to 4 mm" against "... can repair
    punctures of up to 4 mm in the tread area, but not damage to the
    sidewall": the repair is limited to the tread.
    """
    for chunk, sent in parts:
        text = chunk.text[sent.start : sent.end]
        if "but not" not in text:
            continue
        for m in _LIMITED_BUT_NOT.finditer(text):
            start, end = sent.start + m.start(1), sent.start + m.end(1)
            words = [t for t in sent.toks if start <= t.start < end and t.flags & _CONTENT]
            # (a claim about what is left out, "not the conference dinner", is
            # about the other side of the "but not")
            left_out = next(
                (t for t in sent.toks if t.start >= sent.start + m.end() and t.flags & _CONTENT),
                None,
            )
            if left_out is not None and left_out.key in info.keys:
                continue
            if (
                words
                and all(t.key not in info.keys for t in words)
                and not any(t.flags & _NUMBER for t in words)
            ):
                return f"the source limits it to {m[1]!r}, which the claim leaves out"
    return ""


def _dropped_rank(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A superlative the source ranks ("second-largest") and the claim does not ("largest").

    Only when every use of the superlative in the sentences is ranked: "the
    longest river in Africa and the second longest in the world" still says
    "longest".
    """
    for t in info.superlatives:
        uses = [(chunk, u) for chunk, sent in parts for u in sent.toks if u.low == t.low]
        if not uses:
            continue
        ranks = [_RANK.search(c.text, max(0, u.start - 14), u.start) for c, u in uses]
        if all(ranks):
            chunk, u = uses[0]
            rank = ranks[0]
            assert rank is not None
            written = chunk.text[rank.start() : u.end]
            return f"the claim says {t.low!r} where the source says {written!r}"
    return ""


def _superlative_class_narrowed(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A superlative the source gives only within a narrower class than the claim's, or ''.

    "Serrin is the largest planet in the Hollis system" against "the largest of
    its four rocky planets": the words that narrow the class ("rocky") must
    be the claim's too.
    """
    for t in info.superlatives:
        for chunk, sent in parts:
            for u in sent.toks:
                if u.low != t.low:
                    continue
                m = _OF_CLASS.match(chunk.text, u.end)
                if m is None:
                    continue
                words = m["words"].split()
                narrowing = [w for w in words[:-1] if _word(w)[1] not in info.keys]
                if narrowing and not any(w[0].isupper() for w in words):
                    return f"the source says {t.low!r} only among {' '.join(words)!r}"
    return ""


# "the largest of its four rocky planets": the class a superlative ranks in,
# past a determiner and a count.
_OF_CLASS = re.compile(
    r"\s+of\s+(?:its|their|the|his|her|our)\s+(?:[a-z]+\s+|\d+\s+)?"
    r"(?P<words>(?:[a-z][a-z-]*\s+){1,2}[a-z]+s)\b"
)


def _some_say(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """What the source gives only as some people's view, stated as fact, or ''.

    "fractures that some researchers link to tidal flexing" does not say the
    flexing made them; a claim naming the researchers is compared as usual.
    """
    for chunk, sent in parts:
        m = _SOME_SAY.search(chunk.text, sent.start, sent.end)
        if m is not None and _word(m["who"])[1] not in info.keys:
            return f"the source gives it only as what {m['some'].lower()} {m['who']} {m['verb']}"
    return ""


def _counterfactual_only(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim word the sentences give only as what should (or would) have been, or ''.

    "issued an orange alert" against "had issued a yellow alert that
    afternoon, which it later admitted should have been orange": the orange
    alert was never issued.
    """
    if _COUNTERFACTUAL.search(info.text):
        return ""
    for chunk, sent in parts:
        spans = [m.span(1) for m in _COUNTERFACTUAL.finditer(chunk.text, sent.start, sent.end)]
        if not spans:
            continue
        inside = {t.key for t in sent.toks if any(a <= t.start < b for a, b in spans)}
        outside = {t.key for t in sent.toks if not any(a <= t.start < b for a, b in spans)}
        for t in info.content:
            if (
                t.key in inside
                and t.key not in outside
                and not any(t.key in other.keys for _, other in parts if other is not sent)
            ):
                return f"the source says {t.low!r} only of what should have been"
    return ""


# "should have been orange", "would have gone to Leeds": what did not happen.
_COUNTERFACTUAL = re.compile(
    r"\b(?:should|would|could|might|ought to)(?:\s+not)?\s+have\s+((?:[\w'-]+\s+){0,3}[\w'-]+)",
    re.IGNORECASE,
)


_SOME_SAY = re.compile(
    r"\b(?P<some>some|many|several|other|a few)\s+(?:\w+\s+)?"
    r"(?P<who>researchers|scientists|experts|historians|scholars|critics|analysts|economists"
    r"|observers|commentators|studies|astronomers|geologists|biologists|doctors|authors)\s+"
    r"(?:\w+\s+)?(?P<verb>link|suggest|believe|think|argue|attribute|propose|speculate|suspect"
    r"|consider|claim|say|contend|hold|credit|identify|regard|view|see|estimate|date|place"
    r"|reckon|maintain|assert|allege|posit|hypothesi[sz]e|theori[sz]e)\b",
    re.IGNORECASE,
)


# Words that say a thing is not there, as "without" does.
_ABSENT = frozenset({"omitted", "omit", "omits", "missing", "absent", "blank", "empty", "unset"})


def _negated_in_condition(toks: Sequence[_Tok]) -> bool:
    """Whether every negation of *toks* opens a clause of "that", "who", "if" or "unless"
    that only sets the case the claim speaks of ("a host nation that fails to
    qualify", "members who do not renew")."""
    cues = _negation_cues(toks)
    return bool(cues) and all(
        any(t.low in _CASE_OPENERS for t in toks[max(0, i - 3) : i]) for i in cues
    )


_CASE_OPENERS = frozenset({"that", "who", "if", "unless", "whose"})


def _other_part_negated(info: _ClaimInfo, part: tuple[Chunk, _Sent]) -> bool:
    """Whether the claim denies a verb of one part of a whole whose other part the sentence
    gives it to: "One of the four chicks did not fledge" against "raised four
    chicks, three of which fledged"."""
    mine = _PART_OF_WHOLE.search(info.text)
    if mine is None:
        return False
    chunk, sent = part
    theirs = _SOME_OF_THEM.search(chunk.text, sent.start, sent.end)
    return theirs is not None and _count_value(theirs[1]) != _count_value(mine[1])


# A part of a whole the sentence has just named: "three of which", "two of them".
_SOME_OF_THEM = re.compile(
    rf"\b(\d{{1,3}}|{'|'.join(qty.SMALL_NUMBER_WORDS)}) of (?:which|whom|them|these|those)\b",
    re.IGNORECASE,
)


# "not by A but by B", "not to A but to B": the same word before each side.
_NOT_THIS_BUT_THAT = re.compile(
    r"\bnot\s+(by|to|from|for|at|in|with)\s+[^,.;]{1,60}?,?\s+but\s+\1\b", re.IGNORECASE
)


def _negation_flip(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """Name a clear polarity flip between the claim and its one matching sentence, or ''."""
    if len(parts) != 1:
        return ""
    toks = parts[0][1].toks
    if _conditions(toks) or _other_than(toks):
        # "will not disclose ... except to employees who need to know", "shall
        # not disclose ... to anyone other than its employees"
        return ""
    cues = _clause_cues(parts[0][1], info.keys)
    if cues and not info.neg % 2 and _other_than(info.toks):
        # "film produced by other than Illumination" says what "film not to
        # be produced by Illumination" does
        return ""
    if info.neg % 2:
        if (
            not cues
            # "cannot be refunded" says what "non-refundable" does; "does not
            # cover accidental damage" what "excludes accidental damage" does.
            and not _prefix_negated(info, parts[0][0].text, toks)
            # "had still not recognised the union" says what "refused
            # throughout to recognise the union" does.
            and not any(t.low in _EXCLUDING or t.low in _FAILED for t in toks)
            # "agreed not to bid against one another" says what "agreed to stop
            # bidding against each other" does.
            and not _ceased(toks)
            and not _superlative_turned(info, toks)
            and not _no_need(info)
            # "is not as deep as Lake Moane" compares; it denies nothing the
            # sentence states ("it is the deepest lake in the region").
            and _NOT_AS_AS.search(info.text) is None
            # "may not do business with them" says what "barred from dealing
            # with them" does.
            and not any(t.low in _BARRED for t in toks)
            # "Without an insurance_value, a parcel is insured up to 100 EUR"
            # says what "when it is omitted, parcels are insured" does.
            and not ("without" in info.lows and any(t.low in _ABSENT for t in toks))
            # "A host nation that fails to qualify ... still plays" sets a case;
            # it denies nothing of "Teams qualify through continental events".
            and not _negated_in_condition(info.toks)
            and not _other_part_negated(info, parts[0])
            and not _charge_waived(info, parts[0][0])
            # "repaired not by Tobias Renn but by his successor, James Molt"
            # denies one doer to give the deed to another, which the sentence names.
            and _NOT_THIS_BUT_THAT.search(info.text) is None
        ):
            return "the claim negates what the source sentence states"
        return ""
    if len(cues) != 1:
        return ""
    i = cues[0]
    text = parts[0][0].text
    # The cue must bear on a word of the claim: the next content word after it,
    # in its own clause ("while Acheson's was not, because Reyes had ...").
    for t in toks[i + 1 : i + 5]:
        if any(c in ",;:" for c in text[toks[i].end : t.start]):
            return ""
        if t.flags & _CONTENT:
            if t.key in info.keys and not _other_side_of_but(info, parts[0], toks[i].end):
                return f"the source sentence says {toks[i].low!r} {t.low!r}; the claim does not"
            return ""
    return ""


def _other_side_of_but(info: _ClaimInfo, part: tuple[Chunk, _Sent], at: int) -> bool:
    """Whether the claim names what a "but" clause after offset *at* of the sentence
    speaks of, and the denied clause does not: "With KeyGuard, one lost key would be
    covered" against "Key replacement is not covered by the waiver, but the optional
    KeyGuard add-on ... covers one lost key"."""
    chunk, sent = part
    but = _BUT.search(chunk.text, at, sent.end)
    if but is None:
        return False
    denied = {t.key for t in sent.toks if t.start < but.start()}
    after = {t.key for t in sent.toks if t.start >= but.end() and t.flags & _CAP}
    return bool(after & info.keys - denied)


_BUT = re.compile(BUT_CLAUSE, re.IGNORECASE)


_NOT_AS_AS = re.compile(r"\bnot\s+(?:quite\s+|nearly\s+)?(?:as|so)\s+\w+\s+as\b", re.IGNORECASE)
_EXCLUDING = frozenset({"excludes", "excluded", "exclude", "excluding"})
# An outcome the sentence gives as failed or refused ("a second attempt by
# Castell's lab failed", "refused throughout to recognise the union"): a claim
# that something "failed to" happen, or was "not" done, may say the same.
_FAILED = frozenset(
    {"failed", "fails", "failure", "unsuccessful", "refused", "refuses", "refusing", "refusal"}
)


def _ceased(toks: Sequence[_Tok]) -> bool:
    """Whether *toks* stop a doing ("to stop bidding", "ceased trading")."""
    return any(a.low in _CEASING and b.low.endswith("ing") for a, b in pairwise(toks))


_CEASING = frozenset(
    {"stop", "stops", "stopped", "stopping", "cease", "ceases", "ceased", "ceasing", "quit"}
)


def _prefix_negated(info: _ClaimInfo, text: str, toks: Sequence[_Tok]) -> str:
    """A claim word the sentence writes only with a "non-" prefix ("non-refundable"), or ''."""
    prefixed = {
        b.key: f"{a.low}-{b.low}"
        for a, b in pairwise(toks)
        if a.low == "non" and text[a.end : b.start] == "-" and b.key in info.keys
    }
    if not prefixed:
        return ""
    bare = [t.key for a, t in pairwise(toks) if t.key in prefixed and a.low != "non"]
    if toks and toks[0].key in prefixed:
        bare.append(toks[0].key)
    return next((word for key, word in prefixed.items() if key not in bare), "")


def _letter_prefix_dropped(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim word with a one-letter prefix ("e-bikes") whose bare head is all the
    sentences have ("classic-bike trip"), or ''.

    The letter is no word of its own to the word match, yet an e-bike is not a
    bike of any kind.
    """
    for m in _LETTER_PREFIX.finditer(info.text):
        if m["head"].lower() in qty.SMALL_NUMBER_WORDS:
            continue  # "the C-four": a model's name
        head = m["head"].lower().rstrip("s")
        said = re.compile(rf"\b{re.escape(m['letter'])}-{re.escape(head)}", re.IGNORECASE)
        if not any(said.search(chunk.text, sent.start, sent.end) for chunk, sent in parts):
            return f"the source does not say {m[0]!r}"
    return ""


# "e-bikes", "x-ray", "e-scooter": a word behind a one-letter prefix.
_LETTER_PREFIX = re.compile(r"(?<![\w-])(?P<letter>[a-zA-Z])-(?P<head>[a-z]{3,})")


def _only_if_dropped(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A condition the source says is needed ("only if") that the claim says is enough, or
    ''.

    "will apply for Stage 4 powers if Linsey Reservoir falls below 15%" against
    "would apply for Stage 4 powers only if Linsey fell below 15%": the fall is
    needed for the application; the source does not say it brings one about.
    """
    mine = _PLAIN_IF.search(info.text)
    # (a permission, "may use the sauna ... when a lifeguard is on duty", keeps
    # the condition a condition)
    if mine is None or "only" in info.lows or info.lows & _PERMISSIONS:
        return ""
    for chunk, sent in parts:
        m = _ONLY_IF.search(chunk.text, sent.start, sent.end)
        if m is not None and m["word"].lower() == mine["word"].lower():
            return f"the source says {m[0]!r}: a condition it needs, not one that is enough"
    return ""


_PERMISSIONS = frozenset({"may", "can", "could", "allowed", "permitted", "entitled"})
_ONLY_IF = re.compile(r"\bonly\s+(?P<word>if|when)\b", re.IGNORECASE)
_PLAIN_IF = re.compile(r"\b(?P<word>if|when)\b", re.IGNORECASE)


def _good_times_only(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim figure the source gives only for a kind of time ("in a good week some 250
    tons changed hands") that the claim does not name, or ''."""
    if not info.quants:
        return ""
    for chunk, sent in parts:
        text = chunk.text
        for m in _KIND_OF_TIME.finditer(text, sent.start, sent.end):
            if m["kind"].lower() in info.lows:
                continue
            near = [
                p
                for p in sent.quants
                if m.end() <= p.start <= m.end() + _KIND_REACH
                or m.start() - _KIND_REACH <= p.end <= m.start()
            ]
            if any(
                p.family == q.family and p.q.value is not None and p.q.value == q.q.value
                for p in near
                for q in info.quants
            ):
                return f"the source gives this figure only {m[0]!r}"
    return ""


# "in a good week", "in a bad harvest", "in a busy season": a figure of such times only.
_KIND_OF_TIME = re.compile(
    r"\bin\s+(?:a|an|any)\s+(?P<kind>good|bad|busy|poor|slack|quiet|record|exceptional|wet"
    r"|dry|hard|mild|lean|bumper)\s+(?:week|year|season|month|day|night|harvest|summer|winter)\b",
    re.IGNORECASE,
)
_KIND_REACH = 40  # how far from the phrase its figure may stand


def _when_dropped(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A condition told with "when" that the claim leaves out, or ''.

    "Crash logs are attached to tester feedback only when the tester opts in"
    and "When safety_mode is on, arm speed is capped at 250 mm/s" state a
    condition, not a time; a claim without the condition's words ("A visitor
    escorted by a member of staff may enter" keeps "escorted") drops it.
    """
    for chunk, sent in parts:
        if _WHEN_HINT.search(chunk.text, sent.start, sent.end) is None:
            continue  # most sentences state no condition this way
        toks = sent.toks
        for i, t in enumerate(toks):
            gerund = False
            if not (
                (
                    t.low in _WHEN
                    and (
                        (i and toks[i - 1].low == "only")
                        or _setting_follows(toks, i)
                        or (
                            # not ", when they were moved": a moment, told after a date
                            i
                            and chunk.text[toks[i - 1].end : t.start].strip() != ","
                            and _figure_follows(chunk.text, toks, i)
                            and _said_before(info, chunk.text, toks, i)
                        )
                        # "30% off corporate tickets when registering with an
                        # organisation e-mail address": a circumstance to meet
                        or (gerund := _gerund_condition(info, chunk.text, toks, i))
                    )
                )
                # "may be fitted to the front wheels only, and only with the
                # 16-inch wheel": a restriction the claim must keep
                or (t.low in _ONLY_WITH and i and toks[i - 1].low == "only")
                # "Once a sachet is opened, use the contents immediately"
                or (
                    t.low == "once"
                    and (i == 0 or _CLAUSE_MARK.search(chunk.text, toks[i - 1].end, t.start))
                    and i + 1 < len(toks)
                    and not toks[i + 1].flags & _NUMBER
                )
            ):
                continue
            words = []
            for k in range(i + 1, len(toks)):
                if _CLAUSE_MARK.search(chunk.text, toks[k - 1].end, toks[k].start):
                    break
                if toks[k].flags & _CONTENT:
                    words.append(toks[k])
            # A circumstance told with a gerund counts as dropped only when the
            # claim has none of its words ("with gloves on" keeps "when
            # wearing gloves").
            if (all if gerund else any)(w.key not in info.keys for w in words):
                shown = " ".join(w.low for w in words[:3])
                return f"the source says it holds only {t.low} {shown!r}; the claim drops that"
    return ""


_WHEN = frozenset({"when", "whenever"})
_WHEN_HINT = re.compile(r"\b(?:when|whenever|once|only)\b", re.IGNORECASE)
_ONLY_WITH = frozenset({"with", "if", "after", "while", "during", "within", "between", "via"})


def _gerund_condition(info: _ClaimInfo, text: str, toks: Sequence[_Tok], i: int) -> bool:
    """Whether "when" at *i* opens a circumstance told with a gerund ("30% off corporate
    tickets when registering with an organisation e-mail address") of what the claim says."""
    return (
        i + 1 < len(toks) and toks[i + 1].low.endswith("ing") and _said_before(info, text, toks, i)
    )


def _said_before(info: _ClaimInfo, text: str, toks: Sequence[_Tok], i: int) -> bool:
    """Whether the clause before "when" at *i* says what the claim says (two of its words).

    "the car accepts up to 120 kW on DC chargers when the battery is ...":
    the condition is of the claim's statement; in "It should not be started
    ..., and initiation is not recommended when eGFR is between 30 and 45"
    it is of the other clause.
    """
    said: set[str] = set()
    for k in range(i - 1, -1, -1):
        if toks[k].low in ("and", "but") or _CLAUSE_MARK.search(
            text, toks[k].end, toks[k + 1].start
        ):
            break
        if toks[k].key in info.keys and toks[k].flags & _CONTENT:
            said.add(toks[k].key)
    return len(said) >= 2


def _figure_follows(text: str, toks: Sequence[_Tok], i: int) -> bool:
    """Whether the clause opened by "when" at *i* holds a figure ("when the battery is
    between 10 and 50 percent"): a condition, not a moment."""
    for k in range(i + 1, len(toks)):
        if _CLAUSE_MARK.search(text, toks[k - 1].end, toks[k].start):
            return False
        if toks[k].flags & _NUMBER:
            return True
    return False


_SETTING_STATES = frozenset(
    "enabled disabled activated deactivated selected switched turned checked".split()
)


def _setting_follows(toks: Sequence[_Tok], i: int) -> bool:
    """Whether a setting's state follows "when" at ``toks[i]`` ("when safety_mode is on")."""
    for k in range(i + 1, min(len(toks), i + 7)):
        low = toks[k].low
        if low in _SETTING_STATES or (low in ("on", "off") and toks[k - 1].low in ("is", "are")):
            return True
    return False


def _only_warned(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim word the source names only in an allergen warning, or ''.

    "Packed in a factory that also handles sesame" and "May contain
    peanuts" warn of traces; they do not say the product contains sesame or
    peanuts.
    """
    if info.lows & _WARNING_WORDS or "may" in info.lows:
        return ""
    if not any(
        _WARNING_HINT.search(chunk.text, sent.start, sent.end)
        or chunk.text.startswith("May ", sent.start)
        for chunk, sent in parts
    ):
        return ""  # the common case: no warning, decided without reading the words
    warned: set[str] = set()
    named: set[str] = set()
    for chunk, sent in parts:
        toks = sent.toks
        inside = False
        for k, t in enumerate(toks):
            if k and _CLAUSE_MARK.search(chunk.text, toks[k - 1].end, t.start):
                inside = False
            if t.low in _WARNING_WORDS or (k == 0 and t.low == "may"):
                inside = True
                continue
            (warned if inside else named).add(t.key)
    only = [t for t in info.content if t.key in warned and t.key not in named]
    if only:
        return f"the source only warns of {only[0].low!r}"
    return ""


_WARNING_WORDS = frozenset({"handles", "handled", "handling", "traces"})
_WARNING_HINT = re.compile(r"handl|traces", re.IGNORECASE)


def _bracketed_alternative(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim word that the source gives to a bracketed alternative figure, or ''.

    "Preheat a fan oven to 180°C" against "Preheat the oven to 180°C (160°C
    fan)": "fan" goes with 160°C, and 180°C is for the other oven.
    """
    if not info.quants:
        return ""
    for chunk, sent in parts:
        text = chunk.text
        for p, alt in pairwise(sent.quants):
            if not _OPEN_BRACKET.fullmatch(text, p.end, alt.start):
                continue
            m = _BRACKET_WORD.match(text, alt.end)
            if m is None or _word(m[1])[1] not in info.keys:
                continue
            if any(entails(p, q) and not entails(alt, q) for q in info.quants):
                return f"the source gives {m[1]!r} to {alt.text!r}, not to {p.text!r}"
    return ""


def _bracketed_only(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A limit in brackets after what the claim states, which the claim leaves out, or ''.

    "School groups can see the play for £10 per pupil" against "school groups
    £10 per pupil (matinee only)".
    """
    for chunk, sent in parts:
        text = chunk.text
        said = text[sent.start : sent.end]
        if "only)" not in said and "(only" not in said:
            continue
        for m in _ONLY_BRACKET.finditer(text, sent.start, sent.end):
            before = [t for t in sent.toks if t.end <= m.start()]
            if not before or before[-1].key not in info.keys:
                continue
            inside = [t for t in sent.toks if m.start() < t.start < m.end() and t.flags & _CONTENT]
            limit = [t for t in inside if t.low != "only"]
            if limit and not any(t.key in info.keys for t in limit):
                return f"the source limits it to {' '.join(t.low for t in limit)!r} only"
    return ""


def _season_dropped(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A season or run of months that scopes the source's sentence and that the claim drops.

    "The lake steamer calls at Sankt Elmen four times a day" against "From May
    to October a lake steamer calls at Sankt Elmen ... four times a day".
    """
    if info.lows & _SEASON_WORDS:
        return ""
    # Only a sentence that says something of the claim's, beyond its names: a
    # joined sentence that only names the place ("The Butterfly House is open
    # ... from April to October") scopes its own opening hours.
    said = tuple(
        (chunk, sent)
        for chunk, sent in parts
        if any(
            t.key in info.keys and t.flags & _CONTENT and chunk.text[t.start].islower()
            for t in sent.toks
        )
    )
    m = _search_parts(_SEASON_SCOPE, said)
    return f"the source says this {m[0].strip()!r} only" if m else ""


def _search_parts(
    pattern: re.Pattern[str], parts: tuple[tuple[Chunk, _Sent], ...]
) -> re.Match[str] | None:
    """The first match of *pattern* in the sentences of *parts*, or None."""
    for chunk, sent in parts:
        m = pattern.search(chunk.text, sent.start, sent.end)
        if m is not None:
            return m
    return None


_SEASON_WORDS = (
    frozenset(lx.MONTHS)
    | frozenset(m[:3] for m in lx.MONTHS)
    | frozenset("summer winter spring autumn fall season seasonal term holidays".split())
    | frozenset("weekday weekdays weekend weekends".split())
    | frozenset(lx.DAYS)
)
_MONTH = "(?:" + lx.MONTH_NAMES + ")"
_SEASON_SCOPE = re.compile(
    rf"\b(?:[Ff]rom {_MONTH} (?:to|until|till) {_MONTH}|[Bb]etween {_MONTH} and {_MONTH}"
    r"|(?:[Ii]n|[Dd]uring) (?:the )?(?:summer|winter|spring|autumn)(?: months)?"
    r"|on weekdays|(?:at|on) weekends)\b"
    r"(?!,? \d{4})"  # "sold from February to July 2024" is a time, no season
)


def _dated_later(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim year the source gives one event, where the claim's other event is dated
    "the following year" or "two years later", or ''.

    "Baptiste lost the European crown to Franco Sardi in 1975" against "won
    ... the European crown in 1975, losing it to the Italian Franco Sardi the
    following year".
    """
    years = {year_of(q) for q in info.quants if q.family == "date"}
    if not years:
        return ""
    for chunk, sent in parts:
        text = chunk.text
        if "year" not in text[sent.start : sent.end]:
            continue
        for m in _LATER.finditer(text, sent.start, sent.end):
            if _counted_to(years, sent, m):
                continue  # "told in 1860 ..., and ... reconstructed the following year": 1861
            # The deed the later date belongs to opens its clause: "losing it".
            opens = max(
                text.rfind(",", sent.start, m.start()), text.rfind(";", sent.start, m.start())
            )
            deed = next(
                (t for t in sent.toks if opens < t.start < m.start() and t.flags & _CONTENT), None
            )
            if opens > 0 and deed is not None and deed.key in info.keys:
                return f"the source dates {deed.low!r} {m[0].strip()!r}, not in the claim's year"
    return ""


_LATER = re.compile(
    r"\b(?:the (?:following|next) year|(?:a|one|two|three|four|five|\d+) years? later)\b"
)


def _counted_to(years: set[int | None], sent: _Sent, m: re.Match[str]) -> bool:
    """Whether the year that *m* counts on to from the sentence's last year before it is
    one of the claim's *years*."""
    before = [year_of(p) for p in sent.quants if p.family == "date" and p.end <= m.start()]
    on = _YEARS_ON.match(m.string, m.start())
    if not before or before[-1] is None or on is None:
        return False
    return before[-1] + _step(on) in years


def _case_condition_dropped(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A case the claim places in a rule's age band, where the rule also asks what a "who"
    clause after the band says and the claim does not, or ''.

    "A 60-year-old living in Sefton Vale can get a free Health Check" against
    "offered free ... to residents aged 40 to 74 who do not already have
    heart disease, diabetes ...".
    """
    ages = [q for q in info.quants if _AGE_CASE.search(info.text, q.start, q.end + 12)]
    if not ages:
        return ""
    for chunk, sent in parts:
        text = chunk.text
        for p in sent.quants:
            if not any(entails(p, q) for q in ages):
                continue
            m = _WHO_CLAUSE.match(text, p.end, sent.end)
            if m is None:
                continue
            words = [t for t in sent.toks if m.start(1) <= t.start < m.end() and t.flags & _CONTENT]
            asked = [t for t in words if t.key not in info.keys]
            # "A 50-year-old ... without heart disease, diabetes, ..." says what
            # the clause asks, in other words but most of its own.
            if asked and len(asked) * 2 > len(words):
                return f"the source's rule is for those {m[1]} {m[2].strip()}"
    return ""


_AGE_CASE = re.compile(r"-year-old|\byears? old\b|\baged\b", re.IGNORECASE)
_WHO_CLAUSE = re.compile(r"\s+(?:\w+\s+){0,2}?(who|whose)\b([^,.;:]{4,80})")


def _lacked_by_name(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A feature the claim gives a name that the source says lacks it, or ''.

    "The Fennix Z20 also has in-body image stabilisation" against "The Z30
    adds in-body image stabilisation ..., which the Z20 does without".
    """
    if info.neg:
        return ""
    for chunk, sent in parts:
        text = chunk.text
        for m in _LACKS.finditer(text, sent.start, sent.end):
            # A model's letters and digits are read apart ("Z20": "z", "20").
            named = [
                t
                for t in sent.toks
                if m.start("name") <= t.start < m.end("name") and not _letter(t)
            ]
            if not named or not all(t.key in info.keys for t in named):
                continue
            # What it lacks is said in the clause just before: "adds in-body
            # image stabilisation rated at 7 stops, which the Z20 does without".
            head = text[sent.start : m.start()].rstrip(" ,")
            lo = sent.start + max(head.rfind(","), head.rfind(";"), head.rfind(":")) + 1
            feature = [
                t
                for t in sent.toks
                if lo <= t.start < m.start() and t.flags & _CONTENT and t.key in info.keys
            ]
            if feature:
                return f"the source says {m['name']!r} {m['verb']} it"
    return ""


_LACKS = re.compile(
    r"\b(?:which|that) (?:the )?(?P<name>[A-Z][\w-]*(?: [A-Z0-9][\w-]*)*) "
    r"(?P<verb>lacks|does without|does not have|doesn't have|is without|has no)\b"
)


def _extra_for(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """An item the claim says comes with a product, where the source's clause about it
    or the claim's product calls it an extra, or ''.

    "A rear child-seat adapter comes with the Urban 2" against "a rear
    child-seat adapter is sold separately for €79"; "The Breeze comes with a
    charging dock" against "A charging dock comes with the Max but is a $39
    extra for the Breeze".
    """
    if info.lows & _EXTRA_WORDS:
        return ""
    # "The dinner ... is included in the workshop fee" against "a dinner ... is
    # available for €45": a price of its own, when the claim says "included".
    pattern = _EXTRA_OR_PRICED if not info.lows.isdisjoint(_INCLUDED) else _EXTRA
    for chunk, sent in parts:
        text = chunk.text
        for m in pattern.finditer(text, sent.start, sent.end):
            lo = max(
                (b.end() for b in _CLAUSE_EDGE.finditer(text, sent.start, m.start())),
                default=sent.start,
            )
            edge = _CLAUSE_EDGE.search(text, m.end(), sent.end)
            hi = edge.start() if edge else sent.end
            said = {
                t.key
                for t in sent.toks
                if lo <= t.start < hi and t.flags & _CONTENT and t.key in info.keys
            }
            # A price of its own is the claim's thing's only if the clause
            # names what the claim opens with ("Accommodation ... is included").
            if said and (m.re is _EXTRA or (info.content and info.content[0].key in said)):
                return f"the source says {text[lo:hi].strip()!r}"
    return ""


_EXTRA_WORDS = frozenset(
    "separately extra extras optional option options add-on addon cost costs price priced".split()
)
_EXTRA = re.compile(
    r"\b(?:sold separately|an? (?:\S+ )?(?:extra|add-on|option)\b(?! of)|optional)",
    re.IGNORECASE,
)
_CLAUSE_EDGE = re.compile(r"[,;:]|\b(?:but|while|whereas)\b")
_INCLUDED = frozenset({"included", "includes", "include", "including", "inclusive"})
_EXTRA_OR_PRICED = re.compile(
    _EXTRA.pattern + r"|\b(?:is|are) available for [€£$]|\bcosts? [€£$]"
    r"|\bat (?:an )?(?:extra|additional) (?:cost|charge)|\bon top of\b|\bnot included\b",
    re.IGNORECASE,
)


def _same_for_opposite(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """The claim's "the same" where the source says "opposite", or the other way round.

    "A rainbow is seen in the same part of the sky as the Sun" against "it
    is always seen in the part of the sky opposite the Sun".
    """
    for word, other in (("same", "opposite"), ("opposite", "same")):
        if word not in info.lows:
            continue
        for _, sent in parts:
            lows = {t.low for t in sent.toks}
            if other in lows and word not in lows:
                return f"the claim says {word!r} where the source says {other!r}"
    return ""


def _unchanged_joined(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A change the claim joins to a sentence that calls the claim's thing unchanged, or ''.

    "Trains on the Ridgeway–Penrose branch will also start calling at
    Coldharbour" joined from "... weekday trains will also call at
    Coldharbour" and "The Ridgeway–Penrose branch timetable is unchanged".
    """
    if len(parts) < 2:
        return ""
    m = _search_parts(_UNCHANGED, parts)
    return f"one of the joined sentences says {m[0]!r}" if m else ""


def _also_joined(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim saying "also" of what it joins from sentences about two groups, or ''.

    "Agency workers who work every peak shift also receive the £250 bonus"
    joined from a sentence on agency workers and one on the permanent staff
    who receive it: "also" is what the join adds.
    """
    if (
        len(parts) < 2
        or "also" not in info.lows
        or not info.content
        or any("also" in {t.low for t in s.toks} for _, s in parts)
        or not _words_joined(info, parts)
    ):
        return ""
    return "the claim says 'also' of what the joined sentences say of two things"


def _also_unsaid(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim saying "also" where no sentence it rests on says anything of the kind, or ''.

    "Colin Ashe's 19.53 in 2010 was also run at a street meeting in Porto
    Lume" against "At the Porto Lume street meeting in 2019, Tyrell Banks ran
    19.41 on the straight, bettering the 19.53 set by Colin Ashe in 2010":
    "also" lends the fact of one thing to another, which is what a sentence
    about the first does not say. A sentence that says "also", "too", "both",
    "as well" or "in addition", or joins two things with "and" ("is home to
    the natterjack toad and the great crested newt"), may tell it of both.
    """
    if "also" not in info.lows or _ALSO_OWN.search(info.text):
        return ""
    if any(not {t.low for t in sent.toks}.isdisjoint(_MORE_THAN_ONE) for _, sent in parts):
        return ""
    return "the claim says 'also'; the source does not say it of more than one thing"


# Words by which a sentence says a thing of more than one: "also", "both", "as
# well", "in addition", "X and Y".
_MORE_THAN_ONE = frozenset({"also", "too", "both", "well", "addition", "likewise", "again", "and"})
# An "also" that names ("also known as", "also called") or joins the claim's own
# two deeds ("lends hearing aids and also covers batteries").
_ALSO_OWN = re.compile(
    r"\balso (?:known|called|named|spelled|spelt|referred)\b|\b(?:and|but|or) also\b",
    re.IGNORECASE,
)


def _sameness_unsaid(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim that adds its figure is the same as another thing's, where the source gives
    that figure once and says nothing of sameness, or ''.

    "Men with cystitis take Urofuran for 3 days, the same as women" against
    "... for 3 days in women with uncomplicated cystitis": the 3 days are the
    women's; what the men take is untold. "Ferrier Park got its name in
    1948, the same year Angus Ferrier revived the Games" ties a date to a
    second event the same way.
    """
    if not info.quants or "same" not in info.lows or not _SAME_AS.search(info.text):
        return ""
    if any(not {t.low for t in sent.toks}.isdisjoint(_SAID_ALIKE) for _, sent in parts):
        return ""
    for q in info.quants:
        found = sum(entails(p, q) for _, sent in parts for p in sent.quants)
        if found == 1:
            return f"the claim says {q.text!r} is the same for two things; the source gives it once"
    return ""


def _sameness_denied(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim of "the same ... as" for two things to which a sentence gives two different
    figures of one kind, or ''.

    "charged the same deposit on its stoneware ginger beer bottles as on its
    Codd bottles" against "a deposit of a halfpenny on each Codd bottle and a
    penny on each stoneware ginger beer bottle". A claim that names a figure
    or a rate ("per yard") may compare something worked out, and is left alone.
    """
    if (
        info.quants
        or "same" not in info.lows
        or not _SAME_FOR_BOTH.search(info.text)
        or not info.lows.isdisjoint(_RATE_COMPARED)
    ):
        return ""
    for _, sent in parts:
        toks = sent.toks
        for a, b in combinations(sent.quants, 2):
            if a.family != b.family or a.q.value is None or b.q.value is None:
                continue
            if a.q.value == b.q.value or a.cmp is not None or b.cmp is not None:
                continue
            items = []
            for p, stop in ((a, b.start), (b, sent.end)):
                k = bisect_left(toks, p.end, key=_START)
                items.append(
                    {t.key for t in toks[k : k + 6] if t.start < stop and t.flags & _CONTENT}
                    & info.keys
                )
            if items[0] - items[1] and items[1] - items[0]:
                return (
                    f"the claim says the same of two things; the source gives {a.text!r}"
                    f" and {b.text!r}"
                )
    return ""


def _one_of_them_for_both(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim that says of both or all what the sentence says of one of them, or ''.

    "Both washers swept away by the flood ... were drowned" against "two washers
    were swept away by a flood ..., and one of them, John Kell, was drowned":
    a claim word the sentence says only after its "one of them".
    """
    if info.lows.isdisjoint({"both", "all"}) or not info.lows.isdisjoint({"one", "only"}):
        return ""
    for chunk, sent in parts:
        m = _ONE_OF_THEM.search(chunk.text, sent.start, sent.end)
        if m is None:
            continue
        before = {t.key for t in sent.toks if t.start < m.start()}
        after = {t.key for t in sent.toks if t.start >= m.end()}
        # (a lower-case word: not the name the sentence gives the one)
        words = [
            t for t in info.content if t.key in after - before and info.text[t.start].islower()
        ]
        if words:
            whole = "both" if "both" in info.lows else "all"
            return f"the source says {words[0].low!r} of only one of them; the claim, of {whole}"
    return ""


_ONE_OF_THEM = re.compile(r"\b(?:only\s+)?one of (?:them|whom|these|those)\b", re.IGNORECASE)


# "charged the same deposit on X as on Y", "the same for X as for Y"
_SAME_FOR_BOTH = re.compile(r"\bthe same\b(?:\s+[\w-]+){0,6}?\s+(?:on|for|to|at|in)\s.*\bas\b")
# Words by which a claim compares rates, which may be worked out: "per yard".
_RATE_COMPARED = frozenset({"per", "each", "rate", "rates", "apiece", "proportion"})


# A trailing clause that makes the claim's figure another thing's too: ", the
# same as women", ", the same year Angus Ferrier revived the Games".
_SAME_AS = re.compile(r",\s+(?:just\s+)?the same(?:\s+\w+)?(?:\s+as\b|\s+(?=[A-Z]))")
# Words by which a sentence says two things are alike.
_SAID_ALIKE = frozenset({"same", "both", "each", "also", "equal", "equally", "too", "likewise"})


def _left_out_named(
    info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...], conflict: bool = False
) -> str:
    """A claim name that a sentence it rests on names only as what it leaves out, or ''.

    "The Slate 16 weighs 1.31 kg" against "The models other than the Slate 16
    each weigh 1.31 kg": the figure is the other models'; of the Slate 16 the
    sentence says only that it is not among them. A claim that leaves
    something out itself says something else and is left to the other
    checks; so, for support, is one that denies or sets apart ("the only
    model that ..."). With *conflict*, the question is whether the sentence's
    figures can conflict with the claim, and they cannot either way.
    """
    cued = [(c, s) for c, s in parts if any(u.low in _LEAVING_CUES for u in s.toks)]
    if (
        not cued
        or _LEFT_OUT_NAME.search(info.text)
        or (not conflict and any(t.flags & _NEG or t.low in _SAYS_APART for t in info.toks))
    ):
        return ""
    for chunk, sent in cued:
        text, toks = chunk.text, sent.toks
        for m in _LEFT_OUT_NAME.finditer(text, sent.start, sent.end):
            first = bisect_left(toks, m.end(), key=_START)
            end = _name_run_end(text, toks, first)
            # Only the name's own words count: "funds apart from Harlow Global
            # Tracker" also has "Harlow" in "Harlow Invest".
            said = {t.key for t in toks[first:end]} & info.keys
            if not said - {t.key for t in toks[:first] + toks[end:]}:
                continue
            if end < len(toks) and toks[end].flags & _NUMBER and text[toks[end - 1].end] == " ":
                end += 1  # "the Slate 16"
            name = text[toks[first].start : toks[end - 1].end]
            return (
                f"the source names {name!r} only as what it leaves out"
                f" ({text[m.start() : toks[end - 1].end]!r})"
            )
    return ""


# Words by which a sentence leaves a name out of what it says: "every model other
# than the Slate 16", "all stations except Thorn Lane", "apart from Christmas Day".
_LEFT_OUT_NAME = re.compile(
    r"\b(?:[Oo]ther than|[Ee]xcept(?: for)?|[Aa]part from|[Aa]side from|[Ee]xcluding|but not"
    r"|[Ss]ave for|[Ww]ith the exception of|not including)\s+(?:(?:the|a|an)\s+)?(?=[A-Z])"
)
# A word each of ``_LEFT_OUT_NAME``'s phrases has, looked for first.
_LEAVING_CUES = frozenset(
    {"than", "except", "apart", "aside", "excluding", "not", "save", "exception"}
)
# Claim words that set a thing apart themselves ("the only model", "unlike").
_SAYS_APART = frozenset({"only", "unlike", "except", "excluded", "exception", "apart", "other"})


def _overall_for_part(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim's "overall" or "total" before a noun that the sentence qualifies otherwise,
    or ''.

    "extended overall survival" against "extended median progression-free
    survival": the whole where the source tells a part or another measure.
    "overall" may frame a fact and go unsaid ("the overall winner"), but not
    beside a noun the source gives another word to.
    """
    toks, text = info.toks, info.text
    for i, t in enumerate(toks[:-1]):
        if t.low not in ("overall", "total") or text[t.end : toks[i + 1].start] != " ":
            continue
        noun = toks[i + 1]
        if not noun.flags & _CONTENT:
            continue  # "paid £319.10 in total for her bridge": no noun's qualifier
        for chunk, sent in parts:
            stext, stoks = chunk.text, sent.toks
            lows = {u.low for u in stoks}
            if t.low in lows:
                continue
            for a, b in pairwise(stoks):
                if (
                    b.key == noun.key
                    and a.flags & _CONTENT
                    and not a.flags & _NUMBER
                    and stext[a.start].islower()
                    and stext[a.end : b.start] in (" ", "-")
                    and a.key not in info.keys
                ):
                    start = a.start
                    k = bisect_left(stoks, a.start, key=_START)
                    while k and stext[stoks[k - 1].end : stoks[k].start] == "-":
                        k -= 1  # "progression-free"
                        start = stoks[k].start
                    return (
                        f"the claim says {t.low} {noun.low!r}; the source says"
                        f" {stext[start : b.end]!r}"
                    )
    return ""


def _how_often_dropped(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A limit on how often ("once per year", "twice a month") that the sentence puts on
    what the claim states without one, or ''.

    "Trevant Assist covers breakdowns caused by running out of fuel" against
    "Breakdowns caused by running out of fuel or charge are covered once per
    year": the cover is limited, which the claim leaves out.
    """
    # (A claim that says how often itself, or denies, is left to the other checks.)
    if info.neg or _HOW_OFTEN.search(info.text) or _TIMES_WORDS & info.lows:
        return ""
    for chunk, sent in parts:
        if not any(u.low in _COUNTED for u in sent.toks):
            continue
        m = _HOW_OFTEN.search(chunk.text, sent.start, sent.end)
        if m is not None:
            return f"the source limits it to {m[0]!r}, which the claim leaves out"
    return ""


# "once per year", "twice a month", "three times each week": how often, at most.
_HOW_OFTEN = re.compile(
    r"\b(?:once|twice|(?:two|three|four|five|\d+) times)\s+(?:per|a|an|each|every|in any)\s+"
    r"(?:\d+[-\s])?(?:year|month|week|day|calendar|policy|term|season|visit|stay)s?\b",
    re.IGNORECASE,
)
_TIMES_WORDS = (
    _COUNTED | _RATE_WORDS | {"yearly", "monthly", "weekly", "daily", "annually", "hourly"}
)


def _member_apart(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim that a name was "among" or "one of" a group, joined from a sentence about
    the name and another about the group, or ''.

    "Captain Julius Anker was among the 430 known dead named on the granite
    memorial" against "Captain Julius Anker ordered the six lifeboats
    launched ..." and "A granite memorial listing the 430 known dead was
    unveiled": the sentence that tells the group never names him.
    """
    if len(parts) < 2:
        return ""
    m = _MEMBER_OF.search(info.text)
    if m is None:
        return ""
    toks, text = info.toks, info.text
    names = {t.key for t in toks if t.end <= m.start() and _is_named(t, text)}
    group = {t.key for t in toks if t.start >= m.end() and t.flags & _CONTENT}
    if not names or not group:
        return ""
    best = max(parts, key=lambda part: len(group & part[1].keys))
    if group & best[1].keys and not names & best[1].keys:
        return "the sentence that tells the group does not name the claim's member"
    return ""


# "was among the 430 known dead", "is one of the six founders".
_MEMBER_OF = re.compile(r"\b(?:was|were|is|are)\s+(?:among|one of)\b")


def _words_joined(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> bool:
    """Whether parts besides the one holding most of the claim's words bring it lower-case
    words (what happened, to whom), not only names ("... and Decca Records")."""
    holder = max(parts, key=lambda part: len(info.keys & part[1].keys))[1]
    brought = frozenset().union(*(sent.keys for _, sent in parts if sent is not holder))
    return any(
        t.key in brought and t.key not in holder.keys and info.text[t.start].islower()
        for t in info.content
    )


_UNCHANGED = re.compile(
    r"\b(?:unchanged|unaffected|not (?:be )?affected|remains? the same|stays? the same)\b",
    re.IGNORECASE,
)


def _previous_state(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """Claim words the sentence says only as the state before a change, or ''.

    "The Schools Standards Office rated Northbrook High 'requires
    improvement' in its report" against "rated Northbrook High 'good' in a
    report published on 12 March, up from 'requires improvement' in 2021".
    """
    if "from" in info.lows:
        return ""
    for chunk, sent in parts:
        text = chunk.text
        for m in _UP_FROM.finditer(text, sent.start, sent.end):
            before = [t for t in sent.toks if t.start < m.start() or t.start >= m.end()]
            inside = [t for t in sent.toks if m.start("was") <= t.start < m.end()]
            only = [
                t
                for t in inside
                if t.flags & _CONTENT
                and t.key in info.keys
                and not any(u.key == t.key for u in before)
            ]
            if only:
                return f"the source gives {m['was'].strip()!r} as the state before a change"
    return ""


# "up from 'requires improvement' in 2021", "down from fourth": the state before
# a change, up to a date, a comma or the sentence's end.
_UP_FROM = re.compile(
    r"\b(?:up|down|promoted|relegated|upgraded|downgraded|improved|changed)\s+from\s+"
    r"(?P<was>[^,;.()]{2,40}?)(?=\s+in\s+\d{4}|[,;.()]|$)",
    re.IGNORECASE,
)


def _short_of_target(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A record or target the claim says is reached, where the source says "short of" it.

    "Rhys Pemberton will break the record for century breaks in a single
    season" against "Pemberton has made 61 century breaks this season, one
    short of the single-season record of 62".
    """
    if info.lows.isdisjoint(_REACHING):
        return ""
    m = _search_parts(_SHORT_OF, parts)
    return f"the source says {m[0]!r}, not that it is reached" if m else ""


def _target_as_outcome(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim figure the sentence gives only as a target, forecast or budget that another
    of its figures is the outcome against, or ''.

    "The appeal raised a total of £150,000" against "The appeal raised
    £184,000 ..., passing its £150,000 target": the £150,000 is what was
    aimed at, and the claim does not say so.
    """
    if not info.lows.isdisjoint(_TARGET_WORDS):
        return ""
    for chunk, sent in parts:
        text = chunk.text
        for q in info.quants:
            if q.cmp is not None:
                continue
            held = [p for p in sent.quants if p.family == q.family and entails(p, q)]
            if len(held) != 1:
                continue
            p = held[0]
            around = text[max(sent.start, p.start - 14) : p.start].lower()
            after = _word_after(sent.toks, p.end)
            if not (
                (after is not None and after.low in _TARGET_WORDS) or _TARGET_BEFORE.search(around)
            ):
                continue
            if any(r is not p and r.family == q.family and r.cmp is None for r in sent.quants):
                return f"the source gives {p.text!r} as a target or forecast, not as the outcome"
    return ""


_TARGET_WORDS = frozenset(
    "target targets goal goals forecast forecasts budget budgets estimate projection aim".split()
)
_TARGET_BEFORE = re.compile(r"\b(?:target|goal|forecast|budget|aim) of\s+$")


_REACHING = frozenset(
    "break breaks broke broken beat beats beaten reach reaches reached equal equals equalled "
    "equaled surpass surpasses surpassed hit hits".split()
)
_SHORT_OF = re.compile(
    r"\b(?:\w+\s+)?short of (?:the|a|an|its|their|his|her)\s+(?:[\w-]+\s+){0,2}[\w-]+"
)


# What a claim says someone "can" do; a requirement another sentence sets.
_CAN_DO = frozenset({"can", "may", "able", "eligible", "allowed", "permitted", "entitled"})
_REQUIREMENT = re.compile(
    r"\b(?:must (?:have|hold|first|already)|requires?|required|prerequisites?"
    r"|only (?:if|after|once|when)|provided (?:that|they))\b",
    re.IGNORECASE,
)


def _requirement_elsewhere(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A requirement another sentence of the passage sets, which a claim of what one "can"
    do leaves out, or ''.

    "Third-year Computer Science students can choose COMP3401 as an option"
    against "COMP3401 ... is an optional module for third-year Computer
    Science students. Students must have passed COMP2203 ...".
    """
    if (
        info.lows.isdisjoint(_CAN_DO)
        or info.lows.isdisjoint(_TAKING)
        or _REQUIREMENT.search(info.text)
    ):
        return ""
    used = {(id(chunk), sent.pos) for chunk, sent in parts}
    seen: set[int] = set()
    for chunk, _ in parts:
        if id(chunk) in seen:
            continue
        seen.add(id(chunk))
        sents = _analyze_chunk(chunk.text).sents
        if len(sents) > _SHORT_PASSAGE:
            continue  # a document: its requirements may be of other things
        for sent in sents:
            if (id(chunk), sent.pos) in used:
                continue
            m = _REQUIREMENT.search(chunk.text, sent.start, sent.end)
            if m is None or _NOT_BEFORE.search(
                chunk.text, max(sent.start, m.start() - 8), m.start()
            ):
                continue
            # The requirement is of the claim's subject: "Students must have passed".
            if not any(
                t.key in info.keys and t.flags & _CONTENT for t in sent.toks if t.end <= m.start()
            ):
                continue
            # What the requirement asks for, unless the claim says it too.
            asked = [t for t in sent.toks if t.start >= m.end() and t.flags & _CONTENT]
            if asked and any(t.key not in info.keys for t in asked):
                return f"another sentence sets a requirement the claim leaves out ({m[0]!r})"
    return ""


# Taking up what is offered: a choice, a place, a service.
_TAKING = frozenset(
    """
    choose pick take join enrol enroll sign apply book use get receive claim access attend
    register select opt
    """.split()
)
_NOT_BEFORE = re.compile(r"\bnot\s*$|n't\s*$", re.IGNORECASE)


def _provisional(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A thing the source calls provisional ("weather-dependent", "subject to change", "to
    be confirmed") that the claim states as settled, or ''.

    "The boat trip to Curlew Island will run as part of the festival" against
    "The boat trip to Curlew Island is weather-dependent and will be
    confirmed by 18:00 the evening before".
    """
    if info.weak or _PROVISIONAL.search(info.text):
        return ""
    said = tuple(
        (chunk, sent)
        for chunk, sent in parts
        if any(t.key in info.keys and t.flags & _CONTENT for t in sent.toks)
    )
    m = _search_parts(_PROVISIONAL, said)
    return f"the source calls it provisional ({m[0]!r})" if m else ""


_PROVISIONAL = re.compile(
    r"\b(?:weather[- ]dependent|subject to (?:change|confirmation|availability|demand)"
    r"|to be confirmed|will be confirmed|tbc|provisional(?:ly)?|tentative(?:ly)?)\b",
    re.IGNORECASE,
)


def _only_intended(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A deed the source says was only meant, planned or due, which the claim says was
    done, or ''.

    "The Pavilion of Industry was dismantled after the exhibition closed"
    against "It was meant to be dismantled after the exhibition closed, but
    the city bought it"; "opened in 2015" against "was due to open in 2015
    but was delayed".
    """
    if _INTENDED.search(info.text):
        return ""
    done = {t.key for t in info.toks if t.flags & _CONTENT and lx.past_form(t.low)}
    if not done:
        return ""
    for chunk, sent in parts:
        for m in _INTENDED.finditer(chunk.text, sent.start, sent.end):
            if any(t.start == m.start(1) and t.key in done for t in sent.toks):
                return f"the source says only that it {' '.join(m[0].split())}"
    return ""


# "was meant to be dismantled", "were due to open", "was to be sold".
_INTENDED = re.compile(
    r"\b(?:was|were)\s+(?:(?:meant|intended|planned|scheduled|due|supposed|set)\s+)?to"
    r"\s+(?:be\s+)?([a-z]+)",
    re.IGNORECASE,
)


def _one_of_dropped(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A superlative the source says of one among several, which the claim says alone, or ''.

    "The Dorpsbrouwerij was the very first craft brewery in South Africa"
    against "... the Dorpsbrouwerij ..., one of South Africa's first craft
    breweries"; "the largest town" against "one of the largest towns".
    """
    if "among" in info.lows or _ONE_OF_WORDS.search(info.text):
        return ""
    for chunk, sent in parts:
        text = chunk.text
        said = text[sent.start : sent.end].lower()
        if "one" not in said and "among" not in said and "some" not in said:
            continue
        for m in _ONE_OF.finditer(text, sent.start, sent.end):
            word = m["top"].lower()
            if word in info.lows:
                return f"the source says {m[0]!r}: one among several"
    return ""


# "one of the largest", "one of South Africa's first", "one of the city's most",
# "among the first", "some of the oldest".
_ONE_OF = re.compile(
    r"\b(?:[Oo]ne of|[Aa]mong|[Ss]ome of) "
    r"(?:the |its |their |his |her |(?:[A-Z][\w-]* )*[A-Z][\w-]*(?:'s|\u2019s) ){1,3}"
    r"(?P<top>\w+est|most|first|best|worst|last|top|biggest|oldest)\b"
)
_ONE_OF_WORDS = re.compile(r"\b[Oo]ne of\b")
_ONLY_BRACKET = re.compile(r"\((?:only [^()]{1,40}|[^()]{1,40} only)\)")
_OPEN_BRACKET = re.compile(r"\s*\(\s*")
_BRACKET_WORD = re.compile(r"\s+([A-Za-z]+)\s*\)")


def _per_hundred_dropped(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim figure the source gives "per 100 g" where the claim names no such basis, or ''.

    "Three heaped teaspoons contain 64 g of sugars" against "Per 100 g
    powder: 396 kcal, fat 8.4 g, sugars 64 g": 64 g is in 100 g, not in a
    serving.
    """
    if not info.quants or "100" in info.text:
        return ""
    for chunk, sent in parts:
        text = chunk.text
        for m in _PER_HUNDRED.finditer(text, sent.start, sent.end):
            stop = _BASIS_END.search(text, m.end(), sent.end)
            end = stop.start() if stop else sent.end
            for p in sent.quants:
                if m.end() <= p.start < end and any(entails(p, q) for q in info.quants):
                    return f"the source gives {p.text!r} per 100, a basis the claim does not name"
    return ""


_PER_HUNDRED = re.compile(r"\bper 100\s?(?:g|ml|grams|millilitres)\b", re.IGNORECASE)
_BASIS_END = re.compile(r"[;.]\s|\bper\b", re.IGNORECASE)


def _split_scope(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A sentence that splits its fact by a scope the claim never names, or ''.

    "Third-party cookies are now blocked by default in private windows;
    behaviour in normal windows is unchanged" does not say the browser blocks
    them by default: two clauses set "in private windows" against "in normal
    windows", and the claim names neither.
    """
    for chunk, sent in parts:
        text = chunk.text
        found = [
            m
            for m in _SCOPE.finditer(text, sent.start, sent.end)
            if not {_word(m["mod"])[1], _word(m["noun"])[1]} & info.keys
        ]
        for m, n in pairwise(found):
            if (
                _word(m["noun"])[1] == _word(n["noun"])[1]
                and m["mod"].lower() != n["mod"].lower()
                and _SCOPE_APART.search(text, m.end(), n.start())
            ):
                return f"the source sets {m[0]!r} against {n[0]!r}; the claim names neither"
    return ""


# "in private windows", "for business accounts": a scope of the fact.
_SCOPE = re.compile(r"\b(?:in|on|for)\s+(?P<mod>[a-z][a-z-]+)\s+(?P<noun>[a-z]+)\b")
_SCOPE_APART = re.compile(r";|,\s*(?:but|while|whereas)\b|\b(?:while|whereas)\b")


def _change_reversed(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A change "from A to B" whose B the source calls the old one and A the new, or ''.

    "Ferrypost 2.8.0 switches its default compression from zstd to gzip"
    against "Messages are now compressed with zstd by default; set
    compression to gzip to keep the previous behaviour".
    """
    m = _FROM_TO.search(info.text)
    if m is None:
        return ""
    old, new = _word(m["a"])[1], _word(m["b"])[1]
    for chunk, sent in parts:
        toks = sent.toks
        text = chunk.text
        bounds = [0]
        bounds += [k for k in range(1, len(toks)) if ";" in text[toks[k - 1].end : toks[k].start]]
        bounds.append(len(toks))
        clauses = [
            {t.low for t in toks[lo:hi]} | {t.key for t in toks[lo:hi]}
            for lo, hi in pairwise(bounds)
        ]
        new_side = any(new in c and c & _OLD_MARKS for c in clauses)
        old_side = any(old in c and c & _NEW_MARKS and not c & _OLD_MARKS for c in clauses)
        if new_side and old_side:
            return f"the source gives {m['b']!r} as the old state and {m['a']!r} as the new one"
    return ""


_FROM_TO = re.compile(
    r"\bfrom\s+(?P<a>[\w-]+(?:\.\w+)*)\s+(?:over\s+)?to\s+(?P<b>[\w-]+(?:\.\w+)*)"
)
_OLD_MARKS = frozenset({"previous", "previously", "old", "former", "formerly", "earlier"})
_NEW_MARKS = frozenset({"now", "new"})


def _member_of_other_count(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim that puts its subject among a count that another sentence than its
    subject's gives, or ''.

    "The largest map, measuring 2.1 by 1.4 metres, was one of the twelve that
    needed conservation" against "the largest measures 2.1 metres by 1.4
    metres. / Twelve of the maps needed conservation": which twelve the second
    sentence does not say.
    """
    if len(parts) < 2:
        return ""
    m = _ONE_OF_COUNT.search(info.text)
    if m is None:
        return ""
    count = m["count"].lower()
    subject = {t.key for t in info.toks if t.end <= m.start() and _claim_word_lower(info.text, t)}
    for _, sent in parts:
        if not any(t.low == count for t in sent.toks):
            continue
        lacking = subject - sent.keys
        if lacking and any(lacking <= other.keys for _, other in parts if other is not sent):
            return (
                f"the claim puts its subject among the {m['count']!r}; the source counts them"
                " in a sentence that does not name it"
            )
    return ""


# "was one of the twelve", "is among the 40".
_ONE_OF_COUNT = re.compile(
    r"\b(?:was|is|were|are|became|becomes)\s+(?:one\s+of|among)\s+the\s+(?P<count>\d+|[a-z]+)\b",
    re.IGNORECASE,
)


def _mixed_items(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim's "modifier noun" pair whose two words belong to two items of the sentence's list.

    "staff may put personal laptops on the network" against "staff may connect
    company laptops, company phones and approved personal phones": the
    sentence has "laptops" only as "company laptops" and "personal" only in
    another item, "personal phones".
    """
    if len(parts) != 1:
        return ""
    chunk, sent = parts[0]
    text = chunk.text
    keys = sent.keys
    pairs = [
        (a, b)
        for a, b in pairwise(info.toks)
        if a.key in keys
        and b.key in keys
        and not (a.flags | b.flags) & (_CAP | _NUMBER)
        and not _VERB_ENDING.search(a.low)
        and not _VERB_ENDING.search(b.low)
        and _modifies(info.text, a, b)
    ]
    if not pairs:
        return ""
    toks = sent.toks
    where: dict[str, list[int]] = {k: [] for a, b in pairs for k in (a.key, b.key)}
    for i, t in enumerate(toks):
        if t.key in where:
            where[t.key].append(i)
    for a, b in pairs:
        nouns = where.get(b.key, [])
        mods = where.get(a.key, [])
        if not nouns or not mods:
            continue
        if (
            all(
                i > 0 and _modifies(text, toks[i - 1], toks[i]) and toks[i - 1].key != a.key
                for i in nouns
            )
            and all(
                i + 1 < len(toks)
                and _modifies(text, toks[i], toks[i + 1])
                and toks[i + 1].key != b.key
                for i in mods
            )
            and all(_items_apart(text, toks, i, j) for i in nouns for j in mods)
        ):
            return (
                f"the source has {a.low!r} and {b.low!r} in two items of a list, "
                f"not {a.low + ' ' + b.low!r}"
            )
    return ""


def _modifies(text: str, a: _Tok, b: _Tok) -> bool:
    """Whether content word *a* stands right before content word *b*, as its modifier."""
    return bool(a.flags & b.flags & _CONTENT) and not text[a.end : b.start].strip()


def _items_apart(text: str, toks: Sequence[_Tok], i: int, j: int) -> bool:
    """Whether ``toks[i]`` and ``toks[j]`` stand in two items of one list of short noun phrases.

    Only content words, articles and the list's commas and "and"/"or" may
    come between: "company laptops, company phones and approved personal
    phones", not "battery test, which loops video".
    """
    lo, hi = sorted((i, j))
    between = toks[lo + 1 : hi]
    if len(between) > 4 or not _ITEM_APART.search(text, toks[lo].end, toks[hi].start):
        return False
    return all(
        (t.flags & _CONTENT and not t.flags & _NUMBER) or t.low in _LIST_LINKS or t.low in _ARTICLES
        for t in between
    )


_ITEM_APART = re.compile(r",|\b(?:and|or)\b")
_VERB_ENDING = re.compile(r"(?:ed|ing|ly)$")


def _prefix_dropped(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim word the sentence negates by a "non-" prefix that the claim keeps bare.

    "The deposit is refundable" against "The deposit is non-refundable". The
    prefix is no negation cue of its own ("Non-Disclosure Agreement" names a
    document), so it is read only where it bears on the claim's word.
    """
    if info.neg % 2 or "non" in info.lows:
        return ""
    for chunk, sent in parts:
        if chunk.text.find("on-", sent.start, sent.end) < 0:
            continue  # no "non-" prefix: skip reading the sentence's words
        word = _prefix_negated(info, chunk.text, sent.toks)
        if word:
            return f"the source says {word!r}; the claim drops the 'non-'"
    return ""


def _excluded_named(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim word the sentence names only after "excludes", in a claim that excludes nothing.

    "The policy covers flooding from rivers" against "The policy covers storm
    damage but excludes flooding from rivers and the sea".
    """
    if info.neg % 2 or not info.lows.isdisjoint(_EXCLUDING | lx.EXCEPTIONS):
        return ""
    for chunk, sent in parts:
        if chunk.text.find("xclud", sent.start, sent.end) < 0:
            continue  # most sentences exclude nothing: skip reading their words
        toks = sent.toks
        for i, t in enumerate(toks):
            if t.low not in _EXCLUDING or chunk.text[t.start].isupper():
                continue  # "Excluded Information" is a defined term
            before = {u.key for u in toks[:i]}
            prev = t
            for u in toks[i + 1 :]:
                gap = chunk.text[prev.end : u.start]
                # The excluded items end with the clause: at ";" or at a comma
                # that a function word follows ("which excludes food and
                # energy, was 3.0%"); "rivers, lakes and the sea" goes on.
                if ";" in gap or ("," in gap and not u.flags & _CONTENT):
                    break
                prev = u
                if u.flags & _CONTENT and u.key in info.keys and u.key not in before:
                    return f"the source excludes {u.low!r} ('{t.low} ... {u.low}')"
    return ""


_NEED = re.compile(
    r"\b(?:(?:do|does|did|will)\s*n[o']t\s+(?:have|need)\s+to|need\s+not|"
    r"(?:is|are|was|were)\s*n[o']t\s+(?:required|obliged)\s+to)\b",
    re.I,
)


def _no_need(info: _ClaimInfo) -> bool:
    """Whether the claim's negation only lifts a need ("do not have to apply").

    "Customers do not have to apply for the credit" is not the negation of
    "the credit is applied automatically": it says no one must act, not that
    the thing does not happen.
    """
    return bool(_NEED.search(info.text))


def _charge_waived(info: _ClaimInfo, chunk: Chunk) -> bool:
    """Whether a claim that denies a charge is borne out by the cited text's "paid nothing".

    "was not charged for the dentures" against "fitted a new set of dentures,
    charged at Band 3. ... so she paid nothing": the band is what the
    treatment costs, and the text says what was paid.
    """
    return not info.lows.isdisjoint(_CHARGE_WORDS) and _NO_COST.search(chunk.text) is not None


_CHARGE_WORDS = frozenset({"charge", "charged", "pay", "paid", "billed", "cost"})
_NO_COST = re.compile(
    r"\b(?:paid|pay|pays|paying|owed|owes|charged) nothing\b|\bfree of charge\b"
    r"|\bat no (?:cost|charge)\b|\bnothing to pay\b|\bno charge\b",
    re.IGNORECASE,
)


_BARRED = frozenset({"barred", "banned", "prohibited", "forbidden", "precluded"})


def _barred(info: _ClaimInfo, region: Sequence[_Tok]) -> str:
    """A source that bars what the claim, without a negation, says may or does happen.

    "Banks may deal with Keller Brothers" against "banks are barred from
    dealing with them".
    """
    # A bar with an exception ("prohibited from disclosing ... except to its
    # employees") is left to the exception rules.
    if info.neg % 2 or _conditions(region) or _other_than(region):
        return ""
    for a, b in pairwise(region):
        if a.low in _BARRED and b.low == "from" and a.key not in info.keys:
            return f"the source bars it ('{a.low} from')"
    return ""


def _forbidden_without(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim that something may be done without consent, where the sentence forbids
    it without consent, or ''.

    "The Recipient may approach Hollis Bay's landlords about the Transaction
    without obtaining consent" against "Without the prior written consent of
    Hollis Bay Foods, the Recipient shall not initiate contact with any of its
    employees (other than those designated as contacts in Schedule 3),
    customers, suppliers or landlords". The claim's "without" is its only
    negation; an exception in the sentence ("other than ...") must not name
    a word of the claim.
    """
    if info.neg != 1 or "without" not in info.lows or info.lows.isdisjoint(_PERMISSIVE):
        return ""
    if not _consent_after_without(info.toks):
        return ""
    for _, sent in parts:
        toks = sent.toks
        if not _consent_after_without(toks):
            continue
        forbids = any(
            (a.low in _MODALS_FORBIDDING and b.low == "not") or a.low == "cannot"
            for a, b in pairwise(toks)
        )
        if not forbids:
            continue
        excepted = set()
        for k, (a, b) in enumerate(pairwise(toks)):
            if a.low == "other" and b.low == "than":
                for u in toks[k + 2 :]:
                    if _EXCEPTION_END.search(sent.text, toks[k + 1].end, u.start):
                        break
                    excepted.add(u.key)
        if excepted & info.keys:
            continue
        return "the source forbids without consent what the claim allows"
    return ""


_EXCEPTION_END = re.compile(r"[,;:)]")
_PERMISSIVE = frozenset({"may", "can", "could", "might", "allowed", "permitted", "free"})
_MODALS_FORBIDDING = frozenset({"shall", "may", "must", "will", "can", "should"})
_CONSENT = frozenset({"consent", "approval", "permission", "authorisation", "authorization"})


def _consent_after_without(toks: Sequence[_Tok]) -> bool:
    """Whether "without" stands within six words before a word of consent."""
    return any(
        t.low == "without" and any(u.low in _CONSENT for u in toks[i + 1 : i + 7])
        for i, t in enumerate(toks)
    )


# Word pairs that end a relation: "has split with her coach", "parted ways with".
_ENDED = frozenset(
    {("split", "with"), ("splits", "with"), ("parted", "ways"), ("parted", "company"),
     ("broke", "up"), ("stepped", "down"), ("cut", "ties"), ("severed", "ties")}
)  # fmt: skip


def _ended(info: _ClaimInfo, region: Sequence[_Tok]) -> str:
    """A relation the source says has ended, which the claim states without saying so.

    "Ostrova is still coached by her father" against "Nadia Ostrova has split
    with her coach and father Pavel Ostrov".
    """
    for i in range(len(region) - 1):
        a, b = region[i], region[i + 1]
        # ... of what the claim is about: the words right after it.
        if (
            (a.low, b.low) in _ENDED
            and a.key not in info.keys
            and any(t.key in info.keys for t in region[i + 2 : i + 7])
        ):
            return f"the source says it ended ('{a.low} {b.low}')"
    return ""


_NONE = frozenset({"no", "none", "nothing", "nobody", "neither"})


def _superlative_turned(info: _ClaimInfo, toks: Sequence[_Tok]) -> bool:
    """A claim saying "no one is more ... than X" where the source says "X is more ... than any".

    "No building in the city is taller than the Varden Tower" states "the
    Varden Tower is taller than any other building in the city" with a
    negation: the two say the same thing.
    """
    lows = [t.low for t in info.toks]
    return (
        "than" in lows
        and any(w in _NONE for w in lows)
        and any(t.low == "than" and u.low in ("any", "all") for t, u in pairwise(toks))
    )


def _other_than(toks: Sequence[_Tok]) -> bool:
    """Whether *toks* make an exception with "other than"."""
    return any(t.low == "other" and u.low == "than" for t, u in pairwise(toks))


_ONLY = frozenset({"only", "solely", "exclusively"})


def _widened(info: _ClaimInfo, part: tuple[Chunk, _Sent]) -> str:
    """A claim restricted by "only" against a sentence listing more than it allows.

    "Confidential Information shall only include technical information" and
    "... shall mean scientific, technical or business information": the claim's
    restricted word stands in a list with words the claim does not have, and
    the sentence restricts nothing itself.
    """
    toks = info.toks
    at = next((i for i, t in enumerate(toks) if t.low in _ONLY), None)
    if at is None:
        return ""
    after = [t.key for t in toks[at + 1 :] if t.flags & _CONTENT]
    # "only include technical information": the modifiers carry the restriction,
    # not the verb before them or the head noun after them.
    restricted = set(after[1:-1] if len(after) >= 3 else after[-1:])
    chunk, sent = part
    stoks = sent.toks
    if any(t.low in _ONLY or t.low == "sole" for t in stoks):
        return ""
    text = chunk.text
    for i, t in enumerate(stoks):
        if t.key not in restricted:
            continue
        for j in (i - 1, i + 1):
            if not 0 <= j < len(stoks):
                continue
            link, other = stoks[j], None
            gap = text[min(t.end, link.end) : max(t.start, link.start)]
            if link.low in _LIST_LINKS:
                k = j + (j - i)
                other = stoks[k] if 0 <= k < len(stoks) else None
            elif gap.strip() == ",":
                other = link
            if other is not None and other.flags & _CONTENT and other.key not in info.keys:
                return (
                    f"the claim allows only {t.low!r}; the source sentence lists it with "
                    f"{other.low!r}"
                )
    return ""


def _only_list_longer(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim's "only X" where the sentence's "only" lists X with more, or ''.

    "had the keep pulled down, sparing only two corner turrets" against "only
    the keep and two corner turrets were spared": what the source's "only"
    keeps, the claim's leaves out.
    """
    mine = _only_items(info.text, info.toks)
    if not mine:
        return ""
    for chunk, sent in parts:
        theirs = _only_items(chunk.text, sent.toks)
        if len(theirs) <= len(mine):
            continue
        if not all(any(m <= t for t in theirs) for m in mine):
            continue
        extra = [t for t in theirs if not any(m <= t for m in mine)]
        if extra:
            word = sorted(extra[0])[0]
            shown = next(chunk.text[u.start : u.end] for u in sent.toks if u.key == word)
            return f"the source's 'only' also has {shown!r}"
    return ""


def _only_name_shared(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim that joins to the one name of a sentence's "only" another name the
    sentence gives, or ''.

    "Delivery ... was included in the Co-operative Society's price as well as in
    Lister's" against "Jonathan Lister at 5¾d the 4-lb loaf, the Osmundby
    Co-operative Society at 5½d ..., with delivery ... included only in Lister's
    price". The claim must join the two names ("and", "as well as", "both",
    "also") and say no "only" itself.
    """
    if "only" in info.lows or info.lows.isdisjoint(_SHARING_WORDS):
        return ""
    text = info.text
    for chunk, sent in parts:
        theirs = _only_items(chunk.text, sent.toks)
        if len(theirs) != 1:
            continue
        names = {u.key for u in sent.toks if u.key in theirs[0] and chunk.text[u.start].isupper()}
        if not names or not names <= info.keys:
            continue
        at = [t for t in info.toks if t.key in names]
        for t in info.toks:
            if (
                t.key in names
                or t.key in theirs[0]
                or not text[t.start].isupper()
                or t.start == info.toks[0].start
                or t.key not in sent.keys
            ):
                continue
            lo, hi = sorted((t.start, at[0].start))
            if _SHARING.search(text, lo, hi):
                other = _CAPITAL_RUN.match(text, t.start)
                return (
                    f"the source says 'only' of {text[at[0].start : at[0].end]!r}; the claim"
                    f" joins {other[0] if other else t.low!r} to it"
                )
    return ""


_CAPITAL_RUN = re.compile(r"[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*")
_SHARING_WORDS = frozenset({"and", "as", "both", "also"})
_SHARING = re.compile(r"\b(?:and|as well as|both|also)\b")


# What makes "only" or "just" no restriction of a list: "only if", "just over".
_NOT_ITEMS = frozenset(
    "if when after before once where until over under below above about as like a an".split()
)
# Where the phrase after "only" ends: a verb of being or having, or a joining word.
# (", where a nail that clenched ... was wanted": a clause on the items, not one)
_ONLY_PHRASE_ENDS = _BE_FORMS | _HAVE_FORMS | {
    "but", "while", "which", "who", "whom", "whose", "than", "where", "because",
    "although", "though", "unless",
}  # fmt: skip


def _only_items(
    text: str, toks: Sequence[_Tok], cues: frozenset[str] = frozenset({"only"})
) -> list[frozenset[str]]:
    """The content keys of each item of the phrase after "only" ("only the keep and two
    corner turrets were spared": the keep; two corner turrets); none for "the only",
    "not only" or "only if". *cues* may add words that work as "only" ("just")."""
    for i, t in enumerate(toks[:-1]):
        if t.low not in cues or (i and toks[i - 1].low in ("the", "not", "an", "a")):
            continue
        if toks[i + 1].low in _NOT_ITEMS:
            return []
        items: list[frozenset[str]] = []
        item: set[str] = set()
        by_comma = False  # "only A, B and C": a list set out with commas
        for k in range(i + 1, min(len(toks), i + 12)):
            u = toks[k]
            gap = text[toks[k - 1].end : u.start].strip()
            if gap not in ("", ",", "-") or u.low in _ONLY_PHRASE_ENDS:
                break
            if gap == "," and u.low in ("and", "or") and not by_comma:
                break  # ", and runs every two hours": another clause, not an item
            by_comma = by_comma or (gap == "," and u.low not in ("and", "or"))
            if gap == "," or u.low in ("and", "or"):
                if item:
                    items.append(frozenset(item))
                item = set()
                if u.low in ("and", "or"):
                    continue
            if u.flags & _CONTENT:
                item.add(u.key)
        if item:
            items.append(frozenset(item))
        return items
    return []


# "the only woman to direct a film in the series"
_THE_ONLY = re.compile(r"\bthe only ([a-z]+)\b", re.IGNORECASE)
# "one of several films directed by women", "among many"
_SEVERAL = re.compile(
    r"\b(?:one of|among) (?:several|many|a number of|the many)\b|\bseveral\b", re.IGNORECASE
)


def _only_one_said(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim of several of a kind that the sentence calls the only one, or ''.

    "Hilda Sorensen directed Fenwright and the Blue Lady, one of several
    Fenwright films directed by women" against "... was directed by Hilda
    Sorensen, the only woman to direct a film in the series".
    """
    if not _SEVERAL.search(info.text):
        return ""
    for chunk, sent in parts:
        for m in _THE_ONLY.finditer(chunk.text, sent.start, sent.end):
            if _word(m[1])[1] in info.keys:
                return f"the source says {m[0]!r}, the claim several"
    return ""


def _modal_strengthened(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim's "will VERB" where the sentences say "VERB" only after "may", "might" or
    "could" ("Au pairs will attend language classes" against "Au pairs may attend
    language classes but may not take any other job"), whatever other "may" the claim has.
    """
    if info.lows.isdisjoint(_STRONG_MODALS):
        return ""
    toks = info.toks
    for i, t in enumerate(toks[:-1]):
        verb = toks[i + 1]
        if t.low not in _STRONG_MODALS or not verb.flags & _CONTENT:
            continue
        hedged = ""
        for _, sent in parts:
            stoks = sent.toks
            for k, u in enumerate(stoks):
                if u.key != verb.key:
                    continue
                before = stoks[max(0, k - 2) : k]
                weak = next((b.low for b in before if b.low in _HEDGING_MODALS), "")
                if not weak:
                    return ""  # the sentence says the verb plainly somewhere
                hedged = hedged or f"{weak} {u.low}"
        if hedged:
            return f"the claim says '{t.low} {verb.low}', the source {hedged!r}"
    return ""


def _frequency_dropped(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim's verb the sentences say only with a word of how often ("usually sells
    out within a month"), where the claim says it of every time ("sold out within a
    month every year"), or ''. (A claim that only drops the word, "is regarded as",
    of "is often regarded as", is left to the reader.)"""
    if not info.universal & _ALWAYS or not info.lows.isdisjoint(_NOT_ALWAYS | _SOME_OF_THE_TIME):
        return ""
    for _, sent in parts:
        toks = sent.toks
        for k, t in enumerate(toks[:-1]):
            if t.low not in _NOT_ALWAYS:
                continue
            verb = next((u for u in toks[k + 1 : k + 3] if u.flags & _CONTENT), None)
            if verb is None or verb.key not in info.keys:
                continue
            # the sentence says the verb plainly elsewhere
            if any(u.key == verb.key and u is not verb for u in toks):
                continue
            return f"the source says {t.low!r} {verb.low!r}; the claim drops {t.low!r}"
    return ""


# Words that say a thing happens often but not always.
_NOT_ALWAYS = frozenset(
    """usually often typically generally normally mostly sometimes occasionally rarely seldom
    frequently commonly ordinarily largely mainly""".split()
)
_SOME_OF_THE_TIME = frozenset(
    {"most", "many", "some", "tends", "tend", "tended", "partly", "chiefly", "primarily"}
)
_ALWAYS = frozenset({"every", "each", "always", "whenever", "invariably"})


_STRONG_MODALS = frozenset({"will", "would", "shall", "must"})
_HEDGING_MODALS = frozenset({"may", "might", "could"})


_REGARDLESS = re.compile(
    r"\b(?:regardless|irrespective|whether or not|no matter|with or without|even if|even when)\b",
    re.IGNORECASE,
)
_REGARDLESS_WORDS = frozenset({"regardless", "irrespective", "whether", "matter", "even"})
_FOR_GOOD = re.compile(r"\b(?:never again|for good|forever|for ever|permanently)\b", re.IGNORECASE)
_FOR_GOOD_WORDS = frozenset({"permanent", "permanently", "forever", "ever", "good", "again"})
# Words one of which each phrase of _REGARDLESS and _FOR_GOOD holds (a cheap gate).
_REGARDLESS_CUES = frozenset({"regardless", "irrespective", "whether", "matter", "without", "even"})
_FOR_GOOD_CUES = frozenset({"never", "good", "forever", "ever", "permanently"})


def _hedge_problem(
    info: _ClaimInfo,
    region: set[str],
    sentence: set[str],
    conditions: frozenset[str],
    joined: bool = False,
) -> str:
    weak_src = region & _WEAK
    if weak_src and not info.weak:
        return f"the source hedges ({sorted(weak_src)[0]!r}) where the claim does not"
    if (
        not info.lows.isdisjoint(_FOR_GOOD_CUES)
        and _FOR_GOOD.search(info.text)
        and sentence.isdisjoint(_FOR_GOOD_WORDS)
    ):
        # "will never again call at Fenton Park after 9pm" against "Until
        # further notice, ... will not call at Fenton Park after 21:00".
        return "the claim says it is for good; the source does not"
    if (
        not info.lows.isdisjoint(_REGARDLESS_CUES)
        and _REGARDLESS.search(info.text)
        and sentence.isdisjoint(_REGARDLESS_WORDS)
    ):
        # "renewed free each year whether or not the car is serviced at a
        # dealer" against "renewed ... each time the car receives its annual
        # service at a dealer": the claim says a condition does not matter.
        return "the claim says a condition does not matter; the source does not say so"
    if info.universal:
        need_only = info.universal & {"only", "solely", "exclusively"}
        if need_only and not sentence & {"only", "solely", "exclusively", "sole"}:
            return f"the claim says {sorted(need_only)[0]!r}; the source does not restrict it"
        need_all = info.universal - {"only", "solely", "exclusively"}
        if need_all and not sentence & (_UNIVERSAL - {"only", "solely", "exclusively"}):
            return f"the claim says {sorted(need_all)[0]!r}; the source does not say so for all"
    cond = conditions - info.conditions
    # A claim about "some" of them ("may share some Confidential Information
    # with some of its employees") claims no more than the conditioned rule
    # of the one sentence that states it.
    if cond and (joined or info.lows.isdisjoint(_SOME)):
        return f"the source states a condition or exception ({sorted(cond)[0]!r}) the claim drops"
    return ""


_APPROXIMATE = frozenset(
    {"almost", "nearly", "roughly", "approximately", "virtually", "practically"}
)
_MOST_IN_SOURCE = frozenset({"most", "majority", "all", "every", "each"})


def _softened(info: _ClaimInfo, region: Sequence[_Tok]) -> str:
    """The source says "almost" what the claim says outright, or less than the claim's "most".

    "Almost half of the respondents agreed" does not support "Half of the
    respondents agreed", nor "almost all" "all"; "some employees" does not
    support "most employees".
    """
    lows = info.lows
    for t, u in pairwise(region):
        if t.low in _APPROXIMATE and t.low not in lows and (u.low in lows or u.key in info.keys):
            return f"the source says {t.low!r} {u.low!r}; the claim does not hedge"
    toks = info.toks
    for i, t in enumerate(toks):
        if t.low != "most" or (i and toks[i - 1].low in ("the", "a", "an")):
            continue
        nxt = toks[i + 1].low if i + 1 < len(toks) else ""
        if nxt == "of" or (nxt.endswith("s") and toks[i + 1].flags & _CONTENT):
            if not {r.low for r in region} & _MOST_IN_SOURCE:
                return "the claim says 'most'; the source does not"
            break
    return ""


_PAST_MARKERS = frozenset({"has", "have", "had", "was", "were", "did"})


def _done_in_claim(info: _ClaimInfo, region: Sequence[_Tok], i: int) -> str:
    """The claim word that "will" at ``region[i]`` puts in the future and the claim in the past.

    "it will be removed in version 4.0" against "Version 4.0 has removed the
    flag"; not "Employees will receive 25 days" against "Employees receive
    25 days".
    """
    if "will" in info.lows:
        return ""
    if region[i + 1 : i + 2] and region[i + 1].low in ("not", "never"):
        return ""  # "will not be accepted": a rule, not a forecast
    first = True
    for k, u in enumerate(region[i + 1 : i + 8]):
        if first and k >= 3:
            return ""
        if u.flags & _CAP:
            return ""  # "will be Brian Wilkins": what follows is no verb of the claim
        if u.low in _CLAUSE_JOINS:
            return ""
        at = next((j for j, t in enumerate(info.toks) if t.key == u.key), None)
        if at is None:
            continue
        past = info.toks[at]
        if (past.low.endswith("ed") or past.low in _SIMPLE_PAST) and (
            at == 0 or info.toks[at - 1].low not in _BEFORE_MODIFIER
        ):
            return u.low
        if first and info.lows & _PAST_MARKERS:
            return u.low
        if first and not past.low.endswith("ing"):
            return ""
        # "will add 40 seats by reopening its upper circle" against "reopened
        # its upper circle, adding 40 seats": the claim's "adding" goes with a
        # verb of its own, which may be in the past.
        first = False
    return ""


_CLAUSE_JOINS = frozenset({"and", "but", "or", "which", "while", "whereas"})
_MODAL_BEFORE = frozenset("to must will shall should would could may might can".split())


def _told_as_done(info: _ClaimInfo, region: Sequence[_Tok], to: int, word: str) -> bool:
    """Whether the claim states source *word*, after ``region[to]``, as done: "was
    rerun", "has retendered", not "must pay"."""
    key = next((u.key for u in region[to + 1 : to + 8] if u.low == word), None)
    for at, t in enumerate(info.toks):
        if t.key != key:
            continue
        before = info.toks[at - 1].low if at else ""
        if before in _MODAL_BEFORE:
            return False
        return before in _PAST_MARKERS or t.low.endswith("ed") or t.low in _SIMPLE_PAST
    return False


_OBJECT_WORDS = 5  # words, at most, of the one told between "ordered" and "to"


def _to_after_object(region: Sequence[_Tok], i: int) -> int:
    """The index of the "to" after the object of an order at ``region[i]``, or 0.

    "ordered the ministry to rerun the tender": the one ordered, then what it
    is to do. Nothing that joins clauses or gives a figure may stand between.
    """
    for j in range(i + 2, min(len(region), i + 2 + _OBJECT_WORDS)):
        u = region[j]
        if u.low == "to":
            return j
        if u.low in _CLAUSE_JOINS or u.low in ("that", "by", "for") or u.flags & _NUMBER:
            return 0
    return 0


# Verbs that report what someone said, before a "would" of a plan told then.
_REPORTING = frozenset(
    "said announced confirmed stated told revealed declared promised indicated reported"
    " expected predicted".split()
)
# Irregular simple pasts ("will go on sale" is not "went on sale"); forms that
# are also adjectives or nouns ("left", "lost", "found") are left out.
_SIMPLE_PAST = frozenset(
    "went came began took made sold bought won paid built brought gave held kept met ran sent"
    " spent stood told wrote became grew rose fell drew chose broke spoke flew rode shrank"
    " withdrew overtook undertook sang swam threw ate".split()
)


# A word before the claim's past form that makes it a noun's modifier ("the
# renovated hall"), not a verb.
_BEFORE_MODIFIER = _ARTICLES | {"this", "these"}


_NO_EVIDENCE = frozenset({"no", "little", "insufficient", "scant"})
_ENTITLED = frozenset(
    {"right", "rights", "days", "day", "weeks", "week", "months", "month", "years", "hours"}
)


def _entitled_to(info: _ClaimInfo, region: Sequence[_Tok], i: int) -> str:
    """The "to <claim verb>" that a "has 30 days" or "has the right" at ``region[i]`` leads into."""
    window = region[i + 1 : i + 6]
    for k, t in enumerate(window):
        if t.low == "to" and k and k + 1 < len(window):
            verb = window[k + 1]
            between = {u.low for u in window[:k]}
            if between & _ENTITLED and verb.key in info.keys:
                return f"to {verb.low}"
            return ""
    return ""


_FORECAST = frozenset({"expected", "forecast", "predicted", "projected", "anticipated"})
_DISMISSED = frozenset(
    "rejected rejects rejecting dismissed dismisses dismissing threw overturned quashed".split()
)
_CHARGES = frozenset(
    "claim claims allegation allegations charge charges accusation accusations complaint "
    "complaints appeal lawsuit suit".split()
)


def _mostly_after(info: _ClaimInfo, region: Sequence[_Tok], i: int) -> bool:
    """Whether more of the claim's words follow ``region[i]`` than the six words before it."""
    keys = {t.key for t in info.content}
    before = sum(t.key in keys for t in region[max(0, i - 6) : i])
    return sum(t.key in keys for t in region[i + 1 : i + 13]) > before


def _said_only_after(info: _ClaimInfo, region: Sequence[_Tok], i: int) -> bool:
    """Whether a claim word stands in the eight words after ``region[i]`` and nowhere before.

    "The expelled diplomats had been spying" against "expelled two diplomats
    ..., accusing them of spying": "spying" is said only as the accusation.
    """
    before = {t.key for t in region[:i]}
    return any(
        t.flags & _CONTENT and t.key in info.keys and t.key not in before
        for t in region[i + 1 : i + 9]
    )


# After "claimed", "argued": "that", or a pronoun that opens the claimed clause
# without it ("later claimed he had collected the specimens").
_THAT_OR_SUBJECT = frozenset({"that", "he", "she", "they", "it", "we", "i"})
# Verbs of an order, a request, an agreement or a decision, before "to": what
# follows is not yet done ("the trustees have agreed to move" is no move).
_ORDERED = frozenset(
    "told ordered instructed directed asked urged required agreed decided pledged promised"
    " vowed promising pledging vowing promises pledges vows".split()
)
# Verbs of an open question: "is investigating whether ...", "will examine if ...".
_INQUIRING = frozenset(
    "investigating investigate investigates examining examine examines reviewing review "
    "reviews probing probe probes assessing assess assesses studying study checking check "
    "asking ask asked investigated examined reviewed assessed".split()
)
# Every word that _not_asserted reads a cue from; a region holding none of
# them (most do not) is passed over without reading it word by word.
# Words of an accusation before what it accuses of: "accusing Taro of sharing
# its designs", "charged with fraud", "suspected of".
_ACCUSING = frozenset(
    "accusing accused accuses accuse accusation accusations suspected suspicion charged".split()
)
# "was said to be the longest", "is thought to have been built": what people say
# of it, not the fact. Cues only between a form of "be" and "to".
_HEARSAY = frozenset(
    "said reputed thought reported claimed alleged believed rumoured rumored".split()
)
_HEARSAY_ADVERBS = frozenset("long once still also now often always".split())
_NOT_ASSERTED_WORDS = (
    lx.NOT_ASSERTED
    | _ACCUSING
    | lx.NOT_ASSERTED_BEFORE_TO
    | lx.ATTRIBUTED_BEFORE_THAT
    | _HAVE_FORMS
    | _DISMISSED
    | _FORECAST
    | _INQUIRING
    | _ORDERED
    | {"evidence", "due", "otherwise", "call", "calls", "called", "calling", "will", "would"}
    | _HEARSAY
)


_REPORTED = frozenset({"said", "says", "say", "reported", "reports", "stated", "states", "told"})
_AS_FORETOLD = re.compile(
    r"\s*As\s+[^,.;]{0,60}?\b(?:predicted|foretold|expected|forecast|promised|claimed),\s"
)
# A claim with one of these says who holds the view, or that it is disputed.
_ATTRIBUTING = _REPORTED | frozenset(
    "according claim claims claimed allegation allegations alleged rejected denied disputed "
    "argued insisted".split()
)
# Words by which a passage disputes what one of its parties says.
_CONTESTED = re.compile(
    r"\b(?:den(?:y|ies|ied|ying)|reject(?:s|ed)?|disput(?:e|es|ed)|argu(?:e|es|ed)"
    r"|dismiss(?:es|ed)?|false|contest(?:s|ed)?|challeng(?:e|es|ed)|disagree[sd]?"
    r"|object(?:ed|ion|ions)|admit(?:s|ted)? no wrongdoing|fail(?:s|ed)? to prove"
    r"|unproven|not proven)\b",
    re.IGNORECASE,
)


def _reported_contested(
    info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...], regions: Sequence[Sequence[_Tok]]
) -> str:
    """The claim's fact as one party said it, in a passage where another disputes it.

    "Tessaro used unpaid overtime" is not stated by "the Daily Meridian
    reported that Tessaro used unpaid overtime ... Tessaro said the
    allegations were 'completely false'". Where nobody disputes it, a
    statement reported as said stands ("the ministry said exports rose 4%").
    """
    if info.lows & _ATTRIBUTING:
        return ""  # "According to Judge Osei, ...", "rejected a claim by the union that ..."
    for (chunk, _), region in zip(parts, regions, strict=True):
        if _REPORTED.isdisjoint(t.low for t in region) or not _CONTESTED.search(chunk.text):
            continue
        said = _speaker_word(info, chunk, region, _REPORTED)
        if said:
            return f"the source reports it as said ({said!r}), and the passage disputes it"
    return ""


def _speaker_word(
    info: _ClaimInfo, chunk: Chunk, region: Sequence[_Tok], words: frozenset[str]
) -> str:
    """The first of *words* in *region* that most of the claim's words follow ("said"), or ''.

    A capitalised one is a name, not a verb: "the United States".
    """
    for i, t in enumerate(region):
        if t.low in words and chunk.text[t.start].islower() and _mostly_after(info, region, i):
            return t.low
    return ""


# Words that make a cause someone's account: "Southmere said frost had caused
# ...", "the ministry attributed the drop to its programme".
_ACCOUNTED = frozenset(
    "said says say attributed attributes blamed blames credited credits believes believe "
    "thinks think".split()
)
_BECAUSE = frozenset({"because", "caused", "causes", "cause", "due", "owing", "thanks"})


def _purpose_unstated(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A purpose the claim gives ("so that", "in order to") where no cited sentence
    tells one, or ''.

    "Gwen Talbot's New Bridge was built so that Station Bridge could be
    closed to motor traffic" against sentences that tell the building and
    the closing, and nothing of why.
    """
    return _reason_unstated(info, parts, _PURPOSE, _PURPOSE_WORDS, "purpose")


def _reason_unstated(
    info: _ClaimInfo,
    parts: tuple[tuple[Chunk, _Sent], ...],
    cue: re.Pattern[str],
    telling: frozenset[str],
    what: str,
) -> str:
    """A *what* the claim gives by *cue* where no cited sentence has a word of
    *telling*, the words by which a sentence tells one, or ''."""
    m = cue.search(info.text)
    if m is None:
        return ""
    for _, sent in parts:
        if any(t.low in telling for t in sent.toks):
            return ""
    return f"the claim gives a {what} ({m[0].lower()!r}) that the source does not state"


def _cause_unstated(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A cause the claim gives with "because" or a verb of persuading where no cited
    sentence tells one, or ''.

    "The T-bar was closed because the glacier had retreated 410 metres" against
    "the glacier has retreated 410 metres since 1990, and in 2022 the operator
    closed the T-bar": two facts, side by side, and nothing of why.
    """
    return _reason_unstated(info, parts, _CAUSE, _CAUSE_WORDS, "cause")


# (Only "because" and persuading: "due to the pandemic" is often said of figures
# a source reports without a cause, and read as supported by VitaminC's
# annotators. "Leckie's written protest persuaded the partners to give him the
# contract" against "Leckie protested ..., and in 1876 he was given the
# contract" joins two facts by a cause.)
_CAUSE = re.compile(r"\b(?:because|persuaded|persuading|induced)\b", re.IGNORECASE)
# Words by which a sentence tells why a thing happened.
_CAUSE_WORDS = frozenset(
    """because due owing result resulted resulting consequence thanks caused causing cause
    causes led leading lead leads forced forcing prompted prompting so therefore hence thus
    meant reason reasons after following blamed blaming attributed citing cited which
    explained explains explanation why persuaded persuade persuades persuading induced
    induce convinced urged urging""".split()
)


_PURPOSE = re.compile(r"\b(?:so that|so as to|in order to|in order that)\b", re.IGNORECASE)
# Words by which a sentence tells what a thing was for.
_PURPOSE_WORDS = frozenset(
    "so order purpose purposes aim aimed aims intended intending intention allow allowed "
    "allowing enable enabled enabling".split()
)


def _cause_as_account(
    info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...], regions: Sequence[Sequence[_Tok]]
) -> str:
    """A cause the claim states as fact that the source gives as one party's account.

    "Burglaries fell because of the programme" is not stated by "The ministry
    said burglaries fell by 12% and attributed the drop to its programme";
    nor "Frost caused the burst pipes" by "Southmere said heavy frost had
    caused an unusual number of burst pipes".
    """
    if info.lows.isdisjoint(_BECAUSE) or info.lows & _ACCOUNTED or info.lows & _ATTRIBUTING:
        return ""
    for (chunk, _), region in zip(parts, regions, strict=True):
        said = _speaker_word(info, chunk, region, _ACCOUNTED)
        if said:
            return f"the source gives the cause as an account ({said!r}), not as fact"
    return ""


def _not_asserted(info: _ClaimInfo, region: Sequence[_Tok]) -> str:
    """A cue in *region* that presents the claim's fact as planned, expected or disputed.

    A cue right after a negation ("nothing in this Agreement is intended to
    grant") is left to the negation rules, and a claim that carries such a
    cue itself is compared as usual.
    """
    if _NOT_ASSERTED_WORDS.isdisjoint(map(_LOW, region)):
        return ""
    # "As Alcott had predicted, the retorts lasted three times as long": the
    # opening says who foretold it, and the rest states it as done.
    opening = _AS_FORETOLD.match(info.text)
    toks = [t for t in info.toks if t.start >= opening.end()] if opening else info.toks
    lows = {t.low for t in toks} if opening else info.lows
    if lows & (lx.NOT_ASSERTED | lx.ATTRIBUTED_BEFORE_THAT | _FORECAST) or any(
        (t.low in lx.NOT_ASSERTED_BEFORE_TO and u.low in ("to", "that"))
        or (t.low in _HEARSAY and u.low == "to")
        for t, u in pairwise(toks)
    ):
        return ""
    for i, t in enumerate(region):
        low = t.low
        nxt = region[i + 1].low if i + 1 < len(region) else ""
        if low in _HAVE_FORMS and not info.lows & _ENTITLED:
            # "Kestrel has 30 days to appeal": a right or a deadline, not an appeal.
            right = _entitled_to(info, region, i)
            if right:
                return f"the source gives a right or a deadline ('{low} ... {right}'), not the act"
        if low == "evidence" and i and region[i - 1].low in _NO_EVIDENCE:
            if "evidence" not in info.lows:
                return "the source says there is no evidence for it"
            continue
        cue = (
            low in lx.NOT_ASSERTED
            or (low in lx.NOT_ASSERTED_BEFORE_TO and nxt in ("to", "that"))
            # "proposed a ban on", "considered stopping": the claim's act as a noun
            or (low in lx.NOT_ASSERTED_BEFORE_TO and _names_act(info, region, i))
            # "abolished pennage in the hope of drawing trade back": a purpose
            or (low in ("hope", "hopes") and nxt == "of" and i and region[i - 1].low == "the")
            # "was due to apply from January" (not "due to rain")
            or (low == "due" and nxt == "to" and i and region[i - 1].low in _BE_FORMS)
            # "a counter ... was said to be the longest in the territory", "by
            # men said to be from the Pennock Street pit" (not "a man alleged to
            # be Huerta": who he is, by the name the claim uses)
            or (
                low in _HEARSAY
                and nxt == "to"
                and i
                and (
                    region[i - 1].low in _BE_FORMS
                    or (
                        i + 3 < len(region)
                        and region[i + 2].low in ("be", "have")
                        and not region[i + 3].flags & _CAP
                        # (after a noun, not an adverb: "was long thought to be")
                        and not region[i - 1].low.endswith("ly")
                        and region[i - 1].low not in _HEARSAY_ADVERBS
                    )
                )
            )
            # "the merger would otherwise reduce competition": a counterfactual
            or (low == "otherwise" and i and region[i - 1].low in ("would", "could", "might"))
            or (low in lx.ATTRIBUTED_BEFORE_THAT and nxt in _THAT_OR_SUBJECT)
            # "is investigating whether the app shared location data"
            or (low in _INQUIRING and nxt in ("whether", "if"))
            # "called on the minister to resign", "calls for a ban"
            or (low in ("call", "calls", "called", "calling") and nxt in ("on", "upon", "for"))
            # "daytime highs of 36°C expected in Castellan": a forecast figure
            or (low in _FORECAST and any(u.flags & _NUMBER for u in region[max(0, i - 3) : i]))
            # "accusing them of spying", "suspected of fraud": an accusation,
            # when what it accuses of is what the claim states
            or (
                low in _ACCUSING
                and not info.lows & _ACCUSING
                # (past a name set off: "accused the warden, Silas Burridge, of";
                # "charged" may be a price: "charged the difference for the rest of")
                and any(
                    u.low in ("of", "with")
                    for u in region[i + 1 : i + (5 if low == "charged" else 8)]
                )
                and _said_only_after(info, region, i)
            )
            # "the jury rejected her separate claim of age discrimination", when
            # that claim is what the claim states (the words stand after the cue)
            or (
                low in _DISMISSED
                and t.key not in info.keys
                and any(u.low in _CHARGES for u in region[i + 1 : i + 5])
                and _mostly_after(info, region, i)
            )
        )
        if low == "will" and not cue:
            done = _done_in_claim(info, region, i)
            if done:
                return f"the source says it will happen ('will {done}'); the claim says it did"
            continue
        # "announced that the album would be titled Lazerism": a plan as told
        # then, not the act done.
        if (
            low == "would"
            and "would" not in info.lows
            and i
            and region[i - 1].low in ("that", "which")
            and i + 1 < len(region)
            and region[i + 1].key in info.keys
        ):
            # "a request for an injunction that would bar Orthova from
            # selling": what a thing not yet granted would do.
            return f"the source says what it would do ('would {region[i + 1].low}')"
        if (
            low == "would"
            and not cue
            and "would" not in info.lows
            and any(u.low in _REPORTING for u in region[max(0, i - 10) : i])
        ):
            done = _done_in_claim(info, region, i)
            if done:
                return f"the source tells it as a plan ('would'); the claim says done ({done!r})"
            continue
        if low in _ORDERED and not cue and low not in info.lows:
            # "has been told to publish a recovery plan" is not "has published"
            # it; "ordered the ministry to rerun the tender" is no rerun.
            to = i + 1 if nxt == "to" else _to_after_object(region, i)
            done = _done_in_claim(info, region, to) if to else ""
            if done and to > i + 1 and not _told_as_done(info, region, to, done):
                continue  # "a ruling that it must pay": the order told, not the act
            if done:
                return f"the source says it was {low} to ({done!r}); the claim says it was done"
            continue
        if not cue or any(u.flags & _NEG for u in region[max(0, i - 6) : i]):
            continue
        if low == "scheduled" and "will" in info.lows:
            continue  # "will start in July" <- "is scheduled to start on July 30"
        return f"the source does not state it as done or fact ({low!r})"
    return ""


# "only for premium members", "exclusively in the EU", "limited to new customers"
_RESTRICTED_PREPOSITIONS = frozenset(
    "for to in on at with within by through during after before when where while if".split()
)
_LIMITED = frozenset({"limited", "restricted", "confined"})
# After "only", the words that open a condition rather than a scope: "may use
# the lathes only when a technician is present" does not grant "may use the
# lathes".
_CONDITION_STARTS = frozenset({"when", "after", "if", "while", "once", "until"})
# A claim that only says what may happen, or to some, claims no more than the
# restricted statement: "Receiving Party may share some information with
# employees" against "... access only to its Representatives".
_SOME = frozenset({"some", "certain"})
_PARTIAL = _SOME | {"may", "might", "could"}


def _set_apart(sent: _Sent, i: int, keys: frozenset[str]) -> bool:
    """Whether a bracket or ";" stands between ``sent.toks[i]`` and the claim word before it."""
    toks = sent.toks
    last = next((j for j in range(i - 1, -1, -1) if toks[j].key in keys), None)
    if last is None:
        return True
    gap = sent.text[toks[last].end : toks[i].start]
    return "(" in gap or ";" in gap


def _dropped_restriction(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A restriction of the source ("only for premium members") the claim leaves out, or ''.

    "Tickets are refundable within 24 hours only for premium members" does not
    support "Tickets are refundable within 24 hours". A claim that keeps what
    restricts it ("premium members can get a refund"), says "only" itself,
    or claims only what may happen or happens to some, is compared as usual;
    "only 12% of voters" restricts nothing.
    """
    if info.lows & (_ONLY | _LIMITED | _SOME):
        return ""
    may = bool(info.lows & _PARTIAL)
    for _, sent in parts:
        toks = sent.toks
        for i in range(len(toks) - 2):
            low, nxt = toks[i].low, toks[i + 1].low
            if not (
                (low in _ONLY and nxt in _RESTRICTED_PREPOSITIONS)
                or (low in _LIMITED and nxt == "to")
            ):
                continue
            if i and toks[i - 1].flags & _NEG:
                continue  # "including but not limited to"
            what = [t for t in toks[i + 2 : i + 6] if t.flags & (_CONTENT | _NUMBER)][:3]
            # "limited to 25 km/h" is a figure's bound, compared as a figure.
            if may and (nxt not in _CONDITION_STARTS or _set_apart(sent, i, info.keys)):
                # "may share with employees" <- "access only to its Representatives";
                # "(iv) was generated independently ... or (v) was received ...
                # only after the termination" restricts another item.
                continue
            if what and not what[0].flags & _NUMBER and not any(t.key in info.keys for t in what):
                said = " ".join(t.low for t in toks[i : i + 2])
                return f"the source restricts it ('{said} {what[0].low}') and the claim does not"
    return ""


# Groups a rule or offer may be limited to: "free for customers", "New
# customers pay no fee". ("visitors" and "the public" limit nothing.)
_GROUPS = frozenset(
    """
    customers clients members residents students employees subscribers holders users guests
    passengers patients pensioners seniors families owners tenants landlords drivers riders
    cardholders applicants undergraduates graduates beginners veterans travellers travelers
    buyers shoppers participants attendees volunteers clinicians nurses teachers parents carers
    households businesses employers retailers
    """.split()
)
# Words before "to" that limit something to a group: "open to members".
_OPEN_TO = frozenset({"open", "available", "offered", "limited", "restricted"})
# Words before a group that pick part of it: "new customers", "account customers".
_GROUP_PICKS = frozenset(
    """
    new existing eligible qualifying registered returning first-time full-time part-time
    permanent temporary premium account annual monthly local overseas international
    """.split()
)


def _group_dropped(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A group the source limits a claim's statement to and the claim leaves out, or ''.

    "Parking ... is free for customers for up to 3 hours" does not state
    that parking is free for up to three hours; "New customers pay no
    account fee" does not state it of the bank's customers. A claim about
    some of them claims no more.
    """
    if info.lows & (_SOME | _ONLY):
        return ""
    for chunk, sent in parts:
        toks = sent.toks
        text = chunk.text
        for i in range(len(toks) - 1):
            t, g = toks[i], toks[i + 1]
            if g.low not in _GROUPS or (g.key in info.keys and t.low not in _GROUP_PICKS):
                continue
            if not text[g.start].islower() or text[t.end : g.start].strip():
                continue
            if t.low in _BENEFICIARY and i:
                # "free for customers": the word before says what they get
                before = toks[i - 1]
                if g.key in info.keys or before.key not in info.keys:
                    continue
                if t.low == "to" and before.low not in _OPEN_TO:
                    continue  # "pay compensation to passengers" names who is paid
                rest = toks[i + 2 : i + 6]
                if rest and rest[0].low in ("and", "or") and any(u.key in info.keys for u in rest):
                    continue  # "free for teachers and students": the claim's is listed
                if not before.flags & (_CONTENT | _NUMBER):
                    continue
                return f"the source says it for {g.low!r}; the claim leaves that out"
            # "Account customers get a weekly rate of £240": the subject's pick
            # limits the whole sentence, whether or not the claim names the group.
            if (
                t.low in _GROUP_PICKS
                and t.low not in info.lows
                and (g.key in info.keys or all(u.low in _ARTICLES for u in toks[:i]))
            ):
                return f"the source says it of {t.low} {g.low!r}; the claim leaves that out"
    return ""


def _names_act(info: _ClaimInfo, region: Sequence[_Tok], i: int) -> bool:
    """Whether ``region[i]`` leads into one of the claim's words as what is planned.

    "The government proposed a ban on plastics" (after an article) and "the
    company considered stopping sales" (a word in -ing) name the claim's
    "banned", "stopped" as planned; "the planned expansion" does not.
    """
    after = region[i + 1 : i + 3]
    if not after:
        return False
    if after[0].low in _ARTICLES:
        return len(after) > 1 and after[1].key in info.keys
    return after[0].low.endswith("ing") and after[0].key in info.keys


def _qualified_status(info: _ClaimInfo, region: Sequence[_Tok]) -> str:
    """A qualifier the source puts before a claim word and the claim drops, or ''.

    "Maria Lund is the former CEO" does not state "Maria Lund is the CEO";
    nor "the interim CEO", "the deputy mayor", "co-founded", "reserve champion".
    """
    # "The joint_limits parameter, previously optional, must now be supplied":
    # the state before, unless the claim tells the past too.
    earlier = _EARLIER if info.lows.isdisjoint(_PAST_TOLD) else frozenset()
    for prev, t in pairwise(region):
        if (
            (
                prev.low in lx.STATUS_QUALIFIERS
                or ((prev.low in earlier or prev.low in _RANK_QUALIFIERS) and not t.flags & _CAP)
            )
            and t.key in info.keys
            and prev.low not in info.lows
            and t.low not in _FORMER_PLACES
        ):
            return f"the source says {prev.low!r} {t.low!r}"
    return ""


_EARLIER = frozenset({"previously", "formerly"})
# "placed 'Stoneyhill Major' reserve champion": a rank below the noun's own
# (not "A neighbouring reserve, Stennmoor National Park").
_RANK_QUALIFIERS = frozenset({"reserve"})
_PAST_TOLD = frozenset({"previously", "formerly", "was", "were", "had", "used", "until", "before"})


# "The former Kingdom of Serbia", "the former Soviet Union": a place's old
# name, not a title someone lost.
_FORMER_PLACES = frozenset(
    """
    kingdom republic empire union soviet colony yugoslavia czechoslovakia state states
    territory territories province capital site home name headquarters
    """.split()
)


def _bounded_qualifier(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A bound the source puts right after a claim word that the claim leaves out, or ''.

    "The drug is approved for adults over 65 only" does not state "The drug
    is approved for adults"; nor "orders over $50 ship free" that "orders
    ship free". A claim that has the bound itself compares it instead.
    """
    if info.lows & _SOME:
        return ""
    for chunk, sent in parts:
        toks = sent.toks
        for q in sent.quants:
            if q.cmp not in (">", ">=", "<", "<=") or any(
                c.family == q.family and (entails(q, c) or entails(c, q)) for c in info.quants
            ):
                continue
            before = [t for t in toks if t.end <= q.start][-2:]
            # "employees with at least two years of service", "adults aged over 65"
            if len(before) == 2 and before[1].low in _BOUND_LINKS:
                before = before[:1]
            before = before[-1:]
            if not before or before[0].key not in info.keys:
                continue
            word = before[0]
            if re.search(r"[^\w\s]", chunk.text[word.end : q.start].replace("(", "", 1)):
                # "adults, over 65" or "adults: up to 2": not one phrase; but
                # "grapefruit juice (more than 1 litre a day)" is.
                continue
            if word.low.endswith(("ed", "ing")) or not q.text.lower().startswith(_BOUND_WORDS):
                # "removed over one million listings", "score 150 or more", "pay the
                # rent within 14 days": a verb's object or a deadline, not a bound
                continue
            if chunk.text[word.start].isupper() and word is not toks[0]:
                continue  # a name is not restricted by a bound
            if any(spread_over(info, c, (chunk,)) for c in info.quants):
                continue  # "1.5 million crowns over three years" is 500,000 a year
            return f"the source says {word.low!r} {q.text!r}; the claim does not"
    return ""


_BOUND_LINKS = frozenset({"with", "aged", "having"})
# Comparators that bound a group: "adults over 65", "orders above $50".
_BOUND_WORDS = (
    "over ", "under ", "above ", "below ", "at least ", "at most ", "more than ",
    "less than ", "fewer than ", "aged ",
)  # fmt: skip
_WHO = frozenset({"who", "whose"})
_BENEFICIARY = frozenset({"for", "to"})


def _restrictive_clause(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A "who" clause that restricts a group the claim names, which the claim leaves out, or ''.

    "Employees who have completed 26 weeks of service are entitled to 16
    weeks of leave" does not state that employees are. A clause set off by
    a comma ("Ms Lind, who joined in 2019, ...") describes, not restricts.
    """
    if info.lows & (_WHO | _SOME):
        return ""  # "... with some of its employees" claims no more than the source
    for chunk, sent in parts:
        toks = sent.toks
        for i in range(len(toks) - 2):
            t, who = toks[i], toks[i + 1]
            # "Employees returning from primary carer leave may ...": an "-ing"
            # phrase restricts as "who return" does.
            participle = (
                who.low.endswith("ing")
                and who.flags & _CONTENT
                and who.key not in info.keys
                # only where the group opens the sentence: "with critics giving
                # mixed reviews" restricts no subject
                and all(u.low in _ARTICLES for u in toks[:i])
            )
            if who.low not in _WHO and not participle:
                continue
            # "We fund up to £750 of CPD for clinicians who have completed
            # probation": a group the rule is for, even when the claim names
            # only a case of it ("its physiotherapist").
            if t.key not in info.keys and (
                participle or not i or toks[i - 1].low not in _BENEFICIARY
            ):
                continue
            if not t.flags & _CONTENT:
                continue
            if t is not toks[0] and not chunk.text[t.start].islower():
                continue  # "Embleton, who ...", "Ms Lind who ...": a name is not restricted
            if not t.low.endswith("s") or t.low.endswith("ss"):
                continue  # "a former player who played ..." describes one person
            if chunk.text[t.end : who.start].strip():
                continue
            said = []
            for u in toks[i + 2 : i + 9]:
                if chunk.text[toks[i + 1].end : u.start].count(",") or u.key in info.keys:
                    break
                if u.flags & (_CONTENT | _NUMBER):
                    said.append(u)
            if len(said) + participle >= 2 and not any(u.key in info.keys for u in said):
                return (
                    f"the source says it of {t.low!r} {who.low} "
                    f"{' '.join(u.low for u in said[:3])} …; the claim of all"
                )
    return ""


def _alternative_joined(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """Alternatives of the source ("either chemistry or mathematics") the claim joins, or ''.

    "Applicants must have a B in biology, chemistry and mathematics" is not
    stated by "... a B in biology and either chemistry or mathematics".
    """
    if "either" in info.lows:
        return ""
    for _, sent in parts:
        toks = sent.toks
        for i, t in enumerate(toks):
            if t.low != "either":
                continue
            first = next((u for u in toks[i + 1 : i + 4] if u.flags & _CONTENT), None)
            rest = toks[i + 1 : i + 10]
            k = next((j for j, u in enumerate(rest) if u.low == "or"), None)
            if first is None or k is None:
                continue
            second = next((u for u in rest[k + 1 : k + 4] if u.flags & _CONTENT), None)
            if (
                second is not None
                and {first.key, second.key} <= info.keys
                and not _after_or(info.toks, second.key)
            ):
                return f"the source says either {first.low!r} or {second.low!r}; the claim has both"
    return ""


def _after_or(toks: Sequence[_Tok], key: str) -> bool:
    """Whether the word with *key* follows an "or" in *toks* ("chemistry or mathematics")."""
    return any(u.key == key and t.low == "or" for t, u in pairwise(toks))


def _requirement_dropped(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """Someone's agreement or company the source requires and the claim drops, or ''.

    "Staff may work remotely for up to two days per week with their line
    manager's agreement"; "children under five travel free when accompanied by
    a fare-paying adult". ("Agreement" alone is often the contract itself, so
    only someone's agreement counts.)
    """
    if info.lows & {"agreement", "accompanied"}:
        return ""
    for chunk, sent in parts:
        toks = sent.toks
        text = chunk.text
        for i, t in enumerate(toks):
            owner = toks[i - 1] if i else None
            if (
                t.low == "agreement"
                and owner is not None
                and ends_possessive(text, owner)
                and any(u.low in lx.PERMISSION_CUES for u in toks[max(0, i - 5) : i])
            ):
                return f"the source requires {owner.low}'s agreement; the claim does not"
            if t.low == "accompanied" and i + 1 < len(toks) and toks[i + 1].low == "by":
                what = [u for u in toks[i + 2 : i + 6] if u.flags & _CONTENT]
                if what and not any(u.key in info.keys for u in what[:2]):
                    shown = " ".join(u.low for u in what)
                    return f"the source requires it 'accompanied by' {shown}"
    return ""


def _second_condition_dropped(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """The second of two conditions a restrictive "who" or "that" clause joins with
    "and", which the claim leaves out while it states the first, or ''.

    "paid in March to employees who were on the payroll on 31 December and
    are still employed on the payment date" is not stated by "an engineer who
    was on the payroll on 31 December will receive the profit-share". (A
    clause after a comma describes, not restricts: "Smith, who was born in
    Leeds and grew up in York".)
    """
    for chunk, sent in parts:
        text = chunk.text
        for m in _TWO_CONDITIONS.finditer(text, sent.start, sent.end):
            if text[max(0, m.start() - 2) : m.start()].strip() == ",":
                continue
            one = _keys_between(sent, m.start("one"), m.end("one"))
            two = _keys_between(sent, m.start("two"), m.end("two")) - one
            if one & info.keys and two and not two & info.keys:
                said = m["two"].strip()
                return f"the source also requires {said!r}, which the claim drops"
    return ""


def _keys_between(sent: _Sent, lo: int, hi: int) -> set[str]:
    """Keys of the content words of *sent* from offset *lo* to *hi*."""
    return {t.key for t in sent.toks if lo <= t.start < hi and t.flags & _CONTENT}


# "who were on the payroll on 31 December and are still employed ...": a
# restrictive clause of two conditions.
_TWO_CONDITIONS = re.compile(
    r"\b(?:who|that)\s+(?P<one>(?:are|is|were|was|have|has)\b[^,;.]{3,60}?)\s+and\s+"
    r"(?P<two>(?:are|is|were|was|have|has|remain|remains)\s+(?:still\s+)?[^,;.]{3,60})"
)


def other_rate(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """How often the claim says something is done, where the clause of the sentence that
    tells it gives another rate, or ''.

    "Condensate is drained from the main receiver tank once a month" against
    "The main receiver tank must be drained of condensate every Friday, and
    its relief valve must be tested every 3 months": the draining is weekly.
    """
    if len(parts) != 1:
        return ""
    mine = _rates(info.text, 0, len(info.text))
    if len(mine) != 1 or not info.lows.isdisjoint(_RATE_HEDGES):
        return ""
    ((rate, said, _),) = mine
    chunk, sent = parts[0]
    text = chunk.text
    content = {t.key for t in info.content}
    clauses = []
    lo = sent.start
    for m in [*_RATE_CLAUSE.finditer(text, sent.start, sent.end), None]:
        hi = sent.end if m is None else m.start()
        clauses.append((len(content & {t.key for t in sent.toks if lo <= t.start < hi}), lo, hi))
        if m is not None:
            lo = m.end()
    clauses.sort(reverse=True)
    best, home = clauses[0][0], clauses[0][1:]
    theirs = _rates(text, *home)
    if best < 3 or len(theirs) != 1:
        return ""
    # One clause the claim's words pick out, and no other that gives the
    # claim's rate ("... dogs every three months; puppies ... monthly").
    if len(clauses) > 1 and clauses[1][0] >= best - 1:
        return ""
    if any(isclose(r, rate) for _, lo, hi in clauses[1:] for r, _, _ in _rates(text, lo, hi)):
        return ""
    ((other, told, _),) = theirs
    if isclose(other, rate):
        return ""
    return f"the claim says {said!r}, the source {told!r}"


def _rates(text: str, lo: int, hi: int) -> list[tuple[float, str, int]]:
    """Each "once a month", "every Friday", "weekly" of text[lo:hi], as (times a day,
    the words, where)."""
    out = []
    for m in _RATE.finditer(text, lo, hi):
        words = m[0].lower().split()
        if m["adverb"]:
            days = _RATE_DAYS[lx.PERIOD_ADVERBS[words[0]]]
            count = 1.0
        else:
            count = _RATE_TIMES.get(words[0], 1.0) if m["times"] else 1.0
            unit = words[-1].rstrip("s")
            every = _RATE_EVERY.get(m["every"] or "", 1.0)
            days = _RATE_DAYS.get(unit, 7.0 if unit in _RATE_WEEKDAYS else 0.0) * every
        if days:
            out.append((count / days, m[0], m.start()))
    return out


_RATE = re.compile(
    r"\b(?:(?P<times>once|twice|three times|four times)\s+(?:a|per|each|every)\s+"
    r"(?:day|week|fortnight|month|quarter|year)"
    r"|every\s+(?:(?P<every>other|two|three|four|six|2|3|4|6)\s+)?"
    r"(?:days?|weeks?|fortnights?|months?|quarters?|years?|monday|tuesday|wednesday|thursday"
    r"|friday|saturday|sunday)"
    r"|(?P<adverb>daily|weekly|fortnightly|monthly|quarterly|yearly|annually))\b",
    re.IGNORECASE,
)
_RATE_TIMES = {"once": 1.0, "twice": 2.0, "three": 3.0, "four": 4.0}
_RATE_EVERY = {"other": 2.0, "two": 2.0, "three": 3.0, "four": 4.0, "six": 6.0}
_RATE_EVERY.update({str(n): float(n) for n in (2, 3, 4, 6)})
_RATE_DAYS = {
    "hour": 1 / 24, "day": 1.0, "night": 1.0, "week": 7.0, "fortnight": 14.0,
    "month": 30.0, "quarter": 91.0, "year": 365.0,
}  # fmt: skip
_RATE_WEEKDAYS = frozenset("monday tuesday wednesday thursday friday saturday sunday".split())
# Claim words that make its rate a bound: "at least once a month".
_RATE_HEDGES = frozenset({"least", "most", "up", "more", "less", "or", "usually", "about"})
# Where a clause of a rule ends: "... every Friday, and its relief valve ...".
_RATE_CLAUSE = re.compile(r";|,\s*(?:and|but|while|whereas)\b|\.\s")


def _other_frequency(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim's "paid daily" where the source says "paid monthly", or ''.

    The source may still have "daily", for something else: "calculated daily
    and paid monthly".
    """
    toks = info.toks
    for i in range(1, len(toks)):
        if toks[i].low not in lx.PERIOD_ADVERBS or not toks[i - 1].flags & _CONTENT:
            continue
        head = toks[i - 1].key
        for _, sent in parts:
            said = [b.low for a, b in pairwise(sent.toks) if a.key == head]
            other = next((w for w in said if w in lx.PERIOD_ADVERBS), None)
            if other is not None and toks[i].low not in said:
                return f"the source says {toks[i - 1].low!r} {other!r}, not {toks[i].low!r}"
    return ""


def times_counted(info: _ClaimInfo, part: tuple[Chunk, _Sent]) -> str:
    """How many times the sentence says something happened, where the claim counts it
    otherwise after the same word, or ''.

    "The show won the Corwin Genre Award three times" against "The show won
    the Corwin Genre Award twice"; "raised the record nine times" against
    "raised the outdoor record eleven times". Not a frequency ("twice a
    year") or a multiple ("three times the rate").
    """
    mine = _times_in(info.text, info.toks, 0, len(info.text))
    if len(mine) != 1:
        return ""
    count, before, said = mine[0]
    chunk, sent = part
    counts = _times_in(chunk.text, sent.toks, sent.start, sent.end)
    if any(other == count and theirs == before for other, theirs, _ in counts):
        return ""  # "robbed six times; in the ten years after ... robbed once"
    for other, theirs, written in counts:
        if theirs == before and other != count and count not in _split_of(chunk.text, sent, other):
            return f"the claim says {said!r} where the source says {written!r}"
    if counts:
        return ""
    # "has won the Golden Ladle twice, in 2015 and in 2021" against "won the
    # Golden Ladle ... in 2015, 2018 and 2021": the years listed are the count.
    mine_years = {q.q.date[0] for q in info.quants if q.q.kind == "year" and q.q.date}
    if not mine_years:
        return ""
    for run in _year_runs(chunk.text, sent):
        years = {p.q.date[0] for p in run if p.q.date}
        if len(run) != count and mine_years <= years:
            at = bisect_left(sent.toks, run[0].start, key=_START)
            lead = next((t.key for t in reversed(sent.toks[:at]) if t.flags & _CONTENT), "")
            if lead == before:
                listed = chunk.text[run[0].start : run[-1].end]
                return f"the claim says {said!r} where the source lists {listed!r}"
    return ""


def _split_of(text: str, sent: _Sent, whole: int) -> frozenset[int]:
    """The parts a sentence splits a count of *whole* into: "launched 73 times, 48 of
    them by the inshore boat and the rest by the all-weather boat": 48 and 25."""
    found = _SPLIT_PART.search(text, sent.start, sent.end)
    if found is None or _SPLIT_REST.search(text, found.end(), sent.end) is None:
        return frozenset()
    part = _count_value(found[1])
    return frozenset({part, whole - part}) if 0 < part < whole else frozenset()


_SPLIT_PART = re.compile(rf"\b(\d+|{'|'.join(qty.SMALL_NUMBER_WORDS)}) of them\b", re.IGNORECASE)
_SPLIT_REST = re.compile(r"\bthe (?:rest|remainder|remaining|others)\b", re.IGNORECASE)


def _year_runs(text: str, sent: _Sent) -> list[list[Amount]]:
    """The lists of two or more years in *sent* ("in 2015, 2018 and 2021")."""
    runs: list[list[Amount]] = []
    run: list[Amount] = []
    for p in sent.quants:
        if p.q.kind != "year" or p.cmp is not None:
            continue
        if run and _YEAR_LINK.fullmatch(text, run[-1].end, p.start):
            run.append(p)
            continue
        if len(run) > 1:
            runs.append(run)
        run = [p]
    if len(run) > 1:
        runs.append(run)
    return runs


_YEAR_LINK = re.compile(r",\s*(?:and\s+)?|\s+and\s+")


def _times_in(text: str, toks: Sequence[_Tok], lo: int, hi: int) -> list[tuple[int, str, str]]:
    """Each count of times in text[lo:hi] ("twice", "three times"): its value, the key of
    the content word before it, and the words as written."""
    found = []
    for m in _TIMES.finditer(text, lo, hi):
        if _TIMES_NOT_A_COUNT.match(text, m.end()) or _AT_TIMES.search(text, lo, m.start()):
            continue
        word = (m[1] or m[2]).lower()
        if word == "once" and text[m.end() : m.end() + 1] not in ("", ".", ",", ";"):
            continue  # "once the largest", "once approved": no count
        count = _ONCE.get(word) or _count_value(word)
        at = bisect_left(toks, m.start(), key=_START)
        before = next((t.key for t in reversed(toks[:at]) if t.flags & _CONTENT), "")
        if before:
            found.append((count, before, m[0]))
    return found


_ONCE = {"once": 1, "twice": 2, "thrice": 3}
_TIMES = re.compile(
    r"\b(?:(once|twice|thrice)|(\d{1,2}|" + "|".join(qty.SMALL_NUMBER_WORDS) + r") times)\b",
    re.IGNORECASE,
)
# "twice a year", "three times the rate", "twice as many", "once more".
_TIMES_NOT_A_COUNT = re.compile(
    r"\s*(?:a|an|per|each|every|the|as|more|less|over|again|in a row)\b|-",
    re.IGNORECASE,
)
_AT_TIMES = re.compile(r"\b(?:at|all|than|or)\s+$", re.IGNORECASE)


# A passage that says its finding is an association, not a cause.
_NOT_CAUSAL = re.compile(
    r"\bobservational\b|\b(?:cannot|can ?not|could not|couldn't|can't|does not|did not|do not)"
    r" (?:show|prove|establish|determine|demonstrate)\b|\bcorrelation(?:al)?\b"
    r"|\bnot (?:prove|establish|show) (?:a )?caus|\b(?:an|as an|only an) association\b",
    re.IGNORECASE,
)
# Verbs that claim a cause.
_CAUSAL_VERBS = frozenset(
    """
    cause causes caused causing reduce reduces reduced reducing prevent prevents prevented
    lower lowers lowered cut cuts protect protects protected lead leads result results
    improve improves improved boost boosts boosted raise raises make makes
    """.split()
)


def _causal_claim(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim of cause ("walking reduces the risk") from a passage that disclaims one, or ''.

    "Those who walked at least 7,000 steps a day had a 31% lower risk ...
    the study was observational and cannot show that walking caused the
    reduction" supports an association, not "walking reduces the risk".
    """
    verb = next((t.low for t in info.toks if t.low in _CAUSAL_VERBS), None)
    if verb is None:
        return ""
    for chunk, sent in parts:
        if verb in {t.low for t in sent.toks}:
            continue  # the sentence itself says "reduces"
        m = _NOT_CAUSAL.search(chunk.text)
        if m is not None:
            return (
                f"the claim says {verb!r}; the cited text states an association and says {m[0]!r}"
            )
    return ""


_PERMITTING = frozenset({"may", "can"})
_EXCEPTION_OPENERS = frozenset({"except", "excepting", "save"})


def _exception_grants(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A prohibition whose exception permits what the claim says it "may" do, or ''.

    "The Recipient shall not disclose Confidential Information to any person
    except its employees who need to know it" permits "The Recipient may
    disclose Confidential Information to its employees": the act is the
    forbidden one, and whom the claim names stands in the exception.
    """
    if len(parts) != 1:
        return ""
    toks = info.toks
    at = next((i for i, t in enumerate(toks) if t.low in _PERMITTING), None)
    if at is None or info.neg:
        return ""
    act = next((t for t in toks[at + 1 : at + 4] if t.flags & _CONTENT), None)
    link = max((i for i, t in enumerate(toks) if t.low in ("with", "to")), default=-1)
    # "with some of Receiving Party's employees": whose they are is the
    # permitted party again ("its employees"); whom is what follows.
    link = max(
        (i for i in range(link + 1, len(toks)) if _possessive(info.text, toks[i])), default=link
    )
    whom = [t for t in toks[link + 1 :] if t.flags & _CONTENT][:3] if link > at else []
    if act is None or not whom:
        return ""
    stoks = parts[0][1].toks
    for n in _negation_cues(stoks):
        verb = next(
            (k for k in range(n + 1, min(n + 4, len(stoks))) if stoks[k].key == act.key), None
        )
        if verb is None:
            continue
        for e in range(verb + 1, min(verb + 25, len(stoks))):
            low = stoks[e].low
            opens = low in _EXCEPTION_OPENERS or (
                low == "other" and e + 1 < len(stoks) and stoks[e + 1].low == "than"
            )
            if not opens:
                continue
            after = {t.key for t in stoks[e + 1 : e + 20]}
            if all(t.key in after for t in whom) and not _restricted_whom(info, stoks, e, whom):
                return (
                    f"the source forbids {act.low!r} except to {whom[-1].low!r}, "
                    "which permits what the claim says"
                )
            break
    return ""


def _possessive(text: str, tok: _Tok) -> bool:
    """Whether ``tok`` is written as a possessive ("Party's", "parties'")."""
    return text[tok.start : tok.end].endswith(_POSSESSIVE + _PLURAL_POSSESSIVE)


_PLURAL_POSSESSIVE = ("s'", "s\u2019")


def _restricted_whom(info: _ClaimInfo, stoks: Sequence[_Tok], e: int, whom: list[_Tok]) -> bool:
    """Whether the exception restricts whom the claim names ("employees who need to know").

    A claim that keeps the restriction, or speaks of "some" of them, is not
    widened by it.
    """
    if info.lows & (_WHO | _SOME):
        return False
    last = whom[-1].key
    for k in range(e + 1, min(e + 20, len(stoks) - 1)):
        if stoks[k].key == last:
            return stoks[k + 1].low in _WHO or stoks[k + 1].low == "that"
    return False


# Phrases that name what drove a change, not what changed.
_DRIVER_CUES = frozenset(
    {"driven", "led", "helped", "boosted", "fuelled", "fueled", "powered", "thanks", "owing"}
)


def _driver_as_subject(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim word the source names only as what drove a figure, or ''.

    "Sales of Corlana rose 8%" is not stated by "revenue rose 8%, driven by
    sales of its arthritis drug Corlana", nor "The Asia division grew revenue
    by 9%" by "Group revenue grew by 9%, led by the Asia division".
    """
    if not info.quants or info.lows & _DRIVER_CUES:
        return ""
    for chunk, sent in parts:
        toks = sent.toks
        cues = [
            i
            for i in range(len(toks) - 1)
            if toks[i].low in _DRIVER_CUES and toks[i + 1].low in ("by", "to")
        ]
        if not cues:
            continue
        # Each cue's reach: seven words, or to the end of its clause ("The
        # Civic Union, led by Teodor Marsh, won 74 seats": "won" is not what
        # drove anything).
        reach = []
        for c in cues:
            end = min(c + 7, len(toks) - 1)
            for k in range(c + 2, end + 1):
                if _CLAUSE_MARK.search(chunk.text, toks[k - 1].end, toks[k].start):
                    end = k - 1
                    break
            reach.append((c, end))
        for t in info.content:
            at = [i for i, u in enumerate(toks) if u.key == t.key]
            if at and all(any(c < i <= end for c, end in reach) for i in at):
                cue = f"{toks[cues[0]].low} {toks[cues[0] + 1].low}"
                return f"the source names {t.low!r} as what drove the figure ({cue!r})"
    return ""


# A claim that a state goes on now ("still runs", "remains on Carlow Street").
_ONGOING = frozenset("still remain remains remained continues continue currently now today".split())
_PAST_BE = frozenset({"was", "were", "had"})


def _ended_state(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim that something still holds, where the sentence says it held until a date.

    "The council's computers still run Altair 7" against "ran the Altair 7
    operating system until 2022, when they were moved to Altair 9"; "the
    headquarters remain on Carlow Street" against "moved its headquarters
    from Carlow Street ... to the new Quayside Tower". A present end ("the
    offer runs until 2030") ends nothing yet.
    """
    if not info.lows & _ONGOING or info.neg % 2 or any(q.family == "date" for q in info.quants):
        return ""
    for chunk, sent in parts:
        toks = sent.toks
        text = chunk.text
        for i, t in enumerate(toks):
            if t.low == "until" and i + 1 < len(toks) and _in_date(toks[i + 1], sent):
                verb = next(
                    (u for u in reversed(toks[max(0, i - 14) : i]) if _past_verb(u.low)), None
                )
                before = {u.key for u in toks[:i]}
                if (
                    verb is not None
                    and not any(u.low in _ONGOING for u in toks[:i])
                    # The state that ended is the claim's: its names come before
                    # "until" ("was called Riverside Park until 2015, when ...
                    # renamed it the Valcor Arena" ended Riverside Park).
                    and all(
                        u.key in before
                        for u in info.content
                        if info.text[u.start].isupper() and u.key in sent.keys
                    )
                ):
                    return f"the source says it {verb.low} until {toks[i + 1].low}"
            if t.low in ("moved", "relocated", "transferred") and _moved_from(info, text, toks, i):
                return f"the source says it {t.low} from what the claim says it remains"
    return ""


def _ongoing_unstated(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim that something still goes on, where the sentence tells it in the past.

    "The chess club still meets in the back room of the Black Bull" against
    "The club was founded in 1891 and met in the back room of the Black Bull
    for its first sixty years": "met" says nothing of now.
    """
    if not info.lows & _ONGOING or info.neg % 2:
        return ""
    toks = info.toks
    # The verb the claim says goes on: the word after "still", "now", "currently".
    verbs = {
        toks[i + 1].key
        for i, t in enumerate(toks[:-1])
        if t.low in ("still", "now", "currently") and toks[i + 1].flags & _CONTENT
    }
    for _, sent in parts:
        toks = sent.toks
        if any(t.low in _ONGOING for t in toks):
            return ""
        for t in toks:
            if t.key in verbs and (
                (t.low in lx.IRREGULAR and t.low != t.key)
                or (t.low.endswith("ed") and not t.key.endswith("ed"))
            ):
                return f"the source says {t.low!r}, of the past; the claim says it goes on"
    if not info.lows & _NOW:
        return ""
    # "is still the largest clock dial in the country" against "a single dial
    # 6.1 metres across, then the largest in the country": a record of its day.
    then = next(
        (
            m[0]
            for chunk, sent in parts
            for m in [_THEN.search(chunk.text, sent.start, sent.end)]
            if m
        ),
        None,
    )
    if then is not None:
        return f"the source says {then!r}; the claim says it holds now"
    # "Farida Hussain is still mayor" against "... She resigned in March 2024":
    # a joined sentence ends the state.
    ending = next(
        (
            t.low
            for _, sent in parts
            for t in sent.toks
            if t.low in _ENDING and t.key not in info.keys
        ),
        None,
    )
    if ending is not None:
        return f"the source says it {ending}; the claim says it holds now"
    if all(
        any(t.low in _PAST_BE for t in sent.toks) and not any(t.low in _PRESENT for t in sent.toks)
        for _, sent in parts
    ):
        # "The Copper Pot currently holds a rating of 1" against "was given a
        # rating of 1 ... in August 2023": a state of then, not of now.
        said = next(t.low for _, sent in parts for t in sent.toks if t.low in _PAST_BE)
        return f"the source tells it in the past ({said!r}); the claim says it holds now"
    return ""


# Past verbs that end a state: a joined sentence saying one does not let a
# claim say the state still holds.
_ENDING = frozenset(
    "resigned retired closed demolished removed withdrawn scrapped abolished repealed lifted"
    " ended quit shut discontinued cancelled canceled dissolved".split()
)
# Words by which a sentence tells a state of its day ("then the largest").
_THEN = re.compile(
    r"\b(?:at\s+the\s+time|at\s+that\s+time|then\s+the|by\s+then|in\s+its\s+day)\b",
    re.IGNORECASE,
)
# A claim's words that say a state holds now, and a sentence's that say so too.
_NOW = frozenset({"still", "currently", "now", "remains", "continues"})
# (Sentences with a word of ``_ONGOING`` never reach the test that uses it.)
_PRESENT = frozenset("is are am has have".split())


def _in_date(tok: _Tok, sent: _Sent) -> bool:
    return any(q.family == "date" and q.start <= tok.start < q.end for q in sent.quants)


def _past_verb(low: str) -> bool:
    return (
        low in _PAST_BE
        or (low.endswith("ed") and len(low) > 3)
        or (low in lx.IRREGULAR and low not in ("children", "men", "women", "people", "data"))
    )


def _moved_from(info: _ClaimInfo, text: str, toks: Sequence[_Tok], i: int) -> bool:
    """Whether claim words stand after the "from" that follows ``toks[i]`` ("moved")."""
    for k in range(i + 1, min(len(toks), i + 6)):
        if toks[k].low == "from":
            after = toks[k + 1 : k + 5]
            return any(u.flags & _CONTENT and u.key in info.keys for u in after)
        if text[toks[k - 1].end : toks[k].start].strip(" -"):
            return False
    return False


def _never_for_not_yet(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim's "never" where the sentence says "not yet": the future is left open.

    "The cell will never be tested below freezing" against "It has not yet
    been tested at temperatures below freezing".
    """
    if "never" not in info.lows:
        return ""
    for _, sent in parts:
        for a, b in pairwise(sent.toks):
            if (a.low in ("not", "yet") and b.low == "yet") or (a.low == "yet" and b.low == "to"):
                return "the source says 'not yet', the claim 'never'"
    return ""


# The basis a figure is given on: "before the deduction of fees", "gross of
# fees", "before one-off charges", "at constant currency", "like-for-like".
_BASIS = re.compile(
    r"\b(?:before\s+(?:the\s+deduction\s+of\s+)?(?:fees|charges|costs|tax(?:es)?|interest"
    r"|one-off\s+\w+|exceptional\s+\w+|restructuring\s+\w+)"
    r"|gross\s+of\s+(?:fees|charges|tax)|pre-tax|before-tax|like-for-like"
    r"|(?:at|in)\s+constant\s+(?:currency|currencies|exchange\s+rates)|constant-currency)\b",
    re.IGNORECASE,
)
_BASIS_WORDS = frozenset(
    "fee fees charge charges cost costs tax taxes gross pre-tax before-tax net interest one-off"
    " exceptional restructuring like-for-like constant constant-currency underlying adjusted"
    " after".split()
)


def _basis_dropped(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """The basis the sentence gives its figure on, which the claim leaves out, or ''.

    "The fund returned 12.3% over the year" against "returned 12.3% over the
    year ..., before the deduction of fees": the return after fees is not
    given.
    """
    if not info.quants or not info.lows.isdisjoint(_BASIS_WORDS):
        return ""
    for chunk, sent in parts:
        if sent.quants and (m := _BASIS.search(chunk.text, sent.start, sent.end)):
            return f"the source gives its figure {m[0]!r}; the claim does not say so"
    return ""


_APPROVAL_PENDING = re.compile(
    r"\b(?:subject\s+to|still\s+needs?|still\s+requires?|pending|awaits?|awaiting|requires?)"
    r"\s+(?:\w+\s+){0,4}?(?:approval|clearance|consent|sign-off)",
    re.IGNORECASE,
)
_DEAL_WORDS = frozenset(
    "buy buys acquire acquires purchase purchases merge merges sell sells take takeover".split()
)
_APPROVAL_WORDS = frozenset(
    "approval approved approve clearance consent subject pending conditional regulator"
    " regulators planned plans agreed agreement".split()
)


def _deal_pending(info: _ClaimInfo, cited: Sequence[Chunk]) -> str:
    """A deal the claim says will happen, which the cited text says still needs approval.

    "Halloway Brands will buy Glenvar Distillers for £640m" against "agreeing
    to buy ... The deal ... still needs approval from competition regulators".
    """
    if "will" not in info.lows or info.lows.isdisjoint(_DEAL_WORDS):
        return ""
    if not info.lows.isdisjoint(_APPROVAL_WORDS):
        return ""
    for chunk in cited:
        m = _APPROVAL_PENDING.search(chunk.text)
        if m is not None:
            return f"the cited text says the deal {m[0]!r}"
    return ""


# Words that make a sentence a rule: what may, must or can be done.
_RULE_WORDS = frozenset(
    {"must", "may", "can", "cannot", "should", "allowed", "permitted", "required", "need", "needs"}
)
# A window a rule holds in is a span of dates or times ("between 1 March and
# 31 July", "from 9 am to 5 pm", read by span_start) or a period after one of
# these: "after 12 months", "within 14 days", "for the first 3 months".
_WINDOW_AFTER = re.compile(r"\b(?:after|within|for the first|during the first)\s+$", re.IGNORECASE)
_WINDOW_KINDS = ("date", "time:clock")
# Between the rule's word and its window: no other clause.
_OTHER_CLAUSE = re.compile(r"[;:]|,\s*(?:and|but|while|whereas|or|so)\b", re.IGNORECASE)


def _windows(sent: _Sent) -> list[tuple[int, int, Amount]]:
    """Time windows of *sent* as (start, end, first figure): "between 1 March and 31 July"."""
    text = sent.text
    quants = [a for a in sent.quants if a.cmp is None]
    found = []
    for i, a in enumerate(quants):
        if a.family in _WINDOW_KINDS:
            b = quants[i + 1] if i + 1 < len(quants) else None
            if (
                b is not None
                and b.family == a.family
                and (at := span_start(text, a, b)) is not None
            ):
                found.append((at, b.end, a))
        elif a.family == "duration" and (
            m := _WINDOW_AFTER.search(text, max(sent.start, a.start - 20), a.start)
        ):
            found.append((m.start(), a.end, a))
    return found


def _advance_dropped(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A deadline or notice the source sets on ordering, booking or applying that the
    claim leaves out, or ''.

    "Order Fieldfare Fibre 300 online by 31 October and get a £75 gift card"
    does not state that ordering online gets the card; "Tickets booked online
    at least a day ahead are 15% cheaper" does not state that booking online
    makes them cheaper. A claim with a date or notice of its own is compared
    by its figures.
    """
    if not info.lows & _ADVANCE_DEEDS or any(
        q.family in ("date", "time:clock", "duration") for q in info.quants
    ):
        return ""
    if not info.lows.isdisjoint(_ADVANCE_WORDS):
        return ""
    for chunk, sent in parts:
        text = chunk.text
        for t in sent.toks:
            if t.low not in _ADVANCE_DEEDS or t.key not in info.keys:
                continue
            m = _ADVANCE.match(text, t.end, sent.end)
            if m is None:
                continue
            if m["by"]:
                due = next(
                    (
                        p
                        for p in sent.quants
                        if p.family in ("date", "time:clock") and m.start("by") <= p.start < m.end()
                    ),
                    None,
                )
                if due is None:
                    continue  # "book by phone": no date
                said = text[m.start("by") : due.end]
            else:
                said = m["notice"]
            return f"the source sets {said!r} on {t.low!r}, which the claim drops"
    return ""


# Deeds a deadline or notice may bind: "order ... by 31 October", "booked ... a day ahead".
_ADVANCE_DEEDS = frozenset(
    """
    order orders ordered ordering book books booked booking apply applies applied applying
    register registers registered registering buy buys bought buying reserve reserved
    purchase purchased sign signed
    """.split()
)
_ADVANCE_WORDS = frozenset({"ahead", "advance", "beforehand", "by", "before", "deadline"})
# After the deed, within a few words: "online by 31 October", "at least a day ahead".
_ADVANCE = re.compile(
    r"(?:\s+(?!by\b|at\b)[\w-]+){0,5}?\s+"
    r"(?:(?P<by>by|before|no later than)\s+[^,;.]{1,30}"
    r"|(?P<notice>(?:at least\s+)?(?:a|an|one|two|three|four|five|six|seven|\d+)\s+"
    r"(?:hours?|days?|weeks?|months?)\s+(?:ahead|in advance|beforehand)))"
)


def _window_dropped(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A time window of a rule that the claim states without it, or ''.

    "Dogs must be kept on a lead between 1 March and 31 July" does not state
    that dogs must be kept on a lead; "Rent may be reviewed after 12 months"
    does not state that the rent may be reviewed. A claim that gives any
    figure of the window's kind is compared by its figures instead.
    """
    if info.lows.isdisjoint(_RULE_WORDS):
        return ""
    for chunk, sent in parts:
        windows = _windows(sent) if sent.quants else []
        if not windows:
            continue
        rules = [t for t in sent.toks if t.low in _RULE_WORDS]
        for start, end, first in windows:
            family = first.family
            # A claim with a time of day or a date of its own tells when, and
            # its figures decide; a period it gives may be another of the
            # sentence's ("with two months' notice" beside "after 12 months").
            others = [
                a.q.value for a in sent.quants if a.family == family and not start <= a.start < end
            ]
            if any(
                q.family == family and (family in _WINDOW_KINDS or q.q.value not in others)
                for q in info.quants
            ):
                continue
            for t in rules:
                lo, hi = (t.end, start) if t.end <= start else (end, t.start)
                if not _OTHER_CLAUSE.search(chunk.text, lo, hi):
                    said = chunk.text[start:end]
                    return f"the source limits it to {said!r}, which the claim drops"
    return ""
