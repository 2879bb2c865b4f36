"""Quantities with their bounds, for the lexical judge.

:mod:`citeproof.quantities` reads figures and compares two of them by value.
A claim often states a bound rather than a figure ("more than 540 cases",
"released before 1976", "by 28 February"), and so does a source ("over 730
million views"). This module attaches such a comparator to each quantity and
answers two questions about a source quantity and a claim quantity:

* :func:`entails`: every value the source allows is one the claim allows;
* :func:`excludes`: no value the source allows is one the claim allows
  (after the claim's rounding), i.e. the two cannot both be true.

Two dates that both lack a year are read as of one year when they are
close ("after 22 August" and "on 24 August"). Anything else (an approximate
source, a year-less date under a bound against a dated one, a version) is
left undecided by both.
"""

from __future__ import annotations

import dataclasses
import datetime as _dt
import math
import re
from functools import cache, lru_cache
from typing import NamedTuple

from .. import quantities as qty
from ..quantities import Quantity

_INF = math.inf

# Comparator phrases before a quantity, longest first; the value is the bound.
_BEFORE_NUMBER: tuple[tuple[str, str], ...] = tuple(
    sorted(
        [(p, ">") for p in ("more than", "greater than", "higher than", "larger than", "over",
                            "above", "exceeding", "in excess of", "upwards of", "beyond",
                            "surpassing", "topping", "exceed", "exceeds", "exceeded",
                            "deeper than",
                            "longer than", "taller than", "heavier than", "wider than",
                            "bigger than", "older than", "faster than", "thicker than",
                            "warmer than", "hotter than")]
        + [(p, ">=") for p in ("at least", "no less than", "not less than", "no fewer than",
                               "a minimum of", "minimum of", "minimum", "min.", "at or above",
                               "at or over")]
        + [(p, "<") for p in ("less than", "fewer than", "lower than", "smaller than", "under",
                              "below", "just under", "short of", "shorter than", "lighter than",
                              "narrower than", "shallower than", "younger than", "slower than",
                              "thinner than", "cheaper than", "colder than")]
        + [(p, "<=") for p in ("at most", "no more than", "not more than", "up to",
                               "a maximum of", "maximum of", "maximum", "max.", "not exceeding",
                               "not exceed", "not to exceed", "within", "within the first",
                               "in the first", "as many as", "as much as", "at or below",
                               "at or under")]
        + [(p, "~") for p in ("about", "approximately", "around", "roughly", "circa", "approx.",
                              "approx", "nearly", "almost", "close to", "an estimated",
                              "estimated", "some", "c.", "ca.")],
        key=lambda item: -len(item[0]),
    )
)  # fmt: skip
_BEFORE_DATE: tuple[tuple[str, str], ...] = tuple(
    sorted(
        [(p, "<") for p in ("before", "prior to", "earlier than", "ahead of")]
        + [(p, "<=") for p in ("by", "until", "till", "up to", "no later than", "not later than")]
        + [(p, ">") for p in ("after", "later than", "following")]
        + [(p, ">=") for p in ("since", "from", "starting", "beginning")],
        key=lambda item: -len(item[0]),
    )
)  # fmt: skip
# Words of a loan's repayment: the "over" after them gives its term ("repayable over
# 50 years"), no bound.
_REPAY_WORDS = ("repay", "repaid", "repays", "repaying", "repayable", "payable")
# "carry over five days", "hand over 3 files": a particle, not a comparator; so is
# the "over" of a span a loan runs ("repayable over 50 years").
_PARTICLE_VERBS = frozenset(_REPAY_WORDS) | frozenset(
    """
    carry carried carries carrying hand handed hands take took taken takes turn turned turns
    roll rolled rolls pass passed passes win won wins look looked think thought go went gone
    goes move moved moves spill spilled get got gets sign signed signs fall fell falls run ran
    runs hold held holds change changed switch switched give gave given gives keep kept
    brought bring bought buy put set left leave stay stayed stays stop stopped
    average averaged averages spread spreads top topped tops topping fill filled fills filling
    """.split()
)
_PARTICLES = frozenset({"over", "under", "above", "below", "up to"})
# A loan's repayment up to three words before "over": "repayable with interest over
# thirty years" gives the loan's term, no bound.
_REPAID_OVER = re.compile(
    rf"\b(?:{'|'.join(_REPAY_WORDS)})(?:\s+[a-z]+){{0,3}}\s+over\s+$", re.IGNORECASE
)
_PERIOD_WORDS = frozenset(
    "hour day night week month year season weekly daily monthly annually yearly".split()
)
# After these "up to" is a bound, not a particle: "bring up to two guests",
# "carry up to 23 kg", "holds up to 40 people" (but "went up to 50" is a rise).
# "take up to ten tablets" stays a particle: read as a bound, dose claims
# lost their conflict with the dose sentence (four development claims).
_UP_TO_BOUND_VERBS = frozenset(
    """
    carry carried carries carrying hold held holds bring brought
    give gave given gives keep kept get got gets buy bought stay stayed stays leave left
    """.split()
)
# "no greater than 18.1 Ω", "no older than 12": a comparative after "no" is
# the opposite, inclusive bound ("no more than" and "no less than" are above).
_NO_COMPARATIVE = {">": "<=", "<": ">="}
_BEFORE_NUMBER = tuple(
    sorted(
        _BEFORE_NUMBER
        + tuple(
            (f"no {p}", _NO_COMPARATIVE[sign])
            for p, sign in _BEFORE_NUMBER
            if sign in _NO_COMPARATIVE
            and p.endswith(" than")
            and f"no {p}" not in dict(_BEFORE_NUMBER)
        ),
        key=lambda item: -len(item[0]),
    )
)
_NUMBER_SIGNS = dict(_BEFORE_NUMBER)
_DATE_SIGNS = dict(_BEFORE_DATE)
# The comparatives of the tables' "X than" bounds: "greater", "older", "later".
COMPARATIVES = frozenset(
    p.split()[0]
    for p, _ in _BEFORE_NUMBER + _BEFORE_DATE
    if p.endswith(" than") and p.count(" ") == 1
)
# A deadline for a time of day: "orders placed by 6pm ship the same day".
_DEADLINES = frozenset({"by", "no later than", "not later than"})
# "or more", "and over" and "+" (group ge), or "or less", after a figure; "18
# years old or older", "aged 12 and over", "a booking of 7 nights or longer".
_AFTER = re.compile(
    r"\s*(?:old\s+(?=(?:or|and)\s))?"
    r"(?:(?P<ge>or (?:more|greater|higher|above|over|older|later|newer|longer)"
    r"|and (?:over|above|older|later|newer|higher|longer)|\+)"
    r"|or (?:less|fewer|lower|below|under|younger|earlier|shorter)"
    r"|and (?:under|below|younger|earlier|shorter))"
    r"(?![\w])",
    re.I,
)
_RELEASES = ("later", "newer", "earlier")
_COUNTED_NOUN = re.compile(r"\s+[a-z]+(?=\s+(?:or|and)\s)")


