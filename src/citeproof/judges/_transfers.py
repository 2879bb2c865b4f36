"""Who gave what to whom: the giver and the taker of a transfer, in either voice.

"The hostel ... was leased to the network in 1950 by the Askew family" has
the Askew family give and the network take; so does "The Askew family leased
the hostel to the network", and "The network leased the hostel from the
Askew family". A claim that has the taker give to the giver ("The Dales
Hostels Network leased the former priory guest house to the Askew family")
has turned the transfer round. Gifts, sales, loans, leases and payments are
read so, and so are mergers (what is merged gives, what it is merged
"into" takes) and takeovers (the firm taken over gives). Sides are read
only where they are plain: the name (or a noun after "the") right before
the verb, past a relative "who" or a description set off by commas, or
before "of" its body or place ("Barry Whiteside of the Ellerbrook club
lent"); the names after its "to", "from", "by" or "into", read on over
"and" ("the Eldham and Skelbrook Water Board"); a payee before the sum
("paying the trustees £180"); and for "him" or "her" after the verb, the
one other name before it ("Brockley regained the lease ..., and Tull sold
him the Swift"). A transfer of the same kind told the claim's way
anywhere in the cited sentences ("sold it to X ... bought it back from X")
and nothing is turned. A word both sides share tells neither apart.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from typing import NamedTuple

from ..models import Chunk
from . import _lexicon as lx
from ._analysis import (
    _NUMBER,
    _analyze_chunk,
    _analyze_claim,
    _ClaimInfo,
    _Sent,
    _sentence_tokens,
    _Tok,
)
from ._roles import (
    _BE_FORMS,
    _DATE_OPENERS,
    _DETERMINERS,
    _HIM_OR_HER,
    _TRADE_AUXILIARIES,
    _is_named,
    _name_before,
    _name_run_end,
    _party_after,
    _party_before,
    _plain_word,
    _touching,
)

# Verbs whose subject gives when they are active, and verbs whose subject takes,
# each with its kind of transfer. A lease or a let may be told from either
# side; its "to" or "from" decides.
_GIVES = {
    **dict.fromkeys(
        """gave give gives given giving donated donate donates granted grant grants
        awarded award awards presented handed hand hands transferred transfer transfers
        bequeathed""".split(),
        "gift",
    ),
    **dict.fromkeys("sold sell sells selling".split(), "sale"),
    **dict.fromkeys("lent lend lends lending loaned".split(), "loan"),
}
_TAKES = {
    **dict.fromkeys("received receive receives receiving".split(), "gift"),
    **dict.fromkeys(
        "bought buy buys buying purchased purchase purchases acquired acquire acquires".split(),
        "sale",
    ),
    **dict.fromkeys("borrowed borrow borrows borrowing".split(), "loan"),
}
_LEASES = frozenset("leased lease leases let lets rented rent rents".split())
# Verbs whose first object is the taker when no "to" names one: "who paid the
# Crossley estate a fixed rent".
_PAYS = frozenset("paid pay pays paying".split())
# Verbs of one thing merged into another: what is merged gives, what it is
# merged into takes.
_MERGES = frozenset("merged merge merges merging absorbed amalgamated".split())
# "took over its former rival": the subject takes, what follows "over" is taken.
_TAKE_OVER = frozenset("took take takes taking taken".split())
_VERBS = frozenset(_GIVES) | frozenset(_TAKES) | _LEASES | _PAYS | _MERGES | _TAKE_OVER
# Verbs whose passive subject may be the taker: "Arthur Lennox was given Kirkhope".
_TO_SUBJECT = frozenset("given granted awarded lent handed presented".split())
# How far a verb's "to", "from" or "by" may stand after it.
_REACH = 16
# A side a sentence gives by a pronoun ("which she bought for £400 from Jabez
# Mallin"): someone, but not the other side.
_SOMEONE = frozenset({"\x00someone"})
_PRONOUN_SUBJECTS = frozenset("he she they it we".split())


class _Transfer(NamedTuple):
    kind: str
    giver: frozenset[str]
    taker: frozenset[str]
    at: int
    """Index of the verb."""


def _slot(toks: Sequence[_Tok], text: str, at: int, link: str) -> frozenset[str]:
    """The name or plain party after the first *link* word within reach of ``toks[at]``,
    before any other verb of a transfer, or nothing."""
    for k in range(at + 1, min(at + _REACH, len(toks))):
        if toks[k].low in _VERBS and not _noun_use(toks, text, k):
            break
        if link == "by" and lx.past_form(toks[k].low) and text[toks[k].start].islower():
            break  # "bought the rights to a process patented by the chemist Roland Yeo"
        if toks[k].low == link:
            return _joined_name_after(toks, text, k + 1) or _party_after(toks, text, k + 1)
    return frozenset()


def _joined_name_after(toks: Sequence[_Tok], text: str, at: int) -> frozenset[str]:
    """The name run from ``toks[at]`` (past up to three words that describe it), read on
    over "and" into the name after it: "the Eldham and Skelbrook Water Board"."""
    start = next((k for k in range(at, min(at + 4, len(toks))) if _is_named(toks[k], text)), None)
    if start is None:
        return frozenset()
    end = _name_run_end(text, toks, start)
    # "from the Hull merchant Abel Stroud": a name in a description of the one after
    for k in (end + 1, end + 2):
        if (
            k < len(toks)
            and _is_named(toks[k], text)
            and all(_DESCRIBING.fullmatch(t.low) and text[t.start].islower() for t in toks[end:k])
        ):
            start, end = k, _name_run_end(text, toks, k)
            break
    while end + 1 < len(toks) and toks[end].low == "and" and _is_named(toks[end + 1], text):
        end = _name_run_end(text, toks, end + 1)
    return frozenset(t.key for t in toks[start:end] if t.low != "and")


def _joined_name_before(
    toks: Sequence[_Tok], text: str, at: int, name: frozenset[str]
) -> frozenset[str]:
    """*name*, the name right before ``toks[at]``, read back over "and" into the name
    before it: one firm's name before a singular verb ("Kettleby and Wragge was taken
    over")."""
    j = at
    while j and _is_named(toks[j - 1], text):
        j -= 1
    if j == at or j < 2 or toks[j - 1].low != "and" or not _is_named(toks[j - 2], text):
        return name
    first = j - 2
    while first and _is_named(toks[first - 1], text):
        first -= 1
    return name | {t.key for t in toks[first : j - 1]}


