"""Numbers, amounts, dates and measurements in English prose, compared by value.

The link check ``number_not_in_source`` and the lexical judge use this module
to ask "does the source state the figure the claim states?" without caring
how either side wrote it: ``$56.2bn`` and ``US$ 56.2 billion``, ``1.2 kg``
and ``1,200 grams``, ``May 27, 1937`` and ``1937-05-27`` compare equal. It
only reads and compares; deciding what a mismatch means is the caller's job.

What is extracted (:func:`extract_quantities`: text order, offsets into the
string passed in, ``text == original[start:end]``, cached per string):

- numbers: ``1,000``, ``1 000`` (no-break or thin space only), ``3.5``,
  ``-20``, ``−20``; scale words ``thousand``, ``million``, ``billion``,
  ``trillion``, ``hundred``, ``dozen``, ``crore`` (10^7), ``lakh`` (10^5) and
  ``k``, ``bn``, ``mn``, ``mln``, ``tn`` (the four long words also after a
  hyphen: "a 75-million-euro contract", "a $3-million loan"); number words ("seven",
  "twenty-one", "one hundred and five", "a dozen"). "sixty (60)" is one
  quantity. A bare "one" (and "a") is ignored unless a scale word or a unit
  follows ("one of the", "no one" are not numbers; "one million", "one
  hour", "one day" are).
- percent (``8%``, ``8 per cent``, ``eight percent``; value 8, unit
  ``percent``) and percentage points (``3 percentage points``, ``pp``,
  ``basis points``; unit ``pp``), which never compare equal to percent.
- money: ``$``, ``US$``, ``€``, ``£``, ``¥`` (read as JPY), ``₹``/``Rs``,
  ISO codes before or after, "dollars", "euros", "pounds sterling"...; value
  in the currency, scale words applied. ``$`` and "dollars" are USD.
  Pre-decimal British sums are pounds: "7 shillings" (0.35), "600 guineas"
  (630), "fourpence" and the other one-word sums (old pence, 1/240 of a
  pound), "half a crown", "seven shillings and sixpence", "£3 2s 6d";
  "a halfpenny" and "a farthing" are shares of a penny;
  "57s 4d" (shillings may pass 19 where no pounds come first);
  "4s", "6d" and "6¾d" alone only in a text that deals in old money (it
  names shillings or pence, writes a two-part sum, or gives two sums in
  pence), after what they price ("62s an acre") or shortly after a word of
  price ("raised the price ... from 38s to 42s", "fined 5s"), and never
  "the 40s", "in their 40s", "under-14s" or "40s warp"; "45 pence"
  and "45p" stay decimal, except "45 pence" in a text that deals in old
  money (``deals_in_old_money``), which is old pence.
- measures and durations, converted to one unit per dimension: mass ``g``,
  length ``m``, area ``m2``, volume ``l``, data ``b`` (bytes; KB/MB/GB/TB are
  decimal, KiB/MiB/GiB/TiB binary), speed ``km/h`` (mph converted), time
  ``s`` (seconds to weeks), calendar time ``month`` (months, years = 12,
  decades, centuries; never converted to days), temperature ``celsius`` and
  ``fahrenheit`` (kept as written, converted only to compare), angle ``deg``.
  A time, weight, length or volume may be written in two units ("3 lb 4 oz")
  or three ("4 cwt 2 qr 0 lb": the long hundredweight of 112 lb and its
  quarter of 28 lb); other measures never ("38 MW and 52 kW" are two figures).
  ``m`` after a number is metres, or million when the amount is money
  (``$1.5m``); ``M`` is always million. ``pounds`` is sterling in a text
  that speaks of money or not of weight ("owed 64 million pounds"), and mass
  before "of" and a thing that is not money ("pounds of king crab") or in a
  text of weights alone ("a 135-pound fighter"). ``s`` is seconds only after a space
  ("5 s"; "5s" is skipped), ``in`` inches only when glued ("12in", never
  "5 in the morning").
- dates: ``May 27, 1937``, ``27 May 1937``, ``27th of May``, ``Jan. 5``,
  ``May 1937``, ``1937-05-27`` (also with ``/`` or ``.``), ``2018-06``, and
  d/m/yyyy or m/d/yyyy only when one part is above 12 (others are skipped).
  ``date`` is ``(year, month, day)`` with None for what is not written.
- years: a bare 1000-2100 integer without separator, unit or currency is
  kind ``year`` (so "2019 employees" is a year: the rule is simple on
  purpose; write "2,019"). ``value`` is the year. Also ``2015–16``,
  ``1939 to 1945`` and decades ``1990s``, ``1990's`` as year ranges
  (low/high); "yyyy-nn" is a season when nn is the next year, else a month.
- durations in several units as one figure ("1 hour 52 minutes", "2 hours,
  18 minutes and 47 seconds"), and race times "2:21:37" (hours, minutes and
  seconds; never with am/pm).
- fractions in words: "two and a half hours", "seven and a quarter hours",
  "an hour and a half", "a quarter of an hour", "three-quarters of an hour",
  "half an hour", "a half-hour", "a quarter of a kilometre" (measures and
  durations only), "an hour and 15 minutes" as one figure, and "two and a
  half" before anything else as the number 2.5 ("two and a half times").
  "half the cost" is no figure.
- ordinals ``3rd``, ``21st``, ``third``, ``twenty-first``, ``first`` (not
  "at first", "first-hand").
- versions ``v2.3.1``, ``2.3.1`` and a number after "version", "Python",
  "iOS"...: kind ``version``, equal only to the same dotted digits.
- ranges: ``200 mg to 400 mg``, ``200–400 mg``, ``between 200 and 400 mg``,
  ``from -20 °C to 45 °C``, ``20 to 30 percent``, ``$5–10 million``: one
  quantity, unit and scale shared by both ends, ``value`` None, ``low`` <
  ``high``. Not a range: descending pairs (scores ``89–81``) and "from X to
  Y" after a verb of change ("rose from 8% to 40%").

Deliberately skipped: citation markers (``[1]``, ``[2, 3]``, ``[doc-17]``,
``(Passage 2)``, ``(source 3)``), list numbering at line start, lone ``(1)``,
identifiers (``COVID-19``, ``A380``, ``doc-17:4``, ``291Mc``, ``4G``),
phone numbers, clock times (``9:22 am``), bare fractions (``24/7``), URLs and
e-mail addresses, 2-digit years (``'69``, ``the 70s``, ``04/26/19``), date
ranges (``May 5–7``), "1 , 000" with spaces around the comma (tokenised
lists such as "85 , 86 , 87" look the same), gallons and tons (ambiguous),
"cents", kelvin, BC/AD. A score ``4.78/10`` or ``79/100`` keeps only the
numerator; other fractions are skipped.

How values compare:

- :func:`compatible`: same kind and dimension (bare numbers with bare
  numbers; money only in the same currency; ``percent`` vs ``pp`` no;
  ``s`` vs ``month`` no; Celsius and Fahrenheit yes; dates and years yes).
- :func:`same_value`: equal within relative 1e-9 after unit conversion, or
  equal up to rounding when the two are written to different precision and
  the coarser one has at least three significant digits: 3.14 = 3.1416,
  $56.2 billion = $56,213,000,000, but 56 billion != 56.2 billion and
  8% != 8.4%. Ranges are equal when both ends are. Calendar values are equal
  only at the same precision: ``1937`` = year 1937, not ``May 1937``.
- :func:`contained_in`: *a* lies in range *b* (ends included); for dates, the
  period *a* lies in the period *b* (``27 May 1937`` in ``May 1937``, in
  ``1937``, in ``May 27``, in ``1930s``).
- :func:`find_match`: a presence test ("does the source state this
  figure?"), so looser than :func:`same_value`: the first candidate that is
  the same value or a range containing the quantity, or, for a bare number,
  the same written number with a unit or currency ("56.2 billion" is found
  in "$56.2 billion", "30" in "30 days", and the other way round; "1,000"
  in "1000", which reads as a year, and the other way round). Dates go
  the other way: a date is found in a finer one ("in 1937" is stated by "on
  May 27, 1937"), never in a coarser one ("May 27, 1937" is not stated by
  "in 1937").
- :func:`conflicts`: compatible but no overlap (different values, a point
  outside a range, disjoint ranges, dates differing in a written field). The
  judge's "contradicted".
- :func:`unit_mismatch`: the same written number in two different units
  (30 days vs 30 hours, $5 vs €5, 3% vs 3 pp, 20 °C vs 20 °F). It says why
  two figures differ; with convertible units they also :func:`conflicts`.

Beyond the fields the callers use, :class:`Quantity` keeps ``factor`` (unit
to canonical unit, so ``value / factor`` is the number as written, with its
scale word), ``precision`` (the value of one unit in the last written digit,
canonical unit) and ``sig_digits``; they drive the rounding rule.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

__all__ = [
    "Quantity",
    "as_old_pence",
    "compatible",
    "conflicts",
    "contained_in",
    "deals_in_old_money",
    "extract_quantities",
    "find_match",
    "same_value",
    "unit_mismatch",
    "version_range_holding",
]


@dataclass(frozen=True, slots=True)
class Quantity:
    """One figure found in a text; see the module docstring for the rules."""

    kind: str
    """number, percent, money, date, year, measure, duration, ordinal or version."""
    value: float | None
    """Value in the canonical unit; None for dates, versions and ranges."""
    unit: str | None
    """Canonical unit (USD, percent, pp, g, m, s, month, celsius...); None if bare."""
    dimension: str | None
    """currency, percent, percentage_point, mass, length, time, calendar_time, date..."""
    date: tuple[int | None, int | None, int | None] | None
    """(year, month, day) for kinds date and year, None where not written."""
    low: float | None
    """Lower end of a range (value is then None)."""
    high: float | None
    """Upper end of a range."""
    start: int
    """Offset of the first character in the text passed in."""
    end: int
    """Offset after the last character (half-open)."""
    text: str
    """The text as written, ``original[start:end]``."""
    factor: float = 1.0
    """Canonical units per written unit (1000 for km); value / factor = as written."""
    precision: float | None = None
    """One unit of the last written digit, in the canonical unit (0.1 for 3.5)."""
    sig_digits: int = 0
    """Significant digits as written (3 for 56.2, 4 for 1,300)."""


# --- word tables -------------------------------------------------------------

_SMALL = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9,
}  # fmt: skip
_TEENS = {
    "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
    "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
}  # fmt: skip
# Number words below twenty, for readers of counts ("four of its eleven shops").
SMALL_NUMBER_WORDS = {**_SMALL, **_TEENS}
_TENS = {
    "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
    "eighty": 80, "ninety": 90,
}  # fmt: skip
_BIG = {"thousand": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12}
_ORDINALS = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
    "eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13,
    "fourteenth": 14, "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18,
    "nineteenth": 19, "twentieth": 20, "thirtieth": 30, "fortieth": 40, "fiftieth": 50,
    "sixtieth": 60, "seventieth": 70, "eightieth": 80, "ninetieth": 90, "hundredth": 100,
    "thousandth": 1000, "millionth": 10**6,
}  # fmt: skip
_MONTHS = {
    "jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6, "jul": 7, "aug": 8,
    "sep": 9, "oct": 10, "nov": 11, "dec": 12,
}  # fmt: skip
# Words after which a number is a version, and letter prefixes a hyphenated
# number may follow without becoming an identifier ("mid-2019", not "COVID-19").
_VERSION_WORDS = frozenset(
    "version ver ver. v. release rev rev. revision python java node node.js php perl ruby rust "
    "ios ipados macos android ubuntu debian fedora windows django gcc clang llvm kernel "
    "firefox chrome unicode http tls".split()
)
_HYPHEN_PREFIXES = frozenset(
    "mid pre post early late circa ca c around about approx over under top sub non then "
    "almost nearly some".split()
)

# --- units ---------------------------------------------------------------------
GRAMS_PER_POUND = 453.59237
"""Grams in one pound of weight (the avoirdupois pound)."""
# (kind, canonical unit, dimension, factor, case-sensitive symbols, case-insensitive words)
_UNIT_TABLE: tuple[tuple[str, str, str, float, str, str], ...] = (
    ("percent", "percent", "percent", 1, "%", "percent|per cent|pct"),
    ("percent", "pp", "percentage_point", 1, "pp|p.p.",
     "percentage points|percentage point|percent points|per cent points"),
    ("percent", "pp", "percentage_point", 0.01, "", "basis points|basis point"),
    ("measure", "g", "mass", 1e-6, "µg|μg|mcg", "micrograms|microgram"),
    ("measure", "g", "mass", 1e-3, "mg", "milligrams|milligram|milligrammes"),
    ("measure", "g", "mass", 1, "g", "grams|gram|grammes|gramme"),
    ("measure", "g", "mass", 1e3, "kg", "kilograms|kilogram|kilogrammes|kilos|kilo|kgs"),
    ("measure", "g", "mass", 1e6, "t", "tonnes|tonne|metric tons|metric ton"),
    ("measure", "g", "mass", GRAMS_PER_POUND, "lb|lbs", "pounds|pound"),
    ("measure", "g", "mass", 28.349523125, "oz", "ounces|ounce"),
    # A rider's or a horse's weight in stones and pounds: "12 st 2 lb".
    ("measure", "g", "mass", 6350.29318, "st", "stones|stone"),
    # A bell's or a load's weight: "4 cwt 2 qr 0 lb" (the long hundredweight of
    # 112 lb, its quarter of 28 lb).
    ("measure", "g", "mass", 50802.34544, "cwt", "hundredweights|hundredweight"),
    ("measure", "g", "mass", 12700.58636, "qr|qrs", ""),
    ("measure", "m", "length", 1e-9, "nm", "nanometres|nanometers|nanometre|nanometer"),
    ("measure", "m", "length", 1e-6, "µm|μm", "micrometres|micrometers|microns|micron"),
    ("measure", "m", "length", 1e-3, "mm", "millimetres|millimeters|millimetre|millimeter"),
    ("measure", "m", "length", 1e-2, "cm", "centimetres|centimeters|centimetre|centimeter"),
    ("measure", "m", "length", 1, "m", "metres|meters|metre|meter"),
    ("measure", "m", "length", 1e3, "km", "kilometres|kilometers|kilometre|kilometer|kms"),
    ("measure", "m", "length", 1609.344, "mi", "miles|mile"),
    ("measure", "m", "length", 1852, "", "nautical miles|nautical mile"),
    ("measure", "m", "length", 0.3048, "ft", "feet|foot"),
    ("measure", "m", "length", 0.0254, "in", "inches|inch"),
    ("measure", "m", "length", 0.9144, "yd", "yards|yard"),
    ("measure", "m", "length", 201.168, "", "furlongs|furlong"),
    # A horse's height in hands and inches ("16.2hh" is 16 hands 2 inches), kept
    # as written: it is compared only with other heights in hands.
    ("measure", "hh", "horse_height", 1, "hh", "hands high"),
    ("measure", "m2", "area", 1e-6, "mm²|mm2|sq mm",
     "square millimetres|square millimeters|square millimetre|square millimeter"),
    ("measure", "m2", "area", 1e-4, "cm²|cm2|sq cm",
     "square centimetres|square centimeters|square centimetre|square centimeter"),
    ("measure", "m2", "area", 1, "m²|m2|sq m", "square metres|square meters|square metre"),
    ("measure", "m2", "area", 1e6, "km²|km2|sq km",
     "square kilometres|square kilometers|square kilometre|square kilometer"),
    ("measure", "m2", "area", 2589988.110336, "mi²|sq mi", "square miles|square mile"),
    ("measure", "m2", "area", 0.09290304, "ft²|sq ft", "square feet|square foot"),
    ("measure", "m2", "area", 1e4, "ha", "hectares|hectare"),
    ("measure", "m2", "area", 4046.8564224, "", "acres|acre"),
    ("measure", "l", "volume", 1e-3, "ml|mL", "millilitres|milliliters|millilitre|milliliter"),
    ("measure", "l", "volume", 1e-2, "cl|cL", "centilitres|centiliters"),
    ("measure", "l", "volume", 0.1, "dl|dL", "decilitres|deciliters"),
    ("measure", "l", "volume", 1, "l|L", "litres|liters|litre|liter"),
    ("measure", "l", "volume", 1e3, "m³|m3", "cubic metres|cubic meters|cubic metre"),
    ("measure", "l", "volume", 1e6, "", "megalitres|megaliters|megalitre|megaliter"),
    ("measure", "l", "volume", 28.316846592, "cu ft|ft³", "cubic feet|cubic foot"),
    ("measure", "l", "volume", 764.554857984, "cu yd|yd³", "cubic yards|cubic yard"),
    # Gallons and pints differ between the imperial and the US measure, so each
    # is kept as written and compared only with itself.
    ("measure", "gal", "gallon_volume", 1, "gal", "gallons|gallon"),
    ("measure", "pt", "pint_volume", 1, "", "pints|pint"),
    ("measure", "b", "data", 1, "", "bytes|byte"),
    ("measure", "b", "data", 1e3, "kB|KB", "kilobytes|kilobyte"),
    ("measure", "b", "data", 1e6, "MB", "megabytes|megabyte"),
    ("measure", "b", "data", 1e9, "GB", "gigabytes|gigabyte"),
    ("measure", "b", "data", 1e12, "TB", "terabytes|terabyte"),
    ("measure", "b", "data", 1e15, "PB", "petabytes|petabyte"),
    ("measure", "b", "data", 1024, "KiB", "kibibytes"),
    ("measure", "b", "data", 1024**2, "MiB", "mebibytes"),
    ("measure", "b", "data", 1024**3, "GiB", "gibibytes"),
    ("measure", "b", "data", 1024**4, "TiB", "tebibytes"),
    ("measure", "km/h", "speed", 1, "km/h|km/hr|kmh|kph",
     "kilometres per hour|kilometers per hour|kilometres an hour|kilometers an hour"),
    ("measure", "km/h", "speed", 1.609344, "mph", "miles per hour|miles an hour"),
    ("measure", "km/h", "speed", 3.6, "m/s", "metres per second|meters per second"),
    ("measure", "km/h", "speed", 1.852, "", "knots"),
    ("measure", "celsius", "temperature", 1, "°C|° C|ºC|℃",
     "degrees celsius|degree celsius|degrees centigrade|degrees c|deg c|celsius"),
    ("measure", "fahrenheit", "temperature", 1, "°F|° F|ºF|℉",
     "degrees fahrenheit|degree fahrenheit|degrees f|deg f|fahrenheit"),
    ("measure", "deg", "angle", 1, "°", "degrees|degree"),
    ("measure", "Pa", "pressure", 1e5, "bar", ""),
    ("measure", "Pa", "pressure", 100, "mbar|hPa", "millibars|millibar|hectopascals"),
    ("measure", "Pa", "pressure", 1e3, "kPa", "kilopascals|kilopascal"),
    ("measure", "Pa", "pressure", 6894.757293168, "psi|PSI", "pounds per square inch"),
    ("measure", "J", "energy", 1e3, "kJ", "kilojoules|kilojoule"),
    ("measure", "J", "energy", 4184, "kcal", "kilocalories|kilocalorie|calories|calorie"),
    ("measure", "J", "energy", 3600, "Wh", "watt-hours|watt-hour|watt hours|watt hour"),
    ("measure", "J", "energy", 3.6e6, "kWh", "kilowatt-hours|kilowatt-hour|kilowatt hours"
     "|kilowatt hour"),
    ("measure", "J", "energy", 3.6e9, "MWh", "megawatt-hours|megawatt-hour|megawatt hours"),
    ("measure", "W", "power", 1, "W", "watts|watt"),
    ("measure", "W", "power", 1e3, "kW", "kilowatts|kilowatt"),
    ("measure", "W", "power", 1e6, "MW", "megawatts|megawatt"),
    ("duration", "s", "time", 1e-3, "ms", "milliseconds|millisecond"),
    ("duration", "s", "time", 1, "s", "seconds|second|secs|sec"),
    ("duration", "s", "time", 60, "", "minutes|minute|mins|min"),
    ("duration", "s", "time", 3600, "h", "hours|hour|hrs|hr"),
    ("duration", "s", "time", 86400, "", "days|day"),
    ("duration", "s", "time", 604800, "", "weeks|week|wks|wk"),
    ("duration", "s", "time", 1209600, "", "fortnights|fortnight"),
    ("duration", "month", "calendar_time", 1, "", "months|month"),
    ("duration", "month", "calendar_time", 12, "", "years|year|yrs|yr"),
    ("duration", "month", "calendar_time", 120, "", "decades|decade"),
    ("duration", "month", "calendar_time", 1200, "", "centuries|century"),
    ("money", "USD", "currency", 1, "USD|US$|€USD",
     "dollars|dollar|us dollars|u.s. dollars|american dollars"),
    ("money", "EUR", "currency", 1, "EUR|€", "euros|euro"),
    ("money", "GBP", "currency", 1, "GBP", "pounds sterling|sterling|british pounds"),
    ("money", "JPY", "currency", 1, "JPY", "yen|japanese yen"),
    ("money", "CNY", "currency", 1, "CNY|RMB", "yuan|renminbi|chinese yuan"),
    ("money", "INR", "currency", 1, "INR", "rupees|rupee|indian rupees"),
    ("money", "CHF", "currency", 1, "CHF", "swiss francs|swiss franc"),
    ("money", "CAD", "currency", 1, "CAD", "canadian dollars"),
    ("money", "AUD", "currency", 1, "AUD", "australian dollars"),
    # Pre-decimal British money, in pounds: 20 shillings or 240 old pence to the pound.
    ("money", "GBP", "currency", 0.05, "", "shillings|shilling"),
    ("money", "GBP", "currency", 1.05, "", "guineas|guinea"),
)  # fmt: skip
_CURRENCY_CODES = (
    "USD EUR GBP JPY CNY RMB INR CHF CAD AUD NZD HKD SGD SEK NOK DKK KRW BRL MXN RUB ZAR PLN"
).split()
_CURRENCY_PREFIX = {
    "$": "USD", "US$": "USD", "U.S.$": "USD", "A$": "AUD", "AU$": "AUD", "C$": "CAD",
    "CA$": "CAD", "NZ$": "NZD", "HK$": "HKD", "S$": "SGD", "R$": "BRL", "€": "EUR",
    "£": "GBP", "¥": "JPY", "₹": "INR", "Rs": "INR", "Rs.": "INR", "₩": "KRW", "₽": "RUB",
    "RMB": "CNY",
}  # fmt: skip

_Unit = tuple[str, str, str, float]
_UNITS_CS: dict[str, _Unit] = {}
_UNITS_CI: dict[str, _Unit] = {}
for _kind, _unit, _dim, _factor, _cs, _ci in _UNIT_TABLE:
    for _s in filter(None, _cs.split("|")):
        _UNITS_CS[_s] = (_kind, _unit, _dim, float(_factor))
    for _s in filter(None, _ci.split("|")):
        _UNITS_CI[_s] = (_kind, _unit, _dim, float(_factor))
for _c in _CURRENCY_CODES:
    _UNITS_CS.setdefault(_c, ("money", "CNY" if _c == "RMB" else _c, "currency", 1.0))


def _trie(words: Iterable[str]) -> str:
    """A regex matching any of *words*, longest first, shaped as a trie.

    Python's re tries alternatives one by one; a trie only walks the branch
    that fits, which is what keeps scanning every chunk cheap.
    """
    root: dict[str, dict] = {}
    for w in words:
        node = root
        for ch in w:
            node = node.setdefault(ch, {})
        node[""] = {}

    def emit(node: dict[str, dict]) -> str:
        end = "" in node
        alts = [
            ("[ \\t\\u00a0]+" if ch == " " else re.escape(ch)) + emit(child)
            for ch, child in sorted(node.items())
            if ch
        ]
        if not alts:
            return ""
        if end:
            return "(?:" + "|".join(alts) + "|)"  # optional: see _MONTH
        return alts[0] if len(alts) == 1 else "(?:" + "|".join(alts) + ")"

    return emit(root)


_SP = "[ \t\u00a0\u2009\u202f]"  # a space inside one quantity (no line break)
_SCALE_WORDS = {
    "thousand": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12, "hundred": 1e2,
    "dozen": 12.0, "bn": 1e9, "bln": 1e9, "mn": 1e6, "mln": 1e6, "tn": 1e12,
    "couple": 2.0, "brace": 2.0, "crore": 1e7, "crores": 1e7, "lakh": 1e5, "lakhs": 1e5,
}  # fmt: skip
_SCALE_LETTERS = {"k": 1e3, "K": 1e3, "m": 1e6, "M": 1e6, "b": 1e9, "B": 1e9}
_CURRENCY_SYMBOLS = "$€£¥₹₩₽"

# The first digit stands before the alternatives ("[0-9]{1,3}" written as
# "[0-9][0-9]{0,2}") so that searching for a number skips non-digits at C speed.
_NUMBER = re.compile(
    r"(?P<num>[0-9](?:[0-9]{0,2}(?:,[0-9]{3})+(?![0-9])|[0-9]{0,2}(?:[\u00a0\u2009\u202f][0-9]{3})+"
    r"(?![0-9])|[0-9]*))(?P<frac>\.[0-9]+)?"
)
# Optional groups are written "(?:...|)" rather than "(?:...)?" in the patterns
# that run at every figure: the same matches, but re tries an alternative
# faster than it runs a repeat.
_MONTH = (
    r"(?:Jan(?:uary|\.|)|Feb(?:ruary|\.|)|Mar(?:ch|\.|)|Apr(?:il|\.|)|May|Jun(?:e|\.|)|Jul(?:y|\.|)"
    r"|Aug(?:ust|\.|)|Sep(?:t(?:ember|\.|)|\.|)|Oct(?:ober|\.|)|Nov(?:ember|\.|)"
    r"|Dec(?:ember|\.|))(?![A-Za-z])"
)
_YEAR = r"(?:1[0-9]{3}|20[0-9]{2})(?![0-9])(?!,[0-9]{3})"
_DAY = r"(?:[12][0-9]|3[01]|0?[1-9])(?:st|nd|rd|th|)(?![\w])"
_ISO = re.compile(
    r"(?P<y>[12][0-9]{3})(?P<s>[-./])(?P<m>[01]?[0-9])(?P=s)(?P<d>[0-3]?[0-9])(?![\w-]|\.[0-9])"
)
_NUMDATE = re.compile(
    r"(?P<a>[0-9]{1,2})(?P<s>[/.])(?P<b>[0-9]{1,2})(?P=s)(?P<y>[0-9]{4}|[0-9]{2})(?![\w/]|\.[0-9])"
)
_DMY = re.compile(
    rf"(?P<d>{_DAY}){_SP}+(?:of{_SP}+|)(?P<m>{_MONTH})(?:{_SP}*,?{_SP}*(?P<y>{_YEAR})|)"
)
_MONTH_BEFORE = re.compile(rf"(?<![\w])(?P<m>{_MONTH}),?{_SP}+$")
_DAY_YEAR = re.compile(rf"(?P<d>{_DAY})(?:{_SP}*,?{_SP}*(?P<y>{_YEAR})|)|(?P<yy>{_YEAR})")
_VERSION_DOTS = re.compile(r"[0-9]+(?:\.[0-9]+){2,}(?![\w]|\.[0-9])")
_VERSION_V = re.compile(r"[0-9]+(?:\.[0-9]+)*(?![\w]|\.[0-9])")
_PHONE = re.compile(
    r"(?:\+[0-9]{1,3}[ .-]?)?(?:\([0-9]{2,4}\) ?|[0-9]{3}[.-])[0-9]{3}[.-][0-9]{4}(?![0-9])"
    r"|\+[0-9]{1,3}(?:[ .-][0-9]{1,4}){2,5}(?![0-9])"
    r"|0[0-9]{2,4} [0-9]{3,4} [0-9]{3,4}(?![0-9])"
)
_CUR_BEFORE = re.compile(
    r"(?<![A-Za-z])(?:(?<![\w.,])(?P<sign0>[-−]))?"
    r"(?P<cur>(?:US|U\.S\.|AU|CA|NZ|HK) ?\$|[ACSR]?\$|[€£¥₹₩₽]|Rs\.?"
    rf"|{'|'.join(_CURRENCY_CODES)}) ?(?P<sign>[-−])?$"
)
_TIME_AFTER = re.compile(
    r":[0-9]{1,2}(?::[0-9]{2})?(?: ?(?:[ap]\.m\.|[AP]\.M\.|[ap]m|[AP]M)(?![A-Za-z]))?"
    r"| ?(?:[ap]\.m\.|[AP]\.M\.|[ap]m|[AP]M)(?![A-Za-z])"
)
_MONTH_INITIAL = re.compile("[JFMASOND]")  # a cheap gate for _MONTH_BEFORE
_RATING = re.compile(r" ?/ ?(?:10|100)(?![\w.])")
_PAREN = re.compile(r"\s*\(\s*([0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(\.[0-9]+)?\s*\)")
_ENUM_AFTER = re.compile(r"\s*\)")
_SCALE = re.compile(
    r"[ \u00a0]?(?P<sw>thousand|million|billion|trillion|bn|bln|mn|mln|tn|crores?|lakhs?"
    r"|hundred|dozen|couple|brace)(?![a-z])|(?P<sl>[kmb])(?![a-z0-9])"
)
_HYPHEN_SCALE = re.compile(r"(?P<sw>thousand|million|billion|trillion)(?![a-z])")
_SCALE_WORD_INITIALS = "tmbcldh"  # thousand, million, billion, crore, lakh, dozen, hundred
_SCALE_INITIALS = "tmbcldhk"
_UNIT = re.compile(
    rf"(?P<sep>{_SP}|-|)(?P<u>{_trie([*(s.lower() for s in _UNITS_CS), *_UNITS_CI])})"
    r"(?![a-z0-9])"
)
# A word after "stone" that makes it what a thing is made of, not a weight.
_STONE_NOUN = re.compile(r" (?!and |or |of |in |to |at |for |with )[a-z]")
_PENCE = re.compile(r"(?:p|(?P<sep>[ \u00a0]?)pence)(?![\w'\u2019])")
_VIDEO_LINES = frozenset({240.0, 360.0, 480.0, 576.0, 720.0, 1080.0, 1440.0, 2160.0, 4320.0})
_ORD_SUFFIX = re.compile(r"(?:st|nd|rd|th)(?![A-Za-z0-9])")
_DECADE = re.compile(r" ?['’]?s(?![A-Za-z0-9])")
_TOKEN_REST = re.compile(r"[\w:./-]*")
# ("couple" and "brace" count hounds and game in twos: "56 couple", "eleven brace")
_NUMBER_WORD = _trie(
    [*_SMALL, *_TEENS, *_TENS, "hundred", *_BIG, "dozen", "couple", "brace", *_ORDINALS]
)
_ONE_WORD = rf"(?:{_NUMBER_WORD})(?![a-z])"
# A run of number words after one other character (no group: the run is the
# match less its first character, and a group would cost at every attempt).
_WORDS = re.compile(
    rf"[^a-z0-9](?:an?[ \t\n]+(?=(?:hundred|thousand|million|billion|trillion|dozen)\b)|)"
    rf"{_ONE_WORD}(?:(?:[ \t\n]+and[ \t\n]+|[ \t\n-]+){_ONE_WORD})*"
)
_WORD = re.compile(r"[a-z]+")
# A number word that is the numerator of a fraction: "two-thirds", "three fifths".
_NUMERATOR = re.compile(r"[ \t-](?:third|quarter|fifth|sixth|seventh|eighth|ninth|tenth)s(?![a-z])")
_BETWEEN_BEFORE = re.compile(r"\bbetween\s*$", re.IGNORECASE)
_FROM_BEFORE = re.compile(r"\bfrom\s*$", re.IGNORECASE)
_CHANGE_VERB_SOURCE = (
    r"\b(?:rose|rise[sn]?|rising|increas\w*|decreas\w*|fell|fall(?:s|en|ing)?|dropp?\w*"
    r"|grew|grow\w*|declin\w*|climb\w*|jump\w*|went|gone|going|goes|cut\w*|rais\w*|reduc\w*"
    r"|lower\w*|boost\w*|expand\w*|shr[aiu]nk\w*|slid\w*|slipp?\w*|surg\w*|soar\w*|plung\w*"
    r"|plummet\w*|doubl\w*|tripl\w*|halv\w*|chang\w*|revis\w*|extend\w*|shorten\w*|improv\w*"
    r"|moved?|moving|upgrad\w*|downgrad\w*|widen\w*|narrow\w*|gain\w*|lost|los[ei]\w*|up|down"
    r"|hik\w*|adjust\w*|push\w*|brought|bump\w*)\b(?:[^.;:!?]|(?<=\d)\.(?=\d))*$"
)  # a decimal point ("£27.50") does not end the clause
_CHANGE_VERB = re.compile(_CHANGE_VERB_SOURCE, re.IGNORECASE)
# The same over the lower-case text, five times faster: without IGNORECASE, re
# rejects most alternatives on their first letter. The two agree except on
# "ı", "ſ" and "İ", which IGNORECASE matches to "i" and "s" but lower() keeps.
_CHANGE_VERB_LOWER = re.compile(_CHANGE_VERB_SOURCE)
_CASE_ODD = re.compile("[ıſİ]")
# The second year of "2022/23".
_SLASH_SEASON = re.compile(r"/([0-9]{2})(?![0-9/])")
_RANGE_GAP = re.compile(
    r"[ \t\u00a0]*(?:(?P<dash>[-–—‒])|(?P<word>to|through|thru|and|until|till))[ \t\u00a0]*"
)
# What _RANGE_GAP allows between its optional spaces (a cheap test before it runs).
_GAP_TOKENS = frozenset(("-", "–", "—", "‒", "to", "through", "thru", "and", "until", "till"))
_SEPARATORS = str.maketrans("", "", ",\u00a0\u2009\u202f")

# Spans that look numeric but are not figures of the claim.
_KW = (
    r"(?:passage|source|src|doc|document|chunk|ref|reference|citation|cite|context|excerpt"
    r"|snippet|result|evidence|id)"
)
_ID = r"[\w:.#/-]*[0-9][\w:.#/-]*"
_ID_LIST = rf"(?:(?i:{_KW})s?\s*[#:]?\s*)?{_ID}(?:\s*(?:[,;&–-]|and)\s*(?:(?i:{_KW})s?\s*)?{_ID})*"
_MASK_BRACKET = re.compile(rf"\[\s*\^?\s*{_ID_LIST}\s*\]|【[^】]{{0,30}}】")
_MASK_PAREN = re.compile(
    rf"\(\s*(?:(?i:see)\s+)?(?i:{_KW})s?\s*[#:]?\s*{_ID}"
    rf"(?:\s*(?:[,;&]|and)\s*(?:(?i:{_KW})s?\s*)?{_ID})*\s*\)|\(\s*[A-Za-z]+[-_:][0-9][\w:.-]*\s*\)"
)
# URLs are "(?:https?://|www\.)\S+", searched as two patterns: each has a
# literal prefix that re finds at C speed, where the one pattern would try
# every "h" and "w" of the text.
_MASK_URL_HTTP = re.compile(r"https?://\S+")
_MASK_URL_WWW = re.compile(r"www\.\S+")
_MASK_EMAIL = re.compile(r"[\w.+-]+@[\w-]+\.[\w.]+")
_MASK_KW = re.compile(r"(?:passage|chunk|snippet|excerpt)s?\s*#?\s*[0-9]+")
_LIST_NUMBER = r"[ \t]*(?:[-*•][ \t]+)?(?:[0-9]{1,3}[.)]|\([0-9]{1,3}\))(?=[ \t])"
_MASK_LIST = re.compile(rf"(?:^|\n){_LIST_NUMBER}")
# The same after the first character, where "^" cannot match: the line break
# alone leads, which re finds at C speed instead of trying "^" everywhere.
_MASK_LIST_LINE = re.compile(rf"\n{_LIST_NUMBER}")


class _Num:
    """A number being read: value so far and what was written around it."""

    __slots__ = (
        "currency", "digits", "end", "entry", "factor", "is_word", "scale", "scaled", "sig",
        "start", "step", "value", "weak", "year_like",
    )  # fmt: skip

    def __init__(self, start: int, end: int, value: float, step: float, sig: int) -> None:
        self.start = start
        self.end = end
        self.value = value  # signed and scaled, before unit conversion
        self.step = step
        self.sig = sig
        self.scale = 1.0
        self.scaled = False
        self.currency: str | None = None
        self.entry: _Unit | None = None
        self.factor = 1.0
        self.is_word = False
        self.weak = False
        self.year_like = False
        self.digits = 0


# --- extraction ----------------------------------------------------------------


class _QuantityBuilder:
    """Quantity's slot layout without its frozen ``__setattr__``.

    ``Quantity(...)`` runs the frozen dataclass ``__init__`` (one
    ``object.__setattr__`` per field). :func:`_new_quantity` fills one of these
    with plain attribute stores and then retypes it as a Quantity, which Python
    allows between classes of the same slot layout: the same object, built in
    a third of the time.
    """

    __slots__ = Quantity.__slots__


def _new_quantity(
    kind: str,
    value: float | None,
    unit: str | None,
    dimension: str | None,
    date: tuple[int | None, int | None, int | None] | None,
    low: float | None,
    high: float | None,
    start: int,
    end: int,
    text: str,
    factor: float = 1.0,
    precision: float | None = None,
    sig_digits: int = 0,
) -> Quantity:
    """``Quantity(...)`` with the same arguments, faster."""
    q: Any = object.__new__(_QuantityBuilder)
    q.kind = kind
    q.value = value
    q.unit = unit
    q.dimension = dimension
    q.date = date
    q.low = low
    q.high = high
    q.start = start
    q.end = end
    q.text = text
    q.factor = factor
    q.precision = precision
    q.sig_digits = sig_digits
    q.__class__ = Quantity
    return q


def extract_quantities(text: str, old_money: bool = False) -> list[Quantity]:
    """All quantities in *text*, in text order (see the module docstring).

    With *old_money*, "4s" and "6d" written alone are shillings and old pence
    even where *text* itself gives no sign that it deals in them: a claim
    about a text that does ("recaning 31 chairs at 3s a chair").
    """
    return list(_extract(text, old_money))


@lru_cache(maxsize=8192)
def _extract(text: str, old_money: bool = False) -> tuple[Quantity, ...]:
    work, low = _masked(text)
    items: list[Quantity | _Num] = []
    pos = 0
    search = _NUMBER.search
    append = items.append
    only_quantities = True  # no number left to read as a point or a range end
    while (m := search(work, pos)) is not None:
        item, pos = _read_at(text, work, low, m)
        if item is not None:
            append(item)
            if type(item) is _Num:
                only_quantities = False
    word_items: list[Quantity | _Num] = []
    whole: set[tuple[int, int]] = set()  # "an hour" of "an hour and 15 minutes"
    if (
        "half" in low
        or "quarter" in low
        or (" and " in low and any(w in low for w in _WHOLE_UNIT_AND))
    ):
        for num, joining in _fraction_phrases(low):
            word_items.append(num)
            if joining:
                whole.add((num.start, num.end))
    if "noon" in low or "midday" in low or "midnight" in low:
        word_items += _clock_words(text, low)
    if "o'clock" in low or (("past " in low or " to " in low) and _CLOCK_CUE.search(low)):
        word_items += _clock_phrases(text, low)
    if _SHARE_WORD.search(low):
        word_items += _shares(low)
    if " in " in low or " out of " in low:
        word_items += _odds(low)
    if (
        "pence" in low
        or "crown" in low
        or "shilling" in low
        or "guinea" in low
        or "sovereign" in low
        or "penny" in low
        or "farthing" in low
        or SHORT_OLD_MONEY.search(low)
    ):
        word_items += _old_pence(low)
        word_items += _lone_old_money(text, low, old_money)
    if "twice " in low or "thrice " in low:
        word_items += [
            _new_quantity("number", _HOW_OFTEN[m[1]], None, None, None, None, None, m.start(),
                          m.end(), text[m.start() : m.end()], 1.0, 1.0, 1)
            for m in _HOW_OFTEN_WORD.finditer(low)
        ]  # fmt: skip
    if "debut " in low:
        word_items += [
            _new_quantity("ordinal", 1.0, None, None, None, None, None, m.start(), m.end(),
                          text[m.start() : m.end()], 1.0, 1.0, 1)
            for m in _DEBUT.finditer(low)
        ]  # fmt: skip
    spaced = " " + low
    pos = 0
    while (m := _WORDS.search(spaced, pos)) is not None:
        item, end = _read_words(text, work, low, m.start(), m.end() - 1)
        pos = end + 1
        if item is not None:
            word_items.append(item)
    if word_items:
        items = _without_overlaps(sorted(items + word_items, key=lambda q: (q.start, -q.end)))
    elif only_quantities:
        return tuple(items)  # type: ignore[arg-type]
    found = _compounds(text, _finish(text, work, low, items))
    if whole:
        # A whole unit read only to join the figure after it ("an hour and 15
        # minutes"); alone it is no figure ("once a day and 3 times a week").
        found = [q for q in found if (q.start, q.end) not in whole]
    if "pound" in low:
        found = _pounds_as_money(text, low, found)
    if " a dozen" in low or " a score" in low or " a gross" in low or " a hundred" in low:
        found = _without_per_counts(text, found)
    return tuple(_day_ranges(text, found))


def _without_per_counts(text: str, found: list[Quantity]) -> list[Quantity]:
    """*found* without the count that a figure right before it is given for: "10
    shillings a dozen", "2s for a dozen heads" and "11 shillings a hundred" are
    rates per dozen or hundred, with no twelve or hundred of anything."""
    return [
        q
        for q in found
        if not (_PER_COUNT.fullmatch(q.text) and _FIGURE_BEFORE.search(text, 0, q.start))
    ]


# "a dozen", "a score", "a gross", "a hundred" after a figure: the count that
# figure is for.
_PER_COUNT = re.compile(r"an? (?:dozen|score|gross|hundred)", re.IGNORECASE)
_FIGURE_BEFORE = re.compile(
    r"(?:\d[\d,.]*[¼½¾]?[a-z%]{1,3}|[£$€]\d[\d,.]*|\bpence|\bshillings?|\bpounds?|\bguineas?"
    r"|\bdollars?|\bcents?|\beuros?)"
    r"\s+(?:for\s+)?$",
    re.IGNORECASE,
)


# Words that make "pounds" in a text sterling, or a weight.
_MONEY_CUE = re.compile(
    r"£|\bpence\b|\d\s?p\b|\bsterling\b|\bGBP\b|\b(?:pa(?:y|ys|id|ying|yment|yments)"
    r"|costs?|costing|price[sd]?|fees?|fine[sd]?|charge[sd]?|ow(?:e|ed|es|ing)|debts?|worth"
    r"|salar(?:y|ies)|budgets?|fund\w*|grants?|award\w*|damages|bought|buy\w*|sold|sell\w*"
    r"|spen[dt]\w*|raised?|loans?|borrow\w*|lend\w*|lent|income|revenues?|profits?|tickets?"
    r"|fares?|compensat\w*|refund\w*|deposits?|rents?|wages?|donat\w*|invest\w*|tax\w*"
    r"|bonus\w*|pensions?|prizes?|cheques?|bank\w*|afford\w*|settle\w*|insur\w*|bills?"
    r"|bid|bids|auction\w*|valued|savings|earn\w*|charit\w*|cash|money)\b",
    re.IGNORECASE,
)
_MASS_CUE = re.compile(
    r"\b(?:weigh\w*|heav(?:y|ier|iest)|light(?:er|est)|lbs?|kg|kilo\w*|ounces?|oz"
    r"|tons?|tonnes?|(?:milli)?grams?|payload|cargo|thrust|fighters?|boxers?|bodyweight)\b",
    re.IGNORECASE,
)
# "pounds of" a thing that is money ("of debt") or that a text's money words
# must decide ("of the"); any other thing is a weight ("of king crab").
_OF_THING = re.compile(r"\s+of\s+([a-z]+)", re.IGNORECASE)
_MONEY_OF = frozenset(
    "debt debts purchases notes losses insurance inheritance income tax taxes repairs "
    "depositors rateable voluntary new the his her its their our your a an this that these "
    "those public savings damages funding funds investment investments revenue profit "
    "profits spending borrowing cash money donations compensation fees sales value assets "
    "capital bonds shares stock credit rent wages salary extra additional further "
    "taxpayers government state".split()
)


def _in_pounds(grams: float | None) -> float | None:
    """A figure read as grams of "pounds" read back as the number of pounds written."""
    return None if grams is None else round(grams / GRAMS_PER_POUND, 9)


# A measure that "pounds" after it weigh out: "the hundredweight of 112 pounds",
# "the stone of 8 pounds".
_WEIGHT_OF = re.compile(r"\b(?:hundredweight|cwt|stone|tod|bushel|firkin|peck|sack)s?\s+of\s+$")
# A thing "N-pound" before it weighs: "the 14-pound stone", "a 56-pound sack".
_WEIGHED_THING = re.compile(
    r"\s+(?:stone|sack|bag|weight|loaf|cheese|ball|shot|bale|block|ingot|tub|firkin)s?\b"
)


def _pounds_as_money(text: str, low: str, found: list[Quantity]) -> list[Quantity]:
    """*found* with each figure in "pounds" read as sterling where the text speaks of money.

    "pounds" is a weight or a sum. It is a weight before "of" and a thing that
    is not money ("1.16 million pounds of king crab"), and in a text that
    speaks of weight and not of money ("a 135-pound fighter"); otherwise a sum
    ("was owed 64 million pounds", "1 million pounds"): generated answers use
    the word for sterling far more often than for weight.
    """
    pounds = [
        i
        for i, q in enumerate(found)
        if q.factor == GRAMS_PER_POUND
        and low.endswith("pound", q.start, q.end - (low[q.end - 1] == "s"))
    ]
    weights = set()
    for i in pounds:
        after = _OF_THING.match(text, found[i].end)
        if (
            (after is not None and after[1].lower() not in _MONEY_OF)
            or _WEIGHT_OF.search(low, max(0, found[i].start - 24), found[i].start)
            or ("-" in found[i].text and _WEIGHED_THING.match(low, found[i].end))
        ):
            weights.add(i)
    if len(weights) == len(pounds):
        return found
    if _MONEY_CUE.search(text) is None and (weights or _MASS_CUE.search(text) is not None):
        return found  # "exported 38,000 pounds of indigo, and 61,000 pounds in 1755"
    out = list(found)
    for i in pounds:
        if i in weights:
            continue
        q = found[i]
        out[i] = _new_quantity(
            "money", _in_pounds(q.value), "GBP", "currency", None, _in_pounds(q.low),
            _in_pounds(q.high), q.start, q.end, q.text, 1.0, _in_pounds(q.precision),
            q.sig_digits,
        )  # fmt: skip
    return out


# Between the first day of a span of days and the date that ends it: "3–4
# October", "12 to 14 March 2024".
_DAY_SPAN = re.compile(r"\s*(?:[-\u2013\u2014]|to|and|until|till)\s*", re.IGNORECASE)


def _day_ranges(text: str, items: list[Quantity]) -> list[Quantity]:
    """*items* with the bare first day of a span of days read as a date of the span's month.

    "runs on 3–4 October" holds the dates 3 and 4 October, not the number 3.
    """
    for i in range(len(items) - 1):
        a, b = items[i], items[i + 1]
        if (
            a.kind == "number"
            and a.unit is None
            and b.kind == "date"
            and b.date is not None
            and b.date[1] is not None
            and b.date[2] is not None
            and a.value is not None
            and a.value == int(a.value)
            and 1 <= a.value < b.date[2]
            and (m := _DAY_SPAN.match(text, a.end)) is not None
            and m.end() == b.start
        ):
            items[i] = _date(text, a.start, a.end, b.date[0], b.date[1], int(a.value))
    return items


def _masked(text: str) -> tuple[str, str]:
    """The text with non-figures blanked out, and its lower-case twin (same offsets)."""
    low = text.lower()
    if len(low) != len(text):  # a few characters ("İ") grow when lowered
        low = "".join(c if len(c.lower()) != 1 else c.lower() for c in text)
    spans: list[tuple[int, int]] = []
    if "[" in text or "【" in text:
        spans += [m.span() for m in _MASK_BRACKET.finditer(text)]
    if "(" in text:
        spans += [m.span() for m in _MASK_PAREN.finditer(text)]
    if "://" in text or "www." in text:
        spans += _url_spans(text)
    if "@" in text:
        spans += _email_spans(text)
    if "passage" in low or "chunk" in low or "snippet" in low or "excerpt" in low:
        spans += [m.span() for m in _MASK_KW.finditer(low)]
    if (m := _MASK_LIST.match(text)) is not None:
        spans.append(m.span())
    if "\n" in text:
        spans += [m.span() for m in _MASK_LIST_LINE.finditer(text, 1)]
    if not spans:
        return text, low
    spans.sort()
    work_parts: list[str] = []
    low_parts: list[str] = []
    last = 0
    for s, e in spans:
        s = max(s, last)
        if e <= s:
            continue
        work_parts += (text[last:s], _MASK_CHAR * (e - s))
        low_parts += (low[last:s], _MASK_CHAR * (e - s))
        last = e
    work_parts.append(text[last:])
    low_parts.append(low[last:])
    return "".join(work_parts), "".join(low_parts)


_MASK_CHAR = "\x1f"


def _url_spans(text: str) -> list[tuple[int, int]]:
    """The URLs of *text*: the first match of either pattern, then on after it."""
    spans: list[tuple[int, int]] = []
    pos = 0
    while True:
        http = _MASK_URL_HTTP.search(text, pos)
        www = _MASK_URL_WWW.search(text, pos)
        m = http if www is None or (http is not None and http.start() < www.start()) else www
        if m is None:
            return spans
        spans.append(m.span())
        pos = m.end()


def _email_spans(text: str) -> list[tuple[int, int]]:
    """The spans of ``_MASK_EMAIL.finditer(text)``, found from the "@" signs.

    The pattern alone tries every letter of the text as the start of a name.
    A match can only start in the run of name characters just before an "@",
    and then it matches from the start of that run or not at all.
    """
    spans: list[tuple[int, int]] = []
    last = 0  # where the previous match ended: matches do not overlap
    at = text.find("@")
    while at >= 0:
        s = at
        while s > last and (text[s - 1].isalnum() or text[s - 1] in "_.+-"):
            s -= 1  # back over \w (alphanumerics and "_") and ".+-"
        m = _MASK_EMAIL.match(text, s) if s < at else None
        if m is not None:
            spans.append(m.span())
            last = m.end()
            at = text.find("@", last)
        else:
            at = text.find("@", at + 1)
    return spans


def _without_overlaps(items: list[Quantity | _Num]) -> list[Quantity | _Num]:
    out: list[Quantity | _Num] = []
    last_end = -1
    for item in items:
        if item.start >= last_end:
            out.append(item)
            last_end = item.end
    return out


def _skip(work: str, pos: int) -> int:
    """Where the identifier-like token at *pos* ends."""
    return _TOKEN_REST.match(work, pos).end() or pos + 1  # type: ignore[union-attr]


def _prev_word(low: str, end: int) -> str:
    """The lower-case word ending at *end* (letters and dots only)."""
    if end <= 0:
        return ""  # at the start (end is -1 for a number that opens the text)
    word = low[low.rfind(" ", 0, end) + 1 : end]  # most words follow a blank
    if word.isalpha():
        return word
    i = end
    while i > 0 and (low[i - 1].isalpha() or low[i - 1] == "."):
        i -= 1
    return low[i:end]


def _read_at(
    text: str, work: str, low: str, num: re.Match[str]
) -> tuple[Quantity | _Num | None, int]:
    """Read whatever figure starts with the number *num*; return it and where to go on."""
    p, num_end = num.span()
    prev = work[p - 1] if p else " "
    prev2 = work[p - 2] if p > 1 else " "
    if prev == " ":
        pass  # the usual case, and none of the three below
    elif prev.isalpha() or prev == "_":
        # "v2.3.1" is a version; "A380", "291Mc", "x86" are identifiers.
        v = _VERSION_V.match(work, p) if prev in "vV" and not prev2.isalnum() else None
        if v is not None and (prev == "v" or "." in v.group()):
            return _version(text, p - 1, v.end()), v.end()
        return None, _skip(work, p)
    elif prev in ".,:#/'‘’" and (prev2.isalnum() or prev in "'‘’"):
        return None, _skip(work, p)  # "No.1", "17:4", "'69", "3,5"
    elif (
        prev == "-"
        and prev2.isalpha()
        and _prev_word(low, p - 1) not in _HYPHEN_PREFIXES
        and prev2 != "m"  # "8am-6pm"
    ):
        return None, _skip(work, p)  # "COVID-19", "doc-17"
    nxt = work[num_end : num_end + 1]
    # Cheap gates first: most numbers are followed by a space and no separator.
    if (prev in "(+" or nxt in "-./" or (nxt == " " and work[p] == "0")) and (
        ph := _PHONE.match(work, p - 1 if prev in "(+" else p)
    ):
        return None, ph.end()
    if nxt and nxt in "-./":
        if (m := _ISO.match(work, p)) is not None:
            y, mo, d = int(m["y"]), int(m["m"]), int(m["d"])
            ok = 1 <= mo <= 12 and 1 <= d <= 31
            return (_date(text, p, m.end(), y, mo, d) if ok else None), m.end()
        if (m := _NUMDATE.match(work, p)) is not None:
            return _numeric_date(text, p, m), m.end()
        if (m := _VERSION_DOTS.match(work, p)) is not None:
            return _version(text, p, m.end()), m.end()
    if (
        num_end - p <= 2
        and nxt
        and nxt in " \t\u00a0\u2009\u202fsnrt"
        and (m := _DMY.match(work, p)) is not None
    ):
        day, month, year = m.groups()
        mo = _MONTHS[month[:3].lower()]
        e = m.end()
        return _date(text, p, e, int(year) if year else None, mo, int(day.rstrip("stndrh"))), e
    if prev in " \t\u00a0\u2009\u202f," and (prev2.isalpha() or prev2 in ".,"):
        lo14 = max(0, p - 14)
        # A month name needs a capital: none in all-lower-case text.
        mb = (
            _MONTH_BEFORE.search(work, lo14, p)
            if not work[lo14:p].islower() and _MONTH_INITIAL.search(work, lo14, p) is not None
            else None
        )
        if (
            mb is not None
            and (m := _DAY_YEAR.match(work, p)) is not None
            # "in July, 15 basis points lower": after a comma only a year
            # ("June, 2020") goes with the month, not a day.
            and (m["yy"] or "," not in mb[0])
        ):
            mo = _MONTHS[mb["m"][:3].lower()]
            if m["yy"]:
                return _date(text, mb.start(), m.end(), int(m["yy"]), mo, None), m.end()
            year = int(m["y"]) if m["y"] else None
            day = int(m["d"].rstrip("stndrh"))
            return _date(text, mb.start(), m.end(), year, mo, day), m.end()
    return _read_number(text, work, low, num, prev, prev2)


def _read_number(
    text: str, work: str, low: str, m: re.Match[str], prev: str, prev2: str
) -> tuple[_Num | Quantity | None, int]:
    p, core_end = m.span()
    raw, frac = m.groups()
    frac = frac or ""
    digits = raw if raw.isdigit() else raw.translate(_SEPARATORS)
    nxt = work[core_end : core_end + 2]
    if (
        len(raw) <= 2
        and (
            nxt[:1] in (":", "a", "p", "A", "P")
            or nxt in _SPACED_AP
            # "9.30pm", "9.30 am": a decimal with two places is a time only before am/pm
            or (len(frac) == 3 and low[core_end : core_end + 2].lstrip()[:1] in ("a", "p"))
        )
    ):
        clock = _clock(text, low, p)
        if clock is not None:
            return clock, clock.end  # "08:00", "9.30pm", "5 p.m."
    if len(digits) > 1 and digits[0] == "0" and not (prev in "-–" and len(digits) == 2):
        return None, _skip(work, p)  # "007", "0958" are codes; "2003–04" is a season
    if (
        nxt[:1] in (":", "a", "p", "A", "P", " ")
        and (nxt[:1] != " " or nxt[1:] in ("a", "p", "A", "P"))
        and len(digits) <= 2
        and not frac
        and (t := _TIME_AFTER.match(work, core_end)) is not None
    ):
        return None, _skip(work, t.end())  # "3:2", "17:4", "9:22:5"
    if (
        (nxt[:1] == "/" or (nxt == " " + nxt[1:] and work[core_end + 2 : core_end + 3] == "/"))
        and not frac
        and digits == raw
        and (fraction := _slash_fraction(work, low, p)) is not None
    ):
        return fraction
    if nxt[:1] == "/" and len(raw) == 4 and raw.isdigit() and not frac:
        # "2022/23": a financial or academic year, as "2022-23" is a season
        season = _SLASH_SEASON.match(work, core_end)
        if (
            season is not None
            and 1000 <= (lo := int(raw)) <= 2100
            and _second_year(lo, int(season[1])) == lo + 1
        ):
            e = season.end()
            year = _new_quantity(
                "year", None, None, "date", None, float(lo), float(lo + 1), p, e, text[p:e]
            )
            return year, e
    if nxt.startswith("/") and not _RATING.match(work, core_end):
        return None, _skip(work, p)  # "24/7"
    start = p
    sign = 1.0
    currency = None
    if prev in "-−" and not (prev2.isalnum() or prev2 in ".,"):
        start, sign = p - 1, -1.0
    elif (
        prev == " "
        and low.endswith("minus", 0, p - 1)
        and not low[p - 7 : p - 6].isalnum()
        and not low.endswith("plus or ", 0, p - 6)  # a tolerance, not a sign
    ):
        start, sign = p - 6, -1.0  # "minus 5 degrees Celsius"
    if (c := _currency_before(work, start, p)) is not None:
        currency = _CURRENCY_PREFIX.get(c["cur"].replace(" ", "")) or _code(c["cur"])
        start = c.start()
        if c["sign"] or c["sign0"]:
            sign = -1.0
            start = c.start("sign0") if c["sign0"] else start
    if (
        currency is None
        and len(digits) <= 2
        and not frac
        and (prev == "(" or (prev == " " and prev2 == "("))
        and _ENUM_AFTER.match(work, core_end)
    ):
        return None, core_end  # "(1)": an enumeration or a marker
    mantissa = (digits + frac[1:]).lstrip("0")
    step = 10.0 ** -(len(frac) - 1) if frac else 1.0
    vulgar = _FRACTION_CHARS.get(work[core_end : core_end + 1]) if not frac else None
    if vulgar is not None and not low[core_end + 1 : core_end + 2].isalpha():
        # "2½ miles", "3¼ lb", "2½ pence" ("2½d" is old money, read apart)
        num = _Num(start, core_end + 1, sign * (float(digits) + vulgar), vulgar, len(mantissa) + 1)
        num.digits = 0
        num.currency = currency
        pos = _read_suffixes(work, low, num, core_end + 1, allow_ordinal=False)
        return (None, _skip(work, p)) if pos < 0 else (num, pos)
    num = _Num(start, core_end, sign * float(digits + frac), step, len(mantissa) or 1)
    num.digits = len(digits) if digits == raw else 0
    num.currency = currency
    pos = _read_suffixes(work, low, num, core_end, allow_ordinal=not currency and not frac)
    if pos < 0:
        return None, _skip(work, p)
    if sign < 0 and start == p - 1 and num.entry is not None and num.entry[0] == "duration":
        # "Episode III -12 years before": a dash; no length of time is negative
        num.value, num.start = -num.value, p
    if (
        num.entry is None
        and currency is None
        and not num.scaled
        and sign > 0
        and prev == " "
        and _prev_word(low, p - 1) in _VERSION_WORDS
    ):
        return _version(text, p, core_end), core_end
    return num, pos


# A proper fraction written with a slash, after an optional whole number:
# "1/30 s", "1/4 inch", "1 1/2 miles".
_SLASH_FRACTION = re.compile(
    r"(?:(?P<whole>[0-9]{1,3}) )?(?P<n>[0-9]{1,3})/(?P<d>[1-9][0-9]{0,3})(?![0-9/.,])"
)


def _slash_fraction(work: str, low: str, p: int) -> tuple[_Num, int] | None:
    """The fraction at *p* with the unit after it, and where it ends; or None.

    Only a fraction followed by a unit is a figure: a bare "3/4" may be a
    score, a ratio or half a date, and "24/7" is neither.
    """
    m = _SLASH_FRACTION.match(work, p)
    if m is None:
        return None
    n, d = int(m["n"]), int(m["d"])
    if not 0 < n < d:
        return None
    value = (int(m["whole"]) if m["whole"] else 0) + n / d
    num = _Num(p, m.end(), value, value * 1e-9, 9)  # exact, unlike a rounded decimal
    pos = _read_suffixes(work, low, num, m.end(), allow_ordinal=False)
    if pos < 0 or num.entry is None or num.scaled or num.currency is not None:
        return None
    return num, pos


# A time of day: "08:00", "17:45", "9:30 am", "9.30pm", "5pm", "5 p.m.".
_CLOCK = re.compile(
    r"(?P<h>[0-9]{1,2})(?:(?P<sep>[:.])(?P<m>[0-5][0-9]))?"
    r"(?:(?P<sp> ?)(?P<ap>[ap])(?:m\b|\.m\.))?"
)
_SPACED_AP = frozenset({" a", " p"})
# A race time: "2:21:37", hours, minutes and seconds (not a time of day: no am/pm).
_RACE_TIME = re.compile(r"([0-9]{1,2}):([0-5][0-9]):([0-5][0-9])(?![0-9:]|\.[0-9]|\s?[ap]\.?m\b)")
# Words before "1:10" or "1:50" that make it a ratio, not a time.
_RATIO_BEFORE = re.compile(r"dilut|ratio|mix|scale|odds|parts?\b", re.IGNORECASE)


def _clock(text: str, low: str, p: int) -> Quantity | None:
    """The time of day written at *p*, in minutes after midnight, or None.

    "8:30" and "8:30 pm" are times; "8.30" is a time only with "am" or "pm".
    A time of 1 to 12 o'clock written without either may be morning or
    evening: it is kept in unit "clock12" and matches both.
    """
    race = _RACE_TIME.match(low, p)
    if race is not None:
        # "won in 2:21:37": hours, minutes and seconds of a duration.
        h, mi, sec = (int(g) for g in race.groups())
        return _new_quantity(
            "duration", float(h * 3600 + mi * 60 + sec), "s", "time", None, None, None,
            p, race.end(), text[p : race.end()], 1.0, 1.0, len(race[0]) - 2,
        )  # fmt: skip
    m = _CLOCK.match(low, p)
    if m is None or (m.end() < len(low) and (low[m.end()].isalnum() or low[m.end()] in ":/")):
        return None  # "3:2" is a score
    h = int(m["h"])
    minutes = int(m["m"]) if m["m"] else 0
    if m["ap"]:
        if not 1 <= h <= 12:
            return None
        h = h % 12 + (12 if m["ap"] == "p" else 0)
        unit = "clock"
    elif m["sep"] == ":" and h <= 23:
        if _RATIO_BEFORE.search(low, max(0, p - 24), p):
            return None
        unit = "clock" if h == 0 or h > 12 or m["h"][0] == "0" else "clock12"
    else:
        return None
    return _time_of_day(text, p, m.end(), float(h * 60 + minutes), unit)


# Times of day in words.
_CLOCK_WORDS = re.compile(r"\b(?P<w>noon|midday|midnight)\b")


def _clock_words(text: str, low: str) -> list[Quantity]:
    """ "noon", "midday" and "midnight" as times of day."""
    return [
        _time_of_day(text, *m.span(), 0.0 if m["w"] == "midnight" else 720.0, "clock")
        for m in _CLOCK_WORDS.finditer(low)
    ]


def _clock_phrases(text: str, low: str) -> list[Quantity]:
    """Times of day told in words: "a quarter to eight", "half past nine", "twenty past
    six", "seven o'clock". With no morning or evening said, they are kept in unit
    "clock12", as "7.45" is. Odds are no time: "ten to one" after "odds", "backed" or
    a price, or "five to four on"."""
    out = []
    for m in _CLOCK_PHRASE.finditer(low):
        if _RANGE_BEFORE.search(low, max(0, m.start() - 12), m.start()):
            continue  # "rose from five to seven", "a vote of five to two"
        hour = m["h"] or m["h2"]
        h = int(hour) if hour.isdigit() else SMALL_NUMBER_WORDS.get(hour, 0)
        if not 1 <= h <= 12:
            continue
        minutes = 0
        if m["d"]:
            word = m["m"]
            minutes = _CLOCK_MINUTES[word]
            if m["d"] == "to":
                if _ODDS_NEAR.search(low, max(0, m.start() - 40), m.start()) or _ODDS_ON.match(
                    low, m.end()
                ):
                    continue
                minutes = -minutes
        value = ((h % 12) * 60 + minutes) % 720
        out.append(_time_of_day(text, m.start(), m.end(), float(value), "clock12"))
    return out


# The hours, in words or figures.
_CLOCK_HOURS = "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|1[0-2]|[1-9]"
_CLOCK_PHRASE = re.compile(
    r"\b(?:(?P<m>a quarter|quarter|half|twenty-five|twenty|ten|five)(?: minutes)?"
    rf" (?P<d>past|to) (?P<h>{_CLOCK_HOURS})(?: o'clock)?"
    # (not a range: "five to ten shillings")
    r"(?=[.,;:)]|$| (?:o'clock|in|on|at|when|and|every|each|sharp|precisely|a\.m|p\.m)\b)"
    rf"|(?P<h2>{_CLOCK_HOURS}) o'clock)\b"
)
# A cheap first look for a time told in words ("quarter to", "half past").
_CLOCK_CUE = re.compile(r"(?:quarter|half|twenty|ten|five)(?: minutes)? (?:past|to) ")
_CLOCK_MINUTES = {
    "a quarter": 15, "quarter": 15, "half": 30, "twenty-five": 25, "twenty": 20, "ten": 10,
    "five": 5,
}  # fmt: skip
# Words before "five to seven" that make it a range or a tally, not a time.
_RANGE_BEFORE = re.compile(r"\b(?:from|between|of|by)\s+$")
# "five to four on": odds laid on.
_ODDS_ON = re.compile(r" on(?:[.,;:]|$)")
# Words before "ten to one" that make it odds, not a time.
_ODDS_NEAR = re.compile(r"\b(?:odds|backed|bet|betting|price|favourite|chance|chances)\b")


def _time_of_day(text: str, s: int, e: int, minutes: float, unit: str) -> Quantity:
    """A time of day at ``text[s:e]``, *minutes* after midnight, to the minute."""
    return _new_quantity(
        "time", minutes, unit, "clock", None, None, None, s, e, text[s:e], 1.0, 1.0, 4
    )


def _currency_before(work: str, start: int, p: int) -> re.Match[str] | None:
    """The currency written before the number at *p* (*start* is before its sign)."""
    # Its last character (past a blank) is a symbol, a capital letter, or the
    # "s" or "." of "Rs"/"Rs.": test that before running the pattern.
    probe = work[start - 2] if start > 1 and work[start - 1] == " " else work[start - 1 : start]
    if probe and (
        probe in _CURRENCY_SYMBOLS
        or "A" <= probe <= "Z"
        or (probe in ".s" and "Rs" in work[max(0, p - 5) : p])
    ):
        return _CUR_BEFORE.search(work, max(0, p - 9), p)
    return None


def _clean(v: float) -> float:
    """Drop binary noise from scaling (517.45 * 1e6 = 517450000.00000006)."""
    if type(v) is float and v.is_integer() and -1e12 < v < 1e12:
        return v  # 12 significant digits write it exactly: nothing to drop
    return _round12(v)


@lru_cache(maxsize=4096)  # formatting is slow, and the same few values come back
def _round12(v: float) -> float:
    return float(f"{v:.12g}")


def _code(cur: str) -> str:
    cur = cur.strip()
    return "CNY" if cur == "RMB" else cur


def _version(text: str, s: int, e: int) -> Quantity:
    return _new_quantity("version", None, None, None, None, None, None, s, e, text[s:e])


def _date(text: str, s: int, e: int, y: int | None, mo: int, d: int | None) -> Quantity:
    return _new_quantity("date", None, None, "date", (y, mo, d), None, None, s, e, text[s:e])


def _numeric_date(text: str, p: int, m: re.Match[str]) -> Quantity | None:
    """05/27/1937 or 27.05.1937 when only one reading is possible; else nothing."""
    a, b, y = int(m["a"]), int(m["b"]), m["y"]
    if len(y) != 4:
        return None
    if 12 < a <= 31 and 1 <= b <= 12:
        return _date(text, p, m.end(), int(y), b, a)
    if 12 < b <= 31 and 1 <= a <= 12:
        return _date(text, p, m.end(), int(y), a, b)
    return None


# Before "hundred" or "thousand", words that make it one: "for every hundred members".
_EACH = ("every", "each")
# A word joined to a number word by a hyphen that is no number word: "two-year".
_JOINED_WORD = re.compile(r"-(?!(?:one|two|three|four|five|six|seven|eight|nine)\b)[a-z]")


def _read_words(
    text: str, work: str, low: str, s: int, e: int
) -> tuple[Quantity | _Num | None, int]:
    """Read "twenty-one", "one hundred and five", "a dozen", "third" in low[s:e]."""
    total = current = 0.0
    last = ""
    last_big = math.inf
    value_end = s
    only_one = True
    ordinal = False
    for wm in _WORD.finditer(low, s, e):
        w = wm.group()
        if w in ("a", "an"):
            current, last = 1.0, "a"
            continue
        if not last and w in ("hundred", "thousand") and _prev_word(low, s - 1) in _EACH:
            # "10s a year for every hundred members": one hundred, as "a hundred" is
            # ("per thousand" is left to the rates that read it)
            current, last = 1.0, "a"
        if w == "and":
            if last not in ("hundred", "big"):
                break
            last = "and"
            continue
        if w in _ORDINALS:
            v = _ORDINALS[w]
            if last in ("small", "teen", "a") or (v >= 10 and last == "tens"):
                break
            if v >= 100 and not (last == "" or current == 0):
                break
            current += v
            ordinal = True
            value_end = wm.end()
            break
        if w in _SMALL:
            if last in ("small", "teen", "a"):
                break
            if last in ("hundred", "big") and _JOINED_WORD.match(low, wm.end()):
                break  # "a hundred two-year carp": a hundred carp, each two years old
            current += _SMALL[w]
            last = "small"
        elif w in _TEENS or w in _TENS:
            if last in ("small", "teen", "tens", "a") or current % 100:
                break
            current += _TEENS.get(w) or _TENS[w]
            last = "teen" if w in _TEENS else "tens"
        elif w == "hundred":
            if not 0 < current < 100 or last not in ("small", "teen", "tens", "a"):
                break
            current *= 100
            last = "hundred"
        elif w in _BIG:
            if current <= 0 or _BIG[w] >= last_big or last == "and":
                break
            total += current * _BIG[w]
            current = 0.0
            last_big = _BIG[w]
            last = "big"
        elif w in ("dozen", "couple", "brace"):
            # ("a couple of days" is no count of two)
            if current <= 0 or last in ("and", "big") or (w != "dozen" and last == "a"):
                break
            current *= _SCALE_WORDS[w]
            only_one = False
            value_end = wm.end()
            break
        else:  # pragma: no cover - the regex only lets number words through
            break
        only_one = only_one and w == "one"
        value_end = wm.end()
    if value_end == s:
        return None, s + 1
    if _NUMERATOR.match(low, value_end):
        return None, value_end  # "a two-thirds vote": a fraction, not two of anything
    value = total + current
    if ordinal:
        if _not_an_ordinal(low, s, value_end, w):
            return None, value_end
        return _new_quantity("ordinal", value, None, None, None, None, None, s, value_end,
                        text[s:value_end], 1.0, 1.0, len(str(int(value)))), value_end  # fmt: skip
    step = 1.0
    if (half := _AND_A_FRACTION.match(low, value_end)) is not None:
        # "two and a half hours", "seven and a quarter hours", "two and a half times"
        part = _fraction(half["f"])
        value, step, value_end = value + part, part, half.end()
    num = _Num(s, value_end, value, step, len(_digits(value)))
    num.is_word = True
    pos = value_end
    paren = _PAREN.match(text, pos)
    if paren and float(paren.group(1).replace(",", "") + (paren.group(2) or "")) == value:
        pos = num.end = paren.end()  # "sixty (60)"
    pos = _read_suffixes(work, low, num, pos, allow_ordinal=False)
    if pos < 0:
        return None, value_end
    # A lone "one" is a number only with a unit or a currency ("one hour", not "one of").
    num.weak = only_one and num.entry is None and num.currency is None and not num.scaled
    return num, max(pos, value_end)


# Fractions written in words, of a unit or after a whole number, by their last
# word (the patterns below let "quarters" follow only "three").
_FRACTION_WORDS = {"half": 0.5, "quarter": 0.25, "quarters": 0.75}
_FRACTION_SPLIT = re.compile(r"[ \t-]")
_AND_A_FRACTION = re.compile(
    r"[ \t-]and[ \t-](?P<f>a[ \t-]half|a[ \t-]quarter|three[ -]quarters)(?![a-z])"
)
_UNIT_WORD = _trie([w for w in _UNITS_CI if len(w) >= 3 and w.isalpha()])
_FRACTION_PHRASE = re.compile(
    # "an hour and a half", "a year and a half"
    rf"(?<![a-z])(?:an?|one)[ \t](?P<u1>{_UNIT_WORD})[ \t]and[ \t]a[ \t]"
    r"(?P<f1>half|quarter)(?![a-z])"
    # "a quarter of an hour", "three-quarters of an hour", "half an hour", "half a day"
    r"|(?<![a-z])(?P<f2>(?:a|one)[ \t-]quarter|three[ \t-]quarters|half)[ \t](?:of[ \t]|)"
    rf"(?:an?|one)[ \t](?P<u2>{_UNIT_WORD})(?![a-z])"
    # "a half-hour stop", "a half hour"
    rf"|(?<![a-z])(?:an?|one)[ \t](?P<f3>half)[ \t-](?P<u3>{_UNIT_WORD})(?![a-z])"
    # "an hour and 15 minutes": the whole unit, joined with what follows as one figure
    # ("one hour" is read as a figure in any case)
    rf"|(?<![a-z])an?[ \t](?P<u4>{_UNIT_WORD})(?=[ \t]and[ \t](?:[0-9]|{_NUMBER_WORD}))"
)
# Cheap substring gates for "an hour and 15 minutes" (the pattern is tried
# only on text that has one of them).
_WHOLE_UNIT_AND = tuple(
    f"{w} and "
    for w in ("hour", "minute", "day", "week", "month", "year", "second", "metre", "meter")
)


def _fraction(words: str) -> float:
    """The value of a fraction in words: "a half", "a\tquarter", "three-quarters"."""
    return _FRACTION_WORDS[_FRACTION_SPLIT.split(words)[-1]]


def _fraction_phrases(low: str) -> list[tuple[_Num, bool]]:
    """Figures written as a fraction of a unit: "an hour and a half", "a quarter of an hour";
    each with whether it is a whole unit read only to join the figure after it ("an hour"
    of "an hour and 15 minutes")."""
    out: list[tuple[_Num, bool]] = []
    for m in _FRACTION_PHRASE.finditer(low):
        unit = m["u1"] or m["u2"] or m["u3"] or m["u4"]
        entry = _UNITS_CI.get(unit)
        if entry is None or entry[0] not in ("duration", "measure"):
            continue
        fraction = m["f1"] or m["f2"] or m["f3"]
        part = _fraction(fraction) if fraction else 1.0
        # "an hour and a half" is one and a half, written to the half
        value, step = (1 + part, part) if m["u1"] else (part, part)
        num = _Num(m.start(), m.end(), value * entry[3], step * entry[3], len(_digits(value)))
        num.entry, num.factor, num.is_word = entry, entry[3], True
        out.append((num, fraction is None))
    return out


def _shares(low: str) -> list[_Num]:
    """Shares written as fractions in words, read as percentages: "a third of sales",
    "two-thirds of the vote", "three quarters of members", "a third off".

    Each is taken to be rounded to whole percentage points either way, so that
    "a third" is "33%" or "34%" but not "two-thirds" or "25%". ("Half of" is
    left alone: it is as often loose talk as a figure.)
    """
    out = []
    for m in _SHARE.finditer(low):
        count = 1 if m["n"] in ("a", "one", "remaining") else _SMALL[m["n"]]
        if (count > 1) != m["d"].endswith("s"):
            continue  # "two third of", "a thirds of": not a share
        value = count / _SHARE_PARTS[m["d"].rstrip("s")] * 100
        num = _Num(m.start(), m.end("d"), value, 2.0, 3)
        num.entry, num.is_word = _UNITS_CI["percent"], True
        out.append(num)
    return out


def _old_pence(low: str) -> list[_Num]:
    """Pre-decimal sums, in pounds: "fourpence" (4/240), "half a crown" (1/8), "seven
    shillings and sixpence", "1 shilling and 6 pence" (old pence after shillings),
    "£12 10s" (12.5), "2s 6d" (1/8)."""
    out = []
    for m in _OLD_PENCE.finditer(low):
        if m["ls"] or m["ss"]:
            pounds = int(m["l"] or 0)
            shillings = int(m["ls"] or m["ss"])
            pence_ = int(m["ld"] or m["sd"] or 0)
            # (shillings past 19 only without pounds: "57s 4d" is £2 17s 4d,
            # "£5 25s" no sum)
            if (m["ls"] and shillings >= 20) or pence_ >= 12:
                continue
            value = _clean(pounds + shillings / 20 + pence_ / 240)
            num = _Num(m.start(), m.end(), value, 1 / 240, 3)
            num.currency, num.is_word = "GBP", True
            out.append(num)
            continue
        if m["coin"]:
            # ("a crown" and "a sovereign" are coins only in a text of old money)
            if m["coin"] in ("crown", "sovereign") and not _OLD_COIN.search(low):
                continue
            value = COINS[m["coin"]] / (2 if m["half"] else 1)  # "half a guinea"
            num = _Num(m.start(), m.end(), value, 1 / 240, 1)
            num.currency, num.is_word = "GBP", True
            out.append(num)
            continue
        if m["hp"]:
            # "a halfpenny", "a farthing": a share of one old penny; "a penny"
            # is one old penny only in a text of old money
            if m["hp"] == "penny" and not _OLD_COIN.search(low):
                continue
            part = _PENNY_SHARES.get(m["hp"], 1.0)
            num = _Num(m.start(), m.end(), part / 240, 0.25 / 240, 1)
            num.currency, num.is_word = "GBP", True
            out.append(num)
            continue
        if m["hd"]:
            old_ = int(m["hd"]) + _PENNY_SHARES[m["hq"]]
            num = _Num(m.start(), m.end(), _clean(old_ / 240), 0.25 / 240, 2)
            num.currency, num.is_word = "GBP", True
            out.append(num)
            continue
        pence = m["pw"] or m["w"]
        old: float = _OLD_PENCE_WORDS[pence] if pence else 1 if m["p1"] else int(m["pd"] or 0)
        old += _PENNY_SHARES.get(m["sq"] or "", 0)
        if m["s"]:
            whole = _OLD_PENCE_WORDS.get(m["s"]) or int(m["s"])
            num = _Num(m.start(), m.end(), _clean(whole / 20 + old / 240), 1 / 240, 2)
        elif pence:
            num = _Num(m.start(), m.end(), old / 240, 1 / 240, 1)
        else:
            num = _Num(m.start(), m.end(), 0.125, 1 / 240, 1)
        num.currency, num.is_word = "GBP", True
        out.append(num)
    return out


# Shares of an old penny, in pence.
_PENNY_SHARES = {"halfpenny": 0.5, "ha'penny": 0.5, "farthing": 0.25}
_PENCE_WORD = r"two|three|four|five|six|seven|eight|nine|ten|eleven"
COINS = {"shilling": 0.05, "guinea": 1.05, "sovereign": 1.0, "crown": 0.25}  # in pounds
_OLD_PENCE = re.compile(
    r"(?<![a-z\d.,])(?P<s>\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven"
    r"|twelve|fifteen|twenty) shillings?,? (?:and )?(?:(?P<pw>" + _PENCE_WORD + r")pence"
    r"|(?P<pd>\d{1,2}) pence|(?:1|one|a) (?P<p1>penny))(?: (?P<sq>halfpenny|farthing))?(?![a-z])"
    # "9 pence halfpenny", "1 penny farthing"
    r"|(?<![a-z\d.,])(?P<hd>\d{1,2}) pen(?:ce|ny) (?P<hq>halfpenny|farthing)(?![a-z])"
    r"|(?<![a-z])(?P<w>" + _PENCE_WORD + r")pence(?![a-z])"
    r"|(?<![a-z])half[ -]a[ -]crown(?![a-z])|(?<![a-z])half-crown(?![a-z])"
    r"|(?<![a-z])(?:a|one) (?P<hp>halfpenny|ha'penny|farthing|penny)(?![a-z])"
    # "a shilling the pound", "rose to a guinea": one coin ("one guinea" is read
    # with the other figures in words); not "a guinea pig"
    r"|(?<![a-z])(?P<half>half[ -])?a (?:full )?(?P<coin>shilling|guinea|sovereign|crown)"
    r"(?![a-z]|\s+(?:pigs?|fowls?|hens?)\b)"
    # "£12 10s", "£3 2s 6d", "2s 6d": pounds, shillings and pence written short.
    r"|(?:£(?P<l>\d{1,4}) (?P<ls>\d{1,2})s(?: (?P<ld>\d{1,2})d)?"
    r"|(?<![\w.,£])(?P<ss>\d{1,2})s (?P<sd>\d{1,2})d)(?![\w'\u2019])"
)
# Words only a text of old money uses ("pence" is decimal money's too).
_OLD_COIN = re.compile(
    r"\b(?:shillings?|guineas?|farthings?|halfpenny|halfpence|ha'penny)\b|\b\d{1,2}[sd]\b"
)
# Where a short pre-decimal sum may be: a figure with "s" or "d" right after it.
SHORT_OLD_MONEY = re.compile(r"(?:\d[¼½¾]?|[¼½¾])[sd]\b")
# "4s", "6d", "6¾d" alone: shillings or old pence, read only in a text that
# plainly deals in them (below).
_LONE_OLD_MONEY = re.compile(r"(?<![\w.,£/¼½¾])(\d{0,2})([¼½¾])?([sd])(?![\w'\u2019])")
# A text that plainly deals in pre-decimal money: the words, or a sum written
# short in two parts ("£3 2s", "2s 6d").
_OLD_MONEY_SIGNAL = re.compile(
    r"\b(?:shillings?|pence|guineas?|farthings?|halfpenny|halfpence|ha'penny)\b|£\d[\d,]*\s\d{1,2}s\b|\b\d{1,2}s\s\d{1,2}d\b"
)
# Before "40s" or after it, words that make it a decade, an age or a count of
# yarn ("the 1840s" aside, "in their 40s", "under-14s", "40s warp"), not shillings.
_NOT_SHILLINGS_BEFORE = re.compile(
    r"(?:\b(?:the|his|her|their|its|our|your|early|late)\s|\bmid[\s-]|\b(?:finer|coarser) than\s"
    r"|\b(?:under|over)-)$"
)
_NOT_SHILLINGS_AFTER = re.compile(r"\s+(?:warp|weft|yarns?|counts?|twist|cotton)\b")
_FRACTION_CHARS = {"¼": 0.25, "½": 0.5, "¾": 0.75}
# What a lone "62s" or "4d" may be the price of, which makes it shillings or pence.
PRICED_BY = re.compile(
    r"\s+(?:an?|per|the|each)\s+(?:acre|week|year|ton|head|dozen|score|quarter|yard|load"
    r"|gross|hundredweight|cwt|bushel|stone|piece|chaldron|barrel|cask|quire|ream|copy|pound"
    r"|lb|gallon|quart|pint|mile|sheet|loaf|pair|hundred|thousand|day|month|fortnight|peck"
    r"|hogshead|sack|pack|bale|skin|hide|truss)\b"
)
# Words shortly before a lone "38s" that make it a sum of money: "raised the
# price of a ton of blocks from 38s to 42s", "was fined 5s", "deducted ... 18s".
_PRICE_WORD_BEFORE = re.compile(
    r"\b(?:prices?|costs?|costing|paid|pay|charged?|charging|fees?|fined?|rents?|rates?|wages?|sold|bought"
    r"|deduct(?:ed|ions?)?|receiv(?:ed|es?|ing)|earn(?:ed|s|ing)?|spen[dt]|owed?)"
    r"\b[^.;:!?]{0,40}$"
)


def _lone_old_money(text: str, low: str, sure: bool = False) -> list[_Num]:
    """Shillings and old pence written short and alone, in pounds: "4s" (0.2), "6d"
    (6/240), "6¾d". Only in a text that names shillings or pence, or writes a sum
    short in two parts ("3s 2d"), or gives two sums in pence ("6¾d ... 7¼d"): "30s"
    is seconds, "2d" two-dimensional, in most texts. "The 40s", "in their 40s" and
    "40s warp" are never shillings. With *sure*, in any text: the caller knows
    the text is about old money."""
    found = [
        m for m in _LONE_OLD_MONEY.finditer(low) if (m[1] or m[2]) and text[m.end() - 1] in "sd"
    ]
    if not found:
        return []
    pence = sum(m[3] == "d" for m in found)
    if (
        not sure
        and not _OLD_MONEY_SIGNAL.search(low)
        and pence < 2
        # "averaged 62s an acre", "undercut by 1d a copy": shillings or pence by
        # the thing they price
        and not any(PRICED_BY.match(low, m.end()) for m in found)
        and not any(
            _PRICE_WORD_BEFORE.search(low, max(0, m.start() - 56), m.start()) for m in found
        )
    ):
        return []
    out = []
    for m in found:
        whole = int(m[1] or 0)
        if m[3] == "s":
            if (
                m[2]
                or _NOT_SHILLINGS_BEFORE.search(low, max(0, m.start() - 16), m.start())
                or _NOT_SHILLINGS_AFTER.match(low, m.end())
            ):
                continue
            num = _Num(m.start(), m.end(), _clean(whole / 20), 0.05, len(m[1]))
        else:
            part = _FRACTION_CHARS.get(m[2] or "", 0.0)
            # (as many significant digits as are written: "1d" is not "1½d" rounded)
            num = _Num(
                m.start(),
                m.end(),
                (whole + part) / 240,
                1 / 960 if part else 1 / 240,
                len(m[1]) or 1,
            )
        num.currency, num.is_word = "GBP", True
        out.append(num)
    return out


def _odds(low: str) -> list[_Num]:
    """Shares written as odds, read as percentages: "four in five patients", "nine out
    of ten voters", "three in every ten cows" (each taken as rounded to whole points
    either way), "1 in 1,000 people" (exact), "a score of 72 out of 100" (72%, to its
    last digit)."""
    out = []
    for m in _ODDS.finditer(low):
        if m["c"]:
            # "a score of 27 out of 100": the share itself, to its last digit.
            written = m["c"]
            share = float(written)
            step = 0.1 if "." in written else 1.0
        elif m["p"]:
            # "1 in 1,000 people": a leaflet's band edge, written exactly.
            share = 100 / int(m["p"].replace(",", ""))
            step = share / 100
        else:
            count, whole = _SMALL_AND_TEN[m["n"]], _SMALL_AND_TEN[m["d"]]
            if not 0 < count < whole:
                continue
            share, step = count / whole * 100, 2.0
        num = _Num(m.start(), m.end(), share, step, 3)
        num.entry, num.is_word = _UNITS_CI["percent"], True
        out.append(num)
    return out


_ODDS = re.compile(
    r"(?<![a-z\d.,-])(?:(?P<n>one|two|three|four|five|six|seven|eight|nine)\s+(?:in(?:\s+every)?|out\s+of)"
    r"\s+(?P<d>two|three|four|five|six|seven|eight|nine|ten)"
    r"|1\s+in\s+(?P<p>10|100|1,?000|10,?000))(?![a-z\d.,-])"
    r"(?!\s+(?:(?:second|minute|hour|day|week|month|year|game|match|set|round|attempt|"
    r"start|race|season|innings|over|lap|frame|leg|try|tries|shot)(?:e?s)?)\b)"
    # "a score of 72 out of 100": the score is the share
    r"|(?<![a-z\d.,-])(?P<c>\d{1,2}(?:\.\d)?|100)\s+out\s+of\s+100(?![a-z\d-]|[.,]\d)"
)
_SMALL_AND_TEN = {**_SMALL, "ten": 10}
_OLD_PENCE_WORDS = {**_SMALL_AND_TEN, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20}
# "twice a day", "thrice weekly", "twice on Sundays": how often, a count of times as
# "four times a day" is. Not "twice as many" or "twice the rate", which are no
# count. "Once a year" is left unread: it is as often "annual" or "yearly".
_HOW_OFTEN = {"twice": 2.0, "thrice": 3.0}
_HOW_OFTEN_WORD = re.compile(
    r"(?<![a-z-])(twice|thrice)(?= (?:(?:a|an|per|each|every) (?:day|night|week|fortnight"
    r"|month|quarter|year|season|term)|(?:daily|nightly|weekly|fortnightly|monthly|quarterly"
    r"|yearly|annually)|on (?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays"
    r"|weekdays|weekends|market days))\b)"
)
# "their debut album" is their first: an ordinal, as "their second album" is.
_DEBUT = re.compile(
    r"(?<![a-z-])debut(?= (?:studio |solo |full-length )?(?:album|single|ep|lp|novel|record)s?\b)"
)
_SHARE_PARTS = {"third": 3, "quarter": 4, "fifth": 5, "sixth": 6, "eighth": 8, "tenth": 10}
_SHARE = re.compile(
    r"(?<![a-z])(?P<n>a|one|two|three|four|five|seven|nine|remaining)[ \t-]"
    r"(?P<d>thirds?|quarters?|fifths?|sixths?|eighths?|tenths?)"
    # "two fifths of the cost", "three fifths to Eastholme": a share of a whole;
    # "and the seizing officers one sixth.": a share its clause ends on
    r"(?:[ \t](?:off?|to|for)(?![a-z])|(?=[.;]))"
)
# Whether a text may hold a share at all: a word of ``_SHARE_PARTS``.
_SHARE_WORD = re.compile("|".join(_SHARE_PARTS))


def _digits(value: float) -> str:
    """The significant digits of *value* as written ("2.5" -> "25", "60" -> "6")."""
    if value == int(value):
        return str(int(value)).rstrip("0") or "0"
    return f"{value:.6f}".rstrip("0").replace(".", "").lstrip("0")


def _not_an_ordinal(low: str, s: int, e: int, word: str) -> bool:
    """Not an ordinal: "at first", "first-hand", "first of all", "a third", "one fifth"."""
    if word in ("first", "second") and (
        low.endswith("at ", 0, s) or low.startswith(("-hand", "hand", " of all"), e)
    ):
        return True
    # "requests per second", "every second", "a split second": a unit of time.
    if word == "second" and _prev_word(low, s - 1) in ("per", "every", "each", "split"):
        return True
    return (
        word != "first" and s > 0 and low[s - 1] in " -" and _prev_word(low, s - 1) in ("a", "one")
    )


def _read_suffixes(work: str, low: str, num: _Num, pos: int, *, allow_ordinal: bool) -> int:
    """Attach rating, scale, unit, ordinal or decade suffixes; -1 means "an identifier"."""
    core_end = pos
    c0 = low[pos : pos + 1]
    if (
        (c0 == "/" or (c0 == " " and low.startswith("/", pos + 1)))
        and not num.is_word
        and (r := _RATING.match(work, pos))
    ):
        num.end = r.end()
        return r.end()  # "4.78/10": keep the score
    letter = None
    if c0 == " " or c0 == "\u00a0":
        c0 = low[pos + 1 : pos + 2]
        sc = _SCALE.match(low, pos) if c0 and c0 in _SCALE_WORD_INITIALS else None
    elif c0 == "-":
        # "a 75-million-euro contract", "a $3-million loan"
        sc = _HYPHEN_SCALE.match(low, pos + 1)
    else:
        sc = _SCALE.match(low, pos) if c0 and c0 in _SCALE_INITIALS else None
    if sc is not None:
        if sc["sw"]:
            scale = _SCALE_WORDS[sc["sw"]]
        else:
            letter = work[sc.start("sl")]
            scale = _SCALE_LETTERS[letter]
        if letter in ("b", "B") and not num.currency:
            sc = None
        else:
            num.scale, num.scaled = scale, True
            pos = sc.end()
    if c0 == "p" and sc is None and num.currency is None and not num.is_word:
        pence = _PENCE.match(low, pos)
        if pence is not None and (pence["sep"] or num.value not in _VIDEO_LINES):
            # "24.10p per kWh", "45 pence": pounds sterling, in hundredths
            # (never "1080p", the lines of a video picture); "15 pence" in a
            # text that deals in shillings is old pence, 240 to the pound.
            old = pence[0].endswith("pence") and _OLD_COIN.search(low) is not None
            num.currency, num.scale, num.scaled = "GBP", 1 / 240 if old else 0.01, True
            pos = pence.end()
    u = _UNIT.match(low, pos) if num.currency != "GBP" or pos == core_end else None
    if u is not None:
        key_start, key_end = u.span("u")
        key = work[key_start:key_end]
        if " " in key or "\t" in key or "\u00a0" in key:
            key = " ".join(key.split())
        entry = _UNITS_CS.get(key) or _UNITS_CI.get(key.lower())
        if (
            entry is None
            or (key in ("s", "st") and not u["sep"])
            or (key in ("stone", "stones") and _STONE_NOUN.match(low, u.end()) is not None)
            or (key == "in" and u["sep"])
            or (key == "bar" and work.startswith("-", u.end()))
            or (key == "second" and low.startswith("-hand", u.end()))
        ):
            # wrong case ("5 T"); "5s" is not seconds ("1990s" is read below), nor
            # "21st" stones; "5 in"; "318 bar-tailed godwits" are birds, not a
            # pressure; "three stone presses" weigh nothing; "two second-hand
            # wagons" last no time
            pass
        elif entry[0] == "money":
            if num.currency in (None, "USD", entry[1]):
                num.currency = entry[1]
                pos = u.end()
                if entry[3] != 1.0:  # "7 shillings": £0.35
                    num.scale, num.scaled = num.scale * entry[3], True
        elif num.currency:
            if key == "m" and not num.scaled:  # "$1.5 m": million, not metres
                num.scale, num.scaled = 1e6, True
                pos = u.end()
        else:
            num.entry = entry
            pos = u.end()
    if (
        num.currency is None
        and (
            (num.entry is not None and work.startswith("/", pos))
            or (num.entry is None and pos == core_end)
        )
        and work.find("/", pos, pos + 16) >= 0
    ):
        # "3.5 µg/dL", "5.6 mmol/L", "148,000 cells/ml": a concentration, in a
        # unit of its own that is compared only with itself as written (no
        # conversions); read to the unit's end, so that "or higher" after it is
        # read too.
        r = _RATIO_UNIT.match(work, core_end)  # the unit from its start, "µg" of "µg/dL"
        if r is not None:
            written = r.group().strip().lower().replace("\u03bc", "\u00b5")
            num.entry = ("measure", written, "ratio:" + written, 1.0)
            pos = r.end()
    if letter == "m" and not num.currency:
        if num.entry is not None:
            return -1
        num.entry = _UNITS_CS["m"]  # "5m" without a currency: metres
        num.scale, num.scaled = 1.0, False
    if num.scaled:
        num.value *= num.scale
        num.step *= num.scale
    if num.entry is not None:
        num.factor = num.entry[3]
        num.value *= num.factor
        num.step *= num.factor
    if num.scaled or num.factor != 1.0:
        num.value, num.step = _clean(num.value), _clean(num.step)
    if pos == core_end and allow_ordinal:
        # What can start either suffix, checked before running the patterns.
        c = work[pos : pos + 1]
        if c and c in "snrt" and (o := _ORD_SUFFIX.match(work, pos)) is not None:
            num.entry = ("ordinal", "", "", 1.0)
            pos = o.end()
        elif (
            c
            and (c in "'’s" or (c == " " and work[pos + 1 : pos + 2] in ("'", "’", "s")))
            and (d := _DECADE.match(work, pos)) is not None
        ):
            if num.digits == 4 and num.value % 10 == 0 and 1000 <= num.value <= 2100:
                num.entry = ("decade", "", "", 1.0)  # "1990s", "1990's", "1990 's"
                pos = d.end()
            elif d.group() == "s":
                return -1  # "70s", "5s"
    if pos < len(work) and (work[pos].isalnum() or work[pos] == "_"):
        return -1
    if pos > num.end:
        num.end = pos
    num.year_like = (
        num.entry is None
        and num.currency is None
        and not num.scaled
        and num.digits == 4
        and num.step == 1.0
        and 1000 <= num.value <= 2100
        # "1567 cases were reported": a count of things, not a year
        and _COUNTED_AFTER.match(work, pos) is None
        # "the confirmed cases reached 1988": nor is what a count came to
        and _COUNT_CAME_TO.search(work, max(0, num.start - 60), num.start) is None
    )
    return pos


# A count, then what it came to, right before a number ("the death toll rose
# to", "confirmed cases reached"): a year is never what a count reaches.
_COUNT_CAME_TO = re.compile(
    r"\b(?:cases|deaths|infections|fatalities|recoveries|toll|tally)\s+(?:has\s+|had\s+)?"
    r"(?:reached|rose\s+to|risen\s+to|climbed\s+to|increased\s+to|grew\s+to|jumped\s+to"
    r"|stood\s+at|hit|topped|passed|exceeded|surpassed)\s+$",
    re.I,
)
# Plural nouns that count people or things, which a year never stands before.
_COUNTED_AFTER = re.compile(
    r"\s+(?:(?:new|confirmed|active|more|other|additional)\s+)?(?:cases|deaths|people|persons"
    r"|patients|votes|copies|samples|tests|residents|students|employees|members|workers"
    r"|visitors|soldiers|troops|recoveries|infections|fatalities|passengers|spectators"
    r"|participants|signatures|subscribers|reviews|seats|jobs|homes|households|children"
    r"|adults|beds|inmates|refugees|migrants|volunteers|fans)\b"
)


def _finish(text: str, work: str, low: str, items: list[Quantity | _Num]) -> list[Quantity]:
    """Numbers read as points, or two of them as one range; quantities as they are."""
    out: list[Quantity] = []
    append = out.append
    n = len(items)
    i = 0
    while i < n:
        item = items[i]
        i += 1
        if type(item) is not _Num:
            append(item)  # type: ignore[arg-type]
            continue
        if (
            i < n
            and type(nxt := items[i]) is _Num
            and work[item.end : nxt.start].strip(" \t\u00a0") in _GAP_TOKENS
            and (q := _range(text, work, low, item, nxt)) is not None
        ):
            append(q)
            i += 1
            continue
        if (
            i < n
            and item.entry is None
            and item.currency is None
            and not item.scaled
            and type(nxt := items[i]) is _Num
            and nxt.entry is not None
            and nxt.entry[0] == "measure"
            and work[item.end : nxt.start].strip(" \t\u00a0") in _BY_TOKENS
        ):
            # "52 by 41 cm", "3 x 2 m": the unit after the second holds for both.
            item.entry, item.factor = nxt.entry, nxt.factor
            item.value, item.step = _clean(item.value * nxt.factor), _clean(item.step * nxt.factor)
        if (q := _point(text, item)) is not None:
            append(q)
    return out


_BY_TOKENS = frozenset({"by", "x", "\u00d7"})
# A unit written as a ratio after a number: " µg/dL", " mmol/L", " cells/ml".
_RATIO_UNIT = re.compile(r"[ \u00a0]?[A-Za-zµμ]+(?:/[A-Za-z0-9µμ³²]+)+(?![\w/])")


_COMPOUND_GAPS = frozenset({" ", " and "})


def _compounds(text: str, items: list[Quantity]) -> list[Quantity]:
    """One quantity for a figure written in two units: "1 hour 52 minutes", "3 lb 4 oz".

    The second part must be of the same dimension, in a smaller unit, and less
    than one of the first part's units; otherwise the two stay apart ("2 hours,
    30 minutes of it outdoors" is not read as one figure).
    """
    out: list[Quantity] = []
    for i, q in enumerate(items):
        prev = out[-1] if out else None
        if (
            prev is not None
            and _smaller_part(prev, q)
            and (
                text[prev.end : q.start] in _COMPOUND_GAPS
                # "2 hours, 18 minutes and 47 seconds": a comma where a third
                # part follows after "and".
                or (
                    text[prev.end : q.start] == ", "
                    and i + 1 < len(items)
                    and _smaller_part(q, items[i + 1])
                    and text[q.end : items[i + 1].start] == " and "
                )
            )
        ):
            total = (prev.value or 0.0) + (q.value or 0.0)  # (both set: _smaller_part)
            out[-1] = _new_quantity(
                q.kind, total, q.unit, q.dimension, None, None, None, prev.start, q.end,
                text[prev.start : q.end], q.factor, q.precision,
                len(str(round(total / q.factor))),
            )  # fmt: skip
            continue
        if (
            prev is not None
            and prev.kind == "measure"
            and prev.factor == _FOOT
            and prev.value is not None
            and prev.low is None
            and (prev.precision or 0) >= _FOOT
            and q.kind == "number"
            and q.value is not None
            and 0 < q.value < 12
            and text[prev.end : q.start] == " "
            and (inch := _LOOSE_INCH.match(text, q.end)) is not None
        ):
            # "a 2 ft 6 in gauge": inches after feet, where "in" alone would be
            # read as the preposition.
            total = prev.value + q.value * _INCH
            out[-1] = _new_quantity(
                "measure", total, prev.unit, prev.dimension, None, None, None, prev.start,
                inch.end(), text[prev.start : inch.end()], _INCH, _INCH,
                len(str(round(total / _INCH))),
            )  # fmt: skip
            continue
        out.append(q)
    return out


def _smaller_part(prev: Quantity, q: Quantity) -> bool:
    """Whether *q* may be the next, smaller part of a figure *prev* opens ("1 hour" then
    "52 minutes"): same dimension, a smaller unit, less than one of *prev*'s units."""
    return (
        q.kind == prev.kind
        and (q.kind == "duration" or (q.kind == "measure" and q.dimension in _PARTED))
        and q.dimension == prev.dimension
        and q.unit == prev.unit
        and q.value is not None
        and prev.value is not None
        and prev.low is None
        and q.low is None
        and 0 <= q.value < prev.factor
        and q.factor < prev.factor
        and prev.value > 0
        and (prev.precision or 0) >= prev.factor  # "1 hour", not "1.5 hours"
    )