def _release(text: str) -> tuple[int, ...]:
    """A version's numbers, in order: "2.13" is (2, 13), after (2, 5)."""
    return tuple(int(n) for n in re.findall(r"\d+", text))


_OLD = re.compile(r"[- ]olds?\b", re.I)


def _as_plain(q: Quantity) -> Quantity:
    """A span of years (``quantities`` counts them in months) as the plain number of years."""
    years = {
        f: v / 12 for f in ("value", "low", "high", "precision") if (v := getattr(q, f)) is not None
    }
    return dataclasses.replace(q, kind="number", unit=None, dimension=None, factor=1.0, **years)


_CALENDAR = frozenset({"date", "year"})
# A comparator after a negation ("cannot be more than", "must not be less than",
# "cannot be increased more than"): the same words the lexical judge's
# negation rule reads as a bound rather than a negation.
_NEGATED = {">": "<=", "<": ">=", ">=": "<", "<=": ">"}
_NOT_BEFORE = re.compile(
    r"\s*(?:\bnot|\bcannot|\w+n't|\bnever)(?:\s+(?:be|been|since|yet|ever|[a-z]+ed)){0,3}\s*$"
)
_LAST_WORDS = frozenset(p.split()[-1] for p, _ in _BEFORE_NUMBER + _BEFORE_DATE)


class Amount(NamedTuple):
    """A quantity, the comparator in front of it, and where both are written."""

    q: Quantity
    cmp: str | None
    """'>', '>=', '<', '<=', '~' or None (exactly)."""
    start: int
    """Start of the comparator phrase if any, else of the quantity (with offset)."""
    end: int
    text: str
    """The comparator and the quantity as written, for reasons."""
    family: str
    """Quantities of one family may be compared (ranking uses it too)."""


def family(q: Quantity) -> str:
    return _family(q.kind, q.dimension, q.unit)


@cache  # a few dozen kind/dimension/unit triples exist
def _family(kind: str, dimension: str | None, unit: str | None) -> str:
    if kind in _CALENDAR:
        return "date"
    if dimension == "currency":
        return f"money:{unit}"
    if kind in ("measure", "duration") and dimension in ("time", "calendar_time"):
        return "duration"
    return f"{kind}:{dimension}"


# "one" counts when it stands before a noun ("won one league title"), which
# the figure reader leaves alone, as it cannot tell "one of them" or "no one"
# from a count. These words before or after it mean it is no count.
# The word comes first and the test of the character before it after (a
# lookbehind over both): the same matches, but re rejects most positions on
# their first character instead of running the lookbehind at each of them
# (a third of the time over the chunks of the shared data that hold "one").
_ONE = re.compile(r"one(?<![\w'\u2019-]one)\s+([a-z]+)", re.IGNORECASE)
_NOT_COUNT_BEFORE = frozenset(
    "the no any every each which this that such at on of someone anyone everyone".split()
)
_NOT_COUNT_AFTER = frozenset(
    """
    of another or and day time point way side hand such who whom which that can could must
    should may might would will shall does did is was has had more less thing last other
    """.split()
)
# After "than", "one" and a preposition are a pronoun's: "£2 more than one on the
# South Sands" (not "one in 16", a share).
_THAN_ONE_PLACED = re.compile(r"\s+(?:on|in|at|for|from|with|to|by|near)\s+(?!\d)", re.IGNORECASE)

# "one" paired with "another" or "the other" later in its sentence picks out
# one of several things; it does not count them.
_OTHER_WORDS = r"\b(?:another|the other)\b"
_PAIRED_ONE = re.compile(r"[^.;]{0,60}?" + _OTHER_WORDS, re.IGNORECASE)
# The words alone, for a claim's part that points back to another ("and acted
# in another").
OTHER_OF_PAIR = re.compile(_OTHER_WORDS, re.IGNORECASE)


def _counts_of_one(text: str, found: list[Quantity]) -> list[Quantity]:
    """*found* with each determiner "one" ("one league title") added as the number 1."""
    if "one" not in text and "One" not in text:
        return found
    added: list[Quantity] = []
    for m in _ONE.finditer(text):
        start = m.start()
        if m[1].lower() in _NOT_COUNT_AFTER:
            continue
        before = text[max(0, start - 12) : start].split()
        if before and before[-1].lower().strip("\"'(") in _NOT_COUNT_BEFORE:
            continue
        if before and before[-1].lower() == "than" and _THAN_ONE_PLACED.match(text, start + 3):
            continue
        if text[start] == "O" and before and before[-1][:1].isupper() and before[-1][-1] != ".":
            continue  # a name's: "won Division One", "Formula One"
        if any(q.start <= start < q.end for q in found):
            continue  # part of a figure already: "one million", "one hour"
        if _PAIRED_ONE.match(text, m.end()):
            continue  # "directed one production and acted in another"
        added.append(
            qty.Quantity(
                kind="number",
                value=1.0,
                unit=None,
                dimension=None,
                date=None,
                low=None,
                high=None,
                start=start,
                end=start + 3,
                text=m[0][:3],
                precision=1.0,
                sig_digits=1,
            )
        )
    if not added:
        return found
    return sorted(found + added, key=lambda q: q.start)