# A form of "be" that says its subject is one party, not two.
_SINGULAR_BE = frozenset({"was", "is"})


def _transfers(
    text: str, toks: Sequence[_Tok], someone: bool = False, one_side: bool = False
) -> list[_Transfer]:
    """Each transfer of *toks* whose giver and taker are both named, or with *someone*
    one of them a pronoun subject (``_SOMEONE``); with *one_side*, also those that
    name only their taker, with no giver, and passives that name only their giver
    ("The sum of £16,000 was borrowed from the Stavely Assurance Society")."""
    out = []
    for i, t in enumerate(toks):
        low = t.low
        if one_side and low in _TRADE_NOUNS and i and toks[i - 1].low in _DETERMINERS:
            # "records the purchase of 6 gross of whalebone ribs from the Hull
            # merchant Abel Stroud": one side of a sale told by a noun
            side = _slot(toks, text, i, _TRADE_NOUNS[low])
            if side:
                giver, taker = (side, frozenset()) if low == "purchase" else (frozenset(), side)
                out.append(_Transfer("sale", giver, taker, i))
            continue
        if low not in _VERBS or not text[t.start].islower() or _noun_use(toks, text, i):
            continue
        to, by, frm = (_slot(toks, text, i, link) for link in ("to", "by", "from"))
        k = i
        while k and toks[k - 1].low in _TRADE_AUXILIARIES:
            k -= 1
        passive = k > 0 and toks[k - 1].low in _BE_FORMS
        subject = _subject(toks, text, k - 1 if passive else k)
        if someone and not subject and not passive and k and toks[k - 1].low in _PRONOUN_SUBJECTS:
            subject = _SOMEONE
        if low.endswith("ing") and k and text[toks[k - 1].end : toks[k].start] == ", ":
            # "In 1834 Josiah Penhallow took over the yard, paying £42 a year in
            # rent to ...": the clause's subject is the sentence's
            subject = _opening_subject(toks, text, k) or subject
        if (
            one_side
            and not passive
            and not subject
            and frm
            and low in _TAKES
            and k
            and toks[k - 1].flags & _NUMBER
        ):
            # "set up ... with £140 borrowed from the brewer Nathaniel Orrin": a
            # participle of the sum taken, whose giver follows "from"
            passive = True
        if low in _TAKE_OVER:
            if i + 1 < len(toks) and toks[i + 1].low == "over":
                # "took over its former rival Dunnock Bodies"; "was taken over in
                # 1928 by its former rival Dunnock Bodies"
                if passive and toks[k - 1].low in _SINGULAR_BE:
                    subject = _joined_name_before(toks, text, k - 1, subject)
                target = subject if passive else _joined_name_after(toks, text, i + 2)
                buyer = by if passive else subject
                if target - buyer and buyer - target:
                    out.append(_Transfer("takeover", target, buyer, i))
            elif not passive and (
                _ON_LEASE.search(text, t.end, toks[min(i + 6, len(toks) - 1)].end)
                or _LEASE_TAKEN.match(text, t.end)
            ):
                # "took the Skerrow Quay mill on lease in 1756 from Thomas Gadd":
                # the giver follows the noun "lease"
                lease = next(k for k in range(i + 1, len(toks)) if toks[k].low == "lease")
                giver = _slot(toks, text, lease, "from")
                if giver - subject and subject - giver:
                    out.append(_Transfer("lease", giver, subject, i))
            continue
        if low in _MERGES:
            # "merged the Farm Chronicle into the Observer"; "the Brothwick Coal
            # Company were merged into the Tyneford Collieries combine"
            into = _slot(toks, text, i, "into")
            merged = subject if passive else (_object(toks, text, i) or subject)
            if into - merged and merged - into:
                out.append(_Transfer("merge", merged, into, i))
            continue
        if low in _PAYS:
            to = to or _object(toks, text, i) or _payee(toks, text, i)
        if not to and not passive and (low in _GIVES or low in _PAYS) and _pronoun_next(toks, i):
            # "In 1912 Brockley regained the lease ..., and Tull sold him the
            # Swift": "him" stands for the one other name before
            to = _referent(toks, text, k, subject)
        kind = _GIVES.get(low) or _TAKES.get(low) or ("lease" if low in _LEASES else "gift")
        if not passive and by and not (k and _is_named(toks[k - 1], text)):
            # "woodland given to the association in 1936 by Harriet Cloughton"
            passive, subject = True, frozenset()
        gives = low in _GIVES or low in _PAYS or (low in _LEASES and not frm)
        if passive and gives:
            # "was leased to the network by the Askew family"; "Arthur Lennox was
            # given Kirkhope by the Border Hostels Trust"
            giver, taker = by, to or (subject if low in _TO_SUBJECT else frozenset())
        elif passive:
            giver, taker = frm, by  # "was bought from the trust by the council"
        elif gives:
            giver, taker = subject, to
        else:
            giver, taker = frm, subject
        if (
            low in _PAYS
            and any(u.low in ("rent", "rents") for u in toks[i + 1 : i + 8])
            and giver - taker
            and taker - giver
        ):
            # "paying £42 a year in rent to the brewer Amos Tillard": the one paid
            # rent lets the place to the one who pays it
            out.append(_Transfer("lease", taker, giver, i))
        if (
            (giver - taker and taker - giver)
            # (not ", bought by the wholesaler Dorian Kemp": a participle's doer)
            or (one_side and taker and not giver and not by)
            or (one_side and passive and giver and not taker and not gives)
        ):
            out.append(_Transfer(kind, giver, taker, i))
    return out


