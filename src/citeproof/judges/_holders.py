"""Who holds a role: "the contractor Isaac Penn", "Matteo is the head chef".

A claim that gives a role noun to one name ("Thomas Arden was the
contractor") where every place the source gives that role names someone
else ("by the contractor Isaac Penn under the supervision of the canal's
engineer, Thomas Arden") has moved the role from one person to another.
The source's role words are read only where their holder is plain: a name
right after the role ("the engineer Frank Ellison", "its director, Owen
Blake"), a name before it in apposition ("Owen Blake, the director"),
before a copula ("Matteo is the head chef", "the founder, Una Keogh,
became production director") or after one ("the captain was Raymond
Sherratt"). A claim may give an office without an article ("Gillian Moss
was captain") or after "with NAME as". One role word whose holder is not
plain ("her husband, also an engineer") and the check says nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import NamedTuple

from ..models import Chunk
from . import _lexicon as lx
from ._analysis import (
    _CONTENT,
    _analyze_claim,
    _ClaimInfo,
    _Sent,
    _Tok,
    ends_possessive,
)
from ._figures import _sentences_of
from ._roles import (
    _DETERMINERS,
    NAME_LINKS,
    _is_named,
    _name_run_end,
    _name_run_start,
    _touching,
)

# Verbs that give their subject the role after them: "was the contractor",
# "became director", "served as treasurer".
_COPULAS = frozenset("is was are were became becomes remains remained".split())
_AS_VERBS = frozenset("served serves acted acts worked works".split())
# How many describing words a role may carry ("the longest-serving medical director").
_REACH = 4
# Offices a name may hold without an article: "was captain", "is secretary".
_OFFICES = frozenset(
    """
    captain vice-captain secretary treasurer chairman chairwoman chair president
    vice-president steward judge referee umpire organiser organizer director manager leader
    """.split()
)


class _Role(NamedTuple):
    name: frozenset[str]
    """Keys of the name the claim gives the role to."""
    head: str
    """Key of the role noun ("engin" for "engineer")."""
    low: str
    """The role noun as written, folded."""
    describers: frozenset[str]
    """Keys of the words before it ("head" in "head chef", "canal" in "the canal's engineer")."""
    text: str
    """The role as the claim writes it."""
    definite: bool
    """Whether the claim gives the role as one only its name holds ("was the contractor",
    "became director"), not as one of many ("was an engineer", "the album Siamese Dream")."""


def _plain(text: str, tok: _Tok) -> bool:
    """A lower-case content word: what a role and its describers are made of."""
    return bool(tok.flags & _CONTENT) and not text[tok.start].isupper()


def _joined(text: str, a: _Tok, b: _Tok) -> bool:
    """Whether *a* and *b* are words of one name ("Isaac Penn", "Corbin-Hale", "Dr. Oduya",
    "Tiller & Crane") or of one role ("most-streamed album")."""
    return text[a.end : b.start].strip() in ("", "-", ".", "&")


# Small words inside a name ("Alice in Chains", "Banco de Oro"), and "and", so
# that "Matteo and Stefano Guarneri" is read whole: a name read too long makes
# the check say less, never more.
_INNER = NAME_LINKS | frozenset({"in", "on", "upon", "at", "for", "and"})


def _run(text: str, toks: Sequence[_Tok], k: int) -> tuple[int, int]:
    """The span of the name holding ``toks[k]``, with the small words inside it
    ("Alice in Chains", "Banco de Oro"), or (k, k) when ``toks[k]`` is no name."""
    if not _is_named(toks[k], text):
        return k, k
    start = k
    while start > 0:
        if _is_named(toks[start - 1], text) and _joined(text, toks[start - 1], toks[start]):
            start -= 1
        elif (
            start > 1
            and toks[start - 1].low in _INNER
            and _is_named(toks[start - 2], text)
            and _touching(text, toks[start - 2], toks[start - 1])
            and _touching(text, toks[start - 1], toks[start])
        ):
            start -= 2
        else:
            break
    end = k + 1
    while end < len(toks):
        if _is_named(toks[end], text) and _joined(text, toks[end - 1], toks[end]):
            end += 1
        elif (
            end + 1 < len(toks)
            and toks[end].low in _INNER
            and _is_named(toks[end + 1], text)
            and _touching(text, toks[end - 1], toks[end])
            and _touching(text, toks[end], toks[end + 1])
        ):
            end += 2
        else:
            break
    return start, end


def _keys(toks: Sequence[_Tok], span: tuple[int, int]) -> frozenset[str]:
    return frozenset(t.key for t in toks[span[0] : span[1]])


def _role_after(text: str, toks: Sequence[_Tok], k: int, bare: bool) -> tuple[int, int] | None:
    """The span (first describer, head) of the role opening at ``toks[k]``, or None.

    A determiner (unless *bare*), then up to ``_REACH`` lower-case content words
    with only spaces or hyphens between; the last is the head, and what follows
    it is punctuation or a small word other than "to" ("the first to isolate"
    ranks a deed, it names no role). A name or a figure inside ("the 1998
    winner", "the Ellison garden") is no plain role.
    """
    if k < len(toks) and toks[k].low in _DETERMINERS:
        k += 1
    elif not bare:
        return None
    first = k
    while k < len(toks) and k - first < _REACH and _plain(text, toks[k]):
        if k > first and not _joined(text, toks[k - 1], toks[k]):
            break
        k += 1
    if k == first or toks[k - 1].low in _NOT_ROLES:
        return None
    after = toks[k] if k < len(toks) else None
    if after is not None and _touching(text, toks[k - 1], after):
        return None if after.flags & _CONTENT or after.low == "to" else (first, k - 1)
    return first, k - 1


# Words that end a phrase after "was the" without naming a role.
_NOT_ROLES = frozenset(
    """
    first second third last only same one other most least best worst next
    """.split()
)


@lru_cache(maxsize=512)
def _claim_roles(text: str) -> tuple[_Role, ...]:
    """Each role the claim gives a name: "NAME was the ROLE", "the ROLE NAME", "NAME, the ROLE"."""
    toks = _analyze_claim(text).toks
    out: list[_Role] = []

    def add(name: tuple[int, int], role: tuple[int, int], definite: bool) -> None:
        head = toks[role[1]]
        # A relation ("his son Bence") tells of one person in terms of another,
        # which the holder reading here does not follow.
        if head.low in lx.RELATIONS or name[0] == name[1]:
            return
        out.append(
            _Role(
                _keys(toks, name),
                head.key,
                head.low,
                _keys(toks, (role[0], role[1])),
                text[toks[role[0]].start : head.end],
                definite,
            )
        )

    for k, t in enumerate(toks):
        if not k or not _is_named(toks[k - 1], text):
            continue
        name = _run(text, toks, k - 1)
        if t.low in _COPULAS and _touching(text, toks[k - 1], t):
            role = _role_after(text, toks, k + 1, bare=t.low.startswith("bec"))
            if role is None:
                # "Gillian Moss was captain": an office needs no article.
                role = _role_after(text, toks, k + 1, bare=True)
                if role is not None and toks[role[1]].low not in _OFFICES:
                    role = None
        elif t.low in _AS_VERBS and k + 1 < len(toks) and toks[k + 1].low == "as":
            role = _role_after(text, toks, k + 2, bare=True)
        elif (
            t.low == "as"
            and name[0] > 0
            and toks[name[0] - 1].low == "with"
            and _touching(text, toks[k - 1], t)
        ):
            # "with Desmond Boyle as production director"
            role = _role_after(text, toks, k + 1, bare=True)
        elif text[toks[k - 1].end : t.start] == " (" and _plain(text, t):
            # "Present: Grace Oduya (chair), Ian Tolley (vice-chair)"
            role = _role_after(text, toks, k, bare=True)
            if role is not None and text[toks[role[1]].end : toks[role[1]].end + 1] != ")":
                role = None
        elif text[toks[k - 1].end : t.start].strip() == "," and (
            t.low in _DETERMINERS
            # "Morwenna Tallis, Harrowby's harbour master, ..."
            or (_is_named(t, text) and ends_possessive(text, t))
        ):
            role = _role_after(text, toks, k + (t.low not in _DETERMINERS), bare=True)
            if role is not None and role[1] + 1 < len(toks):
                after = text[toks[role[1]].end : toks[role[1] + 1].start].strip()
                # "Mori Kotaro, the soy-sauce maker who built the distillery, ..."
                if (not after or after[0] not in ",;.") and (
                    after or toks[role[1] + 1].low not in ("who", "whose")
                ):
                    role = None
        else:
            continue
        if role is not None:
            opener = toks[role[0] - 1].low
            add(name, role, opener not in ("a", "an"))
    for k, t in enumerate(toks):
        if t.low in _DETERMINERS:
            role = _role_before_name(text, toks, k)
            if role is not None:
                add(_run(text, toks, role[1] + 1), role, False)
    return tuple(out)


def _role_before_name(text: str, toks: Sequence[_Tok], k: int) -> tuple[int, int] | None:
    """ "the ROLE NAME" from the determiner at ``toks[k]``: the role's span, or None."""
    first = k + 1
    end = first
    while end < len(toks) and end - first < _REACH and _plain(text, toks[end]):
        if end > first and not _joined(text, toks[end - 1], toks[end]):
            return None
        end += 1
    if end == first or end >= len(toks) or not _is_named(toks[end], text):
        return None
    if not _touching(text, toks[end - 1], toks[end]) or toks[end - 1].low in _NOT_ROLES:
        return None
    return first, end - 1


def _holder(text: str, toks: Sequence[_Tok], k: int) -> list[tuple[int, int]] | None:
    """The spans of the names the source gives the role word ``toks[k]`` to, or None
    when the sentence does not say plainly whose it is."""
    # "the contractor Isaac Penn", "its director, Owen Blake", "the engineers A and B".
    after = toks[k + 1] if k + 1 < len(toks) else None
    if (
        after is not None
        and _is_named(after, text)
        and text[toks[k].end : after.start].strip() in ("", ",")
    ):
        span = _run(text, toks, k + 1)
        if ends_possessive(text, toks[span[1] - 1]):
            return None  # "the engineer Telford's bridge"
        return _listed(text, toks, span)
    # Back over the role's describers and its determiner.
    j = k
    while j > 0 and k - j < _REACH and _plain(text, toks[j - 1]):
        j -= 1
    if j > 0 and toks[j - 1].low in _DETERMINERS:
        j -= 1
    if j == 0:
        return None
    before = toks[j - 1]
    if (
        text[before.end : toks[j].start] == " ("
        and text[toks[k].end : toks[k].end + 1] == ")"
        and _is_named(before, text)
    ):
        # "Ian Tolley (vice-chair)"
        return [_run(text, toks, j - 1)]
    if before.low in _COPULAS or (before.low == "as" and j > 1 and toks[j - 2].low in _AS_VERBS):
        # "Matteo is the head chef", "A and B were engineers", "Vahl served as treasurer".
        at = j - 1 if before.low in _COPULAS else j - 2
        if at and _is_named(toks[at - 1], text) and _touching(text, toks[at - 1], toks[at]):
            return _listed_back(text, toks, _run(text, toks, at - 1))
        if at and _is_named(toks[at - 1], text) and text[toks[at - 1].end : toks[at].start] == ", ":
            # "the Kilfane founder, Una Keogh, became production director": a
            # name set off by commas before the verb.
            span = _run(text, toks, at - 1)
            if span[0] and text[toks[span[0] - 1].end : toks[span[0]].start] == ", ":
                return [span]
        return None
    # "the captain was Raymond Sherratt", "The duty vet this year is Kirsty Malone"
    if toks[j].low in _DETERMINERS:
        at = k + 1
        while at < len(toks) and at - k <= 3 and toks[at].low in _TIME_WORDS:
            at += 1
        if (
            at + 1 < len(toks)
            and toks[at].low in _COPULAS
            and _touching(text, toks[at - 1], toks[at])
            and _touching(text, toks[at], toks[at + 1])
            and _is_named(toks[at + 1], text)
        ):
            span = _run(text, toks, at + 1)
            if ends_possessive(text, toks[span[1] - 1]):
                return None  # "the contractor was Penn's firm"
            return _listed(text, toks, span)
    if _is_named(before, text) and text[before.end : toks[j].start].strip() == ",":
        # "Owen Blake, the director"
        return [_run(text, toks, j - 1)]
    if (
        before.low == "as"
        and j > 1
        and _is_named(toks[j - 2], text)
        and _touching(text, toks[j - 2], before)
    ):
        # "with Frederick as editor and Martin as business manager"
        return [_run(text, toks, j - 2)]
    return None


# Words of a time that may stand between a role and its verb: "The duty vet
# this year is Kirsty Malone".
_TIME_WORDS = frozenset("this last next year season".split())


def _listed(text: str, toks: Sequence[_Tok], span: tuple[int, int]) -> list[tuple[int, int]]:
    """*span* with the names listed after it ("A and B", "A, B and C")."""
    out = [span]
    end = span[1]
    while end + 1 < len(toks):
        gap = text[toks[end - 1].end : toks[end].start].strip()
        nxt = end + 1 if toks[end].low == "and" else end if gap == "," else -1
        if nxt < 0 or nxt >= len(toks) or not _is_named(toks[nxt], text):
            break
        out.append(_run(text, toks, nxt))
        end = out[-1][1]
    return out


def _listed_back(text: str, toks: Sequence[_Tok], span: tuple[int, int]) -> list[tuple[int, int]]:
    """*span* with the names listed before it ("A and B were")."""
    out = [span]
    start = span[0]
    while start > 1 and toks[start - 1].low == "and" and _is_named(toks[start - 2], text):
        out.append(_run(text, toks, start - 2))
        start = out[-1][0]
    return out


def _same_word(a: str, b: str) -> bool:
    """*a* and *b* alike but for a plural "s": "engineer", "engineers"; not "engineered"."""
    return a == b or a == b + "s" or b == a + "s"


def _role_holder_moved(
    info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...], definite: bool
) -> str:
    """A role the claim gives one name where the source gives it only to others, or ''.

    With *definite*, only roles the claim says its name alone holds ("was the
    contractor"), which others holding it contradicts; else only roles one
    of many may hold ("was an engineer", "the album Siamese Dream"), which
    others holding it leaves unsupported.

    "Thomas Arden was the contractor" against "by the contractor Isaac Penn
    under the supervision of the canal's engineer, Thomas Arden"; "Stefano
    is the head chef" against "Matteo is the head chef and Stefano the pastry
    chef". Every place the cited chunks use the role word with the claim's
    describers must name its holder plainly, none of them the claim's name,
    and the claim's name must stand in a sentence that gives the role. Names
    are one person when the words of one are all words of the other ("Penn",
    "Isaac Penn").
    """
    if info.neg or not parts:
        return ""
    roles = _claim_roles(info.text)
    if not roles:
        return ""
    sents = list(_sentences_of(list({c.chunk_id: c for c, _ in parts}.values())))
    for role in roles:
        if role.definite != definite:
            continue
        holders: list[str] = []
        named_beside = False
        plain = True
        for sent in sents:
            if role.head not in sent.keys:
                continue
            text, toks = sent.text, sent.toks
            for k, t in enumerate(toks):
                if t.key != role.head or not _same_word(t.low, role.low):
                    continue
                if t.low != role.low:
                    # "the producer of multi-platinum albums Nevermind by Nirvana
                    # and Siamese Dream by ...": a plural's holders are a list
                    # whose end this reading does not find.
                    plain = False
                    break
                near = {u.key for u in toks[max(0, k - _REACH) : k]}
                if not role.describers <= near:
                    continue
                held = _holder(text, toks, k)
                if held is None or any(
                    role.name <= (keys := _keys(toks, span)) or keys <= role.name for span in held
                ):
                    plain = False
                    break
                holders.append(text[toks[held[0][0]].start : toks[held[0][1] - 1].end])
                if role.name & sent.keys:
                    named_beside = True
            if not plain:
                break
        if plain and holders and (named_beside or _holds_other_role(role, sents)):
            return f"the claim makes another name the {role.text!r}; the source, {holders[0]!r}"
    return ""