# "rose by 5% to 120", "will rise by £1,800 to £32,300", "fell $38 to $912":
# a change and the level it reaches, not one span of figures.
_BY_BEFORE = re.compile(
    r"\b(?:by|rose|risen|rise|rises|fell|fallen|fall|falls|grew|grown|grow|grows|increased"
    r"|decreased|dropped|climbed|jumped|declined|slipped|gained|raised|cut|up|down)"
    r"\s*[$\u20ac\u00a3]?\s*$",
    re.IGNORECASE,
)


def _changes_split(text: str, found: list[Quantity]) -> list[Quantity]:
    """*found* with each span "by A to B" ("fell A to B") read as the change A and the level B."""
    out: list[Quantity] = []
    for q in found:
        cut = q.text.find(" to ")
        if (
            q.low is None
            or q.high is None
            or cut < 0
            or _BY_BEFORE.search(text, max(0, q.start - 12), q.start) is None
        ):
            out.append(q)
            continue
        second = q.start + cut + 4
        halves = [
            dataclasses.replace(x, start=x.start + a, end=x.end + a)
            for a, b in ((q.start, q.start + cut), (second, q.end))
            for x in qty.extract_quantities(text[a:b])
        ]
        # "by 5 to 10%" is a span of changes: the first figure borrows the
        # second's unit. "by £1,800 to £32,300" and "by 5% to 120" write their
        # own; two bare numbers are a change and a level when far apart.
        change = len(halves) == 2 and (halves[0].unit is not None or q.high > 3 * q.low > 0)
        out.extend(halves if change else [q])
    return out


# Nouns a number after which is a place in a sequence: "season 1", "chapter 4".
_SEQUENCE_BEFORE = re.compile(
    # (not a time: "Last season 40 clubs entered")
    r"(?<!\blast )(?<!\bthis )(?<!\bnext )(?<!\beach )(?<!\bevery )"
    r"\b(?:season|series|episode|chapter|volume|book|act)\s+$",
    re.IGNORECASE,
)


# A span or a word of time before "after" or "before": what follows is an event.
_SPAN_TO_EVENT = re.compile(
    r"(?:\b(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|[a-z]+teen"
    r"|[a-z]+ty(?:-[a-z]+)?|several|few|many)\s+(?:years?|months?|weeks?|days?|hours?"
    r"|minutes?|decades?|centur(?:y|ies))|\b(?:soon|shortly|long|immediately))\s+(?:after|before)$"
)