# Words of a description between a name and the name it describes: "the Hull
# merchant Abel Stroud" (not "of", "and" or a verb's "to").
_DESCRIBING = re.compile(r"(?!(?:of|and|to|from|by|for|in|at|on|the|who|which|that)$)[a-z]+")
# Nouns of a sale and the word that names its one side: "the purchase of ... from",
# "the sale of ... to".
_TRADE_NOUNS = {"purchase": "from", "sale": "to"}
# "took the mill on lease", "took it on a lease of 21 years"
_ON_LEASE = re.compile(r"\bon\s+(?:a\s+)?lease\b", re.IGNORECASE)
# "took a lease of the market tolls from the innkeeper Thomas Grimble"
_LEASE_TAKEN = re.compile(r"\s+(?:a|the)\s+lease\s+of\b", re.IGNORECASE)


def _opening_subject(toks: Sequence[_Tok], text: str, end: int) -> frozenset[str]:
    """The name that opens the sentence before ``toks[end]`` (past an opening date: "In
    1834 Josiah Penhallow took over"), when a past verb follows it; else nothing."""
    j = 0
    while j < end and (
        toks[j].low in _DATE_OPENERS or toks[j].flags & _NUMBER or toks[j].low in lx.CALENDAR_WORDS
    ):
        j += 1
    if j >= end or not _is_named(toks[j], text):
        return frozenset()
    run = _name_run_end(text, toks, j)
    if run >= end or not lx.past_form(toks[run].low):
        return frozenset()
    return frozenset(t.key for t in toks[j:run])


