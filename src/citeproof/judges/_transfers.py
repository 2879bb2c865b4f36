"""Who gave what to whom: the giver and the taker of a transfer, in either voice.

"The hostel ... was leased to the network in 1950 by the Askew family" has
the Askew family give and the network take; so does "The Askew family leased
the hostel to the network", and "The network leased the hostel from the
Askew family". A claim that has the taker give to the giver ("The Dales
Hostels Network leased the former priory guest house to the Askew family")
has turned the transfer round. Sides are read only where they are plain: the
name (or a noun after "the") right before the verb, and the names after its
"to", "from" and "by". A transfer of the same kind told the claim's way
anywhere in the cited sentences ("sold it to X ... bought it back from X")
and nothing is turned.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import NamedTuple

from ..models import Chunk
from ._analysis import _analyze_claim, _ClaimInfo, _Sent, _Tok
from ._roles import (
    _BE_FORMS,
    _TRADE_AUXILIARIES,
    _is_named,
    _name_after,
    _name_before,
    _party_after,
    _party_before,
)

# The kind of each transfer verb and whether its subject gives (True) or takes
# (False) when it is active. A lease or a let may be told from either side;
# its "to" or "from" decides.
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
# Verbs whose passive subject may be the taker: "Arthur Lennox was given Kirkhope".
_TO_SUBJECT = frozenset("given granted awarded lent handed presented".split())
# How far a verb's "to", "from" or "by" may stand after it.
_REACH = 12


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
        low = toks[k].low
        if low in _GIVES or low in _TAKES or low in _LEASES:
            break
        if low == link:
            return _name_after(toks, text, k + 1) or _party_after(toks, text, k + 1)
    return frozenset()


def _transfers(text: str, toks: Sequence[_Tok]) -> list[_Transfer]:
    """Each transfer of *toks* whose giver and taker are both named."""
    out = []
    for i, t in enumerate(toks):
        low = t.low
        kind = _GIVES.get(low) or _TAKES.get(low) or ("lease" if low in _LEASES else None)
        if kind is None or not text[t.start].islower():
            continue
        to, by, frm = (_slot(toks, text, i, link) for link in ("to", "by", "from"))
        k = i
        while k and toks[k - 1].low in _TRADE_AUXILIARIES:
            k -= 1
        passive = k > 0 and toks[k - 1].low in _BE_FORMS
        at = k - 1 if passive else k
        subject = _name_before(toks, text, at, opening=False) or _party_before(toks, text, at)
        if not passive and by and not (k and _is_named(toks[k - 1], text)):
            # "woodland given to the association in 1936 by Harriet Cloughton"
            passive, subject = True, frozenset()
        gives = low in _GIVES or (low in _LEASES and not frm)
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
        if giver and taker and not giver & taker:
            out.append(_Transfer(kind, giver, taker, i))
    return out


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
    theirs = [x for chunk, sent in parts for x in _transfers(chunk.text, sent.toks)]
    for m in mine:
        same = [x for x in theirs if x.kind == m.kind]
        if any(m.giver & x.giver and m.taker & x.taker for x in same):
            continue
        for x in same:
            if (
                m.giver & x.taker
                and m.taker & x.giver
                and not m.giver & x.giver
                and not m.taker & x.taker
            ):
                giver, taker = _said(info, m.giver), _said(info, m.taker)
                return (
                    f"the claim has {giver!r} give to {taker!r}; the source, {taker!r} to {giver!r}"
                )
    return ""


def _said(info: _ClaimInfo, keys: frozenset[str]) -> str:
    """The claim's first run of words whose keys are *keys*, folded."""
    toks = info.toks
    k = next(k for k, t in enumerate(toks) if t.key in keys)
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
    theirs = _transfers(chunk.text, sent.toks)
    for m in mine:
        if info.toks[m.at].key in sent.keys:
            continue
        for x in theirs:
            if (
                x.kind == m.kind
                and m.giver & x.giver
                and m.taker & x.taker
                and not m.giver & x.taker
                and not m.taker & x.giver
            ):
                return info.toks[m.at]
    return None