def read(text: str, offset: int = 0, old_money: bool = False) -> tuple[Amount, ...]:
    """Every quantity of *text*, with its comparator; offsets shifted by *offset*.

    *old_money* reads "4s" and "6d" alone as money (see ``extract_quantities``).
    """
    out: list[Amount] = []
    low = None  # text.lower(), made at the first comparator
    extracted = qty.extract_quantities(text, old_money)
    for q in _changes_split(text, _counts_of_one(text, extracted)):
        kind = q.kind
        if (kind == "number" or kind == "year") and _names_part(text, q):
            continue
        if kind == "number" and text[q.end : q.end + 2] in ("'s", "\u2019s") and q.text.isalpha():
            continue  # "the Riverton eight's spares": a crew, not a count
        if (
            kind == "number"
            and q.text.isdigit()
            and len(q.text) <= 2
            and _SEQUENCE_BEFORE.search(text, max(0, q.start - 10), q.start)
        ):
            # "season 1" is the first season, as "the first season" says
            q = dataclasses.replace(q, kind="ordinal")
            kind = "ordinal"
        start, end = q.start, q.end
        head = text[max(0, start - 24) : start].lower().rstrip()
        if kind == "money":
            head = head.rstrip("$\u20ac\u00a3 ").rstrip()
        elif kind == "ordinal" and head.endswith(" the"):
            # A place in an order is bounded as a date is: "before the 58th minute".
            head = head[:-4]
        cmp = None
        # "12 years and over: 10 to 20 mL": a comparator never reaches past a colon.
        # "up to a further 90 days": the bound is read past "a further".
        further = _FURTHER.search(head)
        bounded = head[: further.start()] if further is not None else head
        # (nor past another figure: "paid girls under 14 three-quarters of the list"
        # bounds the 14, not the three-quarters; "after 12 noon" is one time)
        past_figure = head[-1:].isdigit() and not q.text.lower().endswith(_CLOCK_WORDS)
        tail = (
            _comparator_tail(bounded[-24:])
            if head[-1:] not in (":", ";") and not past_figure
            else None
        )
        if head.endswith(" of") and kind not in _CALENDAR:
            # "below the qualifying mark of 121": the side of a named threshold.
            named = _SIDE_OF_MARK.search(text, max(0, start - 50), start)
            if named is not None:
                cmp, start, tail = _SIDE_SIGNS[named[1].lower()], named.start(), None
        if tail is not None and _GLUED_PARTICLE.search(head):
            tail = None  # "a five-under 66", "a two-over 74": a score's part, not a bound
        if tail is not None:
            before_number, before_date = _comparators(tail)
            if (
                before_number is not None
                and before_number[1] == "over"
                and _REPAID_OVER.search(text, max(0, start - 48), start) is not None
            ):
                before_number = None
            found = before_number
            rough = len(before_number[1].split()) if before_number is not None else 0
            if (
                kind == "year"
                and before_number is not None
                and before_number[0] == "~"
                and len(tail) > rough
                and tail[-rough - 1] in _ROUGH_YEAR_BEFORE
            ):
                # "since about 1998", "until around 1910": a year given roughly,
                # bounded by the word before.
                found = _comparators(tail[:-rough])[1]
            elif kind == "year" and q.value is not None and before_number is not None:
                # "under 1460 cases": a count after a comparator, not a year.
                q = dataclasses.replace(q, kind="number", dimension=None, date=None)
                kind = "number"
            elif kind in _CALENDAR:
                found = before_date
                if found is not None and q.low is not None and q.high is not None:
                    # "from 2015 to 2019" is the range itself, not "since 2015".
                    found = None
                elif (
                    found is not None
                    and found[1] == "from"
                    and _THING_FROM.search(text, max(0, start - 40), start) is not None
                ):
                    # "an estuary survey from 1723", "a letter from 1911": the year
                    # dates the thing; it opens no period.
                    found = None
            elif kind == "time":
                # "after 3 pm", "before 9am"; "from 9am" and "until 6 pm" are the
                # ends of a span, no bounds.
                found = (
                    before_date
                    if before_date
                    and (before_date[0] in ("<", ">") or before_date[1] in _DEADLINES)
                    else None
                )
            elif kind == "ordinal":
                found = before_date or before_number
                if (
                    found is not None
                    and (
                        found[1] in _PLACE_PREPOSITIONS
                        # "went 3,730 ft higher than the first ascent": a comparison
                        # with the first, not a place after it ("a grade higher than
                        # 5th grade" stays a bound)
                        or (
                            found[1].endswith(" than")
                            and found[1] not in _DATE_SIGNS  # ("later than the first")
                            and text[max(0, start - 4) : start].lower() == "the "
                        )
                        or text[end : end + 7].lower() in ("-placed", " placed")
                        # "twelve years after the first press was installed": the
                        # time counted from the event, not a place after the first
                        or _SPAN_TO_EVENT.search(head) is not None
                    )
                ):
                    # "a victory over fifth seed Hana Morita", "ahead of
                    # third-placed Oakridge": a name's place, not a bound
                    found = None
            if found is not None:
                if low is None:
                    low = text.lower()
                cmp, phrase = found
                at = low.rfind(phrase, 0, start)
                if text[at + len(phrase) : start] == "-":
                    # "under-11 players", "the over-50s": the name of a group,
                    # not a bound ("under-10" is no under-11 player).
                    cmp, start = None, at
                elif phrase.endswith(" than") and _FIGURE_END.search(low, 0, at):
                    # "£1 less than two single rides": the phrase is the
                    # gap of the figure before it, not a bound of this one.
                    cmp = None
                else:
                    start = at
                if cmp in _NEGATED and (negated := _negation_before(low, start)) is not None:
                    # "cannot be more than 5 weeks" is at most 5 weeks.
                    cmp = _NEGATED[cmp]
                    start = negated.start() + len(negated[0]) - len(negated[0].lstrip())
        if kind == "duration" and q.factor == 12.0 and (age := _OLD.match(text, end)) is not None:
            # "a 15-year-old", "15 years old": an age, which rules give as a plain
            # number ("aged 12 and over", "children under 6"); "old" is part of it.
            q = _as_plain(q)
            kind = q.kind
            end = age.end()
        # "or more", "+", "or less" come after blanks: look past the first one.
        lead = text[end : end + 2].lstrip()[:1]
        if (
            cmp is None
            and kind not in _CALENDAR
            and (lead in ("", "o", "O", "a", "+") or (kind == "number" and lead.islower()))
        ):
            m = _AFTER.match(text, end)
            if m is None and kind == "number":
                # "a booking of 7 nights or longer", "3 children or more": past the
                # one word of what is counted.
                noun = _COUNTED_NOUN.match(text, end)
                m = _AFTER.match(text, noun.end()) if noun is not None else None
            if m:
                cmp = ">=" if m["ge"] else "<="
                end = m.end()
                if kind == "number" and (unit := _unit_after_bound(text, q, end)) is not None:
                    # "four or more hours": the unit after the bound is the figure's.
                    q, end = unit
                    kind = q.kind
        fam = _family(kind, q.dimension, q.unit)
        amount = (q, cmp, start + offset, end + offset, text[start:end], fam)
        out.append(_new_amount(Amount, amount))
    return _bare_degrees_read(text, tuple(out), offset)


@lru_cache(maxsize=512)
def amount_of_one(word: str) -> Amount | None:
    """One of the unit *word* names ("GB", "mile", "kg"), or None if it names none."""
    found = read(f"1 {word}")
    return found[0] if len(found) == 1 and found[0].end == len(word) + 2 else None


_DEGREES_GAP = re.compile(
    r"\s+(?:warmer|cooler|colder|hotter|higher|lower|above|below|more|less)\b", re.IGNORECASE
)


def _bare_degrees_read(text: str, found: tuple[Amount, ...], offset: int) -> tuple[Amount, ...]:
    """*found*, with bare "degrees" read as the one temperature scale the text names.

    "lift it once temperatures stayed below 18 degrees" after "passed 21
    degrees Celsius": the 18 degrees are Celsius too, not an angle.
    """
    if "degrees" not in text:
        return found
    scales = {a.q.unit for a in found if a.family == "measure:temperature"}
    if len(scales) != 1 or not any(a.family == "measure:angle" for a in found):
        return found
    scale = next(iter(scales))
    like = next(a for a in found if a.family == "measure:temperature")
    return tuple(
        a._replace(
            q=dataclasses.replace(a.q, unit=scale, dimension=like.q.dimension),
            family=like.family,
        )
        if a.family == "measure:angle"
        and a.q.text.lower().endswith("degrees")
        # (a gap, "three degrees warmer", is left to the gap readers as it was)
        and not _DEGREES_GAP.match(text, a.end - offset)
        else a
        for a in found
    )


# A thing dated by "from": "a 1732 survey", "an estuary survey from 1723".
_THING_FROM = re.compile(
    r"\b(?:a|an)\s+(?:[a-z-]+\s+){0,2}(?:survey|map|letter|letters|painting|photograph"
    r"|photo|portrait|charter|manuscript|diary|deed|will|ledger|register|print|engraving"
    r"|drawing|recording|film|edition|document|sketch|plan|poster|report|record)\s+from\s+$"
)
# Words that add a figure to one told before: "up to a further 90 days".
FURTHER_WORDS = "a further|an additional|an extra|another"
_FURTHER = re.compile(rf"\s(?:{FURTHER_WORDS})$")
# Words before "about", "around" and the like that make the figure after them a
# bounded year ("since about 1998"); "in about 1850" and "dates from about 1090"
# stay rough figures.
_ROUGH_YEAR_BEFORE = frozenset("since until till before after".split())