# Measures written in two units ("3 lb 4 oz", "5 ft 3 in", "2 km 300 m"); never
# power, data or energy ("38 MW and 52 kW" are two figures).
_PARTED = frozenset({"mass", "length", "volume"})
_FOOT, _INCH = 0.3048, 0.0254
# " in" after a number of inches, not the preposition: "2 ft 6 in gauge".
_LOOSE_INCH = re.compile(
    r" in(?=[\s,.;)])(?! (?:the|a|an|his|her|its|their|which|what|one|order|total|all)\b)"
)


def _point(text: str, num: _Num) -> Quantity | None:
    s, e = num.start, num.end
    if num.weak:
        return None
    if num.currency:
        return _new_quantity("money", num.value, num.currency, "currency", None, None, None, s, e,
                        text[s:e], 1.0, num.step, num.sig)  # fmt: skip
    entry = num.entry
    if entry is None:
        if num.step == 1.0 and 0 < num.value < 10000 and (era := _era(text, s, e)) is not None:
            y = int(num.value) * era[0]
            return _new_quantity("year", float(y), None, "date", (y, None, None), None, None,
                            era[1], era[2], text[era[1] : era[2]], 1.0, 1.0, 4)  # fmt: skip
        if num.year_like:
            y = int(num.value)
            return _new_quantity("year", num.value, None, "date", (y, None, None), None, None, s, e,
                            text[s:e], 1.0, 1.0, 4)  # fmt: skip
        return _new_quantity("number", num.value, None, None, None, None, None, s, e, text[s:e],
                        1.0, num.step, num.sig)  # fmt: skip
    if entry[0] == "ordinal":
        return _new_quantity("ordinal", num.value, None, None, None, None, None, s, e, text[s:e],
                        1.0, 1.0, num.sig)  # fmt: skip
    if entry[0] == "decade":
        return _new_quantity("year", None, None, "date", None, num.value, num.value + 9, s, e,
                        text[s:e])  # fmt: skip
    kind, unit, dim, factor = entry
    return _new_quantity(kind, num.value, unit, dim, None, None, None, s, e, text[s:e], factor,
                    num.step, num.sig)  # fmt: skip


