"""Who did what: a name right before its verb ("Kemble directed", "Varvakis was sentenced").

A claim that gives two names each other's deeds ("Beatrice Kemble designed
the sets while Roland Ashby directed the productions") against a source
where the deeds are the other way round ("Kemble directed 63 productions
...; Ashby designed sets for most of them") has traded them. Only deeds
told plainly are read: a name, then the verb, with at most an adverb
("later", "also") or a passive's "was" between. A name that does both deeds
somewhere in the source, or a deed the source gives to both names, and
nothing is traded.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from ..models import Chunk
from . import _lexicon as lx
from ._amounts import entails
from ._analysis import (
    _CONTENT,
    _NUMBER,
    _analyze_chunk,
    _analyze_claim,
    _ClaimInfo,
    _name_start,
    _Sent,
    _Tok,
    ends_possessive,
)

# Words between a name and its verb: "Ashby later designed".
_DEED_ADVERBS = frozenset("also later then first jointly subsequently again".split())
_RELATIVES = frozenset({"which", "who"})
# ... and a passive's or a perfect's: "Varvakis was later sentenced".
_BETWEEN = _DEED_ADVERBS | {"was", "were", "had", "has"}
# Words that make a verb another one: "took over" is no "took".
_VERB_PARTICLES = frozenset({"over", "out", "up", "off"})


def _particles(toks: Sequence[_Tok], verb: str) -> frozenset[str]:
    """The particle (or '') right after each use of the verb *verb* (a key)."""
    return frozenset(
        toks[i + 1].low if i + 1 < len(toks) and toks[i + 1].low in _VERB_PARTICLES else ""
        for i, t in enumerate(toks)
        if t.key == verb
    )


# Words the past-form test passes that are no verbs.
_NO_DEEDS = frozenset({"best", "worst"})


def _deeds(text: str, toks: Sequence[_Tok]) -> dict[tuple[str, str], tuple[str, str]]:
    """Each name told as the doer of a past-tense verb: (name key, verb key) to the words."""
    found = {}
    for i, t in enumerate(toks):
        if not t.flags & _CONTENT or not text[t.start].islower() or not lx.past_form(t.low):
            continue
        if t.low in _NO_DEEDS:
            continue  # "Skellgill's best green slate": a superlative, no verb
        k = i - 1
        while k >= 0 and i - k <= 3 and toks[k].low in _BETWEEN:
            k -= 1
        relative = (
            k >= 1 and toks[k].low in _RELATIVES and text[toks[k - 1].end : toks[k].start] == ", "
        )
        if relative:
            k -= 1  # "the Carrow School of Mines, which kept the original campus"
        if k < 0:
            continue
        doer = toks[k]
        if (
            doer.flags & _CONTENT
            and text[doer.start].isupper()
            and (
                relative
                or not text[doer.end : toks[k + 1].start].strip()
                or _apposition_ends(text, toks, k)
            )
            and doer.low not in lx.CALENDAR_WORDS
        ):
            name = text[doer.start : doer.end]
            found[doer.key, t.key] = (name, t.low)
            # "Arvania and Belmora met": the deed of both.
            before = _name_start(text, toks, k) - 1
            if before >= 1 and toks[before].low == "and" and text[toks[before - 1].start].isupper():
                other = toks[before - 1]
                found[other.key, t.key] = (text[other.start : other.end], t.low)
            # "Corran directed the spring season and designed its posters":
            # the verb after "and" is the same name's deed.
            for j in range(i + 1, len(toks) - 1):
                if text[toks[j].start].isupper() or ";" in text[toks[j - 1].end : toks[j].start]:
                    break
                nxt = toks[j + 1]
                if toks[j].low == "and" and text[nxt.start].islower() and lx.past_form(nxt.low):
                    found[doer.key, nxt.key] = (name, nxt.low)
    return found


def _apposition_ends(text: str, toks: Sequence[_Tok], k: int) -> bool:
    """Whether the name ending at ``toks[k]`` is set off by commas after a noun:
    "the flight engineer, Pavel Rusk, was killed"."""
    first = _name_start(text, toks, k)
    return (
        first >= 1
        and text[toks[k].end : toks[k + 1].start] == ", "
        and text[toks[first - 1].end : toks[first].start] == ", "
        and bool(toks[first - 1].flags & _CONTENT)
        and text[toks[first - 1].start].islower()
    )


@lru_cache(maxsize=1024)
def _claim_deeds(text: str) -> dict[tuple[str, str], tuple[str, str]]:
    """The claim's deeds (``_deeds``), read once per claim."""
    return _deeds(text, _analyze_claim(text).toks)