def _unit_after_bound(text: str, q: qty.Quantity, end: int) -> tuple[qty.Quantity, int] | None:
    """*q* read with the unit that follows its "or more" ending at *end*, and the new end.

    "4 or more hours" is four hours or more, not a count: the number is read
    again as if the unit stood right after it. None when no unit follows
    ("2 or more children").
    """
    if not text[end : end + 1].isspace():
        return None
    rest = text[end : end + 24]
    found = qty.extract_quantities(q.text + rest)
    if not found or found[0].start != 0 or found[0].kind == "number":
        return None
    unit = found[0]
    if unit.end <= len(q.text) or unit.low is not None:
        return None
    stop = end + unit.end - len(q.text)
    return dataclasses.replace(unit, start=q.start, end=stop, text=text[q.start : stop]), stop


def _negation_before(low: str, at: int) -> re.Match[str] | None:
    """``_NOT_BEFORE`` in the 40 characters before *at* of the lower-case text *low*,
    or the "or" of a negated pair of bounds ("never less than £1,500 or more than").

    The pattern is tried at every character; most heads hold none of its words.
    """
    lo = max(0, at - 40)
    head = low[lo:at]
    if "not" not in head and "n't" not in head and "never" not in head:
        return None
    negated = _NOT_BEFORE.search(low, lo, at)
    if negated is None and (m := _NOT_EITHER_BEFORE.search(low, max(0, at - 60), at)):
        negated = _OR_TAIL.search(low, m.start(1), at)  # the span starts at "or"
    return negated


# "never less than £1,500 or more than £4,000": the negation covers both bounds.
_NOT_EITHER_BEFORE = re.compile(
    r"\b(?:not|never|n't)\s+(?:less|more|fewer|greater|lower|higher)\s+than\s+\S+"
    r"(?:\s+\S+)?\s+(or)\s*$"
)
_OR_TAIL = re.compile(r"or\s*$")


# "below the qualifying mark of", "above the threshold of": a side of a named threshold.
_SIDE_OF_MARK = re.compile(
    r"\b(below|under|above|over)\s+(?:the|a|an|its|their)\s+(?:[a-z-]+\s+){0,2}?"
    r"(?:mark|threshold|limit|level|score|cut-off|cutoff)\s+of\s*$",
    re.IGNORECASE,
)
_SIDE_SIGNS = {"below": "<", "under": "<", "above": ">", "over": ">"}
# Before a place in an order these are prepositions, not bounds.
_PLACE_PREPOSITIONS = frozenset({"over", "under", "above", "below"})
_FIGURE_END = re.compile(r"\d%?\s*$")
_GLUED_PARTICLE = re.compile(r"\w-(?:over|under|above|below)$")

_new_amount = tuple.__new__  # skips NamedTuple's Python-level __new__


def _comparator_tail(head: str) -> tuple[str, ...] | None:
    """The last four words of *head* if the last may end a comparator phrase, else None."""
    if _last_word(head) not in _LAST_WORDS:
        return None  # no phrase of either table ends with this word
    # Most heads are plain words between blanks: then splitting at the blanks
    # reads the words as _HEAD_WORDS does, without reading them all.
    tail = head.rsplit(None, 4)[-4:]
    joined = "".join(tail)
    if not (joined.isascii() and joined.isalpha() and joined.islower()):
        tail = _HEAD_WORDS.findall(head)[-4:]
    return tuple(tail)


_Found = tuple[str, str] | None  # a comparator's sign and phrase


@lru_cache(maxsize=4096)
def _comparators(tail: tuple[str, ...]) -> tuple[_Found, _Found]:
    """The comparators before a number and before a date that the words *tail* end with."""
    return _longest_phrase(tail, _NUMBER_SIGNS), _longest_phrase(tail, _DATE_SIGNS)


# Words before "over" that make the distance after it a race's or a course's.
_RACED_OVER = frozenset(
    "race races raced run runs ran running steeplechase chase hurdle hurdles course".split()
)


def _longest_phrase(tail: tuple[str, ...], table: dict[str, str]) -> _Found:
    """The sign and the longest phrase of *table* that *tail* ends with; None if none.

    *tail* is the last four words before a figure: enough for a three-word
    phrase and the verb before a particle ("carry over").
    """
    for k in (3, 2, 1):
        if len(tail) < k:
            continue
        phrase = " ".join(tail[-k:])
        sign = table.get(phrase)
        if sign is None:
            continue
        verb = tail[-k - 1] if len(tail) > k else ""
        if verb in ("it", "them") and len(tail) > k + 1:
            verb = tail[-k - 2]  # "top it up to 1.5 bar"
        if (
            phrase in _PARTICLES
            and verb in _PARTICLE_VERBS
            and not (phrase == "up to" and verb in _UP_TO_BOUND_VERBS)
        ):
            return None
        if phrase == "following" and verb == "the":
            return None  # "from the following 1 July": the next such day, not a bound
        if phrase == "over" and len(tail) > k and tail[-k - 1] in _PERIOD_WORDS:
            return None  # "five episodes a week over 48 weeks": the span of a rate
        if phrase == "over" and len(tail) > k and tail[-k - 1] in _RACED_OVER:
            return None  # "the Open Steeplechase, over 3 miles 4 furlongs": its distance
        return sign, phrase
    return None


def _last_word(head: str) -> str:
    """The last of ``_HEAD_WORDS.findall(head)``, or "" if there is none."""
    last = head[head.rfind(" ") + 1 :]
    if last.isascii() and last.isalpha() and last.islower():
        return last  # the usual case: a plain word ends the head
    # The last run of letters is the first one of the reversed text; the
    # character before it there is the one after it in *head*: a dot or not.
    backwards = head[::-1]
    run = _LETTERS.search(backwards)
    if run is None:
        return ""
    i = run.start()
    return run.group()[::-1] + ("." if i and backwards[i - 1] == "." else "")


_CLOCK_WORDS = ("noon", "midday", "midnight")
_HEAD_WORDS = re.compile(r"[a-z]+\.?")
_LETTERS = re.compile("[a-z]+")