_ERA_AFTER = re.compile(r"[ \u00a0]?(?:B\.C\.(?:E\.)?|A\.D\.|BCE|BC|AD|CE)(?!\w)")
_ERA_BEFORE = re.compile(r"(?<![\w.])(?:AD|A\.D\.)[ \u00a0]?$")


def _era(text: str, s: int, e: int) -> tuple[int, int, int] | None:
    """Sign, start and end of a year written with its era: "31 BC", "AD 14", "410 CE"."""
    if (m := _ERA_AFTER.match(text, e)) is not None:
        return (-1 if "B" in m[0] else 1), s, m.end()
    if (m := _ERA_BEFORE.search(text, max(0, s - 6), s)) is not None:
        return 1, m.start(), e
    return None


def _after_change_verb(work: str, low: str, start: int) -> bool:
    """A verb of change ("rose", "cut") before *start* in the same clause."""
    lo = max(0, start - 80)
    if _CASE_ODD.search(work, lo, start) is None:
        return _CHANGE_VERB_LOWER.search(low, lo, start) is not None
    return _CHANGE_VERB.search(work, lo, start) is not None


# Before a year: "in 1903", "by 1910".
_YEAR_WORD_BEFORE = re.compile(r"\b(?:in|by|since|until)\s+$", re.IGNORECASE)