def _payee(toks: Sequence[_Tok], text: str, i: int) -> frozenset[str]:
    """The plain party right after the verb ``toks[i]`` that a sum follows: "paying the
    trustees £180"."""
    party = _party_after(toks, text, i + 1)
    end = i + 2  # past the determiner and the party's words
    while end < len(toks) and toks[end].key in party:
        end += 1
    if party and end < len(toks) and toks[end].flags & _NUMBER:
        return party
    return frozenset()


def _pronoun_next(toks: Sequence[_Tok], i: int) -> bool:
    return i + 1 < len(toks) and toks[i + 1].low in _HIM_OR_HER


def _referent(toks: Sequence[_Tok], text: str, at: int, giver: frozenset[str]) -> frozenset[str]:
    """The one name before ``toks[at]`` that is not the giver's, or nothing when there
    are none or several."""
    found: set[frozenset[str]] = set()
    k = 0
    while k < at:
        if not _is_named(toks[k], text):
            k += 1
            continue
        end = min(_name_run_end(text, toks, k), at)
        run = frozenset(t.key for t in toks[k:end])
        if not run & giver:
            found.add(run)
        k = max(end, k + 1)
    return next(iter(found)) if len(found) == 1 else frozenset()


def _noun_use(toks: Sequence[_Tok], text: str, i: int) -> bool:
    """Whether ``toks[i]`` is a noun, not a verb: after a determiner, or a determiner and
    one lower-case word ("a fixed rent", "the lease")."""
    if i and toks[i - 1].low in _DETERMINERS:
        return True
    if i and toks[i - 1].low in ("in", "as") and toks[i].low in ("rent", "rents", "loan", "lease"):
        return True  # "paying £42 a year in rent to the brewer"
    if toks[i].low.endswith("ing"):
        return False  # "by the trustees paying Holroyd £180": a clause of its own
    if lx.past_form(toks[i].low) and toks[i].low != "let":
        # "The company sold the bridge": a past verb after its subject ("a short
        # let" is a noun)
        return False
    return i > 1 and toks[i - 2].low in _DETERMINERS and text[toks[i - 1].start].islower()