def _names_part(text: str, q: Quantity) -> bool:
    """A bare number that is part of a name: "Fallout 76", "PlayStation 4", "Chapter 3"."""
    if q.kind not in ("number", "year") or q.unit is not None or q.value is None:
        return False
    if not q.text.isdigit():
        return False
    head = text[max(0, q.start - 30) : q.start]
    if not head.endswith(" ") or head.endswith("  "):
        return False
    words = head.rsplit(None, 2)  # the last two words are all that count
    if not words or not words[-1][:1].isupper() or words[-1].lower() in _NOT_NAMES:
        return False
    if words[-1][-1] in ",;:":
        return False  # "... Great Eastern Circus, 22 carried animals": a new clause
    if q.kind == "year" and _FEAST_BEFORE.search(head):
        return False  # "Boxing Day 1869", "Michaelmas 1723": the year of a named day
    if _gapped_count(text, q):
        return False  # "Top Pool received 300 tench, Marsh Lake 250 crucian carp"
    if words[-1].endswith(("'s", "\u2019s")) and (
        q.kind == "year" or (len(words) > 1 and words[-2] == "to")
    ):
        # "Calderbank Steel's 2023 report": the owner's year; "42 long balls
        # to Crane's 27": the other side's figure of a tally.
        return False
    opens = q.start - len(head) == 0 if len(words) == 1 else words[-2][-1:] in ".!?"
    if opens and len(words[-1]) > 5 and words[-1].endswith("ing"):
        return False  # "Having 12 pages scanned costs £6": a verb opens the sentence
    if len(words) == 1:
        return opens  # the name opens the text
    return not opens


def _gapped_count(text: str, q: Quantity) -> bool:
    """Whether bare number *q* after a name counts a thing of a gapped list: the name
    follows "and" or a comma, a lower-case noun follows the number, and an earlier
    number of the sentence counts a lower-case noun too ("Top Pool received 300 tench,
    Marsh Lake 250 crucian carp"), unlike "Kellerman 2 is ... and Kellerman 1 in 2033"."""
    after = _WORD_AFTER.match(text, q.end)
    if after is None or after[1] in _NOT_COUNTED:
        return False
    m = _GAPPED_NAME.search(text, max(0, q.start - 200), q.start)
    return m is not None and m[1] not in _NOT_COUNTED


_WORD_AFTER = re.compile(r"\s+((?-i:[a-z])[\w'-]*)")
_GAPPED_NAME = re.compile(
    r"\d[\d,.]*\s+((?-i:[a-z])[\w'-]*)[^.;]*?(?:,|\band)\s+(?:(?-i:[A-Z])[\w'-]*\s+){1,3}$"
)
# Words after a number that make it no count of a thing.
_NOT_COUNTED = frozenset(
    """
    in on at to from by for of with and or is was are were has had have will would
    could may can did does per a an the than
    """.split()
)


# A named day of the year right before a year: "Boxing Day 1869", "Lady Day, 1723".
_FEAST_BEFORE = re.compile(
    r"\b((?:Boxing|Christmas|New Year's|Midsummer|Lady|Plough|Twelfth|Whit|Easter|Good"
    r"|Ash|Shrove|Ascension|Trinity|Palm|Low|Holy|St\.? [A-Z][a-z]+'s|Saint [A-Z][a-z]+'s)"
    r" (?:Day|Eve|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)"
    r"|Michaelmas|Candlemas|Martinmas|Lammas|Whitsun|Whitsuntide|Christmas|Easter)"
    r",? (?:in )?$"
)


# Capitalised words that introduce a figure rather than name a thing.
_NOT_NAMES = frozenset(
    """
    in on by since from until before after of as at about around over under nearly almost
    some approximately roughly only just to and or between than with
    the a an this that these those its their his her our every each
    january february march april may june july august september october november december
    jan feb mar apr jun jul aug sep sept oct nov dec
    """.split()
)


_Interval = tuple[float, float, bool, bool]  # lo, hi, lo_open, hi_open


def _numeric(q: Quantity) -> tuple[float, float] | None:
    lo, hi = (q.low, q.high) if q.value is None else (q.value, q.value)
    if lo is None or hi is None:
        return None
    if q.unit == "fahrenheit":
        lo, hi = (lo - 32.0) * 5.0 / 9.0, (hi - 32.0) * 5.0 / 9.0
    return lo, hi


def _days(q: Quantity) -> tuple[float, float] | None:
    """First and last day (ordinals) of a dated period; None without a year."""
    try:
        if q.date is not None:
            y, m, d = q.date
            if y is None:
                return None
            if m is None:
                return _dt.date(y, 1, 1).toordinal(), _dt.date(y, 12, 31).toordinal()
            if d is None:
                nxt = _dt.date(y + (m == 12), m % 12 + 1, 1)
                return _dt.date(y, m, 1).toordinal(), nxt.toordinal() - 1
            day = _dt.date(y, m, d).toordinal()
            return day, day
        if q.low is not None and q.high is not None:
            return _dt.date(int(q.low), 1, 1).toordinal(), _dt.date(int(q.high), 12, 31).toordinal()
        if q.value is not None:
            y = int(q.value)
            return _dt.date(y, 1, 1).toordinal(), _dt.date(y, 12, 31).toordinal()
    except ValueError:
        return None
    return None


# Two year-less dates are read as of one year only when they are this close
# ("after 22 August" and "on 24 August"); "before March" and "on 30 December"
# may be a year apart.
_YEARLESS_REACH = 92


def _yearless_days(
    a: Quantity, b: Quantity
) -> tuple[tuple[float, float], tuple[float, float]] | None:
    """Day spans of two dates that both lack a year, as of one (leap) year; else None."""
    spans: list[tuple[float, float]] = []
    for q in (a, b):
        if q.date is None or q.date[0] is not None:
            return None
        _, m, d = q.date
        if m is None:
            return None
        try:
            if d is None:
                nxt = _dt.date(2000 + (m == 12), m % 12 + 1, 1).toordinal()
                spans.append((_dt.date(2000, m, 1).toordinal(), nxt - 1))
            else:
                day = _dt.date(2000, m, d).toordinal()
                spans.append((day, day))
        except ValueError:
            return None
    (s0, s1), (c0, c1) = spans
    if max(s1, c1) - min(s0, c0) > _YEARLESS_REACH:
        return None
    return spans[0], spans[1]