def _second_year(first: float, last_two: float) -> float:
    """The year whose last two digits are *last_two*, in *first*'s century, or the next
    one after a year ending in 99: 2015 and 16 give 2016, 1999 and 00 give 2000."""
    year = first // 100 * 100 + last_two
    if year <= first and first % 100 == 99 and year % 100 == 0:
        year += 100
    return year


def _range(text: str, work: str, low: str, a: _Num, b: _Num) -> Quantity | None:
    """One quantity for "a to b" when the gap and the two ends allow it."""
    g = _RANGE_GAP.fullmatch(work, a.end, b.start)
    if g is None or any(
        x.entry is not None and x.entry[0] in ("ordinal", "decade") for x in (a, b)
    ):
        return None
    word = g["word"]
    if word == "and":
        if not _BETWEEN_BEFORE.search(work, max(0, a.start - 10), a.start):
            return None
    elif (
        word
        and _FROM_BEFORE.search(work, max(0, a.start - 7), a.start)
        and _after_change_verb(work, low, a.start)
    ):
        return None  # "rose from 8% to 40%" is a change, not a range
    s, e = a.start, b.end
    if a.year_like and (b.year_like or (g["dash"] and g.end() - g.start() == 1 and b.digits == 2)):
        lo, hi = a.value, b.value
        if b.digits == 2:  # "2015–16", "1999–00"
            hi = _second_year(lo, b.value)
            if hi <= lo and 1 <= b.value <= 12 and g["dash"] == "-":
                return _date(text, s, e, int(lo), int(b.value), None)  # "2018-06"
        if hi <= lo:
            return None
        return _new_quantity("year", None, None, "date", None, lo, hi, s, e, text[s:e])
    if (
        (a.year_like or b.year_like)
        and a.entry is None
        and b.entry is None
        and not (a.currency or b.currency)
    ):
        return None
    if (
        a.year_like
        and a.entry is None
        and _YEAR_WORD_BEFORE.search(work, max(0, a.start - 7), a.start)
    ):
        return None  # "from 4,200 tonnes in 1903 to 11,800 tonnes": a year, then the change's end
    if a.currency and b.currency and a.currency != b.currency:
        return None
    if (a.entry and b.currency) or (b.entry and a.currency):
        return None  # "grew 8% to $56.2 billion": a unit on one end, money on the other
    if a.entry and b.entry and a.entry[1:3] != b.entry[1:3] and a.entry[2] != b.entry[2]:
        return None
    currency = a.currency or b.currency
    entry = a.entry or b.entry
    if (a.weak or b.weak) and entry is None and currency is None:
        return None
    lo, hi, step_lo, step_hi = a.value, b.value, a.step, b.step
    if entry is not None and (a.entry is None or b.entry is None):
        if a.entry is None:
            lo, step_lo = lo * entry[3], step_lo * entry[3]
        else:
            hi, step_hi = hi * entry[3], step_hi * entry[3]
    if b.scaled and not a.scaled and lo * b.scale <= hi:
        lo, step_lo = lo * b.scale, step_lo * b.scale  # "$5–10 million"
    lo, hi = _clean(lo), _clean(hi)
    if not lo < hi:
        return None  # "89–81" is a score, not a range
    step = max(step_lo, step_hi)
    sig = min(a.sig, b.sig)
    if currency:
        return _new_quantity("money", None, currency, "currency", None, lo, hi, s, e, text[s:e],
                        1.0, step, sig)  # fmt: skip
    if entry is None:
        return _new_quantity("number", None, None, None, None, lo, hi, s, e, text[s:e], 1.0, step,
                        sig)  # fmt: skip
    kind, unit, dim, factor = entry
    return _new_quantity(kind, None, unit, dim, None, lo, hi, s, e, text[s:e], factor, step, sig)