def _subject(toks: Sequence[_Tok], text: str, at: int) -> frozenset[str]:
    """The name or plain party right before ``toks[at]``, or, past a relative "who" or
    "which" after a comma or words set off by commas, the one before that ("the Dunmere
    Ladies' Choir, who pay")."""
    if at > 1 and toks[at - 1].low in ("who", "which") and text[toks[at - 2].end] == ",":
        at -= 1
    elif at > 1 and text[toks[at - 1].end : toks[at].start] == ", ":
        # "Clement Ashby & Son, coach and motor-body builders of Wraxton, was
        # taken over": the name before words set off by commas that describe
        # it; a name set off so ("The organisers, the Wenlow Chess Club,
        # donated") is the subject itself
        j = next((j for j in range(at - 2, max(0, at - 12), -1) if text[toks[j].end] == ","), None)
        if j is not None:
            first = j + 1 + (toks[j + 1].low in _DETERMINERS)
            # ("Abel Stroud, the Hull merchant, bought": a name described by
            # words that end plain is the subject, not the name among them)
            if not _is_named(toks[first], text) or (
                _is_named(toks[j], text) and not _is_named(toks[at - 1], text)
            ):
                at = j + 1
    # "Barry Whiteside of the Ellerbrook club lent": the name before "of" and
    # the place or body it is of
    of = next((j for j in range(at - 1, max(0, at - 5), -1) if toks[j].low == "of"), None)
    if (
        of
        and _is_named(toks[of - 1], text)
        and "," not in text[toks[of - 1].end : toks[at - 1].end]
        and (name := _name_before(toks, text, of, opening=False))
    ):
        return name
    return (
        _name_before(toks, text, at, opening=False)
        or _party_before(toks, text, at)
        or _named_body_before(toks, text, at)
    )


def _named_body_before(toks: Sequence[_Tok], text: str, at: int) -> frozenset[str]:
    """A name and one or two plain nouns right before ``toks[at]``: "In 1985 Bellhanger
    parish council bought"; or nothing."""
    k = at
    while (
        k > max(0, at - 2)
        and _plain_word(toks[k - 1], text)
        and _touching(text, toks[k - 1], toks[k])
    ):
        k -= 1
    if (
        k == at
        or not k
        or not _is_named(toks[k - 1], text)
        or not _touching(text, toks[k - 1], toks[k])
    ):
        return frozenset()
    start = k - 1
    while (
        start and _is_named(toks[start - 1], text) and _touching(text, toks[start - 1], toks[start])
    ):
        start -= 1
    return frozenset(t.key for t in toks[start:at])


def _object(toks: Sequence[_Tok], text: str, i: int) -> frozenset[str]:
    """The name right after the verb ``toks[i]``, past a "the" ("paid the Players £15")."""
    k = i + 1 + (i + 1 < len(toks) and toks[i + 1].low == "the")
    if k >= len(toks) or not _is_named(toks[k], text):
        return frozenset()
    return frozenset(t.key for t in toks[k : _name_run_end(text, toks, k)])


def _direction(m: _Transfer, x: _Transfer) -> bool | None:
    """Whether transfer *x* has *m*'s giver and taker (True), each other's (False), or
    neither plainly (None). A word both sides of a transfer share ("chess" in "the
    Wenlow Chess Club" and "the town's junior chess programme") tells neither apart,
    and one side may share a word with the other's name ("the Dunmere Players", "the
    Dunmere Ladies' Choir") so long as the other pairing fails."""
    if x.kind != m.kind:
        return None
    straight, crossed = _pairings(m, x)
    return None if straight == crossed else straight


