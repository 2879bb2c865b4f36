"""Who and what stand where: the places of a claim's words against a sentence's.

Word matching sees that "Brightline acquired Corvex" and "Corvex acquired
Brightline" share every word; these checks see that the two names trade
places. Each returns a reason a person can read, or "" (``_comparison``
also says whether a comparison is stated the same way or reversed):

- two names, nouns or words after prepositions trading roles, a passive
  read as its active, a subject and a name after one verb trading places
  (``_swapped_roles``, ``_subject_swapped``);
- comparisons lined up by the words only one side has (``_comparison``,
  ``_compared_side``);
- a name the sentence puts in the claim name's place (``_name_in_slot``);
- "voted for" against "voted against" (``_preposition_flip``).

``lexical`` decides what each finding means for the verdict.
"""

from __future__ import annotations

import re
import string
from bisect import bisect_left
from collections import Counter
from collections.abc import Callable, Container, Iterator, Sequence
from functools import lru_cache
from itertools import combinations, pairwise
from typing import TypeVar

from .. import quantities as qty
from ..models import Chunk
from . import _lexicon as lx
from ._amounts import Amount, entails
from ._analysis import (
    _ANTONYMS,
    _APOSTROPHES,
    _CAP,
    _CONTENT,
    _NUMBER,
    _START,
    _analyze_chunk,
    _analyze_claim,
    _ClaimInfo,
    _in_figure,
    _key,
    _name_start,
    _Sent,
    _sentence_tokens,
    _Tok,
    _token_at,
    _word,
    edge_or_end,
    ends_possessive,
)
from ._deeds import _DEED_ADVERBS, _VERB_PARTICLES, _deeds
from ._differences import CLAUSE_EDGE, DIRECTION_WORDS, ITEM_BREAK

# Words before a name that make the two sides of a relation interchangeable:
# "Halden and Corvex", "merged with Corvex", "drew with Corvex", "married Ana".
_SYMMETRIC = frozenset(
    """
    , and or nor with between versus vs v married marries marry met meets meet drew draws draw
    tied ties tie played plays play faced faces face merged merges merge partnered partners
    collaborated debated fought battled divorced equals equal neighbours neighbors borders
    bordering adjoins like same
    """.split()
)


@lru_cache(maxsize=1)
def _symmetric_keys() -> frozenset[str]:
    """``_SYMMETRIC`` as words and as the stemmer's keys (built on first use)."""
    return _SYMMETRIC | {_word(w)[1] for w in _SYMMETRIC}


def _symmetric_roles(
    toks: Sequence[_Tok], roles: tuple[str, str], found: tuple[tuple[str, int], tuple[str, int]]
) -> bool:
    """Whether *roles* read the same both ways ("and", "merged with", "married").

    "with" is symmetric only after a verb that is ("merged with", "drew
    with"), not in "signed with Ember Sound" against "left Ember Sound".
    """
    if any(key == "as" and _equal_as(toks, at) for key, at in found):
        return True  # "is as tall as the Kelder spire"
    common = _symmetric_keys().intersection(roles)
    if common != {"with"}:
        return bool(common)
    return any(
        key == "with" and at >= 1 and toks[at - 1].key in _symmetric_keys() for key, at in found
    )


def _equal_as(toks: Sequence[_Tok], at: int) -> bool:
    """Whether the "as" at ``toks[at]`` closes an "as ... as" of equals ("as tall as"),
    which reads the same both ways; a multiple ("twice as tall as") does not."""
    return any(
        toks[k].low == "as" and toks[k - 1].low not in _MULTIPLES
        for k in range(at - 2, max(0, at - 5), -1)
    )


_DETERMINERS = frozenset({"the", "a", "an", "its", "their", "his", "her"})


# After these a word is a noun, so it may name a party: "the tenant", "its benefits".
_ARTICLES = _DETERMINERS | {"our", "your"}


# Words that open a sentence with a clause whose subject follows: "When Greenhow
# was closed in 1878, its men were moved to Black Sike".
_OPENING_SUBORDINATORS = frozenset({"when", "once", "while", "because", "although", "though", "if"})


def _role_word(text: str, start: int, toks: Sequence[_Tok], i: int) -> tuple[str, int]:
    """The word that gives ``toks[i]`` its role in its clause, and its index.

    That is the word before it, with determiners passed over ("acquired the
    Corvex brand"). At the start of the sentence (at *start* in *text*) or of
    a clause after punctuation ("On Sunday, Maria Oduya beat ...") it is
    "^"; a name set off by punctuation on both sides, an apposition or a
    list item (", Monica Bharel, had"), is ",", whose order says nothing of
    roles. Both have index -1. A surname's role is its whole name's ("to Owen
    Pryce" gives Pryce "to", as "to Pryce" does).
    """
    if i > 0 and text[toks[i].start].isupper():
        first = _name_run_start(text, toks, i, 0)
        if first < i and _dated_at(toks, first):
            # "In June Marchetti sold": the month is no part of the name, and
            # a date opening the sentence leaves the name its subject.
            if first == 1:
                return "^", -1
            first += 1
        if first < i and not ends_possessive(text, toks[i - 1]):
            i = first
    j = i - 1
    if (
        j >= 0
        and (text[toks[i].start].isupper() or toks[i].flags & _CONTENT)
        and (
            (_possessive_name(text, toks, j) and text[toks[j].end : toks[i].start] == " ")
            # a plural owner: "the Vale Singers' spring concert"
            or (
                text[toks[j].start].isupper()
                and toks[j].low.endswith("s")
                and text[toks[j].end : toks[i].start] in ("' ", "\u2019 ")
            )
        )
    ):
        # "Hollins Bay Cycling Club's Mia Turnbull won", "Pérac's heirs sold":
        # the owner's name, which opens the phrase, gives the role.
        return _role_word(text, start, toks, _name_start(text, toks, j))
    if (
        j >= 1
        and toks[j].flags & _NUMBER
        and text[toks[i].start].isupper()
        and toks[j - 1].low in _DETERMINERS
        and text[toks[j].end : toks[i].start] == " "
        and _YEAR.fullmatch(toks[j].low)
    ):
        # "won the 1998 Kerrigan Prize": the year describes the name.
        j -= 1
    # A title before a name ("by top seed Ilse Marchetti", "to former warehouse
    # manager Ruth Okafor") is passed over like a determiner.
    if j >= 0 and toks[j].low in lx.TITLES and text[toks[i].start].isupper():
        while j >= 0 and (
            toks[j].low in lx.TITLES
            or toks[j].low in lx.STATUS_QUALIFIERS
            # the title's own words, lower-case unless they open the sentence,
            # but not the verb before it ("beat fifth seed Lena Moretti")
            or (
                toks[j].flags & _CONTENT
                and (text[toks[j].start].islower() or j == 0)
                and toks[j].low not in lx.DECISIVE
                and toks[j].low not in _BEFORE_TITLES
                # "against oil company Port Ravel": the preposition gives the role
                and toks[j].low not in _ROLE_PREPOSITIONS
                # "replacing telecom company Nexcell": the verb gives the role
                # ("unseeded qualifier Ayumi Sato": an "-ed" word may describe;
                # so does an "-ing" word opening the sentence: "Accounting
                # software firm Ledgerline")
                and not (toks[j].low.endswith("ing") and toks[j].low not in lx.TITLES and j > 0)
                # "had ordered delivery firm Parcelo": a verb after its auxiliary
                and not (
                    toks[j].low.endswith("ed")
                    and j > 0
                    and toks[j - 1].low in _AUXILIARIES | _BE_FORMS
                )
            )
        ):
            j -= 1
        if (
            0 <= j < i - 1
            and text[toks[j].start].isupper()
            and text[toks[j].end : toks[j + 1].start] == " "
        ):
            # "Green Party candidate Tom Kinsella defeated": the title's
            # owner, a name, opens the phrase and gives the role.
            return _role_word(text, start, toks, _name_start(text, toks, j))
        if j >= 1 and toks[j].flags & _CONTENT and toks[j - 1].low in _DETERMINERS:
            j -= 1  # "the Danish snack maker Krisp": an adjective of the title
    elif (
        j >= 1
        and text[toks[i].start].isupper()
        and toks[j].flags & _CONTENT
        and text[toks[j].start].islower()
        and toks[j - 1].low in _DETERMINERS
        and not text[toks[j - 1].end : toks[j].start].strip()
        and not text[toks[j].end : toks[i].start].strip()
    ):
        # A noun naming what the name is, between a determiner and the name,
        # is passed over as a title is: "from the collector Henrik Solberg".
        j -= 1
    elif j >= 0 and text[toks[i].start].isupper():
        j = _past_descriptor(text, start, toks, i, j)
    elif j >= 1 and toks[i].flags & _CONTENT and text[toks[j].start].isupper():
        # "The Wrayford commissioners paid": a name before the noun that opens
        # the sentence says which; the noun is the subject.
        k = _before_names(text, toks, j)
        if (
            # ... so does one after an opening date: "In 1819 the Garthwaite
            # farmers sued".
            _opens_clause_at(text, start, toks, k)
            and toks[k].low in _DETERMINERS
            and text[toks[k].end : toks[k + 1].start] == " "
        ):
            j = k
    if j >= 0 and toks[j].low in _COUNTING and text[toks[i].start].islower():
        j -= 1  # "summoned four women": a count is passed over as an article is
    if j >= 0 and toks[j].low in _DETERMINERS:
        while j >= 0 and toks[j].low in _DETERMINERS:
            j -= 1
        if (
            j >= 1
            and toks[j].flags & _CONTENT
            and text[toks[j].start].islower()
            and (toks[j - 1].low in _DETERMINERS or toks[j - 1].low in _THAT_OUT)
            and text[toks[i].start].isupper()
        ):
            # "defamed the tabloid the Daily Courier", "found that tabloid the
            # Daily Courier defamed": a noun naming what the name is, after a
            # determiner or "that", is passed over too.
            j -= 1
            while j >= 0 and toks[j].low in _DETERMINERS:
                j -= 1
    if j >= 0 and not any(text[toks[k].end : toks[k + 1].start].strip(" -") for k in range(j, i)):
        if (
            toks[j].low == "of"
            and j >= 1
            and all(t.low in _DETERMINERS for t in toks[: j - 1])
            and not text[start : toks[0].start].strip()
            and text[toks[i].start].isupper()
        ):
            return "^", -1  # "Shareholders of Lumen Retail rejected": the subject's owner
        if j == 0 and _CLAUSE_NUMBER.fullmatch(text, toks[0].start, toks[0].end):
            return "^", -1  # "11.3 Ferncastle shall inform": a clause's number opens it
        if j >= 1 and _opening_date_ends(text, start, toks, j):
            # "In 1956 Laboratorios Sintéx bought", "On 3 May 1956 the firm
            # sold": a date opening the sentence leaves the words after it
            # its subject.
            return "^", -1
        if _subject_after_opening(text, start, toks, j, i):
            return "^", -1  # "By the Pennard Cross custom the buyer handed": its subject
        if (
            toks[j].low == "and"
            and j < i - 1
            and i + 1 < len(toks)
            and lx.past_form(toks[i + 1].low)
            and text[toks[i + 1].start].islower()
            and not text[toks[i].end : toks[i + 1].start].strip()
        ):
            # "went bankrupt in 1912 and the receiver sold it": a clause
            # joined on opens with its subject.
            return "^", -1
        if (
            j == 0
            and toks[0].low in _OPENING_SUBORDINATORS
            and not text[start : toks[0].start].strip()
        ):
            return "^", -1  # "When Greenhow was closed, ...": the subject of its clause
        return toks[j].key, j
    if j < 0 and not text[start : toks[0].start].strip(" " + _OPENING_QUOTES):
        return "^", -1  # ... or a quoted title opening it: "'The Salt Gatherers' is"
    if i and text[toks[i - 1].end : toks[i].start] == " & ":
        # "Fichtl & Sohn": the second name of a firm's is no subject.
        return "&", -1
    if i and _OPENING_QUOTE.fullmatch(text, toks[i - 1].end, toks[i].start):
        # "ordered 'Harvest at Orsova' returned": a quoted title has a role
        # of its own, whatever stands before it.
        return "'", -1
    if j >= 0 and any(";" in text[toks[k].end : toks[k + 1].start] for k in range(j, i)):
        return "^", -1  # "...; the Quayside, owned by ...": a clause opens with it
    # Punctuation before: an apposition if the name also ends at punctuation.
    k = i
    while k + 1 < len(toks) and text[toks[k + 1].start].isupper():
        if text[toks[k].end : toks[k + 1].start].strip():
            break
        k += 1
    if (
        k + 1 >= len(toks)
        or text[toks[k].end : toks[k + 1].start].strip()
        # ... and so does the first of a list of as many as it counts:
        # "fined two firms, Norrland Cement and Baltavia Aggregates, for".
        or (toks[k + 1].low in ("and", "or") and _counted_list(text, toks, i))
    ):
        # A name set off after a noun it names ("to its former supplier,
        # Ostrava Fittings,") takes that noun's role; so does one set off with
        # words that say what it is ("a passenger, the attorney Hugh Dracup,").
        lead = _described_from(text, toks, i)
        if (
            lead
            and text[toks[lead - 1].end : toks[lead].start] == ", "
            and toks[lead - 1].flags & _CONTENT
            and text[toks[lead - 1].start].islower()
        ):
            noun = lead - 1
            role = _role_word(text, start, toks, noun)
            # "sued its former licensee, Tamsin Devices,": past the adjective.
            # "charged a 34-year-old man, Conor Reilly,": past "34-year-old".
            for k in range(lead - 2, max(-1, lead - 6), -1):
                if toks[k].low in _DETERMINERS:
                    noun = k + 1
                    role = _role_word(text, start, toks, noun)
                    break
                # ... and past a compound: "to his son-in-law, John Gover,".
                hyphened = text[toks[k].end : toks[k + 1].start] == "-"
                if (
                    not hyphened
                    and toks[k].low != "own"
                    and (not toks[k].flags & _CONTENT or not text[toks[k].start].islower())
                ):
                    break  # "from his own captain, Luc Vandeputte,": past "own" too
            if toks[noun].low in lx.TIME_NOUNS:
                # "Valsk's coach throughout those years, Irina Sokolova,": the
                # name is the coach's, before the span of time.
                k = noun - 1
                while k > 0 and toks[k].low in _TIME_DETERMINERS:
                    k -= 1
                spanned = k > 0 and toks[k].low in _SPAN_PREPOSITIONS
                if not (spanned and toks[k - 1].flags & _CONTENT):
                    return ",", -1
                noun = k - 1
                role = _role_word(text, start, toks, noun)
            if role[0] != ",":
                return role  # "Her successor, Dr Jane Coyle, had been": the subject
        if _after_opening_phrase_at(text, start, toks, i):
            # "During the second round at the wake, Thomas Jewell, a mason, was
            # thrown": the subject, described, after the phrase that opens.
            return "^", -1
        return ",", -1
    return "^", -1


def _described_from(text: str, toks: Sequence[_Tok], i: int) -> int:
    """Where the words that say what the name at ``toks[i]`` is start: the article of
    "the attorney Hugh Dracup" (one or two lower-case words after it), else *i*."""
    k = i - 1
    while (
        k >= max(0, i - 2)
        and toks[k].flags & _CONTENT
        and text[toks[k].start].islower()
        and text[toks[k].end : toks[k + 1].start] == " "
    ):
        k -= 1
    if (
        1 <= k < i - 1
        and toks[k].low in _BARE_ARTICLES
        and text[toks[k].end : toks[k + 1].start] == " "
    ):
        return k
    return i


def _after_opening_phrase_at(text: str, start: int, toks: Sequence[_Tok], i: int) -> bool:
    """Whether ``toks[i]`` stands right after ", " that ends a short phrase opening the
    sentence ("During the second round at the Bodrigan wake on 3 August 1847,"), with
    no verb and no other punctuation in the phrase."""
    return (
        1 < i <= 14
        and text[toks[i - 1].end : toks[i].start] == ", "
        and toks[0].low in _OPENING_PREPOSITIONS
        and not text[start : toks[0].start].strip()
        and not any(text[toks[k].end : toks[k + 1].start].strip() for k in range(i - 1))
        and not any(
            text[t.start].islower()
            and (t.low.endswith(("ed", "ing")) or lx.past_form(t.low) or t.low in _AUXILIARIES)
            for t in toks[1 : i - 1]
        )
    )


def _counted_list(text: str, toks: Sequence[_Tok], i: int) -> bool:
    """Whether the name at ``toks[i]`` follows ", " after a lower-case noun that a
    count stands before ("two building-materials firms, Norrland Cement")."""
    if i < 2 or text[toks[i - 1].end : toks[i].start] != ", ":
        return False
    if not toks[i - 1].flags & _CONTENT or not text[toks[i - 1].start].islower():
        return False
    for k in range(i - 2, max(-1, i - 5), -1):
        if toks[k].flags & _NUMBER or toks[k].low in _SMALL_COUNTS:
            return True
        if not text[toks[k].start].islower():
            return False  # "two Sendran guides, Ketut Ramu and": a name in the noun's words
    return False


_SMALL_COUNTS = frozenset("two three four five six seven eight nine ten both".split())


_OPENING_QUOTES = "'\"\u2018\u201c"
_OPENING_QUOTE = re.compile(f" [{_OPENING_QUOTES}]")
_TIME_DETERMINERS = _DETERMINERS | {"those", "these", "that", "this", "many", "several"}
_SPAN_PREPOSITIONS = frozenset("throughout during for over in".split())
_YEAR = re.compile(r"1[5-9]\d\d|20\d\d")
_CLAUSE_NUMBER = re.compile(r"\d{1,2}(?:\.\d{1,2}){1,3}\.?")


def _dated_at(toks: Sequence[_Tok], k: int) -> bool:
    """Whether ``toks[k]`` is a month or day after "in", "on" and the like ("In June")."""
    return k > 0 and toks[k].low in lx.CALENDAR_WORDS and toks[k - 1].low in _DATE_OPENERS


_DATE_OPENERS = frozenset("in on by since until from during early late".split())


def _opening_date_ends(text: str, start: int, toks: Sequence[_Tok], j: int) -> bool:
    """Whether ``toks[j]`` ends a date that opens the sentence ("In 1956", "On 3 May 1956").

    Only a year or a calendar word ends it, and only days, months and years
    stand between it and the opening "in", "on" or the like.
    """
    if toks[j].low == "year" and j <= 3:
        # "In that year the Trennock postmaster ... persuaded", "The following
        # year the firm sold": a year named by the one before.
        return (
            " ".join(t.low for t in toks[:j]) in _YEAR_BACK_REFERENCES
            and not text[start : toks[0].start].strip()
            and not text[toks[0].start : toks[j].start].strip(" " + string.ascii_letters)
        )
    if not (_YEAR.fullmatch(toks[j].low) or toks[j].low in lx.CALENDAR_WORDS):
        return False
    k = j
    while k > 0 and (
        _YEAR.fullmatch(toks[k].low)
        or toks[k].low in lx.CALENDAR_WORDS
        or (toks[k].flags & _NUMBER and len(toks[k].low) <= 2)
    ):
        if text[toks[k - 1].end : toks[k].start] != " ":
            return False
        k -= 1
    return k == 0 and toks[0].low in _DATE_OPENERS and not text[start : toks[0].start].strip()


# Words before "year" that name a year by the one told before it.
_YEAR_BACK_REFERENCES = frozenset(
    {"in that", "that", "in the same", "the same", "the following", "the next", "in the following"}
)


def _subject_after_opening(text: str, start: int, toks: Sequence[_Tok], j: int, i: int) -> bool:
    """Whether ``toks[j]``, a noun, ends a short phrase that opens the sentence, with only
    determiners between it and ``toks[i]``: "By the Pennard Cross custom the buyer",
    "At the spring fair the dealers". No verb stands in the phrase ("After selling
    the farm the buyer" is no such phrase)."""
    return (
        0 < j < i - 1
        and _opening_phrase_ends(toks, j)
        and not text[start : toks[0].start].strip()
        and text[toks[j].start].islower()
        and bool(toks[j].flags & _CONTENT)
        and all(t.low in _DETERMINERS for t in toks[j + 1 : i])
        # (no other determiner inside: "By the custom the tenant must pay the
        # landlord" gives "landlord" no such phrase)
        and not any(t.low in _DETERMINERS for t in toks[2 : j + 1])
        # (one phrase, with no punctuation: "Under the lease, the tenant must pay
        # the landlord" has its subject after the comma)
        and not any(text[toks[k].end : toks[k + 1].start].strip() for k in range(i))
        and not any(
            text[t.start].islower()
            and (t.low.endswith(("ed", "ing")) or lx.past_form(t.low) or t.low in _AUXILIARIES)
            for t in toks[1 : j + 1]
        )
    )


def _possessive_name(text: str, toks: Sequence[_Tok], j: int) -> bool:
    """Whether ``toks[j]`` is a capitalised word in the possessive ("Varga's")."""
    return text[toks[j].start].isupper() and ends_possessive(text, toks[j])


def _past_descriptor(text: str, start: int, toks: Sequence[_Tok], i: int, j: int) -> int:
    """Where the role word of the name at ``toks[i]`` is, past words that say what it is.

    "from private-equity firm Nordvik Capital", "the Danish snack maker Krisp"
    and "replacing telecom company Nexcell" give the name the role of "from",
    of the word before "the" and of "replacing"; "Licensor Veridian Optics
    sued" opens the sentence with its name. Up to three words are passed
    over, and only when what stands before them shows they describe the
    name: a determiner, a role-giving preposition, an "-ing" or "-ed" verb,
    or the start of the sentence. *j* (``i - 1``) is returned otherwise.
    """
    k = j
    seen = 0
    while k >= 0 and seen < 3:
        if k and text[toks[k - 1].end : toks[k].start] == "-":
            k -= 1  # "to his son-in-law Thomas Norrish": a compound is one word
            continue
        seen += 1
        t = toks[k]
        if not t.flags & _CONTENT or t.low in lx.DECISIVE or t.low in _BEFORE_TITLES:
            if k < j and t.low in _VERBS_BEFORE_DESCRIBED and text[t.start].islower():
                return k  # "defeated independent Ruth Abara"
            break
        if k < j and t.low.endswith(("ing", "ed")) and text[t.start].islower():
            return k  # "replacing telecom company Nexcell"
        if k < j and lx.past_form(toks[j].low) and text[toks[j].start].islower():
            return j  # "the regulator fined Carro", "The society paid Pexley"
        if text[toks[k].end : toks[k + 1].start].strip(" -"):
            return j  # punctuation inside: no descriptor
        if k and text[toks[k - 1].end : toks[k].start] == ", " and _opening_phrase_ends(toks, k):
            return k - 1  # "Under the deal, steelmaker Holmund Steel will": the clause opens
        k -= 1
    if k == j:
        return j
    if k < 0:
        first_lower = all(text[t.start].islower() for t in toks[1 : j + 1])
        return -1 if first_lower and not text[start : toks[0].start].strip() else j
    if text[toks[k].end : toks[k + 1].start].strip():
        return j
    if toks[k].low == "to" and i - k == 2 and k and toks[k - 1].low in _BEFORE_INFINITIVE:
        return j  # "agreed to buy Marlow Foods": an infinitive's verb, no descriptor
    if toks[k].low in _DETERMINERS or toks[k].low in _ROLE_PREPOSITIONS or toks[k].low in _THAT_OUT:
        return k  # "a ruling that supermarket chain Fairway must pay", "edging out rapper Dex"
    return j


# Words after which "to" opens an infinitive ("agreed to buy Marlow Foods"),
# not a preposition before a described name ("concede to incumbent Ana Lucero").
_BEFORE_INFINITIVE = lx.NOT_ASSERTED_BEFORE_TO | frozenset(
    "agreed agree agrees decided decide decides refused refuse refuses offered offer offers"
    " promised pledged voted chose choose failed fail able unable going set due wants"
    " wanted needs needed".split()
)
# Verbs that often stand before a titled name ("faced second seed Clara
# Dubois"), besides the decisive ones ("beat", "defeated").
_BEFORE_TITLES = frozenset(
    "faced faces met meets played plays named names appointed appoints replaced replaces "
    "succeeded succeeds joined joins".split()
)
# Other words after which described names stand: "a ruling that supermarket chain
# Fairway must pay", "edging out rapper Dex Malloy".
_THAT_OUT = frozenset({"that", "out"})
# Verbs that give a described name its role: "defeated independent Ruth Abara".
_VERBS_BEFORE_DESCRIBED = _BEFORE_TITLES | (
    lx.DECISIVE
    - frozenset(
        "single double unanimously unanimous permanently fully entirely ahead behind host".split()
    )
)
_BE_FORMS = lx.BE_FORMS
_BACK_REFERENCES = frozenset({"it", "them"})
_PASSIVE_AUX = _BE_FORMS | {"being", "get", "got"}


def _roles(toks: Sequence[_Tok], found: tuple[tuple[str, int], tuple[str, int]]) -> tuple[str, str]:
    """Two words' role words (*found*, from ``_role_word``), a passive read as its active.

    In "Corvex was acquired by Brightline" the doer stands after "by"; read
    as "Brightline acquired Corvex", Brightline's role is the clause's start
    and Corvex's is "acquired". A word that is not the passive's subject
    keeps its role: in "was acquired by the museum from the collector
    Solberg", Solberg's is still "from".
    """
    (ri, ai), (rj, aj) = (_particle_verb(toks, r) for r in found)
    for doer_is_j, (r_doer, at), r_other in ((True, (rj, aj), ri), (False, (ri, ai), rj)):
        if r_doer != "by" or at < 2:
            continue
        at = _before_date(toks, at)  # "was succeeded in 2005 by Marta Ruiz"
        if at < 2:
            continue
        verb = toks[at - 1]
        if verb.low.endswith("ly") and toks[at - 2].flags & _CONTENT:
            verb = toks[at - 2]  # "was thrown heavily by": the verb before its adverb
        if toks[at - 2].low in _PASSIVE_AUX or (at >= 3 and toks[at - 3].low in _PASSIVE_AUX):
            other = verb.key if r_other == "^" else r_other
            return (other, "^") if doer_is_j else ("^", other)
    return ri, rj


# Particles of a phrasal verb: "took over the group", "bought out its partner".
_PARTICLES = _VERB_PARTICLES


def _particle_verb(toks: Sequence[_Tok], role: tuple[str, int]) -> tuple[str, int]:
    """*role*, with a phrasal verb's particle read as its verb ("took over": "take")."""
    word, at = role
    if word in _PARTICLES and at >= 1 and lx.past_form(toks[at - 1].low):
        return toks[at - 1].key, at - 1
    return role


def _swapped_roles(
    info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...], *, between: bool = False
) -> str:
    """Two words of the claim that trade roles with the source sentence's, or ''.

    Each stands after the word the other stands after in the source:
    "Brightline acquired Corvex" against "Corvex acquired Brightline" or
    "Brightline was acquired by Corvex"; "Berlin is larger than Munich"
    against "Munich is larger than Berlin"; "ruled in favour of Halvorsen
    against the tenants" against "in favour of the tenants against
    Halvorsen"; "caused by a cyberattack, not a faulty update" against
    "caused by a faulty update, not a cyberattack"; "the tenant must pay the
    landlord" against "the landlord must pay the tenant". A passive is read
    as its active. Lists, appositions and relations that read the same both
    ways ("and", "merged with", "drew with", "married") are no swap, and only
    names, nouns after "the" or "a", or words after prepositions count:
    other words trade places when clauses do ("signed ... after he went
    undrafted" for "After Keenum went undrafted, he signed").

    With *between*, only two words traded about a deed count, a word of which
    stands between them in both ("Southgate ... bought a controlling interest
    in Northgate" against "Northgate bought a controlling interest in
    Southgate"), not names run together ("Rosehill's Labour Ward").
    """
    if len(parts) != 1:
        return ""
    sent = parts[0][1]
    stoks = sent.toks
    ctoks = info.toks
    # Words said once in each, so their places can be compared, with the
    # kinds of word whose places say who does what.
    text = sent.text
    theirs_at = _sentence_once(text, sent.start, sent.end)
    words = []
    sent_at: list[int] = []
    opposed = ""
    for k, ci, mine, name, noun in _claim_places(info.text):
        i = theirs_at.get(k)
        if i is None:
            continue
        # A word whose role word is the opposite: "convicted former
        # councillor Dennis Oduya" against "acquitted former councillor Dennis
        # Oduya"; "adds support for Python 3.8" against "drops support".
        if not opposed and mine[0] in _ANTONYMS:
            theirs = _role_word(text, sent.start, stoks, i)
            if (
                theirs[0] != mine[0]
                and theirs[0] in _ANTONYMS[mine[0]]
                # "won the title in 2021 and lost it in 2022": the sentence
                # says the claim's word too, of what it refers back to.
                and not (
                    ctoks[mine[1]].key in sent.keys
                    and any(t.low in _BACK_REFERENCES for t in stoks)
                )
                # "joined the consortium three years after Castellan had left
                # it": the claim says the source's word too, of another doer.
                and stoks[theirs[1]].key not in info.keys
                # "The refuse department bought the horses from the watch
                # committee" against "the watch committee ... sold its two
                # horses ... to the refuse department": the deal told from its
                # other side, the claim's doer the one the sentence's verb
                # names after it.
                and not (
                    converse_pair(mine[0], theirs[0])
                    and not info.lows.isdisjoint(_SIDE_PREPOSITIONS)
                    and _doer_after(ctoks[: mine[1]], stoks, theirs[1])
                )
            ):
                end = ci
                while end + 1 < len(ctoks) and info.text[ctoks[end + 1].start].isupper():
                    end += 1
                what = info.text[ctoks[ci].start : ctoks[end].end]
                opposed = (
                    f"the claim says {ctoks[mine[1]].low!r} of {what!r}, the source "
                    f"{stoks[theirs[1]].low!r}"
                )
        kinds = set()
        if name and text[stoks[i].start].isupper():
            kinds.add("name")
        if noun and i and (stoks[i - 1].low in _ARTICLES or stoks[i - 1].low in _COUNTING):
            kinds.add("noun")
        if mine[0] in _ROLE_PREPOSITIONS:
            kinds.add("after a preposition")
        if kinds:
            # A sentence word's role is read only when its place may be compared:
            # most of a sentence's words are never asked about.
            words.append(
                (
                    ci,
                    _passive_subject(info.text, ctoks, ci, mine),
                    _passive_subject(text, stoks, i, _role_word(text, sent.start, stoks, i)),
                    kinds,
                )
            )
            sent_at.append(i)
    if opposed:
        # "Holmund Steel will buy electricity from Carrick" against "Carrick
        # will sell electricity to Holmund Steel": the claim's subject is the
        # sentence's object, so the opposite verb tells the same deal.
        if between or any(
            mine[0] == "^" and theirs[0] in _ROLE_PREPOSITIONS and "name" in kinds
            for _, mine, theirs, kinds in words
        ):
            return ""
        return opposed
    for a in range(len(words)):
        ci, mine_i, theirs_i, kinds_i = words[a]
        for b in range(a + 1, len(words)):
            cj, mine_j, theirs_j, kinds_j = words[b]
            # A name and a noun trade places too when one of them stands
            # after a role-giving preposition: "Solberg bought it from the
            # museum" against "the museum bought it from the collector Solberg".
            if (
                not kinds_i & kinds_j
                and not ("after a preposition" in kinds_i | kinds_j and "name" in kinds_i | kinds_j)
                and not (
                    # "Pexley & Rowe paid the society" against "The society paid
                    # Pexley & Rowe": a subject and a verb's object trade places.
                    kinds_i | kinds_j == {"name", "noun"}
                    and "^" in (mine_i[0], mine_j[0])
                    and "^" in (theirs_i[0], theirs_j[0])
                )
            ):
                continue
            if "by" in (mine_i[0], mine_j[0], theirs_i[0], theirs_j[0]):
                roles = _roles(ctoks, (mine_i, mine_j))
                other = _roles(stoks, (theirs_i, theirs_j))
            else:
                roles, other = (mine_i[0], mine_j[0]), (theirs_i[0], theirs_j[0])
            if (
                roles[0] != roles[1]
                and (roles == (other[1], other[0]) or _object_taken(roles, other, kinds_i, kinds_j))
                and not _symmetric_roles(ctoks, roles, (mine_i, mine_j))
                and not _role_said_again(text, sent, ctoks[ci].key, mine_i[0], sent_at[b])
                and not _role_said_again(text, sent, ctoks[cj].key, mine_j[0], sent_at[a])
                and not (
                    # "Brandt left ..., while Okafor stayed on" against "Okafor
                    # stayed on ... while Brandt left": each keeps its deed.
                    "name" in kinds_i & kinds_j
                    and _deed_kept(info.text, ctoks, ci, text, stoks, sent_at[a])
                    and _deed_kept(info.text, ctoks, cj, text, stoks, sent_at[b])
                )
            ) and (not between or _deed_between(ctoks, ci, cj, stoks, sent_at[a], sent_at[b])):
                x, y = ctoks[ci].low, ctoks[cj].low
                return f"the claim puts {x!r} and {y!r} in each other's place"
    return "" if between else _subject_swapped(info, sent)


def _role_said_again(text: str, sent: _Sent, key: str, role: str, other: int) -> bool:
    """Whether a relative clause about the other name (at ``sent.toks[other]``) says the
    name again after the word the claim puts it after: "Brantair has agreed to sell 14
    aircraft to Skyvault, which will lease them back to Brantair" says "to Brantair",
    of what Skyvault does, as the claim does. A pronoun for a thing may stand for the
    name ("the industrialist Nils Halvorsen, who paid for it")."""
    stoks = sent.toks
    if not _is_named(stoks[other], text) and other + 1 < len(stoks):
        other += 1  # "the industrialist Nils Halvorsen, who paid for it"
    at = _name_run_end(text, stoks, other)
    if (
        at + 1 >= len(stoks)
        or stoks[at].low not in _DOER_RELATIVES
        or text[stoks[at - 1].end : stoks[at].start] != ", "
    ):
        return False
    return any(
        ((t.key == key and text[t.start].isupper()) or t.low in _THING_PRONOUNS)
        and _role_word(text, sent.start, stoks, j)[0] == role
        for j, t in enumerate(stoks[at + 1 :], at + 1)
    )


# Pronouns that stand for a thing named before: "who paid for it".
_THING_PRONOUNS = frozenset({"it", "them"})


def _deed_between(
    ctoks: Sequence[_Tok], ci: int, cj: int, stoks: Sequence[_Tok], si: int, sj: int
) -> bool:
    """Whether a lower-case content word stands between the claim's two words and between
    the sentence's two."""

    def inner(toks: Sequence[_Tok], a: int, b: int) -> set[str]:
        lo, hi = min(a, b), max(a, b)
        return {t.key for t in toks[lo + 1 : hi] if t.flags & _CONTENT and not t.flags & _CAP}

    return bool(inner(ctoks, ci, cj) & inner(stoks, si, sj))


_AUXILIARIES = frozenset("has have had will would".split())
# Words that may stand between a subject and its verb without changing who
# does it: "Corby University will pay", "Halden has also agreed".
_BEFORE_VERB = _AUXILIARIES | frozenset(
    """
    can could may might must shall should did does do also then later now still already
    jointly
    """.split()
)


def _opening_name(text: str, toks: Sequence[_Tok]) -> tuple[int, int]:
    """Token indices where the capitalised name *text* opens with starts and ends.

    At most one determiner goes before it; its words run on without
    punctuation ("Caledonia TV", "The Corby University"). Start and end are
    equal when the text opens with no capital.
    """
    k = 1 if toks and toks[0].low in _DETERMINERS else 0
    if k >= len(toks) or not text[toks[k].start].isupper():
        return k, k
    end = _run_end(text, toks, k + 1)
    if end < len(toks) and is_epithet(text, toks, end):
        end += 1  # "Megachelon insularis is a giant tortoise ..."
    # "Queen Teodora of Sanvari", "King Bertrand the Younger": a ruler's or a
    # place's name runs on over "of" and "the".
    while (
        end + 1 < len(toks)
        and toks[end].low in NAME_LINKS
        and text[toks[end + 1].start].isupper()
        and not text[toks[end - 1].end : toks[end].start].strip()
        and not text[toks[end].end : toks[end + 1].start].strip()
    ):
        end = _run_end(text, toks, end + 2)
    return k, end


def is_epithet(text: str, toks: Sequence[_Tok], i: int) -> bool:
    """Whether ``toks[i]`` is the lower-case second word of a species name right after its
    capitalised genus: "Megachelon insularis", "Tetraceratops borealis"."""
    t = toks[i]
    return (
        i > 0
        and bool(toks[i - 1].flags & _CONTENT)
        and toks[i - 1].low not in _DETERMINERS
        and text[toks[i - 1].start].isupper()
        and text[toks[i - 1].end : t.start] == " "
        and _EPITHET.fullmatch(text, t.start, t.end) is not None
    )


_EPITHET = re.compile(
    r"[a-z]{3,}(?:us|is|ae|ii|um|ensis|ica|ata|oides|ana|ina|ia|ea)|[a-z]{4,}[bcdfghklmnprstvwyz]i"
)
# Lower-case words inside a name: "Queen Teodora of Sanvari", "La Tabernera de
# Cádiz", "Ludwig van Beethoven".
NAME_LINKS = frozenset("of the de del della di da du des la le von van der den".split())


def _run_end(text: str, toks: Sequence[_Tok], k: int) -> int:
    """The index after the capitalised words that run on from ``toks[k]`` without
    punctuation (``k`` itself when ``toks[k]`` is no capitalised word after one)."""
    while (
        k < len(toks)
        and text[toks[k].start].isupper()
        and not text[toks[k - 1].end : toks[k].start].strip()
    ):
        k += 1
    return k


def _opening_subject(text: str, toks: Sequence[_Tok]) -> tuple[frozenset[str], str, int] | None:
    """The name a clause opens with, as keys and as written, and the index of its verb.

    "Corby University will pay ..." gives ({corby, university}, "Corby
    University", index of "pay").
    None unless a capitalised name (after at most one determiner) is followed,
    past modal and auxiliary words, by a lower-case content word; a form of
    "be" (a passive or a description) gives None.
    """
    # (past an opening date: "In 1925 Dora Kemp finished third", "In March
    # 1927 Kirkbrae offered")
    dated = [
        j
        for j in range(1, min(len(toks) - 2, 5))
        if _opening_date_ends(text, toks[0].start, toks, j)
    ]
    skip = dated[-1] + 1 if dated else 0
    first, i = _opening_name(text, toks[skip:])
    first, i = first + skip, i + skip
    run = toks[first:i]
    if not run or any(not t.low.isalpha() or t.low in lx.STOPWORDS for t in run):
        return None  # "Every player" opens with no name
    names = [t.key for t in run]
    written = text[toks[first].start : toks[i - 1].end]
    while i < len(toks) and toks[i].low in _BEFORE_VERB:
        i += 1
    if (
        i >= len(toks)
        or toks[i].low in _BE_FORMS
        or not toks[i].flags & _CONTENT
        or text[toks[i].start].isupper()
        or text[toks[i - 1].end : toks[i].start].strip()
    ):
        return None
    return frozenset(names), written, i


def _subject_swapped(info: _ClaimInfo, sent: _Sent) -> str:
    """The claim's subject is a name the sentence puts after the same verb, and the other way round.

    "Halden College will pay Corby University £4.1 million" against "Corby
    University will pay £4.1 million to Halden College": both open with a
    name and the verb "pay", each with the other's name after it. Verbs
    that read the same both ways ("met", "merged") and verbs said more than
    once are no swap.
    """
    if "than" in info.lows:
        return ""  # "produced 1.3 million tonnes more ore than Mont Kouré": both sides
    mine = _opening_subject(info.text, info.toks)
    if mine is None:
        return ""
    stoks = sent.toks
    theirs = _opening_subject(sent.text, stoks)
    if theirs is None:
        return ""
    (ours, my_name, cv), (their_names, their_name, sv) = mine, theirs
    verb = info.toks[cv].key
    if (
        stoks[sv].key != verb
        or verb in _symmetric_keys()
        or ours & their_names
        or sum(t.key == verb for t in info.toks) != 1
        or sum(t.key == verb for t in stoks) != 1
    ):
        return ""
    # Written as names there too: "every" of "Every player" is no name.
    # (not as an owner: "sold his stake to Brennan's daughter Aisling")
    after_theirs = {
        t.key
        for t in stoks[sv + 1 :]
        if sent.text[t.start].isupper() and not ends_possessive(sent.text, t)
    }
    after_mine = {t.key for t in info.toks[cv + 1 :] if info.text[t.start].isupper()}
    if not ours <= after_theirs or not their_names <= after_mine:
        return ""
    return (
        f"the claim makes {my_name!r} the subject of {info.toks[cv].low!r},"
        f" the source {their_name!r}"
    )


def _passive_subject(
    text: str, toks: Sequence[_Tok], i: int, role: tuple[str, int]
) -> tuple[str, int]:
    """*role* of ``toks[i]``, or, for the subject of a passive with no "by" ("Margaret Doyle
    was charged with"), the role of its verb's object: the verb itself."""
    if role[0] != "^":
        return role
    k = i + 1
    while k < len(toks) and text[toks[k].start].isupper() and k - i < 4:
        k += 1
    if k + 1 < len(toks) and toks[k].low == "of" and text[toks[k + 1].start].isupper():
        # "the tintypist Reginald Moyle of Pengarth was charged": past the place
        k += 1
        while k < len(toks) and text[toks[k].start].isupper() and k - i < 7:
            k += 1
    if k + 1 >= len(toks) or toks[k].low not in _BE_FORMS:
        return role
    verb = toks[k + 1]
    if not lx.past_form(verb.low):
        return role
    if k + 2 < len(toks) and toks[_past_date(toks, k + 2)].low == "by":
        return role  # "was acquired by Corvex": _roles reads it as its active
    return verb.key, k + 1


def _deed_kept(
    text: str, toks: Sequence[_Tok], i: int, stext: str, stoks: Sequence[_Tok], si: int
) -> bool:
    """Whether the names at ``toks[i]`` and ``stoks[si]`` are followed by the same verb."""
    mine = _deed_after(text, toks, i)
    return mine is not None and mine == _deed_after(stext, stoks, si)


_PERFECT = frozenset({"had", "has", "have"})


def _deed_after(text: str, toks: Sequence[_Tok], i: int) -> str | None:
    """Key of the verb right after the name at ``toks[i]`` ("Brandt left"), or None."""
    k = _name_run_end(text, toks, i)
    # past adverbs and a perfect's "had" ("'Ferrous' had won it")
    while k < len(toks) and (toks[k].low in _DEED_ADVERBS or toks[k].low in _PERFECT):
        k += 1
    # (a quoted title's closing quote may stand between: "'Low Water' won")
    if k == i or k >= len(toks) or text[toks[k - 1].end : toks[k].start].strip(" '\u2019\""):
        return None
    t = toks[k]
    if not t.flags & _CONTENT or not text[t.start].islower() or not lx.past_form(t.low):
        return None
    return t.key


def _past_date(toks: Sequence[_Tok], k: int) -> int:
    """Index past a date phrase ("in 2005", "on 3 May 1901") that opens at ``toks[k]``, else *k*."""
    if toks[k].low not in ("in", "on"):
        return k
    j = k + 1
    while (
        j < len(toks)
        and j - k <= 3
        and (toks[j].flags & _NUMBER or toks[j].low in lx.CALENDAR_WORDS)
    ):
        j += 1
    return j if j > k + 1 and j < len(toks) else k


def _before_date(toks: Sequence[_Tok], at: int) -> int:
    """Where the date and place phrases ending before ``toks[at]`` open, else *at*.

    "was succeeded in 2005 by", "was isolated in 1946 at Greyfield
    Agricultural College in Ohio by": a date, or "at" or "in" before a
    capitalised name, each passed over in turn.
    """
    moved = True
    while moved:
        moved = False
        for k in range(at - 2, max(0, at - 5) - 1, -1):
            if _past_date(toks, k) == at:
                at, moved = k, True
                break
            if toks[k].low in _PLACE_OPENERS and all(t.flags & _CAP for t in toks[k + 1 : at]):
                at, moved = k, True
                break
    return at


_PLACE_OPENERS = frozenset({"at", "in"})


def _object_taken(
    roles: tuple[str, str], other: tuple[str, str], kinds_i: set[str], kinds_j: set[str]
) -> bool:
    """Whether one name has the other's verb role, while the other stands as the subject.

    "Claire Dubois has replaced Kenji Morita" against "... has appointed Kenji
    Morita as its creative director, replacing Claire Dubois": the claim's
    subject is what the sentence's "replacing" takes, and the claim gives
    "replaced" Morita, whom the sentence has appointed.
    """
    if "name" not in kinds_i or "name" not in kinds_j:
        return False
    for (ra, rb), (sa, sb) in ((roles, other), (roles[::-1], other[::-1])):
        if rb == "^" and sb == ra and _verb_role(ra) and _verb_role(sa) and sa != ra:
            return True
    return False


def _verb_role(role: str) -> bool:
    """Whether a role word is a verb's ("replac", "charged"), not punctuation or a preposition."""
    return (
        len(role) > 3
        and role.isalpha()
        and role not in _ROLE_PREPOSITIONS
        and role not in _SLOT_PREPOSITIONS
        and role not in lx.STOPWORDS
    )


@lru_cache(maxsize=512)
def _claim_places(text: str) -> tuple[tuple[str, int, tuple[str, int], bool, bool], ...]:
    """The claim's once-said content words: key, index, role word, name?, after an article?"""
    info = _analyze_claim(text)
    toks = info.toks
    return tuple(
        (
            k,
            i,
            _role_word(text, 0, toks, i),
            text[toks[i].start].isupper(),
            _after_article(text, toks, i),
        )
        for k, i in sorted(_once(toks, info.content, text).items(), key=lambda kv: kv[1])
    )


def _after_article(text: str, toks: Sequence[_Tok], i: int) -> bool:
    """Whether ``toks[i]`` stands after an article, or is a noun that opens the sentence
    after an article and the names that say which ("The Wrayford commissioners")."""
    k = i - 1
    if k >= 1 and text[toks[i].start].islower():
        k = _before_names(text, toks, k)
    return (
        k >= 0 and toks[k].low in _ARTICLES and (k == i - 1 or _opens_clause_at(text, 0, toks, k))
    ) or (i >= 1 and toks[i - 1].low in _COUNTING)


# Number words that stand before a noun as an article does: "summoned four women".
_COUNTING = frozenset("two three four five six seven eight nine ten eleven twelve".split())


def _opens_clause_at(text: str, start: int, toks: Sequence[_Tok], k: int) -> bool:
    """Whether ``toks[k]`` opens the sentence, or follows a date that opens it ("In 1819
    the Garthwaite farmers sued")."""
    return k == 0 or (k >= 2 and _opening_date_ends(text, start, toks, k - 1))


def _before_names(text: str, toks: Sequence[_Tok], k: int) -> int:
    """Where the run of names that ends at ``toks[k]`` starts, less one: "The" of "The
    Wrayford commissioners" (0 when a name opens the sentence); *k* when ``toks[k]`` is
    no name."""
    while k >= 1 and text[toks[k].start].isupper() and text[toks[k].end : toks[k + 1].start] == " ":
        k -= 1
    return k


@lru_cache(maxsize=4096)
def _sentence_once(text: str, start: int, end: int) -> dict[str, int]:
    """Where each word that a sentence says once stands in it, by key."""
    toks = _sentence_tokens(text, start, end)
    return _once(toks, toks, text)


# Words before a noun that give it its role, whatever the noun:
# "in favour of X against Y", "caused by X, not Y".
_ROLE_PREPOSITIONS = frozenset(
    {"by", "of", "to", "for", "not", "than", "against", "from", "behind", "over", "into"}
)


def _once(toks: Sequence[_Tok], among: Sequence[_Tok], text: str) -> dict[str, int]:
    """Index in *toks* of each content word of *among* said once in a role, or a name's first.

    A possessive takes no role of its own ("must repair damage caused by the
    Tenant's guests and must reimburse the Landlord"), so a word said once
    apart from possessives is kept at that one place. A name said again keeps
    the place where it is first said, where its role is set ("Kestrel Rovers
    beat Dunmore Athletic ...; the result lifts Rovers above Dunmore").
    """
    seen: dict[str, int] = {}
    twice: set[str] = set()
    owners: dict[str, int] = {}
    wanted = {t.key for t in among if t.flags & _CONTENT}
    for i, t in enumerate(toks):
        if t.key not in wanted:
            continue
        found = owners if ends_possessive(text, t) else seen
        if t.key in found:
            if text[t.start].isupper():
                continue  # a name said again keeps its first place
            twice.add(t.key)
        found[t.key] = i
    for k, i in owners.items():
        if k not in seen:
            seen[k] = i
    return {k: i for k, i in seen.items() if k not in twice}


_NOT_COMPARATIVES = frozenset({"rather", "other", "sooner", "later", "never", "ever"})


def _compared_side(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim word the source names only after "than", as what the claim's subject beats.

    "Patients in the placebo group recovered faster" is not stated by
    "Patients in the treatment group recovered faster than those in the
    placebo group": the source says it of the other group. "More than 200
    people" is a figure, not such a comparison.
    """
    if "than" in info.lows or len(parts) != 1:
        return ""
    chunk, sent = parts[0]
    toks = sent.toks
    text = chunk.text
    for h, t in enumerate(toks):
        if t.low != "than" or h < 1 or h + 1 >= len(toks):
            continue
        comp = toks[h - 1]
        if (
            not _comparative_before(toks, h)
            or comp.low in _NOT_COMPARATIVES
            or comp.key not in info.keys
        ):
            continue
        if toks[h + 1].flags & _NUMBER:
            continue
        end = _than_side_end(text, toks, h)
        side = toks[h + 1 : end]
        outside = {u.key for i, u in enumerate(toks) if not h <= i < end}
        for u in side:
            if u.flags & _CONTENT and u.key in info.keys and u.key not in outside:
                return (
                    f"the source says {comp.low!r} of something else than {u.low!r}, "
                    f"which it names after 'than'"
                )
    return ""


def _comparative_before(toks: Sequence[_Tok], h: int) -> bool:
    """Whether a comparative ("lighter", "more often") stands before the "than" at
    ``toks[h]``."""
    return toks[h - 1].low.endswith("er") or (h >= 2 and toks[h - 2].low in ("more", "less"))


def _than_side_end(text: str, toks: Sequence[_Tok], h: int) -> int:
    """The index after the compared phrase that the "than" at ``toks[h]`` opens: its
    words up to punctuation, seven at most."""
    end = h + 1
    while end < min(len(toks), h + 8) and not text[toks[end - 1].end : toks[end].start].strip():
        end += 1
    return end


def _figure_beside_compared(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim figure that a sentence gives its subject, where the sentence names the
    claim's name only after "than", or ''.

    "Corvel rates the Slate 16 for 15 hours of video playback" against "The
    14-inch model weighs 1.31 kg, almost half a kilo lighter than the 1.79 kg
    Slate 16, and is rated for 15 hours of video playback": the 15 hours are
    the 14-inch model's; the Slate 16 is only what it is compared with.
    Unlike ``_compared_side``, "rather than" and "other than" count: "the
    14-inch model, rather than the Slate 16, is rated for 15 hours" keeps the
    figure from the Slate 16 just the same.
    """
    if "than" in info.lows or not info.quants:
        return ""
    names = {t.key for t in info.toks if _is_named(t, info.text) and t.start}
    if not names:
        return ""
    for chunk, sent in parts:
        text, toks = chunk.text, sent.toks
        if text.find(" than ", sent.start, sent.end) < 0:
            continue
        for h, t in enumerate(toks):
            if t.low != "than" or h < 1 or h + 1 >= len(toks) or toks[h + 1].flags & _NUMBER:
                continue
            if not _comparative_before(toks, h):
                continue
            end = _than_side_end(text, toks, h)
            side = {u.key for u in toks[h + 1 : end] if _is_named(u, text)}
            rest = {u.key for i, u in enumerate(toks) if not h < i < end}
            only_there = (names & side) - rest
            if not only_there or names & rest - side:
                continue
            lo, hi = toks[h].start, toks[end - 1].end
            for q in info.quants:
                if any(entails(p, q) and not lo <= p.start < hi for p in sent.quants):
                    named = [i for i in range(h + 1, end) if toks[i].key in only_there]
                    last = named[-1] + (
                        named[-1] + 1 < end and bool(toks[named[-1] + 1].flags & _NUMBER)
                    )
                    who = text[toks[named[0]].start : toks[last].end]
                    return (
                        f"the source gives {q.text!r} to what it compares with {who!r}, "
                        "which it names only after 'than'"
                    )
    return ""


_COMPARATIVE_PAIRS = (
    ("more", "less"), ("more", "fewer"), ("higher", "lower"), ("taller", "shorter"),
    ("longer", "shorter"), ("larger", "smaller"), ("bigger", "smaller"), ("greater", "smaller"),
    ("greater", "less"), ("faster", "slower"), ("older", "younger"), ("earlier", "later"),
    ("better", "worse"), ("heavier", "lighter"), ("wider", "narrower"), ("stronger", "weaker"),
    ("richer", "poorer"), ("warmer", "colder"), ("hotter", "colder"), ("cheaper", "dearer"),
    ("wetter", "drier"), ("warmer", "cooler"), ("deeper", "shallower"), ("thicker", "thinner"),
)  # fmt: skip


_OPPOSITE_COMPARATIVE: dict[str, frozenset[str]] = {}


for _a, _b in _COMPARATIVE_PAIRS:
    _OPPOSITE_COMPARATIVE[_a] = _OPPOSITE_COMPARATIVE.get(_a, frozenset()) | {_b}
    _OPPOSITE_COMPARATIVE[_b] = _OPPOSITE_COMPARATIVE.get(_b, frozenset()) | {_a}


def _comparisons(text: str, toks: Sequence[_Tok]) -> list[tuple[int, int, int]]:
    """Each "COMPARATIVE ... than SIDE" of *toks*: (comparative, "than", end of side).

    The comparative is the nearest one at most eight words before "than"
    ("reported more often in the treated group than in the placebo group");
    the side runs to the next punctuation. "More than 200" and "less than a quart" are
    figures.
    """
    out = []
    for h, t in enumerate(toks):
        if (
            t.low in ("of", "on")
            and 3 <= h < len(toks) - 1
            and toks[h - 2].low == "the"
            and toks[h - 3].low in ("times", "twice")
            and not text[toks[h - 3].end : t.start].strip(" " + string.ascii_letters)
        ):
            # "nearly three times the outlay on the two ponds": a multiple of
            # what the other side comes to.
            comp: int | None = h - 3
        elif (
            t.low not in ("than", "as")
            or h + 1 >= len(toks)
            or toks[h + 1].flags & _NUMBER
            or _ONE_MEASURE.match(text, t.end)
        ):
            continue
        elif t.low == "as":
            # "three times as likely to faint as donors over 30": a multiple
            # compares its two sides as "than" does. A bare "as tall as" reads
            # the same both ways, so it is no comparison here.
            comp = next(
                (
                    k
                    for k in range(h - 2, max(0, h - 9), -1)
                    if toks[k].low == "as" and toks[k - 1].low in _MULTIPLES
                ),
                None,
            )
        else:
            comp = next(
                (
                    k
                    for k in range(h - 1, max(-1, h - 9), -1)
                    if toks[k].low in _OPPOSITE_COMPARATIVE
                ),
                None,
            )
        if comp is None:
            continue
        end = h + 1
        while end + 1 < len(toks) and end - h < 12:
            if text[toks[end].end : toks[end + 1].start].strip():
                break
            end += 1
        out.append((comp, h, end))
    return out


# One of a measure, a figure in words: "less than a quart", "more than an hour".
_ONE_MEASURE = re.compile(
    r"\s+(?:an?|half\s+an?|one)\s+(?:quart|pint|gallon|mile|yard|foot|inch|pound|ounce|ton"
    r"|hundredweight|stone|bushel|acre|hour|day|week|fortnight|month|year|minute|second|penny"
    r"|shilling|guinea|dozen|score|hundred|thousand|million)s?\b",
    re.IGNORECASE,
)
# Words that make "as ... as" a comparison of two sides: "three times as likely as".
_MULTIPLES = frozenset({"times", "twice", "thrice", "half"})


def _end_moved(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A superlative the claim gives to what the sentence puts at the other end, or ''.

    "Jacob Lovell's two pans at Hythe Ness paid the largest share, £650"
    against "the works of Bartholomew Crane at Wendle Creek paid £7,200, the
    largest share, and the two pans of Jacob Lovell at Hythe Ness the least,
    £650": the sentence tells both ends in clauses of their own, and the
    names and figures the claim gives its end stand only in the other's
    clause. Names the passage has outside that sentence ("Wendle") set
    nothing apart.
    """
    mine = _superlative_ends(info.text, info.toks)
    if not mine:
        return ""
    for chunk, sent in parts:
        theirs = _superlative_ends(chunk.text, sent.toks)
        if len(theirs) != 2:
            continue
        words = {w for _, w, _ in theirs}
        if not all(w in words for _, w, _ in mine):
            continue
        elsewhere = {
            t.key for s in _analyze_chunk(chunk.text).sents if s.start != sent.start for t in s.toks
        }
        both = theirs[0][2] & theirs[1][2]
        for side, word, marks in mine:
            marks = marks - elsewhere - both
            same = next(m for d, _, m in theirs if d == side)
            other, other_word = next((m, w) for d, w, m in theirs if d != side)
            if marks & other and not marks & same:
                return (
                    f"the claim gives {word!r} to what the source puts at the other end"
                    f" ({other_word!r})"
                )
    return ""


def _superlative_ends(text: str, toks: Sequence[_Tok]) -> list[tuple[int, str, frozenset[str]]]:
    """The superlatives of a text and the names and figures of each one's clause.

    One superlative ("the most") gives the whole text; two of opposite ends
    ("the most, ..., and ... the least") split it at the clause break between
    them. Each is (end, word, keys): end 1 for the top, -1 for the bottom.
    Else, or with no such break, [].
    """
    found = [
        (i, _END_OF[t.low])
        for i, t in enumerate(toks)
        if t.low in _END_OF and not (i and toks[i - 1].low == "at")
    ]
    if not found or len(found) > 2:
        return []
    if len(found) == 1:
        ((i, side),) = found
        return [(side, toks[i].low, _marks(toks, text))]
    (a, first), (b, second) = found
    if first == second:
        return []
    cut = next(
        (
            k
            for k in range(b - 1, a, -1)
            if (gap := text[toks[k - 1].end : toks[k].start].strip()) == ";"
            or (gap == "," and toks[k].low in _END_JOINS)
        ),
        # (else a bare "and": "ground the most wheat and Samuel Pryce's mill
        # the least")
        next((k for k in range(b - 1, a, -1) if toks[k].low in _END_JOINS), None),
    )
    if cut is None:
        return []
    return [
        (first, toks[a].low, _marks(toks[:cut], text)),
        (second, toks[b].low, _marks(toks[cut:], text)),
    ]


def _marks(toks: Sequence[_Tok], text: str) -> frozenset[str]:
    """The keys of the names and figures among *toks*."""
    return frozenset(
        t.key
        for t in toks
        if (t.flags & _NUMBER or _is_named(t, text)) and t.low not in lx.CALENDAR_WORDS
    )


_END_OF = {
    **dict.fromkeys("most largest biggest greatest highest heaviest longest richest".split(), 1),
    **dict.fromkeys("least fewest smallest lowest lightest shortest poorest".split(), -1),
}
_END_JOINS = frozenset({"and", "while", "whereas", "but"})


def _best_put_behind(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim that puts a name ahead of one the source says did it best, or ''.

    "The Eco Wave 9 removed stains better than the Tidal 800" against "The
    Tidal 800, however, removed stains best": the sentence gives the
    superlative of the claim's comparative ("best" of "better", "fastest" of
    "faster") to the name after the claim's "than", before it and with the
    claim's own words for the deed between, and does not name the claim's
    subject there.
    """
    mine = _comparisons(info.text, info.toks)
    if len(mine) != 1:
        return ""
    text, toks = info.text, info.toks
    cc, ch, _ = mine[0]
    word = toks[cc].low
    best = _SUPERLATIVE_OF.get(word) or (word[:-2] + "est" if word.endswith("er") else "")
    # the name right after "than", past an article
    at = ch + 1 + (ch + 1 < len(toks) and toks[ch + 1].low in _BARE_ARTICLES)
    end = _name_run_end(text, toks, at)
    behind = {t.key for t in toks[at:end]}
    ahead = {t.key for t in toks[:cc] if _is_named(t, text)}
    last = max((i for i, t in enumerate(toks[:cc]) if _is_named(t, text)), default=-1)
    deed = {t.key for t in toks[last + 1 : cc] if t.flags & _CONTENT}
    if not best or not behind or not ahead or not deed or (info.quants and _gap_figure(info, cc)):
        return ""
    for _, sent in parts:
        stoks = sent.toks
        if any(u.low == "than" for u in stoks):
            continue  # the comparison told outright: the comparison checks' case
        for s, u in enumerate(stoks):
            # (a superlative within a bound, "the highest summit in the Lorne
            # range", leaves what lies beyond it untold)
            if u.low != best or (s + 1 < len(stoks) and stoks[s + 1].low in _SUPERLATIVE_BOUNDS):
                continue
            before = {v.key for v in stoks[:s]}
            if behind <= before and not ahead & before and deed <= before:
                who = text[toks[at].start : toks[end - 1].end]
                return f"the source says {who!r} did it {best}; the claim puts another ahead"
    return ""


def _gap_figure(info: _ClaimInfo, cc: int) -> bool:
    """Whether a figure stands right before the comparative at ``info.toks[cc]`` ("120
    metres higher"): a gap, which the comparison checks weigh."""
    start = info.toks[max(0, cc - 3)].start
    return any(start <= q.start < info.toks[cc].start for q in info.quants)


# Words after a superlative that bound what it ranks: "the highest in the range".
_SUPERLATIVE_BOUNDS = frozenset({"in", "of", "among", "on", "at", "for", "within"})
# Superlatives whose comparatives are not read by adding "-est".
_SUPERLATIVE_OF = {"better": "best", "worse": "worst", "more": "most", "less": "least"}


def _comparison(info: _ClaimInfo, part: tuple[Chunk, _Sent]) -> tuple[str, str] | None:
    """How the claim's comparison stands to the sentence's: ("same" | "reversed", reason).

    The two sides are told apart by the words only one side has. "The
    placebo group reported headache less often than the treated group"
    states the same as "Headache was reported more often in the treated
    group than in the placebo group" (sides crossed, comparative reversed);
    "The tower is 40 metres taller than the spire" reverses "the tower is
    40 metres shorter than the spire". None when either has no comparison,
    or they cannot be lined up.
    """
    mine = _comparisons(info.text, info.toks)
    if len(mine) != 1:
        return None
    chunk, sent = part
    ctoks, stoks = info.toks, sent.toks
    cc, ch, ce = mine[0]
    words = _CONTENT | _NUMBER
    c_before = {t.key for t in ctoks[:ch] if t.flags & words}
    c_than = {t.key for t in ctoks[ch + 1 : ce + 1] if t.flags & words}
    ct, cb = c_than - c_before, c_before - c_than
    for sc, sh, se in _comparisons(chunk.text, stoks):
        s_before = {t.key for t in stoks[:sh] if t.flags & words}
        s_than = {t.key for t in stoks[sh + 1 : se + 1] if t.flags & words}
        than_only, before_only = s_than - s_before, s_before - s_than
        # Lined up straight, the claim's own side must stand before "than" in
        # the sentence too: "StoreIt was slower than Boxly" is not lined up
        # with "Drivo ... a minute faster than Boxly, while StoreIt took 7".
        straight = bool(ct & than_only) and bool(cb & before_only)
        # (A pronoun may stand for the claim's other side: "The padroni charged
        # more than Catchpole" against "He charged 7 shillings a week, less than
        # the padroni", when the sentence does not name Catchpole.)
        crossed = bool(cb & than_only) and (
            bool(ct & before_only)
            or (
                ct.isdisjoint(sent.keys)
                and any(t.low in lx.SUBJECT_PRONOUNS for t in stoks[: min(sh, 3)])
            )
        )
        if straight == crossed:
            continue
        mine_low, theirs_low = ctoks[cc].low, stoks[sc].low
        opposite = theirs_low in _OPPOSITE_COMPARATIVE.get(mine_low, ())
        if not opposite and theirs_low != mine_low:
            continue
        if crossed != opposite:
            if mine_low in ("as", "times", "twice"):
                first = sc - 1 - (sc >= 2 and bool(stoks[sc - 2].flags & _NUMBER))
                what = chunk.text[stoks[first].start : stoks[sh].end]
                return "reversed", (
                    f"the claim swaps the two sides of the source's {what!r} comparison"
                )
            side = "the other side of the comparison" if crossed else "the same side"
            return "reversed", (
                f"the claim says {mine_low!r} where the source says {theirs_low!r} with {side}"
            )
        return "same", ""
    return None


def _name_in_slot(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim name whose two neighbouring words frame another name in the source, or ''.

    "The combined bank will operate under the Pennick name" against "... will
    operate under the Aldergrove name, and Pennick's chief executive ...":
    the source has Pennick, but in another place; where the claim puts it,
    between "operate" and "name", it names Aldergrove. Sentences joined to
    complete a claim are left to ``_other_name``: each may fill another slot.
    Only a name after "WORD PREPOSITION" is read there, in the sentence with
    most of the claim's words and figures: "studied with Jordi Ferrater in
    Bergen" against "... He studied with Petra Aasland in Bergen ...".
    """
    if len(parts) != 1:
        # Each joined sentence's slots: "was transferred to the National Radio
        # Council in 1985" holds the claim's verb even where another sentence,
        # lending "the University of Carrow", has more of the claim's words.
        keys = frozenset().union(*(sent.keys for _, sent in parts))
        return next((r for part in parts if (r := _name_after_preposition(info, part, keys))), "")
    text = info.text
    words = [t for t in info.toks if t.flags & _CONTENT and not _in_figure(t, info.quants)]
    slots = [
        (words[k - 1].key, t, words[k + 1].key)
        for k, t in enumerate(words[1:-1], 1)
        if text[t.start].isupper()
        and t.start != info.toks[0].start
        # A neighbour with a capital is part of a longer name: _other_name's case.
        and not text[words[k - 1].start].isupper()
        and not text[words[k + 1].start].isupper()
        # "Plus members 6 and Basic members 3": one word on both sides, with
        # the name opening a list's item, marks parallel items, which a list
        # may give in any order.
        and not (
            words[k - 1].key == words[k + 1].key
            and _LIST_ITEM.search(text, words[k - 1].end, t.start) is not None
        )
    ]
    chunk, sent = parts[0]
    if slots:
        stoks = [u for u in sent.toks if u.flags & _CONTENT and not _in_figure(u, sent.quants)]
        for left, t, right in slots:
            for i in range(1, len(stoks) - 1):
                u = stoks[i]
                if (
                    stoks[i - 1].key == left
                    and stoks[i + 1].key == right
                    and u.key != t.key
                    # The other name is not the claim's, or the claim names it
                    # elsewhere while the sentence names the claim's too:
                    # "the merger of SkyBaltic and Aerolux ... under the
                    # SkyBaltic name" against "... under the Aerolux name".
                    and (u.key not in info.keys or t.key in sent.keys)
                    and chunk.text[u.start].isupper()
                    # "his mother was Swedish and his father" says Swedish
                    # of the mother, where "a Swedish mother and a Dutch
                    # father" puts Dutch before the father: not one slot.
                    and _said_of(info.toks, left, t) == _said_of(sent.toks, left, u)
                    # "to Brennan's daughter Aisling" against "to Aisling, the
                    # daughter of Brennan": an owner before the claim's name
                    and not (
                        ends_possessive(chunk.text, u)
                        and i + 2 < len(stoks)
                        and stoks[i + 2].key == t.key
                        and chunk.text[stoks[i + 1].end : stoks[i + 2].start] == " "
                    )
                ):
                    return f"the source names {u.low!r} where the claim names {t.low!r}"
    return _name_after_preposition(info, parts[0], sent.keys)


def _said_of(toks: Sequence[_Tok], left: str, tok: _Tok) -> bool:
    """Whether a form of "be" stands between *tok* and the last word of key *left*
    before it."""
    k = next(i for i, t in enumerate(toks) if t is tok)
    j = k - 1
    while j >= 0 and toks[j].key != left:
        j -= 1
    return any(t.low in _BE_FORMS for t in toks[j + 1 : k])


_SLOT_PREPOSITIONS = frozenset({"in", "by", "at", "to", "from", "for", "under", "with", "of"})
_LIST_ITEM = re.compile(r",|\band\b|\bor\b")


_LIST_LINKS = frozenset({"and", "or", "nor"})


_CLOCK = re.compile(r"(?<![\d:.])([01]?\d|2[0-3])[:.]([0-5]\d)(?![\d:])")
_CLOCK_BEFORE_TO = re.compile(r"\d[:.]\d\d\s*(?:[ap]\.?m\.?)?\s*to\s*$", re.IGNORECASE)
# The words that make a time of day the start or the end of something.
_TIME_ENDS = {
    "from": "start", "since": "start", "opens": "start", "starts": "start", "begins": "start",
    "until": "end", "till": "end", "to": "end", "closes": "end", "ends": "end", "by": "end",
}  # fmt: skip


@lru_cache(maxsize=4096)
def _clock_roles(text: str, start: int, end: int) -> dict[str, str]:
    """Times of day in ``text[start:end]`` ("22:00") with the end they mark, where a word says."""
    out: dict[str, str] = {}
    if text.find(":", start, end) < 0 and text.find(".", start, end) < 0:
        return out
    for m in _CLOCK.finditer(text, start, end):
        before = text[max(start, m.start() - 12) : m.start()].split()
        role = _TIME_ENDS.get(before[-1].lower()) if before else None
        if (
            role is not None
            and before[-1].lower() == "to"
            and not _CLOCK_BEFORE_TO.search(text, max(start, m.start() - 12), m.start())
        ):
            role = None  # "moved to 14:00" ends nothing; "09:00 to 17:30" does
        if role is None and len(before) >= 2 and before[-1].lower() == "at":
            role = _TIME_ENDS.get(before[-2].lower())  # "closes at 23:00"
        if role is not None:
            out[f"{int(m[1]):02d}:{m[2]}"] = role
    return out


def _clock_pairs(info: _ClaimInfo, part: tuple[Chunk, _Sent]) -> Iterator[tuple[str, str, str]]:
    """Each time of day both the claim and the sentence mark: the time, the claim's role, theirs."""
    mine = _clock_roles(info.text, 0, len(info.text))
    if not mine:
        return
    chunk, sent = part
    theirs = _clock_roles(chunk.text, sent.start, sent.end)
    for clock, role in mine.items():
        if clock in theirs:
            yield clock, role, theirs[clock]


_AMPM = re.compile(
    r"(?<![\d:.])(1[0-2]|0?[1-9])(?:[:.]([0-5]\d))?\s*([ap])\.?m\b\.?", re.IGNORECASE
)
_NAMED_TIMES = {"noon": "12:00", "midday": "12:00", "midnight": "00:00"}
_TIME_HINT = re.compile(r"\d:\d|\d\s*[ap]\.?m|noon|midday|midnight", re.IGNORECASE)
# A 24-hour time with a colon: "07:15" ("9.30" may be a decimal).
_COLON_CLOCK = re.compile(r"(?<![\d:.])([01]?\d|2[0-3]):([0-5]\d)(?![\d:])")


@lru_cache(maxsize=4096)
def _clock_times(text: str, start: int, end: int) -> tuple[tuple[str, int, int], ...]:
    """Times of day in ``text[start:end]`` as "HH:MM", with their offsets, in text order.

    "07:15", "7pm", "7.30 a.m.", "noon"; a 12-hour time is read on the
    24-hour clock. "9.30" alone may be a decimal and is left out.
    """
    if _TIME_HINT.search(text, start, end) is None:
        return ()  # the common case: no time of day at all
    found: list[tuple[str, int, int]] = []
    if text.find(":", start, end) >= 0:
        for m in _COLON_CLOCK.finditer(text, start, end):
            if not _AMPM.match(text, m.start()):
                found.append((f"{int(m[1]):02d}:{m[2]}", m.start(), m.end()))
    for m in _AMPM.finditer(text, start, end):
        hour = int(m[1]) % 12 + (12 if m[3].lower() == "p" else 0)
        found.append((f"{hour:02d}:{m[2] or '00'}", m.start(), m.end()))
    low = text[start:end].lower()
    for word, clock in _NAMED_TIMES.items():
        at = low.find(word)
        if at >= 0:
            found.append((clock, start + at, start + at + len(word)))
    return tuple(sorted(found, key=lambda x: x[1]))


def _time_after_until(info: _ClaimInfo, q: Amount, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """How claim time *q* falls in what a sentence says holds "afterwards", after a
    state that lasts "until" an earlier time, or ''.

    "At 11:00 on a weekday, the floor is set to a depth of 1.5 metres" from
    "set at 0.6 metres until 10:00 on weekdays and lowered to 1.5 metres
    afterwards".
    """
    if q.family != "time:clock" or q.cmp is not None or q.q.value is None:
        return ""
    for chunk, sent in parts:
        for p in sent.quants:
            if (
                p.family == q.family
                and p.cmp is None
                and p.q.value is not None
                and p.q.value < q.q.value
                and _UNTIL_BEFORE.search(chunk.text, max(sent.start, p.start - 7), p.start)
                and (later := _AFTERWARDS.search(chunk.text, p.end, sent.end)) is not None
                and not any(r.family == q.family for r in sent.quants if r.start > p.end)
            ):
                return f"{q.text} after {p.text} ({later[0]})"
    return ""


_UNTIL_BEFORE = re.compile(r"\b(?:until|till|up to)\s+$", re.IGNORECASE)
_AFTERWARDS = re.compile(r"\b(?:afterwards|thereafter|after that|from then on)\b", re.IGNORECASE)


def _time_not_given(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A time of day the claim gives that none of the sentences gives, or ''.

    Times are no figures to compare by value, and their digits match as
    words: "gets into Port Tessel at 14:05" must not pass on "leaves ... at
    12:05 ... reaches Port Tessel at 14:35".
    """
    mine = _clock_times(info.text, 0, len(info.text))
    if not mine:
        return ""
    each = [
        {c for c, _, _ in _clock_times(chunk.text, sent.start, sent.end)} for chunk, sent in parts
    ]
    theirs = set().union(*each)
    for clock, at, _ in mine:
        if clock not in theirs and not any(
            q.start <= at < q.end and _time_after_until(info, q, parts) for q in info.quants
        ):
            return f"the source gives no time {clock}"
    clocks = {c for c, _, _ in mine}
    if len(clocks) > 1 and not any(clocks <= found for found in each):
        # "Teas are served from 11:00 until 16:30" against "Open Gardens,
        # 11:00–17:00" and "Teas are served ... from 13:00 to 16:30".
        return "the source gives the claim's times in different sentences"
    return ""


_MONTH_INDEX = {m: i for i, m in enumerate(lx.MONTHS)}
# Months are capitalised: "may" is a modal, and so is "May" opening a claim.
_MONTH = re.compile(r"\b(" + lx.MONTH_NAMES + r")\b")


def _claim_months(info: _ClaimInfo) -> set[str]:
    """The months the claim names outside its figures, lower-cased."""
    spans = [(q.start, q.end) for q in info.quants]
    return {
        m[1].lower()
        for m in _MONTH.finditer(info.text)
        if (m.start() or m[1] != "May") and not any(a <= m.start() < b for a, b in spans)
    }


def _time_in_other_months(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim time the sentence gives for other months than the claim's, or ''.

    "In June, the pier stays open until 10 pm" against "open 11:00–22:00 in
    July and August and 11:00–18:00 from April to June": the months named
    right after a time, up to the next time, are the ones it is given for.
    """
    if not any(q.q.kind == "time" for q in info.quants):
        return ""
    mine_months = _claim_months(info)
    if not mine_months:
        return ""
    mine = {c for c, _, _ in _clock_times(info.text, 0, len(info.text))}
    if not mine:
        return ""
    for chunk, sent in parts:
        times = _clock_times(chunk.text, sent.start, sent.end)
        for i, (clock, _, end) in enumerate(times):
            if clock not in mine:
                continue
            stop = times[i + 1][1] if i + 1 < len(times) else sent.end
            theirs = _months_named(chunk.text, end, stop)
            if theirs and theirs.isdisjoint(mine_months):
                return f"the source gives {clock} for {', '.join(sorted(theirs))}"
    return ""


def _months_named(text: str, start: int, end: int) -> set[str]:
    """The months ``text[start:end]`` names, a range of them ("April to June") in full."""
    out = {m.lower() for m in _MONTH.findall(text, start, end)}
    for a, b, _ in _named_ranges(text, start, end):
        if a in _MONTH_INDEX and b in _MONTH_INDEX:
            i, j = _MONTH_INDEX[a], _MONTH_INDEX[b]
            span = range(i, j + 1) if i <= j else [*range(i, 12), *range(0, j + 1)]
            out |= {lx.MONTHS[k] for k in span}
    return out


_TIME_BOUNDS = frozenset("after before until till by from since".split())
_DEPARTING = frozenset(
    "leaves leave left leaving departs depart departed departing departure".split()
)
_ARRIVING = frozenset(
    "arrives arrive arrived arriving arrival reaches reach reached reaching gets into".split()
)


def _clock_sides(text: str, toks: Sequence[_Tok], start: int, end: int) -> dict[str, str]:
    """Times of day in ``text[start:end]`` that a nearby verb marks as a departure or an arrival."""
    out: dict[str, str] = {}
    for clock, at, _ in _clock_times(text, start, end):
        k = bisect_left(toks, at, key=_START)
        if k and toks[k - 1].low in _TIME_BOUNDS:
            continue  # "any train arriving after 10am": a bound, not a timetable's time
        for t in reversed(toks[max(0, k - 6) : k]):
            if t.flags & _NUMBER:
                break  # another figure or time comes first
            side = "departure" if t.low in _DEPARTING else "arrival" if t.low in _ARRIVING else ""
            if side:
                out.setdefault(clock, side)
                break
    return out


def _departure_swapped(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A time the claim gives as a departure where the source has it as an arrival, or the reverse.

    "leaves Eastgate at 07:40 and reaches Kinross Water at 21:15" against
    "leaves Eastgate at 21:15 ... and arrives in Kinross Water at 07:40".
    """
    mine = _clock_sides(info.text, info.toks, 0, len(info.text))
    if not mine:
        return ""
    for chunk, sent in parts:
        theirs = _clock_sides(chunk.text, sent.toks, sent.start, sent.end)
        for clock, side in mine.items():
            if theirs.get(clock, side) != side:
                return f"the claim gives {clock} as the {side}, the source as the {theirs[clock]}"
    return ""


_MONTH_SPAN = re.compile(
    _MONTH.pattern
    + r"[^.;]{0,14}?(?:\bto|\buntil|\btill|\bthrough|\band|[\u2013-])"
    + r"\s*(?:\d{1,2}(?:st|nd|rd|th)?\s+)?"
    + _MONTH.pattern
)


def _month_not_given(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A month the claim names that no cited sentence names or spans, or ''.

    Month names are no figures, and alone they are no words to find either:
    "compulsory throughout June, July and August" must not pass on
    "compulsory from 1 July to 31 August".
    """
    if _MONTH.search(info.text) is None:
        return ""
    mine = _claim_months(info)
    if not mine:
        return ""
    covered: set[str] = set()
    for chunk, sent in parts:
        text = chunk.text[sent.start : sent.end]
        covered.update(m[1].lower() for m in _MONTH.finditer(text))
        for m in _MONTH_SPAN.finditer(text):
            a = lx.MONTHS.index(m[1].lower())
            b = lx.MONTHS.index(m[2].lower())
            covered.update(lx.MONTHS[(a + k) % 12] for k in range((b - a) % 12 + 1))
    missing = sorted(mine - covered, key=lx.MONTHS.index)
    if missing and covered:
        return f"the source does not give {missing[0].title()}"
    return ""


def _time_of_other(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A time of day the sentence gives to another name than the claim's, or ''.

    "the 08:15 sailing leaves from Sundholm" against "the ferry leaves
    Sundholm at 07:00, 11:00 and 16:00, and Vesterøy at 08:15, 12:15 and
    17:15": 08:15 is Vesterøy's, and Sundholm has times of its own.
    """
    mine = {c for c, _, _ in _clock_times(info.text, 0, len(info.text))}
    if not mine:
        return ""
    names = {t.key for t in info.toks if t.flags & _CAP} | {
        _DAY_KEYS[t.low] for t in info.toks if t.low in _DAY_KEYS
    }
    for chunk, sent in parts:
        owners = _time_owners(chunk.text, sent)
        theirs = set().union(*owners.values()) if owners else set()
        for clock in mine:
            owner = owners.get(clock)
            if owner is not None and not owner & names and theirs & names:
                return f"the source gives {clock} to another name than the claim's"
    return ""


# A day's name, singular or plural, as the key it has in a list: "On Tuesdays".
_DAY_KEYS = {d + s: d for d in lx.DAYS for s in ("", "s")}


def _time_owners(text: str, sent: _Sent) -> dict[str, set[str]]:
    """Each time of day of *sent* with the names that head its list: "Vesterøy at 08:15,
    12:15", "Tuesday and Thursday 12:00–20:00" (days as their singular keys)."""
    toks = sent.toks
    out: dict[str, set[str]] = {}
    for clock, at, _ in _clock_times(text, sent.start, sent.end):
        k = bisect_left(toks, at, key=_START)
        heads: set[str] = set()
        for t in reversed(toks[max(0, k - 12) : k]):
            if t.flags & _NUMBER or t.low in ("at", "and", "from"):
                if heads and t.flags & _NUMBER:
                    break  # the heads of an earlier list
                continue  # the times before it in the same list, and their links
            if t.flags & _CAP and text[t.start].isupper():
                heads.add(_DAY_KEYS.get(t.low, t.key))
                if t.low not in _DAY_KEYS:
                    break  # one name heads a list; days may come several together
                continue
            break
        if heads:
            out.setdefault(clock, heads)
    return out


def _times_swapped(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A time of day the claim gives as a start where the source has it as an end, or ''.

    "closed from 06:00 ... until 22:00" against "from 22:00 ... until 06:00".
    """
    for part in parts:
        for clock, mine, theirs in _clock_pairs(info, part):
            if mine != theirs:
                return f"the claim gives {clock} as the {mine}, the source as the {theirs}"
    return ""


# Times of day and seasons that tell two halves of a routine apart.
_DAYPART_OPPOSITES = {
    "day": "night",
    "daytime": "night",
    "night": "day",
    "nighttime": "day",
    "summer": "winter",
    "winter": "summer",
    "morning": "evening",
    "evening": "morning",
    "weekdays": "weekends",
    "weekends": "weekdays",
}
_DAYPART_CLAUSE_BREAK = re.compile(r"[,;:]| and | but | while | whereas ")


def _daypart_clauses(
    text: str,
    toks: Sequence[_Tok],
    start: int,
    end: int,
    times: Container[str] = _DAYPART_OPPOSITES.keys(),
) -> dict[str, set[str]]:
    """For each time of day or season in ``text[start:end]`` (or each of *times*), the
    lower-case content words of its clause (the words between the nearest clause breaks
    around it)."""
    out: dict[str, set[str]] = {}
    breaks = [m.start() for m in _DAYPART_CLAUSE_BREAK.finditer(text, start, end)]
    for t in toks:
        if t.low not in times:
            continue
        lo = max((b for b in breaks if b < t.start), default=start)
        hi = min((b for b in breaks if b > t.start), default=end)
        words = {
            u.key
            for u in toks
            if lo <= u.start < hi
            and u is not t
            and u.flags & _CONTENT
            and text[u.start].islower()
            and u.low not in times
        }
        out.setdefault(t.low.replace("time", ""), set()).update(words)
    return out


def _weekdays_crossed(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A day of the week the claim gives to what the sentence does on another day that
    both name, or ''.

    "carried the cut pieces out ... every Monday and brought the sewn gloves
    back on the Tuesday" against "The cut pieces went out every Tuesday ...,
    and the sewn gloves came back the following Monday": the claim's Tuesday
    clause has more of the sentence's Monday clause than of its Tuesday one.
    """
    days = info.lows & _WEEKDAYS
    if len(days) < 2:
        return ""
    mine = _daypart_clauses(info.text, info.toks, 0, len(info.text), days)
    for chunk, sent in parts:
        theirs = _daypart_clauses(chunk.text, sent.toks, sent.start, sent.end, days)
        for when, words in mine.items():
            if when not in theirs:
                continue
            for other in theirs.keys() - {when}:
                if mine.get(other, words) == words or _days_listed(info, when, other):
                    continue  # both days in one clause or one list: nothing to cross
                if _clause_crossed(words, theirs, when, other):
                    return f"the claim says {when!r} where the source says {other!r}"
    return ""


_WEEKDAYS = frozenset(lx.DAYS)


def _days_listed(info: _ClaimInfo, day: str, other: str) -> bool:
    """Whether the claim lists the two days together ("on Thursday and Monday")."""
    at = [t for t in info.toks if t.low in (day, other)]
    return any(
        info.text[a.end : b.start].strip() in ("and", "or", ",", "&") for a, b in pairwise(at)
    )


def _dayparts_crossed(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A time of day or season the claim gives to what the sentence does at the opposite
    one, or ''.

    "hunts on the outer reef slopes at night and spends the day in the
    lagoon" against "patrols the outer slopes ... by day and moves into the
    shallow lagoon at night to hunt": the claim's night clause has more of
    the sentence's day clause than of its night one, and the sentence
    names both.
    """
    if info.lows.isdisjoint(_DAYPART_OPPOSITES):
        return ""
    mine = _daypart_clauses(info.text, info.toks, 0, len(info.text))
    for chunk, sent in parts:
        theirs = _daypart_clauses(chunk.text, sent.toks, sent.start, sent.end)
        for when, words in mine.items():
            other = _DAYPART_OPPOSITES[when]
            if when not in theirs or other not in theirs:
                continue
            if _clause_crossed(words, theirs, when, other):
                return f"the claim says {when!r} where the source says {other!r}"
    return ""


def _clause_crossed(words: set[str], theirs: dict[str, set[str]], when: str, other: str) -> bool:
    """Whether the claim's clause of *when* (its *words*) has two or more words of the
    sentence's clause of *other*, and more of them than of the sentence's own *when*."""
    crossed = len(words & theirs[other])
    return crossed >= 2 and crossed > len(words & theirs[when])


# "the drama school, founded in 1921, ...": a thing and the participle and date
# set beside it between commas.
_APPOSED_VERBS = tuple(
    "founded established built opened formed created completed launched born begun started".split()
)
_APPOSED_DATE = re.compile(
    r"((?:[A-Za-z][\w'\u2019-]* )?[A-Za-z][\w'\u2019-]*), "
    rf"({'|'.join(_APPOSED_VERBS)}) in ([^,;.]+?)(?=[,;.])"
)
_NAME_BEFORE = re.compile(r"(?:[A-Z][\w'\u2019-]*(?: of| of the)? )*[A-Z][\w'\u2019-]*$")


def _thing_keys(words: str) -> set[str]:
    """The keys of the words that name a thing, without articles and "of"."""
    return {_key(w.lower()) for w in words.split() if w.lower() not in ("of", "the", "a", "an")}


def _apposed_date_swapped(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A "NAME, founded in DATE," the claim writes whose date the source sets beside
    another thing, setting the same participle beside the claim's name with another
    date, or ''.

    "The Heath School of Drama, founded in 1853, merged with ..." against
    "The conservatory, founded in 1853, contributed ..., and the drama
    school, founded in 1921, about 250": 1853 is the conservatory's.
    """
    if info.lows.isdisjoint(_APPOSED_VERBS) or ", " not in info.text:
        return ""
    mine = _APPOSED_DATE.search(info.text)
    if mine is None:
        return ""
    verb, date = mine[2], mine[3].strip()
    # the claim's name the participle is set beside: its words up to the comma
    # ("The Heath School of Drama"), or the one word if it is no name
    named = _NAME_BEFORE.search(info.text, 0, mine.end(1))
    name = _thing_keys(named[0] if named is not None else mine[1])
    for chunk, sent in parts:
        text = chunk.text[sent.start : sent.end]
        found = [
            (_thing_keys(m[1]), m[1], m[3].strip())
            for m in _APPOSED_DATE.finditer(text)
            if m[2] == verb
        ]
        given = [(keys, head) for keys, head, when in found if when == date]
        own = [when for keys, _head, when in found if keys and keys <= name]
        if (
            given
            and all(not keys or not keys <= name for keys, _head in given)
            and own
            and all(when != date for when in own)
        ):
            return (
                f"the source says {given[0][1]!r} was {verb} in {date}, the claim's one in {own[0]}"
            )
    return ""


def _times_agree(info: _ClaimInfo, part: tuple[Chunk, _Sent]) -> bool:
    """Whether a time of day of the claim is the same start or end in the sentence."""
    return any(mine == theirs for _, mine, theirs in _clock_pairs(info, part))


_DAYS = " ".join(lx.DAYS)
_MONTHS = " ".join(lx.MONTHS)
# A day or month named as a range's end ("Tuesday", "Mondays", "March").
_CALENDAR_END = rf"({_DAYS.replace(' ', '|')}|{_MONTHS.replace(' ', '|')})s?"
_NAMED_RANGE = re.compile(
    rf"\b{_CALENDAR_END}\s*(?:to|through|until|till|-|–|—)\s*{_CALENDAR_END}\b",
    re.IGNORECASE,
)


# A cheap first look: a word that can join the two ends of a range.
_RANGE_WORD = re.compile(r"\bto\b|\bthrough\b|\buntil\b|\btill\b|[-–—]")


def _named_range_moved(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A range of days or months with one end the source gives otherwise, or ''.

    "dinner ... Monday to Saturday" against "dinner ... Tuesday to Saturday".
    """
    mine = _named_ranges(info.text, 0, len(info.text))
    if not mine:
        return ""
    for chunk, sent in parts:
        for a, b, theirs in _named_ranges(chunk.text, sent.start, sent.end):
            for c, d, said in mine:
                if (a == c) != (b == d):
                    return f"the claim says {said!r}, the source {theirs!r}"
    return ""


@lru_cache(maxsize=4096)
def _named_ranges(text: str, start: int, end: int) -> tuple[tuple[str, str, str], ...]:
    """The ranges of days or months in ``text[start:end]``: both ends, lower-case, and the words."""
    if not _RANGE_WORD.search(text, start, end):
        return ()
    return tuple(
        (m[1].lower(), m[2].lower(), m[0]) for m in _NAMED_RANGE.finditer(text, start, end)
    )


def _subject_replaced(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """The claim's opening name before its verb, where the source has another name before it.

    "Falcor lead the constructors' championship" against "Meridian lead the
    constructors' championship by 46 points from Falcor"; "Caledonia TV signed
    a three-year deal" against "The streaming service Lumo has signed a
    three-year deal ..., outbidding the broadcaster Caledonia TV". A name of
    several words, or one followed by "has" or "will", is read only before a
    verb in the past or after such an auxiliary, and never before a passive
    ("was awarded"); such a name must not be a doer in the source too ("...
    came from a penalty by Sami Etxeberria").
    """
    toks = info.toks
    text = info.text
    # The name and its other words ("Caledonia TV"), then auxiliaries ("has signed").
    k, aux = _opening_name(text, toks)
    if aux == k or len(toks) < k + 2:
        return ""
    name = toks[k]
    v = aux
    while v < len(toks) and toks[v].low in _AUXILIARIES:
        v += 1
    # A passive ("Hegarty Restoration was awarded") stops here: "was" is no
    # content word.
    if v >= len(toks) or text[toks[v].start].isupper() or not toks[v].flags & _CONTENT:
        return ""
    verb = toks[v]
    # "Bramley Saints lead the Premiership": a name of several words before a
    # word that may be a verb or a noun ("The Fenwick Flex card has") is read
    # only against a subject that shares none of its words.
    strict = v > k + 1 and not (
        v > aux or verb.low.endswith("ed") or verb.low in _VERBS_BEFORE_DESCRIBED
    )
    run = {t.key for t in toks[k:aux]}
    for chunk, sent in parts:
        stoks = sent.toks
        at = [i for i, t in enumerate(stoks) if t.key == name.key]
        if not at:
            continue
        if v > k + 1 and any(
            _role_word(chunk.text, sent.start, stoks, i)[0] in ("^", "by") for i in at
        ):
            continue  # the source has the claim's name as a doer too
        for j, b in enumerate(stoks):
            if b.key != verb.key:
                continue
            i = j - 1
            while i >= 0 and stoks[i].low in _AUXILIARIES:
                i -= 1
            if i < 0:
                continue
            a = stoks[i]
            if (
                a.key != name.key
                and a.key not in info.keys
                and a.flags & _CONTENT
                and chunk.text[a.start].isupper()
                # "at Brookvale, patients kept": nothing but words between
                and not any(
                    chunk.text[stoks[x].end : stoks[x + 1].start].strip() for x in range(i, j)
                )
                and not any(x.key == name.key and y.key == verb.key for x, y in pairwise(stoks))
                # "Greyhaven Dog Rescue rehomed" is the claim's "Greyhaven", named in full
                and name.key not in _run_before(chunk.text, stoks, i)
                and not (
                    strict
                    and (
                        i == 0  # a capital that only opens the sentence names nothing
                        or _run_before(chunk.text, stoks, i) & run
                        # the same words go on after it: "lead the Premiership"
                        or j + 1 >= len(stoks)
                        or v + 1 >= len(toks)
                        or stoks[j + 1].key != toks[v + 1].key
                        or chunk.text[b.end : stoks[j + 1].start].strip()
                    )
                )
            ):
                return f"the source says {a.low!r} {b.low!r}, not {name.low!r}"
    return ""


def _run_before(text: str, toks: Sequence[_Tok], i: int) -> set[str]:
    """Keys of the capitalised words that end at ``toks[i]`` ("Fenwick Rewards")."""
    keys = {toks[i].key}
    while (
        i > 0
        and text[toks[i - 1].start].isupper()
        and not text[toks[i - 1].end : toks[i].start].strip()
    ):
        i -= 1
        keys.add(toks[i].key)
    return keys


# Words that end the place a move goes to ("to rival Kelholm next year"); "in"
# and "on" do not ("to a new site in Tamsworth", "to a campus on the Elm River").
_ROUTE_ENDS = frozenset(
    """
    by for from and with when where which who after before until while but during next last
    this each every within will would is was are were has have had can could shall should must
    because since as
    """.split()
)


def _routes(
    text: str, toks: Sequence[_Tok]
) -> list[tuple[frozenset[str], frozenset[str], frozenset[str], str]]:
    """Each move "from A to B" told in *toks*: keys of A's words, of B's, of the words
    before "from", and the move as written.

    Only words count, not figures ("from 1990 to 2004" is a span, no move),
    and only a "to" in the same clause, at most eight words on.
    """
    found = []
    for i, t in enumerate(toks):
        if t.low != "from":
            continue
        j = next(
            (
                j
                for j in range(i + 2, min(len(toks), i + 9))
                if toks[j].low == "to" and not _route_broken(text, toks[i].end, toks[j].start)
            ),
            None,
        )
        if j is None:
            continue
        k = _side_end(text, toks, j)
        a, b = _route_side(toks[i + 1 : j]), _route_side(toks[j + 1 : k])
        if a and b:
            before = frozenset(u.key for u in toks[:i] if u.flags & _CONTENT)
            found.append((a, b, before, text[t.start : toks[k - 1].end]))
    return found


def _side_end(text: str, toks: Sequence[_Tok], j: int) -> int:
    """The index after the side of a move that opens after ``toks[j]`` ("from" or
    "to"): up to six words, to a word that ends a route or to punctuation."""
    k = j + 1
    while (
        k < len(toks)
        and k - j <= 6
        and toks[k].low not in _ROUTE_ENDS
        and not _ROUTE_BREAK.search(text, toks[k - 1].end, toks[k].start)
    ):
        k += 1
    return k


def _route_side(toks: Sequence[_Tok]) -> frozenset[str]:
    """Keys of the words (no figures, months or days) of one side of a move."""
    return (
        frozenset(t.key for t in toks if t.flags & _CONTENT and not t.flags & _NUMBER)
        - lx.CALENDAR_WORDS
    )


_ROUTE_BREAK = re.compile(r"[.;:,()]")
# A name set off by commas inside one side of a move: "from the state capital,
# Lannet, to Oriel Falls".
_APPOSED_IN_ROUTE = re.compile(r", [A-Z][\w'\u2019-]*(?: [A-Z][\w'\u2019-]*)*, ")


def _route_broken(text: str, lo: int, hi: int) -> bool:
    """Whether ``text[lo:hi]``, between "from" and "to", holds punctuation other than
    the commas around a name."""
    m = _ROUTE_BREAK.search(text, lo, hi)
    if m is None:
        return False
    apposed = _APPOSED_IN_ROUTE.search(text, m.start(), hi)
    return apposed is None or apposed.start() != m.start() or apposed.end() != hi


# Words that turn a move round in space (a change of a figure turned round is
# another change): "down to Brankham" for "up to Lettisford".
_UP_AND_DOWN = frozenset(
    "up down upstream downstream upriver downriver uphill downhill ascend ascends ascended"
    " descend descends descended".split()
)


def _route_reversed(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A move the claim makes from A to B where the sentence makes it from B to A, or ''.

    "moved from the main campus to the old site on Mill Lane" against "was
    moved from the college's old site on Mill Lane to the main campus": each
    side of the claim's move shares words with the other side of the
    sentence's, and one side shares none with its own.
    """
    if "from" not in info.lows:
        return ""
    mine = _routes(info.text, info.toks)
    if not mine:
        return ""
    for chunk, sent in parts:
        if "from" not in chunk.text[sent.start : sent.end]:
            continue
        words = {u.key for u in sent.toks}
        for a, b, mover, said in mine:
            for x, y, moved, _ in _routes(chunk.text, sent.toks):
                # The same move ("the textile faculty was moved" and "the textile
                # faculty moved"), not another ("upgrade from Starter to Studio"
                # against "downgrade from Studio to Starter").
                if (
                    a & y
                    and b & x
                    and (not a & x or not b & y)
                    and mover & moved
                    # "from Lettisford down to Brankham ... descended" against
                    # "raised boats ... from Brankham up to Lettisford": the
                    # move told the other way with its direction turned too.
                    and not any(
                        t.low in _UP_AND_DOWN
                        and _ANTONYMS.get(t.key, frozenset()) & words
                        and t.key not in words
                        for t in info.toks
                    )
                ):
                    return f"the claim has it {said!r}; the source the other way"
    return ""


def _verdict_turned(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A charge the claim says someone was found guilty of where the sentence acquits them
    of it, or the other way round, or ''.

    "found Orrin guilty of the murder" against "acquitted him of murder but
    found him guilty of conduct unbecoming an officer".
    """
    if _VERDICT_HINT.search(info.text) is None:
        return ""
    mine = _verdicts(info.text, 0, len(info.text))
    for chunk, sent in parts:
        theirs = _verdicts(chunk.text, sent.start, sent.end)
        for charge, guilty in mine.items():
            if theirs.get(charge) == (not guilty):
                said = "acquits" if guilty else "convicts"
                return f"the source {said} of {charge!r} where the claim does the other"
    return ""


def _verdicts(text: str, lo: int, hi: int) -> dict[str, bool]:
    """Each charge text[lo:hi] says someone was convicted of (True) or acquitted of
    (False), by its first word after "of" (and "the")."""
    out: dict[str, bool] = {}
    for m in _VERDICT.finditer(text, lo, hi):
        if _DENIED_BEFORE.search(text, max(lo, m.start() - 8), m.start()):
            continue  # "was not convicted of"
        charge = _word(m["charge"])[1]
        verdict = m["verdict"].lower().split()
        guilty = "not" not in verdict and verdict[-1] in ("guilty", "convicted")
        if out.get(charge, guilty) != guilty:
            out.pop(charge)  # both said of it: nothing to turn
            continue
        out[charge] = guilty
    return out


_DENIED_BEFORE = re.compile(r"\b(?:not|never|n't)\s+$", re.IGNORECASE)
_VERDICT_HINT = re.compile(r"\b(?:guilty|convicted|acquitted|cleared)\b", re.IGNORECASE)
# "acquitted him of murder", "found Orrin guilty of the murder", "convicted of
# manslaughter": the verdict, up to three words, and the charge after "of".
_VERDICT = re.compile(
    r"\b(?P<verdict>found not guilty|not guilty|guilty|convicted|acquitted|cleared)"
    r"(?:\s+[\w'-]+){0,3}?\s+of\s+(?:the\s+|a\s+|an\s+)?(?P<charge>[a-z][\w-]+)",
    re.IGNORECASE,
)


def _preference_reversed(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """The claim's "A rather than B" where the sentence has "B rather than A", or ''.

    "caused by flooding rather than wind" against "most of it from wind rather
    than flooding"; "instead of" and "but not" read the same way, and a side
    may be a phrase: "cooled by river water rather than by air" against
    "cooled by air rather than river water".
    """
    if not _REVERSIBLE_HINT.search(info.text):
        # "came from the county rate, not from subscription": the claim's ", not"
        # sets a side aside as "rather than" does
        if _COMMA_NOT.search(info.text) is None:
            return ""
        info = _analyze_claim(_COMMA_NOT.sub(" rather than ", info.text, count=1))
    pairs = _preferences(info.text, info.toks)
    mine = {(x[0], y[0]) for x, y in pairs}
    contrasts = _contrasts(info.text, info.toks)
    link = _PREFERENCE_HINT.search(info.text)
    for chunk, sent in parts:
        if not _REVERSIBLE_HINT.search(chunk.text, sent.start, sent.end):
            continue
        for a, b in _preferences(chunk.text, sent.toks):
            if a[0] != b[0] and (b[0], a[0]) in mine:
                return (
                    f"the claim has {b[1]!r} rather than {a[1]!r}; the source {a[1]!r} rather"
                    f" than {b[1]!r}"
                )
            # "paid a weekly wage of 25s ... rather than by the piece" against "paid
            # by the piece rather than by the week": what the claim sets aside is
            # what the source chose, and the claim's own side is the source's
            # other one in another form before its link ("weekly" for "week")
            if (
                a[0] != b[0]
                and len(b[1]) >= 4
                and link is not None
                and any(y[0] == a[0] and x[0] != a[0] for x, y in pairs)
                and any(
                    t.low.startswith(b[1]) and t.end <= link.start()
                    for t in info.toks
                    if t.flags & _CONTENT
                )
            ):
                return f"the claim sets {a[1]!r} aside; the source chose it over {b[1]!r}"
        for yes, no, said in _contrasts(chunk.text, sent.toks):
            if yes & no:
                continue
            for c_yes, c_no, c_said in contrasts:
                if c_yes & no and c_no & yes:
                    return f"the claim has {c_said!r}; the source {said!r}"
        # "advised requeening ... rather than uniting" against "recommended
        # uniting ... rather than requeening": the two deeds, as gerunds
        theirs = _gerunds_set_apart(chunk.text, sent.toks)
        ours = _gerunds_set_apart(info.text, info.toks)
        if theirs and ours and theirs[0].key == ours[1].key and theirs[1].key == ours[0].key:
            return (
                f"the claim has {ours[0].low!r} rather than {ours[1].low!r}; "
                f"the source {theirs[0].low!r} rather than {theirs[1].low!r}"
            )
    return ""


def _set_aside_said(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """What a sentence sets aside with "rather than" or "instead of", said by the claim
    as done, or ''.

    "Mowbray charged the Carrick family a percentage of the jewellery's value"
    against "Mowbray charged a flat fee of £450 rather than a percentage of
    value": the claim has every word of the side set aside (two or more, on
    to a comma) and none of the words just before the link (the side
    chosen), and says no "rather than" or denial of its own.
    """
    if info.neg or _PREFERENCE_HINT.search(info.text):
        return ""
    for chunk, sent in parts:
        if not _PREFERENCE_HINT.search(chunk.text, sent.start, sent.end):
            continue
        toks = sent.toks
        for i in range(1, len(toks) - 2):
            if (toks[i].low, toks[i + 1].low) not in _SET_ASIDE_LINKS:
                continue
            found, k = _side_set_aside(chunk.text, toks, i)
            no = set(found)
            chosen = {t.key for t in toks[max(0, i - 4) : i] if t.flags & _CONTENT}
            before = {t.key for t in toks[:i]}
            if (
                len(no) >= 2
                and no <= info.keys
                and no.isdisjoint(before)
                and chosen
                and chosen.isdisjoint(info.keys)
            ):
                said = chunk.text[toks[i].start : toks[min(k, len(toks) - 1)].end]
                return f"the claim says what the source sets aside: {said!r}"
            said = _one_word_set_aside(info, toks, i)
            if said:
                return f"the claim has {said!r} where the source sets it aside"
    return ""


def _one_word_set_aside(info: _ClaimInfo, toks: Sequence[_Tok], i: int) -> str:
    """The claim's "by coal" where the sentence has "by producer gas instead of coal"
    (the link at ``toks[i]``), or ''.

    The sentence's preposition (``_ASIDE_AFTER``) leads the chosen side, one to
    three words right before the link, none of them in the claim; the word the
    link sets aside follows it (past small words), is said nowhere before it,
    and stands in the claim right after the same preposition.
    """
    j = next(
        (j for j in range(i - 1, max(-1, i - 5), -1) if toks[j].low in _ASIDE_AFTER),
        None,
    )
    if j is None or j == i - 1:
        return ""
    chosen = {t.key for t in toks[j + 1 : i] if t.flags & _CONTENT}
    k = _aside_start(toks, i)
    if k >= len(toks) or not chosen or not chosen.isdisjoint(info.keys):
        return ""
    aside = toks[k]
    if not aside.flags & _CONTENT or any(t.key == aside.key for t in toks[:i]):
        return ""
    mine = info.toks
    for m in range(len(mine) - 1):
        if mine[m].low == toks[j].low and mine[m + 1].key == aside.key:
            return f"{mine[m].low} {mine[m + 1].low}"
    return ""


# The prepositions that lead what a link chooses and what it sets aside: "fired
# by producer gas instead of coal", "paid in kind rather than cash".
_ASIDE_AFTER = frozenset({"by", "in", "with", "on", "from"})


def _gerunds_set_apart(text: str, toks: Sequence[_Tok]) -> tuple[_Tok, _Tok] | None:
    """The gerund chosen and the one set aside around "rather than" ("uniting ... rather
    than requeening"), each within eight words of it and none inside a compound
    ("drone-laying"), or None."""
    at = next(
        (
            k
            for k in range(1, len(toks) - 1)
            if toks[k - 1].low == "rather" and toks[k].low == "than"
        ),
        None,
    )
    if at is None:
        return None

    def gerund(t: _Tok) -> bool:
        return t.low.endswith("ing") and text[t.start - 1 : t.start] != "-"

    chosen = next((t for t in reversed(toks[max(0, at - 9) : at - 1]) if gerund(t)), None)
    aside = next((t for t in toks[at + 1 : at + 9] if gerund(t)), None)
    if chosen is None or aside is None or not chosen.flags & _CONTENT:
        return None
    return chosen, aside


def _owner_replaced(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """The claim's "A's NOUN" where a compared sentence has "B's NOUN" and no chunk of
    the compared sentences has A's, or ''.

    "The Court of Appeal rejected Kestane Capital's objection" against
    "Transmar's objection was rejected by the Court of Appeal in 2021".
    """
    mine = [
        (m.group(2).lower(), {w.lower() for w in m.group(1).split()}, m.group(0))
        for m in _OWNED.finditer(info.text)
    ]
    if not mine:
        return ""
    lows = info.lows
    texts = {id(c): c.text for c, _ in parts}
    for noun, owner, said in mine:
        if any(
            {w.lower() for w in m.group(1).split()} & owner and m.group(2).lower() == noun
            for text in texts.values()
            for m in _OWNED.finditer(text)
        ):
            continue
        for chunk, sent in parts:
            for m in _OWNED.finditer(chunk.text, sent.start, sent.end):
                other = {w.lower() for w in m.group(1).split()}
                if m.group(2).lower() == noun and other.isdisjoint(lows):
                    return f"the claim has {said!r}, the source {m.group(0)!r}"
    return ""


# "Kestane Capital's objection": a name that owns the word after it.
_OWNED = re.compile(r"\b([A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,3})['’]s\s+([a-z][a-z-]+)")


def _owners_traded(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """The claim's "A's NOUN" where the sentence has "B's NOUN", and each text says the
    other's owner too, or ''.

    "the morning's milk was kept overnight in leads and then mixed with the
    evening's" against "the evening's milk, kept overnight in leads, was mixed
    with the morning's": the two owners traded. The noun is owned once in
    each text, and the owners are words, not names (``_owner_replaced``).
    """
    mine = _owned_words(info.text, 0, len(info.text))
    if not mine:
        return ""
    my_owners = set(_LOWER_OWNER.findall(info.text))
    for chunk, sent in parts:
        theirs = _owned_words(chunk.text, sent.start, sent.end)
        their_owners = set(_LOWER_OWNER.findall(chunk.text, sent.start, sent.end))
        traded = _qualifier_traded(mine, theirs, their_owners, my_owners)
        if traded is not None:
            noun, owner, other = traded
            return f"the claim has the {owner}'s {noun}; the source the {other}'s"
    return ""


def _name_qualifiers_traded(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """The claim's "the A NOUN" where the sentence has "the B NOUN", and each text names
    the other's place or thing too, or ''.

    "lost at Brackenford when Hocking was thrown at the Thrushcombe turn" against
    "thrown from his seat at the Brackenford turn ... 14 minutes lost at
    Thrushcombe": the two places traded. The noun is so qualified once in
    each text; so is a verb ("the Vista seated 870").
    """
    mine = _named_nouns(info.text, info.toks)
    if not mine:
        return ""
    for chunk, sent in parts:
        traded = _qualifier_traded(mine, _named_nouns(chunk.text, sent.toks), sent.keys, info.keys)
        if traded is not None:
            return f"the claim's {traded[0]!r} is the source's other one's"
    return ""


def _qualifier_traded(
    mine: dict[str, str],
    theirs: dict[str, str],
    theirs_has: Container[str],
    mine_has: Container[str],
) -> tuple[str, str, str] | None:
    """A word the claim qualifies with one word and the sentence with another, each text
    having the other's qualifier too: the word and the claim's and sentence's qualifiers,
    or None."""
    for word, by in mine.items():
        other = theirs.get(word)
        if other and other != by and by in theirs_has and other in mine_has:
            return word, by, other
    return None


def _said_once(pairs: Iterator[tuple[str, str]]) -> dict[str, str]:
    """Each word of the (word, qualifier) *pairs* that has one qualifier, once, to it."""
    found: dict[str, list[str]] = {}
    for word, by in pairs:
        found.setdefault(word, []).append(by)
    return {word: bys[0] for word, bys in found.items() if len(bys) == 1}


def _named_nouns(text: str, toks: Sequence[_Tok]) -> dict[str, str]:
    """Each lower-case word after "the" and one name ("the Brackenford turn", "the
    Vista seated"), to the name's key; words so named twice are left out."""
    return _said_once(
        (noun.key, t.key)
        for before, t, noun in zip(toks, toks[1:], toks[2:], strict=False)
        if before.low == "the"
        and text[t.start].isupper()
        and t.flags & _CONTENT
        and noun.flags & _CONTENT
        and text[noun.start].islower()
        and not text[t.end : noun.start].strip()
        and not ends_possessive(text, t)
    )


def _owned_words(text: str, start: int, end: int) -> dict[str, str]:
    """Each lower-case noun that a lower-case word owns once in ``text[start:end]``
    ("the evening's milk"), to its owner; nouns owned twice are left out."""
    return _said_once((m[2].lower(), m[1].lower()) for m in _LOWER_OWNED.finditer(text, start, end))


def _role_given_to_other(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A name the claim gives a role ("names Henry Blewitt as vicar", "Bill Orme acted as
    Pilbeam's bottle-holder") that the sentence gives another name ("the vicar, Edwin
    Rowse", "the bottle-holder Jacob Frith", "the lord as Sir Walter Marchbank"),
    where the claim's name stands in the sentence too, or ''."""
    for m in _NAME_AS_ROLE.finditer(info.text):
        mine = frozenset(w.lower() for w in m["name"].split())
        role = m["role"].lower()
        for chunk, sent in parts:
            text = chunk.text[sent.start : sent.end]
            low = text.lower()
            if not all(re.search(rf"\b{re.escape(w)}\b", low) for w in mine):
                continue
            bound = [b for rx in _ROLE_BINDINGS for b in _bound_names(rx, text, role)]
            if bound and not any(mine & {w.lower() for w in b.split()} for b in bound):
                return f"the source gives the {role} as {' and '.join(bound)}, not {m['name']}"
    return ""


def _bound_names(rx: str, text: str, role: str) -> list[str]:
    """The names pattern *rx* (with ``{role}``) binds to *role* in *text*."""
    pattern = _role_pattern(rx, role)
    names: list[str] = []
    for m in pattern.finditer(text):
        names.extend(n for n in re.split(r",\s+|\s+and\s+", m["names"]) if n)
    return names


@lru_cache(maxsize=512)
def _role_pattern(rx: str, role: str) -> re.Pattern[str]:
    """*rx* with *role* put in its ``{role}``, compiled once per role."""
    return re.compile(rx.replace("{role}", re.escape(role)))


# "names Henry Blewitt as vicar", "Bill Orme acted as Pilbeam's bottle-holder": a
# name and the role the claim gives it.
_NAME = r"(?:[A-Z][\w'-]+\s+){0,2}[A-Z][\w'-]+"
_NAME_AS_ROLE = re.compile(
    rf"\b(?P<name>{_NAME})(?:\s+(?:acted|served|stood|worked))?\s+as\s+"
    r"(?:(?:the|its|his|her|their)\s+|[A-Z][\w'-]+'s\s+)?(?P<role>[a-z][a-z-]+)\b"
)
# Where a sentence binds a role to names: "the vicar, Edwin Rowse", "the
# churchwardens, Henry Blewitt and Amos Penrose", "the bottle-holder Jacob
# Frith", "the lord as Sir Walter Marchbank", "Edwin Rowse as vicar".
_NAMES = rf"(?P<names>{_NAME}(?:(?:,\s+|\s+and\s+){_NAME})*)"
_ROLE_BINDINGS = (
    r"\b[Tt]he\s+{role},\s+" + _NAMES,
    r"\b[Tt]he\s+{role}\s+" + _NAMES,
    r"\b[Tt]he\s+{role}\s+as\s+" + _NAMES,
    _NAMES + r"\s+as\s+(?:the\s+)?{role}\b",
)


def _materials_traded(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """Two things the claim says are made of each other's stuff, or ''.

    "built of brick on a timber plinth" against "built of timber on a brick
    plinth"; "a round stone building with a conical brick roof" against "a
    round building of brick with a conical stone roof"; "flint blocks faced
    with chalk" against "chalk blocks faced with knapped flint". Each stuff
    is read with the word it stands before or the word before its "of"; each
    text names the other's stuff too.
    """
    mine = _made_of(info.text, info.toks)
    if not mine:
        return ""
    my_stuff = {t.low for t in info.toks if t.low in _STUFFS}
    for chunk, sent in parts:
        theirs = _made_of(chunk.text, sent.toks)
        their_stuff = {t.low for t in sent.toks if t.low in _STUFFS}
        traded = _qualifier_traded(mine, theirs, their_stuff, my_stuff)
        if traded is not None:
            _, stuff, other = traded
            return (
                f"the claim has {stuff} where the source has {other},"
                f" and {other} where it has {stuff}"
            )
    return ""


def _made_of(text: str, toks: Sequence[_Tok]) -> dict[str, str]:
    """Each word made of a stuff once ("brick plinth", "building of brick", "built of
    timber"), to the stuff; words given two stuffs are left out."""
    pairs = []
    for before, t, after in zip(toks, toks[1:], toks[2:], strict=False):
        if t.low not in _STUFFS:
            continue
        if (
            before.low == "of"
            and (k := toks.index(before)) > 0
            and toks[k - 1].flags & _CONTENT
            and not text[toks[k - 1].end : before.start].strip()
        ):
            pairs.append((toks[k - 1].key, t.low))
        elif (
            after.flags & _CONTENT
            and after.low not in _STUFFS
            and text[after.start].islower()
            and not text[t.end : after.start].strip()
        ):
            pairs.append((after.key, t.low))
    return _said_once(iter(pairs))


# What a thing is made of: words that read as a stuff before a noun or after "of".
_STUFFS = frozenset(
    """brick stone timber wood oak elm beech pine iron steel copper brass bronze zinc
    slate thatch tile flint chalk clay cob glass concrete marble granite sandstone
    limestone plaster rubble straw reed hemp jute linen wool cotton silk leather
    canvas felt pewter horn bone ivory willow hazel wicker cane""".split()
)


# "the evening's milk": a word that owns the word after it; and any owning word,
# the noun left out too ("mixed with the morning's").
_LOWER_OWNED = re.compile(r"\b(?i:the|a|an)\s+([a-z]+)['’]s\s+([a-z][a-z-]+)")
_LOWER_OWNER = re.compile(r"\b(?i:the|a|an)\s+([a-z]+)['’]s\b")


def _tally_swapped(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """The two figures of the source's "A over B by X to Y" given the other way round.

    "Johan Vasel received 2,140 votes and Duke Henryk 1,870" against "the
    assembly chose Duke Henryk of Ansbrau over the Nordmark prince Johan
    Vasel by 2,140 votes to 1,870": X is A's, Y is B's.
    """
    if len(info.quants) < 2:
        return ""
    owners = [_names_before(info.text, info.toks, q.start) for q in info.quants]
    for chunk, sent in parts:
        for m in _TALLY.finditer(chunk.text, sent.start, sent.end):
            toks = sent.toks
            over = next((i for i, t in enumerate(toks) if t.start == m.start(1)), None)
            if over is None:
                continue
            first = _names_before(chunk.text, toks, m.start(1))
            second = {
                t.key
                for t in toks[over + 1 :]
                if t.start < m.start(2) and chunk.text[t.start].isupper()
            }
            x = next((p for p in sent.quants if p.start == m.start(3)), None)
            y = next((p for p in sent.quants if p.start == m.start(4)), None)
            if not first or not second or first & second or x is None or y is None:
                continue
            if x.q.value == y.q.value:
                continue
            for q, who in zip(info.quants, owners, strict=True):
                if who & second and not who & first and q.q.value == x.q.value:
                    given = next(
                        (
                            o
                            for o, w in zip(info.quants, owners, strict=True)
                            if w & first and not w & second and o.q.value == y.q.value
                        ),
                        None,
                    )
                    if given is not None:
                        return (
                            f"the source gives {m.group(3)!r} to the first named and"
                            f" {m.group(4)!r} to the second; the claim the other way round"
                        )
    return ""


# "... Duke Henryk over the Nordmark prince Johan Vasel by 2,140 votes to 1,870"
_TALLY = re.compile(
    r"\b(over|against)\s+[^,;.]{0,60}?\b(by)\s+(\d[\d,]*(?:\.\d+)?)\s+(?:[a-z]+\s+){0,2}?to"
    r"\s+(\d[\d,]*(?:\.\d+)?)"
)


def _names_before(text: str, toks: Sequence[_Tok], at: int, reach: int = 5) -> set[str]:
    """The capitalised words among the *reach* words before offset *at*, back to the
    first that is not part of a name run ("Duke Henryk of Ansbrau")."""
    end = bisect_left(toks, at, key=_START)
    out: set[str] = set()
    for t in reversed(toks[max(0, end - reach) : end]):
        if text[t.start].isupper():
            out.add(t.key)
        elif out and t.low not in NAME_LINKS:
            break
    return out


def _unlike_moved(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """What the source's "Unlike B, which ..." says of B, said by the claim of the one
    it is set against, or ''.

    "Tetraceratops bore a single nose horn, unlike its close relative
    Centrocornis" against "Unlike its close relative Centrocornis, which bore
    a single nose horn, Tetraceratops had four horns".
    """
    mine = _UNLIKE_CLAIM.search(info.text)
    if mine is None:
        return ""
    against = {
        t.key
        for t in info.toks
        if mine.start(1) <= t.start < mine.end(1) and info.text[t.start].isupper()
    }
    main = {
        t.key for t in info.toks if t.flags & _CONTENT and not mine.start() <= t.start < mine.end()
    }
    if not against:
        return ""
    denied = sum(
        t.low in lx.NEGATIONS for t in info.toks if not mine.start() <= t.start < mine.end()
    )
    for chunk, sent in parts:
        found = _UNLIKE_SOURCE.search(chunk.text, sent.start, sent.end)
        if found is None:
            continue
        toks = sent.toks
        theirs = {t.key for t in toks if found.start(1) <= t.start < found.end(1)}
        said = {
            t.key for t in toks if t.flags & _CONTENT and found.start(2) <= t.start < found.end(2)
        }
        rest = {
            t.key for t in toks if t.flags & _CONTENT and not found.start() <= t.start < found.end()
        }
        moved = (main & said) - rest
        # (a claim that denies it of its own subject keeps the contrast: "was not
        # moved to a new line, unlike the Crab Hole wall" against "Unlike the
        # Crab Hole wall, which was rebuilt on a new line, ... never moved")
        if denied % 2 and not any(
            t.low in lx.NEGATIONS for t in toks if found.start(2) <= t.start < found.end(2)
        ):
            continue
        if against & theirs and len(moved) >= 2:
            return (
                f"the source says {found.group(2)!r} of {found.group(1)!r}, the one the claim"
                " sets its subject against"
            )
    return ""


# "Unlike its close relative Centrocornis, which bore a single nose horn, ..."
_UNLIKE_SOURCE = re.compile(r"\b[Uu]nlike\s+([^,.;]{1,80}),\s+(?:which|who)\s+([^,.;]{3,160}),")
# "..., unlike its close relative Centrocornis."
_UNLIKE_CLAIM = re.compile(r",?\s*\bunlike\s+([^,.;]{1,80})", re.IGNORECASE)


def _contrasts(text: str, toks: Sequence[_Tok]) -> list[tuple[frozenset[str], frozenset[str], str]]:
    """Each "A but not B" (or "A rather than B", "A instead of B") of *toks*: the
    content keys of the phrase on either side (back to a comma or preposition,
    on to a comma; at most three words each) and the whole as written.

    "confusingly similar for biscuits but not for fresh bread" gives
    ({biscuit}, {fresh, bread}); "cooled by air rather than river water" gives
    ({air}, {river, water}).
    """
    out = []
    for i in range(1, len(toks) - 2):
        if (toks[i].low, toks[i + 1].low) not in _CONTRAST_LINKS and not (
            # "brass valves in place of wooden ones"
            toks[i].low == "in" and toks[i + 1].low == "place" and toks[i + 2].low == "of"
        ):
            continue
        yes: list[str] = []
        k = i - 1
        if k >= 1 and toks[k].flags & _NUMBER and toks[k - 1].low in _DATED_BY:
            k -= 2  # "spend down its entire endowment by 2030 rather than ..."
        while k >= 0 and len(yes) < 3 and "," not in text[toks[k].end : toks[k + 1].start]:
            if toks[k].low in _CONTRAST_STOP:
                break
            if toks[k].flags & _CONTENT:
                yes.append(toks[k].key)
            k -= 1
        first = k + 1
        no, k = _side_set_aside(text, toks, i)
        if yes and no:
            last = min(k, len(toks) - 1)
            out.append((frozenset(yes), frozenset(no), text[toks[first].start : toks[last].end]))
    return out


def _side_set_aside(text: str, toks: Sequence[_Tok], i: int) -> tuple[list[str], int]:
    """The content keys of the side a link at ``toks[i]`` ("rather than", "but not") sets
    aside, past small words, on to punctuation (at most three), and where it stops."""
    no: list[str] = []
    k = _aside_start(toks, i)
    while k < len(toks) and len(no) < 3:
        if toks[k].flags & _CONTENT:
            no.append(toks[k].key)
        if k + 1 < len(toks) and text[toks[k].end : toks[k + 1].start].strip():
            break
        k += 1
    return no, k


def _aside_start(toks: Sequence[_Tok], i: int) -> int:
    """Where the side a two-word link at ``toks[i]`` sets aside starts, past small words
    ("rather than by the clinker process": "clinker")."""
    k = i + 2
    while k < len(toks) and toks[k].low in _PREFERENCE_SKIP:
        k += 1
    return k


# A claim's ", not" before what it sets aside: "came from the rate, not from gifts".
_COMMA_NOT = re.compile(r",\s+not\s+(?=\w)")
_PREFERENCE_LINKS = "rather than|instead of|but not"
_PREFERENCE_HINT = re.compile(rf"\b(?:{_PREFERENCE_LINKS})\b", re.IGNORECASE)
# The links whose sides a claim may turn round: those and "in place of".
_REVERSIBLE_HINT = re.compile(rf"\b(?:{_PREFERENCE_LINKS}|in place of)\b", re.IGNORECASE)
# Words passed over after "rather than": "rather than by the clinker process".
_PREFERENCE_SKIP = frozenset(
    "the a an its their his her by to in on at from through with as being".split()
)
# Words a "but not" contrast's first side does not reach back past.
_CONTRAST_STOP = _PREFERENCE_SKIP | frozenset(
    "for of about under into within over than that which who whom".split()
)


def _preferences(text: str, toks: Sequence[_Tok]) -> list[tuple[tuple[str, str], tuple[str, str]]]:
    """Each "A rather than B" / "A instead of B" of *toks*: the content words on either
    side (key and as written)."""
    out = []
    for i in range(1, len(toks) - 2):
        if not (
            (toks[i].low == "rather" and toks[i + 1].low == "than")
            or (toks[i].low == "instead" and toks[i + 1].low == "of")
        ):
            continue
        before = next((t for t in reversed(toks[:i]) if t.flags & _CONTENT), None)
        k = i + 2
        while k < len(toks) and toks[k].low in _PREFERENCE_SKIP:
            k += 1
        if before is None or k >= len(toks) or not toks[k].flags & _CONTENT:
            continue
        out.append(((before.key, before.low), (toks[k].key, toks[k].low)))
    return out


_SET_ASIDE_LINKS = frozenset({("rather", "than"), ("instead", "of")})
# A date a side of a contrast ends with: "by 2030", "in 2019".
_DATED_BY = frozenset({"by", "in", "until", "from", "before", "after"})
_CONTRAST_LINKS = _SET_ASIDE_LINKS | {("but", "not")}


def _action_set_aside(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """The claim doing what a sentence says is not done ("rather than brewing"), or ''.

    "Van Daele brews its own lambic and ages it in oak casks" against "Rather
    than brewing, it buys young lambic from four breweries and ages it in oak
    casks": the only brewing the sentence names is the one set aside. The
    claim states the verb itself (not "brewing") and no contrast or
    negation of its own; no other cited sentence names the verb.
    """
    if info.neg or _PREFERENCE_HINT.search(info.text):
        return ""
    hinted = [
        sent for chunk, sent in parts if _PREFERENCE_HINT.search(chunk.text, sent.start, sent.end)
    ]
    if not hinted:
        return ""
    mine = {t.key: t for t in info.toks if t.flags & _CONTENT and not t.low.endswith("ing")}
    for sent in hinted:
        stoks = sent.toks
        for i in range(len(stoks) - 2):
            a, b, g = stoks[i], stoks[i + 1], stoks[i + 2]
            if (a.low, b.low) not in _SET_ASIDE_LINKS:
                continue
            said = mine.get(g.key)
            if (
                said is None
                # (or a participle: "slowed to 1Mbps ... rather than charged extra")
                or not g.low.endswith(("ing", "ed"))
                or not g.flags & _CONTENT
                or any(u.key == g.key for u in stoks if u is not g)
                or any(g.key in other.keys for _, other in parts if other is not sent)
            ):
                continue
            return f"the claim says {said.low!r} where the source has '{a.low} {b.low} {g.low}'"
    return ""


def _kept_back(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """What the source says was kept back, told as part of the deal, or ''.

    "sold the Nordlicht Company the rights for the home market" against
    "sold the manufacturing rights to the Nordlicht Company in 1912 ...,
    keeping the rights for the home market". The words the sentence names
    only after "keeping" (or "retaining", "reserving", "withholding") are in
    the claim, which says nothing of keeping and denies nothing. (Another
    sentence joined may lend a name, but none of those words.)
    """
    if info.neg:
        return ""
    for chunk, sent in parts:
        found = _kept_in(info, chunk.text, sent, [s for _, s in parts if s is not sent])
        if found:
            return found
    return ""


def _kept_in(info: _ClaimInfo, text: str, sent: _Sent, others: list[_Sent]) -> str:
    """``_kept_back`` in one sentence, *others* joined to it."""
    stoks = sent.toks
    lent = {k for s in others for k in s.keys}
    for i, t in enumerate(stoks):
        if not (
            (t.low in _KEEPING and text[max(sent.start, t.start - 2) : t.start] == ", ")
            # "sold the Velvet Bar brand to Corrigan Foods ... but kept its
            # boxed assortments"
            or (t.low in _KEPT and i and stoks[i - 1].low == "but")
        ):
            continue
        if t.key in info.keys:
            return ""
        end = next(
            (
                j
                for j in range(i + 1, len(stoks))
                if _GAP_BREAK.search(text, stoks[j - 1].end, stoks[j].start)
            ),
            len(stoks),
        )
        inside = [u for u in stoks[i + 1 : end] if u.flags & _CONTENT]
        outside = {u.key for u in stoks[:i] + stoks[end:] if u.flags & _CONTENT} | lent
        only_kept = [u for u in inside if u.key not in outside]
        if (
            len(only_kept) >= 2
            and inside[-1] in only_kept
            and all(u.key in info.keys for u in only_kept)
        ):
            said = " ".join(u.low for u in only_kept)
            return (
                f"the claim gives '{said}' as part of the deal; the source has it kept ('{t.low}')"
            )
    return ""


_KEEPING = frozenset({"keeping", "retaining", "reserving", "withholding"})
_KEPT = frozenset({"kept", "retained", "reserved", "withheld"})


def _refused_done(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """What a sentence leaves out (", but not ...") or says was refused ("refused to
    ..."), told by the claim as done, or ''.

    "bought Kitto's tools, his tricycle and his stock of 14 second-hand pianos"
    against "bought Kitto's tools and his tricycle for £6, but not the stock of
    14 second-hand pianos, which went to the auction rooms"; "taught the new
    English country dances" against "but refused on principle to teach the new
    English country dances". The claim names words found only in the part left
    out (half of them or more, and two; after "refused to", one, and its verb
    and the word after it), and nothing of what the sentence says after it; it
    refuses nothing else and denies nothing else. A name the sentence gives
    before the link is in the claim.
    """
    links = [
        (chunk, sent, m)
        for chunk, sent in parts
        for m in _REFUSAL.finditer(chunk.text, sent.start, sent.end)
    ]
    if not links:
        return ""
    own = [
        (m.start(), _left_out_end(info.text, m, len(info.text)))
        for m in _REFUSAL.finditer(info.text)
    ]
    free = [t for t in info.toks if not any(a <= t.start < e for a, e in own)]
    if info.neg > len(own) or any(t.low.startswith(_REFUSAL_STEMS) for t in free):
        return ""
    said = {t.key for t in free if t.flags & _CONTENT}
    for chunk, sent, m in links:
        found = _refused_in(info, said, chunk.text, sent, m)
        if found:
            return found
    return ""


def _refused_in(info: _ClaimInfo, said: set[str], text: str, sent: _Sent, m: re.Match[str]) -> str:
    """``_refused_done`` for the link *m* of one sentence."""
    refusal = "not" not in m[0].lower()
    end = _left_out_end(text, m, sent.end)
    stoks = sent.toks
    inside = [t for t in stoks if m.end() <= t.start < end]
    if not inside or inside[0].low in _LEFT_OUT_FIRST:
        return ""
    before = [t for t in stoks if t.start < m.start()]
    if refusal and any(t.flags & _NUMBER for t in before[-3:]):
        return ""  # "Twenty-nine of the children refused to give any name": some did
    before_keys = {t.key for t in before if t.flags & _CONTENT}
    after_keys = {t.key for t in stoks if t.start >= end and t.flags & _CONTENT}
    words = [t for t in inside if t.flags & _CONTENT]
    only = {t.key for t in words} - before_keys - after_keys
    hit = said & only
    if (
        len(hit) < (1 if refusal else 2)
        or 2 * len(hit) < len(only)
        or (refusal and not (len(words) > 1 and {words[0].key, words[1].key} <= said))
        or not said & before_keys
        or (said - {t.key for t in inside}) & (after_keys - before_keys)
        or not _name_kept(text, before, info.keys)
    ):
        return ""
    left = text[inside[0].start : inside[-1].end]
    return f"the claim has {left!r} done; the source, '{m[0].strip(' ,')}' it"


def _left_out_end(text: str, m: re.Match[str], hi: int) -> int:
    """Where the part a link of ``_REFUSAL`` leaves out ends: at the clause's edge,
    and after "refused to" at the next "and" as well ("refused to pay and was
    presented")."""
    return edge_or_end(CLAUSE_EDGE if "not" in m[0].lower() else ITEM_BREAK, text, m.end(), hi)


def _name_kept(text: str, toks: Sequence[_Tok], keys: frozenset[str]) -> bool:
    """Whether the claim (*keys*) has one whole name of *toks* (runs of capitalised
    words after the first), or *toks* name no one."""
    runs: list[list[str]] = []
    for i, t in enumerate(toks):
        if i and t.flags & _CAP and t.flags & _CONTENT:
            if runs and toks[i - 1].flags & _CAP and toks[i - 1] is not toks[0]:
                runs[-1].append(t.key)
            else:
                runs.append([t.key])
    return not runs or any(set(run) <= keys for run in runs)


# ", but not the stock of pianos"; "(but) refused (on principle) to teach".
_REFUSAL = re.compile(
    r",\s+but\s+not\s+|\b(?:refused|declined)\s+(?:on\s+principle\s+)?to\s+", re.IGNORECASE
)
_REFUSAL_STEMS = ("refus", "declin")
# First words of a part left out that bound or grade it rather than name it
# ("but not all", "but not until 1879").
_LEFT_OUT_FIRST = frozenset(
    "all every always only necessarily limited least both quite yet until even just much many"
    " more before after so as".split()
)


def _name_after_preposition(
    info: _ClaimInfo, part: tuple[Chunk, _Sent], keys: frozenset[str]
) -> str:
    """A claim name after "WORD PREPOSITION" where the source has another name, or ''.

    "Corvex opened a factory in Texas" against "Corvex opened a factory in
    Ohio and an office in Texas"; "The film was directed by Lena Voss"
    against "The film, produced by Lena Voss, was directed by Arne Holm".
    A plural noun naming a group counts like a name: "free for students"
    against "free for teachers and costs $5 a month for students". The
    claim's word must be elsewhere in the cited text (*keys*), and the other
    must not open a list ("a factory in Ohio and Texas", "teachers and
    students"). A name may stand past a few words that describe it: "worked
    with the muralist Nandalal Sengupta", "descends from the older Palvic
    script".
    """
    chunk, sent = part
    text, toks = info.text, info.toks
    stext, stoks = chunk.text, sent.toks
    elided = _elided_keys(sent.text, sent.start, sent.end)
    for k in range(2, len(toks)):
        lead, prep, head = toks[k], toks[k - 1], toks[k - 2]
        at = _slot_filler(text, toks, k)  # "for The Hollowing", "from the Miru script"
        if at < 0:
            continue
        t = toks[at]
        if (
            prep.low not in _SLOT_PREPOSITIONS
            or not _slot_word(text, t)
            # "returned in 1997 under manager Kevin Doyle": a year may head the slot
            or not (head.flags & _CONTENT or _YEAR.fullmatch(head.low))
            or t.key not in keys
            or text[head.end : lead.start].split() != [text[prep.start : prep.end]]
            # The claim's own slot is in the source too ("revenue in Canada
            # doubled, while revenue in Mexico was flat"), or its name after
            # the preposition with the verb left out.
            or any(
                stoks[j].key == t.key
                and stoks[j - 1].low == prep.low
                and (stoks[j - 2].key == head.key or stoks[j].key in elided)
                for j in range(2, len(stoks))
            )
            or any(
                stoks[j - 1].low == prep.low
                and stoks[j - 2].key == head.key
                and (f := _slot_filler(stext, stoks, j, described=True, article_only=True)) >= 0
                and stoks[f].key == t.key
                for j in range(2, len(stoks))
            )
        ):
            continue
        for i in range(2, len(stoks)):
            if stoks[i - 1].low != prep.low or _head_before(stoks, sent.quants, i - 2) != head.key:
                continue
            f = _slot_filler(stext, stoks, i, described=True, article_only=lead.low == "the")
            if f < 0:
                continue
            u = stoks[f]
            if (
                u.flags & _CONTENT
                and u.key != t.key
                # The other name is not the claim's, or the claim puts it in
                # another slot ("move from Ashcombe to Dunley" against "move
                # from Dunley to ... Ashcombe").
                and (
                    u.key not in info.keys
                    or _after_other_preposition(toks, u.key, prep.low, head.key)
                )
                and _slot_word(stext, u)
                and stext[u.start].isupper() == text[t.start].isupper()
                and not _in_figure(u, sent.quants)
                and not _opens_list(stext, stoks, f)
                # "by American artists Beyoncé and Jay-Z": a word before the name
                and t.key not in {v.key for v in stoks[i + 1 : f + 4]}
            ):
                return f"the source names {u.low!r} where the claim names {t.low!r}"
    return ""


def _days_outside(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim's span of weekdays or months that takes in one the sentence's own spans leave
    out, the claim's other words all the sentence's (or, for names, another sentence's,
    when no span of the chunk takes the claim's in), or ''.

    "The reading room at Marrick is open Monday to Friday" against "The
    reading room at Marrick Library opens Tuesday to Friday from 10:00 to
    16:00": Monday is outside the days the sentence gives ("open April to
    October" against "May to September" alike). Only spans count ("Tuesday
    to Friday"); a single day may be one of several. (Where the
    claim has other words, ``_named_range_moved`` leaves it unsupported.)
    """
    mine = _day_spans(info.text, 0, len(info.text))
    if not mine:
        return ""
    words = [
        t
        for t in info.toks
        if t.flags & _CONTENT and t.low not in _SPAN_NAMES and t.low not in _SPAN_LINKS
    ]
    keys = {t.key for t in words}
    names = {t.key for t in words if info.text[t.start].isupper() and t.start > 0}
    for chunk, sent in parts:
        theirs = _day_spans(chunk.text, sent.start, sent.end)
        if not theirs:
            continue
        lent = keys - sent.keys
        if lent:
            # A name another sentence of the chunk gives ("Sunday opening at
            # Upton Lacy" against "The Friends of Upton Lacy Library ... funded
            # Sunday opening between October and March"), where no sentence of
            # the chunk gives the claim's days.
            if not lent <= names or not lent <= _analyze_chunk(chunk.text).index.keys():
                continue
            theirs = _day_spans(chunk.text, 0, len(chunk.text))
        covered = frozenset().union(*(days for days, _ in theirs))
        for days, said in mine:
            if not days <= covered:
                return f"the claim has {said!r}; the source, " + " and ".join(
                    repr(t) for _, t in theirs
                )
    return ""


def _day_spans(text: str, start: int, end: int) -> list[tuple[frozenset[int], str]]:
    """Each span of weekdays or months of ``text[start:end]`` ("Tuesday to Friday", "May to
    September"), as the days (Monday 0) or months (January 100) it takes in, with its words."""
    out = []
    found = list(_named_ranges(text, start, end))
    found += [(m[1].lower(), m[2].lower(), m[0]) for m in _BETWEEN_NAMES.finditer(text, start, end)]
    for a, b, said in found:
        for index, n in ((_DAY_INDEX, 7), (_MONTH_INDEX, 12)):
            first, last = index.get(a), index.get(b)
            if first is not None and last is not None and first != last:
                span = frozenset(
                    (first + k) % n + (n == 12) * 100 for k in range((last - first) % n + 1)
                )
                out.append((span, said))
    return out


_DAY_INDEX = {d: k for k, d in enumerate(lx.DAYS)}
# "between October and March", "between Monday and Thursday".
_BETWEEN_NAMES = re.compile(rf"\bbetween {_CALENDAR_END} and {_CALENDAR_END}\b", re.IGNORECASE)
_SPAN_NAMES = lx.CALENDAR_WORDS | frozenset(d + "s" for d in lx.DAYS)
# Words that tie a time to its span: "until 22:00 from Monday to Saturday".
_SPAN_LINKS = frozenset("until till through from between".split())


def _origin_was_goal(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim's move "from A to B" where the sentence has the same move go "to" A, or ''.

    "Everett Brisco moved the editorial offices from the state capital,
    Lannet, to Oriel Falls" against "Everett took charge in 1919 and moved the
    editorial offices to the state capital, Lannet": Lannet is where the
    offices went, not where they came from. The words before the claim's
    "from" and the sentence's "to" must share one in lower case (the verb or
    what moved), and the sentence must not say where the move came from
    (``_route_reversed`` reads that).
    """
    if "from" not in info.lows:
        return ""
    # (A side that opens with a figure is a level, no place: "grew from 12 pits to 64".)
    mine = [r for r in _routes(info.text, info.toks) if not _FROM_FIGURE.match(r[3])]
    if not mine:
        mine = _lone_origins(info)
    if not mine:
        return ""
    # The claim's lower-case words right before each "from": what moves, and how.
    leads = []
    for _, _, _, said in mine:
        at = bisect_left(info.toks, info.text.find(said), key=_START)
        leads.append(
            {
                t.key
                for t in info.toks[max(0, at - 6) : at]
                if t.flags & _CONTENT and info.text[t.start].islower()
            }
        )
    for chunk, sent in parts:
        stext, stoks = chunk.text, sent.toks
        if any(u.low == "from" for u in stoks):
            continue
        for k, u in enumerate(stoks):
            if u.low != "to" or k == 0:
                continue
            end = _goal_end(stext, stoks, k + 1)
            if _THENCE.match(stext, stoks[end - 1].end):
                continue  # "taken only to Cranmore Arms station, whence the beasts went"
            went = {v.key for v in stoks[k + 1 : end]}
            lead = {v.key for v in stoks[max(0, k - 6) : k] if stext[v.start].islower()}
            for (a, b, _, said), mover in zip(mine, leads, strict=True):
                # (all of what moves, as the claim says it, is in the chunk; and
                # no other "to" of the sentence has the claim's move, as in
                # "reopened Pencarrow to Bosvean Road in 1987 and Bosvean Road
                # to Carn Hollow in 1999")
                if (
                    a <= went
                    and not _told_as_span(stext, stoks, a, b)
                    and not b & went
                    and mover & lead
                    and (mover <= sent.keys or mover <= _analyze_chunk(stext).index.keys())
                    and not _route_told(stext, a, b)
                ):
                    where = stext[stoks[k + 1].start : stoks[end - 1].end]
                    return f"the source has it go to {where!r}; the claim has it {said!r}"
    return ""


def _route_told(text: str, a: frozenset[str], b: frozenset[str]) -> bool:
    """Whether a sentence of chunk *text* tells the move from *a* to *b* itself.

    "Of the 90 shillings a party paid to post from Elmstead to Thorsby"
    against "A party going the 60 miles from Elmstead to Thorsby by post ...
    paid 90 shillings" and, later, "charged Lord Ambry 40 pounds for posting
    his household to Elmstead": the claim's move is the one the chunk tells.
    """
    return any(
        a <= mine and b <= theirs
        for sent in _analyze_chunk(text).sents
        if "from" in text[sent.start : sent.end]
        for mine, theirs, _, _ in _routes(text, sent.toks)
    )


# A goal that is where the next move starts: "to Cranmore Arms station, 38 miles,
# whence".
_THENCE = re.compile(r"(?:\s*,[^,.;]{0,30})?,?\s*(?:whence|thence|from where)\b", re.IGNORECASE)
_FROM_FIGURE = re.compile(
    rf"from\s+(?:[£$€]?\d|(?:{'|'.join(qty.SMALL_NUMBER_WORDS)})\b)", re.IGNORECASE
)


def _spread_reversed(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A place the claim has a fire or outbreak begin in, where the sentence has it spread
    to that place from another, or ''.

    "The explosion started in the packing house and spread to the stove and the
    glazing house" against "began in the glazing house ... and spread to the
    stove and the adjoining packing house".
    """
    began = _BEGAN_IN.search(info.text)
    if began is None:
        return ""
    origin = _span_keys(info.toks, began.start(1), began.end(1))
    for chunk, sent in parts:
        theirs = _BEGAN_IN.search(chunk.text, sent.start, sent.end)
        spread = _SPREAD_TO.search(chunk.text, sent.start, sent.end)
        if theirs is None or spread is None:
            continue
        moved = origin & (
            _span_keys(sent.toks, spread.start(1), spread.end(1))
            - _span_keys(sent.toks, theirs.start(1), theirs.end(1))
        )
        if moved:
            return (
                f"the source has it begin in {theirs[1]!r} and spread to {spread[1]!r};"
                f" the claim has it begin in {began[1]!r}"
            )
    return ""


_BEGAN_IN = re.compile(
    r"\b(?:began|begun|begins|started|starts|broke out|originated)\s+(?:in|at)\s+"
    r"([^,;.]+?)(?=\s+(?:and|where|which|when|before|after|but)\b|[,;.]|$)",
    re.IGNORECASE,
)
_SPREAD_TO = re.compile(r"\bspread(?:s|ing)?\s+(?:to|into|through)\s+([^;.]+)", re.IGNORECASE)


def _lone_origins(
    info: _ClaimInfo,
) -> list[tuple[frozenset[str], frozenset[str], frozenset[str], str]]:
    """Each "from A" of a verb of moving that the claim gives no "to" ("moved its smelting
    there from the Alderside mill"), in the shape of ``_routes``'s moves, with no goal."""
    toks = info.toks
    if info.lows.isdisjoint(_MOVING) or "to" in info.lows:
        return []
    found: list[tuple[frozenset[str], frozenset[str], frozenset[str], str]] = []
    for i, t in enumerate(toks):
        if t.low != "from" or not any(u.low in _MOVING for u in toks[max(0, i - 6) : i]):
            continue
        k = _side_end(info.text, toks, i)
        side = _route_side(toks[i + 1 : k])
        if side and k > i + 1:
            found.append((side, frozenset(), frozenset(), info.text[t.start : toks[k - 1].end]))
    return found


# Verbs of moving a thing from one place to another.
_MOVING = frozenset(
    "move moved moves moving transfer transferred transfers shift shifted shifts relocate "
    "relocated relocates remove removed removes".split()
)


def _told_as_span(text: str, toks: Sequence[_Tok], a: frozenset[str], b: frozenset[str]) -> bool:
    """Whether some "to" of *toks* has the words *a* just before it and *b* after it."""
    for k, u in enumerate(toks):
        if u.low == "to" and k > 0:
            before = {v.key for v in toks[max(0, k - 6) : k]}
            if a <= before and b <= {v.key for v in toks[k + 1 : _goal_end(text, toks, k + 1)]}:
                return True
    return False


# What ends the phrase after a "to": a route's ends, and "along with", "as", ...
_GOAL_ENDS = _ROUTE_ENDS | {"along", "alongside", "together", "as", "because", "since"}


def _goal_end(text: str, toks: Sequence[_Tok], i: int) -> int:
    """The index after the phrase that opens at ``toks[i]`` after "to": up to ten words,
    over a comma before a name ("the state capital, Lannet"), to other punctuation or
    a word that ends a route or a goal (``_GOAL_ENDS``)."""
    end = i
    while end < min(len(toks), i + 10) and toks[end].low not in _GOAL_ENDS:
        if end > i:
            gap = text[toks[end - 1].end : toks[end].start].strip()
            if gap and not (gap == "," and text[toks[end].start].isupper()):
                break
        end += 1
    return end


def _relative_flipped(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A name's relative clause whose verb the sentence's clause about that name turns to
    its opposite, or ''.

    "Benthos's CPI, which includes owner occupiers' housing costs" against
    "... compared with 2.7% for the consumer price index (CPI), which excludes
    them": another sentence word ("including", said of the CPIH) may lend the
    claim its verb, but of the CPI the source says the opposite.
    """
    mine = _relative_verbs(info.text, info.toks)
    if not mine:
        return ""
    for chunk, sent in parts:
        for name, verb in _relative_verbs(chunk.text, sent.toks):
            for my_name, my_verb in mine:
                if name.key == my_name.key and verb.key in _ANTONYMS.get(my_verb.key, ()):
                    said = chunk.text[name.start : name.end]
                    return (
                        f"the source says {said!r}, which {verb.low}; the claim, which"
                        f" {my_verb.low}"
                    )
    return ""


def _relative_verbs(text: str, toks: Sequence[_Tok]) -> list[tuple[_Tok, _Tok]]:
    """Each name followed by ", which VERB" or ", who VERB" (past a bracketed short form:
    "the consumer price index (CPI), which excludes"), with the verb."""
    out = []
    for i in range(1, len(toks) - 1):
        if toks[i].low not in _DOER_RELATIVES:
            continue
        gap = text[toks[i - 1].end : toks[i].start]
        if gap.strip() not in (",", "),"):
            continue
        name, verb = toks[i - 1], toks[i + 1]
        if _is_named(name, text) and verb.flags & _CONTENT and text[verb.start].islower():
            out.append((name, verb))
    return out


def _order_turned(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim that a name ordered from another where the sentence has it win an order
    from that other, or ''.

    "Aldmoor Yards has ordered two hybrid ferries worth £210 million from
    Caledon Line" against "Shipbuilder Aldmoor Yards has won a £210 million
    order from ferry operator Caledon Line for two hybrid ferries": Caledon
    Line ordered them from Aldmoor.
    """
    toks, text = info.toks, info.text
    at = next((i for i, t in enumerate(toks) if t.low == "ordered"), -1)
    if at < 1 or (not _is_named(toks[at - 1], text) and toks[at - 1].low not in _HAVE_FORMS):
        return ""
    buyer = {t.key for t in toks[:at] if _is_named(t, text)}
    seller = next(
        (
            {u.key for u in toks[k + 1 : _name_run_end(text, toks, k + 1)]}
            for k in range(at + 1, len(toks) - 1)
            if toks[k].low == "from"
        ),
        set(),
    )
    if not buyer or not seller:
        return ""
    for chunk, sent in parts:
        stext, stoks = chunk.text, sent.toks
        for i, t in enumerate(stoks):
            if t.low not in ("order", "orders", "contract") or i < 2:
                continue
            won = next(
                (k for k in range(i - 1, max(-1, i - 7), -1) if stoks[k].low in _WON_ORDER),
                -1,
            )
            if won < 0 or not buyer & {u.key for u in stoks[:won]}:
                continue
            after = stoks[i + 1 : i + 8]
            if any(u.low == "from" for u in after) and seller & {u.key for u in after}:
                return (
                    f"the source says {stext[stoks[won].start : t.end]!r} from the one the"
                    " claim has it order from"
                )
    return ""


_WON_ORDER = frozenset({"won", "wins", "win", "received", "secured", "landed", "awarded"})
_HAVE_FORMS = frozenset({"has", "have", "had"})


def _verb_slot_replaced(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A name the claim puts after its verb's "to" or "from" where the source's same
    verb has another name there, or ''.

    "The authority has awarded the 10-year Eastline tram contract to the
    current operator, Kestral Transit" against "The authority has awarded a
    10-year contract to run the Eastline tram network to Metrovia, which
    outbid the current operator, Kestral Transit": what stands between the
    verb and its "to" differs, so ``_name_after_preposition`` (which pairs
    "WORD to") cannot see it. The verb is said once in each, the slot lies in
    the verb's own clause (no punctuation before it) and the source's name is
    not the claim's and opens no list.
    """
    if len(parts) != 1 or info.lows.isdisjoint(_VERB_SLOTS):
        return ""
    chunk, sent = parts[0]
    text, toks = info.text, info.toks
    if not any(
        t.low in _VERB_SLOTS and _slot_name(text, toks, j, info.quants) >= 0
        for j, t in enumerate(toks[:-1])
    ):
        return ""  # no name after the claim's "to" or "from"
    stext, stoks = chunk.text, sent.toks
    for k, verb in enumerate(toks):
        if not verb.flags & _CONTENT or not text[verb.start].islower():
            continue
        mine = _verb_slot(text, toks, k, info.quants)
        if mine is None:
            continue
        prep, at = mine
        t = toks[at]
        found = [i for i, u in enumerate(stoks) if u.key == verb.key]
        if len(found) != 1 or sum(u.key == verb.key for u in toks) != 1:
            continue
        theirs = _verb_slot(stext, stoks, found[0], sent.quants, prep)
        if theirs is None:
            continue
        u = stoks[theirs[1]]
        if (
            u.key != t.key
            and all(u.key != x.key for x in toks)
            and t.key in sent.keys
            and stext[u.start].isupper()
            and text[t.start].isupper()
            and not _opens_list(stext, stoks, theirs[1])
            # "to Ruth Okonjo's novel 'The Salt Road'", "from Norway's Magnus
            # Berg": an owner before the claim's name
            and not any(
                ends_possessive(stext, v)
                for v in stoks[theirs[1] : _name_run_end(stext, stoks, theirs[1])]
            )
            # "to the dealer Charles Nunn" against "to Nunn": the claim's name is
            # the end of the source's
            and not _name_ends(
                [v.key for v in toks[at : _name_run_end(text, toks, at)]],
                [v.key for v in stoks[theirs[1] : _name_run_end(stext, stoks, theirs[1])]],
            )
        ):
            return f"the source names {u.low!r} where the claim names {t.low!r}"
    return ""


def _name_ends(mine: list[str], theirs: list[str]) -> bool:
    """Whether the keys of a name are the last of a longer name's ("Nunn" of "Charles
    Nunn")."""
    return 0 < len(mine) < len(theirs) and theirs[-len(mine) :] == mine


def _verb_slot(
    text: str, toks: Sequence[_Tok], k: int, quants: Sequence[Amount], prep: str = ""
) -> tuple[str, int] | None:
    """The first "to" or "from" (or *prep*) within eight words after the verb at
    ``toks[k]``, in its clause, that a name fills: the preposition and the name's index.
    A name set beside a description after a comma counts ("to the current operator,
    Kestral Transit")."""
    for j in range(k + 1, min(k + 10, len(toks) - 1)):
        if text[toks[j - 1].end : toks[j].start].strip():
            return None
        low = toks[j].low
        if low not in ({prep} if prep else _VERB_SLOTS):
            continue
        at = _slot_name(text, toks, j, quants)
        if at >= 0:
            return low, at
    return None


def _slot_name(text: str, toks: Sequence[_Tok], j: int, quants: Sequence[Amount]) -> int:
    """Index of the name that fills the slot the preposition at ``toks[j]`` opens, or -1."""
    nxt = toks[j + 1]
    if nxt.low not in _BARE_ARTICLES and not text[nxt.start].isupper():
        return -1  # "agreed to buy Solna": a verb's "to"
    at = _slot_filler(text, toks, j + 1, described=True)
    if at < 0:
        at = _name_after_description(text, toks, j + 1)
    if at >= 0 and text[toks[at].start].isupper() and not _in_figure(toks[at], quants):
        return at
    return -1


def _name_after_description(text: str, toks: Sequence[_Tok], i: int) -> int:
    """Where a name stands that follows, after a comma, an article and up to three
    lower-case words at ``toks[i]`` ("the current operator, Kestral Transit"), or -1."""
    if i >= len(toks) or toks[i].low not in _BARE_ARTICLES:
        return -1
    for k in range(i + 1, min(i + 4, len(toks) - 1)):
        tok = toks[k]
        if not text[tok.start].islower() or not tok.flags & _CONTENT:
            return -1
        gap = text[tok.end : toks[k + 1].start]
        if gap == ", ":
            return k + 1 if _is_named(toks[k + 1], text) else -1
        if gap != " ":
            return -1
    return -1


# The prepositions after a verb that name who a thing goes to or comes from.
_VERB_SLOTS = frozenset({"to", "from"})


def _head_before(toks: Sequence[_Tok], quants: Sequence[Amount], k: int) -> str:
    """The key of ``toks[k]``, or of the word before a span of time that ends there:
    "worked for nine years at" gives "worked" its slot after "at"."""
    j = k
    while j > 0 and k - j < 4 and _in_figure(toks[j], quants):
        j -= 1
    if j < k and j > 0 and toks[j].low == "for":
        return toks[j - 1].key
    return toks[k].key


def _past_title_article(text: str, toks: Sequence[_Tok], k: int) -> _Tok:
    """``toks[k]``, or the word after it when it is a title's own capitalised "The"."""
    if toks[k].low == "the" and text[toks[k].start] == "T" and k + 1 < len(toks):
        return toks[k + 1]
    return toks[k]


def _after_other_preposition(toks: Sequence[_Tok], key: str, prep: str, head: str) -> bool:
    """Whether the word of *key* follows a slot other than "*head* *prep*" in *toks*.

    "from Ashcombe" is another slot than "to Dunley", and "started in
    Groningen" another than "finished in Utrecht".
    """
    if any(
        c.key == key and b.low in _SLOT_PREPOSITIONS and (b.low != prep or a.key != head)
        for a, b, c in zip(toks, toks[1:], toks[2:], strict=False)
    ):
        return True
    # "moved to his father Marek's group": past a few words that describe it.
    for j, c in enumerate(toks):
        if c.key != key:
            continue
        k = j - 1
        while k > j - 4 and k > 0 and toks[k].low in _RELATION_WORDS:
            k -= 1
        if (
            0 < k < j - 1
            and toks[k].low in _SLOT_PREPOSITIONS
            and (toks[k].low != prep or toks[k - 1].key != head)
        ):
            return True
    return False


def _other_role(info: _ClaimInfo, part: tuple[Chunk, _Sent]) -> str:
    """The claim's "VERB as X" where the source has "VERB as Y", or ''.

    "Tomas Reyes will serve as chief executive" against "Pennick's chief
    executive, Tomas Reyes, will serve as chairman": the claim's word is in
    the sentence, but what it says he serves as is another.
    """
    chunk, sent = part
    ctoks, stoks = info.toks, sent.toks
    for k in range(1, len(ctoks) - 1):
        if ctoks[k].low != "as" or not ctoks[k - 1].flags & _CONTENT:
            continue
        t = _after_determiners(ctoks, k + 1)
        if t is None or t.key not in sent.keys:
            continue
        for i in range(1, len(stoks) - 1):
            if stoks[i].low != "as" or stoks[i - 1].key != ctoks[k - 1].key:
                continue
            u = _after_determiners(stoks, i + 1)
            if (
                u is not None
                and u.key != t.key
                and u.key not in info.keys
                and not _in_figure(u, sent.quants)
                and not _opens_list(chunk.text, stoks, stoks.index(u))
            ):
                verb = ctoks[k - 1].low
                return f"the source has '{verb} as {u.low}' where the claim has '{verb} as {t.low}'"
    return ""


def _after_determiners(toks: Sequence[_Tok], i: int) -> _Tok | None:
    """The first content word from ``toks[i]`` on, past determiners, or None."""
    while i < len(toks) and toks[i].low in _DETERMINERS:
        i += 1
    return toks[i] if i < len(toks) and toks[i].flags & _CONTENT else None


@lru_cache(maxsize=4096)
def _elided_keys(text: str, start: int, end: int) -> frozenset[str]:
    """Words of a sentence that follow a preposition with the verb left out.

    "released in North America on 28 January and in Australia on 30 January":
    Australia stands after "and in", the verb "released" understood.
    """
    toks = _sentence_tokens(text, start, end)
    return frozenset(
        toks[j].key
        for j in range(2, len(toks))
        if toks[j - 2].low in _LIST_LINKS or text[toks[j - 2].end : toks[j - 1].start].strip()
    )


def _set_off_name_ends(text: str, toks: Sequence[_Tok], k: int) -> bool:
    """Whether the name run from ``toks[k]`` ends at a comma or at the end of its
    sentence: "his father, Marek, until", "his deputy, Louis Garnier."."""
    end = _name_run_end(text, toks, k) - 1
    after = text[toks[end].end : toks[end].end + 1]
    return after == "," or (end == len(toks) - 1 and after in (".", ""))


def _slot_filler(
    text: str,
    toks: Sequence[_Tok],
    i: int,
    described: bool = False,
    reach: int = 4,
    article_only: bool = False,
) -> int:
    """Where the word filling the slot that opens at ``toks[i]`` stands, or -1.

    ``toks[i]`` itself, the word after a title's own "The" ("for The
    Hollowing"), or a name past an article ("from the Miru script"). With
    *described*, also a name past lower-case words (up to ``reach - 1``; an
    article and three others by default), one of them describing it, with
    nothing but spaces between ("with the muralist Nandalal Sengupta", "from
    the older Palvic script"); an article alone is not enough there
    ("obligations of the Recipient" names a party, where "obligations of
    Agreement" names none).
    """
    if i >= len(toks):
        return -1
    first = _past_title_article(text, toks, i)
    if first is not toks[i]:
        return i + 1
    if _slot_word(text, first):
        return i
    describer = False
    for k in range(i, min(i + reach, len(toks))):
        tok = toks[k]
        if described and describer and text[toks[k - 1].end : tok.start] == "-":
            continue  # "by his brother-in-law Samuel Ashe": one word over its hyphens
        if k > i and text[toks[k - 1].end : tok.start].strip():
            # "coached by his father, Marek, until 2013": a name set off by
            # commas after the words that describe it ("succeeded by his
            # deputy, Louis Garnier." ends the sentence).
            if not (
                described
                and describer
                and text[toks[k - 1].end : tok.start] == ", "
                and text[tok.start].isupper()
                and tok.flags & _CONTENT
                and _set_off_name_ends(text, toks, k)
            ):
                return -1
            return k
        if text[tok.start].isupper():
            named = bool(tok.flags & _CONTENT) and k > i
            return k if named and (describer or not described or article_only) else -1
        if tok.low in _BARE_ARTICLES or (described and k == i and tok.low in _OWNERS_BEFORE):
            continue  # "by its rival Clowes & Harte"
        if tok.low in lx.TITLES and k < i + 2:
            # "under manager Steve Tarrant": a title before the name
            describer = True
            continue
        if (
            not described
            # ("the mine owner Isaac Trewin": a noun that is also a stopword)
            or not (tok.flags & _CONTENT or tok.low == "mine")
            or tok.low in _SLOT_PREPOSITIONS
            or tok.low in _LIST_LINKS
        ):
            return -1
        describer = True
    return -1


_BARE_ARTICLES = frozenset({"the", "a", "an"})
# Words that may open a described name in place of an article.
_OWNERS_BEFORE = frozenset({"its", "his", "her", "their"})
# "his father", "her mother": words that may stand between a preposition and a name.
_RELATION_WORDS = _OWNERS_BEFORE | lx.RELATIONS


def _slot_word(text: str, tok: _Tok) -> bool:
    """A name, or a plural noun naming a group ("students", "members").

    Those are what a slot like "free for ..." or "available to ..." holds.
    """
    if text[tok.start].isupper():
        return True
    low = tok.low
    return bool(tok.flags & _CONTENT) and low.endswith("s") and not low.endswith(("ss", "us", "is"))


def _opens_list(text: str, toks: Sequence[_Tok], i: int) -> bool:
    """Whether the name starting at ``toks[i]`` is followed by another: "Ohio and Texas".

    "Ohio, Texas", "Ohio and Texas", "Ohio or Texas" are lists; "Ohio and an
    office in Texas" is not.
    """
    k = i
    while k + 1 < len(toks) and text[toks[k + 1].start].isupper():
        if text[toks[k].end : toks[k + 1].start].strip():
            break
        k += 1
    nxt = k + 1
    if nxt < len(toks) and toks[nxt].low in _LIST_LINKS:
        nxt += 1
    elif nxt < len(toks) and not text[toks[k].end : toks[nxt].start].strip():
        return False
    return nxt < len(toks) and text[toks[nxt].start].isupper()


def _other_numbered(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """The claim's numbered subject ("the Ridge 5") where the sentence is first about another.

    "The Ridge 5 has a carbon frame" against "The Trailwick Ridge 7 ... has a
    carbon frame ... and the same drivetrain as the Ridge 5": the sentence
    names the Ridge 5 only as what the Ridge 7 is compared with.
    """
    if len(parts) != 1:
        return ""
    toks = info.toks
    lead = next((i for i, t in enumerate(toks[:4]) if t.flags & _CONTENT), None)
    if lead is None or lead + 1 >= len(toks) or not info.text[toks[lead].start].isupper():
        return ""
    word, number = toks[lead], toks[lead + 1]
    if not number.flags & _NUMBER or _in_figure(number, info.quants):
        return ""
    stoks = parts[0][1].toks
    first = next((i for i, t in enumerate(stoks[:-1]) if t.key == word.key), None)
    if first is None:
        return ""
    theirs = stoks[first + 1]
    # A claim that names both ("the same gearing as the Tour 9") relates them.
    named = any(a.key == word.key and b.key == theirs.key for a, b in pairwise(toks))
    if theirs.flags & _NUMBER and theirs.key != number.key and not named:
        return (
            f"the source is about {word.low} {theirs.low} and names {word.low} {number.low} "
            "only later"
        )
    return ""


_EACH = frozenset({"each", "every", "all", "any"})


def _modifiers_swapped(
    info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...], *, apart: bool = False
) -> str:
    """Two words that each stand before the other's next word in the source, or ''.

    "an outer ceramic shell and an inner aluminium liner" against "an outer
    aluminium shell and an inner ceramic liner". With *apart*, only pairs the
    claim sets in two parts, a comma or a joining word between them ("killed
    five workers and halted production for two months").
    """
    if len(parts) != 1:
        return ""
    chunk, sent = parts[0]
    # Not a word joined to a figure ("a 14-day window to recover files" against
    # "a 14-day file recovery window"): a compound, whose words may be reordered.
    text = info.text
    mine = [
        (u, v)
        for u, v in _word_pairs(text, info.toks)
        if not (u.start >= 2 and text[u.start - 1] == "-" and text[u.start - 2].isdigit())
    ]
    if len(mine) < 2:
        return ""
    theirs = {(u.key, v.key) for u, v in _word_pairs(chunk.text, sent.toks)}
    deeds = _deeds(chunk.text, sent.toks)
    for a, x in mine:
        if (a.key, x.key) in theirs:
            continue
        for b, y in mine:
            if (
                a.key != b.key
                and x.key != y.key
                # "every player ... each match" says what "each player ...
                # every match" does
                and not {a.low, b.low} <= _EACH
                and (b.key, y.key) not in theirs
                and {(b.key, x.key), (a.key, y.key)} <= theirs
                # "Corran directed the season and designed its posters": the
                # name does the claim's deed too, further on.
                and not {(a.key, x.key), (b.key, y.key)} & deeds.keys()
                and (not apart or _parts_apart(info, (a, x), (b, y)))
            ):
                return (
                    f"the claim says '{a.low} {x.low}' and '{b.low} {y.low}'; the source "
                    f"'{b.low} {x.low}' and '{a.low} {y.low}'"
                )
    return ""


# Words that make what stands before them differ from what stands after:
# "on the elm but none on the ash" says one thing of each side ("the elm and
# the ash", "neither ... nor" say the same of both).
_ONE_WAY_WORDS = frozenset(
    {"but", "none", "not", "no", "never", "rather", "instead", "whereas", "yet"}
)


def _one_way(between: Sequence[_Tok]) -> bool:
    """Whether the words between two words say one thing of each: a word of
    ``_ONE_WAY_WORDS``, or a joining word with a content word and another small word
    ("by the acre and felled timber by the ton": each kind of timber has its own
    measure; "paracetamol, phenylephrine and caffeine" is a list, in any order)."""
    lows = {t.low for t in between}
    return bool(lows & _ONE_WAY_WORDS) or (
        bool(lows & _PAIR_JOINERS)
        and any(t.flags & _CONTENT for t in between)
        and any(not t.flags & _CONTENT and t.low not in _PAIR_JOINERS for t in between)
    )


_PAIR_JOINERS = frozenset({"and", "while", "whereas"})


def _words_mirrored(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """Two content words the claim has the other way round about the same words between
    them, or ''.

    "allowed an inch for bark on the ash but none on the elm" against "...
    for bark on the elm but none on the ash". The words between must be the
    sentence's own and say one thing of one side ("but none on the"): "the
    elm and the ash" is the same either way round.
    """
    if len(parts) != 1:
        return ""
    chunk, sent = parts[0]
    ctoks, stoks = info.toks, sent.toks
    at: dict[str, list[int]] = {}
    for j, t in enumerate(stoks):
        at.setdefault(t.key, []).append(j)
    for i, a in enumerate(ctoks):
        if not a.flags & _CONTENT or a.key not in at:
            continue
        for k in range(1, min(7, len(ctoks) - i - 1)):
            b = ctoks[i + k + 1]
            # (the other word must stand in the sentence too: checked before the
            # words between are read)
            if (
                not b.flags & _CONTENT
                or b.key == a.key
                or b.key not in at
                or not _one_way(ctoks[i + 1 : i + k + 1])
                or _list_items(ctoks, i, i + k + 1)
            ):
                continue
            between = [t.key for t in ctoks[i + 1 : i + k + 1]]
            for j in at[a.key]:
                s = j - k - 1
                if (
                    s >= 0
                    and stoks[s].key == b.key
                    and [t.key for t in stoks[s + 1 : j]] == between
                ):
                    same_way = any(
                        m + k + 1 < len(stoks)
                        and stoks[m + k + 1].key == b.key
                        and [t.key for t in stoks[m + 1 : m + k + 1]] == between
                        for m in at[a.key]
                    )
                    if not same_way:
                        said = chunk.text[stoks[s].start : stoks[j].end]
                        return (
                            f"the claim says '{a.low} ... {b.low}' where the source says"
                            f" '{b.low} ... {a.low}' ({said!r})"
                        )
    return ""


def _words_exchanged(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """Two plain words the claim has in each other's places in a run of a sentence it
    copies word for word otherwise, or ''.

    "kept a soft broom costing 5 pence for mud and an old stiff one for dust"
    against "kept a stiff broom costing 5 pence for mud and an old soft one for
    dust". The words must be lower case (names have their own checks, which
    know that "A married B" is "B married A"), and a content word must stand
    between them: "the elm and the ash" is a list, in any order. Two words of
    the run stand on each side of the pair where the claim has them.
    """
    ctoks = info.toks
    n = len(ctoks)
    if n < 8:
        return ""
    text = info.text
    for chunk, sent in parts:
        stoks = sent.toks
        # The shifts that line the claim's words up with the sentence's words
        # said once: a copied run puts most of them on one.
        once = _sentence_once(sent.text, sent.start, sent.end)
        votes = Counter(once[t.key] - i for i, t in enumerate(ctoks) if t.key in once)
        for d, count in votes.most_common(2):
            if count < 5:
                break
            off = [
                m
                for m in range(max(0, -d), min(n, len(stoks) - d))
                if ctoks[m].key != stoks[m + d].key
            ]
            for x, (i, k) in enumerate(pairwise(off)):
                a, b = ctoks[i], ctoks[k]
                lo, hi = max(0, i - 2), min(n, k + 3)
                if (
                    k - i < 2
                    or k - i > 11
                    or stoks[i + d].key != b.key
                    or stoks[k + d].key != a.key
                    or a.key == b.key
                    or lo + d < 0
                    or hi + d > len(stoks)
                    # (no other word differs near the pair)
                    or (x > 0 and off[x - 1] >= lo)
                    or (x + 2 < len(off) and off[x + 2] < hi)
                    or not all(
                        t.flags & _CONTENT and not t.flags & _NUMBER and text[t.start].islower()
                        for t in (a, b)
                    )
                    or not any(t.flags & _CONTENT for t in ctoks[i + 1 : k])
                    or _list_items(ctoks, i, k)
                ):
                    continue
                said = chunk.text[stoks[i + d].start : stoks[k + d].end]
                return f"the claim has '{a.low}' and '{b.low}' the other way round ({said!r})"
    return ""


def _list_items(toks: Sequence[_Tok], i: int, k: int) -> bool:
    """Whether ``toks[i]`` and ``toks[k]`` end or start two items of one list, told alike
    but for them: "a rope of hemp and a rope of manila", "hemp ropes for the ferry and
    manila ropes for the ferry". The words between are the first item's rest, "and" or
    "or", and the second's lead; the rest must be what follows ``toks[k]``, the lead
    what stands before ``toks[i]``."""
    keys = [t.key for t in toks]
    for z in range(i + 1, k):
        if toks[z].low not in ("and", "or"):
            continue
        rest, lead = keys[i + 1 : z], keys[z + 1 : k]
        if (
            i - len(lead) >= 0
            and keys[i - len(lead) : i] == lead
            and keys[k + 1 : k + 1 + len(rest)] == rest
        ):
            return True
    return False


def _figures_traded(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """Two claim figures whose items the sentence gives the other way round, or ''.

    "deducted 4s for powder and 18s for tool sharpening" against "deducted ...
    18s for powder and 4s for sharpening tools at the smithy"; "the black stone
    turf ... fetched 4s a thousand, and the top turf 6s" against "when top turf
    fetched 4s a thousand, stone turf fetched 6s". Each figure stands once in
    the sentence; its item is read by ``_item_words``, the same way for both of the
    sentence and both of the claim, and only by words of the sentence's item that
    the other item lacks.
    """
    if len(parts) != 1:
        return ""
    chunk, sent = parts[0]
    mine = [q for q in info.quants if q.cmp in (None, "~") and q.q.value is not None]
    # (a bare hour trades with a time of day: "until two" against "at half past eleven")
    clocked = any(q.family == "time:clock" for q in mine)
    for q1, q2 in combinations(mine, 2):
        if q1.q.value == q2.q.value or _trade_family(info.text, q1, clocked) != _trade_family(
            info.text, q2, clocked
        ):
            continue
        k1, k2 = _one_same_figure(sent.quants, q1), _one_same_figure(sent.quants, q2)
        if k1 < 0 or k2 < 0:
            continue
        (how1, item1), (how2, item2) = (
            _item_words(chunk.text, sent.toks, sent.quants, sent.quants[k], sent.start)
            for k in (k1, k2)
        )
        # (the two items of each read the same way: "3 books at a time, Plus members
        # 6" names its first item before its figure too, as the others; the
        # claim's are read only when the sentence's are)
        if how1 != how2:
            continue
        mine1, mine2 = (_item_words(info.text, info.toks, info.quants, q, 0) for q in (q1, q2))
        if mine1[0] != mine2[0]:
            continue
        own1 = {t.key for t in item1} - {t.key for t in item2}
        own2 = {t.key for t in item2} - {t.key for t in item1}
        c1, c2 = (
            next((t for t in item if t.key in own1 | own2), None) for _, item in (mine1, mine2)
        )
        if c1 is not None and c2 is not None and c1.key in own2 and c2.key in own1:
            return (
                f"the claim gives {q1.text!r} to {c1.low!r} and {q2.text!r} to {c2.low!r};"
                " the source the other way round"
            )
    return ""


def _trade_family(text: str, q: Amount, clocked: bool) -> str:
    """*q*'s family, where a bare number of *text* that may be an hour ("until two,")
    counts as a time of day when *clocked* (the claim tells a time of day); not a
    count before its noun ("two strokes")."""
    if (
        clocked
        and q.family == "number:None"
        and q.q.value in _HOURS
        and _AFTER_HOUR.match(text, q.end)
    ):
        return "time:clock"
    return q.family


_HOURS = frozenset(float(h) for h in range(1, 13))
# What may follow a bare hour: "until two, and", "after two."
_AFTER_HOUR = re.compile(r"\s*(?:[,.;:)]|$|(?:and|or|in|at|on|when|that|but)\b)")


def _one_same_figure(quants: Sequence[Amount], q: Amount) -> int:
    """The index of the one figure of *quants* of claim figure *q*'s kind, bound and
    value, or -1 when there is none or more than one."""
    same = [
        k
        for k, p in enumerate(quants)
        if p.family == q.family and p.cmp == q.cmp and p.q.value == q.q.value
    ]
    return same[0] if len(same) == 1 else -1


def _item_words(
    text: str, toks: Sequence[_Tok], quants: Sequence[Amount], p: Amount, lo: int
) -> tuple[str, list[_Tok]]:
    """The content words that name figure *p*'s item of a list: what a count counts
    ("some 400 insurance offices"), those after a sum's preposition ("18s for
    powder", "1s from each outside"), or with neither, those before it back to
    the item's break, nearest first ("stone turf fetched 6s"). A break ("," "and"
    "while" ...) or another figure ends the item. Returned with how the item was
    read: "counted", "after" or "before"."""
    after = [t for t in toks if t.start >= p.end and not _in_figure(t, quants)]
    lead = after[0] if after else None
    if lead is not None and not ITEM_BREAK.search(text, p.end, lead.start):
        if p.q.unit is None and lead.flags & _CONTENT and not lead.flags & _NUMBER:
            return "counted", _words_to_break(text, after, p.end, quants)
        if lead.low in _ITEM_LEADS:
            return "after", _words_to_break(text, after[1:], lead.end, quants)
    words = []
    for t in reversed([t for t in toks if lo <= t.start and t.end <= p.start]):
        if ITEM_BREAK.search(text, t.start, p.start) or any(
            t.end <= o.start and o.end <= p.start for o in quants
        ):
            break
        if t.flags & _CONTENT and not t.flags & _NUMBER and not _in_figure(t, quants):
            words.append(t)
    return "before", words


def _words_to_break(
    text: str, toks: Sequence[_Tok], start: int, quants: Sequence[Amount]
) -> list[_Tok]:
    """The content words of *toks* (which follow offset *start*) up to the first break
    or figure after *start*."""
    words = []
    for t in toks:
        if ITEM_BREAK.search(text, start, t.end) or any(start <= o.start < t.start for o in quants):
            break
        if t.flags & _CONTENT and not t.flags & _NUMBER:
            words.append(t)
    return words


# The words that lead a figure into its item after it: "18s for powder".
_ITEM_LEADS = frozenset({"for", "from", "on", "to", "in", "per", "with"})


def _places_crossed(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """Two things the claim puts in each other's places, or ''.

    "conduit was used in the suburbs and ordinary trolley wire in the
    historic centre" against "using a conduit system in the historic
    centre, ..., and ordinary trolley wire in the suburbs". Each part of a
    clause that ends in a place ("in the suburbs") is read as what it says
    is there; the claim's two parts each share words only with the source's
    part that ends in the other place.
    """
    if len(parts) != 1:
        return ""
    chunk, sent = parts[0]
    mine = _placed_parts(info.text, info.toks)
    if len(mine) < 2:
        return ""
    theirs = _placed_parts(chunk.text, sent.toks)
    if len(theirs) < 2:
        return ""
    by_place: dict[tuple[str, str], list[frozenset[str]]] = {}
    for where, what in theirs:
        by_place.setdefault(where[:2], []).append(frozenset(what))
    for (w1, n1), (w2, n2) in combinations(mine, 2):
        p1, p2, a1, a2 = w1[:2], w2[:2], frozenset(n1), frozenset(n2)
        if p1 == p2 or p1 not in by_place or p2 not in by_place:
            continue
        at1, at2 = by_place[p1], by_place[p2]
        if len(at1) != 1 or len(at2) != 1:
            continue
        if a1 & at2[0] and a2 & at1[0] and not a1 & at1[0] and not a2 & at2[0]:
            one = n1[min(a1 & at2[0])]
            two = n2[min(a2 & at1[0])]
            return (
                f"the claim puts '{one}' {p1[0]} the {w1[2]} and '{two}' {p2[0]} the "
                f"{w2[2]}; the source the other way round"
            )
    return ""


def _names_crossed(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """Two parts of the claim, each with two names, whose names the sentence pairs the
    other way round, or ''.

    "The Pelliccioni refinery bought its crude mostly from Valle dei Fumi, and
    the Stagnaro refinery mostly from Torrevarese" against "The Pelliccioni
    works bought its crude mostly from Torrevarese, the Stagnaro refinery
    mostly from Valle dei Fumi". A part ends at a comma or a joining word
    (``_marked_parts``); each of the four names is in one part of the claim
    and one of the sentence, and the sentence puts each of the claim's first
    part's names with a name of its second part, and neither pair as the
    claim has it. Over two sentences, each sentence is one part ("The
    Harrowfell Hawking Club ... met at the Crown Inn" and "The Harrowfield
    Hawking Society ... met at the Bell").
    """
    return _parts_crossed(info, parts, _CAP | _CONTENT)


def _parted_words_crossed(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """``_names_crossed`` for any words but figures, against one sentence: "water was
    printed in brown and relief in blue" against "blue for water and brown for
    relief". The claim's second part must follow the first after "and", "while"
    or "but", and be short: four words at most."""
    return _parts_crossed(info, parts, _CONTENT | _NUMBER, short=True) if len(parts) == 1 else ""


def _parts_crossed(
    info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...], marks: int, short: bool = False
) -> str:
    """The reading of ``_names_crossed``, for the words that have all flags of *marks*.

    The two parts must run alike, in the claim and in the sentence: each
    word of one part stands before or after its fellow as the word that
    takes its place in the other part does ("water ... in brown" and
    "relief in blue"; "blue for water" and "brown for relief").
    """
    openers: list[str] = []
    mine = _marked_parts(info.text, info.toks, marks, openers)
    if len(mine) < 2:
        return ""
    pairs = list(combinations(range(len(mine)), 2))
    if short:
        pairs = [
            (i, j)
            for i, j in pairs
            if j == i + 1 and len(mine[j]) <= 4 and openers[j] in _JOINING_WORDS
        ]
    if len(parts) == 1:
        chunk, sent = parts[0]
        theirs = _marked_parts(chunk.text, sent.toks[1:], marks)
    else:
        theirs = [{u.key: u.start for u in sent.toks[1:] if _marked(u, marks)} for _, sent in parts]
    if len(theirs) < 2:
        return ""
    where: dict[str, int] = {}
    at: dict[str, int] = {}
    for k, keys in enumerate(theirs):
        for n, start in keys.items():
            where[n] = -1 if n in where else k
            at[n] = start
    said = Counter(n for keys in mine for n in keys)
    figures = {t.key for t in info.toks if t.flags & _NUMBER}
    if short:
        # (a word written with a capital in one text and not the other is no
        # name of both: "the 2011 championships", "the Tarvos Championships")
        chunk = parts[0][0]
        start = info.toks[0].start
        for keys in mine:
            for n, pos in keys.items():
                if (
                    pos != start
                    and n in at
                    and info.text[pos].isupper() != chunk.text[at[n]].isupper()
                ):
                    said[n] = 0
    for i, j in pairs:
        one, two = mine[i], mine[j]
        for a, x in combinations(sorted(n for n in one if said[n] == 1), 2):
            for b, y in combinations(sorted(n for n in two if said[n] == 1), 2):
                wa, wx, wb, wy = (where.get(n, -1) for n in (a, x, b, y))
                if -1 in (wa, wx, wb, wy) or wa == wx or wb == wy:
                    continue
                # (the word of the second part that takes a's place, and x's)
                if wa == wy and wb == wx:
                    ca, cx = b, y
                elif wa == wb and wx == wy:
                    ca, cx = y, b
                else:
                    continue
                if (one[a] < one[x]) != (two[ca] < two[cx]) or (at[a] < at[cx]) != (at[ca] < at[x]):
                    continue
                if {a, x} <= figures or {ca, cx} <= figures:
                    continue  # ("in 1871 for £38,500": two figures of one deal)
                word = {t.key: info.text[t.start : t.end] for t in info.toks}
                return (
                    f"the claim puts {word[a]!r} with {word[x]!r} and {word[ca]!r} with"
                    f" {word[cx]!r}; the source pairs them the other way round"
                )
    return ""


# The words that open a part joined to the one before.
_JOINING_WORDS = frozenset({"and", "while", "whereas", "but"})


def _marked(t: _Tok, marks: int) -> bool:
    """Whether *t* has every flag of *marks* and is no figure; with ``_NUMBER`` in
    *marks*, whether it is a content word or a figure."""
    if marks & _NUMBER:
        return bool(t.flags & (_CONTENT | _NUMBER))
    return t.flags & marks == marks and not t.flags & _NUMBER


def _marked_parts(
    text: str, toks: Sequence[_Tok], marks: int, openers: list[str] | None = None
) -> list[dict[str, int]]:
    """The keys of the words with every flag of *marks* (``_CAP``: written with a capital,
    not first), with where each starts, of each part of *text* (``_clause_parts``);
    *openers* gets the first word of each part."""
    out: list[dict[str, int]] = []
    for part in _clause_parts(text, toks):
        found: dict[str, int] = {}
        for t in part:
            if _marked(t, marks):
                found.setdefault(t.key, t.start)
        if found:
            out.append(found)
            if openers is not None:
                openers.append(part[0].low)
    return out


# A part of a clause ends where a comma, a semicolon or a joining word starts
# the next.
_PART_BREAK = frozenset({"and", "but", "while", "whereas", "where", "which", "who"})
_PLACE_WORDS = frozenset({"in", "at", "on", "for", "into", "from", "across", "along"})
_PLACE_DETERMINERS = frozenset({"the", "a", "an", "its", "their", "his", "her"})


def _placed_parts(
    text: str, toks: Sequence[_Tok]
) -> list[tuple[tuple[str, str, str], dict[str, str]]]:
    """Each part of *text* that ends in "in the ... PLACE": ((preposition, place key,
    place word), the part's content words before it, by key)."""
    out = []
    for part in _clause_parts(text, toks):
        out.extend(_part_place(text, part[1:] if part[0].low in _PART_BREAK else part))
    return out


def _clause_parts(text: str, toks: Sequence[_Tok]) -> list[list[_Tok]]:
    """*toks* cut into the parts of a clause: each part ends where a comma, a semicolon,
    a colon, a bracket or a joining word (``_PART_BREAK``, which opens the next part)
    starts the next."""
    out: list[list[_Tok]] = []
    for t in toks:
        if (
            out
            and t.low not in _PART_BREAK
            and not _GAP_BREAK.search(text, out[-1][-1].end, t.start)
        ):
            out[-1].append(t)
        else:
            out.append([t])
    return out


_GAP_BREAK = re.compile(r"[,;:()]")


def _part_place(text: str, part: list[_Tok]) -> list[tuple[tuple[str, str, str], dict[str, str]]]:
    """The one place *part* ends in, with the words before it, or nothing."""
    if len(part) < 4 or not part[-1].flags & _CONTENT or text[part[-1].start].isupper():
        return []
    # back over the place's describing words to the determiner and preposition
    k = len(part) - 2
    while k > 0 and part[k].flags & _CONTENT and len(part) - 1 - k < 3:
        k -= 1
    if part[k].low not in _PLACE_DETERMINERS or k == 0 or part[k - 1].low not in _PLACE_WORDS:
        return []
    what = {
        t.key: t.low for t in part[: k - 1] if t.flags & _CONTENT and not text[t.start].isupper()
    }
    if not what:
        return []
    return [((part[k - 1].low, part[-1].key, part[-1].low), what)]


def _parts_apart(info: _ClaimInfo, one: tuple[_Tok, _Tok], two: tuple[_Tok, _Tok]) -> bool:
    """Whether a comma or a joining word stands between two pairs of claim words."""
    first, second = sorted((one, two), key=lambda pair: pair[0].start)
    lo, hi = first[1].end, second[0].start
    if "," in info.text[lo:hi]:
        return True
    return any(lo <= t.start < hi and t.low in _JOINING for t in info.toks)


_JOINING = frozenset({"and", "but", "while", "whereas", "with"})


# "J. Marsh (Chair)": a role written in brackets after the one who holds it.
_BRACKETED_ROLES = tuple(
    (
        "chair chairman chairwoman chairperson treasurer secretary president captain convenor"
        " minute-taker"
    ).split()
)
_BRACKETED_ROLE = re.compile(
    rf"((?:[A-Z][\w'\u2019-]*\.? ?){{1,3}})\((?i:({'|'.join(_BRACKETED_ROLES)}))\)"
)
_ROLE_KEYS = frozenset(_key(w) for w in _BRACKETED_ROLES)


def _bracketed_role_of_other(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A role the claim gives a name where the source writes that role in brackets after
    another name only, or ''.

    "M. Fielding chaired the committee meeting" against "Present: J. Marsh
    (Chair), P. Okafor (Treasurer) ... Apologies: M. Fielding."
    """
    if info.keys.isdisjoint(_ROLE_KEYS):
        return ""
    names = {t.key for t in info.content if info.text[t.start].isupper()}
    told = set().union(*(sent.keys for _c, sent in parts))
    if not names or not names <= told:
        return ""
    for chunk, sent in parts:
        text = chunk.text[sent.start : sent.end]
        if "(" not in text:
            continue
        held = [(m[1].strip(), m[2].lower()) for m in _BRACKETED_ROLE.finditer(text)]
        for who, role in held:
            if _key(role) not in info.keys:
                continue
            holder = {_key(w.lower()) for w in re.findall(r"[A-Za-z][\w'\u2019-]*", who)}
            if holder & names:
                return ""
            if holder:
                return f"the source writes {role!r} after {who!r}, not after the claim's name"
    return ""


def _for_name_replaced(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A name the claim puts after "NOUN ... for" where the sentence puts another name
    after that noun's "for", naming the claim's elsewhere, or ''.

    "took the festival's Best Director prize for The Hollowing" against
    "The Hollowing won Best Film ..., and Achebe-Sturt received the
    festival's Best Director prize ... for Cellar Door Sonata".
    """
    text, toks = info.text, info.toks
    for i in range(1, len(toks) - 2):
        if toks[i].low != "for":
            continue
        first = i + 1 + (toks[i + 1].low == "the")
        if not _is_named(toks[first], text):
            continue
        lead = toks[i - 1]
        if not lead.flags & _CONTENT or lead.flags & _NUMBER:
            continue
        end = first
        while end < len(toks) and _is_named(toks[end], text):
            end += 1
        mine = {t.key for t in toks[first:end]}
        for chunk, sent in parts:
            stext, stoks = chunk.text, sent.toks
            if not mine <= sent.keys:
                continue
            for k, u in enumerate(stoks):
                if u.key != lead.key:
                    continue
                at = next(
                    (j for j in range(k + 1, min(k + 9, len(stoks) - 1)) if stoks[j].low == "for"),
                    None,
                )
                if at is None:
                    continue
                begin = at + 1 + (stoks[at + 1].low == "the")
                if begin >= len(stoks) or not _is_named(stoks[begin], stext):
                    continue
                stop = begin
                while stop < len(stoks) and _is_named(stoks[stop], stext):
                    stop += 1
                # (a name that describes a noun after it, "for Italian club
                # Cagliari", is no name of its own)
                if stop < len(stoks) and stoks[stop].flags & _CONTENT:
                    continue
                theirs = {t.key for t in stoks[begin:stop]}
                if theirs & mine:
                    return ""
                if not theirs & info.keys:
                    who = stext[stoks[begin].start : stoks[stop - 1].end]
                    return f"the source gives the {lead.low} for {who!r}"
    return ""


def _modifier_moved(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A word the claim puts before one noun that the sentence puts before another the
    claim names bare, or ''.

    "founded by the Scottish wagon-maker Jacobus Cloete and the merchant
    Andrew Baird" against "by the wagon-maker Jacobus Cloete and the Scottish
    merchant Andrew Baird". Both nouns stand right after a determiner where
    the other side leaves the word out, and the word is written once on
    each side.
    """
    if len(parts) != 1:
        return ""
    chunk, sent = parts[0]
    text, toks = info.text, info.toks
    mine = _described_nouns(text, toks)
    if not mine:
        return ""
    stext, stoks = chunk.text, sent.toks
    bare_mine = _bare_nouns(text, toks)
    bare_theirs = _bare_nouns(stext, stoks)
    pairs = _described_nouns(stext, stoks)
    theirs = {(u.key, v.key) for u, v in pairs}
    for a, x in mine:
        if (a.key, x.key) in theirs or x.key not in bare_theirs:
            continue
        if sum(t.key == a.key for t in toks) != 1 or sum(t.key == a.key for t in stoks) != 1:
            continue
        k = next((v.key for u, v in pairs if u.key == a.key), "")
        if k and k != x.key and k in bare_mine:
            moved = next(t.low for t in toks if t.key == k)
            return f"the source puts {a.low!r} before {moved!r}, not before {x.low!r}"
    return ""


def _attributes_crossed(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """Two words the claim says of two nouns that the sentence puts before each other's
    noun, or ''.

    "His mother was Danish and his father Portuguese" against "born in Porto
    to a Danish father and a Portuguese mother"; "the lander was named
    Osprey, while the command ship was called Heron" against "the lander was
    named Heron and the command ship Osprey". The claim says each word after
    "was" or "is" (the second time, perhaps, with the verb left out); the
    sentence writes each right before its noun, or says it the same way.
    """
    if len(parts) != 1 or len(mine := _predicated(info.text, info.toks)) < 2:
        return ""
    chunk, sent = parts[0]
    stext = chunk.text
    # Words before their nouns ("a maroon shirt and white shorts"), or said of them.
    theirs = {(u.key, v.key) for u, v in _word_pairs(stext, sent.toks) if stext[v.start].islower()}
    theirs |= {(w.key, noun.key) for w, noun in _predicated(stext, sent.toks)}
    for (a, x), (b, y) in combinations(mine, 2):
        if (
            a.key != b.key
            and x.key != y.key
            and {(a.key, y.key), (b.key, x.key)} <= theirs
            and not {(a.key, x.key), (b.key, y.key)} & theirs
        ):
            return (
                f"the claim gives {a.low!r} to the {x.low} and {b.low!r} to the {y.low}; the"
                f" source {a.low!r} to the {y.low} and {b.low!r} to the {x.low}"
            )
    return ""


def _predicated(text: str, toks: Sequence[_Tok]) -> list[tuple[_Tok, _Tok]]:
    """(word, noun) that *text* says with "was" or "is" between them: "his mother was
    Danish"; and after "and", with the verb left out: "... and his father Portuguese".
    Each word ends its clause."""
    out: list[tuple[_Tok, _Tok]] = []
    n = len(toks)

    def ends(k: int) -> bool:  # the word at *k* ends a clause
        return k + 1 == n or toks[k + 1].low == "and" or bool(_GAP_BREAK.match(text, toks[k].end))

    def pair(noun: _Tok, word: _Tok) -> bool:  # a lower-case noun, a word that is no figure
        return bool(
            noun.flags & _CONTENT
            and text[noun.start].islower()
            and word.flags & _CONTENT
            and not word.flags & _NUMBER
        )

    for i in range(1, n - 1):
        noun, verb, at = toks[i - 1], toks[i], i + 1
        if verb.low not in _BE_FORMS:
            continue
        if toks[at].low in _NAMING_VERBS and at + 1 < n:
            at += 1  # "the lander was named Petrel"
        if pair(noun, toks[at]) and ends(at):
            out.append((toks[at], noun))
    if out and n >= 4:
        # "... and his father Portuguese": a noun and its word after the last
        # "and", which end the claim.
        noun, word = toks[-2], toks[-1]
        k = n - 3
        if k > 0 and toks[k].flags & _CONTENT and text[toks[k].start].islower():
            k -= 1  # "and its command ship Petrel"
        if k >= 0 and toks[k].low in _POSSESSIVES:
            k -= 1
        if (
            k > 0
            and toks[k].low == "and"
            and pair(noun, word)
            and all(w is not word for w, _ in out)
        ):
            out.append((word, noun))
    return out


_POSSESSIVES = frozenset({"his", "her", "its", "their", "the"})
_NAMING_VERBS = frozenset({"named", "called"})


def _described_nouns(text: str, toks: Sequence[_Tok]) -> list[tuple[_Tok, _Tok]]:
    """(word, noun) after "the", "a" or "an", the noun written in lower case: "the
    Scottish merchant", not "the Holmsby Parish Council"."""
    return [
        (u, v)
        for u, v in _word_pairs(text, toks)
        if text[v.start].islower()
        and (i := bisect_left(toks, u.start, key=_START)) > 0
        and toks[i - 1].low in ("the", "a", "an")
    ]


def _bare_nouns(text: str, toks: Sequence[_Tok]) -> set[str]:
    """Keys of lower-case content words right after "the", "a" or "an"."""
    return {
        v.key
        for u, v in pairwise(toks)
        if u.low in ("the", "a", "an")
        and v.flags & _CONTENT
        and text[v.start].islower()
        and text[u.end : v.start] == " "
    }


def _particle_flipped(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A verb the claim follows with "in" or "on" where the source has "out" or "off", or
    the other way round, or ''.

    "the River Corr flows out of the loch" against "where the River Corr
    flows in"; "the heating is switched off" against "is switched on"; "rounds
    its prices up to the nearest penny" against "rounded down to the nearest
    penny".
    """
    if "up" in info.lows or "down" in info.lows:
        rounded = _ROUNDED.search(info.text)
        for _, sent in parts:
            way = _ROUNDED.search(sent.text, sent.start, sent.end)
            if rounded and way and rounded[1].lower() != way[1].lower():
                return f"the claim rounds {rounded[1].lower()}, the source {way[1].lower()}"
    if not _OUT_OFF & info.lows and not any(
        " out" in (said := sent.text[sent.start : sent.end]) or " off" in said for _, sent in parts
    ):
        return ""
    mine = _particle_pairs(info.toks)
    if not mine:
        return ""
    for _, sent in parts:
        theirs = _particle_pairs(sent.toks)
        for verb, particle in sorted(mine):  # (a set: in a fixed order, one reason)
            opposite = _OPPOSITE_PARTICLES[particle]
            if (verb, opposite) in theirs and (verb, particle) not in theirs:
                return f"the claim says '{particle}' after {verb!r}, the source '{opposite}'"
    return ""


def _particle_pairs(toks: Sequence[_Tok]) -> set[tuple[str, str]]:
    """(key, particle) for each content word followed by "in", "out", "on" or "off", not
    a figure ("began in 1974" dates the deed)."""
    return {
        (a.key, b.low)
        for k, (a, b) in enumerate(pairwise(toks))
        if b.low in _OPPOSITE_PARTICLES
        and a.flags & _CONTENT
        and not (k + 2 < len(toks) and toks[k + 2].flags & _NUMBER)
    }


_OPPOSITE_PARTICLES = {"in": "out", "out": "in", "on": "off", "off": "on"}
# "rounded down to the nearest penny", "rounds its prices up to the nearest".
_ROUNDED = re.compile(r"\bround(?:s|ed|ing)?\b(?:\s+[\w'\u2019-]+){0,4}?\s+(up|down)\b", re.I)
_OUT_OFF = frozenset({"out", "off"})


def _compass_moved(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A name the claim places in one quarter ("in the north-east") and the source in
    another, or ''.

    "The Wrothan Edge runs from Carlow in the north-east to Hamble in the
    south-west" against "... running 16 km from Carlow in the south-west to
    Hamble in the north-east".
    """
    if not info.lows & _COMPASS_WORDS:
        return ""
    mine = _compass_places(info.text, 0, len(info.text))
    if not mine:
        return ""
    for chunk, sent in parts:
        theirs = _compass_places(chunk.text, sent.start, sent.end)
        for name, where in mine.items():
            other = theirs.get(name)
            if other is not None and other != where:
                return f"the source puts {name!r} in the {other}, not the {where}"
    return ""


def _quarter_of_other(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A quarter the claim gives a name where the sentence gives that name the opposite
    quarter and another name the claim's, or ''.

    "The 1834 award gave Saltry the grounds lying south of the line" against
    "... giving Saltry the grounds to the north and Whinmoor those to the
    south". Each quarter word goes with the last name before it.
    """
    mine = _quarter_holders(info.text, info.toks)
    if len(mine) != 1:
        return ""
    ((word, holders),) = mine.items()
    opposite = _OPPOSITE_QUARTER[word]
    for chunk, sent in parts:
        theirs = _quarter_holders(chunk.text, sent.toks)
        if word not in theirs or opposite not in theirs:
            continue
        moved = holders & theirs[opposite] - theirs[word]
        if moved and theirs[word] - holders:
            return f"the source gives the {opposite} to the claim's name, the {word} to another"
    return ""


def _quarter_holders(text: str, toks: Sequence[_Tok]) -> dict[str, frozenset[str]]:
    """Each quarter word of *toks* with the keys of the last name before it."""
    found: dict[str, set[str]] = {}
    for i, t in enumerate(toks):
        if t.low not in _OPPOSITE_QUARTER or not text[t.start].islower():
            continue  # ("the West Dock": a name's word)
        k = next(
            (j for j in range(i - 1, -1, -1) if _is_named(toks[j], text) and toks[j].start), None
        )
        if k is not None:
            found.setdefault(t.low, set()).add(toks[k].key)
    return {w: frozenset(keys) for w, keys in found.items()}


_OPPOSITE_QUARTER = {"north": "south", "south": "north", "east": "west", "west": "east"}


def _bearing_reversed(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """Two places the claim sets one way round ("A is 31 km south of B") that the source
    sets the other way round in the same direction ("B lies 31 km south of A"), or ''.

    The claim's place is its capitalised words before the bearing, the other
    place those after "of"; the source's bearing must lead to the claim's
    first place and not to its second.
    """
    if not info.lows & _COMPASS_WORDS:
        return ""
    m = _BEARING.search(info.text)
    if m is None:
        return ""
    where = m["dir"].replace(" ", "-")
    first = _capitalised(info.text, info.toks, 0, m.start())
    second = _capitalised(info.text, info.toks, m.end(), _place_end(info.text, m.end()))
    if not first or not second:
        return ""
    for chunk, sent in parts:
        for b in _BEARING.finditer(chunk.text, sent.start, sent.end):
            if b["dir"].replace(" ", "-") != where:
                continue
            theirs = _capitalised(chunk.text, sent.toks, b.end(), _place_end(chunk.text, b.end()))
            # "Corvane Minor ... east of Mount Corvane" against "east of Corvane
            # Minor": a word the two names share does not make them one.
            if (theirs & first) - second and not second <= theirs:
                return f"the source puts the places the other way round ({where} of)"
    return ""


def bearing_to_claim_name(info: _ClaimInfo, chunk: Chunk, sent: _Sent) -> bool:
    """Whether a bearing of *sent* ("6 miles east of the market town of Stanford Cross")
    leads to the place the claim sets by its own bearing ("Stanford Cross lies 6 miles
    west of Marlbeck"): the same fact told from the other place."""
    if not info.lows & _COMPASS_WORDS:
        return False
    m = _BEARING.search(info.text)
    if m is None:
        return False
    names = _capitalised(info.text, info.toks, 0, m.start())
    return any(
        _capitalised(chunk.text, sent.toks, b.end(), _place_end(chunk.text, b.end())) & names
        for b in _BEARING.finditer(chunk.text, sent.start, sent.end)
    )


def _capitalised(text: str, toks: Sequence[_Tok], start: int, end: int) -> frozenset[str]:
    """Keys of the capitalised content words in text[start:end]."""
    return frozenset(
        t.key
        for t in toks
        if start <= t.start < end and t.flags & _CONTENT and text[t.start].isupper()
    )


def _place_end(text: str, start: int) -> int:
    """Where the place named from *start* ends: the sentence's end, a "(" or ";", a comma
    before a lowercase word, or 60 characters on (an apposition after a comma is read:
    "the capital, Serrano")."""
    return edge_or_end(_PLACE_STOP, text, start, min(len(text), start + 60))


_BEARING = re.compile(
    r"\b(?:to the )?(?P<dir>(?:north|south)(?:[- ]?(?:east|west))?|east|west) of (?:the )?"
)
# "north of the town centre, at Oakhanger Park": a comma before a lowercase word ends
# the place; one before a name is an apposition ("the provincial capital, Serrano").
_PLACE_STOP = re.compile(r"[.;(]\s|[.;(]$| and | while | but |, (?=[a-z])")


def _place_offset(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A place the claim puts a thing at ("made landfall at Port Elden") that the source
    puts it some way off ("made landfall 60 km north of Port Elden"), or ''.

    The sentence must name the place only after its bearing, never after "at"
    or "in" itself.
    """
    if " at " not in info.text:
        return ""
    mine = {
        key
        for m in _AT_PLACE.finditer(info.text)
        if (key := _capitalised(info.text, info.toks, m.end(), _place_end(info.text, m.end())))
    }
    if not mine or info.lows & _COMPASS_WORDS:
        return ""
    for chunk, sent in parts:
        text = chunk.text
        own: set[frozenset[str]] | None = None  # the places the sentence puts things at or in
        for m in _OFFSET_BEARING.finditer(text, sent.start, sent.end):
            place = _capitalised(text, sent.toks, m.end(), _place_end(text, m.end()))
            if place not in mine:
                continue
            if own is None:
                own = {
                    _capitalised(text, sent.toks, a.end(), _place_end(text, a.end()))
                    for a in _AT_PLACE.finditer(text, sent.start, sent.end)
                }
            if place not in own:
                name = _NAME_RUN.match(text, m.end())
                written = name[0] if name is not None else text[m.end() : m.end() + 30]
                return f"the source puts it {m[0].strip()} {written!r}"
    return ""


_AT_PLACE = re.compile(r"\b(?:at|in) (?:the )?(?=[A-Z])")
# "60 km north of", "some 40 miles south-west of": a bearing with its distance.
_OFFSET_BEARING = re.compile(
    r"\b\d[\d,.]*\s?(?:km|kilometres|kilometers|miles|mi|nautical miles|m|metres|meters)"
    r"\s+(?:to the\s+)?(?:(?:north|south)(?:[- ]?(?:east|west))?|east|west)(?:ward)?"
    r"\s+of\s+(?:the\s+)?"
)
_NAME_RUN = re.compile(r"[A-Z][\w'-]*(?: [A-Z][\w'-]*)*")


def _compass_places(text: str, start: int, end: int) -> dict[str, str]:
    """Each name followed by "in the <quarter>" in ``text[start:end]``: its last word, lower-case,
    and the quarter ("north-east")."""
    return {
        m[1].lower(): m[2].lower().replace(" ", "-")
        for m in _COMPASS_PLACE.finditer(text, start, end)
    }


_COMPASS_WORDS = frozenset("north south east west".split())
_COMPASS_PLACE = re.compile(
    r"\b([A-Z][\w'-]*) (?:in|at|on) the ((?:north|south)(?:[- ]?(?:east|west))?|east|west)\b"
)


def _sequence_swapped(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """Two events the claim orders with "after" or "before" the other way round from the
    source, or ''.

    "Beridze-Olsen married Erik Olsen after she had settled in Oslo in 1998"
    against "She moved to Oslo in 1998 after marrying the Norwegian player
    Erik Olsen": the claim's deed is what the sentence's "after" clause
    tells, and what its clause tells is the sentence's main deed.
    """
    if not _SEQUENCE.intersection(info.lows):
        return ""
    mine = _sequence_halves(info.text, info.toks)
    if mine is None:
        return ""
    word, (verb, _), sub = mine
    for chunk, sent in parts:
        if word not in sent.keys:
            continue
        theirs = _sequence_halves(chunk.text, sent.toks)
        if theirs is None or theirs[0] != word:
            continue
        _, (_, their_main), their_sub = theirs
        if (
            verb in their_sub
            and verb not in their_main
            and sub & their_main
            and not sub & their_sub
        ):
            return f"the source tells the events around {word!r} the other way round"
    return ""


def _sequence_halves(
    text: str, toks: Sequence[_Tok]
) -> tuple[str, tuple[str, set[str]], set[str]] | None:
    """The first "after" or "before" of *toks*, the first lower-case content word before it
    (its main deed) with every key before it, and the keys of its clause after it."""
    at = next((i for i, t in enumerate(toks) if t.low in _SEQUENCE), None)
    if at is None or at == 0:
        return None
    verb = next((t.key for t in toks[:at] if t.flags & _CONTENT and text[t.start].islower()), None)
    if verb is None:
        return None
    clause = set()
    for k in range(at + 1, len(toks)):
        if text[toks[k - 1].end : toks[k].start].strip() or toks[k].low == "and":
            break
        if toks[k].flags & (_CONTENT | _NUMBER):
            clause.add(toks[k].key)
    before = {t.key for t in toks[:at] if t.flags & (_CONTENT | _NUMBER)}
    return toks[at].low, (verb, before), clause


_SEQUENCE = frozenset({"after", "before"})


def _word_pairs(text: str, toks: Sequence[_Tok]) -> list[tuple[_Tok, _Tok]]:
    """Neighbouring content words with only a space between them."""
    return [
        (u, v)
        for u, v in pairwise(toks)
        if u.flags & _CONTENT and v.flags & _CONTENT and text[u.end : v.start] == " "
    ]


# Words that set two clauses against each other; _guards reads them too.
_CONTRAST_WORDS = frozenset({"whereas", "while", "but"})


def _giver_made_taker(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A name the claim gives something to where the source's grant or gift came from it,
    or ''.

    "Harrowden Village Hall gave a £9,000 grant to the Harrowden Drama
    Society" against "funded by a £9,000 grant from the Harrowden Drama
    Society"; "gave £4,000 to Stourley District Council's rural halls scheme"
    against "The grant came from the Stourley District Council's rural halls
    scheme".
    """
    m = _GIVEN_TO.search(info.text)
    if m is None:
        return ""
    taker = {t.key for t in info.toks if m.start(1) <= t.start < m.end(1) and t.flags & _CONTENT}
    if not taker:
        return ""
    for chunk in {c.chunk_id: c for c, _ in parts}.values():
        for g in _GIFT_FROM.finditer(chunk.text):
            giver = {
                t.key
                for t in _sentence_tokens(chunk.text, g.start(1), g.end(1))
                if t.flags & _CONTENT
            }
            if taker <= giver:
                return f"the claim gives it to {m[1]!r}; in the source it came from them"
    return ""


# "gave a £9,000 grant to the Harrowden Drama Society": the name given to.
_GIVEN_TO = re.compile(
    r"\b(?:gave|donated|granted|awarded|lent|paid)\b[^.;]{0,40}?\bto\s+(?:the\s+)?"
    r"((?:[A-Z][\w'\u2019-]*\s*)+)"
)
# "a £9,000 grant from the Harrowden Drama Society", "The grant came from ...".
_GIFT_FROM = re.compile(
    r"\b(?:grant|donation|loan|gift|bequest)s?\s+(?:of\s+[^\s,.;]+\s+)?(?:came\s+)?from\s+"
    r"(?:the\s+)?((?:[A-Z][\w'\u2019-]*\s*)+)"
)


def _denial_moved(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A denial the claim moves from one named side of a ", while" contrast to the other,
    or ''.

    "The Bisons scored on one of their six power plays, while the Pikes failed
    to convert any of theirs" against "The Bisons had six power plays but
    failed to score on any of them, while the Pikes converted one of theirs".
    """
    if len(parts) != 1:
        return ""
    chunk, sent = parts[0]
    mine = _while_sides(info.text, info.toks)
    theirs = _while_sides(chunk.text, sent.toks)
    if mine is None or theirs is None:
        return ""
    names = [_side_names(info.text, side) for side in mine]
    told = [_side_names(chunk.text, side) for side in theirs]
    if not (
        names[0] & told[0]
        and names[1] & told[1]
        and names[0].isdisjoint(told[1])
        and names[1].isdisjoint(told[0])
    ):
        return ""
    said = [any(t.low in _DENIALS for t in side) for side in mine]
    held = [any(t.low in _DENIALS for t in side) for side in theirs]
    if said[0] != said[1] and said[0] != held[0] and said[1] != held[1]:
        return "the claim moves the denial to the other side of the contrast"
    return ""


def _while_sides(text: str, toks: Sequence[_Tok]) -> tuple[Sequence[_Tok], Sequence[_Tok]] | None:
    """The words before and after the first ", while" or ", whereas" of *toks*, or None."""
    at = next(
        (
            i
            for i, t in enumerate(toks)
            if i and t.low in ("while", "whereas") and text[toks[i - 1].end : t.start] == ", "
        ),
        None,
    )
    return None if at is None else (toks[:at], toks[at + 1 :])


# Words that deny what their side of a contrast says.
_DENIALS = frozenset({"not", "no", "never", "failed", "fail", "fails", "without", "none"})


def _clauses_crossed(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim of two contrasted clauses whose names the sentence has the other way round.

    "Glomus arenae increased leaf water content by 14%, whereas Trichoderma
    velanum had no measurable effect" against "... Trichoderma velanum
    increased leaf water content by 14% ..., whereas Glomus arenae had no
    measurable effect". Clauses that moved with their names ("Ashgill Water
    was cleared of similar charges, whereas Tarn Water was fined" against
    "Tarn Water was fined ..., while ... Ashgill Water was cleared of similar
    charges") are no cross.
    """
    if len(parts) != 1:
        return ""
    chunk, sent = parts[0]
    claim_sides = _contrasted_names(info.text, info.toks, joined=True)
    if claim_sides is None:
        return ""
    sent_sides = _contrasted_names(chunk.text, sent.toks, joined=True)
    if sent_sides is None:
        return ""
    mine, theirs = claim_sides[:2], sent_sides[:2]
    crossed = _crossed(*mine, *theirs)
    if not crossed and mine[0] & mine[1] and theirs[0] & theirs[1]:
        # A name both sides share ("the Zip 1" and "the Zip 3") tells them
        # not apart: the rest of each side's name does.
        (a1, a2), (b1, b2) = ((x - y, y - x) for x, y in (mine, theirs))
        crossed = bool(a1 and a2 and b1 and b2 and _crossed(a1, a2, b1, b2))
    if not crossed:
        return ""
    said, told = _side_words(claim_sides), _side_words(sent_sides)
    if len(said[0] & told[1]) > len(said[0] & told[0]) and len(said[1] & told[0]) > len(
        said[1] & told[1]
    ):
        return ""
    return "the claim says of each side of the contrast what the source says of the other"


def _deed_of_named_other(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim of two contrasted sides, one of whose names the sentence gives what the
    claim says of the other side, or ''.

    "The owner was sentenced to four years, while Captain Varvakis was
    acquitted" against "Varvakis was later sentenced to four years in
    prison, while the ship's owner was acquitted"; "Dr Adeyemi designed the
    experiments, while Professor Gallagher did the analysis" against
    "... Gallagher ... designed the experiments, while she did the analysis".
    The sentence's other side may name no one (a pronoun, "the owner"), so
    ``_clauses_crossed`` finds no names to cross: here the name of the
    claim's second side stands only on the sentence's side that says most of
    what the claim says of its first, and what the claim says of its second
    only on the other.
    """
    claim = _contrasted_names(info.text, info.toks, joined=True)
    if claim is None:
        return ""
    names, said = claim[:2], _side_words(claim)
    if not said[0] or not said[1]:
        return ""
    for _chunk, sent in parts:
        toks = sent.toks
        at = next((i for i, t in enumerate(toks) if t.low in _CONTRAST_WORDS), None)
        if at is None:
            continue
        sides = (frozenset(t.key for t in toks[:at]), frozenset(t.key for t in toks[at + 1 :]))
        for a, b in ((0, 1), (1, 0)):
            for x, y in ((0, 1), (1, 0)):
                if (
                    names[b] & sides[x]
                    and names[b].isdisjoint(sides[y])
                    and names[a].isdisjoint(sides[y])
                    and said[b] <= sides[y]
                    and said[b].isdisjoint(sides[x])
                    and len(said[a] & sides[x]) > len(said[a] & sides[y])
                ):
                    side = toks[:at] if x == 0 else toks[at + 1 :]
                    who = [t for t in side if t.key in names[b]][-1]
                    who_text = sent.text[who.start : who.end]
                    return f"the source says of {who_text!r} what the claim says of the other side"
    return ""


def _contrast_homes(
    info: _ClaimInfo, part: tuple[Chunk, _Sent]
) -> tuple[tuple[int, int], tuple[int, int]] | None:
    """Where the side of the sentence's contrast that names the claim's name runs, and
    where the other side (which names others) runs; None unless exactly one side does.
    """
    chunk, sent = part
    sides = _contrast_sides(chunk.text, sent.toks)
    if sides is None or not sides[0] or not sides[1]:
        return None
    mine = _model_names(info.text, info.toks)
    names = [_model_names(chunk.text, side) for side in sides]
    own = [bool(mine & n) for n in names]
    if own.count(True) != 1:
        return None
    home, other = (0, 1) if own[0] else (1, 0)
    if not names[other] - mine:
        return None
    spans = [(side[0].start, side[-1].end) for side in sides]
    return spans[home], spans[other]


def _multiple_turned(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A multiple the claim turns round, or ''.

    "July admissions were three times as numerous as those in January"
    against "admissions in January were three times those in July": a word
    of each side of the claim's multiple stands on the other side of the
    sentence's same multiple, and on neither side of its own.
    """
    mine = _multiple_sides(info.text, info.toks)
    if mine is None:
        return ""
    word, before, after = mine
    for chunk, sent in parts:
        theirs = _multiple_sides(chunk.text, sent.toks)
        if theirs is None or theirs[0] != word:
            continue
        _, s_before, s_after = theirs
        moved_back = (before & s_after) - s_before - after
        moved_on = (after & s_before) - s_after - before
        if moved_back and moved_on:
            return f"the claim turns round what the source says is {word} the other"
    return ""


def _other_multiple(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """The claim's multiple of a thing ("twice", "half", "three times") where the
    sentence has another multiple of the same thing, and none the claim's, or ''.

    "charged the Post Office twice his ordinary rate" against "charged the
    Post Office 3 pence per mile ..., half his ordinary rate of 6 pence"; "cost
    twice the ordinary charge" against "cost three times the ordinary charge".
    """
    mine = {
        (_multiple_value(m[1]), _key(m[2].lower()), m[1]) for m in _SHARE_OF.finditer(info.text)
    }
    if not mine:
        return ""
    theirs = {
        (_multiple_value(m[1]), _key(m[2].lower()), m[1])
        for chunk, sent in parts
        for m in _SHARE_OF.finditer(chunk.text, sent.start, sent.end)
    }
    for value, noun, said in mine:
        if any(v == value and n == noun for v, n, _ in theirs):
            continue
        other = next((w for v, n, w in theirs if n == noun), None)
        if other is not None:
            return f"the claim says {said.lower()!r}, the source {other.lower()!r} of the same"
    return ""


def _multiple_value(word: str) -> float:
    """The factor a multiple of ``_SHARE_OF`` writes ("half" 0.5, "three times" 3)."""
    first = word.split()[0].lower()
    return _MULTIPLE_VALUES.get(first) or float(qty.SMALL_NUMBER_WORDS.get(first) or first)


# The multiples a text writes: "twice", "treble", "three times", "4 times".
_MULTIPLES_WRITTEN = (
    r"twice|thrice|double|treble|triple"
    r"|(?:two|three|four|five|six|seven|eight|nine|ten|\d{1,3})\s+times"
)
_MULTIPLE_VALUES = {
    "twice": 2.0,
    "double": 2.0,
    "half": 0.5,
    "thrice": 3.0,
    "treble": 3.0,
    "triple": 3.0,
}
# "twice his ordinary rate", "half the fee", "three times the ordinary charge": a
# share or multiple of what follows, past a determiner, with the word it is of.
_SHARE_OF = re.compile(
    rf"\b(half|{_MULTIPLES_WRITTEN})"
    r"\s+(?:the|his|her|its|their|our|your|that)\s+(?:[a-z]+\s+)?([a-z]+)\b",
    re.IGNORECASE,
)


# "three times", "twice", "4 times": a multiple that sets one side against another.
_MULTIPLE = re.compile(rf"\b(?:{_MULTIPLES_WRITTEN})\b", re.IGNORECASE)
# Where the words of a side of a multiple stop.
_MULTIPLE_SIDE_BREAK = re.compile(r"[,;:()]|\b(?:that|while|whereas|and|but|which|who)\b", re.I)


def _multiple_sides(
    text: str, toks: Sequence[_Tok]
) -> tuple[str, frozenset[str], frozenset[str]] | None:
    """The one multiple of *toks* (folded) and the content keys of its clause before
    and after it, or None."""
    if not toks:
        return None
    start, end = toks[0].start, toks[-1].end
    found = list(_MULTIPLE.finditer(text, start, end))
    if len(found) != 1:
        return None
    m = found[0]
    lo = max([start] + [b.end() for b in _MULTIPLE_SIDE_BREAK.finditer(text, start, m.start())])
    stop = _MULTIPLE_SIDE_BREAK.search(text, m.end(), end)
    if stop is not None and stop[0].lower() == "that" and not text[m.end() : stop.start()].strip():
        # "double that taken at Crickmoor Gate": the "that" is what is compared.
        stop = _MULTIPLE_SIDE_BREAK.search(text, stop.end(), end)
    hi = end if stop is None else stop.start()

    def keys(a: int, b: int) -> frozenset[str]:
        return frozenset(
            t.key
            for t in toks
            if a <= t.start < b and t.flags & _CONTENT and t.low not in _MULTIPLES
        )

    return " ".join(m[0].lower().split()), keys(lo, m.start()), keys(m.end(), hi)


def _in_law_changed(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A kin word the sentence has only in one form ("-in-law", "great-") that the claim
    has only in another, or ''.

    "his fleet of 31 boats passed to his son, Arthur Mayne" against "passed to
    his son-in-law, Arthur Mayne"; "a grandson of its founder Josiah" against
    "a great-grandson of the founder Josiah".
    """
    for word in info.lows & _KIN_WORDS:
        mine = _kin_forms(word, info.text)
        if len(mine) != 1:
            continue  # two forms, or the word only inside a longer one
        for chunk, sent in parts:
            theirs = _kin_forms(word, chunk.text[sent.start : sent.end])
            if len(theirs) == 1 and theirs != mine:
                return f"the claim says {next(iter(mine))!r}, the source {next(iter(theirs))!r}"
    return ""


_KIN_WORDS = frozenset(
    """son daughter father mother brother sister grandson granddaughter grandfather
    grandmother grandchild nephew niece uncle aunt""".split()
)


def _kin_forms(word: str, text: str) -> frozenset[str]:
    """The forms in which *text* has the kin word *word*: plain, "-in-law", "great-"
    ("great " too before the words of a generation apart: "great uncle", not "a
    great son of the town")."""
    great = "great[- ]" if word.startswith("grand") or word in _GREAT_SPACED else "great-"
    return frozenset(
        re.sub(r"\s+", "-", m[0].lower())
        for m in re.finditer(rf"\b(?:{great})*{word}(?:-in-law)?\b", text, re.IGNORECASE)
    )


_GREAT_SPACED = frozenset({"uncle", "aunt", "nephew", "niece"})


def _kin_reversed(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """The claim's "A was the KIN of B" where the sentence makes B the KIN of A, or ''.

    "Hugh Dallow, the Wyrmsden mill tenant, was the nephew of Christopher
    Dallow" against "to Christopher Dallow, nephew of the Wyrmsden mill tenant
    Hugh Dallow": the nephew and the uncle traded. Names are told apart by
    their first words, as kin often share the last. Brothers, sisters and
    cousins read the same both ways, so they are left out.
    """
    mine = _kin_pairs(info.text, 0, len(info.text))
    if not mine:
        return ""
    for chunk, sent in parts:
        for kin, holder, of in _kin_pairs(chunk.text, sent.start, sent.end):
            for my_kin, my_holder, my_of in mine:
                if my_kin == kin and my_holder == of and my_of == holder and holder != of:
                    return f"the claim makes the {kin} the other way round"
    return ""


def _alone_against_joined(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """The claim's "on his own" for a deed the sentence gives its name and another name
    joined by "and", or ''.

    "Major Philip Lutt founded the Upper Fennick Bowmen on his own in 1809"
    against "were formed ... by Sir Anthony Crewdson and his neighbour Major
    Philip Lutt". A sentence that says "alone" too settles nothing here.
    """
    if _ALONE.search(info.text) is None:
        return ""
    names = {t.key for t in info.toks if t.flags & _CONTENT and info.text[t.start].isupper()}
    for chunk, sent in parts:
        if _ALONE.search(chunk.text, sent.start, sent.end):
            continue
        for m in _NAMES_JOINED.finditer(chunk.text, sent.start, sent.end):
            left, right = (
                {_key(w.lower()) for w in re.findall(r"[A-Z][\w'-]*", m[side])}
                for side in ("a", "b")
            )
            if (left and left <= names and not right & names) or (
                right and right <= names and not left & names
            ):
                return f"the claim says the deed was done alone; the source names two ({m[0]!r})"
        with_kin = _WITH_KIN.search(chunk.text, sent.start, sent.end)
        if with_kin is not None:
            # "appeared at Fennick ... with her husband, the cast-maker Jabez Orme"
            return f"the claim says the deed was done alone; the source says {with_kin[0]!r}"
        # "judged by the president, Doctor Lionel Gaskin, and two members chosen
        # by ballot": the name and others it does not name
        for m in _NAME_AND_OTHERS.finditer(chunk.text, sent.start, sent.end):
            named = {_key(w.lower()) for w in re.findall(r"[A-Z][\w'-]*", m["a"])}
            if named and named <= names:
                return f"the claim says the deed was done alone; the source names others ({m[0]!r})"
    return ""


# "on his own", "alone", "single-handed": one doer and no other.
_ALONE = re.compile(
    r"\b(?:on (?:his|her|their) own|alone|single-handed(?:ly)?|by (?:himself|herself))\b",
    re.IGNORECASE,
)
# Two named doers joined by "and", each past a title or a description: "by Sir
# Anthony Crewdson and his neighbour Major Philip Lutt", "by its founders, the
# banker Hugh Rowsell and the cheese factor Anthony Kemble".
_NAMES_JOINED = re.compile(
    r"\bby\s+(?:(?:its|his|her|their)\s+[a-z]+,\s+)?(?:(?:the|his|her|their)\s+(?:[a-z]+\s+){1,2})?"
    r"(?P<a>(?:[A-Z][\w'-]*\s+){0,3}[A-Z][\w'-]*)\s+and\s+"
    r"(?:(?:the|his|her|their)\s+(?:[a-z]+\s+){1,2})?(?P<b>(?:[A-Z][\w'-]*\s+){0,3}[A-Z][\w'-]*)"
)


_WITH_KIN = re.compile(
    r"\b(?:with|accompanied by)\s+(?:her|his|their)\s+(?:husband|wife|son|daughter|brother"
    r"|sister|partner|father|mother)\b"
)
_NAME_AND_OTHERS = re.compile(
    r"\bby\s+(?:the\s+[a-z]+,\s+)?(?P<a>(?:[A-Z][\w'-]*\s+){0,3}[A-Z][\w'-]*),?\s+(?:and|with)\s+"
    r"(?:two|three|four|five|six|several|\d+)\s+(?:other\s+)?[a-z]+"
)


def _kin_pairs(text: str, start: int, end: int) -> list[tuple[str, str, str]]:
    """Each "A, KIN of B" or "A was the KIN of B" in ``text[start:end]``: the kin word and
    the first words of the two names (lower case)."""
    out = []
    for m in _KIN_OF.finditer(text, start, end):
        before = _HOLDER_BEFORE.search(text, start, m.start())
        after = _NAMED_AFTER_OF.match(text, m.end())
        if before is not None and after is not None:
            out.append((m["kin"].lower(), before["first"].lower(), after["first"].lower()))
    return out


_KIN_OF = re.compile(
    r"\b(?P<kin>(?:great-)*(?:grand)?(?:son|daughter|father|mother|nephew|niece|uncle|aunt))"
    r"\s+of\s+",
    re.IGNORECASE,
)
# The name that holds the kin word: "Christopher Dallow, nephew of", "Walter
# Pennock was the great-grandson of" (the name's descriptions between commas
# allowed: "Hugh Dallow, the Wyrmsden mill tenant, was the nephew of").
_HOLDER_BEFORE = re.compile(
    r"\b(?P<first>[A-Z][a-z]+)(?:\s+[A-Z][\w'-]*)*(?:,[^,]{1,60},)?"
    r"(?:,\s+|\s+(?:was|is|became)\s+(?:the|a|an)\s+)$"
)
# The name after "of": past its description ("of the Wyrmsden mill tenant Hugh
# Dallow"), to the last name run before punctuation.
_NAMED_AFTER_OF = re.compile(
    r"(?:(?:[a-z]+|[A-Z][a-z]+)\s+){0,5}?(?P<first>[A-Z][a-z]+)(?:\s+[A-Z][\w'-]*)*"
    r"(?=[,.;:)]|\s+(?:until|in|at|who|and|ran|was)\b|$)"
)


def _relative_owner_swapped(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """The claim's "A VERB FIGURE" where the sentence has "B, which VERB FIGURE", or ''.

    "Calder Mutual holds 60 percent" against "owned jointly by Nordvik Power,
    which holds 60 percent, and the pension fund Calder Mutual, which holds
    the rest": the relative clause gives the figure to the name right before
    it. The claim's name must stand right before its verb, the verb be the
    sentence's, and the sentence name the claim's name too.
    """
    mine = _verb_figures(info.text, info.toks, info.quants, relative=False)
    if not mine:
        return ""
    for chunk, sent in parts:
        for owner, verb, p in _verb_figures(chunk.text, sent.toks, sent.quants, relative=True):
            for c_owner, c_verb, q in mine:
                if (
                    c_verb == verb
                    and entails(p, q)
                    and not c_owner & owner
                    and c_owner <= sent.keys
                ):
                    who = " ".join(t.low for t in sent.toks if t.key in owner)
                    return f"the source gives {p.text!r} to {who!r}"
    return ""


def _named_figures_swapped(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """Two names the claim gives each other's figures, or ''.

    "painted Princess Louisa in 1772 and Queen Adelaide two years later"
    against "painted Queen Adelaide in 1772 and the queen's sister, Princess
    Louisa, two years later": each figure belongs to the name nearest before
    it, the second name standing after an "and" (or "while") that follows
    the first figure, and the sentence gives each of the claim's two figures
    to the name to which the claim gives the other. Exact figures only.
    """
    if len(info.quants) < 2:
        return ""
    mine = _figure_pairs(info.text, info.toks, info.quants)
    if not mine:
        return ""
    for chunk, sent in parts:
        for o1, p1, o2, p2 in _figure_pairs(chunk.text, sent.toks, sent.quants):
            theirs = ((o1, p1), (o2, p2))
            for n1, q1, n2, q2 in mine:
                # The sentence's figure for q1 is the other name's, and for q2 this one's.
                if any(
                    entails(a, q1)
                    and not entails(a, q2)
                    and owner & n2
                    and not owner & n1
                    and entails(b, q2)
                    and not entails(b, q1)
                    and other & n1
                    and not other & n2
                    for (owner, a), (other, b) in (theirs, theirs[::-1])
                ):
                    # The older reading, where it sees the swap, names the words.
                    return figures_swapped(info, chunk, sent) or (
                        f"the claim gives {q1.text!r} and {q2.text!r} each to what the"
                        " source gives the other"
                    )
    return ""


# Words that neither head a noun phrase nor modify one ("points above",
# "shows every race", "before landfall").
_NOT_HEADS = frozenset(
    "above below over under every each all more less most before after than within".split()
)


def _qualifiers_traded(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """Two figures the claim gives each other's word right after them, or ''.

    "let 24 full plots and 40 half plots" against "let 40 full and 24 half
    plots": each figure is read with the plain word that follows it (the
    noun may be left to the last item), and the sentence gives each of the
    claim's two figures the word the claim gives the other, and neither
    the word the claim gives it.
    """
    if len(info.quants) < 2:
        return ""
    mine = _figures_before_words(info.text, info.toks, info.quants)
    if len(mine) < 2:
        return ""
    for chunk, sent in parts:
        theirs = _figures_before_words(chunk.text, sent.toks, sent.quants)
        given = {(key, word) for key, word, _ in theirs}
        for (k1, w1, q1), (k2, w2, q2) in combinations(mine, 2):
            if (
                k1[0] == k2[0]
                and k1 != k2
                and w1 != w2
                and (k1, w2) in given
                and (k2, w1) in given
                and (k1, w1) not in given
                and (k2, w2) not in given
            ):
                return (
                    f"the claim gives {q1.text!r} to {w1!r} and {q2.text!r} to {w2!r};"
                    f" the source gives them the other way round"
                )
    return ""


def _figures_before_words(
    text: str, toks: Sequence[_Tok], quants: Sequence[Amount]
) -> list[tuple[tuple[str, object], str, Amount]]:
    """Each exact figure of *quants* with the plain word right after it ("40 full"):
    the figure's family and value, the word's key, the figure."""
    out: list[tuple[tuple[str, object], str, Amount]] = []
    for q in quants:
        value = _value(q)
        if q.cmp is not None or value is None or q.family == "date":
            continue
        # ("14 were women", "6 of them women": the word past a verb of being
        # or "of them")
        at = _FIGURE_THEN_BEING.match(text, q.end)
        i = bisect_left(toks, at.end() if at else q.end, key=_START)
        if i == len(toks):
            continue
        t = toks[i]
        if (
            (at is not None or text[q.end : t.start] == " ")
            and t.flags & _CONTENT
            and not t.flags & (_CAP | _NUMBER)
            and t.low not in _NOT_HEADS
        ):
            out.append(((q.family, value), t.key, q))
    return out


_FIGURE_THEN_BEING = re.compile(r" (?:of (?:them|whom|these) |(?:were|was|are) )+(?=\w)")


def _figure_pairs(
    text: str, toks: Sequence[_Tok], quants: Sequence[Amount]
) -> list[tuple[frozenset[str], Amount, frozenset[str], Amount]]:
    """Each "NAME ... FIGURE and NAME ... FIGURE" of *toks*: the two names' keys, each
    with the exact figure nearest after it; then the same read with the content word
    nearest before each figure in place of a name."""
    out = []
    for owners in (
        _figure_owners(text, toks, quants),
        _figure_words(text, toks, quants),
        _figure_names(text, toks, quants),
    ):
        for (n1, q1, _), (n2, q2, at2) in pairwise(owners):
            if (
                q1.cmp is None
                and q2.cmp is None
                and not n1 & n2
                and _PAIR_LINK.search(text, q1.end, at2) is not None
            ):
                out.append((n1, q1, n2, q2))
    return out


def _figure_words(
    text: str, toks: Sequence[_Tok], quants: Sequence[Amount]
) -> list[tuple[frozenset[str], Amount, int]]:
    """Each figure of *toks* with the content word nearest before it (and after the
    figure before): "The tower is 38 metres tall, and its lantern sits 71 metres"
    gives (tower, 38 metres) and (sits, 71 metres)."""
    out: list[tuple[frozenset[str], Amount, int]] = []
    floor = 0
    for q in sorted(quants, key=lambda a: a.start):
        k = bisect_left(toks, q.start, key=_START) - 1
        while k >= floor and not (toks[k].flags & _CONTENT and not _in_figure(toks[k], quants)):
            k -= 1
        if k >= floor:
            out.append((frozenset({toks[k].key}), q, toks[k].start))
        floor = bisect_left(toks, q.end, key=_START)
    return out


_PAIR_LINK = re.compile(r"\b(?:and|while|whereas)\b|;")


def _figure_owners(
    text: str, toks: Sequence[_Tok], quants: Sequence[Amount]
) -> list[tuple[frozenset[str], Amount, int]]:
    """Each figure of *toks* with the name nearest before it (and after the figure
    before), as that name's content keys, and where the name starts; figures without
    such a name are left out."""
    out: list[tuple[frozenset[str], Amount, int]] = []
    floor = 0
    for q in sorted(quants, key=lambda a: a.start):
        at = bisect_left(toks, q.start, key=_START)
        k = at - 1
        while k >= floor and not _is_named(toks[k], text):
            k -= 1
        end = k
        k = _name_run_start(text, toks, end, floor)
        if end >= floor and k <= end:
            out.append((frozenset(t.key for t in toks[k : end + 1]), q, toks[k].start))
        floor = bisect_left(toks, q.end, key=_START)
    return out


def _figure_names(
    text: str, toks: Sequence[_Tok], quants: Sequence[Amount]
) -> list[tuple[frozenset[str], Amount, int]]:
    """Each figure of *toks* with every name after the figure before it ("A Tuesday pitch
    in Brackwater's high street costs £24": Tuesday and Brackwater), as in
    ``_figure_owners``."""
    out: list[tuple[frozenset[str], Amount, int]] = []
    floor = 0
    for q in sorted(quants, key=lambda a: a.start):
        at = bisect_left(toks, q.start, key=_START)
        named = [t for t in toks[floor:at] if _is_named(t, text)]
        if named:
            out.append((frozenset(t.key for t in named), q, named[0].start))
        floor = bisect_left(toks, q.end, key=_START)
    return out


def _objects_traded(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """Two things the claim gives each other's phrases of one preposition ("to", "from",
    "for", "by", "at", "in", "on", "with"), as a sentence gives them, or ''.

    "a toll of one twentieth from strangers and whatever he could agree from
    the lord's tenants" against "toll of one twentieth from the lord's tenants
    and whatever he could agree from strangers"; "left the forge and tools to
    his widow Hannah and the household goods to his nephew Caleb" against "left
    the forge and its tools to his nephew, Caleb Orme, ... and the household
    goods to his widow, Hannah". Each phrase is known by the content word
    right before its preposition and the words after it.
    """
    mine = _linked_objects(info.text, info.toks)
    if len(mine) < 2:
        return ""
    for chunk, sent in parts:
        theirs = _linked_objects(chunk.text, sent.toks)
        for (p1, h1, o1), (p2, h2, o2) in combinations(mine, 2):
            if p1 != p2 or h1 == h2 or o1 & o2:
                continue
            for q1, g1, t1 in theirs:
                for q2, g2, t2 in theirs:
                    if (
                        q1 == q2 == p1
                        and (g1, g2) == (h1, h2)
                        and o1 & t2
                        and o2 & t1
                        and not o1 & t1
                        and not o2 & t2
                    ):
                        return (
                            f"the claim gives {p1!r} phrases to each other's words: the"
                            " source has them the other way round"
                        )
    return ""


# Prepositions whose phrases may be traded between two things of a sentence ("of" is
# too common a link to tell two phrases apart).
_TRADED_LINKS = frozenset({"to", "from", "for", "by", "at", "in", "on", "with"})
# Where such a phrase's words stop.
_LINKED_BREAK = re.compile(r"[,;:()]|\b(?:and|or|but|while|which|who|whom|when)\b", re.I)


def _linked_objects(text: str, toks: Sequence[_Tok]) -> list[tuple[str, str, frozenset[str]]]:
    """Each preposition of ``_TRADED_LINKS`` in *toks*, with the content word right before
    it and the content words of its phrase (of the five words after it)."""
    out = []
    for k, t in enumerate(toks):
        if t.low not in _TRADED_LINKS or not k:
            continue
        head = toks[k - 1]
        if not head.flags & _CONTENT or text[head.end : t.start].strip():
            continue
        if (
            k >= 3
            and toks[k - 2].low in _TRADED_LINKS
            and toks[k - 3].flags & _CONTENT
            and not any(text[a.end : b.start].strip() for a, b in pairwise(toks[k - 3 : k]))
        ):
            head = toks[k - 3]  # "sold most of his charcoal in bags to ironmongers"
        stop = _LINKED_BREAK.search(text, t.end, toks[-1].end)
        end = toks[-1].end if stop is None else stop.start()
        words = frozenset(
            u.key for u in toks[k + 1 : k + 6] if u.start < end and u.flags & _CONTENT
        )
        if words:
            out.append((t.low, head.key, words))
    return out


def _pairs_traded(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """Two words the claim pairs that the sentence gives to two parallel phrases apart,
    or ''.

    "banned on the east side ... on Thursdays" against "a Tuesday on the east
    side of each street and a Thursday on the west side": the sentence pairs
    Thursday with the west side, and the claim names neither Tuesday nor west.
    """
    keys = info.keys
    for chunk, sent in parts:
        text = chunk.text
        for m in _PAIRED.finditer(text, sent.start, sent.end):
            words = [_word_key(sent, m.start(g)) for g in ("a1", "b1", "a2", "b2")]
            if "" in words:
                continue
            a1, b1, a2, b2 = words
            if a1 == a2 or b1 == b2:
                continue
            for mine, theirs in (((a2, b1), (a1, b2)), ((a1, b2), (a2, b1))):
                if set(mine) <= keys and keys.isdisjoint(theirs):
                    said = [text[m.start(g) : m.end(g)] for g in ("a1", "b1", "a2", "b2")]
                    return (
                        f"the source pairs {said[0]!r} with {said[1]!r} and "
                        f"{said[2]!r} with {said[3]!r}"
                    )
    return ""


def _contrast_crossed(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """Two clauses the claim sets against each other ("but", "though") whose words the
    sentence's two such clauses share out crosswise, or ''.

    "declassified its Chardonnay but bottled its red wine as usual" against "led
    the winery to declassify its entire red crop ..., though its Chardonnay was
    bottled as usual": each claim clause takes a word of each source clause.
    """
    mine = _CONTRAST.search(info.text)
    if mine is None or _CONTRAST.search(info.text, mine.end()) is not None:
        return ""
    claim = [
        {t.key for t in info.content if (t.start < mine.start()) == side} for side in (True, False)
    ]
    for chunk, sent in parts:
        theirs = _CONTRAST.search(chunk.text, sent.start, sent.end)
        if theirs is None or _CONTRAST.search(chunk.text, theirs.end(), sent.end) is not None:
            continue
        first = {t.key for t in sent.toks if t.start < theirs.start() and t.flags & _CONTENT}
        second = {t.key for t in sent.toks if t.start >= theirs.end() and t.flags & _CONTENT}
        only = (first - second, second - first)
        if all(c & only[0] and c & only[1] for c in claim):
            a = next(t.low for t in info.content if t.key in claim[0] & only[1])
            b = next(t.low for t in info.content if t.key in claim[1] & only[0])
            return f"the source's clauses give {a!r} and {b!r} the other way round"
    if len(parts) == 2:
        # Two sentences, each about one of two names: "Imelda Sarrow ..., having
        # been banned for 3 months in 2022" and "Piers Haddow ... had no earlier
        # bans", against a claim that gives each name the other's deed.
        keys = [{t.key for t in sent.toks if t.flags & _CONTENT} for _, sent in parts]
        only = (keys[0] - keys[1], keys[1] - keys[0])
        names = [
            {t.key for t in info.content if (t.start < mine.start()) == side and t.flags & _CAP}
            for side in (True, False)
        ]
        crossed = [
            (n & only[k] and not n & only[1 - k] and (c - n) & only[1 - k])
            for n, c in zip(names, claim, strict=True)
            for k in (0, 1)
        ]
        if (crossed[0] and crossed[3]) or (crossed[1] and crossed[2]):
            a = next(t.low for t in info.content if t.key in names[0])
            b = next(t.low for t in info.content if t.key in names[1])
            return f"the source's sentences give {a!r} and {b!r} each other's deeds"
    return ""


# A contrast between two clauses: "..., though its Chardonnay was bottled".
_CONTRAST = re.compile(r",?\s+\b(?:but|though|although|whereas|while|yet)\b", re.IGNORECASE)


def _mover_swapped(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A move "from A to B" the claim gives to a name the sentence gives another move,
    or ''.

    "Leon Otway moved from children's services to finance" against "moving Carol
    Brennigan from children's services to finance and appointing newcomer Leon
    Otway to children's services": the move is Brennigan's.
    """
    mine = _FROM_TO.search(info.text)
    # (not a span of dates or hours: "from 2 February to 11 May")
    if mine is None or any(c.isdigit() for c in mine[0]):
        return ""
    ends = _span_keys(info.toks, mine.start(), mine.end())
    at = bisect_left(info.toks, mine.start(), key=_START)
    movers = _capitalised_keys(info.toks[max(0, at - _MOVER_REACH) : at])
    if not movers:
        return ""
    for chunk, sent in parts:
        if not movers <= sent.keys:
            continue
        for theirs in _FROM_TO.finditer(chunk.text, sent.start, sent.end):
            if _span_keys(sent.toks, theirs.start(), theirs.end()) != ends:
                continue
            k = bisect_left(sent.toks, theirs.start(), key=_START)
            before = sent.toks[max(0, k - _MOVER_REACH) : k]
            others = _capitalised_keys(before)
            if others and others.isdisjoint(movers):
                name = " ".join(t.low.title() for t in before if t.key in others)
                return f"the source gives the move {theirs[0]!r} to {name}"
    return ""


def _span_keys(toks: Sequence[_Tok], start: int, end: int) -> frozenset[str]:
    """The keys of the content words of *toks* between offsets *start* and *end*."""
    return frozenset(t.key for t in toks if start <= t.start < end and t.flags & _CONTENT)


def _capitalised_keys(toks: Sequence[_Tok]) -> frozenset[str]:
    """The keys of the capitalised words of *toks* that name no day or month."""
    return frozenset(t.key for t in toks if t.flags & _CAP and t.low not in lx.CALENDAR_WORDS)


# "from children's services to finance": a move between two named things.
_FROM_TO = re.compile(
    r"\bfrom\s+[^,;.]{2,40}?\s+to\s+[^,;.]{2,40}?(?=\s+(?:and|but|in|on)\b|[,;.]|$)"
)
_MOVER_REACH = 4  # how many words before "from" the mover's name may stand


def _word_key(sent: _Sent, at: int) -> str:
    """The key of the sentence's content word at offset *at*, or '' (no content word)."""
    tok = _token_at(sent, at)
    return tok.key if tok is not None and tok.flags & _CONTENT and not tok.flags & _NUMBER else ""


# Two parallel phrases: "a Tuesday on the east side of each street and a
# Thursday on the west side".
_PAIRED = re.compile(
    r"\b(?P<a1>[A-Za-z][\w'-]*)\s+(?P<p>on|in|at|for)\s+the\s+(?P<b1>[A-Za-z][\w'-]*)\b"
    r"[^;.]{0,40}?,?\s+and\s+(?:an?\s+|the\s+)?"
    r"(?P<a2>[A-Za-z][\w'-]*)\s+(?P=p)\s+the\s+(?P<b2>[A-Za-z][\w'-]*)\b",
    re.IGNORECASE,
)


def _named_pairs_crossed(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """Two names the sentence pairs each with a word after a preposition ("the Upper End
    in odd years and the Lower End in even years") that the claim pairs the other way
    round, or ''."""
    text = info.text
    for chunk, sent in parts:
        for m in _NAMED_PAIRS.finditer(chunk.text, sent.start, sent.end):
            n1, w1, n2, w2 = m["n1"], m["w1"].lower(), m["n2"], m["w2"].lower()
            if n1 == n2 or w1 == w2:
                continue
            at = [_once_at(text, x) for x in (n1, w1, n2, w2)]
            if any(a < 0 for a in at):
                continue
            a1, b1, a2, b2 = at
            # the claim: the first name, the second's word, the second name, the first's
            if a1 < b2 < a2 < b1:
                return (
                    f"the source gives {w1!r} to {n1!r} and {w2!r} to {n2!r};"
                    " the claim the other way round"
                )
    return ""


def _once_at(text: str, word: str) -> int:
    """Where *word* stands in *text* as a whole word, if it stands there once; else -1."""
    found = [m.start() for m in re.finditer(rf"\b{re.escape(word)}\b", text, re.IGNORECASE)]
    return found[0] if len(found) == 1 else -1


# "the Upper End in odd years and the Lower End in even years": two names, each
# with a preposition and a word.
_NAMED_PAIRS = re.compile(
    r"\b(?P<n1>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*)\s+(?P<p>in|on|at|for|from|with)\s+"
    r"(?:the\s+)?(?P<w1>[a-z][\w'-]*)\b[^;.,]{0,20}?,?\s+and\s+(?:the\s+)?"
    r"(?P<n2>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*)\s+(?P=p)\s+(?:the\s+)?(?P<w2>[a-z][\w'-]*)\b"
)


def _respectively_swapped(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A figure the claim gives to another of the names a "respectively" list pairs, or ''.

    "run-up heights of 9 metres and 5 metres respectively" after "reached
    Vesk after 22 minutes and Thale after 41 minutes" gives Vesk 9 metres;
    "reached 9 metres at Thale" gives it to Thale. The names are the last
    ones before the figures, in order, one for each figure.
    """
    if not info.quants:
        return ""
    for chunk, sent in parts:
        text, toks = chunk.text, sent.toks
        r = next((i for i, t in enumerate(toks) if t.low == "respectively"), None)
        if r is None:
            continue
        before = [p for p in sorted(sent.quants, key=lambda a: a.start) if p.end <= toks[r].start]
        if len(before) < 2:
            continue
        group = [before[-1]]
        for p in reversed(before[:-1]):
            if p.family != group[0].family or not _LISTED.fullmatch(text, p.end, group[-1].start):
                break
            group.append(p)
        group.reverse()
        if len(group) < 2:
            continue
        names = _name_runs(text, toks, sent.start, group[0].start)
        if len(names) < len(group):
            continue
        paired = list(zip(names[-len(group) :], group, strict=True))
        for q in info.quants:
            mine = _name_beside(info.text, info.toks, q) or _subject_before(info.text, info.toks, q)
            if not mine:
                continue
            owner = next((n for n, p in paired if entails(p, q)), None)
            other = next((n for n, p in paired if n & mine and not entails(p, q)), None)
            if owner is not None and other is not None and not owner & mine:
                return f"the source gives {q.text!r} to another of the names it lists"
    return ""


def _names_in_turn(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """Two claim figures given to two names that the sentence lists in the other order
    before a list of those figures, or ''.

    "Moorhouse's bobbin mill took a lump sum of £4,200 and Crabtree's dyeworks one
    of £1,850" against "The other two, Crabtree's dyeworks and Moorhouse's bobbin
    mill, took lump sums of £4,200 and £1,850": a list of names and a list of
    figures pair in turn. Each name stands once in the sentence, before the
    figures, and each of the claim's two parts (split at its list's break) names
    its own.
    """
    if len(parts) != 1 or len(info.quants) < 2:
        return ""
    chunk, sent = parts[0]
    text, toks = chunk.text, sent.toks
    figures = sorted(sent.quants, key=lambda a: a.start)
    for q1, q2 in combinations(info.quants, 2):
        if q1.family != q2.family and q1.q.unit is not None and q2.q.unit is not None:
            continue  # (figures of two kinds are no list; a bare one may follow "the second")
        at = [_one_same_figure(figures, q) for q in (q1, q2)]
        if min(at) < 0 or at[0] == at[1]:
            continue
        lo, hi = min(at), max(at)
        if not (
            q1.family == q2.family
            and all(
                figures[k + 1].family == figures[lo].family
                and _LISTED.fullmatch(text, figures[k].end, figures[k + 1].start)
                for k in range(lo, hi)
            )
        ) and not _ordinals_in_turn(text, figures, lo, hi):
            continue  # the two figures are not of one list
        names = [_part_names(info.text, info.toks, q) for q in (q1, q2)]
        own = [names[0] - names[1], names[1] - names[0]]
        where = []
        for keys in own:
            found = [t for t in toks if t.key in keys and _is_named(t, text)]
            if not found or any(t.start > figures[lo].start for t in found):
                break
            # (one name, said once: "Crabtree's" of "Crabtree's dyeworks")
            if len({t.key for t in found}) != len(found):
                break
            # (the last of the part's names: "Ledger" of "Ledger at £45 for the
            # Jubilee fête", the fête named first in "For the Jubilee fête ...
            # engaged two aeronauts, Thomas Ledger and his rival William Saxby")
            where.append(found[-1])
        if len(where) != 2 or where[0].start == where[1].start:
            continue
        first, last = sorted(where, key=lambda t: t.start)
        if not _LIST_JOIN.search(text, first.end, last.start) or any(
            first.end <= p.start < figures[lo].start and p.family != _ORDINAL for p in figures
        ):
            continue  # the names are no list of their own before the figures
        if (where[0].start < where[1].start) != (at[0] < at[1]):
            one, two, mine = (text[t.start : t.end] for t in (first, last, where[0]))
            return (
                f"the source lists {one!r} and {two!r} before its figures, which it gives"
                f" them in turn; the claim gives {q1.text!r} to {mine!r}"
            )
    return ""


def _ordinals_in_turn(text: str, figures: Sequence[Amount], lo: int, hi: int) -> bool:
    """Whether ``figures[lo]`` and ``figures[hi]`` are next to each other and given to "the
    first" and "the second" (or "the former" and "the latter") of a list before them:
    "the first yielded 14,000 gallons an hour and the second 6,000"."""
    one, two = figures[lo], figures[hi]
    if any(figures[k].family != _ORDINAL for k in range(lo + 1, hi)):
        return False  # (only "the second" stands between them)
    # (the second may be bare: "... 14,000 gallons an hour and the second 6,000")
    if one.family != two.family and two.q.unit is not None:
        return False
    if not _SECOND_OF_TWO.fullmatch(text, one.end, two.start):
        return False
    return bool(_FIRST_OF_TWO.search(text, max(0, one.start - _FIRST_REACH), one.start))


_ORDINAL = "ordinal:None"  # the family of "first", "second", "third" ...
_FIRST_OF_TWO = re.compile(r"\bthe (?:first|former)\b[^,;.\d]*$")
_FIRST_REACH = 40  # how far before the first figure "the first" may stand
# After the first figure, its unit or rate, then "and the second" with at most a
# verb before the second figure.
_SECOND_OF_TWO = re.compile(r"[^,;.\d]{0,30}?,?\s+and\s+the\s+(?:second|latter)(?:\s+[a-z]+)?\s+")


def _part_names(text: str, toks: Sequence[_Tok], q: Amount) -> frozenset[str]:
    """The keys of the names in the part of a claim, between its list's breaks, that holds
    figure *q*."""
    lo = max((m.end() for m in ITEM_BREAK.finditer(text, 0, q.start)), default=0)
    hi = next((m.start() for m in ITEM_BREAK.finditer(text, q.end)), len(text))
    return frozenset(t.key for t in toks if lo <= t.start < hi and _is_named(t, text))


_LIST_JOIN = re.compile(r",|\band\b")


# Between two figures of one list: "9 metres and 5 metres", "9, 7 and 5 metres".
_LISTED = re.compile(r"\s*(?:,\s*(?:and\s+)?|and\s+|or\s+)")


def _name_runs(text: str, toks: Sequence[_Tok], start: int, end: int) -> list[frozenset[str]]:
    """The distinct name runs of ``text[start:end]`` in order, as content keys (not the
    sentence's first word)."""
    out: list[frozenset[str]] = []
    run: list[str] = []
    for k, t in enumerate(toks):
        if t.start >= end:
            break
        named = t.start > start and _is_named(t, text)
        if named and (not run or _touching(text, toks[k - 1], t)):
            run.append(t.key)
            continue
        if run:
            name = frozenset(run)
            if name not in out:
                out.append(name)
        run = [t.key] if named else []
    if run and frozenset(run) not in out:
        out.append(frozenset(run))
    return out


def _name_beside(text: str, toks: Sequence[_Tok], q: Amount) -> frozenset[str]:
    """The name a claim figure is given to right after it, past a preposition and an
    article ("9 metres at Thale", "5 metres on the Vesk"), or none."""
    at = bisect_left(toks, q.end, key=_START)
    if at + 1 < len(toks) and toks[at].low in _SLOT_PREPOSITIONS | {"on"}:
        k = at + 1
        while k < len(toks) and toks[k].low in _BARE_ARTICLES:
            k += 1
        return frozenset(t.key for t in toks[k : _name_run_end(text, toks, k)])
    return frozenset()


def _subject_before(text: str, toks: Sequence[_Tok], q: Amount) -> frozenset[str]:
    """The name that stands right before the one verb before a claim figure, with only
    spaces between ("Brantwick sent 15"), or none."""
    at = bisect_left(toks, q.start, key=_START)
    if (
        at < 2
        or _is_named(toks[at - 1], text)
        or not _is_named(toks[at - 2], text)
        or text[toks[at - 2].end : toks[at - 1].start] != " "
        or text[toks[at - 1].end : q.start] != " "
    ):
        return frozenset()
    return frozenset(t.key for t in toks[_name_run_start(text, toks, at - 2, 0) : at - 1])


def _name_run_end(text: str, toks: Sequence[_Tok], start: int) -> int:
    """The index after the run of names starting at ``toks[start]`` (words with a capital
    and only spaces between); *start* itself when ``toks[start]`` is none."""
    k = start
    while (
        k < len(toks)
        and _is_named(toks[k], text)
        and (k == start or _touching(text, toks[k - 1], toks[k]))
    ):
        k += 1
    return k


def _name_run_start(text: str, toks: Sequence[_Tok], end: int, floor: int) -> int:
    """Where the run of names ending at ``toks[end]`` starts (words with a capital and
    only spaces between), not before *floor*; ``end + 1`` when ``toks[end]`` is none."""
    k = end
    while (
        k >= floor
        and _is_named(toks[k], text)
        and (k == end or _touching(text, toks[k], toks[k + 1]))
    ):
        k -= 1
    return k + 1


def _touching(text: str, a: _Tok, b: _Tok) -> bool:
    """Whether only spaces stand between tokens *a* and *b*."""
    return not text[a.end : b.start].strip()


def _verb_figures(
    text: str, toks: Sequence[_Tok], quants: Sequence[Amount], relative: bool
) -> list[tuple[frozenset[str], str, Amount]]:
    """Each "NAME VERB FIGURE" ("Calder Mutual holds 60 percent") of *toks*, or with
    *relative* each "NAME, which VERB FIGURE": the name's keys, the verb's, the figure."""
    out: list[tuple[frozenset[str], str, Amount]] = []
    for q in quants:
        at = bisect_left(toks, q.start, key=_START)
        if at < 2:
            continue
        k = at - 1
        # "which took a 55 per cent share": an article between verb and figure
        if toks[k].low in ("a", "an") and k >= 2 and not text[toks[k].end : q.start].strip():
            k -= 1
        verb = toks[k]
        if (
            not verb.flags & _CONTENT
            or text[verb.end : toks[k + 1].start if k + 1 < at else q.start].strip()
        ):
            continue
        k -= 1
        if relative:
            if toks[k].low not in ("which", "who") or k < 1:
                continue
            # "Van Heel & Co., which": the comma may follow an abbreviation's point
            if text[toks[k - 1].end : toks[k].start].strip() in (",", ".,"):
                k -= 1
            else:
                # "Henry Pellow, a Yeovard leather dresser's son who brought": the
                # name before the description that the clause follows
                k = _described_name_end(text, toks, k)
                if k < 0:
                    continue
        start = _name_run_start(text, toks, k, 0)
        if start > k:
            continue
        while start >= 2 and text[toks[start - 1].end : toks[start].start] == " & ":
            start = _name_run_start(text, toks, start - 1, 0)  # "Van Heel & Co."
        out.append((frozenset(t.key for t in toks[start : k + 1]), verb.key, q))
    return out


def _described_name_end(text: str, toks: Sequence[_Tok], k: int) -> int:
    """Where the name ends that a description set after it with a comma and an article
    runs from to ``toks[k]`` ("Henry Pellow, a ... son who"), or -1."""
    for j in range(k - 1, max(1, k - 9), -1):
        if text[toks[j - 1].end : toks[j].start].strip() in (",", ";"):
            if toks[j].low in _ARTICLES and text[toks[j - 1].start].isupper():
                return j - 1
            return -1
    return -1


def _figure_of_other_side(info: _ClaimInfo, part: tuple[Chunk, _Sent]) -> str:
    """A claim figure the sentence gives only on the side of a contrast that names others.

    "The E40 has a 55-litre grass box" against "The P46 cuts a 46 cm strip
    and has a 55-litre grass box; the E40 cuts 40 cm and collects 45
    litres": the claim's name stands on one side, its figure on the other,
    and its own side gives a figure of that kind.
    """
    if not info.quants:
        return ""
    homes = _contrast_homes(info, part)
    if homes is None:
        return ""
    (h0, h1), (o0, o1) = homes
    quants = part[1].quants
    for q in info.quants:
        held = [p for p in quants if p.family == q.family and entails(p, q)]
        if (
            held
            and all(o0 <= p.start < o1 for p in held)
            and any(p.family == q.family and h0 <= p.start < h1 for p in quants)
            # (not a claim that compares it with the home side's figure of the
            # kind: "the second season's takings were £770 below those of the first")
            and not (
                not info.lows.isdisjoint(_COMPARING)
                and any(
                    c is not q and c.family == q.family and entails(p, c)
                    for c in info.quants
                    for p in quants
                    if h0 <= p.start < h1
                )
            )
        ):
            return (
                f"the source gives {held[0].text!r} on the side of the contrast that names others"
            )
    return ""


def _figure_of_other_case(info: _ClaimInfo, part: tuple[Chunk, _Sent]) -> str:
    """A claim figure the sentence gives only on one side of a contrast, where the claim
    names what only the other side speaks of and that side gives its own figure of
    the kind, or ''.

    "On ridotto nights admission was half a crown" against "Admission was half a
    crown, which included tea, ..., but on ridotto nights the charge rose to a
    guinea with supper": the half crown is not the ridotto nights' charge. The
    claim may state no figure of the other side.
    """
    if not info.quants:
        return ""
    chunk, sent = part
    cuts = list(_BUT_CLAUSE.finditer(chunk.text, sent.start, sent.end))
    if len(cuts) != 1:
        return ""
    toks = sent.toks
    sides = (
        [t for t in toks if t.end <= cuts[0].start()],
        [t for t in toks if t.start >= cuts[0].end()],
    )
    if not sides[0] or not sides[1]:
        return ""
    spans = [(side[0].start, side[-1].end) for side in sides]
    quants = sent.quants
    keys = [frozenset(t.key for t in side if t.flags & _CONTENT) for side in sides]
    # Against a comparison ("lost at one in ninety, against one in twenty-four for
    # those sailing alone"), a claim that makes one of its own speaks of each
    # side's case on that side.
    against = cuts[0][0].endswith("against")
    mine_cut = list(_BUT_CLAUSE.finditer(info.text)) if against else []
    said, end = keys[0] | keys[1], len(info.text)
    if len(mine_cut) == 1:
        cut = mine_cut[0]
        before = _claim_side(info, chunk.text, said, 0, cut.start())
        after = _claim_side(info, chunk.text, said, cut.end(), end)
    else:
        cut, before = None, _claim_side(info, chunk.text, said, 0, end)
    for q in info.quants:
        if _GAP_AFTER.match(info.text, q.end) or _GAP_AFTER.search(q.text):
            continue  # "1.2 kWh less than ...": a gap, no figure of either side
        ctoks, cquants, ckeys, named = before if cut is None or q.end <= cut.start() else after
        held = [p for p in quants if p.family == q.family and entails(p, q)]
        home = [k for k, (a, b) in enumerate(spans) if held and all(a <= p.start < b for p in held)]
        if len(home) != 1:
            continue
        mine, other = home[0], 1 - home[0]
        if other == 0 and against:
            continue  # "lost at one in ninety, against one in twenty-four for ...": the
            # first side's verb is the second's too, and names no case of its own
        o0, o1 = spans[other]
        theirs = [p for p in quants if p.family == q.family and o0 <= p.start < o1]
        if not theirs or any(o0 <= p.start < o1 and entails(p, c) for p in quants for c in cquants):
            continue
        # (not a claim name that the figure's side names shorter: "Lokka Wood" of
        # "while Lokka keeps ...")
        shorter = _name_runs(chunk.text, sides[mine], sent.start, spans[mine][1])
        marks = ckeys & keys[other] - keys[mine]
        marks -= {t.key for t in ctoks if t.low in _RATE_WORDS}
        marks -= _runs_shortened(info, shorter)
        # A claim name that only the figure's side names anchors the figure there
        # ("Scarrow ... is at 74%"), unless the claim names the other side too; then
        # the nearer one does ("Voss's tracing shows five more ... than Giacomo
        # Pardi's chart of about 1605").
        own = named & keys[mine] - keys[other]
        if own and not named & marks:
            continue
        if own:
            sided = [t for t in ctoks if t.key in own | (named & marks)]
            apart = [min(abs(t.start - q.end), abs(q.start - t.end)) for t in sided]
            k = apart.index(min(apart))
            if sided[k].key in own and apart[k] < _NEAR_NAME:
                continue
        # a mark names the other side's case: it stands by that side's figure, in
        # its clause
        side, text = sides[other], chunk.text
        near = [
            t
            for k, t in enumerate(side)
            if t.key in marks
            for p in theirs
            if abs(k - bisect_left(side, p.start, key=_START)) <= _CASE_REACH
            and not _CASE_SHUT.search(text, min(t.end, p.end), max(t.start, p.start))
        ]
        if near:
            return (
                f"the source gives {held[0].text!r} on the other side of its contrast"
                f" from {near[0].low!r}"
            )
    return ""


def _claim_side(
    info: _ClaimInfo, text: str, said: frozenset[str], lo: int, hi: int
) -> tuple[list[_Tok], list[Amount], frozenset[str], frozenset[str]]:
    """The claim's words, figures, content keys and names from *lo* to *hi*.

    The claim's first word is a name too when the sentence has it (*said*) and
    *text* never writes it small: "Scarrow, the larger", not "Packets sailing
    alone".
    """
    toks = [t for t in info.toks if lo <= t.start < hi]
    named = frozenset(
        t.key
        for t in toks
        if _is_named(t, info.text)
        and (t.start or (t.key in said and re.search(rf"\b{re.escape(t.low)}\b", text) is None))
    )
    return (
        toks,
        [c for c in info.quants if lo <= c.start < hi],
        frozenset(t.key for t in toks if t.flags & _CONTENT),
        named,
    )


def _runs_shortened(info: _ClaimInfo, runs: Sequence[frozenset[str]]) -> frozenset[str]:
    """The keys of the claim's name runs (its first word's too) of which one of *runs* is
    a part."""
    mine = _name_runs(info.text, info.toks, -1, len(info.text))
    return frozenset().union(*(run for run in mine if any(r < run for r in runs)))


# After a claim figure, words that make it a gap: "1.2 kWh less than".
_GAP_AFTER = re.compile(r"\s+(?:less|more|fewer|higher|lower|cheaper|dearer)\b")
_CASE_REACH = 10  # how many words from the other side's figure its case may stand
# Between a case's word and its figure, what shuts a clause: "... alpha particles ) .In"
_CASE_SHUT = re.compile(r"[.;]")
_NEAR_NAME = 24  # how close a claim name must stand to its figure to anchor it
# Words of a rate, no case: "one every three years".
_RATE_WORDS = frozenset("every each per annual yearly weekly daily monthly".split())


# ", but on ridotto nights": a contrast set off by a comma or semicolon.
_BUT_CLAUSE = re.compile(r"[,;]\s+(?:but|whereas|while|against)\b")


def _model_names(text: str, span: Sequence[_Tok]) -> frozenset[str]:
    """``_side_names``, with a model name's capital letter and its number ("P46"), but
    not a unit after a figure ("2.0 Ah")."""
    units = {t.start for prev, t in pairwise(span) if prev.flags & _NUMBER and prev.end < t.start}
    found = set(_side_names(text, [t for t in span if t.start not in units]))
    for prev, t in pairwise(span):
        if prev.flags & _CAP and t.flags & _NUMBER and prev.end == t.start:
            found.add(prev.key + t.key)
    return frozenset(found)


def _crossed(
    a1: frozenset[str], a2: frozenset[str], b1: frozenset[str], b2: frozenset[str]
) -> bool:
    """Whether the claim's sides (*a1*, *a2*) name the sentence's (*b1*, *b2*) the other way
    round."""
    # Names on the same side in both ("by March") are context, not the sides.
    return bool(a1 & b2 and a2 & b1 and not (a1 & b1) & (a2 | b2) and not (a2 & b2) & (a1 | b1))


def _contrast_sides(
    text: str, toks: Sequence[_Tok]
) -> tuple[Sequence[_Tok], Sequence[_Tok]] | None:
    """The words before and after the first "whereas", "while" or "but" of *toks*, or failing
    that its first semicolon ("only the Trail 5 has hydraulic disc brakes; the City 2 uses
    mechanical discs"), or None."""
    at = next((i for i, t in enumerate(toks) if t.low in _CONTRAST_WORDS), None)
    if at is not None:
        # The first clause starts after the last semicolon before the contrast.
        start = max(
            (i + 1 for i in range(at) if ";" in text[toks[i].end : toks[i + 1].start]), default=0
        )
        before, after = toks[start:at], toks[at + 1 :]
        if _side_names(text, before) and _side_names(text, after):
            return before, after
    cut = next(
        (i + 1 for i in range(len(toks) - 1) if ";" in text[toks[i].end : toks[i + 1].start]),
        None,
    )
    if cut is None:
        return None
    return toks[:cut], toks[cut:]


def _and_clauses(text: str, toks: Sequence[_Tok]) -> tuple[Sequence[_Tok], Sequence[_Tok]] | None:
    """The words before and after the first ", and" of *toks* that a name follows, or None.

    Each side must say something in lower-case words: "Mel Ott, Willie Mays,
    and Bonds played for the Giants" is a list of names, not two clauses.
    """
    ands = [
        i
        for i in range(1, len(toks) - 1)
        if toks[i].low == "and" and text[toks[i + 1].start].isupper()
    ]
    # The first ", and"; else a lone "and" with no comma before it ("Abernethy
    # did the design work and Goss ran the shop floor").
    at = next((i for i in ands if "," in text[toks[i - 1].end : toks[i].start]), None)
    if at is None and len(ands) == 1 and "," not in text[toks[0].start : toks[-1].end]:
        at = ands[0]
    if at is None:
        return None
    before, after = toks[:at], toks[at + 1 :]
    if not all(
        any(t.flags & _CONTENT and text[t.start].islower() for t in side)
        for side in (before, after)
    ):
        return None
    return before, after


def _side_names(text: str, span: Sequence[_Tok]) -> frozenset[str]:
    """The names of one side of a contrast; a number right after a name is part of it
    ("the Zip 3", "City 2")."""
    found = set()
    prev = None
    for t in span:
        if (t.flags & _CONTENT and text[t.start].isupper()) or (
            t.flags & _NUMBER
            and prev is not None
            and prev.flags & _CONTENT
            and text[prev.start].isupper()
            and text[prev.end : t.start] == " "
        ):
            found.add(t.key)
        prev = t
    return frozenset(found)


def _contrasted_names(
    text: str, toks: Sequence[_Tok], *, joined: bool = False
) -> tuple[frozenset[str], frozenset[str], tuple[Sequence[_Tok], Sequence[_Tok]]] | None:
    """The names of each side of a contrast (see :func:`_contrast_sides`) and the sides'
    words, or None. With *joined*, two clauses joined by ", and" whose second opens with
    a name ("Ferguson stepped down as skip in 2023, and Dunn took over") are sides too."""
    sides = _contrast_sides(text, toks)
    if sides is None and joined:
        sides = _and_clauses(text, toks)
    if sides is None:
        return None
    before, after = _side_names(text, sides[0]), _side_names(text, sides[1])
    if not before or not after:
        return None
    return before, after, sides


def _side_words(
    sides: tuple[frozenset[str], frozenset[str], tuple[Sequence[_Tok], Sequence[_Tok]]],
) -> tuple[frozenset[str], frozenset[str]]:
    """Each side's content words that are not its names."""
    words = [frozenset(t.key for t in side if t.flags & _CONTENT) for side in sides[2]]
    return words[0] - sides[0], words[1] - sides[1]


_JOINS = _CONTRAST_WORDS | {"and"}


def _sides_mixed(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim of two joined parts each mixing words of both parts of the sentence, or ''.

    "Part-time employees accrue 25 days ..., while full-time employees accrue
    leave pro rata" against "Full-time employees accrue 25 days ..., and
    part-time employees accrue leave pro rata": each part of the claim has a
    word only the other part of the sentence has. Or the claim keeps the
    sentence's subjects in place and gives each the other's words: "Hollins
    Edge quarry was known for hard grey flagstones, while Barrow Nook
    produced a buff freestone" against "Hollins Edge ... produced a buff
    freestone, while Barrow Nook ... was known for hard grey flagstones"
    (both open their second part with the same name, and each part of the
    claim has lower-case words only the other part of the sentence has, and
    none of its own part's).
    """
    mine = _joined_parts(info.toks)
    if not mine:
        return ""
    # Over sentences joined, the one with most of the claim's words and
    # figures: the others lend a name or a title.
    joined = [(sent, _joined_parts(sent.toks)) for _, sent in parts]
    main = _main_part(info, parts)[1]
    theirs = next(found for sent, found in joined if sent is main)
    for c1, c2, mine_next in mine:
        for s1, s2, theirs_next in theirs:
            first, second = s1 - s2, s2 - s1
            # The part after the join opens with the other's word in each.
            if theirs_next in c1 - c2 and mine_next in first and c1 & first and c2 & second:
                if _clauses_crossed(info, parts):
                    # "Goss did the design work, while Abernethy ran the shop
                    # floor" against "Abernethy did the design work and Goss
                    # ran the shop floor": each name took the other's part,
                    # which the role checks tell as a contradiction
                    return ""
                return "the claim mixes what the two parts of the source sentence say"
    lower = {t.key for t in info.content if info.text[t.start].islower()}
    # Two people's parts may be any of the sentences joined: "At Kestrel Row
    # on 11 April 2024, Bellamy paid in cash while Farrow paid by card" takes
    # its date from one and its payments from another.
    every = [p for _, found in joined for p in found]
    names = {t.key for t in info.toks if t.flags & _CAP}
    for c1, c2, mine_next in mine:
        for s1, s2, theirs_next in every if mine_next in names else theirs:
            # (the same subject, or the claim's second part has the sentence's
            # and the first does not: "while Judith Farrow" for "and Ms Farrow")
            if mine_next != theirs_next and not (
                mine_next in names and theirs_next in (c2 - c1) & names
            ):
                continue
            first, second = (s1 - s2) & lower, (s2 - s1) & lower
            # The word both second parts open with is the same subject's
            # ("while the nearby Tropicana Inn ..."), no word traded.
            own1, own2 = (c1 - c2) & lower, (c2 - c1) & lower - {mine_next}
            if own1 & second and own2 & first and not own1 & first and not own2 & second:
                return "the claim gives each part of the source sentence the other's words"
            # "Students pay £6 ... on Mondays and Tuesdays, and pensioners pay
            # the same on Fridays" against "students ... on Fridays, and
            # pensioners on Mondays and Tuesdays": the days traded.
            days1, days2 = (c1 - c2) & _CALENDAR_KEYS, (c2 - c1) & _CALENDAR_KEYS
            theirs1, theirs2 = (s1 - s2) & _CALENDAR_KEYS, (s2 - s1) & _CALENDAR_KEYS
            if (
                mine_next == theirs_next
                and days1 & theirs2
                and days2 & theirs1
                and not days1 & theirs1
                and not days2 & theirs2
            ):
                return "the claim gives each part of the source sentence the other's days"
    return ""


_CALENDAR_KEYS = frozenset(_key(w) for w in lx.CALENDAR_WORDS)


def _main_part(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> tuple[Chunk, _Sent]:
    """Of joined sentences, the one with most of the claim's words and figures (the
    others lend a name or a title); the first such."""
    return max(parts, key=lambda part: _words_and_figures(info, part[1]))


def _words_and_figures(info: _ClaimInfo, sent: _Sent) -> int:
    """How many of the claim's words and figures *sent* has."""
    values = {p.q.value for p in sent.quants}
    return len(sent.keys & info.keys) + sum(1 for q in info.quants if q.q.value in values)


def _joined_parts(toks: Sequence[_Tok]) -> list[tuple[set[str], set[str], str]]:
    """For each place where "and", "while", "whereas" or "but" may join two parts
    (not two names): the words before, the words after, and the first content word after."""
    kinds = _CONTENT | _NUMBER
    out = []
    for i, t in enumerate(toks):
        if (
            t.low in _JOINS
            and 0 < i < len(toks) - 1
            and not (toks[i - 1].flags & _CAP and toks[i + 1].flags & _CAP)
        ):
            before = {u.key for u in toks[:i] if u.flags & kinds}
            after = {u.key for u in toks[i + 1 :] if u.flags & kinds}
            # (past a title: "and Ms Farrow paid in cash" opens with "Farrow")
            opening = next(
                (u.key for u in toks[i + 1 :] if u.flags & _CONTENT and u.low not in _HONORIFICS),
                "",
            )
            out.append((before, after, opening))
    return out


_HONORIFICS = frozenset("mr mrs ms miss mx dr sir dame prof professor".split())


# A claim's leading name's win ("Mensah took the title from Nunez" as much as "won").
_WIN_VERBS = frozenset("won wins win beat beats defeated defeats took takes seized claimed".split())
_BEATEN_BEFORE = frozenset({"over", "against", "beat", "beats", "defeated", "defeats"})


# A result told from the winner's side ("Somerset beat Lancashire") or from
# the loser's ("Lancashire lost to Somerset", "was knocked out by").
_BEATING = frozenset(
    "beat beats beating beaten defeated defeat defeats defeating overcame overcome knocked"
    " eliminated ousted".split()
)
_LOSING = frozenset("lost lose loses losing".split())
_RESULT_WORDS = _BEATING | _LOSING
_PASSIVE_BEFORE = _BE_FORMS | {"being"}


def _result_sides(
    toks: Sequence[_Tok], text: str, at: int
) -> tuple[frozenset[str], frozenset[str]] | None:
    """The names on the winning and the losing side of the result word ``toks[at]``.

    "Kestrel Town beat Arlow Rovers", "Arlow Rovers lost 3-1 to Kestrel
    Town", "Marchetti was knocked out ... by Forsberg": the name right before
    the word (else the name the text opens with) and the name after it (after
    "to" or "by" for a loss, past a few words that describe it: "defending
    champion Eliot Sande"), by which side won. None when the word does not tell.
    """
    low = toks[at].low
    passive = at > 0 and toks[at - 1].low in _PASSIVE_BEFORE
    before = _name_before(toks, text, at - 1 if passive else at)
    if low.endswith("ing") and at and "," in text[toks[at - 1].end : toks[at].start]:
        # "Dean Marsh won night nine, beating Kurt Vossen": the clause's subject
        before = _name_before(toks, text, 0)
    if low in _LOSING or (low in _BEATING and passive):
        link = ("to",) if low in _LOSING else ("by",)
        after = next(
            (k for k in range(at + 1, min(at + 12, len(toks))) if toks[k].low in link), None
        )
        if after is None:
            return None
        winners, losers = _name_after(toks, text, after + 1), before
    elif low in _BEATING:
        winners, losers = before, _name_after(toks, text, at + 1)
    else:
        return None
    return (winners, losers) if winners and losers else None


def _is_named(tok: _Tok, text: str) -> bool:
    return bool(tok.flags & _CONTENT) and text[tok.start].isupper()


def _name_before(
    toks: Sequence[_Tok], text: str, at: int, *, opening: bool = True
) -> frozenset[str]:
    """The name run right before ``toks[at]``, else (with *opening*) the one the text
    opens with."""
    k = at
    while k and _is_named(toks[k - 1], text):
        k -= 1
    if k == at and opening:
        k = at = 0
        while at < len(toks) and _is_named(toks[at], text):
            at += 1
    return frozenset(t.key for t in toks[k:at])


def _name_after(toks: Sequence[_Tok], text: str, at: int) -> frozenset[str]:
    """The name run from ``toks[at]``, past up to three words that describe it."""
    start = next((k for k in range(at, min(at + 4, len(toks))) if _is_named(toks[k], text)), None)
    if start is None:
        return frozenset()
    end = start
    while end < len(toks) and _is_named(toks[end], text):
        end += 1
    return frozenset(t.key for t in toks[start:end])


_S = TypeVar("_S")


def _claim_word_sides(
    info: _ClaimInfo,
    sent: _Sent,
    words: frozenset[str],
    read: Callable[[Sequence[_Tok], str, int], _S | None],
) -> tuple[int, _S] | None:
    """The claim's first word of *words* that *sent* lacks, and its sides as *read* finds
    them: (index, sides), or None."""
    toks = info.toks
    at = next((i for i, t in enumerate(toks) if t.low in words), None)
    if at is None or toks[at].key in sent.keys:
        return None
    mine = read(toks, info.text, at)
    return None if mine is None else (at, mine)


def result_conversed(info: _ClaimInfo, chunk: Chunk, sent: _Sent) -> _Tok | None:
    """The claim's result word that *sent* states from the other side, or None.

    "Lancashire lost to Somerset by six wickets" against "Somerset beat
    Lancashire by six wickets": the same result, the same winner and loser.
    """
    found = _claim_word_sides(info, sent, _RESULT_WORDS, _result_sides)
    if found is None:
        return None
    at, mine = found
    toks = info.toks
    stoks = sent.toks
    for i, t in enumerate(stoks):
        if t.low not in _BEATING and t.low not in _LOSING:
            continue
        theirs = _result_sides(stoks, chunk.text, i)
        if (
            theirs is not None
            and mine[0] & theirs[0]
            and mine[1] & theirs[1]
            and not mine[0] & theirs[1]
            and not mine[1] & theirs[0]
        ):
            return toks[at]
    return None


# Deeds told from either side of a trade: (the giver's words, the taker's
# words), each with the preposition that names the other side.
_GIVING = {
    **dict.fromkeys("sold sells sell selling".split(), ("give", "to")),
    **dict.fromkeys("lent lends lend lending loaned".split(), ("lend", "to")),
}
_TAKING = {
    **dict.fromkeys(
        "bought buys buy buying purchased purchases acquired acquires".split(), ("give", "from")
    ),
    **dict.fromkeys("borrowed borrows borrow borrowing".split(), ("lend", "from")),
}


_TRADE_WORDS = frozenset(_GIVING) | frozenset(_TAKING)
# ("was itself taken over by": the reflexive does not change who does it)
_TRADE_AUXILIARIES = frozenset("has have had later then also itself himself herself".split())


def _trade_sides(
    toks: Sequence[_Tok], text: str, at: int
) -> tuple[str, frozenset[str], frozenset[str]] | None:
    """The kind of trade of ``toks[at]`` and the names of its giver and its taker.

    "Blauwater sold her to the Corvane Steamship Company", "the Corvane
    Steamship Company bought the Marenwald from the Blauwater Line": the name
    right before the word (past "has", "later") and the name after its "to"
    or "from". None for a passive ("was sold to") or when a side is not named.
    """
    low = toks[at].low
    entry = _GIVING.get(low) or _TAKING.get(low)
    if entry is None or (at and toks[at - 1].low in _PASSIVE_BEFORE):
        return None
    kind, link = entry
    after = next((k for k in range(at + 1, min(at + 12, len(toks))) if toks[k].low == link), None)
    if after is None:
        return None
    k = at
    while k and toks[k - 1].low in _TRADE_AUXILIARIES:
        k -= 1  # "Rennick House has bought"
    # The name right before, never one the sentence opens with: "left it to
    # his nephew, who sold" names no seller.
    before = _name_before(toks, text, k, opening=False) or _party_before(toks, text, k)
    other = _name_after(toks, text, after + 1) or _party_after(toks, text, after + 1)
    # "to Tessa and Ravi Lund", "Tessa and Ravi Lund bought": a pair of names
    other |= _name_joined(toks, text, after + 1, other, 1)
    before |= _name_joined(toks, text, k - 1, before, -1)
    if not before or not other:
        return None
    return (kind, before, other) if low in _GIVING else (kind, other, before)


def _name_joined(
    toks: Sequence[_Tok], text: str, at: int, found: frozenset[str], step: int
) -> frozenset[str]:
    """The name joined by "and" to the name *found* near ``toks[at]``, reading on in
    the direction of *step*: "Tessa and Ravi Lund"."""
    if not found:
        return frozenset()
    k = at
    while 0 <= k < len(toks) and not (_is_named(toks[k], text) and toks[k].key in found):
        k += step
        if abs(k - at) > 4:
            return frozenset()
    if step > 0:
        j = _name_run_end(text, toks, k)  # the "and" after the found name
        lo, hi = j + 1, _name_run_end(text, toks, j + 1)
    else:
        j = _name_run_start(text, toks, k, 0) - 1  # the "and" before it
        lo, hi = _name_run_start(text, toks, j - 1, 0), j
    if not 0 <= j < len(toks) or toks[j].low != "and" or lo >= hi:
        return frozenset()
    return frozenset(t.key for t in toks[lo:hi])


def _party_before(toks: Sequence[_Tok], text: str, at: int) -> frozenset[str]:
    """A party named by a plain noun right before ``toks[at]`` ("The corporation bought",
    "Glenrowan's founder sold", "the Harrow family sold"): its keys, or nothing."""
    k = at - 1
    if k < 1 or not _plain_word(toks[k], text) or not _touching(text, toks[k - 1], toks[k]):
        return frozenset()
    if toks[k - 1].low in _DETERMINERS or _possessive_name(text, toks, k - 1):
        return frozenset({toks[k].key})
    start = _name_run_start(text, toks, k - 1, 0)
    if start < k and start and toks[start - 1].low in _DETERMINERS:
        # "the Harrow family sold": the name and its noun
        return frozenset(t.key for t in toks[start : k + 1])
    return frozenset()


def _party_after(toks: Sequence[_Tok], text: str, at: int) -> frozenset[str]:
    """A party named by a determiner and up to three plain words from ``toks[at]`` ("to
    the corporation", "from its founder"): their keys, or nothing."""
    if at >= len(toks) or toks[at].low not in _DETERMINERS:
        return frozenset()
    end = at + 1
    while (
        end < len(toks)
        and end - at <= 3
        and _plain_word(toks[end], text)
        and _touching(text, toks[end - 1], toks[end])
    ):
        end += 1
    if end == at + 1 or (end < len(toks) and _is_named(toks[end], text)):
        return frozenset()
    return frozenset(t.key for t in toks[at + 1 : end])


def _plain_word(tok: _Tok, text: str) -> bool:
    return bool(tok.flags & _CONTENT) and not tok.flags & _NUMBER and text[tok.start].islower()


def trade_conversed(info: _ClaimInfo, chunk: Chunk, sent: _Sent) -> _Tok | None:
    """The claim's word of a trade that *sent* tells from the other side, or None.

    "The Corvane Steamship Company bought the Marenwald from the Blauwater
    Line" against "Blauwater Line sold the Marenwald to the Corvane Steamship
    Company": the same trade, the same giver and taker.
    """
    found = _claim_word_sides(info, sent, _TRADE_WORDS, _trade_sides)
    if found is None:
        return None
    at, mine = found
    toks = info.toks
    giving = toks[at].low in _GIVING
    stoks = sent.toks
    for i, t in enumerate(stoks):
        if (t.low in _GIVING) == giving or (t.low not in _GIVING and t.low not in _TAKING):
            continue
        theirs = _trade_sides(stoks, chunk.text, i)
        if (
            theirs is not None
            and theirs[0] == mine[0]
            and mine[1] & theirs[1]
            and mine[2] & theirs[2]
            # (a word both sides share tells neither apart: "the Spa
            # Company" and "the corporation" are both firms)
            and not (mine[1] - theirs[1]) & theirs[2]
            and not (mine[2] - theirs[2]) & theirs[1]
        ):
            return toks[at]
    return None


def _loser_as_winner(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim that its leading name won where the sentence names it as beaten, or ''.

    "Varga won the Orlen Cup on tiebreak" against "the Orlen Cup ... was won
    by Teo Marsh on tiebreak over Lina Varga".
    """
    if len(parts) != 1:
        return ""
    toks = info.toks
    k = 0
    while k < len(toks) and info.text[toks[k].start].isupper():
        k += 1
    name_end = k
    if k and k + 1 < len(toks) and toks[k].low == "of":
        # "Mr W Tench of Pennington defeated": the name before its place
        k += 1
        while k < len(toks) and info.text[toks[k].start].isupper():
            k += 1
    if not name_end or k >= len(toks) or toks[k].low not in _WIN_VERBS:
        return ""
    name = toks[name_end - 1]
    chunk, sent = parts[0]
    stoks = sent.toks
    for i, b in enumerate(stoks):
        if b.key != name.key:
            continue
        # Back over the rest of the name and a title: "over fifth seed Lina Varga".
        j = i
        while j and (chunk.text[stoks[j - 1].start].isupper() or stoks[j - 1].low in lx.TITLES):
            j -= 1
        # "defeated the incumbent Jerzy Kowal": past an article and up to two
        # words that describe the name
        k = j
        while (
            k
            and i - k < 5
            and (
                stoks[k - 1].low in _DETERMINERS
                or (
                    stoks[k - 1].flags & _CONTENT
                    and chunk.text[stoks[k - 1].start].islower()
                    and stoks[k - 1].low not in _BEATEN_BEFORE
                    and stoks[k - 1].low not in lx.DECISIVE
                )
            )
        ):
            k -= 1
        if k and stoks[k - 1].low in _BEATEN_BEFORE:
            j = k
        if j and stoks[j - 1].low in _BEATEN_BEFORE:
            named = info.text[toks[0].start : name.end]
            return f"the source names {named!r} as beaten ('{stoks[j - 1].low} ...')"
    return ""


def _preposition_flip(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A word the claim follows with "for" that the source follows with "against", or ''.

    "The senator voted for the bill" against "The senator voted against the
    bill".
    """
    toks = info.toks
    for i in range(1, len(toks)):
        opposite = lx.OPPOSITE_PREPOSITIONS.get(toks[i].low)
        head = toks[i - 1]
        if opposite is None or not head.flags & _CONTENT:
            continue
        for _, sent in parts:
            after = [b.low for a, b in pairwise(sent.toks) if a.key == head.key]
            if opposite in after and toks[i].low not in after:
                return f"the claim says {head.low!r} {toks[i].low!r}, the source {opposite!r}"
    return ""


def _deal_side_turned(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A deal the claim makes "to" someone that the sentence makes "from" them with the
    same verb, or the other way round, or ''.

    "Jonas Brigham leased his stretch of cliff to Sir Anthony Wrelton" against
    "diggers who leased stretches of cliff from the lord of the manor, Sir
    Anthony Wrelton": who leases from whom is the deal's direction. The
    other side is the words after "to" or "from", which must share a name or
    noun with the sentence's.
    """
    toks = info.toks
    for i, t in enumerate(toks):
        if t.key not in _TWO_SIDED_DEALS or (mine := _deal_side(info.text, toks, i)) is None:
            continue
        for chunk, sent in parts:
            for j, u in enumerate(sent.toks):
                if u.key != t.key:
                    continue
                theirs = _deal_side(chunk.text, sent.toks, j)
                if theirs is not None and theirs[0] != mine[0] and theirs[1] & mine[1]:
                    return f"the claim says {t.low!r} {mine[0]!r}, the source {theirs[0]!r}"
    return ""


def _deal_side(text: str, toks: Sequence[_Tok], i: int) -> tuple[str, frozenset[str]] | None:
    """("to" or "from", the keys of the names and nouns of the eight words after it) for
    the first "to" or "from" in the five words after the deal *toks[i]*, in its clause."""
    for k in range(i + 1, min(i + 6, len(toks))):
        if _GAP_BREAK.search(text, toks[k - 1].end, toks[k].start):
            return None
        if toks[k].low in ("to", "from"):
            side = frozenset(
                u.key
                for u in toks[k + 1 : k + 9]
                if u.flags & _CONTENT and not u.flags & _NUMBER and u.low not in lx.TITLES
            )
            return (toks[k].low, side) if side else None
    return None


# Deals one side makes "from" the other and the other "to" it.
_TWO_SIDED_DEALS = frozenset(
    _key(w) for w in "lease leased leases rent rented rents hire hired hires sublet sublets".split()
)


def _during_for_after(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A stage the claim puts something "while (still) on" or "during" that the source
    puts "after", or the other way round, or ''.

    "free rail travel while still on probation" against "free rail travel
    ... after the employee passes probation".
    """
    mine = _stage_words(info.toks)
    if not mine:
        return ""
    for _, sent in parts:
        theirs = _stage_words(sent.toks)
        for key, when in mine.items():
            other = theirs.get(key)
            if other is not None and other != when and when not in theirs.values():
                word = next(t.low for t in info.toks if t.key == key)
                said = "during" if when == "during" else "after"
                return f"the claim puts it {said} {word!r}, the source {other} it"
    return ""


def _stage_words(toks: Sequence[_Tok]) -> dict[str, str]:
    """Keys of the nouns *toks* says something happens "during" (or "while on") or
    "after" (within three words before): {"probation": "after"}."""
    out: dict[str, str] = {}
    for i, t in enumerate(toks):
        when = _STAGE_MARKS.get(t.low)
        if when is None:
            continue
        for u in toks[i + 1 : i + 5]:
            if u.low in _STAGE_MARKS:
                break
            if u.key in _STAGE_NOUNS:
                out.setdefault(u.key, when)
                break
    return out


_STAGE_MARKS = {"while": "during", "during": "during", "after": "after"}
# Stages a rule may count from: what holds during one may not hold after it.
_STAGE_NOUNS = frozenset(
    _key(w)
    for w in """
    probation probationary trial training induction apprenticeship pregnancy treatment
    recovery notice suspension warranty contract tenancy term study studies course
    """.split()
)


def _doer_after(doer: Sequence[_Tok], toks: Sequence[_Tok], at: int) -> bool:
    """Whether the content words of *doer* stand in *toks* only after ``toks[at]``."""
    keys = {t.key for t in doer if t.flags & _CONTENT}
    return (
        bool(keys)
        and keys <= {t.key for t in toks[at + 1 :]}
        and keys.isdisjoint(t.key for t in toks[:at])
    )


# Verbs that tell one event from its two sides: "Halvorsen acquired Krisp from
# Nordvik" is "Nordvik sold Krisp to Halvorsen", "Tanaka won the Open" is
# "Carver lost the Open to Tanaka". Keys as ``_key`` gives them.
_CONVERSE = frozenset(
    (_key(a), _key(b))
    for a, b in
    {("buy", "sell"), ("sell", "buy"), ("win", "lose"), ("lose", "win"), ("import", "export"),
     ("export", "import"), ("lend", "borrow"), ("borrow", "lend"),
     # "Selvik lies 8 km south of Hveragil" tells "Hveragil lies 8 km north
     # of Selvik" from its other place.
     ("north", "south"), ("south", "north"), ("east", "west"), ("west", "east"),
     ("upstream", "downstream"), ("downstream", "upstream")}
)  # fmt: skip


# "ranks below" and "ranked above": two sides of one order, in a ranking.
_RANKED_SIDES = frozenset({(_key("below"), _key("above")), (_key("above"), _key("below"))})
_RANK = _key("ranked")


def converse_pair(mine: str, theirs: str) -> bool:
    """Whether two opposite words may tell one event from its two sides, or rank."""
    pair = (_key(mine), _key(theirs))
    return pair in _CONVERSE or (_superlative_word(mine) and _superlative_word(theirs))


def _superlative_word(word: str) -> bool:
    low = word.lower()
    return low in ("most", "least", "best", "worst") or (low.endswith("est") and len(low) > 5)


def _other_side(info: _ClaimInfo, part: tuple[Chunk, _Sent], flip: tuple[str, str]) -> bool:
    """Whether a converse verb or a superlative of the claim may tell the source's fact
    from its other side.

    *flip* holds the claim's word and the sentence's opposite ("sold",
    "acquired"). Against "Halvorsen Foods agreed to acquire Krisp from
    Nordvik Capital", "Nordvik Capital agreed to sell Krisp to Halvorsen
    Foods" is no flip: its subject stands in the sentence in another role
    than the sentence's subject. Only a claim whose subject is the
    sentence's subject ("Halvorsen Foods agreed to sell Krisp") states the
    opposite.
    """
    mine, theirs = _key(flip[0]), _key(flip[1])
    # "The Kadabi had the shortest range" against "the Elvar achieved the
    # longest range, ... 338 km for the Kadabi": a superlative of another
    # subject is no opposite of the claim's.
    ranked = _superlative_word(flip[0]) and _superlative_word(flip[1])
    sent = part[1]
    stoks = sent.toks
    # "ranks below every applicant who lives inside it" tells "Applicants
    # living inside ... are ranked above all applicants living outside" from
    # its other side ("above the index average" places a score: no ranking).
    sides = (mine, theirs) in _RANKED_SIDES and any(t.key == _RANK for t in (*info.toks, *stoks))
    if (mine, theirs) not in _CONVERSE and not ranked and not sides:
        return False
    if re.search(rf"\b{re.escape(flip[0])}-[a-z]", info.text, re.IGNORECASE):
        # "a south-facing bank": a word of a compound, no side of a relation
        return False
    if (mine, theirs) in _CONVERSE and any(
        (b.low == flip[1] and a.low in _BE_FORMS) or (a.low == flip[1] and b.low in _HIM_OR_HER)
        for a, b in pairwise(stoks)
    ):
        # "You can buy the E40 ... for £349" against "The E40 is sold ... for
        # £349": a passive names no seller, so the buyer's side says the same;
        # so does "Joseph Keld sold him the mare", whoever "him" is.
        return True
    toks = info.toks
    at = _after_opening_phrase(info)
    if not at:
        # "In 1920 the Scarsby Spa Company sold": a date opening the claim
        # without a comma.
        dated = (
            j for j in range(1, min(len(toks), 5)) if _opening_date_ends(info.text, 0, toks, j)
        )
        at = next(dated, -1) + 1
    if not at:
        # "Under the 1890 contract the Hurds sold": a name after "the" that
        # closes a short opening phrase with no comma.
        at = _name_past_phrase(info.text, toks)
    while at < len(toks) and toks[at].low in _DETERMINERS:
        at += 1  # "The city housing authority bought ..."
    if at + 1 < len(toks) and _possessive_name(info.text, toks, at):
        at += 1  # "Glenrowan's founder sold": the founder is the subject
    if at == len(toks) or not toks[at].flags & _CONTENT:
        return False
    subject_at = next((i for i, t in enumerate(stoks) if t.key == toks[at].key), None)
    if subject_at is None and info.text[toks[at].start].isupper():
        # "the Scarsby Spa Company" against "the Spa Company": the name's
        # first word the sentence says.
        end = at
        while end + 1 < len(toks) and info.text[toks[end + 1].start].isupper():
            end += 1
        subject_at = next(
            (
                i
                for t in toks[at + 1 : end + 1]
                for i, u in enumerate(stoks)
                if u.key == t.key and sent.text[u.start].isupper()
            ),
            None,
        )
    if subject_at is None:
        return False
    if subject_at == _name_past_phrase(sent.text, stoks):
        return False  # "By evening the Royalists had won": the sentence's subject too
    role = _role_word(sent.text, sent.start, stoks, subject_at)[0]
    if role == ",":
        # "bought the patent rights from its inventor, the American engineer
        # Josiah Crane": an apposition of what stands after "from" or "to".
        return any(t.low in _SIDE_PREPOSITIONS for t in stoks[max(0, subject_at - 7) : subject_at])
    # The same subject does the opposite deed.
    return role != "^"


_SIDE_PREPOSITIONS = frozenset({"from", "to"})


_HIM_OR_HER = frozenset({"him", "her"})


def _after_opening_phrase(info: _ClaimInfo) -> int:
    """The index of the claim's first token after an opening phrase ("On 12 March, ..."), or 0."""
    toks = info.toks
    if not toks or toks[0].low not in _OPENING_PREPOSITIONS:
        return 0
    for k in range(1, min(len(toks), 7)):
        if info.text[toks[k - 1].end : toks[k].start].strip() == ",":
            return k
    return 0


def _elided_pair_crossed(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim that gives one of two things a sentence pairs with two names, the second
    pair told with its noun and verb left out, to the other's name, or ''.

    "The right light ... was made by Hollins & Wray" against "the left light was
    made by Hollins & Wray and the right by Bunce & Marlow".
    """
    for chunk, sent in parts:
        for m in _ELIDED_PAIR.finditer(chunk.text, sent.start, sent.end):
            if m["a"] == m["b"] or m["x"] not in info.lows:
                continue
            for own, name, other, rival in (
                (m["b"], m["n1"], m["a"], m["n2"]),
                (m["a"], m["n2"], m["b"], m["n1"]),
            ):
                if (
                    own in info.lows
                    and other not in info.lows
                    and name in info.text
                    and rival not in info.text
                ):
                    return f"the source gives the {own} {m['x']} to {rival}, not to {name}"
    return ""


# "the left light was made by Hollins & Wray and the right by Bunce & Marlow": two
# things of one kind, each with its own maker, the second told short.
_PAIRED_NAME = r"[A-Z][\w'-]*(?:\s+(?:&\s+)?[A-Z][\w'-]*)*"
_ELIDED_PAIR = re.compile(
    r"\bthe\s+(?P<a>[a-z]+)\s+(?P<x>[a-z]+)\s+(?:was|were|is|are)\s+[a-z]+\s+by\s+"
    rf"(?P<n1>{_PAIRED_NAME}),?\s+and\s+the\s+(?P<b>[a-z]+)\s+by\s+(?P<n2>{_PAIRED_NAME})"
)


def _name_past_phrase(text: str, toks: Sequence[_Tok]) -> int:
    """The index of the name that a short opening phrase without a comma leaves as the
    subject ("Under the 1890 contract the Hurds sold": "Hurds"), or 0."""
    if not toks or toks[0].low not in _OPENING_PREPOSITIONS:
        return 0
    for k in range(1, min(len(toks) - 1, 6)):
        if text[toks[k - 1].end : toks[k].start].strip():
            return 0  # punctuation: a phrase of another shape
        if k > 1 and toks[k].low == "the" and text[toks[k + 1].start].isupper():
            return k + 1
        if text[toks[k].start].isupper() or lx.past_form(toks[k].low):
            return 0
    return 0


def _opening_phrase_ends(toks: Sequence[_Tok], k: int) -> bool:
    """Whether ``toks[k]`` follows a sentence's short opening phrase ("Under the 15-year deal,")."""
    return k <= 7 and toks[0].low in _OPENING_PREPOSITIONS


_OPENING_PREPOSITIONS = frozenset(
    "on in at after before during by since from last this under".split()
)


def _doer_replaced(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """Another name as the doer of the claim's verb, where the claim names its own.

    "Anton Berger first described the wasp" against "The wasp was first
    described in 1934 by the entomologist Greta Lindqvist, although ...
    Anton Berger later claimed ...": the sentence's passive gives the deed
    to Lindqvist. "Orbis Cells has been chosen to supply the modules"
    against "Drayton has chosen Kessler Elektrik to supply the modules":
    the sentence's verb takes another name as its object. Only a name the
    claim does not mention at all counts as the other party.
    """
    toks = info.toks
    text = info.text
    at = 0
    while at < len(toks) and toks[at].low in _DETERMINERS:
        at += 1
    end = at
    while end < len(toks) and text[toks[end].start].isupper():
        end += 1
    if end == at or end >= len(toks):
        return ""  # the claim opens with no name
    subject = {t.key for t in toks[at:end]}
    verb_at = end
    passive = False
    while verb_at < len(toks) and not toks[verb_at].flags & _CONTENT:
        if toks[verb_at].low in _DETERMINERS:
            return ""  # "Metallica is the fifth album": no verb of a deed
        passive = passive or toks[verb_at].low in _PASSIVE_AUX
        verb_at += 1
    if verb_at < len(toks) and toks[verb_at].low in _DOER_ADVERBS:
        verb_at += 1
    if verb_at >= len(toks):
        return ""
    verb = toks[verb_at]
    subject_lows = {t.low for t in toks[at:end]}
    mine_lows = {t.low for t in toks if text[t.start].isupper()}
    doers_own = False
    foreign = None
    for chunk, sent in parts:
        if verb.key not in sent.keys:
            continue
        # (The active source's doer may stand in a sentence without the claim's.)
        unnamed = subject.isdisjoint(sent.keys)
        stoks = sent.toks
        ctext = chunk.text
        for i, v in enumerate(stoks):
            # Not a word of a name: "printed" is no deed of "The Lindale Print Works".
            if v.key != verb.key or ctext[v.start].isupper():
                continue
            # "designed by Neville Barrow and first flown ... by Sheila Maddern":
            # a form that is only a participle is a passive's.
            told_passive = (
                v.low in lx.PARTICIPLES
                or any(t.low in _PASSIVE_AUX for t in stoks[max(0, i - 3) : i])
                # "the result first reported by the Tenwick group": a
                # participle after its noun, its doer after "by"
                or (
                    v.low.endswith("ed")
                    and i + 1 < len(stoks)
                    and stoks[i + 1].low == "by"
                    and i > 0
                    and not stoks[i - 1].flags & _CAP
                    and ctext[stoks[i - 1].end : v.start].strip() in ("", ",")
                    and _past_participle_after_noun(stoks, i)
                )
            )
            if unnamed and (passive or told_passive):
                continue
            if told_passive and not passive and _doer_elsewhere(stoks, subject):
                # "The men's record ... was set by Piotr Lasek in 2012, and the
                # women's record ... by Nadia Orr in 2019": the claim's name is
                # the doer of the deed told again with the verb left out.
                continue
            if passive:
                other = _object_name(ctext, stoks, i)
            elif told_passive:
                other = _passive_doer(ctext, stoks, i)
            else:
                # "Alexander McAlister joined Hugh Drummond as a partner" against
                # "Hugh Drummond joined as a partner in 1852": the source's doer
                # stands in the claim only as the object of the claim's verb.
                # (Not a deed of both: "Clara Voss married Henrik Alder".)
                other = set() if v.key in _symmetric_keys() else _active_doer(ctext, stoks, i)
                if other and _object_of_own_verb(info, other, at, end):
                    return f"the source gives {v.low!r} to another name than {toks[at].low!r}"
                if other & subject_lows:
                    doers_own = True
                elif (
                    other
                    and not other & mine_lows
                    and not unnamed
                    and lx.past_form(verb.low)
                    and _object_only(ctext, stoks, subject, v)
                ):
                    # "Silas Harrowby withdrew from the partnership" against
                    # "Lune withdrew from the partnership in 1883, leaving
                    # Harrowby as sole owner": the claim's name stands in the
                    # sentence only after the other doer's verb, as an object.
                    foreign = v
                elif (
                    not other
                    and i > 0
                    and stoks[i - 1].low in _PERSONAL_DOERS
                    and i + 1 < len(stoks)
                    and stoks[i + 1].key in subject
                    and lx.past_form(verb.low)
                    and _object_only(ctext, stoks, subject, v)
                ):
                    # "Olav Brekke treated Ingrid Aasland" against "... she
                    # reached Camp III, where she treated Brekke".
                    foreign = v
                continue
            # "Corrin Boxworks was ordered ... to pay Branwell Logistics" against
            # "has ordered Branwell Logistics to pay £186,000 to ... Corrin": the
            # name the source's verb takes may stand elsewhere in the claim.
            participle = passive and lx.past_form(verb.low)
            named = {
                t.low for t in (toks[at:end] if participle else toks) if text[t.start].isupper()
            }
            if other and (not other & named or _object_of_own_verb(info, other, at, end)):
                return f"the source gives {v.low!r} to another name than {toks[at].low!r}"
    if foreign is not None and not doers_own and not passive:
        return f"the source gives {foreign.low!r} to another name than {toks[at].low!r}"
    return ""


def _agent_replaced(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """The doer after the claim's "VERB by", where the sentence's same "VERB by" names
    another that the claim never mentions, or ''.

    "The twelve patients ... were chosen by the superintendent, Charles
    Fennimore" against "the superintendent ..., Charles Fennimore, allowed a
    trial ... on twelve patients chosen by the visiting justices": the
    sentence names the claim's doer, but not as the one who chose.
    """
    if len(parts) != 1 or "by" not in info.lows:
        return ""
    mine = _agents(info.text, info.toks)
    if len(mine) != 1:
        return ""
    ((verb, said),) = mine.items()
    chunk, sent = parts[0]
    theirs = _agents(chunk.text, sent.toks)
    other = theirs.get(verb)
    if (
        other is None
        or sum(1 for t in sent.toks if t.key == verb) != 1
        or not other[1].isdisjoint(said[1])
        or not other[1].isdisjoint(info.keys)
        or not said[1] <= sent.keys
    ):
        return ""
    return f"the claim says {said[0]!r}, the source {other[0]!r}"


def _agents(text: str, toks: Sequence[_Tok]) -> dict[str, tuple[str, frozenset[str]]]:
    """Each participle followed by "by" (its key), with the words of its doer: the
    content words after "by" up to the next punctuation, at most six words. A doer
    is definite ("by the visiting justices", "by Greta Lindqvist"): not "by a wide
    range of artists", whose members the claim may name, nor a date ("by 21
    February")."""
    out: dict[str, tuple[str, frozenset[str]]] = {}
    for k in range(len(toks) - 2):
        v, first = toks[k], toks[k + 2]
        if not _agent_next(toks, k) or not (first.low == "the" or first.flags & _CAP):
            continue
        end = k + 2
        while (
            end < len(toks)
            and end < k + 8
            and not text[toks[end - 1].end : toks[end].start].strip()
            # (the doer ends before another verb's: "chosen by the visiting
            # justices and weighed by the matron")
            and not (toks[end].low in ("and", "or") and _agent_next(toks, end + 1))
        ):
            end += 1
        doer = toks[k + 2 : end]
        if any(t.flags & _NUMBER or t.low in lx.CALENDAR_WORDS for t in doer):
            continue
        words = frozenset(t.key for t in doer if t.flags & _CONTENT)
        if words:
            out[v.key] = (text[v.start : toks[end - 1].end], words)
    return out


def _agent_next(toks: Sequence[_Tok], k: int) -> bool:
    """Whether ``toks[k]`` is a participle that "by" follows ("weighed by")."""
    return k + 1 < len(toks) and toks[k + 1].low == "by" and _participle_form(toks[k].low)


def _participle_form(low: str) -> bool:
    """Whether the lower-case word may be a past participle: "chosen", "weighed"."""
    return low.endswith("ed") or low in lx.PARTICIPLES


def _doer_elsewhere(toks: Sequence[_Tok], subject: set[str]) -> bool:
    """Whether a word of *subject* follows "by" in *toks* with no verb of its own before
    ("the women's record of 1:10:45 by Nadia Orr", not "designed by Neville Barrow")."""
    return any(
        b.low == "by" and c.key in subject and not _participle_form(a.low)
        for a, b, c in zip(toks, toks[1:], toks[2:], strict=False)
    )


def _past_participle_after_noun(toks: Sequence[_Tok], i: int) -> bool:
    """Whether ``toks[i]`` follows a noun phrase that a verb before it takes ("replicated
    the result first reported by"): a content word, perhaps past an adverb, after "the"
    or "a", or a count ("contained 28 plates engraved by"), within four words."""
    k = i - 1
    if k >= 0 and toks[k].low in _DOER_ADVERBS:
        k -= 1
    return k >= 1 and any(
        t.low in ("the", "a", "an") or t.flags & _NUMBER for t in toks[max(0, k - 3) : k]
    )


def _object_only(text: str, toks: Sequence[_Tok], subject: set[str], v: _Tok) -> bool:
    """Whether the sentence names *subject* only after verb *v*, each time as the
    object of a verb ("leaving Harrowby as sole owner"), not after "by"."""
    at = [i for i, u in enumerate(toks) if u.key in subject]
    if not at:
        return False
    for i in at:
        u = toks[i]
        if u.start < v.end or not text[u.start].isupper():
            return False
        where = _role_word(text, 0, toks, i)[1]
        if where < 0 or not (lx.past_form(toks[where].low) or toks[where].low.endswith("ing")):
            return False
    return True


def _object_of_own_verb(info: _ClaimInfo, other: set[str], at: int, end: int) -> bool:
    """Whether the claim names *other* only as the object of a verb of its own, after
    its subject ``toks[at:end]``: "Ronson-Gale bought Stellan ..., outbidding
    Hartwell Holdings" against "bought by ... Hartwell Holdings". A name after
    a preposition ("free with DPD") or in the possessive ("Port Homes' plan")
    is left alone."""
    text, toks = info.text, info.toks
    lows: set[str] = set()
    own = {t.key for t in toks[at:end]}
    for i in range(end, len(toks)):
        t = toks[i]
        if t.low not in other or not text[t.start].isupper():
            continue
        prev = toks[i - 1]
        if prev.key in own and text[prev.end : t.start] in (" & ", " and "):
            continue  # "the Harrowby & Lune partnership": a firm both name
        role, where = _role_word(text, 0, toks, i)
        last = _name_run_end(text, toks, i) - 1
        if lows and ends_possessive(text, toks[last]):
            # "bought Granby United Breweries ... and shut Granby's brewery": the
            # owner named again, after its role is set.
            continue
        if (
            where < end
            or role in _ROLE_PREPOSITIONS
            or (not lx.past_form(toks[where].low) and not toks[where].low.endswith("ing"))
            or text[toks[last].end : toks[last].end + 1] in _APOSTROPHES
        ):
            return False
        lows.add(t.low)
    return bool(lows) and not lows & {t.low for t in toks[at:end]}


def _object_replaced(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A name the claim gives a verb to, where the source gives that verb another name.

    "The regulator cleared Zipway" against "The regulator fined ride-hailing
    app Zipway €7.5 million ..., but cleared rival Carro": the sentence's
    "cleared" takes Carro, and Zipway stands in it as what was fined. Only a
    verb in the past that the sentence gives names the claim does not
    mention counts.
    """
    toks = info.toks
    text = info.text
    # The verbs that may give a name its role: in the past, and said in a part;
    # the names they may give it to stand within a few words after them.
    verbs = [
        k
        for k, t in enumerate(toks)
        if t.flags & _CONTENT
        and lx.past_form(t.low)
        and any(t.key in sent.keys for _, sent in parts)
    ]
    if not verbs:
        return ""
    mine = {t.low for t in toks if text[t.start].isupper()}
    near = sorted({n for k in verbs for n in range(k + 1, min(len(toks), k + 6))})
    for n in near:
        name = toks[n]
        if not text[name.start].isupper() or not name.flags & _CONTENT:
            continue
        verb_key, at = _role_word(text, 0, toks, n)
        if at < 1 or not lx.past_form(toks[at].low):
            continue
        for chunk, sent in parts:
            if verb_key not in sent.keys or name.key not in sent.keys:
                continue
            stoks = sent.toks
            taken: set[str] = set()
            for i, v in enumerate(stoks):
                if v.key == verb_key:
                    taken |= _described_object(chunk.text, stoks, i)
            if taken and not taken & mine:
                return f"the source gives {toks[at].low!r} to another name than {name.low!r}"
    return ""


def _described_object(text: str, toks: Sequence[_Tok], i: int) -> set[str]:
    """The name the active verb ``toks[i]`` takes, past up to four words that describe it
    ("fined ride-hailing app Zipway", "cleared rival Carro")."""
    if i and toks[i - 1].low in _PASSIVE_AUX:
        return set()
    for k in range(i + 1, min(len(toks), i + 6)):
        if text[toks[k - 1].end : toks[k].start].strip(" -"):
            return set()
        if text[toks[k].start].isupper():
            return _names_from(text, toks, k, 4)
        if not toks[k].flags & _CONTENT and toks[k].low not in _DETERMINERS:
            return set()
    return set()


def _names_from(text: str, toks: Sequence[_Tok], i: int, reach: int) -> set[str]:
    """The capitalised words (lower-cased) in ``toks[i:i + reach]`` before any punctuation.

    "by future President of the United States Donald Trump" gives all its
    names; a month or a day ("born January 3") is no party.
    """
    names: set[str] = set()
    for k in range(i, min(len(toks), i + reach)):
        t = toks[k]
        gap = text[toks[k - 1].end : t.start].strip(" -") if k > i else ""
        if gap and not (gap == "," and text[t.start].isupper()):
            break  # "the United States, Donald Trump": an apposition goes on
        if text[t.start].isupper() and t.flags & _CONTENT and t.low not in lx.CALENDAR_WORDS:
            names.add(t.low)  # as written: "City" and "Town" share a key
    return names


def _passive_doer(text: str, toks: Sequence[_Tok], i: int) -> set[str]:
    """The name after "by" within nine words after the passive verb ``toks[i]``, with
    no punctuation between ("flown at Marsh Field on 3 May 1951 by Ruth Cobb")."""
    for k in range(i + 1, min(len(toks), i + 10)):
        if text[toks[k - 1].end : toks[k].start].strip(" -"):
            return set()
        if toks[k].low == "by":
            return _names_from(text, toks, k + 1, 10)
    return set()


def _active_doer(text: str, toks: Sequence[_Tok], i: int) -> set[str]:
    """The name right before the active verb ``toks[i]``, an adverb ("later") at most
    between ("Hugh Drummond joined"), as lower-case words."""
    k = i - 1
    if k >= 0 and toks[k].low in _DOER_ADVERBS:
        k -= 1
    if k < 0 or text[toks[k].end : toks[k + 1].start].strip():
        return set()
    if not toks[k].flags & _CONTENT or not text[toks[k].start].isupper():
        return set()
    return {t.low for t in toks[_name_start(text, toks, k) : k + 1]}


def _object_name(text: str, toks: Sequence[_Tok], i: int) -> set[str]:
    """The name right after the active verb ``toks[i]`` ("has chosen Kessler Elektrik")."""
    if i + 1 >= len(toks) or text[toks[i].end : toks[i + 1].start].strip():
        return set()
    if i and toks[i - 1].low in _PASSIVE_AUX:
        return set()
    if not _names_from(text, toks, i + 1, 1):
        return set()
    return _names_from(text, toks, i + 1, 4)


_DOER_ADVERBS = frozenset({"first", "later", "also", "then"})
_PERSONAL_DOERS = frozenset({"he", "she", "they"})
_PUT_BEHIND = frozenset({"ahead", "beating", "beat", "over", "outselling", "outscoring"})
_PLACES = frozenset("second third fourth fifth sixth seventh eighth ninth tenth".split())


def _superlative_of_other(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim's superlative given to a name the sentence puts behind another.

    "K-Dune's Static was the most-streamed album" against "Paper Moons was
    the most-streamed album ..., ahead of rapper K-Dune's Static".
    """
    if not info.superlatives and not any(t.low.startswith("most") for t in info.toks):
        return ""
    if info.lows & _PLACES or any(q.q.kind == "ordinal" for q in info.quants):
        return ""  # "the second most expensive city": a place behind another
    toks = info.toks
    text = info.text
    names = [t for t in toks[:4] if text[t.start].isupper() and t.flags & _CONTENT]
    if not names:
        return ""
    for chunk, sent in parts:
        if names[-1].key not in sent.keys:
            continue
        stoks = sent.toks
        for i, u in enumerate(stoks):
            if u.key != names[-1].key or not chunk.text[u.start].isupper():
                continue
            before = [v.low for v in stoks[max(0, i - 5) : i]]
            if any(w in _PUT_BEHIND for w in before) and not info.lows & _PUT_BEHIND:
                return f"the source puts {u.low!r} behind another"
    return ""


def _superlative_held_by_other(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim's superlative said in a sentence of another name, the claim's name coming
    from another sentence.

    "Germany had the highest price for Brevair of the eight countries" against
    "... $47 in the United States, against $9 in Germany ... The US price was
    the highest of the eight." A sentence naming no one before its superlative
    ("It was the highest") may be about the claim's name, so it settles nothing.
    """
    if len(parts) < 2 or not info.superlatives:
        return ""
    first, end = _opening_name(info.text, info.toks)
    mine = {t.key for t in info.toks[first:end]}
    if not mine:
        return ""
    for sup in info.superlatives:
        for chunk, sent in parts:
            stoks = sent.toks
            at = next((i for i, u in enumerate(stoks) if u.key == sup.key), -1)
            if at < 0 or mine & sent.keys:
                continue
            # (an initialism is a name too, though "US" reads as a word)
            other = [
                u
                for u in stoks[:at]
                if (_is_named(u, chunk.text) or _initialism(chunk.text, u))
                and u.key not in info.keys
            ]
            if other:
                who = chunk.text[other[0].start : other[0].end]
                return (
                    f"the source gives {sup.low!r} to {who!r}; the claim's "
                    f"{info.text[info.toks[first].start : info.toks[end - 1].end]!r} is named "
                    "only in another sentence"
                )
    return ""


def _initialism(text: str, tok: _Tok) -> bool:
    """Whether ``tok`` is written in capitals of two letters or more ("US", "BBC")."""
    word = text[tok.start : tok.end]
    return len(word) > 1 and word.isalpha() and word.isupper()


# A model name and its designator: "Pulse S", "WM10", "Trail 5", "R7".
_DESIGNATED = re.compile(
    r"\b([A-Z][a-z]{2,})\s+([A-Z]{1,2}\d{0,3}|\d{1,3}[A-Z]?)\b(?![.,:\u2013-]\d|\s*%)"
)


_NOT_MODELS = frozenset((_DAYS + " " + _MONTHS + " the a an in on at of by for to and").split())
# A common noun that a capital letter designates: "a distinguishing letter T",
# "grade B", "zone C2".
_LETTERED = re.compile(
    r"\b(letter|mark|grade|class|type|band|category|zone|block|wing|gate|tier|group|pool"
    r"|series|section|stand)\s+([A-Z]{1,2}\d{0,3})\b(?![.,:\u2013-]\d|\s*%|\.\s+[a-z])"
)


def _designations(text: str, start: int, end: int) -> Iterator[tuple[str, str]]:
    """The models named in ``text[start:end]`` and their designators: ("Pulse", "S"),
    and a lower-case noun with its letter ("letter", "T")."""
    for m in _DESIGNATED.finditer(text, start, end):
        if m[1].lower() not in _NOT_MODELS:
            yield m[1], m[2]
    for m in _LETTERED.finditer(text, start, end):
        yield m[1], m[2]


@lru_cache(maxsize=512)
def _designated(text: str) -> tuple[tuple[str, str], ...]:
    """The models a claim names with their designators ("Pulse", "S"), in the claim's order.

    An ordered tuple, not a set: the first mismatch found names the reason,
    and a set's order of strings changes from one process to the next.
    """
    return tuple(dict.fromkeys(_designations(text, 0, len(text))))


def _designator_swapped(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A model the claim names ("Pulse S") where the sentence names its sibling ("Pulse R").

    Single letters and numbers after a name are no words of their own, so
    "The Pulse S is water resistant to 10 ATM" would match "The Pulse R ...
    is water resistant to 10 ATM" word for word.
    """
    claimed = _designated(info.text)
    if not claimed:
        return ""
    found: dict[str, set[str]] = {}
    for chunk, sent in parts:
        for name, mark in _designations(chunk.text, sent.start, sent.end):
            found.setdefault(name, set()).add(mark)
    for name, mark in claimed:
        theirs = found.get(name)
        if theirs and mark not in theirs:
            other = sorted(theirs)[0]
            return f"the source names {name} {other}, not {name} {mark}"
    return ""


def _designated_figure_moved(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A figure the claim gives one numbered sibling that the sentence gives another, or ''.

    "Kellerman 2 is scheduled to close in 2028" against "Kellerman 1 is
    scheduled to close in 2028 and Kellerman 2 in 2033": each designated
    name owns the figures that follow it up to the next one, and the claim's
    figure belongs to Kellerman 1 where Kellerman 2 has another of its kind.
    """
    mine = _owned_figures(info.text, info.quants, 0, len(info.text))
    if not mine:
        return ""
    for chunk, sent in parts:
        theirs = _owned_figures(chunk.text, sent.quants, sent.start, sent.end)
        if len({owner for owner, _ in theirs}) < 2:
            continue
        for owner, q in mine:
            held = [p for o, p in theirs if o == owner and p.family == q.family]
            if not held or any(entails(p, q) for p in held):
                continue
            other = next(
                (o for o, p in theirs if o != owner and o[0] == owner[0] and entails(p, q)), None
            )
            if other is not None:
                return f"the source gives {q.text!r} to {' '.join(other)}, not to {' '.join(owner)}"
    return ""


def _owned_figures(
    text: str, quants: Sequence[Amount], start: int, end: int
) -> list[tuple[tuple[str, str], Amount]]:
    """Each figure of ``text[start:end]`` with the designated name ("Kellerman", "1") it
    follows, up to the next designated name."""
    marks = [m for m in _DESIGNATED.finditer(text, start, end) if m[1].lower() not in _NOT_MODELS]
    out: list[tuple[tuple[str, str], Amount]] = []
    for k, m in enumerate(marks):
        stop = marks[k + 1].start() if k + 1 < len(marks) else end
        out.extend(((m[1], m[2]), q) for q in quants if m.end() <= q.start < stop)
    return out


def _succession_reversed(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """Someone the claim has come after the subject whom the source has come before, or
    the other way round, or ''.

    "Ruth Okafor was succeeded as director ... by Professor Alan Crewe"
    against "She ... became its director in 1985, succeeding Professor Alan
    Crewe": Crewe held the post before her, not after.
    """
    mine = _succession(info.text, info.toks)
    if not mine:
        return ""
    theirs = [
        (*three, sent) for chunk, sent in parts for three in _succession(chunk.text, sent.toks)
    ]
    claim_keys = {t.key for t in info.toks}
    for who, after, said in mine:
        for name, later, their_said, sent in theirs:
            if (
                who & name
                and later != after
                and not any(n == name and a == after for n, a, _, _ in theirs)
            ):
                return (
                    f"the claim has {said!r} come {'after' if after else 'before'}; "
                    f"the source, {'after' if later else 'before'}"
                )
            if (
                later == after
                and not who & name
                and name <= claim_keys
                and who <= {t.key for t in sent.toks}
            ):
                # "Colin Ashbury took over ... from Helena Vorst" against "Helena
                # Vorst became director ..., succeeding Colin Ashbury": each is
                # the one the other came after.
                return (
                    f"the claim has {said!r} come {'after' if after else 'before'} "
                    f"{their_said!r}; the source, the other way round"
                )
    return ""


# Each word's reading: True when the name after it (active) came after the
# subject, False when it came before; a passive ("was succeeded by") turns it.
_SUCCESSION_WORDS = {
    "succeeded": False,
    "succeeding": False,
    "succeeds": False,
    "preceded": True,
    "preceding": True,
    "precedes": True,
}


def _succession(text: str, toks: Sequence[_Tok]) -> list[tuple[frozenset[str], bool, str]]:
    """Each name a sentence says came after (True) or before (False) its subject, with
    the name's keys and words: "succeeding Professor Alan Crewe" (before), "was
    succeeded ... by Dr. Leo Marsh" (after)."""
    out = []
    for i, t in enumerate(toks):
        at = i + 1
        later = _SUCCESSION_WORDS.get(t.low)
        took = _took_over_at(text, toks, i) if later is None and t.low == "from" else -1
        if took >= 0:
            later = False  # "took over as director from Helena Vorst": she came before
        if later is None and t.low in ("after", "following") and _left_office(toks, i + 1):
            later, at = False, i + 4  # "appointed in 2016 after the retirement of Bernard Coyle"
        elif later is None or not text[t.start].islower():
            continue
        passive = (
            i > 0
            and (
                toks[i - 1].low in _BE_FORMS
                # "Hugo Fennimore, succeeded in 2010 by Agnes Ruddock"
                or (
                    t.low.endswith("ed")
                    and text[toks[i - 1].end : t.start].strip() == ","
                    and any(u.low == "by" for u in toks[i + 1 : i + 5])
                )
            )
        )
        if not passive and at < len(toks) and toks[at].low in _OBJECT_PRONOUNS:
            # "when Hugo Fennimore succeeded her", "Morwenna Pike took over from
            # him": the name before the verb is the one who came after (or before)
            # the one the pronoun stands for.
            verb = i if t.low != "from" else took
            first = verb
            while first and _is_named(toks[first - 1], text):
                first -= 1
            if first < verb:
                keys = frozenset(u.key for u in toks[first:verb] if u.low not in _HONORIFICS)
                said = text[toks[first].start : toks[verb - 1].end]
                out.append((keys, not later, said))
            continue
        if passive:
            by = next(
                (j for j in range(i + 1, min(i + 10, len(toks))) if toks[j].low == "by"), None
            )
            if by is None:
                continue
            at, later = by + 1, not later
        # (up to six describing words: "by the firm's former sales director, Norman
        # Pyecroft")
        k = _slot_filler(text, toks, at, described=True, reach=7)
        if k < 0 or not _is_named(toks[k], text):
            continue
        end = _firm_end(text, toks, k)
        if ends_possessive(text, toks[end - 1]):
            # "by Quenby's former managing director, Oswin Hale": the name set off
            # after what describes it
            k = _slot_filler(text, toks, end, described=True, reach=5)
            if k < 0 or not _is_named(toks[k], text):
                continue
            end = _firm_end(text, toks, k)
        # (by the name itself: "Mr Clement Rowe" and "Mr Arthur Penny" share no more)
        keys = frozenset(u.key for u in toks[k:end] if u.low not in _HONORIFICS)
        out.append(
            (
                keys or frozenset(u.key for u in toks[k:end]),
                later,
                text[toks[k].start : toks[end - 1].end],
            )
        )
    return out


def _left_office(toks: Sequence[_Tok], i: int) -> bool:
    """Whether ``toks[i:]`` opens with "the retirement of" or another leaving of a post."""
    return (
        i + 3 < len(toks)
        and toks[i].low == "the"
        and toks[i + 1].low in _LEAVINGS
        and toks[i + 2].low == "of"
    )


_LEAVINGS = frozenset("retirement death departure resignation dismissal sacking exit".split())


def _taker_handed_over(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A name the claim has something taken over from, where the source has that name take
    it over, or ''.

    "Desmond Ravenscar took over the Associates programme from Freya Lomax"
    against "Associates director Freya Lomax, a former pupil of principal
    Desmond Ravenscar, took over the programme from him in 2022". The
    source's taker is the name right before "took over", or the one before a
    description set off by commas.
    """
    toks = info.toks
    given = next(
        (
            _name_after(toks, info.text, k + 1)
            for k, t in enumerate(toks)
            if t.low == "from" and _took_over_before(info.text, toks, k)
        ),
        frozenset(),
    )
    if not given:
        return ""
    opening = _name_before(toks, info.text, 0)
    for chunk, sent in parts:
        text, stoks = chunk.text, sent.toks
        for j in range(1, len(stoks) - 1):
            if stoks[j].low not in _TAKE_FORMS or stoks[j + 1].low != "over":
                continue
            k = j
            if text[stoks[j - 1].end : stoks[j].start] == ", ":
                # back past ", a former pupil of ..., " to the name it describes
                k = next(
                    (
                        m + 1
                        for m in range(j - 2, 0, -1)
                        if text[stoks[m].end : stoks[m + 1].start] == ", "
                    ),
                    0,
                )
            taker = _name_before(stoks, text, k, opening=False)
            if taker and given <= taker and not taker & opening:
                who = " ".join(t.low for t in stoks if t.key in taker)
                return f"the claim has {who!r} hand it over; the source has {who!r} take it over"
    return ""


def _took_over_before(text: str, toks: Sequence[_Tok], i: int) -> bool:
    """Whether "took over" (or "take", "taken" ... "over") stands within eight words before
    ``toks[i]``, in its clause: "took over as director of the library from"."""
    return _took_over_at(text, toks, i) >= 0


def _took_over_at(text: str, toks: Sequence[_Tok], i: int) -> int:
    """Where the "took" of a "took over" within eight words before ``toks[i]``, in its
    clause, stands, or -1."""
    for j in range(i - 1, max(0, i - 9), -1):
        if _CLAUSE_BREAK.search(text, toks[j].end, toks[j + 1].start):
            return -1
        if toks[j].low == "over" and j > 0 and toks[j - 1].low in _TAKE_FORMS:
            return j - 1
    return -1


_TAKE_FORMS = frozenset("take takes took taken taking".split())
_OBJECT_PRONOUNS = frozenset("him her them".split())
_CLAUSE_BREAK = re.compile(r"[,;:()]")


def _replacement_reversed(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """What replaced what, told the other way round, or ''.

    "the jellyfish gallery was closed and replaced by an octopus exhibit"
    against "The aquarium's octopus exhibit was closed in 2012 and replaced by
    a jellyfish gallery". The old thing is what a passive's clause opens with
    or an active's object; the new one the words after "by" or the active's
    subject. Each side of the claim must have words only the other side of
    the sentence has, the claim's new side none of the sentence's new side's,
    and a sentence or claim that replaces twice is left alone.
    """
    # Read twice: "replaced X with Y" as the old and the new thing, then as
    # its doer and the rest ("the Hawks replaced him with Jonah Okafor").
    names = {t.key for t in info.toks if _is_named(t, info.text)}
    for with_read in (True, False):
        mine = _replacement(info.text, info.toks, 0, len(info.text), with_read)
        if mine is None:
            continue
        old, new = mine
        for chunk, sent in parts:
            theirs = _replacement(chunk.text, sent.toks, sent.start, sent.end, with_read)
            if theirs is None:
                continue
            was, now = theirs
            was_only, now_only = was - now, now - was
            # The claim's old side may keep words of the scene ("at the Tollmere
            # Aquarium ... was closed"); its new side may have none of the new thing's.
            if not (new & was_only and old & now_only):
                continue
            # ... unless the new thing's names are the new thing's ("was
            # followed by her deputy, Gareth Lyle" against "was replaced by his
            # deputy, Nadia Orme": a word they share does not tell them apart)
            named = new & names
            if not new & now_only or (
                named & was_only and not named & now_only and old & names & now_only
            ):
                return "the claim has the source's old and new things the other way round"
    return ""


def _half_dropped(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A whole unit the claim gives ("about an hour") where the sentence gives half of
    it ("about half an hour"), or ''."""
    if "half" in info.lows:
        return ""
    mine = {m[1].lower() for m in _WHOLE_UNIT.finditer(info.text)}
    if not mine:
        return ""
    for chunk, sent in parts:
        for m in _HALF_UNIT.finditer(chunk.text, sent.start, sent.end):
            if m[1].lower() in mine and not any(
                n[1].lower() == m[1].lower()
                for n in _WHOLE_UNIT.finditer(chunk.text, sent.start, sent.end)
            ):
                return f"the source says {m[0]!r}; the claim gives a whole {m[1].lower()}"
    return ""


# "half an hour", "half a mile", "every half minute": half of one unit; "an hour",
# "a mile", "every minute" (not after "half"): one whole.
_UNITS_HALVED = "minute|hour|day|week|month|year|mile|pound|ton|acre"
_HALF_UNIT = re.compile(rf"\b(?:half an?|every half) ({_UNITS_HALVED})\b", re.I)
_WHOLE_UNIT = re.compile(rf"(?<!half )\b(?:an?|every) ({_UNITS_HALVED})\b", re.I)


def _prefix_turned(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A hyphened word whose prefix the claim turns round ("over-weigh" for the
    sentence's "under-weigh"), or ''. (The prefixes are no content words, so no
    missing word points at them.)"""
    mine = {(m[1].lower(), m[2].lower()) for m in _TURNED_PREFIX.finditer(info.text)}
    if not mine:
        return ""
    for chunk, sent in parts:
        theirs = {
            (m[1].lower(), m[2].lower())
            for m in _TURNED_PREFIX.finditer(chunk.text, sent.start, sent.end)
        }
        for prefix, stem in mine:
            other = (_PREFIX_OPPOSITE[prefix], stem)
            if other in theirs and (prefix, stem) not in theirs:
                return f"the claim says {prefix}-{stem}, the source {other[0]}-{stem}"
    return ""


_PREFIX_OPPOSITE = {"over": "under", "under": "over"}
_TURNED_PREFIX = re.compile(r"\b(over|under)-([a-z]+)", re.IGNORECASE)


def _instead_reversed(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """The two sides of "A in place of B" ("instead of", "in lieu of") the other way
    round from the sentence's, or ''.

    "agreed to take one-fifteenth in place of one-eighteenth" against "agreed
    in 1860 to take one-eighteenth in place of one-fifteenth".
    """
    mine = {(a.lower(), b.lower()) for a, b in _INSTEAD.findall(info.text)}
    if len(mine) != 1:
        return ""
    ((a, b),) = mine
    if a == b:
        return ""
    for chunk, sent in parts:
        theirs = {
            (x.lower(), y.lower()) for x, y in _INSTEAD.findall(chunk.text, sent.start, sent.end)
        }
        if (b, a) in theirs and (a, b) not in theirs:
            return f"the source has {b!r} in place of {a!r}, not the other way round"
    return ""


def _rather_reversed(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """What the claim puts after "rather than" ("instead of", "in place of", ", not",
    "but not"), the sentence puts right before it, and the other way round, or ''.

    "judged the heat with a pyrometer rather than by the colour of the glow"
    against "judged the heat by the colour of the glow through a spyhole rather
    than with a pyrometer". The words after the phrase run to the clause's end;
    those before it are as many, and two more.
    """
    m = _RATHER.search(info.text)
    if m is None:
        return ""
    mine = _rather_sides(info.text, info.toks, m, 0, len(info.text))
    if mine is None:
        return ""
    left, right, stop = mine
    for chunk, sent in parts:
        for n in _RATHER.finditer(chunk.text, sent.start, sent.end):
            theirs = _rather_sides(chunk.text, sent.toks, n, sent.start, sent.end)
            if (
                theirs is not None
                # (the claim's side may be longer than the sentence's other side:
                # "rather than making her cries from the steps of the Moot Hall"
                # against "Her cries were made from the steps of the Moot Hall
                # rather than walking the streets")
                and (right <= theirs[0] or (len(right & theirs[0]) >= 3 and right <= sent.keys))
                and not right & theirs[1]
                and theirs[1] & left
            ):
                said = info.text[m.end() : stop].strip(" .;,")
                return f"the source has {said!r} before {n[0].strip()!r}, the claim after it"
    return ""


def _rather_sides(
    text: str, toks: Sequence[_Tok], m: re.Match[str], lo: int, hi: int
) -> tuple[frozenset[str], frozenset[str], int] | None:
    """The keys before and after the "rather than" matched by *m* in ``text[lo:hi]``,
    and where the words after it end; None when none follow it."""
    stop = edge_or_end(CLAUSE_EDGE, text, m.end(), hi)
    right = [t.key for t in toks if m.end() <= t.start < stop and t.flags & _CONTENT]
    if not right:
        return None
    left = [t.key for t in toks if lo <= t.start < m.start() and t.flags & _CONTENT]
    return frozenset(left[-len(right) - 2 :]), frozenset(right), stop


# "A rather than B", "A instead of B", "A but not B", "A in place of B" (the links
# of _REVERSIBLE_HINT, across any spacing) and "A, not B": A said, B set aside.
_RATHER = re.compile(_REVERSIBLE_HINT.pattern.replace(" ", r"\s+") + r"|,\s+not\s+", re.IGNORECASE)


def _change_against_instead(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim's change "from A to B" where the sentence has A "in place of" B, or ''.

    "moved the outdoor relief pay-day from Saturday to Monday" against
    "introduced a Saturday pay-day for outdoor relief in place of the old Monday
    pay". Both are names (days, places) the sentence says once each, one on
    either side of its "in place of".
    """
    m = _FROM_TO_NAMES.search(info.text)
    if m is None:
        return ""
    old, new = _word(m[1])[1], _word(m[2])[1]
    for chunk, sent in parts:
        turn = _INSTEAD_WORDS.search(chunk.text, sent.start, sent.end)
        if turn is None:
            continue
        before = [t.key for t in sent.toks if t.end <= turn.start()]
        after = [t.key for t in sent.toks if t.start >= turn.end()]
        if (
            before.count(old) == 1
            and after.count(new) == 1
            and new not in before
            and old not in after
        ):
            return f"the source has {m[1]!r} in place of {m[2]!r}; the claim, a change to {m[2]!r}"
    return ""


# "from Saturday to Monday": a change between two names.
_FROM_TO_NAMES = re.compile(r"\bfrom\s+([A-Z][a-z]+)\s+to\s+([A-Z][a-z]+)\b")
# The phrases that put one thing in another's place.
_INSTEAD_OF = r"(?:in place of|instead of|in lieu of)"
_INSTEAD_WORDS = re.compile(rf"\b{_INSTEAD_OF}\b", re.IGNORECASE)


# "one-eighteenth in place of one-fifteenth", "coal instead of cash": the word
# each side of the phrase.
_INSTEAD = re.compile(rf"([\w'-]+)\s+{_INSTEAD_OF}\s+([\w'-]+)", re.IGNORECASE)


_REPLACING = frozenset({"replaced", "superseded", "supplanted", "replacing", "followed"})


def _replacement(
    text: str, toks: Sequence[_Tok], start: int, end: int, with_read: bool = True
) -> tuple[set[str], set[str]] | None:
    """The keys of the old and the new thing of the one "replaced" of ``text[start:end]``;
    without *with_read*, "replaced X with Y" gives its doer as the new thing."""
    at = [k for k, t in enumerate(toks) if t.low in _REPLACING]
    if len(at) != 1:
        return None
    k = at[0]
    lo = max(
        (m.end() for m in _CLAUSE_OPEN.finditer(text, start, toks[k].start)),
        default=start,
    )
    hi = next((m.start() for m in _CLAUSE_SHUT.finditer(text, toks[k].end, end)), end)
    k_after = next((j for j, t in enumerate(toks) if t.start > hi), None)
    if (
        k_after is not None
        and text[hi : toks[k_after].start] == ", "
        and _is_named(toks[k_after], text)
        and _set_off_name_ends(text, toks, k_after)
    ):
        # "was replaced by his deputy, Nadia Orme": the name set off after
        # the words that describe it
        hi = next((m.start() for m in _CLAUSE_SHUT.finditer(text, hi + 1, end)), end)
    before = {t.key for t in toks[:k] if t.start >= lo and t.flags & _CONTENT}
    if k + 1 < len(toks) and toks[k + 1].low == "by":
        after = {t.key for t in toks[k + 2 :] if t.end <= hi and t.flags & _CONTENT}
        return before, after  # "X was replaced by Y"
    if k and toks[k - 1].low in _BE_FORMS:
        return None  # "was replaced with", "was replaced in 2012": no new thing named
    rest = [t for t in toks[k + 1 :] if t.end <= hi]
    after = {t.key for t in rest if t.flags & _CONTENT}
    if toks[k].low == "replacing" and text[toks[k - 1].end : toks[k].start].strip() != ",":
        return None  # only ", replacing X" tells what the clause before it replaced
    with_at = next((n for n, t in enumerate(rest) if t.low == "with"), -1)
    if with_read and with_at > 0 and toks[k].low != "replacing":
        # "replaced fixed prices with bargaining": the old thing, then the new.
        old = {t.key for t in rest[:with_at] if t.flags & _CONTENT}
        return old, {t.key for t in rest[with_at + 1 :] if t.flags & _CONTENT}
    return after, before  # "Y replaced X", "introduced Y ..., replacing X"


# Where the clause of a "replaced" opens and shuts.
_CLAUSE_OPEN = re.compile(r"[;:]|,\s+(?:and|but|while|which|who)\b|\bwhile\b|\bwhereas\b")
_CLAUSE_SHUT = re.compile(r"[,;:.]|\s(?:and|but|while|which|after|before|when)\s")


# Deeds told from either side, the one who lets "to" and the one who takes "from".
_LET_FROM_EITHER_SIDE = frozenset(
    "lease leases leased leasing rent rents rented renting hire hires hired hiring"
    " sublet sublets subletting charter chartered".split()
)


def _agent_moved(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A deed the sentence says was done "by" a name that the claim makes the name's
    object, or ''.

    "Reed's troopers repeatedly attacked Pruitt's infantry" against "Reed's
    troopers ... held a line ... against repeated attacks by Pruitt's
    infantry"; "The island cooperative supplied the wind turbines ... that
    Aurelle Systems installed" against "the cooperative installed three wind
    turbines ..., supplied by the firm Aurelle Systems"; "Lindeborg replaced
    Vahl" against "Lindeborg, was replaced in 1968 by the former finance
    minister Astrid Vahl" (deeds and doers read by ``_by_doers``). The doer
    may also be the name a relative clause is about ("Torymus fennicki, which
    lays its eggs inside the developing gall wasp larvae") or the subject of a
    verb joined on with "and" ("Tellus has agreed to sell 3,400 masts to
    Towerline ... and lease them back"). The claim names the doer only after
    its own word for the deed, and not after "by" or as a place ("struck at
    San Telmo").
    """
    text, toks = info.text, info.toks
    for chunk, sent in parts:
        doers = _doers_in(chunk.text, sent.start, sent.end)
        for deed, doer in doers:
            # Everyone the sentence gives the deed to: "Ostmark, which holds
            # 3,540 square kilometres, and Nyland, which holds the remainder".
            every = frozenset().union(*(who for d, who in doers if d.key == deed.key))
            for k, t in enumerate(toks):
                if t.key != deed.key or k + 1 >= len(toks) or toks[k + 1].low == "by":
                    continue
                # The doer named after the claim's verb, and not after "by".
                after = [j for j in range(k + 1, len(toks)) if toks[j].key in doer]
                if (
                    after
                    and not any(u.low == "by" for u in toks[k + 1 : after[0]])
                    # (a place may be the doer: "coins struck at San Telmo")
                    and toks[after[0] - 1].low not in _PLACE_OPENERS
                    and not any(u.key in every for u in toks[:k])
                    and _is_named(toks[after[0]], text)
                    # "Dunsby Estates leases the site to the Society" against
                    # "leased by the Society from Dunsby Estates": a lease told
                    # from the side that lets it.
                    and not (
                        t.low in _LET_FROM_EITHER_SIDE
                        and any(u.low == "to" for u in toks[k + 1 : after[0]])
                    )
                ):
                    who = " ".join(u.low for u in sent.toks if u.key in doer)
                    return f"the source says {deed.low!r} by {who!r}; the claim gives it to another"
    return ""


def _doer_of_other_by(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim deed given to the name the sentence says did another of its deeds, or ''.

    "Divers from the Lochside Archaeological Unit carried out the 1985 survey"
    against "was surveyed by divers in 1985 and excavated underwater from 1990
    to 1996 by the Lochside Archaeological Unit": the Unit excavated it; who
    the divers were, the sentence does not say. Each "by" gives its doer to
    the nearest participle before it.
    """
    if len(parts) != 1:
        return ""
    chunk, sent = parts[0]
    text, stoks = chunk.text, sent.toks
    agents = []
    for b, by in enumerate(stoks):
        if by.low != "by" or b < 1:
            continue
        k = b + 1 + (b + 1 < len(stoks) and stoks[b + 1].low in _BARE_ARTICLES)
        end = k
        while (
            end < len(stoks)
            and end - k < 4
            and stoks[end].flags & _CONTENT
            and not stoks[end].flags & _NUMBER
            and (end == k or _touching(text, stoks[end - 1], stoks[end]))
        ):
            end += 1
        at = next(
            (
                j
                for j in range(b - 1, max(-1, b - 9), -1)
                if stoks[j].flags & _CONTENT
                and text[stoks[j].start].islower()
                and (stoks[j].low.endswith(("ed", "en")) or lx.past_form(stoks[j].low))
            ),
            None,
        )
        if end > k and at is not None:
            agents.append((at, stoks[at], frozenset(t.key for t in stoks[k:end]), stoks[k:end]))
    for at, deed, keys, doer in agents:
        # a passive, "was surveyed by divers", that the claim tells of its doer
        mine = next((t for t in info.toks if t.key == deed.key), None)
        if mine is None or not any(u.low in _BE_FORMS for u in stoks[max(0, at - 2) : at]):
            continue
        for _, other, who, words in agents:
            if (
                other.key != deed.key
                and other.key not in info.keys
                and _is_named(words[0], text)
                and who <= info.keys
                and not who <= keys
                # the other doer named before the claim's deed, as its doer
                and any(t.key == words[0].key and t.start < mine.start for t in info.toks)
            ):
                name = text[words[0].start : words[-1].end]
                said = text[doer[0].start : doer[-1].end]
                return f"the source says {deed.low!r} by {said!r}, and {other.low!r} by {name!r}"
    return ""


def _doer_made_object(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A deed whose doer in the claim is the one the source does it to, or ''.

    "The Regional Museum of Antiquities owns the Holmsby helmet and has lent it
    to the parish council" against "The helmet belongs to the Holmsby Parish
    Council, which has lent it to the Regional Museum of Antiquities": the
    claim's lender stands right after the source's "lent", which another
    does. The claim's doers are its opening name's verb, its verbs joined on
    with "and", its relative clauses' and what it says was done "by" a name
    (``_sentence_doers``); a source that gives the deed to the claim's doer
    anywhere settles nothing.
    """
    mine = list(_sentence_doers(info.text, info.toks))
    opening = _opening_subject(info.text, info.toks)
    if opening is not None:
        mine.append((info.toks[opening[2]], opening[0]))
    if not mine:
        return ""
    for chunk, sent in parts:
        stext, stoks = chunk.text, sent.toks
        theirs = _doers_in(stext, sent.start, sent.end)
        for deed, doer in mine:
            if not doer:
                continue
            same = [(d, who) for d, who in theirs if d.key == deed.key]
            if not same or any(who & doer for _, who in same):
                continue
            for d, who in same:
                # what the deed is done to: its own clause, up to a comma or "and"
                at = bisect_left(stoks, d.start, key=_START)
                end = at + 1
                while (
                    end < min(at + 9, len(stoks))
                    and stoks[end].low not in _DEED_CLAUSE_ENDS
                    and not stext[stoks[end - 1].end : stoks[end].start].strip()
                ):
                    end += 1
                clause = stoks[at + 1 : end]
                if doer <= {u.key for u in clause} and not any(u.low == "by" for u in clause):
                    giver = " ".join(u.low for u in stoks if u.key in who)
                    taker = " ".join(u.low for u in clause if u.key in doer)
                    return (
                        f"in the source {giver!r} {d.low} it to {taker!r}; the claim has "
                        f"{taker!r} do it"
                    )
    return ""


# Words that end the clause a deed is done in.
_DEED_CLAUSE_ENDS = frozenset({"and", "or", "but", "while", "whereas", "which", "who"})


@lru_cache(maxsize=2048)
def _doers_in(text: str, start: int, end: int) -> tuple[tuple[_Tok, frozenset[str]], ...]:
    """``_sentence_doers`` of the sentence of *text* at ``[start, end)``, read once for
    the many claims judged against one chunk."""
    return tuple(_sentence_doers(text, _sentence_tokens(text, start, end)))


def _sentence_doers(stext: str, stoks: Sequence[_Tok]) -> Iterator[tuple[_Tok, frozenset[str]]]:
    """Each deed of a sentence whose doer it names, with the keys of the doer's name:
    done "by" a name (``_by_doers``), by the name a relative clause is about
    (``_relative_doers``), or by the sentence's subject in a verb joined on with
    "and" (``_joined_doers``)."""
    for deed, full in _by_doers(stext, stoks):
        # the doer's own words: "Kelby" of "the Kelby Polytechnic" names
        # the school named before the deed too
        doer = full - {u.key for u in stoks if u.start < deed.start}
        if doer:
            yield deed, doer
    yield from _relative_doers(stext, stoks)
    yield from _joined_doers(stext, stoks)


def _relative_doers(stext: str, stoks: Sequence[_Tok]) -> Iterator[tuple[_Tok, frozenset[str]]]:
    """Each "NAME, which VERB" or "NAME, who VERB" of a sentence: the verb and the keys
    of the name ("a tiny parasitoid, Torymus fennicki, which lays its eggs")."""
    for i in range(2, len(stoks) - 1):
        if stoks[i].low not in _DOER_RELATIVES or stext[stoks[i - 1].end : stoks[i].start] != ", ":
            continue
        k = i - 1
        while k >= 0 and (_is_named(stoks[k], stext) or is_epithet(stext, stoks, k)):
            k -= 1
        if k == i - 1 or not _is_named(stoks[k + 1], stext):
            continue
        deed = _verb_at(stext, stoks, i + 1)
        if deed >= 0:
            yield stoks[deed], frozenset(t.key for t in stoks[k + 1 : i])


# Relative words whose clause tells what the name before them did.
_DOER_RELATIVES = frozenset({"which", "who"})


def _verb_at(stext: str, stoks: Sequence[_Tok], j: int, *, light: bool = False) -> int:
    """Index of the lower-case verb at ``stoks[j]``, past adverbs and auxiliaries ("which
    has later lent"), or -1; a form of "be" (a passive or a description) gives -1.
    With *light*, a verb that is no content word ("owns", "gave") counts too."""
    while j < len(stoks) and (stoks[j].low in _BEFORE_VERB or stoks[j].low in _DEED_ADVERBS):
        j += 1
    if j >= len(stoks) or not _touching(stext, stoks[j - 1], stoks[j]):
        return -1
    t = stoks[j]
    if not stext[t.start].islower() or t.low in _BE_FORMS:
        return -1
    if t.flags & _CONTENT or (light and t.low.isalpha() and t.low not in _NO_VERB_WORDS):
        return j
    return -1


# Function words that stand where a verb may: no verb of their own.
_NO_VERB_WORDS = (
    _DETERMINERS | _ROLE_PREPOSITIONS | _DEED_ADVERBS | {"and", "or", "but", "in", "at"}
)


def _joined_doers(stext: str, stoks: Sequence[_Tok]) -> Iterator[tuple[_Tok, frozenset[str]]]:
    """Each verb joined on with "and" to the first verb of a sentence that opens with a
    name, and that name's keys: "Mobile operator Tellus has agreed to sell 3,400
    phone masts to ... Towerline ... and lease them back" gives "lease" to Tellus.

    The joined verb stands right after "and" and before an object ("them",
    "the", "its"); a relative clause between ("Towerline, which plans ...")
    may own it, so none may stand there.
    """
    first, end = _opening_name(stext, stoks)
    # A description before the name: "Mobile operator Tellus", "Shipbuilder
    # Aldmoor Yards" (no verb: "Parliament backed Tellus").
    at = end
    while (
        at < min(end + 2, len(stoks) - 1)
        and stoks[at].flags & _CONTENT
        and stext[stoks[at].start].islower()
        and not lx.past_form(stoks[at].low)
        and not stoks[at].low.endswith(("ed", "s"))
        and _touching(stext, stoks[at - 1], stoks[at])
    ):
        at += 1
    if first == 0 and at > end and _is_named(stoks[at], stext):
        if not _touching(stext, stoks[at - 1], stoks[at]):
            return
        first, end = at, _run_end(stext, stoks, at + 1)
    if first == end:
        return
    verb = _verb_at(stext, stoks, end, light=True)
    if verb < 0:
        return
    name = frozenset(t.key for t in stoks[first:end] if t.flags & _CONTENT)
    if not name:
        return  # "It", "She": a pronoun names no doer to compare
    for a in range(end + 1, len(stoks) - 2):
        low = stoks[a].low
        if low in _OTHER_CLAUSE_OPENERS or stext[stoks[a - 1].end : stoks[a].start].strip() == ";":
            return
        if low != "and" or _is_named(stoks[a - 1], stext):
            continue
        deed = _verb_at(stext, stoks, a + 1)
        if deed < 0 or stoks[deed].key == stoks[verb].key:
            continue
        if deed + 1 < len(stoks) and stoks[deed + 1].low in _OBJECT_OPENERS:
            yield stoks[deed], name


# Words that open a clause about someone else than the sentence's subject.
_OTHER_CLAUSE_OPENERS = frozenset({"which", "who", "whom", "whose", "that", "while", "whereas"})
# Words that open a verb's object: "and lease them back", "and sold the rights".
_OBJECT_OPENERS = frozenset("the a an its their his her them it him this these those".split())


def _by_doers(stext: str, stoks: Sequence[_Tok]) -> Iterator[tuple[_Tok, frozenset[str]]]:
    """Each deed done "by" a name in a sentence, with the keys of the doer's name.

    The deed is a participle or a noun of action in lower case, right before
    "by" or a date before it ("was replaced in 1968 by the former finance
    minister Astrid Vahl"); the doer a name right after "by", past an article
    and words that describe it.
    """
    for b, by in enumerate(stoks):
        if b < 1 or not (by.low == "by" or (by.low == "into" and stoks[b - 1].low in _TAKEN_INTO)):
            continue
        # The deed right before "by", or before a date between ("was replaced
        # in 1968 by the former finance minister Astrid Vahl"), or before its
        # particle ("was taken over by its rival").
        i = b - 1
        if (
            b >= 3
            and stoks[b - 2].low in ("in", "on")
            and stoks[b - 1].flags & _NUMBER
            and stoks[b - 3].low.endswith(("ed", "en"))
        ):
            i = b - 3
        elif (
            b >= 2
            and stoks[b - 1].low in _DEED_PARTICLES
            and (lx.past_form(stoks[b - 2].low) or stoks[b - 2].low.endswith(("ed", "en")))
        ):
            i = b - 2
        deed = stoks[i]
        if (
            not deed.flags & _CONTENT
            or not stext[deed.start].islower()
            # (or an irregular participle: "was bought by its rival")
            or not (deed.low.endswith(_DEED_ENDINGS) or lx.past_form(deed.low))
            or any(not _touching(stext, stoks[j], stoks[j + 1]) for j in range(i, b))
        ):
            continue
        at = _slot_filler(stext, stoks, b + 1, described=True, reach=5, article_only=True)
        if at < 0:
            at = _apposed_name(stext, stoks, b + 1)
        if at < 0 or not _is_named(stoks[at], stext):
            continue
        # The doer's name: its capitalised words, over "&" ("Tiller & Crane").
        end = at + 1
        while end < len(stoks) and _is_named(stoks[end], stext):
            end += 1
        if stext[stoks[end - 1].end : stoks[end - 1].end + 1] in _APOSTROPHES:
            continue  # "presented by Port Homes' development manager": someone of theirs
        if (
            end < len(stoks)
            and stoks[end].flags & _CONTENT
            and stext[stoks[end].start].islower()
            and _touching(stext, stoks[end - 1], stoks[end])
            and not ends_possessive(stext, stoks[end - 1])
        ):
            continue  # "by the Osaka studio Kagerou Works": a name that describes
        yield deed, frozenset(t.key for t in stoks[at:end])


def _apposed_name(text: str, toks: Sequence[_Tok], i: int) -> int:
    """Where the name stands that a short description at ``toks[i]`` is set beside, or
    -1: "its rival, the City Record" (the name), "its rival, which" (none)."""
    for k in range(i, min(i + 3, len(toks) - 1)):
        tok = toks[k]
        if not text[tok.start].islower() or tok.flags & _NUMBER:
            return -1
        if text[tok.end : toks[k + 1].start].strip() == ",":
            at = _slot_filler(text, toks, k + 1, article_only=True)
            return at if k > i and at >= 0 and toks[k + 1].low in _BARE_ARTICLES else -1
    return -1


# "was absorbed into the University": the University took it in.
_TAKEN_INTO = frozenset({"absorbed", "incorporated", "subsumed"})
# "taken over by", "bought up by", "shut down by": a deed with its particle.
_DEED_PARTICLES = frozenset({"over", "up", "out", "off", "down"})


def _doer_traded(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A deed the claim says was done "by" a name that the source says did another, the
    source naming someone else "by" the claim's deed, or ''.

    "The clock ... was given by Jasper Hale of Truvel" against "The clock
    ... was given in 1823 by the mine owner Isaac Trewin ... It was built by
    Jasper Hale of Truvel": the sentences joined have every word of the
    claim, but its giver is the clock's maker.
    """
    mine = list(_by_doers(info.text, info.toks))
    opener = _opening_doer(info.text, info.toks)
    if opener is not None:
        mine.append(opener)
    if not mine:
        return ""
    theirs = [pair for chunk, sent in parts for pair in _by_doers(chunk.text, sent.toks)]
    for deed, doer in mine:
        same = [who for d, who in theirs if d.key == deed.key]
        other = [d for d, who in theirs if who & doer and d.key != deed.key]
        # (A deed the claim names too counts only when the claim gives it to
        # someone else: "Price directed it from a screenplay written by
        # Velden" against "directed by Velden and written by Price".)
        given = {d.key for d, who in mine if who.isdisjoint(doer)}
        if (
            same
            and other
            and not any(who & doer for who in same)
            and not any(d.key in info.keys and d.key not in given for d in other)
        ):
            return (
                f"the claim says {deed.low!r} by the one the source says {other[0].low!r} "
                f"by; it says {deed.low!r} by another"
            )
    return ""


def _opening_doer(text: str, toks: Sequence[_Tok]) -> tuple[_Tok, frozenset[str]] | None:
    """The deed and doer of a claim that opens with a name and its verb's past form
    ("Joanne Price directed ..."), read as "directed by Joanne Price"; or None."""
    at = 0
    while at < len(toks) and (
        _is_named(toks[at], text) or (at and toks[at].low == "of" and at + 1 < len(toks))
    ):
        at += 1
    if at == 0 or at >= len(toks) or at > 5 or toks[at - 1].low == "of":
        return None
    deed = toks[at]
    if (
        not deed.flags & _CONTENT
        or not text[deed.start].islower()
        or not _touching(text, toks[at - 1], deed)
        or not (deed.low.endswith("ed") or lx.past_form(deed.low))
    ):
        return None
    return deed, frozenset(t.key for t in toks[:at] if t.low != "of")


def _opening_name_replaced(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """Another name right before the deed the claim opens its name with, the source never
    putting the claim's name there, or ''.

    "Henry Marsh left the partnership ... in 1804" against "Lane left the
    partnership in 1804, and Marsh's sons ran the mill": the one who left is
    Lane. A list before the deed ("Marsh and Lane left", "Stirrat & Bell of
    Dundee built") counts whole; a
    pronoun there ("he left") may be anyone, so it settles nothing.
    """
    # (A comparison's names each have the deed: "Ferri averaged more than
    # Dorsey" against "Dorsey averaged 27.4 ..., Ferri 29.1".)
    if "than" in info.lows:
        return ""
    for deed, doer in _clause_doers(info.text, info.toks):
        found = _name_before_deed(info, parts, deed, doer)
        if found:
            return found
    return ""


def _clause_doers(text: str, toks: Sequence[_Tok]) -> list[tuple[_Tok, frozenset[str]]]:
    """The claim's opening doer and deed (see ``_opening_doer``), and each one that opens
    a clause after a comma: "When the school was divided in 1921, the College of
    Forestry kept ..."."""
    out = []
    opener = _opening_doer(text, toks)
    if opener is None and len(toks) > 2 and toks[0].low == "in" and toks[1].flags & _NUMBER:
        opener = _opening_doer(text, toks[2:])  # "In 2012 Ildikó Varga sold ..."
    if opener is not None:
        out.append(opener)
    for i in range(1, len(toks)):
        if text[toks[i - 1].end : toks[i].start] != ", ":
            continue
        k = i + (toks[i].low == "the")
        rest = _opening_doer(text, toks[k:])
        if rest is not None:
            out.append(rest)
    return out


def _name_before_deed(
    info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...], deed: _Tok, doer: frozenset[str]
) -> str:
    """The check of ``_opening_name_replaced`` for one deed and its doer."""
    # what the deed is done to: the claim's first two plain words after it,
    # one of which the source must give right after its own deed too
    done_to = {
        t.key
        for t in [
            t
            for t in info.content
            if t.start > deed.start and info.text[t.start].islower() and not t.flags & _NUMBER
        ][:2]
    }
    other = ""
    owned = False
    for chunk, sent in parts:
        stext, stoks = chunk.text, sent.toks
        for k in range(1, len(stoks)):
            if stoks[k].key != deed.key:
                continue
            before = stoks[k - 1]
            if before.low in lx.SUBJECT_PRONOUNS:
                return ""
            if before.low in ("which", "who") and k >= 2:
                # "sold Corvina in 1936 to the state holding, which merged
                # it ...": the doer is what the relative clause follows
                head = stoks[k - 2]
                if stext[head.end : before.start].strip() != "," or not head.flags & _CONTENT:
                    continue
                if head.key in doer:
                    return ""
                if done_to & {t.key for t in stoks[k + 1 : k + 7]}:
                    first = k - 2  # the whole name: "the College of Art, which"
                    while (
                        first >= 2
                        and stoks[first - 1].low == "of"
                        and _is_named(stoks[first - 2], stext)
                    ):
                        first -= 2
                    while first >= 1 and _is_named(stoks[first - 1], stext):
                        first -= 1
                    other = other or stext[stoks[first].start : head.end]
                continue
            if not (_is_named(before, stext) and _touching(stext, before, stoks[k])):
                continue
            j, names = k - 1, set()
            while j >= 0 and (_is_named(stoks[j], stext) or stoks[j].low in ("and", "&", "of")):
                names.add(stoks[j].key)
                if j == 0 or stext[stoks[j - 1].end : stoks[j].start] not in (" ", ", "):
                    break
                j -= 1
            if names & doer:
                return ""
            if any(
                t.key in doer and ends_possessive(stext, t) for t in stoks[max(0, j - 3) : j + 1]
            ):
                # "Wren's daughter Harriet rebuilt": the doer's relative, a
                # contradiction the traded checks read
                return ""
            if (
                done_to & {t.key for t in stoks[k + 1 : k + 7]}
                and (
                    # (a name the claim has too is its other party: "Alder
                    # married Voss" against "Voss married Alder")
                    names.isdisjoint(info.keys)
                    # ... unless the sentence names the claim's doer only as an
                    # owner: "Audry sold his half share to Varga's son Bence"
                    # against "Varga sold her half share to Bence, Audry's son"
                    or (owned := _only_as_owner(stext, stoks[k + 1 :], doer))
                )
            ):
                other = other or stext[before.start : before.end]
    # (The claim's doer written in full somewhere, or as an owner where
    # another does the deed: "Niall Brennan sold" against "Colm Devlin sold
    # ... to Brennan's daughter".)
    if not other or not (owned or any(doer <= sent.keys for _c, sent in parts)):
        return ""
    return f"the source says {other!r} {deed.low}, not the claim's name"


def _only_as_owner(text: str, toks: Sequence[_Tok], doer: frozenset[str]) -> bool:
    """Whether every word of *doer* that *toks* hold is written as an owner ("Varga's").

    Read after the deed: an owner before it ("Wren's daughter Harriet
    rebuilt") names a relative, whose deed the traded checks read.
    """
    found = [t for t in toks if t.key in doer]
    return bool(found) and all(ends_possessive(text, t) for t in found)


def _doer_of_other_deed(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A doer the claim gives a deed the sentence leaves without one, having named the
    doer "by" another deed, or ''.

    "Mellor Brothers fitted the new hydraulic system in 2015" against "The
    gates were renewed in 1979 by the contractor Mellor Brothers, and a new
    hydraulic system was fitted in 2015": Mellor Brothers renewed the gates;
    who fitted the system the sentence does not say.
    """
    text, toks = info.text, info.toks
    deed, doer = _claimed_deed(text, toks)
    if deed is None or not doer:
        return ""
    for chunk, sent in parts:
        if deed.key not in sent.keys or not doer <= sent.keys:
            continue
        stext, stoks = chunk.text, sent.toks
        done = [
            i
            for i, t in enumerate(stoks)
            if t.key == deed.key
            and stext[t.start].islower()
            and any(u.low in _BE_FORMS for u in stoks[max(0, i - 2) : i])
        ]
        # The sentence's own doer of the deed, right after it: not this case.
        if not done or any(any(u.low == "by" for u in stoks[i + 1 : i + 4]) for i in done):
            continue
        for b, by in enumerate(stoks):
            # (or the one another deed went "to": "was sold in 1972 to the
            # Toronto-based Holloway Corporation, and the building was converted")
            if by.low not in ("by", "to") or b < 1:
                continue
            at = _slot_filler(
                stext, stoks, b + 1, described=True, reach=5, article_only=by.low == "to"
            )
            while (
                0 <= at < len(stoks) - 2
                and stext[stoks[at].end : stoks[at + 1].start] == "-"
                and stext[stoks[at + 1].start].islower()
            ):
                at += 2  # "the Toronto-based Holloway Corporation"
            if at < 0 or not _is_named(stoks[at], stext):
                continue
            named = frozenset(t.key for t in stoks[at : _firm_end(stext, stoks, at)])
            if not doer <= named:
                continue
            other = next(
                (
                    stoks[j]
                    for j in range(b - 1, max(-1, b - 5), -1)
                    if stoks[j].flags & _CONTENT
                    and stext[stoks[j].start].islower()
                    and (lx.past_form(stoks[j].low) or stoks[j].low.endswith(("ed", "en")))
                ),
                None,
            )
            if other is not None and other.key != deed.key:
                who = stext[stoks[at].start : stoks[_firm_end(stext, stoks, at) - 1].end]
                return (
                    f"the source says {other.low!r} {by.low} {who!r}, and {deed.low!r} without"
                    " a doer"
                )
    return ""


def _done_to_the_doer(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A name the claim puts after its verb, as what the verb acts on, where the sentence
    has the name do that deed, or '' (``_doer_made_object`` the other way round).

    "Orde noted that he had undercut his Kelsworth rival Simeon Tallack" against
    "Orde noted ... that his Kelsworth rival Simeon Tallack had undercut the
    Diary": Tallack undercut; the claim has him undercut. The verb is said
    once in each, not as a passive, and nothing but "had", "has", "will" or
    the like stands between the sentence's name and its verb.
    """
    if len(parts) != 1:
        return ""
    chunk, sent = parts[0]
    text, toks = info.text, info.toks
    stext, stoks = chunk.text, sent.toks
    for key, i, (verb, _), named, _ in _claim_places(text):
        if not named or not _verb_role(verb) or verb in _symmetric_keys():
            continue
        mine = [j for j, t in enumerate(toks) if t.key == verb]
        theirs = [j for j, t in enumerate(stoks) if t.key == verb]
        at = [j for j, t in enumerate(stoks) if t.key == key]
        if (
            len(mine) != 1
            or len(theirs) != 1
            or len(at) != 1
            or not 0 < mine[0] < i
            or toks[mine[0] - 1].low in _BE_FORMS
            or not text[toks[mine[0]].start].islower()
            # "the vineyard trail linking the five Valmont villages": a
            # participle, which says what a thing is, not who acts
            or toks[mine[0]].low.endswith("ing")
        ):
            continue
        end, v = _name_run_end(stext, stoks, at[0]), theirs[0]
        if (
            # the same name: not "Pellworth Light Aircraft" for "Pellworth"
            [t.key for t in toks[i : _name_run_end(text, toks, i)]]
            == [t.key for t in stoks[at[0] : end]]
            and end <= v
            and all(t.low in _AUXILIARIES for t in stoks[end:v])
            and not _CLAUSE_BREAK.search(stext, stoks[end - 1].end, stoks[v].start)
        ):
            return f"the source has {stoks[at[0]].low!r} do what the claim's {verb!r} does to it"
    return ""


def _object_moved(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """What the claim's verb acts on, where the sentence's same verb acts on another thing
    the claim's object is not part of, or ''.

    "The fire destroyed the assay office and vaults but spared the coining
    hall" against "A fire ... destroyed the coining hall of the Pradera Mint,
    though the assay office and vaults survived intact". Objects are read from
    an article to the end of their phrase, lists included ("destroyed the
    roof and the east wing" holds "the east wing"); the verb must be said
    once in the sentence, and the claim's object elsewhere in it. Over
    joined sentences, a thing another sentence lends to the verb's list is
    no thing the verb acts on either.
    """
    text, toks = info.text, info.toks
    for k in range(len(toks) - 2):
        verb = toks[k]
        if (
            not verb.flags & _CONTENT
            or not text[verb.start].islower()
            or not lx.past_form(verb.low)
            or toks[k + 1].low not in _BARE_ARTICLES
            or (k and toks[k - 1].low in _BE_FORMS)
        ):
            continue
        mine = _object_keys(text, toks, k + 1)
        # Things, not names: a name in another's slot is _object_replaced's.
        if not mine or any(t.key in mine and _is_named(t, text) for t in toks[k + 1 :]):
            continue
        for chunk, sent in parts:
            if verb.key not in sent.keys:
                continue
            stoks = sent.toks
            at = [i for i, t in enumerate(stoks) if t.key == verb.key]
            if (
                len(at) != 1
                or at[0] + 1 >= len(stoks)
                or stoks[at[0] + 1].low not in _BARE_ARTICLES
            ):
                continue
            theirs = _object_keys(chunk.text, stoks, at[0] + 1)
            if theirs and mine <= sent.keys and not mine & theirs:
                return f"the sentence's {verb.low!r} acts on another thing than the claim's"
            # "added a leprosy ward and a maternity block" against "... added an
            # operating theatre and a maternity block" joined to "By 1950 it had
            # ... a leprosy ward": another sentence lends the verb a thing.
            extra = mine - theirs
            if not (mine & theirs and extra):
                continue
            if len(parts) > 1 and not extra & sent.keys:
                return f"another sentence lends the sentence's {verb.low!r} what the claim adds"
            # "destroyed the engine as well as the roof and boiler house" against
            # "Marrowby's engine house ... a fire ... that destroyed the roof and
            # the boiler house": an item the sentence names, but not as one the
            # verb acts on.
            items = _object_items(text, toks, k + 1)
            if any(item <= extra and item <= sent.keys for item in items):
                return f"the sentence's {verb.low!r} does not act on all that the claim's does"
    return ""


def _object_keys(text: str, toks: Sequence[_Tok], k: int) -> frozenset[str]:
    """Content keys from ``toks[k]`` to the end of its phrase: a comma or a semicolon, a
    figure, a contrast ("but", "though") or a preposition other than "of"."""
    return frozenset().union(*_object_items(text, toks, k))


def _object_items(text: str, toks: Sequence[_Tok], k: int) -> list[frozenset[str]]:
    """The content keys of each item of the phrase that ``toks[k]`` opens (see
    ``_object_keys``), the items parted by "and", "or" and "as well as"."""
    items: list[set[str]] = [set()]
    for j in range(k, len(toks)):
        if j > k and (
            text[toks[j - 1].end : toks[j].start].strip()[:1] in (",", ";", ":", ".", "(")
            or toks[j].low in _OBJECT_ENDS
            # a figure ends the phrase, unless it opens it ("the 75-million-euro
            # contract")
            or (toks[j].flags & _NUMBER and not (j == k + 1 and toks[k].low in _BARE_ARTICLES))
        ):
            break
        if toks[j].low in _ITEM_JOINS or (
            toks[j].low == "as" and j + 2 < len(toks) and toks[j + 1].low == "well"
        ):
            items.append(set())
        elif toks[j].low == "well" and toks[j - 1].low == "as":
            continue
        elif toks[j].flags & _CONTENT and not (j == k + 1 and toks[j].flags & _NUMBER):
            items[-1].add(toks[j].key)
    return [frozenset(item) for item in items if item]


_ITEM_JOINS = frozenset({"and", "or"})


# Where an object's clause ends: a contrast, or a phrase of time, place or
# manner ("22 years after", "in 2015", "to the Japanese utility").
_OBJECT_ENDS = frozenset(
    """
    but while though although whereas yet in on at after before for from to with by
    during since until into over under
    """.split()
)


def _claimed_deed(text: str, toks: Sequence[_Tok]) -> tuple[_Tok | None, frozenset[str]]:
    """The claim's deed in the past and its doer's keys: "Mellor Brothers fitted ..." or
    "... was fitted by Mellor Brothers"; (None, empty) when it has neither."""
    start = 0
    while start < len(toks) and toks[start].low in _BARE_ARTICLES:
        start += 1
    end = _firm_end(text, toks, start)
    if start < end < len(toks):
        verb = toks[end]
        if verb.flags & _CONTENT and text[verb.start].islower() and lx.past_form(verb.low):
            return verb, frozenset(t.key for t in toks[start:end])
    for b in range(2, len(toks) - 1):
        if toks[b].low == "by" and toks[b - 2].low in _BE_FORMS and _is_named(toks[b + 1], text):
            verb = toks[b - 1]
            if verb.flags & _CONTENT and lx.past_form(verb.low):
                return verb, frozenset(t.key for t in toks[b + 1 : _firm_end(text, toks, b + 1)])
    return None, frozenset()


def _firm_end(text: str, toks: Sequence[_Tok], start: int) -> int:
    """Like ``_name_run_end``, over "&" too: "Hollis & Reed"."""
    end = _name_run_end(text, toks, start)
    while (
        start < end < len(toks)
        and text[toks[end - 1].end : toks[end].start].strip() == "&"
        and _is_named(toks[end], text)
    ):
        end = _name_run_end(text, toks, end)
    return end


# Participles and nouns of action: "supplied", "attacks", "invasion".
_DEED_ENDINGS = ("ed", "en", "s", "ion")


def _by_for_swapped(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """The one a thing was made "for" named as its maker, and the maker as the one it
    was for, or ''.

    "In 1928 the actress Lili Darmont designed the dress for Madeleine Vaucher"
    against "designed by the couturier Madeleine Vaucher in 1928 for the
    actress Lili Darmont".
    """
    if " for " not in info.text:
        return ""
    mine_for = _named_after(info.toks, "for")
    if not mine_for:
        return ""
    mine_other = {t.key for t in info.toks if t.flags & _CAP} - mine_for
    if info.toks and info.text[info.toks[0].start].isupper():
        mine_other.add(info.toks[0].key)  # a name that opens the claim
    for _, sent in parts:
        by = _named_after(sent.toks, "by")
        for_ = _named_after(sent.toks, "for")
        if by & mine_for and for_ & mine_other and not by & mine_other:
            return "the claim names the one it was made for as its maker, and the other way round"
    return ""


def _named_after(toks: Sequence[_Tok], word: str) -> set[str]:
    """The keys of the names that follow *word* within three words ("by the couturier
    Madeleine Vaucher")."""
    out: set[str] = set()
    for i, t in enumerate(toks):
        if t.low != word:
            continue
        for u in toks[i + 1 : i + 5]:
            if u.flags & _CAP:
                out.add(u.key)
            elif out or u.flags & _NUMBER:
                break
    return out


# A part before the whole it is of: "four of the Ravelle's nine trustees",
# "12 of its 40 branches".
_PART_OF_BEFORE = re.compile(
    r"\b(?:\d[\d,]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
    r"\s+of\s+(?:the\s+|its\s+|their\s+)?(?:[A-Z][\w-]*(?:'s)?\s+){0,3}$"
)


def _whole_of_part(text: str, p: Amount) -> bool:
    """Whether figure *p* is the whole that a figure before it is part of."""
    return _PART_OF_BEFORE.search(text, max(0, p.start - 48), p.start) is not None


def figures_swapped(info: _ClaimInfo, chunk: Chunk, sent: _Sent) -> str:
    """Two figures the claim gives two items, which *sent* gives them the other way round,
    or ''.

    "Brisk recorded a peak gust of 152 km/h ..., while Merrow Point reached
    118 km/h" against "Recorded peaks were 118 km/h at Brisk and 152 km/h at
    Merrow Point". Each item (a part of a list or clause) is named by its
    names, or failing them by its words, and read with its one figure, in
    the claim and in the sentence; the swap holds whatever other words the
    two use.
    """
    # "first-class and third-class": ordinals that name a class, not a place in a sequence
    # Bounds count too, each against a bound of its own kind: "Free-tier keys
    # up to 3,000 ..., Scale keys up to 60" against "Free-tier keys up to 60".
    mine = [
        q
        for q in info.quants
        if q.cmp != "~"
        and _value(q) is not None
        and not _class_ordinal(info.text, q)
        and not _whole_of_part(info.text, q)
    ]
    theirs = [
        p
        for p in sent.quants
        if p.cmp != "~"
        and _value(p) is not None
        and not _class_ordinal(chunk.text, p)
        and not _name_bracket(chunk.text, p, info)
        and not _whole_of_part(chunk.text, p)
    ]
    # (a bare hour trades with a time of day: "until two" against "until half
    # past eleven")
    clocked = any(q.family == "time:clock" for q in mine)
    mine_in = {id(q): _trade_family(info.text, q, clocked) for q in mine}
    for family in sorted(set(mine_in.values())):
        qs = [q for q in mine if mine_in[id(q)] == family]
        if len(qs) < 2 or len({_value(q) for q in qs}) < len(qs):
            continue
        ps = [p for p in theirs if _trade_family(chunk.text, p, clocked) == family]
        if len(ps) < 2:
            continue
        # Names first; failing them, any words that tell the items apart
        # ("gas prices fell 5.2% while electricity prices dropped 13.6%").
        for names in (True, False):
            if not names and not info.lows.isdisjoint(_COMPARING):
                # "+0.87 left them behind Thornbury, who finished on +1.12": a
                # comparison names both sides in one item
                continue
            said = _named_figures(info.text, info.toks, qs, 0, len(info.text), names)
            if len(said) < 2:
                continue
            given = _named_figures(chunk.text, sent.toks, ps, sent.start, sent.end, names)
            for x, y in combinations(qs, 2):
                if (
                    x.family == y.family == "date"
                    and x.cmp is None is y.cmp
                    and _FIGURES_JOINED.fullmatch(info.text, x.end, y.start)
                ):
                    continue  # "in both the 1885 and 1886 seasons": one item
                first = [k for k, q in said.items() if q is x and k in given]
                second = [k for k, q in said.items() if q is y and k in given]
                for a in first:
                    for b in second:
                        pa, pb = given[a], given[b]
                        if (
                            _value(pa) == _value(y)
                            and _value(pb) == _value(x)
                            and pa.cmp == y.cmp
                            and pb.cmp == x.cmp
                        ):
                            return (
                                f"the claim gives {x.text!r} with {_said(info, a)!r} and"
                                f" {y.text!r} with {_said(info, b)!r}; the source gives"
                                f" {pa.text!r} with {_said(info, a)!r} and {pb.text!r} with"
                                f" {_said(info, b)!r}"
                            )
    return ""


def _name_bracket(text: str, p: Amount, info: _ClaimInfo) -> bool:
    """Whether *p* is a figure in brackets after a name that the claim does not give
    ("Quiet Orbit (2003), won ... in 2004": the book's year, not the award's)."""
    return (
        text[p.start - 1 : p.start] == "("
        and text[p.end : p.end + 1] == ")"
        and _CAPITALISED_BEFORE.search(text, max(0, p.start - 40), p.start - 1) is not None
        and not any(entails(p, q) for q in info.quants)
    )


_CAPITALISED_BEFORE = re.compile(r"[A-Z][\w'-]*\s*$")


def _class_ordinal(text: str, q: Amount) -> bool:
    """Whether *q* is an ordinal joined to the word it classes ("first-class", "second-hand")."""
    return q.family.startswith("ordinal") and text[q.end : q.end + 1] == "-"


def figure_of_other(info: _ClaimInfo, chunk: Chunk, sent: _Sent) -> str:
    """A figure the claim gives a name that *sent* gives the other side, written
    "N to NAME's M", or ''.

    "Martin served 11 aces to Varga's four" gives 11 to Martin and four to
    Varga, so "Elena Varga served 11 aces" is contradicted; so is "Owen Reid
    averaged 101.3" against "Lang beat Reid ..., averaging 101.3 to Reid's
    96.8". The claim must give its one figure to that name, the nearest
    name before it, with no word between that hands the figure over
    ("conceded", "against", "by").
    """
    mine = [q for q in info.quants if q.cmp is None and q.q.value is not None]
    if len(mine) != 1:
        return ""
    q = mine[0]
    quants = sorted(sent.quants, key=lambda p: p.start)
    for pa, pb in pairwise(quants):
        if pa.cmp is not None or pb.cmp is not None or pa.q.value is None:
            continue
        m = _TO_OTHERS.fullmatch(chunk.text, pa.end, pb.start)
        if m is None or pa.q.value != q.q.value or pb.q.value in (None, q.q.value):
            continue
        name = _word(m["name"])[0]
        before = [t for t in info.toks if t.end <= q.start]
        named = next(
            (
                k
                for k in range(len(before) - 1, -1, -1)
                if before[k].flags & _CAP or info.text[before[k].start].isupper()
            ),
            None,
        )
        if named is None or before[named].low != name:
            continue
        if any(t.low in _HANDED_OVER for t in before[named + 1 :]):
            continue
        return (
            f"the claim gives {q.text!r} to {m['name']!r}; the source gives {pa.text!r} to"
            f" the other side and {pb.text!r} to {m['name']!r}"
        )
    return ""


def written_after_to(info: _ClaimInfo, q: Amount, text: str, sent: _Sent, p: Amount) -> bool:
    """Whether *sent* writes the claim's figure *q* as the M of "*p* ... to M": the other
    side of *p*, not *p*'s.

    Either "*p* to NAME's M" for a name the claim gives ("Piotr Wren served
    six aces" against "Lind served 14 aces to Wren's six"), or a tally within
    two words of *p*, named or not ("Osei won 6 frames" against "beat Osei by
    10 frames to 6", "42 long balls to Crane's 27").
    """
    m = _TO_OTHERS.match(text, p.end, sent.end)
    if m is not None and _word(m["name"])[0] in info.lows and _figure_at(sent, m.end(), q):
        return True
    m = _TALLY_TO.match(text, p.end, sent.end)
    return m is not None and _figure_at(sent, m.end(), q)


def _figure_at(sent: _Sent, at: int, q: Amount) -> bool:
    """Whether a figure of *sent* with *q*'s value starts at offset *at*."""
    return any(o.start == at and o.q.value == q.q.value for o in sent.quants)


def remainder_swapped(info: _ClaimInfo, chunk: Chunk, sent: _Sent) -> str:
    """A share the claim gives to what *sent* calls the rest, or ''.

    "Home visits made up 62% of matches, with the rest befriended by
    telephone" against "Telephone befriending made up 62% of matches, with the
    remainder involving weekly home visits": each side of the claim has more
    words of the sentence's other side than of its own.
    """
    mine = _share_and_rest(info.text, info.toks, info.quants, 0, len(info.text))
    if mine is None:
        return ""
    theirs = _share_and_rest(chunk.text, sent.toks, sent.quants, sent.start, sent.end)
    if theirs is None or mine[0].q.value != theirs[0].q.value:
        return ""
    p = theirs[0]
    # the share's words before it ("Home visits made up 62%"), or between it and
    # the rest ("70 per cent was paid for in cash and the rest in goods")
    for a, b, share, rest in (
        (mine[1], mine[3], theirs[1], theirs[3]),
        (mine[2], mine[3], theirs[2], theirs[3]),
    ):
        a, b, share, rest = a - b, b - a, share - rest, rest - share
        if len(a & rest) > len(a & share) and len(b & share) > len(b & rest):
            return f"the claim gives {p.text!r} to what the source calls the rest"
    return ""


# "... made up 41,000 tonnes and heating and fleet fuel the rest": the rest's words.
_AND_THE_REST = re.compile(
    r"(?:\s+[a-z][\w-]*)?\s+and\s+((?:[\w'\u2019-]+\s+){1,5}?)the\s+(?:rest|remainder|balance)\b",
    re.I,
)


def _figure_of_the_rest(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A figure the claim gives to what the sentence says made up the rest, or ''.

    "Heating and fleet fuel made up 41,000 tonnes of Scope 1 emissions"
    against "Scope 1 emissions of 96,000 tonnes, of which refrigerant leaks
    made up 41,000 tonnes and heating and fleet fuel the rest".
    """
    if not info.quants:
        return ""
    mine = {t.key for t in info.content}
    for chunk, sent in parts:
        text = chunk.text
        for p in sent.quants:
            m = _AND_THE_REST.match(text, p.end, sent.end)
            if m is None or not any(entails(p, q) for q in info.quants):
                continue
            start = max(
                (k.end() for k in _CLAUSE_START.finditer(text, sent.start, p.start)),
                default=sent.start,
            )
            start = max(start, text.rfind(",", sent.start, p.start) + 1)
            share = {t.key for t in sent.toks if start <= t.start < p.start and t.flags & _CONTENT}
            rest = {
                t.key for t in sent.toks if m.start(1) <= t.start < m.end(1) and t.flags & _CONTENT
            }
            share, rest = share - rest, rest - share
            if len(mine & rest) >= 2 and len(mine & rest) > len(mine & share):
                return f"the claim gives {p.text!r} to what the source says made up the rest"
    return ""


# Words that tie a figure to the words before it, and what lies between the
# items of a list of figures, bare or each with its label ("three shillings for
# stalls, two shillings for the area").
_FIGURE_TIES = frozenset({"of", "for", "at", "by"})
_LIST_GAP = re.compile(
    r"\s*(?:,|,? or|,? and|to|-|\u2013)\s*"
    r"|\s+(?:for|in|on)\s+[^.;:,]{1,40}?(?:,\s+(?:and\s+|or\s+)?|\s+(?:and|or)\s+)"
)


def _figure_after_other_words(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A claim figure whose three words before it the sentence writes before another
    figure of its kind, giving the claim's figure only after other words, or ''.

    "made landfall near Dighal with winds of 270 km/h" against "reached peak
    one-minute winds of 270 km/h ..., before ... making landfall near Dighal
    ... with winds of 155 km/h".
    """
    toks = info.toks
    if "than" in info.lows:
        return ""  # a comparison's figures are worked out, not read off
    for q in info.quants:
        at = bisect_left(toks, q.start, key=_START)
        if at < 3 or q.cmp is not None:
            continue
        lead = [t.low for t in toks[at - 3 : at]]
        # words that end in a preposition that ties the figure to them ("with
        # winds of"), none a list's or a figure's
        if (
            lead[-1] not in _FIGURE_TIES
            or not any(t.flags & _CONTENT for t in toks[at - 3 : at])
            or any(t.low in ("and", "or") or t.flags & _NUMBER for t in toks[at - 3 : at])
        ):
            continue
        for chunk, sent in parts:
            stoks = sent.toks
            after_lead = []
            for n, p in enumerate(sent.quants):
                k = bisect_left(stoks, p.start, key=_START)
                if k >= 3 and [t.low for t in stoks[k - 3 : k]] == lead:
                    after_lead.append(p)
                    # (the first of a list the words lead into: "an annual
                    # excess of £0, £250 or £500")
                    if n + 1 < len(sent.quants) and _LIST_GAP.fullmatch(
                        chunk.text[p.end : sent.quants[n + 1].start]
                    ):
                        return ""
            if (
                after_lead
                and all(
                    p.family == q.family and p.q.unit == q.q.unit and not entails(p, q)
                    for p in after_lead
                )
                and any(entails(p, q) for p in sent.quants if p not in after_lead)
            ):
                return (
                    f"the source gives {after_lead[0].text!r} after "
                    f"{' '.join(lead)!r}, and {q.text!r} elsewhere"
                )
    return ""


def _share_and_rest(
    text: str, toks: Sequence[_Tok], quants: Sequence[Amount], lo: int, hi: int
) -> tuple[Amount, frozenset[str], frozenset[str], frozenset[str]] | None:
    """A percentage followed by "the rest" or "the remainder" in text[lo:hi]: the share, the
    words of its clause before it, those between it and "the rest", and the words after
    "rest"; or None."""
    for q in quants:
        if q.family != "percent:percent" or q.cmp is not None:
            continue
        m = _THE_REST.search(text, q.end, hi)
        if m is None:
            continue
        start = max((k.end() for k in _CLAUSE_START.finditer(text, lo, q.start)), default=lo)
        before = frozenset(t.key for t in toks if start <= t.start < q.start and t.flags & _CONTENT)
        between = frozenset(
            t.key for t in toks if q.end <= t.start < m.start() and t.flags & _CONTENT
        )
        rest = frozenset(t.key for t in toks if m.end() <= t.start < hi and t.flags & _CONTENT)
        return q, before, between, rest
    return None


_THE_REST = re.compile(r"\b(?:with|and|while)\s+the\s+(?:rest|remainder|balance)\b", re.I)
_CLAUSE_START = re.compile(r"[;:]")


# "11 aces to Varga's four": the first figure is the other side's.
_TO_OTHERS = re.compile(r"\s+(?:[a-z]+\s+){0,5}to\s+(?P<name>[A-Z][\w-]*)['\u2019]s\s+")
# "10 frames to 6", "42 long balls to Crane's 27": a tally's other side.
_TALLY_TO = re.compile(r"(?:\s+[a-z]+){0,2}\s+to\s+(?:[A-Z][\w-]*['\u2019]s\s+)?")
# Words between a name and its figure that hand the figure to someone else.
_HANDED_OVER = frozenset({"conceded", "allowed", "against", "by", "than", "faced", "to"})


def _agents_traded(info: _ClaimInfo, part: tuple[Chunk, _Sent]) -> str:
    """A claim figure the sentence gives to another doer after "by", or ''.

    "14 complaints, 4 made by apprentices and 10 made by masters" against "14
    complaints, of which 10 were made by apprentices against masters and 4 by
    masters against apprentices": the 4 are the masters'. The claim's doer must be
    the doer of another of the sentence's figures.
    """
    chunk, sent = part
    mine = _figure_agents(info.text, info.quants)
    if len(mine) < 2:
        return ""
    theirs = _figure_agents(chunk.text, sent.quants)
    doers = {key for key, _ in theirs.values()}
    for value, (key, said) in mine.items():
        other = theirs.get(value)
        if other is None or other[0] == key or key not in doers:
            continue
        shown = next(q.text for q in info.quants if q.q.value == value)
        return f"the claim gives {shown!r} to {said!r}; the source, to {other[1]!r}"
    return ""


def _figure_agents(text: str, quants: Sequence[Amount]) -> dict[float, tuple[str, str]]:
    """Each plain figure of *text* that a doer after "by" follows ("10 were made by
    apprentices", "4 by masters"), by value, with the doer's first word folded and as
    written."""
    out: dict[float, tuple[str, str]] = {}
    for q in quants:
        value = q.q.value
        m = _BY_DOER.match(text, q.end)
        if value is None or q.cmp is not None or m is None:
            continue
        out[value] = (_word(m[1])[1], m[1])
    return out


# "10 were made by apprentices", "4 by masters": a figure's doer.
_BY_DOER = re.compile(
    r"(?:\s+(?:were|was|made|done|taken|brought|given|paid|sent)){0,2}\s+by\s+(?:the\s+)?([a-z]{3,})\b"
)


def _figure_moved_in_copy(info: _ClaimInfo, part: tuple[Chunk, _Sent]) -> str:
    """A claim figure standing where the sentence has another figure of its kind, or ''.

    "The reception room is 4.8 m x 4.0 m and the double bedroom 3.7 m x 3.2 m"
    against "... 4.8 m x 3.2 m and the double bedroom 3.7 m x 4.0 m": the
    claim's 4.0 m has the words around the sentence's 3.2 m (at least three
    of the two before and two after) and at most one of those around the
    sentence's own 4.0 m, and the claim has 3.2 m elsewhere.
    """
    chunk, sent = part
    if len(info.quants) < 2 or len(sent.quants) < 2:
        return ""  # a trade takes two figures in each
    # "bought 1,644 fewer leeches in 1865 than in 1850": the dates of a gap the claim
    # works out between two figures of the sentence, whose own words it tells once
    # (a gap the sentence states keeps its dates: "38,000 more than in 2022")
    gap_dated = "than" in info.lows and any(
        _GAP_AFTER.match(info.text, c.end) and not any(entails(p, c) for p in sent.quants)
        for c in info.quants
    )
    claim_at = _figure_contexts(info.toks, info.quants)
    sent_at = _figure_contexts(sent.toks, sent.quants)
    for q in info.quants:
        value = _value(q)
        if q.cmp is not None or value is None or (gap_dated and q.family == "date"):
            continue
        same = [p for p in sent.quants if p.family == q.family and _value(p) == value]
        if not same:
            continue
        mine = claim_at[q.start]
        if max(_context_match(mine, sent_at[p.start]) for p in same) > 1:
            slot = _slot_moved(info, q, sent, same, mine, sent_at)
            if slot:
                return slot
            continue
        owner = _last_name_before(info.text, info.toks, q.start)
        for p in sent.quants:
            if (
                p.family == q.family
                and p.cmp is None
                and _value(p) not in (None, value)
                and _context_match(mine, sent_at[p.start]) >= 3
                # "The Social Democrats won 31 of the 90 seats" against "The
                # People's Union won 38 of the 90 seats, while the Social
                # Democrats took 31": the same words, another's figure.
                # The sentence's two figures may share one owner the claim
                # names another way ("the 60-acre pond" of Horsey Mill).
                and _last_name_before(chunk.text, sent.toks, p.start)
                in (owner, *(_last_name_before(chunk.text, sent.toks, o.start) for o in same))
                # Both figures are the claim's, traded: "rose 9% in 2023" of
                # "rose 4% in 2022 and 9% in 2023" takes no one's place.
                and any(_value(o) == _value(p) for o in info.quants)
            ):
                return f"the claim has {q.text!r} where the source has {p.text!r}"
    return ""


def _name_moved_in_copy(info: _ClaimInfo, part: tuple[Chunk, _Sent], joined: bool = False) -> str:
    """A claim name standing where the sentence has another name, or ''.

    "It comes with the Lantern Extra app, giving you 70 live channels" against
    "It comes with the Lantern Freeview app, giving you 70 live channels": the
    claim's "Extra" is no name of the sentence, and has at least three of the
    four words around the sentence's "Freeview", a name the claim lacks. Whole
    names are read the same way ("owned by Ferry Terminal and leased" against
    "owned by Varden Harbour Board and leased"). With *joined* (a sentence
    read with others), two of the words that match must be more than "the",
    "of" and the like: "carries the Thomas Arden beneath Hollin Ridge"
    against "carries the Wrayford Canal beneath Hollin Ridge", not "the
    Chantry of St Giles" against "The Collegiate Church of St Elphin".
    """
    least = 2 if joined else 0
    chunk, sent = part
    text, toks = info.text, info.toks
    stext, stoks = chunk.text, sent.toks
    named = {u.key for u in stoks if u.flags & _CONTENT and stext[u.start].isupper()}
    theirs = [
        run
        for run in _capital_runs(stext, stoks)
        if not {u.key for u in stoks[run[0] : run[1]]} & info.keys
    ]
    for start, end in _capital_runs(text, toks):
        if all(t.key in named for t in toks[start:end]):
            continue
        for i in range(start, end):
            if toks[i].key in named:
                continue
            if not i:
                # "Thomas Brandreth, who chaired the company from 1921" against
                # "His granddaughter Margaret Brandreth, who chaired the company
                # from 1921": a name opening the claim has only words after it.
                other = _opening_name_moved(info, part, named, least)
                if other:
                    return f"the claim has {toks[0].low!r} where the source has {other!r}"
                continue
            mine = _word_context(toks, i)
            for k, u in enumerate(stoks):
                if (
                    k
                    and u.flags & _CONTENT
                    and stext[u.start].isupper()
                    and u.key not in info.keys
                    and _context_match(mine, _word_context(stoks, k)) >= 3
                    and _context_match(mine, _word_context(stoks, k), True) >= least
                ):
                    return f"the claim has {toks[i].low!r} where the source has {u.low!r}"
        mine = _run_context(toks, start, end)
        for s_start, s_end in theirs if start else ():
            theirs_context = _run_context(stoks, s_start, s_end)
            if (
                s_start
                and _context_match(mine, theirs_context) >= 3
                and _context_match(mine, theirs_context, True) >= least
            ):
                said = text[toks[start].start : toks[end - 1].end]
                other = stext[stoks[s_start].start : stoks[s_end - 1].end]
                return f"the claim has {said!r} where the source has {other!r}"
    return ""


def _opening_name_moved(
    info: _ClaimInfo, part: tuple[Chunk, _Sent], named: set[str], least: int
) -> str:
    """The sentence's name, not the claim's, before the four words that follow the
    claim's opening word (at least *least* of them more than articles and
    prepositions), or ''. Only a first name before a family name both share
    ("Thomas Brandreth", "Margaret Brandreth") is read: a word opening a
    sentence may be no name at all ("Agency staff", "Permanent staff")."""
    toks = info.toks
    after = tuple(t.low for t in toks[1:5])
    if len(after) < 4 or not info.text[toks[1].start].isupper():
        return ""
    chunk, sent = part
    stext, stoks = chunk.text, sent.toks
    for k, u in enumerate(stoks[:-4]):
        if (
            k
            and u.flags & _CONTENT
            and stext[u.start].isupper()
            and stext[stoks[k + 1].start].isupper()
            and u.key not in info.keys
            and tuple(v.low for v in stoks[k + 1 : k + 5]) == after
            and sum(1 for w in after if w not in _FRAME_WORDS) >= max(least, 1)
        ):
            return u.low
    return ""


def _capital_runs(text: str, toks: Sequence[_Tok]) -> list[tuple[int, int]]:
    """(start, end) token spans of the runs of capitalised content words."""
    runs = []
    i = 0
    while i < len(toks):
        if _is_named(toks[i], text):
            j = _name_run_end(text, toks, i)
            runs.append((i, j))
            i = j
        else:
            i += 1
    return runs


def _run_context(toks: Sequence[_Tok], start: int, end: int) -> tuple[str, str, str, str]:
    """The two words before the run ``toks[start:end]`` and the two after."""
    before = [t.low for t in toks[max(0, start - 2) : start]]
    after = [t.low for t in toks[end : end + 2]]
    before = [""] * (2 - len(before)) + before
    after = after + [""] * (2 - len(after))
    return before[0], before[1], after[0], after[1]


def _word_context(toks: Sequence[_Tok], i: int) -> tuple[str, str, str, str]:
    """The two words before ``toks[i]`` and the two after."""
    return _run_context(toks, i, i + 1)


def _slot_moved(
    info: _ClaimInfo,
    q: Amount,
    sent: _Sent,
    same: list[Amount],
    around: tuple[str, str, str, str],
    sent_at: dict[int, tuple[str, str, str, str]],
) -> str:
    """A claim figure in one of two alike slots ("..., opened in 1902") whose own words
    ("the upper level") are those of the other slot's figure in the sentence, or ''.

    "the upper level, opened in 1836, and the lower level, opened in 1902"
    against "the upper level, opened in 1902, and the lower level, opened in
    1836": the claim's 1836 stands after "upper", the sentence's after "lower".
    """
    mine = _owner_words(info.toks, info.quants, q)
    value = _value(q)
    for p in same:
        own = _owner_words(sent.toks, sent.quants, p)
        if not own:
            continue  # "£0, £250 or £500": a list, whose order says nothing
        for other in sent.quants:
            if (
                other.family != q.family
                or other.cmp is not None
                or _value(other) in (None, value)
                or not any(_value(o) == _value(other) for o in info.quants)
                # The two slots alike: the same words right around both figures.
                or _context_match(around, sent_at[other.start]) < 3
            ):
                continue
            theirs = _owner_words(sent.toks, sent.quants, other)
            if mine & (theirs - own) and not mine & (own - theirs):
                return f"the claim has {q.text!r} where the source has {other.text!r}"
    return ""


def _owner_words(toks: Sequence[_Tok], figures: Sequence[Amount], q: Amount) -> frozenset[str]:
    """Keys of the words between the figure before *q* (or the start) and *q* itself."""
    start = max((f.end for f in figures if f.end <= q.start), default=0)
    return frozenset(
        t.key
        for t in toks
        if start <= t.start and t.end <= q.start and t.flags & _CONTENT and not t.flags & _NUMBER
    )


def _last_name_before(text: str, toks: Sequence[_Tok], at: int, reach: int = 0) -> str:
    """Key of the last capitalised content word before offset *at* (a figure's owner), or
    ''; with *reach*, only among that many words before it, and no month or day."""
    before = [t for t in toks if t.end <= at]
    if reach:
        before = [t for t in before[-reach:] if t.low not in lx.CALENDAR_WORDS]
    return next(
        (t.key for t in reversed(before) if t.flags & _CONTENT and text[t.start].isupper()), ""
    )


def _figure_contexts(
    toks: Sequence[_Tok], figures: Sequence[Amount]
) -> dict[int, tuple[str, str, str, str]]:
    """Each figure's two words before and two after, outside any figure ("x" and "and" of
    "4.8 m x 3.2 m and", not the "m" of 4.8 m), by the figure's start."""
    spans = sorted((f.start, f.end) for f in figures)
    words = [t for t in toks if not any(lo <= t.start < hi for lo, hi in spans)]
    starts = [t.start for t in words]
    return {
        f.start: _run_context(words, bisect_left(starts, f.start), bisect_left(starts, f.end))
        for f in figures
    }


def _context_match(
    a: tuple[str, str, str, str], b: tuple[str, str, str, str], telling: bool = False
) -> int:
    """How many of the four places hold the same word; with *telling*, only words
    other than articles and prepositions count."""
    return sum(
        1 for x, y in zip(a, b, strict=True) if x and x == y and not (telling and x in _FRAME_WORDS)
    )


_FRAME_WORDS = frozenset("the a an of in at to by and for on with from".split())


def _value(q: Amount) -> float | tuple[int | None, int | None, int | None] | None:
    """What *q* says, to compare: its value, or a date's (year, month, day)."""
    return q.q.value if q.q.value is not None else q.q.date


def _said(info: _ClaimInfo, key: str) -> str:
    """The claim's word with *key*, as written: a lower-case one where there is one
    ("prisoners", not the "Prison" of "Lindenfield Prison")."""
    said = [info.text[t.start : t.end] for t in info.toks if t.key == key]
    return next((w for w in said if w[:1].islower()), said[0] if said else key)


# Words of a comparison, whose one item may name both sides.
_COMPARING = DIRECTION_WORDS | {"than", "compared", "versus", "against"}


def _named_figures(
    text: str, toks: Sequence[_Tok], figures: Sequence[Amount], lo: int, hi: int, names: bool
) -> dict[str, Amount]:
    """Each name's figure (each word's, unless *names*): the one figure of the item (of a
    list, or clause) naming it.

    A word found in two items, or in an item with two figures, has none.
    """
    found: dict[str, Amount] = {}
    seen: set[str] = set()
    carried: dict[str, None] = {}
    # The words first found in the item before, when it held no figure: "the
    # chain of 86 links, weighing 17 ounces" gives the chain the weight.
    before: dict[str, None] = {}
    titled = False
    long_names = set() if names else _long_name_words(text, toks)
    for start, end in _items(text, lo, hi):
        inside = [f for f in figures if start <= f.start < end]
        # In the order written, so that the reason is the same on every run.
        words = dict.fromkeys(
            t.key
            for t in toks
            if start <= t.start < end
            and t.flags & _CONTENT
            and (not names or text[t.start].isupper())
            # The words of a name of several tell no counted things apart
            # once names have failed: "at Lindenfield Prison killed 23
            # warders and two prisoners".
            and t.start not in long_names
            and t.low not in lx.CALENDAR_WORDS
            and not any(f.start <= t.start < f.end for f in figures)
        )
        if names:
            # "Starling Point: Academy, lasted two seasons": a name set off by
            # commas is the subject of the figure of the item after it (and
            # counts there, not in its own item).
            if not inside:
                if carried and not words:
                    continue  # "Quiet Orbit (2003), won ...": past a year set aside
                ends = text[start:end].rstrip()
                carried = words if words and ends.endswith((",", "(")) else {}
                titled = ends.endswith("(")
                if carried:
                    continue
            elif carried and len(inside) == 1 and (titled or not words):
                # ... and a title before its year in brackets names the item
                # after it whatever else that item names
                words = {**carried, **words}
            carried = {}
        elif (
            before
            and len(inside) == 1
            and _PARTICIPLE_LEAD.match(text, start)
            and text[lo:start].rstrip().endswith(",")
        ):
            seen.difference_update(before)
            words = {**before, **words}
        new: dict[str, None] = {}
        for k in words:
            if k in seen:
                found.pop(k, None)
                continue
            seen.add(k)
            new[k] = None
            if len(inside) == 1:
                found[k] = inside[0]
        before = {} if inside else new
    return found


# Nothing but "and" or "or" between two figures: "1885 and 1886".
_FIGURES_JOINED = re.compile(r"\s+(?:and|or)\s+")
# A participle that leads an item and tells its figure: "weighing 17 ounces".
_PARTICIPLE_LEAD = re.compile(
    r"\s*(?!(?:during|including|excluding|according|following|regarding|concerning)\b)"
    r"[a-z]+ing\b"
)


_SENTENCE_BREAK = re.compile(r"[.:;!?]")


def _long_name_words(text: str, toks: Sequence[_Tok]) -> set[int]:
    """Where the capitalised words next to another stand, with a space between (not
    the first word of a sentence, capitalised where it stands)."""
    out: set[int] = set()
    for i, (a, b) in enumerate(pairwise(toks)):
        if (
            text[a.start].isupper()
            and text[b.start].isupper()
            and a.flags & _CONTENT
            and b.flags & _CONTENT
            and text[a.end : b.start] == " "
        ):
            if i and not _SENTENCE_BREAK.search(text, toks[i - 1].end, a.start):
                out.add(a.start)
            out.add(b.start)
    return out


def change_reversed(info: _ClaimInfo, chunk: Chunk, sent: _Sent) -> str:
    """A change the claim makes from one figure to another where *sent* makes it the other
    way, or ''.

    "teal ... climbing from 590 to 710 birds" against "teal fell from 710 to
    590"; "14 ..., up from just 4" against "fell from 14 ... to 4". The two
    figures, in their order of before and after, settle it whatever words
    tell the change.
    """
    mine = _changes(info.text, info.quants, 0, len(info.text))
    if not mine:
        return ""
    for old, new in _changes(chunk.text, sent.quants, sent.start, sent.end):
        for a, b in mine:
            if (
                a.family == old.family
                and a.q.value == new.q.value
                and b.q.value == old.q.value
                and a.q.value != b.q.value
            ):
                return (
                    f"the claim has it change from {a.text!r} to {b.text!r}; the source from"
                    f" {old.text!r} to {new.text!r}"
                )
    return ""


# "from 590 to 710", "from just 4 ... to 14"; "710, up from 590"; "to 710 from 590".
_FROM_BEFORE = re.compile(r"\bfrom\s+(?:(?:just|only|a|an|some|about|around)\s+)?$", re.I)
_TO_BETWEEN = re.compile(r"^\s*(?:[\w-]+\s+){0,3}?to\s+(?:(?:just|only|about|around)\s+)?$", re.I)
_UP_FROM_BETWEEN = re.compile(
    r"^[^.;:]{0,40}?,?\s*(?:up|down|rising|falling|rose|fell)\s+from\s+"
    r"(?:(?:just|only|a|an|some|about|around)\s+)?$",
    re.I,
)
_TO_FROM_BETWEEN = re.compile(r"^\s*(?:[\w-]+\s+){0,3}?from\s+(?:(?:just|only)\s+)?$", re.I)
_TO_BEFORE = re.compile(r"\bto\s+$", re.I)


def _changes(text: str, quants: Sequence[Amount], lo: int, hi: int) -> list[tuple[Amount, Amount]]:
    """The (before, after) figure pairs of the changes written between *lo* and *hi*."""
    found = []
    figures = [
        q
        for q in quants
        if q.cmp is None and q.q.value is not None and lo <= q.start < hi and q.family != "date"
    ]
    for a, b in pairwise(figures):
        if a.family != b.family:
            continue
        between = text[a.end : b.start]
        if _FROM_BEFORE.search(text, max(lo, a.start - 20), a.start) and _TO_BETWEEN.match(between):
            found.append((a, b))
        elif _UP_FROM_BETWEEN.match(between) or (
            _TO_BEFORE.search(text, max(lo, a.start - 4), a.start)
            and _TO_FROM_BETWEEN.match(between)
        ):
            found.append((b, a))
    return found


# A claim figure that adds up the items named before it: "Amber and red warnings
# together accounted for 9", "the two packs combined come to £32".
_TOGETHER = re.compile(r"\b(?:together|combined|between them|altogether)\b", re.IGNORECASE)
_ITEM_CUT = re.compile(r",\s*(?:and\s+)?|\s+and\s+|\s+plus\s+", re.IGNORECASE)
_LIST_START = re.compile(r"[;:]|\b(?:of|for|with|that|when|while|if)\b", re.IGNORECASE)
# Where the last item of a list that opens a claim ends: its verb, after the
# item's own one to three words ("the Eastgate lines accounted for").
_LIST_END = re.compile(
    r"(?<=\w)\s+(?=(?:have|has|had|were|was|are|is|accounted|made|make|makes|carried|carry"
    r"|carries|weigh|weighs|weighed|employ|employs|employed|cost|costs|hold|holds|held|won|took"
    r"|take|takes|scored|score|scores|produced|produce|produces|drew|draw|draws|raised|raise"
    r"|raises|sold|sell|sells|earned|earn|earns|received|receive|receives|spent|spend"
    r"|spends|reached|reach|reaches|attracted|attract|attracts|served|serve|serves)\b)",
    re.IGNORECASE,
)


def items_summed(
    info: _ClaimInfo, q: Amount, parts: Sequence[tuple[Chunk, _Sent]], tolerance: float
) -> tuple[bool, str] | None:
    """Whether claim figure *q* is the sum of the figures a sentence gives the items the
    claim adds up before "together" (or "combined"): (holds, note), or None when no
    sentence gives each item one figure of its own."""
    if q.cmp not in (None, "~") or q.q.value is None:
        return None
    cue = _TOGETHER.search(info.text)
    if cue is None or cue.start() > q.start:
        return None
    lo, hi = 0, cue.start()
    if not info.text[:hi].strip():
        # "Together, the Airport and Eastgate lines accounted for 13 million":
        # the items follow the cue that opens the claim, up to the words after
        # the last item's "and".
        lo = cue.end()
        cuts_after = list(_ITEM_CUT.finditer(info.text, lo, q.start))
        if not cuts_after:
            return None
        last = cuts_after[-1]
        hi = edge_or_end(_LIST_END, info.text, last.end(), q.start)
    else:
        for m in _LIST_START.finditer(info.text, 0, hi):
            lo = m.end()
    cuts = [(m.start(), m.end()) for m in _ITEM_CUT.finditer(info.text, lo, hi)]
    pieces: list[list[str]] = []
    at = lo
    for start, end in [*cuts, (hi, hi)]:
        keys = [
            t.key
            for t in info.toks
            if at <= t.start < start and t.flags & _CONTENT and not t.flags & _NUMBER
        ]
        if keys:
            pieces.append(keys)
        at = end
    if len(pieces) < 2:
        return None
    for chunk, sent in parts:
        figures = [
            p
            for p in sent.quants
            if p.family == q.family and p.cmp is None and p.q.value is not None
        ]
        given = _named_figures(chunk.text, sent.toks, figures, sent.start, sent.end, False)
        found = []
        for keys in pieces:
            first = next((given[k] for k in keys if k in given), None)
            if first is None:
                break
            found.append(first)
        if len(found) != len(pieces) or len({id(p) for p in found}) != len(found):
            continue
        total = sum(p.q.value or 0.0 for p in found)
        note = f"{q.text} = " + " + ".join(p.text for p in found)
        return abs(total - q.q.value) <= tolerance, note
    return None


def direction_flipped(info: _ClaimInfo, chunk: Chunk, sent: _Sent) -> str:
    """A figure the claim gives with one direction word ("rose 7.5%", "0.6°C above") where
    *sent* gives the same figure, for the same item, with the opposite word, or ''.

    "Maravian goods exports to Eskar rose 7.5% in 2023" against "Exports to
    Eskar ... fell 7.5% to M$8.96 billion". The item is the figure's part of a
    list or clause, which must share a word with the claim's item.
    """
    for q in info.quants:
        if q.cmp is not None or q.q.value is None or q.family == "date":
            continue
        mine = _direction_at(info.text, info.toks, q)
        if mine is None:
            continue
        opposites = _ANTONYMS.get(mine.key, frozenset())
        own = _item_keys(info.text, info.toks, q, 0, len(info.text)) - {mine.key}
        for p in sent.quants:
            if p.cmp is not None or p.family != q.family or p.q.value != q.q.value:
                continue
            theirs = _direction_at(chunk.text, sent.toks, p)
            if theirs is None or theirs.key not in opposites:
                continue
            item = _item_keys(chunk.text, sent.toks, p, sent.start, sent.end)
            if mine.key not in item and own & item:
                return (
                    f"the claim says {q.text!r} {mine.low!r}, the source {p.text!r} {theirs.low!r}"
                )
    return ""


# Words that say which way a figure goes, as changes and levels do ("rose",
# "fell", "above", "below"); not relations told from either side ("sold" and
# "bought", "win" and "defeat", "before" and "after").
_TURNS = frozenset(
    _word(w)[1]
    for w in """
    rose rise rises risen rising fell fall falls fallen falling increased increase increases
    decreased decrease decreases grew grow grows grown dropped drop drops declined decline
    declines climbed climb climbs jumped jump jumps gained gain gains up down above below
    higher lower more less fewer raised raise lowered lower cut cuts reduced reduce paid unpaid
    """.split()
)


def _direction_at(text: str, toks: Sequence[_Tok], q: Amount) -> _Tok | None:
    """The word with an opposite right before figure *q* ("rose 7.5%", "fell by 3%") or
    right after it ("0.6°C below"), if any."""
    before = [t for t in toks if t.end <= q.start][-2:]
    if before and before[-1].low == "by":
        before = before[:-1]
    after = next((t for t in toks if t.start >= q.end), None)
    for t in (before[-1] if before else None, after):
        if t is None or t.key not in _TURNS or not _ANTONYMS.get(t.key):
            continue
        if text[t.end : t.end + 5].lower() == " than":
            continue  # "180 million more than": a comparison may be told from its other side
        gap = text[t.end : q.start] if t.end <= q.start else text[q.end : t.start]
        if len(gap) <= 4 and not re.search(r"[,;:()]", gap):
            return t
    return None


# The "to" of a range whose first end is told with words of its own: "from
# fourpence in the gallery to", not "from 34 weeks to".
_RANGE_TO = re.compile(r"\bfrom\s[^,;:]*?\s(?:in|at|on|for|per)\s[^,;:]*?\s(to)\s")


def _items(text: str, lo: int, hi: int) -> list[tuple[int, int]]:
    """The spans of the parts of a list or clause between *lo* and *hi*; the two ends
    of a range ("from fourpence in the gallery to two shillings in the stalls") are
    two parts."""
    cuts = {lo, hi, *(m.end() for m in ITEM_BREAK.finditer(text, lo, hi))}
    cuts.update(m.end(1) for m in _RANGE_TO.finditer(text, lo, hi))
    return list(pairwise(sorted(cuts)))


def _item_keys(text: str, toks: Sequence[_Tok], q: Amount, lo: int, hi: int) -> set[str]:
    """Content keys of the part of a list or clause that holds figure *q*."""
    start, end = next(((a, b) for a, b in _items(text, lo, hi) if a <= q.start < b), (lo, hi))
    return {
        t.key
        for t in toks
        if start <= t.start < end and t.flags & _CONTENT and not (q.start <= t.start < q.end)
    }


def _pairs_rematched(info: _ClaimInfo, parts: tuple[tuple[Chunk, _Sent], ...]) -> str:
    """A name the claim pairs with one word that the sentence pairs with another, or ''.

    "Pilates on Friday, Zumba on Thursday and circuit training on Tuesday"
    against "Pilates on Tuesday, Zumba on Thursday and circuit training on
    Friday"; "previously finished at the Harbour Square, has ended at Town
    Hall" against "previously finished at the Town Hall, has ended at Harbour
    Square"; "built a radar station at Kaiwa Flat and a landing strip on the
    summit of Puu Kea" against "a radar station on the summit of Puu Kea
    ... and a landing strip at Kaiwa Flat". Each pair is a word, a
    preposition and a name right after it (past "the", or "the summit of");
    the sentence must pair the claim's word with another name and the
    claim's name with another of the claim's words, by the same preposition,
    or by any where each word has one name in both.
    """
    mine = _name_pairs(info.text, info.toks)
    if len(mine) < 2:
        return ""
    heads = {head for head, _ in mine}
    mine_once = _by_head(mine)
    for chunk, sent in parts:
        theirs = _name_pairs(chunk.text, sent.toks)
        if len(theirs) < 2:
            continue
        for (head, prep), name in mine.items():
            other = theirs.get((head, prep))
            if other is None or other[0] == name[0]:
                continue
            if any(
                n[0] == name[0] and h != head and h in heads and p == prep
                for (h, p), n in theirs.items()
            ):
                return (
                    f"the source gives {other[1]!r} after {prep!r} where the claim gives"
                    f" {name[1]!r}"
                )
        theirs_once = _by_head(theirs)
        for head, name in mine_once.items():
            other = theirs_once.get(head)
            if other is None or other[0] == name[0]:
                continue
            if any(
                n[0] == name[0] and h != head and h in mine_once for h, n in theirs_once.items()
            ):
                return (
                    f"the source gives {other[1]!r} with {_said(info, head)!r} where the claim"
                    f" gives {name[1]!r}"
                )
    return ""


def _by_head(pairs: dict[tuple[str, str], tuple[str, str]]) -> dict[str, tuple[str, str]]:
    """The pairs whose word has one name, whatever the preposition: word key to name."""
    counts = Counter(head for head, _ in pairs)
    return {head: name for (head, _), name in pairs.items() if counts[head] == 1}


def _name_pairs(text: str, toks: Sequence[_Tok]) -> dict[tuple[str, str], tuple[str, str]]:
    """Each "WORD PREPOSITION [the] NAME": (word key, preposition) to the name's key and words.

    A pair said twice with different names is left out ("from Leeds to York
    and from York to Hull").
    """
    out: dict[tuple[str, str], tuple[str, str]] = {}
    seen: set[tuple[str, str]] = set()
    for i in range(1, len(toks) - 1):
        prep, head = toks[i], toks[i - 1]
        if prep.low not in _PAIR_PREPOSITIONS or not head.flags & _CONTENT:
            continue
        if text[head.end : prep.start] != " ":
            continue
        k = i + 1
        if k + 1 < len(toks) and toks[k].low == "the" and text[toks[k].end] == " ":
            k += 1
            if (
                k + 2 < len(toks)
                and toks[k + 1].low == "of"
                and toks[k].flags & _CONTENT
                and text[toks[k].start].islower()
            ):
                k += 2  # "on the summit of Puu Kea"
        first = toks[k]
        if (
            text[toks[k - 1].end : first.start] != " "
            or not first.flags & _CONTENT
            or not text[first.start].isupper()
        ):
            continue
        end = _name_run_end(text, toks, k)
        key = (head.key, prep.low)
        if key in seen:
            out.pop(key, None)
            continue
        seen.add(key)
        out[key] = (first.key, text[first.start : toks[end - 1].end])
    return out


_PAIR_PREPOSITIONS = frozenset({"on", "at", "in", "for", "to", "from"})