# --- comparison ------------------------------------------------------------------

_CALENDAR = frozenset({"date", "year"})


def reads_old_money(text: str) -> bool:
    """Whether *text* names shillings or pence, or reads a sum of them written short
    ("£3 2s", "4s a week"): a plainer sign than :func:`deals_in_old_money`."""
    return _OLD_MONEY_SIGNAL.search(text.lower()) is not None or any(
        # (the key extract_quantities uses, so the chunk's figures are read once)
        q.kind == "money" and SHORT_OLD_MONEY.search(q.text)
        for q in _extract(text, False)
    )


def deals_in_old_money(text: str) -> bool:
    """Whether *text* names shillings, guineas or farthings, or writes a short old sum
    ("3d", "2s 6d"): then its "15 pence" are old pence."""
    return _OLD_COIN.search(text.lower()) is not None


def as_old_pence(q: Quantity) -> Quantity:
    """Decimal "15 pence" (0.15) read as old pence (15/240), the reading a text of old
    money gives it; any other quantity as it is."""
    if (
        q.kind != "money"
        or q.unit != "GBP"
        or q.value is None
        or q.precision != 0.01
        or not _OLD_PENCE_TAIL.search(q.text)
    ):
        return q
    return _new_quantity(
        q.kind, _clean(round(q.value * 100) / 240), q.unit, q.dimension, q.date, q.low, q.high,
        q.start, q.end, q.text, q.factor, 1 / 240, q.sig_digits,
    )  # fmt: skip