def _pairings(m: _Transfer, x: _Transfer) -> tuple[bool, bool]:
    """Whether the words that set *m*'s sides apart meet *x*'s giver and taker in turn
    (straight), and whether they meet them the other way round (crossed)."""
    mg, mt = m.giver - m.taker, m.taker - m.giver
    xg, xt = x.giver - x.taker, x.taker - x.giver
    # A side given by a pronoun is someone other than the named side: only the
    # named side tells the pairing.
    if x.taker == _SOMEONE:
        return bool(mg & xg), bool(mt & xg) and not mg & xg
    if x.giver == _SOMEONE:
        return bool(mt & xt), bool(mg & xt) and not mt & xt
    return bool(mg & xg and mt & xt), bool(mg & xt and mt & xg)


@lru_cache(maxsize=4096)
def _sent_transfers(text: str, start: int, end: int) -> tuple[_Transfer, ...]:
    """The transfers of the sentence ``text[start:end]`` (a chunk's sentences are read
    against many claims)."""
    if not _MAY_TRANSFER.search(text, start, end):
        return ()
    return tuple(_transfers(text, _sentence_tokens(text, start, end), someone=True))


# A word that may be one of a transfer's verbs, as a cheap first look.
_MAY_TRANSFER = re.compile(
    r"\b(?:gave|give|given|donat|grant|award|present|hand|transfer|bequeath|sold|sell|lent"
    r"|lend|loan|receiv|bought|buy|purchas|acquir|borrow|leas|let|rent|paid|pay|merg|absorb"
    r"|amalgamat|took|take|taking)",
    re.IGNORECASE,
)


@lru_cache(maxsize=512)
def _claim_transfers(text: str) -> tuple[_Transfer, ...]:
    return tuple(_transfers(text, _analyze_claim(text).toks))