def _holds_other_role(role: _Role, sents: Sequence[_Sent]) -> bool:
    """Whether the source plainly gives the claim's name another role ("to designs by the
    architect Lionel Wragge"), so it is not a name the role's sentences leave out."""
    for sent in sents:
        if not role.name & sent.keys:
            continue
        text, toks = sent.text, sent.toks
        for k, t in enumerate(toks[:-1]):
            if t.key == role.head or not _plain(text, t) or not _is_named(toks[k + 1], text):
                continue
            held = _holder(text, toks, k)
            if held and any(role.name <= _keys(toks, span) for span in held):
                return True
    return False


# Verbs that give their subject the part named after them: "Janet Bowker played
# Cinderella"; and verbs that do so with "as": "was cast as Buttons".
_PLAY_VERBS = frozenset("played plays portrayed portrays".split())
_CAST_VERBS = frozenset("cast starred stars appeared appears".split())


def _parts_played(text: str, toks: Sequence[_Tok]) -> list[tuple[frozenset[str], frozenset[str]]]:
    """Each part a name plays in *toks*, as (keys of the player, keys of the part): "Janet
    Bowker played Cinderella", "Len Rigby was cast as Buttons", "with Carol Haigh as
    Cinderella and Janet Bowker as Prince Charming", "Buttons was played by Martin Aske".
    The part must be a name ("the Fairy Godmother" counts; "the lead" does not)."""
    out = []
    for k, t in enumerate(toks[:-1]):
        low = t.low
        if low in _PLAY_VERBS and toks[k + 1].low == "by" and k > 1:
            # "Buttons was played by Martin Aske"
            if toks[k - 1].low in _COPULAS and _is_named(toks[k - 2], text):
                actor = _part_name(text, toks, k + 2)
                if actor is not None:
                    played = (_name_run_start(text, toks, k - 2, 0), k - 1)
                    out.append((_keys(toks, actor), _keys(toks, played)))
            continue
        if low in _PLAY_VERBS:
            at = k + 1
        elif low in _CAST_VERBS and toks[k + 1].low == "as":
            at = k + 2
        elif low == "as" and k > 0 and _touching(text, toks[k - 1], t):
            at = k + 1
        else:
            continue
        before = k - 1 if k > 1 and toks[k - 1].low in _COPULAS else k
        if before == 0 or not _is_named(toks[before - 1], text):
            continue
        part = _part_name(text, toks, at)
        if part is not None:
            player = (_name_run_start(text, toks, before - 1, 0), before)
            out.append((_keys(toks, player), _keys(toks, part)))
    return out


