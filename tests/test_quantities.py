"""Reading figures out of prose and comparing them by value.

Sentences marked VitaminC are excerpts of the VitaminC data set (Schuster et
al. 2021, CC BY-SA 3.0); WiCE ones are Wikipedia text from WiCE (Kamoi et al.
2023, CC BY-SA). Both keep their tokenised spacing ("$ 53.8 million", "64 %").
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from citeproof.quantities import (
    Quantity,
    as_old_pence,
    compatible,
    conflicts,
    contained_in,
    deals_in_old_money,
    extract_quantities,
    find_match,
    same_value,
    unit_mismatch,
    version_range_holding,
)


def found(text: str) -> list[tuple[str, str]]:
    """(kind, text as written) of every quantity, in order."""
    return [(q.kind, q.text) for q in extract_quantities(text)]


def one(text: str) -> Quantity:
    """The only quantity in *text*."""
    qs = extract_quantities(text)
    assert len(qs) == 1, [q.text for q in qs]
    return qs[0]


def first(text: str) -> Quantity:
    qs = extract_quantities(text)
    assert qs, text
    return qs[0]


EXTRACTION = [
    pytest.param(
        "Focus has grossed $ 53.8 million in North America and $ 97.5 million in other "
        "territories for a total gross of $ 151.3 million .",
        [("money", 53.8e6, "USD"), ("money", 97.5e6, "USD"), ("money", 151.3e6, "USD")],
        id="vitaminc-tokenised-money",
    ),
    pytest.param(
        "The annual salary of each member is £74,962 , effective from 1 April 2016 .",
        [("money", 74962, "GBP"), ("date", None, None)],
        id="vitaminc-pounds-and-date",
    ),
    pytest.param(
        "with an annual budget of about €4.28 billion / US $ 5.51 billion ( 2013 ) .",
        [("money", 4.28e9, "EUR"), ("money", 5.51e9, "USD"), ("year", 2013, None)],
        id="vitaminc-euro-and-us-dollar",
    ),
    pytest.param(
        "On Rotten Tomatoes , the film holds an approval rating of 61 % based on 71 reviews , "
        "and an average rating of 6.3/10 .",
        [("percent", 61, "percent"), ("number", 71, None), ("number", 6.3, None)],
        id="vitaminc-rating",
    ),
    pytest.param(
        "Half Girlfriend earned more than 20 crore on its second weekend .",
        [("number", 2e8, None), ("ordinal", 2, None)],
        id="vitaminc-crore-and-ordinal-word",
    ),
    pytest.param(
        "the flight from Turkey carrying 84 tonnes of PPE was delayed.",
        [("measure", 84e6, "g")],
        id="vitaminc-tonnes",
    ),
    pytest.param(
        "He was married to his wife for 69 years until her death 16 November 2012.",
        [("duration", 69 * 12, "month"), ("date", None, None)],
        id="wice-years-as-duration",
    ),
    pytest.param(
        "It is a built-up district located 2.1 miles ( 3.4 km ) east of Charing Cross.",
        [("measure", 2.1 * 1609.344, "m"), ("measure", 3400, "m")],
        id="vitaminc-miles-and-km",
    ),
    pytest.param(
        "The refund is issued within sixty (60) days; the fee is 1,000 dollars per seat.",
        [("duration", 60 * 86400, "s"), ("money", 1000, "USD")],
        id="word-with-figure-in-parentheses",
    ),
    pytest.param(
        "Revenue reached 56 billion dollars, up from 1.5m in the first quarter of 1999.",
        [("money", 56e9, "USD"), ("measure", 1.5, "m"), ("ordinal", 1, None), ("year", 1999, None)],
        id="m-without-currency-is-metres",
    ),
    pytest.param(
        "Temperatures fell to −20 °C overnight and reached 45 ° C by noon; 98.6 °F is normal.",
        [
            ("measure", -20, "celsius"),
            ("measure", 45, "celsius"),
            ("time", 720, "clock"),
            ("measure", 98.6, "fahrenheit"),
        ],
        id="temperatures",
    ),
    pytest.param(
        "In 2020 there were 1567 cases and 1899 new samples; in 1990 sales rose.",
        [
            ("year", 2020, None),
            ("number", 1567, None),
            ("number", 1899, None),
            ("year", 1990, None),
        ],
        id="four-digit-counts-of-things-are-no-years",
    ),
    pytest.param(
        "The death toll had risen to 1204 and cases reached 2012; sales reached 1988 levels.",
        [("number", 1204, None), ("number", 2012, None), ("year", 1988, None)],
        id="what-a-count-came-to-is-no-year",
    ),
    pytest.param(
        "Augustus ruled from 27 BC until AD 14; the city fell in 410 CE.",
        [("year", -27, None), ("year", 14, None), ("year", 410, None)],
        id="years-with-their-era",
    ),
    pytest.param(
        "Overnight it fell to minus 12 degrees Celsius, within plus or minus 2% of the forecast.",
        [("measure", -12, "celsius"), ("percent", 2, "percent")],
        id="minus-as-a-word",
    ),
    pytest.param(
        "The drive holds 2 TB, the file is 512 MB and the cache 64 KiB.",
        [("measure", 2e12, "b"), ("measure", 512e6, "b"), ("measure", 65536, "b")],
        id="data-sizes",
    ),
    pytest.param(
        "Unemployment fell 3 percentage points to 8 per cent, a cut of 25 basis points.",
        [("percent", 3, "pp"), ("percent", 8, "percent"), ("percent", 0.25, "pp")],
        id="percentage-points",
    ),
    pytest.param(
        "It weighs 1.2 kg and travels at 60 mph over 5 km², about 12 hectares.",
        [
            ("measure", 1200, "g"),
            ("measure", 60 * 1.609344, "km/h"),
            ("measure", 5e6, "m2"),
            ("measure", 12e4, "m2"),
        ],
        id="mass-speed-area",
    ),
    pytest.param(
        "Twenty-one of the one hundred and five delegates voted; a dozen abstained.",
        [("number", 21, None), ("number", 105, None), ("number", 12, None)],
        id="number-words",
    ),
    pytest.param(
        "Brown was ranked 3rd in 2018 and 21st a year later; Hodge came third.",
        [("ordinal", 3, None), ("year", 2018, None), ("ordinal", 21, None), ("ordinal", 3, None)],
        id="ordinals",
    ),
    pytest.param(
        "Schaub signed a one-year contract worth $ 2,750,000 with $ 500,000 guaranteed.",
        [("duration", 12, "month"), ("money", 2.75e6, "USD"), ("money", 5e5, "USD")],
        id="vitaminc-hyphenated-duration",
    ),
    pytest.param(
        "The fund invested USD 5 million, EUR 3m and 200 crore rupees (Rs 2,000 crore in all).",
        [
            ("money", 5e6, "USD"),
            ("money", 3e6, "EUR"),
            ("money", 2e9, "INR"),
            ("money", 2e10, "INR"),
        ],
        id="currency-codes-and-words",
    ),
    pytest.param(
        "The rate was 6.35% in July, 15 basis points lower than in June, 2024.",
        [("percent", 6.35, "percent"), ("percent", 0.15, "pp"), ("date", None, None)],
        id="a-comma-after-a-month-takes-a-year-not-a-day",
    ),
    pytest.param(
        "The count found 318 bar-tailed godwits; the boiler ran at 2 bar.",
        [("number", 318, None), ("measure", 2e5, "Pa")],
        id="bar-before-a-hyphen-is-a-word-not-a-unit",
    ),
    pytest.param(
        "Spending was £8.7 million in 2022/23 and 2024/25 is set; 24/7 cover stays.",
        [("money", 8.7e6, "GBP"), ("year", None, None), ("year", None, None)],
        id="a-financial-year-with-a-slash-is-a-year-span",
    ),
]


@pytest.mark.parametrize(("text", "expected"), EXTRACTION)
def test_extracts_kind_value_and_unit(
    text: str, expected: list[tuple[str, float | None, str | None]]
) -> None:
    qs = extract_quantities(text)
    got = [(q.kind, q.value, q.unit) for q in qs]
    assert [g[0] for g in got] == [e[0] for e in expected], [q.text for q in qs]
    for (kind, value, unit), q in zip(expected, qs, strict=True):
        assert q.unit == unit, q
        if value is None:
            assert q.value is None or kind == "year", q
        else:
            assert q.value == pytest.approx(value, rel=1e-9), q


def test_offsets_point_into_the_original_text() -> None:
    text = "Die Bahn fuhr\u00a0mit 1\u202f000 km/h \u2014 rund 621 mph \u2014 am 27.05.1937."
    for q in extract_quantities(text):
        assert text[q.start : q.end] == q.text
    assert found(text) == [("measure", "1\u202f000 km/h"), ("measure", "621 mph"),
                           ("date", "27.05.1937")]  # fmt: skip


@given(st.text(alphabet="0123456789 ,.$%-–()[]/:kmgsKMBabdyorfuthlisn\u00a0\u2212°C", max_size=40))
def test_extraction_never_crashes_and_keeps_offsets(text: str) -> None:
    for q in extract_quantities(text):
        assert text[q.start : q.end] == q.text
        assert q.start < q.end


def test_results_are_cached_per_string() -> None:
    text = "It has grossed $ 28.8 million , against a $ 25 million budget."
    assert extract_quantities(text) == extract_quantities(text)
    assert extract_quantities(text) is not extract_quantities(text)  # callers get a fresh list


@pytest.mark.parametrize(
    "text",
    ["1,000", "1\u00a0000", "1\u2009000", "1\u202f000", "one thousand", "a thousand"],
)
def test_thousands_written_any_way(text: str) -> None:
    q = one(f"The company hired {text} engineers last spring.")
    assert q.kind == "number"
    assert q.value == 1000


def test_a_bare_1000_reads_as_a_year_but_is_found_as_1_000() -> None:
    year, count = one("They run 1000 stores."), one("They run 1,000 stores.")
    assert (year.kind, count.kind) == ("year", "number")
    assert not same_value(year, count)
    assert find_match(year, [count]) is count and find_match(count, [year]) is year
    assert find_match(year, [one("They run 1,001 stores.")]) is None


def test_plain_space_does_not_group_digits() -> None:
    # "1 000" with an ordinary space is two tokens; "000" is a code, not an amount.
    assert found("They bought 1 000 shares.") == [("number", "1")]
    # Tokenised lists look like "1 , 000", so the comma with spaces never joins.
    assert found("Scores : 85 , 86 , 87") == [("number", "85"), ("number", "86"), ("number", "87")]


@pytest.mark.parametrize(("text", "value"), [("-20", -20), ("−20", -20), ("3.5", 3.5)])
def test_signs_and_decimals(text: str, value: float) -> None:
    assert one(f"The index moved to {text} on Friday.").value == value


@pytest.mark.parametrize(
    "text",
    ["$56.2bn", "$ 56.2 billion", "US$56.2 billion", "56.2 billion dollars", "USD 56.2bn",
     "56.2 bn USD", "$56,200,000,000"],
)  # fmt: skip
def test_money_with_scale_words(text: str) -> None:
    q = one(f"Alphabet reported revenue of {text} for the quarter.")
    assert (q.kind, q.unit, q.value) == ("money", "USD", 56.2e9)


def test_m_is_million_only_for_money_or_capital_m() -> None:
    assert one("The club paid £1.5m for him.").value == 1.5e6
    assert one("The club paid £1.5 m for him.").value == 1.5e6
    assert (one("The wall is 1.5m high.").unit, one("The wall is 1.5m high.").value) == ("m", 1.5)
    assert one("The wall is 5 m high.").unit == "m"
    assert one("The app has 1.5M users.").value == 1.5e6
    assert one("The app has 10k users.").value == 10_000


def test_scale_words_and_indian_units() -> None:
    assert one("It earned 94.89 crore worldwide.").value == pytest.approx(948.9e6)
    assert one("The grant was 5 lakh rupees.").value == 5e5
    assert one("Debt hit $1.2tn last year.").value == 1.2e12
    assert one("The estate was valued at 3 trillion yen.").unit == "JPY"


def test_a_lone_one_is_not_a_figure() -> None:
    text = "One of the founders said no one expected someone to buy one copy of it."
    assert found(text) == []
    assert found("It took one hour and one million dollars.") == [
        ("duration", "one hour"),
        ("money", "one million dollars"),
    ]
    assert one("Only one percent of users complained.").value == 1


def test_number_word_in_parentheses_is_one_quantity() -> None:
    q = one("Notice must be given within thirty (30) days of the date of disclosure.")
    assert (q.kind, q.value, q.text) == ("duration", 30 * 86400.0, "thirty (30) days")
    # A figure in brackets that disagrees is not merged (nor read: "(31)" looks like a label).
    assert found("within thirty (31) days") == [("number", "thirty")]


def test_fractions_and_idioms_are_not_ordinals() -> None:
    assert found("Jackson had canceled almost a third of the 30 stops.") == [
        ("percent", "a third"),
        ("number", "30"),
    ]
    assert found("At first the team struggled; first-hand accounts differ.") == []
    assert found("It was the first film to win both awards.") == [("ordinal", "first")]
    # "per second" is a unit of time, not a place in an order.
    assert found("The API allows 500 requests per second.") == [("number", "500")]
    assert found("She finished second in the final.") == [("ordinal", "second")]


@pytest.mark.parametrize(
    ("text", "value"),
    [("a third of", 100 / 3), ("two-thirds of", 200 / 3), ("one quarter of", 25.0),
     ("three quarters of", 75.0), ("a fifth of", 20.0)],
)  # fmt: skip
def test_shares_in_words_are_percentages(text: str, value: float) -> None:
    q = one(f"Exports made up {text} sales last year.")
    assert (q.kind, q.unit) == ("percent", "percent")
    assert q.value == pytest.approx(value)
    assert same_value(q, one("Exports made up 34% of sales.")) == (text == "a third of")


def test_shares_of_sixths_eighths_and_tenths_and_shares_a_clause_ends_on() -> None:
    # "one sixth to the informer", "the officers one sixth.", "the remaining third."
    assert [(q.text, round(q.value, 2)) for q in extract_quantities(
        "The proceeds were split: one third to the officers and one sixth to the informer."
    )] == [("one third", 33.33), ("one sixth", 16.67)]  # fmt: skip
    assert one("The seizing officers received one sixth.").value == pytest.approx(100 / 6)
    assert one("The company kept the remaining third.").value == pytest.approx(100 / 3)
    assert one("Gask took a tenth of the profits.").value == pytest.approx(10.0)
    assert one("Seven eighths of the crop was sold.").value == pytest.approx(87.5)
    # an ordinal stays an ordinal; a share needs "of", "off", "to", "for" or the
    # clause's end after it
    assert found("It was the sixth day of the fair.") == [("ordinal", "sixth")]
    assert found("One third and more left the parish.") == []


def test_shares_off_a_price_are_percentages() -> None:
    q = one("Students get one-third off every evening class.")
    assert (q.kind, q.text, q.value) == ("percent", "one-third", pytest.approx(100 / 3))
    assert same_value(q, one("Students get 33% off every evening class."))
    assert found("Half the trains run a quarter offshore.") == []  # "off" must end the word


def test_odds_are_shares() -> None:
    # "one in five" is a fifth, rounded either way like any odds in words.
    q = one("The mill employed about one in five of the town's people.")
    assert (q.kind, q.text, q.value) == ("percent", "one in five", 20.0)
    assert same_value(q, one("The mill employed 21% of the town's people."))
    # A leaflet's "1 in 1,000" is exact: a tenth of a percent, not within 2 points of 2%.
    rare = one("It may affect up to 1 in 1,000 people.")
    assert (rare.kind, rare.value) == ("percent", 0.1)
    assert not same_value(rare, one("It may affect up to 2% of people."))
    assert one("It may affect more than 1 in 10 people.").value == 10.0
    # Not odds: "one in three years", "1 in 12" (no leaflet band).
    assert found("They won one in three years.") == [("duration", "three years")]
    assert [q.kind for q in extract_quantities("Only 1 in 12 passed.")] == ["number", "number"]


def test_a_score_out_of_100_is_a_share() -> None:
    # "72 out of 100" is 72%, to its last written digit: not 73%, and one figure,
    # not a 72 and a 100.
    q = one("The aggregator gave the album a score of 72 out of 100, a favourable rating.")
    assert (q.kind, q.text, q.value) == ("percent", "72 out of 100", 72.0)
    assert same_value(q, one("The album scored 72% with the aggregator."))
    assert not same_value(q, one("The album scored 73% with the aggregator."))
    assert one("Its score was 64.5 out of 100.").value == 64.5
    # Other wholes are no percentage; a count above the whole is no share.
    assert [q.kind for q in extract_quantities("She won 7 out of 12 races.")] == [
        "number",
        "number",
    ]
    assert extract_quantities("It logged 105 out of 100 hours.")[0].value == 105.0


def test_fractions_that_are_not_shares_stay_as_they_were() -> None:
    assert found("The crossing takes a quarter of an hour.") == [
        ("duration", "a quarter of an hour")
    ]
    assert found("Half of the members voted.") == []
    assert found("They finished third of the 12 teams.")[0] == ("ordinal", "third")


@pytest.mark.parametrize("text", ["8%", "8 %", "8 percent", "8 per cent", "eight percent", "8pct"])
def test_percent_forms(text: str) -> None:
    q = one(f"Inflation slowed to {text} in March.")
    assert (q.kind, q.unit, q.value) == ("percent", "percent", 8)


def test_percentage_points_are_not_percent() -> None:
    pct = one("Support rose to 3% in May.")
    pp = one("Support rose 3 percentage points in May.")
    assert not compatible(pct, pp)
    assert not same_value(pct, pp)
    assert unit_mismatch(pct, pp)


@pytest.mark.parametrize(
    "text",
    ["May 27, 1937", "27 May 1937", "27 May, 1937", "1937-05-27", "May 27th, 1937",
     "the 27th of May 1937", "27/05/1937", "05/27/1937", "May 27 , 1937"],
)  # fmt: skip
def test_one_day_written_many_ways(text: str) -> None:
    q = one(f"The Golden Gate Bridge opened on {text} to pedestrians.")
    assert q.kind == "date"
    assert q.date == (1937, 5, 27)


def test_partial_dates_and_abbreviations() -> None:
    assert one("It opened in May 1937.").date == (1937, 5, None)
    assert one("Denzel Curry was born on February 17 .").date == (None, 2, 17)
    assert one("The company announced Thursday, Nov. 8, that it would part ways.").date == (
        None,
        11,
        8,
    )
    assert one("A second ICRC is being planned for Oct. 2017 in Washington.").date == (
        2017,
        10,
        None,
    )
    assert one("Sept. 11, 2001").date == (2001, 9, 11)


def test_ambiguous_numeric_dates_are_skipped() -> None:
    assert found("Page last updated: 02/12/2013, at 10:11") == [("time", "10:11")]
    assert found("Updated 04/26/19 The top reason") == []


def test_bare_years_and_year_ranges() -> None:
    assert one("Bauer purchased Emap Radio in 2008 .").kind == "year"
    qs = extract_quantities("In Portsmouth 's Premiership debut season in 2003–04 , it rained.")
    assert [(q.kind, q.low, q.high) for q in qs] == [("year", 2003, 2004)]
    decade = one("the war in the early 1940s caused people to have fewer children.")
    assert (decade.kind, decade.low, decade.high) == ("year", 1940, 1949)
    assert one("the oil price collapse of the 1990 's .").low == 1990
    war = one("He served from 1939 to 1945 in the navy.")
    assert (war.kind, war.low, war.high) == ("year", 1939, 1945)


def test_a_year_is_not_a_count() -> None:
    year = one("The survey covered 2019 .")
    count = one("The survey covered 2,019 households.")
    assert (year.kind, count.kind) == ("year", "number")
    assert not compatible(year, count)


RANGES = [
    ("Take 200 mg to 400 mg daily.", "measure", 0.2, 0.4, "g"),
    ("Take 200–400 mg daily.", "measure", 0.2, 0.4, "g"),
    ("Take 200-400 mg daily.", "measure", 0.2, 0.4, "g"),
    ("Take between 200 and 400 mg daily.", "measure", 0.2, 0.4, "g"),
    ("It works from -20 °C to 45 °C.", "measure", -20, 45, "celsius"),
    ("It works at -20 °C to 45 °C.", "measure", -20, 45, "celsius"),
    ("Margins were 20 to 30 percent.", "percent", 20, 30, "percent"),
    ("The deal is worth $5–10 million.", "money", 5e6, 10e6, "USD"),
    ("Recovery takes two to three weeks.", "duration", 14 * 86400, 21 * 86400, "s"),
]


@pytest.mark.parametrize(
    ("text", "kind", "low", "high", "unit"), RANGES, ids=[r[0] for r in RANGES]
)
def test_ranges_share_the_unit(text: str, kind: str, low: float, high: float, unit: str) -> None:
    q = one(text)
    assert (q.kind, q.unit, q.value) == (kind, unit, None)
    assert q.low == pytest.approx(low)
    assert q.high == pytest.approx(high)


def test_scores_and_changes_are_not_ranges() -> None:
    text = "The results of Mayweather 's fight were 89–81 , 89–82 , and 87–83 ."
    assert [q.value for q in extract_quantities(text)] == [89, 81, 89, 82, 87, 83]
    change = extract_quantities("The share rose from 8% to 40% in a decade.")
    assert [(q.value, q.low) for q in change] == [(8, None), (40, None)]
    # A year after "in" ends one end of a change; it starts no range of tonnes.
    dated = extract_quantities("Output rose from 4,200 tonnes in 1903 to 11,800 tonnes in 1910.")
    assert [(q.kind, q.text) for q in dated] == [
        ("measure", "4,200 tonnes"),
        ("year", "1903"),
        ("measure", "11,800 tonnes"),
        ("year", "1910"),
    ]


def test_contained_in_a_range() -> None:
    dose = one("Take between 200 and 400 mg daily.")
    assert contained_in(one("She took 300 mg."), dose)
    assert contained_in(one("She took 0.2 g."), dose)
    assert not contained_in(one("She took 500 mg."), dose)
    assert not contained_in(one("She took 300 ml."), dose)
    assert contained_in(one("It held 25 °C."), one("It works from -20 °C to 45 °C."))
    assert contained_in(one("It held 77 °F."), one("It works from -20 °C to 45 °C."))
    assert find_match(one("She took 300 mg."), [one("Take 1 g."), dose]) is dose


SAME = [
    ("Revenue was $56.2bn.", "Revenue was 56.2 billion dollars."),
    ("Revenue was $56 billion.", "Revenue was 56bn USD."),
    ("Revenue was US$56 billion.", "Revenue was $56 billion."),
    ("It weighs 1.2 kg.", "It weighs 1,200 grams."),
    ("The route is 1.28 km.", "The route is 1,280 m."),
    ("Wait 2 weeks.", "Wait 14 days."),
    ("Wait 2 years.", "Wait 24 months."),
    ("Pi is 3.14.", "Pi is 3.1416."),
    ("Sales hit $56.2 billion.", "Sales hit $56,213,000,000."),
    ("The rate is 56.2%.", "The rate is 56.20%."),
    ("Attendance was 1,000.", "Attendance was one thousand."),
    ("It was 20 °C.", "It was 68 °F."),
    ("Desiré Delano Bouterse was born on October 13 , 1945 .",
     "Desiré Delano Bouterse was born on 13 October 1945 in Domburg ."),
    ("It runs on Python 3.11.", "Requires version 3.11."),
    ("Notice is due within sixty (60) days.", "Notice is due within 60 days."),
    ("A 30-day trial.", "A thirty day trial."),
    ("Inflation was 8%.", "Inflation was eight per cent."),
]  # fmt: skip

DIFFERENT = [
    ("Revenue was $56 billion.", "Revenue was $56.2 billion."),
    ("Inflation was 8%.", "Inflation was 8.4%."),
    ("Draft Day had grossed $ 28.6 million .", "the film has grossed $ 28.8 million"),
    ("Jack the Giant Slayer earned $ 197.45 million .", "grossed $197,539,498 worldwide."),
    ("Deportivo Saprissa won 34 championships .", "Saprissa won 33 championships ."),
    ("Nketiah scored in the 58th minute .", "He scored in the 57th minute ."),
    ("The ban took effect in 1995.", "The ban took effect in 1996."),
]


@pytest.mark.parametrize(("a", "b"), SAME, ids=[s[0] for s in SAME])
def test_same_value(a: str, b: str) -> None:
    qa, qb = first(a), first(b)
    assert same_value(qa, qb) and same_value(qb, qa)
    assert not conflicts(qa, qb)
    assert find_match(qa, [qb]) is qb


@pytest.mark.parametrize(("a", "b"), DIFFERENT, ids=[d[0] for d in DIFFERENT])
def test_different_value_conflicts(a: str, b: str) -> None:
    qa, qb = first(a), first(b)
    assert compatible(qa, qb)
    assert not same_value(qa, qb)
    assert conflicts(qa, qb) and conflicts(qb, qa)
    assert find_match(qa, [qb]) is None


def test_unit_mismatch() -> None:
    days, hours = one("Logs are kept for 30 days."), one("Logs are kept for 30 hours.")
    assert unit_mismatch(days, hours) and conflicts(days, hours)
    assert unit_mismatch(one("It cost $5."), one("It cost €5."))
    assert unit_mismatch(one("Wait 30 days."), one("Wait 30 months."))
    assert not unit_mismatch(days, one("Logs are kept for 31 hours."))
    assert not unit_mismatch(one("Wait 2 weeks."), one("Wait 14 days."))
    assert unit_mismatch(one("It was 20 °C."), one("It was 20 °F."))
    # A bare number has no unit to mismatch, and is not compatible either.
    assert not unit_mismatch(days, one("Logs are kept for 30 ."))
    assert not compatible(one("It earned 56.2 billion."), one("It earned $56.2 billion."))
    # Other dimensions may mismatch ("24 kilometres" of "24 hectares"), but a sum of
    # money is no span of time in other units.
    assert unit_mismatch(one("It covers 24 kilometres."), one("It covers 24 hectares."))
    assert not unit_mismatch(one("He was fined £3."), one("He waited three weeks."))
    assert not unit_mismatch(one("It took 3 years."), one("It cost £3."))


def test_find_match_accepts_a_figure_written_without_its_unit() -> None:
    # A presence test: the figure is in the source even if the claim drops the "$".
    bare, money = one("Revenue was 56bn."), one("Revenue was $56bn.")
    assert find_match(bare, [money]) is money and find_match(money, [bare]) is bare
    assert not same_value(bare, money) and not conflicts(bare, money)
    days = one("Logs are kept for 30 days.")
    assert find_match(one("Logs are kept for 30 ."), [days]) is days
    assert find_match(one("Logs are kept for 31 ."), [days]) is None
    assert find_match(one("She finished 3rd."), [one("She won 3 medals.")]) is None


def test_kinds_only_compare_with_their_own() -> None:
    third, three = one("She finished third."), one("She won three medals.")
    assert not compatible(third, three)
    assert compatible(one("She finished 3rd."), third)
    assert same_value(one("She finished 3rd."), third)
    v1, v2 = one("Install v2.3.1 now."), one("Install 2.3.1 today.")
    assert v1.kind == "version" and same_value(v1, v2)
    assert conflicts(v1, one("Install v2.3.2 today."))


def test_dates_match_by_precision() -> None:
    day = one("The bridge opened on May 27, 1937.")
    month, year = one("The bridge opened in May 1937."), one("The bridge opened in 1937.")
    assert not same_value(day, year)
    assert contained_in(day, month) and contained_in(day, year) and contained_in(month, year)
    assert not contained_in(year, day)
    # The claim's coarser date is stated by a finer source date, not the other way round.
    assert find_match(year, [day]) is day
    assert find_match(month, [day]) is day
    assert find_match(day, [year]) is None
    assert not conflicts(day, year)
    assert conflicts(day, one("The bridge opened on May 28, 1937."))
    assert conflicts(year, one("The bridge opened in 1938."))


def test_year_less_dates() -> None:
    # VitaminC: "Eddie Guerrero was found dead on November 13 ." vs the evidence.
    claim = one("Eddie Guerrero was found dead on November 13 .")
    source = one("On November 14 , 2005 , Eddie Guerrero was found dead in his hotel room .")
    assert conflicts(claim, source)
    same_day = one("Denzel Rae Don Curry ( born February 17 , 1995 ) is a rapper .")
    assert find_match(one("Denzel Curry was born on February 17 ."), [same_day]) is same_day
    assert contained_in(same_day, one("Curry was born in the 1990s ."))


def test_conflicts_between_ranges_need_a_gap() -> None:
    a = one("Take 200–400 mg daily.")
    assert not conflicts(a, one("Take 300–500 mg daily."))
    assert conflicts(a, one("Take 500–600 mg daily."))
    assert conflicts(a, one("Take 450 mg daily."))


NOT_FIGURES = [
    "Refunds are issued within the window [1].",
    "Refunds are issued within the window [2, 3].",
    "Refunds are issued within the window [doc-17].",
    "Refunds are issued within the window (Passage 2).",
    "Refunds are issued within the window (source 3).",
    "Refunds are issued within the window (Sources 2 and 3).",
    "As Passage 4 says, refunds are issued within the window.",
    "See doc-17:4 for the refund rules.",
    "COVID-19 spread quickly through SARS-CoV-2 carriers.",
    "The A380 and the 291Mc isotope share nothing with 4G networks.",
    "Call 555-123-4567 or (555) 123-4567 or +44 20 7946 0958.",
    "Open 24/7.",
    "Read more at https://example.com/page-22159 or mail help2@example.org.",
    "I saw the band in Nov. '69 and again in the 70s.",
]


@pytest.mark.parametrize("text", NOT_FIGURES)
def test_not_figures(text: str) -> None:
    assert found(text) == []


def test_list_numbering_is_not_a_figure() -> None:
    text = "1. Definitions\n2) Term of 5 years\n(3) Survival\n  4. Notices within 10 days"
    assert found(text) == [("duration", "5 years"), ("duration", "10 days")]


def test_versions() -> None:
    assert found("Upgrade to v2.3.1, or at least Python 3.11.") == [
        ("version", "v2.3.1"),
        ("version", "3.11"),
    ]
    assert found("Section 4.2 applies.") == [("number", "4.2")]


def test_hyphenated_prefixes_keep_the_number() -> None:
    assert found("Prices peaked in mid-2019 and fell in post-2020 trading.") == [
        ("year", "2019"),
        ("year", "2020"),
    ]
    assert found("A 30-day trial and an 18-year-old driver.") == [
        ("duration", "30-day"),
        ("duration", "18-year"),
    ]


# VitaminC claim/evidence pairs (pair_group edits): claim, evidence, expected relation.
VITAMINC_PAIRS = [
    ("Student of the Year 2 made 95 crores globally .",
     "It has earned 94.89 crore worldwide .", "conflict"),
    ("A House of Commons member in the UK earned £78,000 every year .",
     "The annual salary of each member is £74,962 .", "conflict"),
    ("Super Mario Bros. 3 was released in North America on February 10 , 1990 .",
     "later in North America on February 9 , 1990 .", "conflict"),
    ("Arkansas has processed 8,996 COVID-19 tests .",
     "A total of 8,996 tests have been processed.", "same"),
    ("Sarawak had 254 coronavirus cases as of April 4 , 2020 .",
     "As of 4 April 2020 , there are 254 confirmed cases.", "same"),
    ("Knowshon Moreno signed a five-year , $ 16.7 million contract .",
     "Moreno signed a five-year , $ 16.7 million contract .", "same"),
]  # fmt: skip


@pytest.mark.parametrize(("claim", "evidence", "relation"), VITAMINC_PAIRS)
def test_vitaminc_pairs(claim: str, evidence: str, relation: str) -> None:
    source = extract_quantities(evidence)
    claimed = [q for q in extract_quantities(claim) if q.kind != "ordinal"]
    assert claimed
    for q in claimed:
        match = find_match(q, source)
        if relation == "same":
            assert match is not None, q
        else:
            assert match is None or any(conflicts(q, s) for s in source)
    if relation == "conflict":
        assert any(conflicts(q, s) for q in claimed for s in source)


@pytest.mark.parametrize(
    ("text", "seconds", "written", "same"),
    [
        ("The fastest trains will take 1 hour 52 minutes.", 6720, "1 hour 52 minutes", "112 min"),
        ("She led by 1 minute 14 seconds after the stage.", 74, "1 minute 14 seconds", "74 s"),
        ("The repair took 2 hours and 30 minutes.", 9000, "2 hours and 30 minutes", "2.5 hours"),
        ("The tank holds 3 days 4 hours of supply.", 273600, "3 days 4 hours", "76 hours"),
        # three parts, the first two set apart by a comma
        (
            "Her time was 2 hours, 18 minutes and 47 seconds.",
            8327,
            "2 hours, 18 minutes and 47 seconds",
            "8327 seconds",
        ),
    ],
)
def test_a_figure_in_two_units_is_one_quantity(
    text: str, seconds: float, written: str, same: str
) -> None:
    [q] = extract_quantities(text)
    assert (q.kind, q.value, q.unit, q.text) == ("duration", seconds, "s", written)
    assert same_value(q, extract_quantities(same)[0])
    assert not same_value(
        q, extract_quantities(written.split(" ")[0] + " " + written.split(" ")[1])[0]
    )


@pytest.mark.parametrize(
    ("text", "written", "seconds"),
    [
        ("Chebet won in 2:18:47, 41 seconds ahead.", "2:18:47", 8327),
        ("The record of 1:02:11 still stands.", "1:02:11", 3731),
        ("She finished in 0:59:30.", "0:59:30", 3570),
    ],
)
def test_hours_minutes_and_seconds_with_colons_are_a_duration(
    text: str, written: str, seconds: float
) -> None:
    q = first(text)
    assert (q.kind, q.text, q.value, q.unit) == ("duration", written, seconds, "s")
    assert same_value(q, first("in 2 hours 18 minutes 47 seconds")) == (seconds == 8327)


def test_colon_times_that_are_not_race_times() -> None:
    # a time of day with seconds and am/pm, a decimal of a second, a score, a clock
    for text in ("at 10:30:15 pm", "in 2:21:37.4", "a 3:2 win"):
        assert not [q for q in extract_quantities(text) if q.kind == "duration"], text
    assert first("at 9:30").kind == "time"


def test_two_figures_that_do_not_make_one_stay_apart() -> None:
    # The second part must be smaller than one unit of the first, and follow it directly.
    assert [q.text for q in extract_quantities("2 hours and 90 minutes")] == [
        "2 hours",
        "90 minutes",
    ]
    assert [q.text for q in extract_quantities("1.5 hours 20 minutes")] == [
        "1.5 hours",
        "20 minutes",
    ]
    assert [q.text for q in extract_quantities("2 hours, 30 minutes")] == ["2 hours", "30 minutes"]
    # a comma joins parts only where a third follows after "and"
    assert [q.text for q in extract_quantities("2 hours, 30 minutes and a break")] == [
        "2 hours",
        "30 minutes",
    ]
    [mass] = extract_quantities("The parcel weighs 3 lb 4 oz.")
    assert mass.text == "3 lb 4 oz" and round(mass.value, 1) == 1474.2


@pytest.mark.parametrize(
    ("figure", "text", "held"),
    [
        ("2.1", "Lumet Viewer versions 2.0 through 2.3.4 are affected.", "2.0 through 2.3.4"),
        ("v1.3", "Builds v1.2-v1.4 crash on start.", "v1.2-v1.4"),
        ("2.3.4", "versions 2.0 to 2.3.4", "2.0 to 2.3.4"),
        # compared part by part, not as decimals
        ("2.10", "releases 2.1 to 2.9", None),
        ("2.4", "versions 2.0 through 2.3.4", None),
        # not written as versions
        ("3", "versions 2.0 to 4.0", None),
        ("2.1", "rose from 2.0% to 2.5%", None),
    ],
)
def test_version_range_holding(figure: str, text: str, held: str | None) -> None:
    assert version_range_holding(figure, text) == held


@pytest.mark.parametrize(
    ("text", "written", "value", "unit"),
    [
        ("The crossing takes fifteen and a half hours.", "fifteen and a half hours", 55800, "s"),
        ("The coach takes seven and a quarter hours.", "seven and a quarter hours", 26100, "s"),
        ("Entitled to one and a half days of leave.", "one and a half days", 129600, "s"),
        ("The session lasts an hour and a half.", "an hour and a half", 5400, "s"),
        ("He held the title for a year and a half.", "a year and a half", 18, "month"),
        ("Stay for a quarter of an hour after the jab.", "a quarter of an hour", 900, "s"),
        ("Bake covered for three-quarters of an hour.", "three-quarters of an hour", 2700, "s"),
        ("Rest it for half an hour.", "half an hour", 1800, "s"),
        ("The coach makes a half-hour stop at Lusse.", "a half-hour", 1800, "s"),
        ("It lies a quarter of a kilometre away.", "a quarter of a kilometre", 250, "m"),
        ("Registration takes an hour and 15 minutes.", "an hour and 15 minutes", 4500, "s"),
        ("The walk takes two and a\thalf hours.", "two and a\thalf hours", 9000, "s"),
    ],
)
def test_fractions_written_in_words_are_figures(
    text: str, written: str, value: float, unit: str
) -> None:
    q = one(text)
    assert (q.text, q.value, q.unit) == (written, value, unit)


def test_fraction_words_that_are_no_figure_stay_out() -> None:
    # A multiplier is a bare number; "half the cost" has no unit to be half of.
    assert (one("It is two and a half times as long.").value, "number") == (2.5, "number")
    assert found("Members get back half the cost of their fillings.") == []
    # "a day" of a rate is not read to join the count after it.
    assert found("Take it once a day and 3 times a week at most.") == [("number", "3")]
    assert found("Rooms cost more in half of 2024.") == [("year", "2024")]
    # and the figures stay comparable: "90 minutes" is "an hour and a half"
    assert same_value(one("in 90 minutes"), one("in an hour and a half"))
    assert not same_value(one("in 15 minutes"), one("in an hour and 15 minutes"))


@pytest.mark.parametrize(
    ("text", "written", "value", "unit"),
    [
        ("a flash sync speed of 1/250 s", "1/250 s", 0.004, "s"),
        ("changes from 1/30 s to 1/60 s", "1/30 s", 1 / 30, "s"),
        ("a 1/4-inch drive socket", "1/4-inch", 0.00635, "m"),
        ("The loop is 3 1/2 miles long.", "3 1/2 miles", 5632.704, "m"),
        ("Recommended pressure: front 2.3 bar", "2.3 bar", 230000, "Pa"),
        ("inflate them to 33 psi", "33 psi", 33 * 6894.757293168, "Pa"),
        ("Energy: 478 kcal per bar", "478 kcal", 478 * 4184, "J"),
        ("a 625 Wh battery", "625 Wh", 2250000, "J"),
        ("a 7 kW wallbox", "7 kW", 7000, "W"),
    ],
)
def test_slash_fractions_and_more_units(text: str, written: str, value: float, unit: str) -> None:
    q = first(text)
    assert (q.text, q.unit) == (written, unit)
    assert q.value == pytest.approx(value)


def test_slash_figures_without_a_unit_stay_out() -> None:
    # A bare fraction may be a score, a ratio or half a date; "24/7" is none.
    for text in ("rated 4/5 by critics", "open 24/7", "a 50/50 split", "in 2/3 of cases"):
        assert found(text) == [], text
    assert found("2 bars of chocolate") == [("number", "2")]  # no pressure in plural "bars"
    # an improper fraction is no fraction: "3/2 time" is a time signature
    assert found("in 3/2 time") == []


@pytest.mark.parametrize(
    ("a", "b", "same"),
    [
        ("1.5 miles", "2.4 km", True),  # a conversion rounded to two digits
        ("1,280 m", "1.3 km", True),
        ("1 kg", "2.2 lb", True),  # the exact figure rounds to the other
        ("350 °F", "180 °C", True),  # "180" rounded to tens
        ("60 mph", "100 km/h", True),
        ("350 °F", "200 °C", False),
        ("1 kg", "2.3 lb", False),
        ("56.2 kg", "56 kg", False),  # one unit: three digits still needed
    ],
)
def test_conversions_are_rounded(a: str, b: str, same: bool) -> None:
    assert same_value(one(a), one(b)) is same


def test_a_loose_conversion_is_no_conflict_but_a_far_one_is() -> None:
    assert not conflicts(one("30 mph"), one("50 km/h"))  # 48.3 km/h: within 4%
    assert not same_value(one("30 mph"), one("50 km/h"))
    assert conflicts(one("30 mph"), one("60 km/h"))
    assert conflicts(one("350 °F"), one("170 °C"))  # temperatures have no true zero


@pytest.mark.parametrize(
    ("text", "written", "minutes", "unit"),
    [
        ("Pay and display applies 08:00 to 18:00.", "08:00", 480, "clock"),
        ("The car park closes at 9.30pm.", "9.30pm", 1290, "clock"),
        ("Doors open at 5 p.m. daily.", "5 p.m.", 1020, "clock"),
        ("Posted: 9:36 PM and updated later.", "9:36 PM", 1296, "clock"),
        ("Restrictions apply from 17:45.", "17:45", 1065, "clock"),
        ("The ferry leaves at 8:30.", "8:30", 510, "clock12"),  # morning or evening
        ("Parking is free after midday.", "midday", 720, "clock"),
        ("Tickets are valid until midnight.", "midnight", 0, "clock"),
    ],
)
def test_times_of_day(text: str, written: str, minutes: float, unit: str) -> None:
    q = first(text)
    assert (q.kind, q.text, q.value, q.unit) == ("time", written, minutes, unit)


def test_times_of_day_compare_by_the_clock() -> None:
    assert same_value(first("at 08:00"), first("at 8am"))
    assert same_value(first("at 18:30"), first("at 6.30 pm"))
    assert same_value(first("at 8:30"), first("at 20:30"))  # "8:30" may be either
    assert not same_value(first("at 08:30"), first("at 20:30"))
    assert conflicts(first("at 10:00"), first("at 10:05"))  # no 4% slack on a clock
    for text in ("won in 2:21:37", "a 3:2 win", "dilute 1:10 with water", "costs 9.50"):
        assert not [q for q in extract_quantities(text) if q.kind == "time"], text
    # "8am-6pm": the hyphen after "am" is no minus and no word joint
    assert [q.text for q in extract_quantities("open 8am-6pm")] == ["8am", "6pm"]


def test_the_unit_after_a_by_dimension_holds_for_both_figures() -> None:
    assert [(q.value, q.unit) for q in extract_quantities("It measures 52 by 41 cm.")] == [
        (0.52, "m"),
        (0.41, "m"),
    ]
    assert same_value(first("a 3 x 2 m rug"), first("3 m"))
    # a bare figure before "by" and a unit-less one stay bare
    assert [q.kind for q in extract_quantities("won by 3 to 2")] == ["number", "number"]


def test_units_written_as_ratios_compare_only_with_themselves() -> None:
    q = first("a result of 3.5 µg/dL or higher")
    assert (q.kind, q.text, q.value, q.unit) == ("measure", "3.5 µg/dL", 3.5, "µg/dl")
    assert same_value(first("5.6 mmol/L"), first("5.6 mmol/l"))
    assert not compatible(first("5.6 mmol/L"), first("5.6 mg/dL"))  # no conversion
    assert not compatible(first("2.5 µg/L"), first("a 65-year-old man"))
    assert first("at 50 km/h").unit == "km/h"  # a unit of the table is still read as such


@pytest.mark.parametrize(
    ("text", "written", "pounds"),
    [
        ("The gallery cost fourpence a night.", "fourpence", 4 / 240),
        ("Tickets rose to two shillings.", "two shillings", 0.1),
        ("Its 63-shilling machine sold well.", "63-shilling", 3.15),
        ("The top price was seven shillings and sixpence.", "seven shillings and sixpence", 0.375),
        ("The shoes cost 1 shilling and 6 pence a pair.", "1 shilling and 6 pence", 0.075),
        ("The portrait sold for 600 guineas.", "600 guineas", 630.0),
        ("The fare was half a crown.", "half a crown", 0.125),
        ("The rope cost 2 shillings 6 pence.", "2 shillings 6 pence", 0.125),
        ("A ton of Duchesses sold at £12 10s.", "£12 10s", 12.5),
        ("The bell was recast for £9 8s 6d.", "£9 8s 6d", 9.425),
        ("Seats behind cost 1s 6d.", "1s 6d", 0.075),
        ("Each sheep paid a halfpenny.", "a halfpenny", 0.5 / 240),
        ("Coal was dearer by one farthing a hundredweight.", "one farthing", 0.25 / 240),
        ("Raw coffee was valued at a shilling the pound.", "a shilling", 0.05),
        ("On gala nights the charge rose to a guinea.", "a guinea", 1.05),
        ("Directors were paid half a guinea a meeting.", "half a guinea", 0.525),
        ("The engine at the fire earned a full guinea.", "a full guinea", 1.05),
        ("Tins sold at 1 shilling 1 penny a pound.", "1 shilling 1 penny", 13 / 240),
        ("The making came to 9 pence halfpenny in all.", "9 pence halfpenny", 9.5 / 240),
        ("Tin and label took 1 penny farthing more.", "1 penny farthing", 1.25 / 240),
        ("Retail was 2 shillings 3 pence halfpenny.", "2 shillings 3 pence halfpenny", 27.5 / 240),
    ],
)
def test_pre_decimal_money_reads_in_pounds(text: str, written: str, pounds: float) -> None:
    # 20 shillings or 240 old pence to the pound; a guinea is 21 shillings.
    q = one(text)
    assert (q.kind, q.unit, q.text) == ("money", "GBP", written)
    assert q.value == pytest.approx(pounds)


def test_shillings_compare_with_pounds_and_modern_pence_stay_decimal() -> None:
    assert same_value(one("It paid 14,400 shillings in duty."), one("It paid £720 in duty."))
    assert one("The tariff is 45 pence per kWh.").value == pytest.approx(0.45)
    assert conflicts(one("Seats cost twopence."), one("Seats cost fourpence."))
    # A short sum of two parts needs its parts in range: after pounds a shilling
    # figure of 20 or more is no such sum, nor is a pence figure of 12 or more;
    # shillings alone may pass 19 ("57s 4d" is £2 17s 4d).
    assert [q.text for q in extract_quantities("She was in her 20s.")] == []
    assert "£5 25s" not in [q.text for q in extract_quantities("It cost £5 25s.")]
    assert "2s 14d" not in [q.text for q in extract_quantities("It cost 2s 14d.")]
    assert one("He was awarded 57s 4d in damages.").value == pytest.approx(2 + 17 / 20 + 4 / 240)


def test_every_hundred_is_one_hundred() -> None:
    # "for every hundred members" counts a hundred, as "a hundred" does; a bare
    # "hundred" elsewhere, or "per thousand", is left to the readers of rates.
    found = extract_quantities("It paid 10s a year for every hundred members.")
    assert [q.value for q in found] == [0.5, 100]
    assert [q.value for q in extract_quantities("a tax on each thousand bricks")] == [1000]
    assert extract_quantities("hundreds of men came") == []


def test_one_coin_is_read_only_where_it_is_money() -> None:
    # "a crown" and "a sovereign" are coins only beside other old money; a guinea
    # pig is no sum.
    assert extract_quantities("The king wore a crown of gold.") == []
    assert extract_quantities("She kept a guinea pig.") == []
    found = extract_quantities("The fee was a crown, or 2s 6d for members.")
    assert [q.text for q in found] == ["a crown", "2s 6d"]
    assert found[0].value == pytest.approx(0.25)


def test_pence_in_a_text_of_old_money_are_old_pence() -> None:
    # Beside shillings, "15 pence" counts old pence, 240 to the pound, and so
    # equals "1 shilling and 3 pence"; "45p" stays decimal, as does "15 pence"
    # in a text of no old money.
    found = extract_quantities("The toll was 15 pence, and 2 shillings for a waggon.")
    assert found[0].text == "15 pence"
    assert same_value(found[0], one("a toll of 1 shilling and 3 pence"))
    assert extract_quantities("It paid 45p and 2s.")[0].value == pytest.approx(0.45)
    assert one("The toll was 15 pence.").value == pytest.approx(0.15)
    assert deals_in_old_money("He paid 3d a dozen.")
    assert not deals_in_old_money("He paid 45 pence a dozen.")
    # A claim's decimal reading, turned into the old pence of the text it cites;
    # other figures are left as they are.
    assert same_value(as_old_pence(one("The toll was 15 pence.")), one("1s 3d"))
    assert as_old_pence(one("It weighed 15 kg.")).value == pytest.approx(15_000)
    assert as_old_pence(one("It cost 45p.")).value == pytest.approx(0.45)


def test_a_lone_old_sum_priced_by_a_pair_a_day_or_a_thousand_is_money() -> None:
    # "9s a pair", "1s a day", "33s per thousand": shillings by what they price,
    # though the text names no shillings.
    for text, written, pounds in (
        ("Boots were made by boys at 9s a pair.", "9s", 0.45),
        ("He charged the plaiters 1s a day.", "1s", 0.05),
        ("Bricks sold at 33s per thousand.", "33s", 1.65),
    ):
        q = one(text)
        assert (q.text, q.unit) == (written, "GBP")
        assert q.value == pytest.approx(pounds)
    # ... but not before no such word, in a text of no old money.
    assert extract_quantities("The lap took 30s in the wet.") == []


def test_a_number_word_before_a_hyphened_unit_stands_alone() -> None:
    # "a hundred two-year carp" are a hundred carp, each two years old; "one
    # hundred twenty-five" is still one number.
    found = extract_quantities("A hundred two-year carp were stocked.")
    assert [(q.text, q.value) for q in found] == [("A hundred", 100.0), ("two-year", 24.0)]
    assert one("one hundred twenty-five men").value == 125.0


def test_hundredweights_quarters_and_pounds_make_one_weight() -> None:
    # The long hundredweight of 112 lb and its quarter of 28 lb: a bell's
    # "4 cwt 2 qr 0 lb" is 504 lb, 56 lb less than "5 cwt 0 qr 0 lb".
    found = extract_quantities(
        "He recast a treble of 4 cwt 2 qr 0 lb into a bell of 5 cwt 0 qr 0 lb."
    )
    assert [q.text for q in found] == ["4 cwt 2 qr 0 lb", "5 cwt 0 qr 0 lb"]
    assert same_value(found[0], one("a weight of 504 lb"))
    assert same_value(found[1], one("a weight of 560 lb"))
    assert same_value(one("3 hundredweight of hay"), one("336 lb of hay"))


def test_halfpenny_names_and_bare_words_are_no_sums() -> None:
    # Only "a halfpenny" or "one farthing" is a sum; a street's name is not.
    assert extract_quantities("The inn stood in Halfpenny Lane.") == []
    # A halfpenny makes the text one of old money, so a lone "2d" is read.
    found = extract_quantities("Horses paid 2d and sheep a halfpenny.")
    assert [(q.text, q.unit) for q in found] == [("2d", "GBP"), ("a halfpenny", "GBP")]


def test_a_dozen_after_a_price_is_what_the_price_is_for() -> None:
    # "10 shillings a dozen" prices each dozen: no twelve of anything.
    found = extract_quantities("Beaver makers were paid 10 shillings a dozen, or £2 a dozen.")
    assert [q.text for q in found] == ["10 shillings", "£2"]
    assert [q.text for q in extract_quantities("celery at 2s for a dozen heads")] == []
    # A dozen after no price, or after a year, is a count.
    assert [q.value for q in extract_quantities("He bought a dozen hats.")] == [12.0]
    found = extract_quantities("In 1850 a dozen men left.")
    assert [q.text for q in found] == ["1850", "a dozen"]
    # "11 shillings a hundred" prices each hundred; "a hundred men" counts.
    found = extract_quantities("Leeches cost 11 shillings a hundred; a hundred men came.")
    assert [q.text for q in found] == ["11 shillings", "a hundred"]


def test_lone_shillings_and_pence_only_in_a_text_of_old_money() -> None:
    found = extract_quantities(
        "He charged 4s for a set of shoes on a cart horse and 3s 2d for a set on a cob."
    )
    assert [(q.text, q.unit) for q in found] == [("4s", "GBP"), ("3s 2d", "GBP")]
    assert found[0].value == pytest.approx(0.2)
    # two sums in old pence tell the text's money too, quarters included
    minion, nonpareil = extract_quantities(
        "paid 6¾d per thousand ens for minion and 7¼d for nonpareil"
    )
    assert minion.value == pytest.approx(6.75 / 240) and nonpareil.value == pytest.approx(
        7.25 / 240
    )
    assert same_value(one("The weekly wage was 25s, paid in shillings."), one("It was £1 5s."))
    # without such a text, "30s" is no sum, nor "2d" (nor "2D")
    assert extract_quantities("A timeout of 30s applies to the 2d barcode reader.") == []
    # a decade, an age or a yarn count is never shillings, even beside shillings
    texts = [q.text for q in extract_quantities(
        "In the 1840s men in their 40s earned 25s a week weaving 40s warp and weft finer than"
        " 50s, paid at 2s 1d a piece."
    )]  # fmt: skip
    assert texts == ["1840s", "25s", "2s 1d"]


def test_a_lone_sum_after_a_word_of_price_is_money() -> None:
    # "raised the price ... from 38s to 42s", "was fined 5s": shillings by the
    # words before them, in a text that names no other money
    found = extract_quantities(
        "In 1890 the cutters raised the price of a ton of blocks from 38s to 42s."
    )
    assert [(q.text, q.unit) for q in found if q.kind == "money"] == [
        ("38s", "GBP"),
        ("42s", "GBP"),
    ]
    assert one("The carter was fined 5s.").value == pytest.approx(0.25)
    assert one("The booth charged 1d for admission.").value == pytest.approx(1 / 240)
    # a price word far before, or a timing, makes no sum; "under-14s" are children
    assert extract_quantities("The race was won in 58s, the course record.") == []
    assert [
        q.text for q in extract_quantities("Tickets cost €12 for adults and €8 for under-14s.")
    ] == [
        "€12",
        "€8",
    ]


def test_stones_and_furlongs_join_their_smaller_parts() -> None:
    # A rider's weight in stones and pounds, a race's length in miles and furlongs.
    q = one("Blackthorn carried its allotted 12 st 2 lb.")
    assert (q.text, q.unit) == ("12 st 2 lb", "g")
    assert q.value == pytest.approx(170 * 453.59237)
    assert same_value(one("He weighed 11 stone."), one("He weighed 154 lb."))
    assert same_value(q, one("He weighed 12 stone 2 pounds."))
    race = one("The chase is run over 3 miles 4 furlongs.")
    assert (race.text, race.value) == ("3 miles 4 furlongs", pytest.approx(28 * 201.168))
    assert same_value(one("It lost 3 furlongs."), one("It lost 603.504 m."))
    # an ordinal ("21st", "1st") is no weight, nor a thing made of stone
    assert [q.kind for q in extract_quantities("in the 71st minute")] == ["ordinal"]
    assert [q.text for q in extract_quantities("the three stone presses")] == ["three"]


def test_shares_in_fifths_before_to() -> None:
    found = extract_quantities(
        "in the proportion of three fifths to Ashby and two fifths to Thorne"
    )
    assert [(q.text, q.value) for q in found] == [("three fifths", 60.0), ("two fifths", 40.0)]


def test_volumes_in_cubic_feet_and_megalitres_and_gallons_as_written() -> None:
    assert same_value(one("It held 1,000 cubic feet of oak."), one("It held 28.316846592 m³."))
    assert same_value(one("The lake holds 6,137 megalitres."), one("It holds 6,137,000 m³."))
    gallons = one("The reservoir holds 1,350 million gallons.")
    assert (gallons.unit, gallons.value) == ("gal", 1.35e9)
    # imperial and US gallons differ: a gallon is compared only with a gallon
    assert not compatible(gallons, one("It holds 6,137 megalitres."))
    assert one("He drank 4 pints.").unit == "pt"


def test_second_hand_is_no_time() -> None:
    found = extract_quantities("He bought two second-hand wagons and waited two seconds.")
    assert [(q.text, q.kind) for q in found] == [("two", "number"), ("two seconds", "duration")]


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Harbourgate Bank was owed 64 million pounds.", "money"),
        ("The asking price is 425,000 pounds.", "money"),
        ("Crestline's 180 million pounds of debt will be cut.", "money"),
        ("The trawler landed 1.16 million pounds of king crab.", "measure"),
        ("Two of the top 135-pound fighters will meet.", "measure"),
        # A weight in pounds already makes a bare "pounds" of the same text one.
        ("It exported 38,000 pounds of indigo in 1752 and 61,000 pounds in 1755.", "measure"),
        # Money words decide against a weight word: the price is sterling.
        ("The 40-pound bell was sold for 900 pounds.", "money"),
    ],
)
def test_pounds_are_sterling_unless_the_text_speaks_of_weight(text: str, kind: str) -> None:
    found = [q for q in extract_quantities(text) if "pound" in q.text]
    assert found and found[-1].kind == kind
    if kind == "money":
        assert found[-1].unit == "GBP" and found[-1].value == int(found[-1].value)


def test_pounds_in_words_and_the_pound_sign_compare_by_value() -> None:
    assert same_value(one("The fine was 300 pounds."), one("The fine was £300."))
    assert conflicts(one("He was owed 2 million pounds."), one("He was owed £3 million."))


@pytest.mark.parametrize(
    ("text", "kind", "value", "unit"),
    [
        ("It won a 75-million-euro contract.", "money", 75e6, "EUR"),
        ("They signed a $3-million loan.", "money", 3e6, "USD"),
        ("It is a 3-billion-dollar deal.", "money", 3e9, "USD"),
        ("The line crossed the 20-million mark.", "number", 20e6, None),
    ],
)
def test_a_scale_word_after_a_hyphen_scales_the_figure(
    text: str, kind: str, value: float, unit: str | None
) -> None:
    q = one(text)
    assert (q.kind, q.value, q.unit) == (kind, value, unit)


def test_a_hyphenated_sum_compares_with_the_same_sum_in_words() -> None:
    assert same_value(one("a 40-million-pound contract"), one("a contract worth £40 million"))
    assert conflicts(one("a $3-million loan"), one("a loan of $4 million"))


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("capacities of 38 MW and 52 kW", 2),  # power: two figures
        ("a 2 GB 500 MB download", 2),  # data: two figures
        ("it weighs 3 lb 4 oz", 1),  # a weight in two units
        ("a stay of 1 hour and 15 minutes", 1),  # a time in two units
    ],
)
def test_only_times_weights_lengths_and_volumes_join_two_units(text: str, count: int) -> None:
    assert len(extract_quantities(text)) == count


def test_a_dash_before_a_length_of_time_is_no_minus() -> None:
    q = one("The game is set in Episode III -12 years before the film.")
    assert (q.kind, q.text) == ("duration", "12 years")
    assert same_value(q, one("It is set 12 years before the film."))
    # A sign stays a sign where a value can be below zero.
    assert one("Overnight it fell to -12 °C.").value == -12.0


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("The bus ran twice on Sundays.", [("twice", 2.0)]),
        ("Feed the pellets twice a day.", [("twice", 2.0)]),
        ("The court sat thrice yearly.", [("thrice", 3.0)]),
        ("four times a day on weekdays and twice on Sundays", [("four", 4.0), ("twice", 2.0)]),
        # a multiple, a span or a once is no count of times
        ("It sent twice as many churns as the year before.", []),
        ("It paid twice the standard rate.", []),
        ("He visits once a year.", []),
    ],
)
def test_how_often_in_words_is_a_count_of_times(text: str, read: list[tuple[str, float]]) -> None:
    assert [(q.text, q.value) for q in extract_quantities(text)] == read


def test_odds_in_every_ten_are_a_share() -> None:
    q = one("The plague destroyed about three in every ten of the cows.")
    assert (q.kind, q.value, q.unit) == ("percent", 30.0, "percent")


def test_a_lone_shilling_figure_before_what_it_prices_is_money() -> None:
    # "62s an acre" prices an acre: shillings, though the text names no shillings.
    found = extract_quantities("Elm Copse averaged 62s an acre and Long Wood 44s an acre.")
    assert [(q.text, q.unit) for q in found] == [("62s", "GBP"), ("44s", "GBP")]
    assert found[0].value == pytest.approx(3.1)
    # A figure with "s" before no priced thing stays unread: seconds, decades.
    assert extract_quantities("He ran the lap in 58s each time.") == []
    assert extract_quantities("She was in her 40s a year ago.") == []


def test_a_lone_pence_figure_before_what_it_prices_is_money() -> None:
    # "4d an acre", "1d a copy": old pence by the thing they price.
    found = extract_quantities("The roll charged 4d an acre; Tallack undercut it by 1d a copy.")
    assert [(q.text, q.unit) for q in found] == [("4d", "GBP"), ("1d", "GBP")]
    assert found[0].value == pytest.approx(4 / 240)
    # Before no priced thing, "3d" stays unread: three-dimensional, most often.
    assert extract_quantities("The model was rendered in 3d for the show.") == []


def test_a_lone_fraction_of_a_penny_is_money_and_whole_pence_are_exact() -> None:
    # "¾d" has no digit before its fraction; beside "1d" it makes two sums in pence.
    found = extract_quantities("It cut the charge from 1d to ¾d a gallon.")
    assert [(q.text, q.unit) for q in found] == [("1d", "GBP"), ("¾d", "GBP")]
    assert found[1].value == pytest.approx(0.75 / 240)
    # "1d" is one penny exactly, not "1½d" rounded.
    one_penny, penny_half = extract_quantities("It paid 1d a ton, then 1½d a ton.")
    assert not same_value(one_penny, penny_half)


def test_pounds_that_weigh_out_a_measure_are_a_weight() -> None:
    # In a text of money, "the hundredweight of 112 pounds" and "the 14-pound
    # stone" are weights, not sums.
    text = "They sold tallow by the hundredweight of 112 pounds at 60s."
    assert next((q.text, q.kind) for q in extract_quantities(text)) == ("112 pounds", "measure")
    text = "He paid 2s 2d for the 14-pound stone."
    assert ("14-pound", "measure") in [(q.text, q.kind) for q in extract_quantities(text)]
    # A sum before another word stays a sum: "a 5-pound note".
    assert [q.kind for q in extract_quantities("He paid 2s 6d and a 5-pound note.")] == [
        "money",
        "money",
    ]


def test_a_penny_is_an_old_penny_only_beside_old_money() -> None:
    found = extract_quantities("A deposit of a halfpenny on each bottle and a penny on each jar.")
    assert [(q.text, q.value) for q in found] == [
        ("a halfpenny", pytest.approx(0.5 / 240)),
        ("a penny", pytest.approx(1 / 240)),
    ]
    # Beside decimal pence, or alone, "a penny" is left unread.
    assert [q.text for q in extract_quantities("It costs 45 pence, or a penny more.")] == [
        "45 pence"
    ]
    assert extract_quantities("It cost a penny.") == []


def test_couple_and_brace_count_in_twos_after_a_number() -> None:
    # Hounds are counted in couples and game in braces: "56 couple" is 112.
    found = extract_quantities("The pack stood at 56 couple and killed 41 brace of foxes.")
    assert [(q.text, q.value) for q in found] == [("56 couple", 112.0), ("41 brace", 82.0)]
    assert [q.value for q in extract_quantities("He sold eleven couple of doghounds.")] == [22.0]
    # "a couple of" is a rough count, never read as two.
    assert extract_quantities("A couple of weeks later the hounds were sold.") == []


def test_lone_shillings_after_words_of_paying_are_money() -> None:
    # "deducted", "received", "earned": the lone sums after them are shillings.
    found = extract_quantities("The company deducted 18s for powder and 4s for sharpening.")
    assert [(q.text, q.unit) for q in found] == [("18s", "GBP"), ("4s", "GBP")]
    found = extract_quantities("The coachman received 1s from each passenger.")
    assert [(q.text, q.unit) for q in found] == [("1s", "GBP")]


def test_a_vulgar_fraction_after_a_whole_number_is_read() -> None:
    # "2½ miles", "3¼ lb", "2½ pence": the whole number and its fraction.
    found = extract_quantities("He walked 2½ miles and carried 3¼ lb of nails.")
    assert [(q.text, q.value) for q in found] == [
        ("2½ miles", pytest.approx(2.5 * 1609.344)),
        ("3¼ lb", pytest.approx(3.25 * 453.59237)),
    ]
    found = extract_quantities("Pointers were paid 2½ pence and grinders 2 pence.")
    assert [q.value for q in found] == [pytest.approx(0.025), pytest.approx(0.02)]
    # "2½d" stays old money, read apart.
    assert [q.value for q in extract_quantities("It cost 2½d and 4s.")] == [
        pytest.approx(2.5 / 240),
        pytest.approx(0.2),
    ]


def test_times_of_day_told_in_words_are_clock_times() -> None:
    # "a quarter to eight", "half past nine", "seven o'clock": minutes after
    # midnight on a twelve-hour clock, morning or evening unsaid.
    found = extract_quantities("He found the boys at a quarter to eight on 3 February.")
    assert [(q.text, q.kind, q.unit, q.value) for q in found[:1]] == [
        ("a quarter to eight", "time", "clock12", 465.0)
    ]
    assert [q.value for q in extract_quantities("She came at half past nine.")] == [570.0]
    assert [q.value for q in extract_quantities("at twenty past six.")] == [380.0]
    assert [q.value for q in extract_quantities("at seven o'clock in the evening")] == [420.0]
    # Hours ten to twelve in words too.
    assert [q.value for q in extract_quantities("at a quarter to eleven.")] == [645.0]
    assert [q.value for q in extract_quantities("until half past twelve.")] == [30.0]
    assert [q.value for q in extract_quantities("closed at ten o'clock")] == [600.0]


def test_ranges_tallies_and_odds_are_no_clock_times() -> None:
    for text in (
        "The card rose from five to seven.",
        "It passed by a vote of five to two.",
        "The favourite was backed at five to four on.",
        "They were offered odds of ten to one.",
        "Prices ran five to ten shillings.",
    ):
        assert all(q.kind != "time" for q in extract_quantities(text)), text