_OLD_PENCE_TAIL = re.compile(r"\spence$", re.IGNORECASE)


def compatible(a: Quantity, b: Quantity) -> bool:
    """True when comparing the values of *a* and *b* means something."""
    if a.kind in _CALENDAR or b.kind in _CALENDAR:
        return a.kind in _CALENDAR and b.kind in _CALENDAR
    if a.kind != b.kind or a.dimension != b.dimension:
        return False
    return a.dimension != "currency" or a.unit == b.unit


def same_value(a: Quantity, b: Quantity) -> bool:
    """Equal by value, in compatible units, up to rounding (see the module docstring)."""
    if not compatible(a, b):
        return False
    if a.kind in _CALENDAR:
        return _period(a) == _period(b)
    if a.kind == "version":
        return _version_key(a) == _version_key(b)
    if a.kind == "time" and a.value is not None and b.value is not None:
        if "clock12" in (a.unit, b.unit):  # "8:30" is half past eight, morning or evening
            return a.value % 720 == b.value % 720
        return a.value == b.value
    if _is_range(a) != _is_range(b):
        return False
    if _is_range(a):
        return _eq(a, a.low, b, b.low) and _eq(a, a.high, b, b.high)
    return _eq(a, a.value, b, b.value)


def contained_in(a: Quantity, b: Quantity) -> bool:
    """True when *a* lies inside the range (or, for dates, the period) *b*."""
    if not compatible(a, b):
        return False
    if a.kind in _CALENDAR:
        return _within(_period(a), _period(b))
    if not _is_range(b) or a.kind == "version":
        return False
    lo, hi = (a.low, a.high) if _is_range(a) else (a.value, a.value)
    if lo is None or hi is None or b.low is None or b.high is None:
        return False
    return _le(b, b.low, a, lo) and _le(a, hi, b, b.high)