def _part_name(text: str, toks: Sequence[_Tok], k: int) -> tuple[int, int] | None:
    """The span of the run of names opening at ``toks[k]``, past a "the", or None (also
    for a possessive: "Cinderella's coach")."""
    if k < len(toks) and toks[k].low == "the":
        k += 1
    if k >= len(toks) or not _is_named(toks[k], text):
        return None
    span = (k, _name_run_end(text, toks, k))
    return None if ends_possessive(text, toks[span[1] - 1]) else span


def _part_recast(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A part the claim gives one name where the source's sentence gives it another, or ''.

    "Janet Bowker played Cinderella" against "with Carol Haigh as Cinderella and
    Janet Bowker as Prince Charming": the sentence must cast the part, name
    someone else in it, and name the claim's player too.
    """
    if info.neg or not any(t.low in _PLAY_VERBS or t.low in _CAST_VERBS for t in info.toks):
        return ""
    mine = _parts_played(info.text, info.toks)
    for player, part in mine:
        for chunk, sent in parts:
            if not player <= sent.keys:
                continue
            stoks = sent.toks
            cast = [p for p, q in _parts_played(chunk.text, stoks) if q == part]
            if cast and not any(p <= player or player <= p for p in cast):
                k = next(k for k, t in enumerate(stoks) if t.key in cast[0])
                who = chunk.text[
                    stoks[k].start : stoks[_name_run_end(chunk.text, stoks, k) - 1].end
                ]
                return f"the source casts {who!r} in the part the claim gives another name"
    return ""