def _transfer_turned(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A transfer the claim has go from its taker to its giver, or ''.

    "Harriet Cloughton received 3 acres of woodland from the Midland
    Hostelling Association" against "3 acres of woodland given to the
    Midland Hostelling Association in 1936 by the mill owner Harriet
    Cloughton".
    """
    if info.neg:
        return ""
    mine = _claim_transfers(info.text)
    if not mine:
        return ""
    theirs = [x for chunk, sent in parts for x in _sent_transfers(chunk.text, sent.start, sent.end)]
    for m in mine:
        found = [_direction(m, x) for x in theirs]
        if False in found and True not in found:
            giver, taker = _said(info, m.giver, m.taker), _said(info, m.taker, m.giver)
            deed = {"merge": "merged into", "takeover": "taken over by"}.get(m.kind, "give to")
            return f"the claim has {giver!r} {deed} {taker!r}; the source, the other way round"
    return ""


def _taker_made_giver(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim that has a party give what a cited sentence says was given to it, the
    giver unnamed, or ''.

    "The syndicate at Mardle sold the 1946 Auster-type G-AIJT to the Farrow
    Estuary Flying Club" against "It replaced a 1946 Auster-type, G-AIJT,
    sold to a syndicate at Mardle for £700". The claim's giver is the words
    before its verb; the sentence's taker the words after its passive verb's
    "to", up to a comma or a preposition. Every name of the claim's giver
    must be the taker's, and stand nowhere else in the sentence.
    """
    if info.neg:
        return ""
    toks, text = info.toks, info.text
    at = next(
        (
            i
            for i, t in enumerate(toks)
            if t.low in _GIVES and text[t.start].islower() and not _noun_use(toks, text, i)
        ),
        None,
    )
    if at is None or (at and toks[at - 1].low in _BE_FORMS):
        return ""
    kind = _GIVES[toks[at].low]
    giver = {t.key for t in toks[:at] if _is_named(t, text)}
    if not giver or _slot(toks, text, at, "to") & giver:
        return ""
    for chunk, sent in parts:
        stoks = sent.toks
        for i, t in enumerate(stoks):
            if _GIVES.get(t.low) != kind or not i:
                continue
            if stoks[i - 1].low not in _BE_FORMS and chunk.text[stoks[i - 1].end] != ",":
                continue  # "was sold to", "G-AIJT, sold to": a passive
            # (the "to" may come after what was paid: "was sold entire for £265 to",
            # "was sold at auction for 85 guineas to")
            lead = i + 1
            if (
                lead + 1 < len(stoks)
                and stoks[lead].low in ("at", "by")
                and stoks[lead + 1].low == "auction"
            ):
                lead += 2
            to = next(
                (
                    k
                    for k in range(lead, min(lead + 5, len(stoks)))
                    if stoks[k].low == "to" and "," not in chunk.text[stoks[i].end : stoks[k].start]
                ),
                None,
            )
            if to is None or (to > lead and stoks[lead].low not in _PRICE_LEADS):
                continue
            end = to + 1
            while end < len(stoks) and stoks[end].low not in _TAKER_ENDS:
                if chunk.text[stoks[end - 1].end : stoks[end].start].strip():
                    break  # a comma or other mark ends the taker
                end += 1
            taker = {u.key for u in stoks[to + 1 : end]}
            elsewhere = {u.key for u in (*stoks[: to + 1], *stoks[end:])}
            if giver <= taker and not giver & elsewhere:
                return (
                    f"the claim has {_said(info, frozenset(giver), frozenset())!r} give what"
                    " the source says was given to it"
                )
    return ""


def _giver_took(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim that has a party give what a cited sentence has it take, the sentence
    naming no giver, or take what the sentence has it give, naming no taker; or ''.

    "In 1920 Dewhirst's of Carrowgate bought an Ashbeck depot from Bellerby's"
    against "In 1920 Bellerby's bought the branch depot that Dewhirst's of
    Carrowgate had kept in Ashbeck"; "The Stavely Assurance Society borrowed
    £16,000 from the justices" against "The sum of £16,000 was borrowed from
    the Stavely Assurance Society". The claim's other party must stand in the
    chunk too, and no transfer of the sentence may have the claim's taker take
    or its giver give.
    """
    if info.neg:
        return ""
    for m in _claim_transfers(info.text):
        for chunk, sent in parts:
            toks = sent.toks
            theirs = _transfers(chunk.text, toks, someone=True, one_side=True)
            if any(x.taker & m.taker or x.giver & m.giver for x in theirs):
                continue
            # (a giver told by no name is none: "The remaining partners sold the
            # Corsehill works in 1886 to the Dunvarrie Dyeing Company", the partners
            # named in another sentence of the chunk, as the claim's taker may be)
            named = {t.key for t in toks if _is_named(t, chunk.text)}
            for x in theirs:
                if x.kind != m.kind:
                    continue
                gives = not x.giver & named and m.giver <= x.taker
                takes = not x.taker and m.taker <= x.giver
                if not (gives or takes) or not _in_chunk(
                    m.taker if gives else m.giver, chunk, sent
                ):
                    continue
                giver, taker = _said(info, m.giver, m.taker), _said(info, m.taker, m.giver)
                if gives:
                    return (
                        f"the claim has {giver!r} give to {taker!r}; the source has {giver!r} take"
                    )
                return f"the claim has {taker!r} take from {giver!r}; the source has {taker!r} give"
    return ""


def _bought_made_buyer(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim buyer that the sentence has bought by another, or ''.

    "In 1897 the Kingsmere and District Water Company bought the borough's
    waterworks" against "In 1897 the Borough of Kingsmere purchased the
    Kingsmere and District Water Company": the claim's buyer is what the
    sentence's buyer bought. Each side is the name right before or after
    the active verb of a purchase, read over "and".
    """
    if info.neg:
        return ""
    toks, text = info.toks, info.text
    for i, t in enumerate(toks):
        if _TAKES.get(t.low) != "sale" or (i and toks[i - 1].low in _BE_FORMS):
            continue
        buyer = _joined_name_before(toks, text, i, _subject(toks, text, i))
        if not buyer or _joined_name_after(toks, text, i + 1):
            # (a claim that names what was bought, "Gask bought out Vail", is
            # read by the checks of two named sides)
            continue
        for chunk, sent in parts:
            stoks, stext = sent.toks, chunk.text
            for j, u in enumerate(stoks):
                if (
                    _TAKES.get(u.low) != "sale"
                    or (j and stoks[j - 1].low in _BE_FORMS)
                    # (", bought by the dealer Ruth Crane", ", bought from the Tarne
                    # Shipping Company": a participle)
                    or (j + 1 < len(stoks) and stoks[j + 1].low == "by")
                    or (j and stext[stoks[j - 1].end : u.start].startswith(","))
                ):
                    continue
                theirs = _subject(stoks, stext, j)
                bought = _joined_name_after(stoks, stext, j + 1)
                if buyer <= bought and buyer - theirs and theirs - bought:
                    said = " ".join(x.low for x in stoks if x.key in theirs)
                    return f"the source has {said!r} buy the claim's buyer"
    return ""


def _in_chunk(keys: frozenset[str], chunk: Chunk, sent: _Sent) -> bool:
    """Whether the words *keys* all stand in *sent* or in the rest of *chunk*."""
    return keys <= sent.keys or keys <= _analyze_chunk(chunk.text).index.keys()


# Words between a passive verb and its "to" that tell what was paid: "sold entire for
# £265 to", "sold for £700 to".
_PRICE_LEADS = frozenset("entire outright for".split())
# Words that end the taker after "sold to": "sold to a syndicate at Mardle for £700".
_TAKER_ENDS = frozenset("for in on by from when after before and which who".split())


def _said(info: _ClaimInfo, keys: frozenset[str], other: frozenset[str]) -> str:
    """The claim's words for the side *keys*, from its first word that the *other* side
    lacks, folded."""
    toks = info.toks
    k = next(k for k, t in enumerate(toks) if t.key in keys - other)
    end = k
    while end < len(toks) and toks[end].key in keys:
        end += 1
    return " ".join(t.low for t in toks[k:end])


def transfer_agreed(info: _ClaimInfo, chunk: Chunk, sent: _Sent) -> _Tok | None:
    """The claim's verb of a transfer that *sent* tells with other words but the same
    giver and taker, or None.

    "The Skelbeck Valley Trust bought the pumping station from the regional
    water board" against "a disused pumping station sold to the Skelbeck
    Valley Trust by the regional water board".
    """
    mine = _claim_transfers(info.text)
    if not mine:
        return None
    theirs = _sent_transfers(chunk.text, sent.start, sent.end)
    for m in mine:
        if info.toks[m.at].key in sent.keys:
            continue
        if any(_direction(m, x) for x in theirs):
            return info.toks[m.at]
    return None


def other_transfer(info: _ClaimInfo, chunk: Chunk, sent: _Sent) -> bool:
    """Whether *sent* tells only transfers of the claim's kind with another giver or taker
    than the claim's, so that its date is another transfer's.

    "Tarrant Aggregates acquired Aldermoss Quarry from the Wessington County
    Roads Board in 1948" against "Aldermoss Quarry ... was bought in 1911 by the
    Roads Board of Wessington County ... from the executors of Percival Goad".
    """
    mine = _claim_transfers(info.text)
    if not mine:
        return False
    # (a side given by a pronoun may be anyone: no other giver or taker for sure)
    theirs = tuple(
        x
        for x in _sent_transfers(chunk.text, sent.start, sent.end)
        if _SOMEONE not in (x.giver, x.taker)
    )
    return any(
        any(x.kind == m.kind for x in theirs)
        and not any(x.kind == m.kind and _pairings(m, x)[0] for x in theirs)
        for m in mine
    )