def _interval(a: Amount, span: tuple[float, float], slack: float = 0.0) -> _Interval:
    lo, hi = span
    if a.cmp == ">":
        return hi, _INF, True, False
    if a.cmp == ">=":
        return lo, _INF, False, False
    if a.cmp == "<":
        return -_INF, lo, False, True
    if a.cmp == "<=":
        return -_INF, hi, False, False
    return lo - slack, hi + slack, False, False


def _subset(s: _Interval, c: _Interval) -> bool:
    lo_ok = s[0] > c[0] or (s[0] == c[0] and (s[2] or not c[2]))
    hi_ok = s[1] < c[1] or (s[1] == c[1] and (s[3] or not c[3]))
    return lo_ok and hi_ok


def _apart(s: _Interval, c: _Interval) -> bool:
    if s[1] < c[0] or (s[1] == c[0] and (s[3] or c[2])):
        return True
    return s[0] > c[1] or (s[0] == c[1] and (s[2] or c[3]))


def _spans(src: Amount, claim: Amount) -> tuple[tuple[float, float], tuple[float, float]] | None:
    if src.q.kind in _CALENDAR:
        s, c = _days(src.q), _days(claim.q)
        if s is None and c is None:
            return _yearless_days(src.q, claim.q)
    else:
        s, c = _numeric(src.q), _numeric(claim.q)
    if s is None or c is None:
        return None
    return s, c


def tolerance(q: Amount) -> float:
    """How far a figure worked out from others may be from *q* and still be it:
    1% when *q* is approximate ("about £7.4 million"), else half its last digit."""
    return abs(q.q.value or 0.0) * 0.01 if q.cmp == "~" else (q.q.precision or 1.0) / 2


_OUT_OF_100 = re.compile(r"\sout\s+of\s+100$", re.IGNORECASE)


def _score_on_scale(src: Amount, claim: Amount) -> bool:
    """Whether the claim's "71 out of 100" (read as 71%) is the source's plain 71, as
    in "gives a weighted score out of 100 ... rates the album 71"."""
    return (
        claim.q.kind == "percent"
        and src.q.kind == "number"
        and claim.cmp is None
        and src.cmp is None
        and _OUT_OF_100.search(claim.q.text) is not None
        and src.q.unit is None
        and src.q.value == claim.q.value
    )


def entails(src: Amount, claim: Amount) -> bool:
    """Whether what *src* states is enough for what *claim* states."""
    if _score_on_scale(src, claim):
        return True
    if not qty.compatible(src.q, claim.q):
        return False
    if src.cmp == "~":
        # "about 30 minutes" states only itself: "about 30 minutes"
        return claim.cmp == "~" and qty.same_value(src.q, claim.q)
    if claim.cmp is None and src.cmp is None:
        if qty.same_value(src.q, claim.q):
            return True
        if claim.q.kind in _CALENDAR:
            if two_ended(claim):
                # "director from 1874 until 1925" is not stated by "founded in
                # 1874", nor "singles from 1986 to 2003" by "from 1986 to
                # 2002": a span's two ends are each a fact (see ``_figures._ends_stated``).
                return False
            return qty.contained_in(src.q, claim.q)  # "in 1937" <- "on May 27, 1937"
        # A point claim inside a source range ("300 mg" in "200 mg to 400 mg").
        # A range inside it is another range: "covers grades 1 to 4" is not
        # stated by "covering grades 1 to 5".
        return (
            src.q.value is None
            and (claim.q.low is None or claim.q.high is None)
            and qty.contained_in(claim.q, src.q)
        )
    if claim.cmp is None and src.cmp in (">=", "<=") and src.text.endswith(_RELEASES):
        # "software 11.4 or later" holds version 11.6 and 11.4 itself: a set
        # of releases, not a bound on one figure.
        mine, theirs = _release(claim.q.text), _release(src.q.text)
        return mine >= theirs if src.cmp == ">=" else mine <= theirs
    if claim.q.kind == "version":
        return False
    if age_in_scope(src, claim):
        # "Adults and children aged 12 and over may take two" is said of a
        # 15-year-old too.
        spans = _spans(src, claim)
        return spans is not None and _subset(_interval(claim, spans[1]), _interval(src, spans[0]))
    if src.cmp is None and claim.cmp in (">=", "<=") and qty.same_value(src.q, claim.q):
        return True  # "by 28 February" <- "as of 28 February"
    if claim.cmp == "<=" and claim.q.kind in _CALENDAR and _period_end(claim) and src.cmp is None:
        # "runs ... until 16 July" is not stated by "closes on 16 June": a
        # period's end is stated only by that end ("1988 until 2010" ends in 2010).
        if src.q.low is not None and src.q.high is not None:
            return src.q.high == claim.q.value
        return qty.contained_in(src.q, claim.q)
    if claim.cmp == ">=" and claim.q.kind in _CALENDAR and _period_start(claim):
        # "flew the route from 2012" is not stated by "took it over in 2021":
        # a period's start is stated only by the same start.
        return src.cmp in (None, ">=") and (
            qty.same_value(src.q, claim.q)
            or qty.contained_in(src.q, claim.q)  # "since 2019" <- "hired ... May 20, 2019"
            or (src.q.low is not None and src.q.low == claim.q.value)  # <- "from 2019 to 2023"
        )
    if same_kind_of_limit(src, claim):
        return qty.same_value(src.q, claim.q)
    if (
        claim.cmp in ("<=", ">=")
        and src.cmp is None
        and claim.q.kind not in _CALENDAR
        and src.q.low is not None
        and src.q.high is not None
        and src.q.low < src.q.high
        and claim.q.value is not None
    ):
        # "can freeze it for up to six months" is not stated by "for between
        # one and three months": the range's end is the limit.
        end = src.q.high if claim.cmp == "<=" else src.q.low
        return qty.same_value(dataclasses.replace(src.q, value=end, low=None, high=None), claim.q)
    if _deadlines_apart(src, claim):
        return False
    spans = _spans(src, claim)
    if spans is None:
        return False
    s_span, c_span = spans
    if claim.cmp == "~":
        if src.cmp is not None:
            return False
        rel = _rounding(claim.q)
        if c_span[0] != c_span[1]:
            # "roughly 37 to 50 miles" <- "60–80 km": each end near its own.
            return all(
                _subset((s, s, False, False), _near(c, rel))
                for s, c in zip(s_span, c_span, strict=True)
            )
        v = (c_span[0] + c_span[1]) / 2
        return _subset((s_span[0], s_span[1], False, False), _near(v, rel))
    return _subset(_interval(src, s_span), _interval(claim, c_span))