def conflicts(a: Quantity, b: Quantity) -> bool:
    """Compatible, but the values cannot both be right (no overlap at all)."""
    if not compatible(a, b):
        return False
    if a.kind in _CALENDAR:
        return not _overlap(_period(a), _period(b))
    if a.kind == "version":
        return _version_key(a) != _version_key(b)
    if same_value(a, b) or contained_in(a, b) or contained_in(b, a) or _near_converted(a, b):
        return False
    if _is_range(a) and _is_range(b):
        return not (_le(a, a.low, b, b.high) and _le(b, b.low, a, a.high))
    return True


_MONEY_AND_TIME = ({"currency", "time"}, {"currency", "calendar_time"})


def unit_mismatch(a: Quantity, b: Quantity) -> bool:
    """The same written number in different units (30 days vs 30 hours, $5 vs €5, 24 km
    vs 24 ha); not a sum of money against a span of time ("three weeks" against "£3"),
    which no writer swaps for each other."""
    if a.unit is None or b.unit is None or (a.unit == b.unit and a.factor == b.factor):
        return False
    if {a.dimension, b.dimension} in _MONEY_AND_TIME:
        return False

    def written(q: Quantity) -> tuple[float | None, ...]:
        return tuple(None if v is None else v / q.factor for v in (q.value, q.low, q.high))

    wa, wb = written(a), written(b)
    return all(
        (x is None and y is None) or (x is not None and y is not None and math.isclose(x, y))
        for x, y in zip(wa, wb, strict=True)
    )