@lru_cache(maxsize=1024)
def _name_keys(text: str) -> dict[str, frozenset[str]]:
    """The keys of every word of each name of the claim that does a deed, by the key
    of its last word: "Anton Oberlind ran" gives "oberlind" {"anton", "oberlind"}."""
    toks = _analyze_claim(text).toks
    doers = {doer for doer, _ in _claim_deeds(text)}
    names: dict[str, frozenset[str]] = {}
    for k, t in enumerate(toks):
        if t.key not in doers or t.key in names or not text[t.start].isupper():
            continue
        j = k + 1
        while j < len(toks) and toks[j].low in _BETWEEN:
            j += 1
        # (The name where it does the deed: not "Rhenwald" of "the Confederation
        # of Rhenwald Federal Statistics Office rose".)
        if j < len(toks) and text[toks[j].start].islower() and lx.past_form(toks[j].low):
            names[t.key] = frozenset(u.key for u in toks[_name_start(text, toks, k) : k + 1])
    return names


def _deeds_traded(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """Two names the claim gives each other's deeds, as the cited sentences tell them, or ''.

    A name is known by any word of it that the other name lacks: "Anton
    Oberlind ran the catalogue, while his brother Felix managed the buying"
    against "Anton managed the buying while Felix ran the catalogue".
    """
    mine = _claim_deeds(info.text)
    if len(mine) < 2:
        return ""
    verbs = {verb for _, verb in mine}
    theirs: dict[tuple[str, str], tuple[str, str]] = {}
    for chunk, sent in parts:
        if len(verbs & sent.keys) >= 2:
            theirs.update(_deeds(chunk.text, sent.toks))
    if not theirs:
        return ""
    names = _name_keys(info.text)
    for a, verb_a in mine:
        for b, verb_b in mine:
            if a == b or verb_a == verb_b:
                continue
            own_a = names.get(a, frozenset({a}))
            own_b = names.get(b, frozenset({b}))
            # (The doers' own words first, then the other words of their names.)
            for x in (a, *sorted(own_a - own_b - {a})):
                for y in (b, *sorted(own_b - own_a - {b})):
                    if (
                        (y, verb_a) in theirs
                        and (x, verb_b) in theirs
                        and (x, verb_a) not in theirs
                        and (y, verb_b) not in theirs
                    ):
                        name, verb = mine[a, verb_a]
                        other = theirs[y, verb_a][0]
                        return f"the claim says {name} {verb}, the source {other} {verb}"
    return ""


def _relative_did(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A deed the claim gives a name that the source gives that name's relative, or ''.

    "Count Gustav von Ungern-Kalle built the lighthouse" against "... by
    Count Gustav von Ungern-Kalle, whose grandson Otto built the lighthouse"
    (or "Ungern-Kalle's grandson Otto built"): the relative is named, and
    the claim names neither the relation nor the relative.
    """
    mine = _claim_deeds(info.text)
    if not mine:
        return ""
    for chunk, sent in parts:
        text, toks = chunk.text, sent.toks
        theirs = _deeds(text, toks)
        for (doer, verb), (other, said) in theirs.items():
            if verb not in {v for _, v in mine} or doer in info.keys:
                continue
            at = next(
                (k for k, t in enumerate(toks) if t.key == doer and t.low == other.lower()),
                -1,
            )
            first = _name_start(text, toks, at) if at >= 0 else -1
            if first < 2 or toks[first - 1].low not in lx.RELATIONS:
                continue
            if toks[first - 1].key in info.keys:
                continue  # the claim names the relation: "his son built"
            owner = toks[first - 2]
            if owner.low == "whose" and first >= 3:
                owner = toks[first - 3]
            elif owner.low in ("his", "her"):
                # "Heyl retired the following year, and his son Konrad merged":
                # the one name the sentence gives before the relation.
                # (one run of capitalised words: "Gustav Heyl")
                caps = [
                    k
                    for k, t in enumerate(toks[: first - 2])
                    if t.flags & _CONTENT and text[t.start].isupper()
                ]
                if not caps or caps != list(range(caps[0], caps[-1] + 1)):
                    continue
                owner = toks[caps[-1]]
            elif not ends_possessive(text, owner):
                continue
            if (owner.key, verb) in mine and not _done_by(chunk, owner.key, verb):
                name, did = mine[owner.key, verb]
                relation = toks[first - 1].low
                return f"the claim says {name} {did}, the source {name}'s {relation} {other} {said}"
    return ""


def _done_by(chunk: Chunk, doer: str, verb: str) -> bool:
    """Whether the cited text says, in the passive, that *doer* did *verb* (keys):
    "The Pentry pit, kept by Abel Surtees from 1803 to 1830" before "After
    Surtees's death in 1830 his widow Margaret kept the pit open"."""
    for sent in _analyze_chunk(chunk.text).sents:
        if doer not in sent.keys or verb not in sent.keys:
            continue
        toks = sent.toks
        if any(
            t.key == verb
            and toks[k + 1].low == "by"
            and any(u.key == doer for u in toks[k + 2 : k + 6])
            for k, t in enumerate(toks[:-2])
        ):
            return True
    return False


def _deed_of_other(info: _ClaimInfo, chunk: Chunk, sent: _Sent, passage: Sequence[_Sent]) -> str:
    """The claim's deed, which the sentence gives another name, or ''.

    "Lord Edmund Trevithick oversaw the bank's purchase of the Cheshire Union
    Bank" against "Abney oversaw the purchase of the Cheshire Union Bank in
    1885": the sentence tells the deed, with the words after the verb, of a
    name the claim does not mention, and names none of the claim's doer,
    whom another sentence of the passage names (no other name for Abney).
    """
    mine = _claim_deeds(info.text)
    if not mine or "also" in info.lows:
        return ""  # "Lindqvist was also censured": another doer besides
    theirs = _deeds(chunk.text, sent.toks)
    if not theirs:
        return ""
    names = _name_keys(info.text)
    for (doer, verb), (name, did) in mine.items():
        own = names.get(doer, frozenset({doer}))
        if own & sent.keys or _told_passive(info.text, info.toks, verb):
            continue
        if any(own & s.keys and _told_passive(chunk.text, s.toks, verb) for s in passage):
            # "in 1897 the works was bought by the stationers Lambert & Ives of
            # Clayport": another sentence tells the claim's doer did it
            continue
        others = [(d, n) for (d, v), (n, _) in theirs.items() if v == verb]
        if len(others) != 1 or others[0][0] in info.keys:
            continue
        if _particles(info.toks, verb) != _particles(sent.toks, verb):
            continue  # "took over Riddle's forge" against "took 2,000 razor blanks"
        if _told_passive(chunk.text, sent.toks, verb) or not _named_elsewhere(
            chunk.text, passage, others[0][0]
        ):
            continue  # "Construction took six years": no name opens the sentence
        after = _words_after_verb(info, verb)
        lower = {t.key for t in after if info.text[t.start].islower()}
        if len({t.key for t in after} & sent.keys) < 2:
            continue
        unsaid = lower - sent.keys
        if len(unsaid) > 1 or (
            unsaid
            and (
                len(lower) < 4
                or not any(unsaid <= s.keys for s in passage)
                # "Norte accounted for roughly 13 million of the 38 million
                # bottles" against "Sul accounted for about two thirds": a
                # figure of the claim's own, worked out
                or any(not any(entails(p, q) for p in sent.quants) for q in info.quants)
            )
        ):
            # One word the passage gives elsewhere may stand for the sentence's
            # own: "the ketch carrying the brewery's hops" for "their hops".
            continue
        if not any(own & s.keys for s in passage if s is not sent):
            continue
        return f"the source gives {did!r} to {others[0][1]}, not to {name}"
    return ""


def _words_after_verb(info: _ClaimInfo, verb: str) -> list[_Tok]:
    """The claim's content words after its verb *verb* (a key), to the next punctuation
    or clause word."""
    toks, text = info.toks, info.text
    at = next((k for k, t in enumerate(toks) if t.key == verb and text[t.start].islower()), -1)
    words = []
    for k in range(at + 1, len(toks)) if at >= 0 else ():
        if text[toks[k - 1].end : toks[k].start].strip(" -'’") or toks[k].low in _CLAUSE_WORDS:
            break
        if toks[k].flags & _CONTENT:
            words.append(toks[k])
    return words


_CLAUSE_WORDS = frozenset({"and", "while", "but", "whereas", "which", "who", "after", "before"})


def _told_passive(text: str, toks: Sequence[_Tok], verb: str) -> bool:
    """Whether the verb *verb* (a key) follows "was" or "were" (an adverb between)."""
    for k, t in enumerate(toks):
        if t.key == verb and text[t.start].islower():
            j = k - 1
            if j >= 0 and toks[j].low in _DEED_ADVERBS:
                j -= 1
            return j >= 0 and toks[j].low in ("was", "were", "been", "be")
    return False


def _named_elsewhere(text: str, passage: Sequence[_Sent], key: str) -> bool:
    """Whether a word *key* stands capitalised inside a sentence of *passage*, not at
    its start: a name, not a sentence's first word ("Construction took")."""
    return any(t.key == key and text[t.start].isupper() for s in passage for t in s.toks[1:])


def _year_of_other_telling(
    info: _ClaimInfo, chunk: Chunk, sent: _Sent, passage: Sequence[_Sent]
) -> str:
    """The one year of the claim, where the sentence telling all else of it but the
    name that opens the claim (which other sentences of the passage give) dates the
    claim's deed otherwise, or ''.

    "Abraham Brodsky's sons Samuel and Meyer built the ten-storey Fulton
    Avenue flagship in 1936" against "His sons Samuel and Meyer built the
    ten-storey flagship on Fulton Avenue in 1923" (Abraham Brodsky is named
    in the sentence before). The sentence's one date is a year that follows
    the claim's verb with no other verb between.
    """
    mine = [q for q in info.quants if q.q.kind == "year" and q.q.value is not None]
    if len(mine) != 1 or len(info.quants) != 1 or mine[0].cmp is not None:
        return ""
    if info.lows & _NOT_ONLY:
        return ""
    theirs = [p for p in sent.quants if p.family == "date"]
    if len(theirs) != 1 or theirs[0].cmp is not None or theirs[0].q.kind != "year":
        return ""
    q, p = mine[0], theirs[0]
    if p.q.value is None or p.q.value == q.q.value:
        return ""
    text, toks = info.text, info.toks
    words = {t.key for t in info.content if not t.flags & _NUMBER}
    missing = words - sent.keys
    if len(words & sent.keys) < 4 or not missing:
        return ""
    # The words missing are those of the name that opens the claim.
    k = 0
    while k < len(toks) and toks[k].low in ("the", "a", "an"):
        k += 1
    end = k
    while end < len(toks) and text[toks[end].start].isupper():
        end += 1
    opening = {t.key for t in toks[k:end]}
    elsewhere = {t.key for s in passage if s is not sent for t in s.toks}
    if not missing <= opening & elsewhere:
        return ""
    verb = next((t for t in toks if text[t.start].islower() and lx.past_form(t.low)), None)
    stext = chunk.text
    at = next((u for u in sent.toks if verb is not None and u.key == verb.key), None)
    if at is None or at.end > p.start:
        return ""
    between = [u for u in sent.toks if at.end <= u.start and u.end <= p.start]
    if any(stext[u.start].islower() and lx.past_form(u.low) for u in between):
        return ""  # "moved its meetings to the new hall when it opened in 1926"
    return f"the source dates it {p.text!r}, not {q.text!r}"


# Words by which a claim dates more than one telling ("also", "still", "again") or
# ties its year to another event ("in 1948, the year it was nationalised").
_NOT_ONLY = frozenset({"also", "still", "again", "year"})


def _relation_of_other(info: _ClaimInfo, chunk: Chunk, sent: _Sent) -> str:
    """A relative the claim gives one owner ("Rustom Pestonji's grandson Jehangir") that
    the sentence gives another ("Dinshaw's grandson Jehangir sold"), or ''."""
    text, toks = info.text, info.toks
    stext, stoks = chunk.text, sent.toks
    for k in range(1, len(toks) - 1):
        relation = toks[k]
        if relation.low not in lx.RELATIONS or not text[toks[k + 1].start].isupper():
            continue
        if not ends_possessive(text, toks[k - 1]):
            continue
        owner = {t.key for t in toks[_name_start(text, toks, k - 1) : k]}
        if owner & sent.keys:
            continue
        for m in range(1, len(stoks) - 1):
            if stoks[m].key != relation.key or stoks[m + 1].key != toks[k + 1].key:
                continue
            before = stoks[m - 1]
            if (
                ends_possessive(stext, before)
                and stext[before.start].isupper()
                and before.key not in info.keys
            ):
                said = stext[before.start : before.end - 2]
                mine = text[toks[k - 1].start : toks[k - 1].end - 2]
                return f"the source makes {toks[k + 1].low!r} {said}'s {relation.low}, not {mine}'s"
    return ""


# "NAME, the ROLE ...": a claim giving a named person a role in apposition.
_ROLE_APPOSED = re.compile(r"([A-Z][\w'’-]+),\s+(?:the\s+|a\s+)?([a-z]+)\b")


@lru_cache(maxsize=1024)
def _relative_of(name: str, role: str) -> re.Pattern[str]:
    """ "NAME, brother of the firm's ROLE": the name made a relative of the role's holder."""
    return re.compile(
        re.escape(name) + r",\s+(?:the\s+|a\s+)?(" + "|".join(sorted(lx.RELATIONS)) + r")"
        r"\s+of\s+(?:(?:the|his|her|its|their|[A-Z][\w-]*['’]s?|\w+['’]s)\s+){0,3}"
        + re.escape(role)
        + r"\b"
    )


def _relative_of_role(info: _ClaimInfo, chunk: Chunk, sent: _Sent) -> str:
    """A role the claim gives a name in apposition that the sentence gives the name's
    relative, or ''.

    "Professor Karl Oberlin, the founder of Oberlin & Voss, edited the
    Annals" against "... under the editorship of Professor Karl Oberlin,
    brother of the firm's founder": the sentence makes him the founder's
    brother. The claim names no relation.
    """
    text = info.text
    if ", " not in text or not info.lows.isdisjoint(lx.RELATIONS):
        return ""
    stext = chunk.text
    for m in _ROLE_APPOSED.finditer(text):
        name, role = m[1], m[2]
        if role in lx.RELATIONS or role in _RELATIVES:
            continue
        if name not in stext:
            continue
        said = _relative_of(name, role).search(stext, sent.start, sent.end)
        if said:
            return f"the source makes {name} the {role}'s {said[1]}, not the {role}"
    return ""


def _doer_and_owner_swapped(info: _ClaimInfo, chunk: Chunk, sent: _Sent) -> str:
    """A deed whose doer and the owner of its object the claim has the other way round,
    or ''.

    "In 1962 Erik Lindqvist bought out his brother Nils's share" against
    "... until 1962, when Nils bought out Erik's share".
    """
    mine = _claim_deeds(info.text)
    text, stext = info.text, chunk.text
    owners = {t.key for t in info.toks if ends_possessive(text, t)}
    if not mine or not owners:
        return ""
    theirs = _deeds(stext, sent.toks)
    their_owners = {u.key for u in sent.toks if ends_possessive(stext, u)}
    names = _name_keys(text)
    for (doer, verb), (name, did) in mine.items():
        own = names.get(doer, frozenset({doer}))
        others = [(d, n) for (d, v), (n, _) in theirs.items() if v == verb]
        if len(others) != 1:
            continue
        other, said = others[0]
        if other in own or other not in owners or not own & their_owners:
            continue
        if (doer, verb) in theirs:
            continue
        return (
            f"the claim has {name} as the one who {did} and {said} as the owner;"
            " the source the other way round"
        )
    return ""