def two_ended(a: Amount) -> bool:
    """Whether *a* is a span of years written with both ends ("1874 until 1925",
    "1939–45"), not a decade ("the 1990s") or one year."""
    q = a.q
    return (
        q.kind == "year"
        and q.low is not None
        and q.high is not None
        and q.low < q.high
        and _TWO_YEARS.search(a.text) is not None
    )


_TWO_YEARS = re.compile(r"\d\D+\d")


def age_in_scope(src: Amount, claim: Amount) -> bool:
    """Whether *claim* is someone's age ("a 15-year-old") and *src* a band of ages or a bound."""
    return (
        claim.cmp is None
        and claim.q.value is not None
        and (src.cmp in ("<", "<=", ">", ">=") or src.q.value is None)
        and claim.text[-4:].lower() in ("-old", " old", "olds")
    )


# Which side a limit bounds: "up to 50 mL" bounds from above, as the source's
# "under 5 mL" does (a claim's "under" is often no limit: "just under four
# minutes").
_SIDE = {"<": -1, "<=": -1, ">": 1, ">=": 1}


def same_kind_of_limit(src: Amount, claim: Amount) -> bool:
    """Whether both state a limit the same way: "up to 22 kg" and "up to 25 kg".

    Two such limits name the same threshold, so they agree only when equal:
    a stroller "designed for children up to 22 kg" is not one for children
    up to 25 kg, though every weight under 22 kg is under 25 kg. Dates are
    such limits only as the ends of periods ("until 2028"), not as deadlines.
    """
    return (
        claim.cmp in ("<=", ">=")
        and _SIDE.get(src.cmp or "") == _SIDE[claim.cmp]
        and (claim.q.kind not in _CALENDAR or (_period_end(src) and _period_end(claim)))
        and qty.compatible(src.q, claim.q)
    )


def _deadlines_apart(src: Amount, claim: Amount) -> bool:
    """Whether two dates something is done by differ ("by 28 February", "by 31 March").

    What is met by 28 February is met by 31 March, but "returns must be
    filed by 31 March" misstates the duty of "filed by 28 February" (a
    return filed on 15 March is late), and "authors will be notified by 31
    March" the promise of "notified by 28 February" (on the written
    development sets every such claim was labelled wrong): neither entails
    the other, and ``_figures._check_quantities`` reads them as a conflict
    unless the sentence moves its day to the claim's ("by 2035, and may
    bring this forward to 2032").
    """
    return (
        claim.cmp == src.cmp == "<="
        and claim.q.kind in _CALENDAR
        and src.text[:3].lower() == claim.text[:3].lower() == "by "
        and not qty.same_value(src.q, claim.q)
    )


def _period_start(a: Amount) -> bool:
    """Whether *a* starts a period ("from 2012", "since March")."""
    return a.text[:6].lower().startswith(("from ", "since "))


def _period_end(a: Amount) -> bool:
    """Whether *a* ends a period ("until 2028"), not a deadline ("by 2028").

    A deadline met by 2028 is met by 2030; a contract extended until 2028 is
    not extended until 2030.
    """
    return a.text[:8].lower().startswith(("until ", "till ", "through ", "thru "))


def excludes(src: Amount, claim: Amount) -> bool:
    """Whether *src* and *claim* cannot both be true of the same thing."""
    if not qty.compatible(src.q, claim.q):
        return qty.unit_mismatch(src.q, claim.q)
    if same_kind_of_limit(src, claim):
        return not qty.same_value(src.q, claim.q)
    if src.cmp == "~" or age_in_scope(src, claim):
        # An age outside "children aged 5 to 11" is of someone the sentence
        # does not speak of.
        return False
    if claim.cmp is None and src.cmp is None:
        return qty.conflicts(claim.q, src.q)
    if claim.q.kind == "version":
        return False
    if src.cmp is None and claim.cmp in (">", "<") and qty.same_value(src.q, claim.q):
        return True  # "before 2 April" against "on 2 April"
    spans = _spans(src, claim)
    if spans is None:
        return False
    s_span, c_span = spans
    if claim.cmp == "~":
        v = (c_span[0] + c_span[1]) / 2
        return _apart(_interval(src, s_span), _near(v, 0.5))
    slack = 0.0
    if claim.cmp is None and claim.q.precision:
        slack = claim.q.precision / 2
    return _apart(_interval(src, s_span), _interval(claim, c_span, slack))


def _rounding(q: qty.Quantity) -> float:
    """How far off, relatively, an approximate figure may be: what its last written
    digit allows, from 1% to 5%.

    "about 81,000" is 81,000 give or take 1,000 (1.2%); "about 421,000" is not
    412,000, though "about 2,000" may be 1,950 and "nearly 50%" 48.7%.
    """
    value = q.value
    if value is None or not value or not q.precision:
        return 0.05
    steps = round(abs(value) / q.precision)
    unit = q.precision
    while steps and steps % 10 == 0:
        steps //= 10
        unit *= 10
    return min(0.05, max(0.01, unit / abs(value)))


def _near(v: float, rel: float) -> _Interval:
    d = abs(v) * rel
    return v - d, v + d, False, False


__all__ = [
    "COMPARATIVES",
    "Amount",
    "age_in_scope",
    "entails",
    "excludes",
    "family",
    "read",
    "same_kind_of_limit",
]