def find_match(q: Quantity, candidates: Iterable[Quantity]) -> Quantity | None:
    """The first candidate stating *q* (a presence test; see the module docstring)."""
    calendar = q.kind in _CALENDAR
    for c in candidates:
        if same_value(q, c) or (contained_in(c, q) if calendar else contained_in(q, c)):
            return c
        if _same_written(q, c):
            return c
    return None


# Two versions joined as a range: "versions 2.0 through 2.3.4", "v1.2-v1.4".
_VERSION_RANGE = re.compile(
    r"(?<![\w.])v?(\d+(?:\.\d+)+)\s*(?:-|–|—|to|through|thru|until)\s*v?(\d+(?:\.\d+)+)(?![\w.])"
)
_VERSION_WRITTEN = re.compile(r"v?(\d+(?:\.\d+)+)")


def version_range_holding(figure: str, text: str) -> str | None:
    """The range *text* writes as two versions that holds version *figure*, or None.

    Versions are compared part by part, so "2.1" lies in "2.0 through 2.3.4"
    and "2.10" does not lie in "2.1 to 2.9". Figures not written as versions
    (two or more dot-separated numbers) are never held.
    """
    m = _VERSION_WRITTEN.fullmatch(figure.strip())
    if m is None:
        return None
    mine = _version_parts(m[1])
    for r in _VERSION_RANGE.finditer(text):
        if _version_parts(r[1]) <= mine <= _version_parts(r[2]):
            return r[0]
    return None


def _version_parts(written: str) -> tuple[int, ...]:
    return tuple(int(x) for x in written.split("."))


_UNIT_KINDS = frozenset({"money", "percent", "measure", "duration"})


def _same_written(a: Quantity, b: Quantity) -> bool:
    """A bare number and the same figure with a unit ("56bn", "$56bn") or as a year."""
    if {a.kind, b.kind} == {"number", "year"}:  # "1,000 stores" and "1000 stores"
        return a.value is not None and a.value == b.value
    if a.kind == "number" and b.kind in _UNIT_KINDS:
        bare, other = a, b
    elif b.kind == "number" and a.kind in _UNIT_KINDS:
        bare, other = b, a
    else:
        return False
    if bare.value is None or other.value is None:
        return False
    return math.isclose(bare.value, other.value / other.factor, rel_tol=1e-9)


def _is_range(q: Quantity) -> bool:
    return q.low is not None and q.high is not None


def _version_key(q: Quantity) -> str:
    return q.text.lstrip("vV")


def _to_common(q: Quantity, v: float, step: float | None) -> tuple[float, float | None]:
    if q.unit == "fahrenheit":
        return (v - 32.0) * 5.0 / 9.0, None if step is None else step * 5.0 / 9.0
    return v, step


def _eq(a: Quantity, x: float | None, b: Quantity, y: float | None) -> bool:
    if x is None or y is None:
        return False
    if a.factor != b.factor or a.unit != b.unit:
        return _same_converted(a, x, b, y)
    x, sx = _to_common(a, x, a.precision)
    y, sy = _to_common(b, y, b.precision)
    if math.isclose(x, y, rel_tol=1e-9, abs_tol=1e-12):
        return True
    if sx is None or sy is None or math.isclose(sx, sy, rel_tol=1e-9):
        return False
    # Rounded display: the finer value rounds to the coarser one, and the coarser
    # one still has three significant digits (3.14 = 3.1416, 56 != 56.2).
    coarse_s, coarse_sig = (sx, a.sig_digits) if sx > sy else (sy, b.sig_digits)
    return coarse_sig >= 3 and abs(x - y) <= coarse_s / 2 * (1 + 1e-9)


def _same_converted(a: Quantity, x: float, b: Quantity, y: float) -> bool:
    """*x* and *y*, written in different units, state the same value.

    A conversion is rounded as a matter of course: either figure may round
    the other one taken as exact, to two significant digits or more (1.5
    miles = 2.4 km, 1,280 m = 1.3 km, 1 kg = 2.2 lb), and a figure ending in
    a zero may be rounded to tens (350 °F = 180 °C, 60 mph = 100 km/h).
    """
    cx, _ = _to_common(a, x, None)
    cy, _ = _to_common(b, y, None)
    gap = abs(cx - cy) * (1 - 1e-9)
    if gap <= 1e-12 + 1e-9 * abs(cx):
        return True
    for q, v in ((a, x), (b, y)):
        step, sig = q.precision, q.sig_digits
        if not step:
            continue
        if round(v / step) % 10 == 0:
            step, sig = step * 10, sig - 1
        _, step = _to_common(q, v, step)
        if sig >= 2 and step is not None and gap <= step / 2:
            return True
    return False


def _near_converted(a: Quantity, b: Quantity) -> bool:
    """Two single figures in different units within 4% of each other.

    Too close to call a conflict: a loose conversion ("30 mph" for "50
    km/h") is not a different value.
    """
    if (a.factor == b.factor and a.unit == b.unit) or a.value is None or b.value is None:
        return False
    if _is_range(a) or _is_range(b) or a.dimension in ("temperature", "clock"):  # no true zero
        return False
    return abs(a.value - b.value) <= 0.04 * max(abs(a.value), abs(b.value))


def _le(a: Quantity, x: float | None, b: Quantity, y: float | None) -> bool:
    if x is None or y is None:
        return False
    cx, _ = _to_common(a, x, None)
    cy, _ = _to_common(b, y, None)
    return cx <= cy or _eq(a, x, b, y)


_Period = tuple[int | None, int | None, int | None, int | None]


def _period(q: Quantity) -> _Period:
    """(first year, last year, month, day) of a date, year or year range."""
    if q.date is not None:
        y, mo, d = q.date
        return (y, y, mo, d)
    lo = None if q.low is None else int(q.low)
    hi = None if q.high is None else int(q.high)
    return (lo, hi, None, None)


def _within(a: _Period, b: _Period) -> bool:
    if b[0] is not None and (a[0] is None or a[0] < b[0] or a[1] > b[1]):  # type: ignore[operator]
        return False
    if b[2] is not None and a[2] != b[2]:
        return False
    return b[3] is None or a[3] == b[3]


def _overlap(a: _Period, b: _Period) -> bool:
    if a[0] is not None and b[0] is not None and (a[1] < b[0] or b[1] < a[0]):  # type: ignore[operator]
        return False
    if a[2] is not None and b[2] is not None and a[2] != b[2]:
        return False
    return a[3] is None or b[3] is None or a[3] == b[3]
