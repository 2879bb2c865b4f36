"""Measure well-known libraries against citeproof's own sentence splitter and figure reader.

Usage (the libraries are not dependencies of citeproof; install them first)::

    pip install pysbd quantulum3 pint simplemma
    python bench/library_choices.py ../shared/data/*.jsonl

* **pysbd** (sentence boundaries): speed per chunk against
  ``citeproof.text.split_sentences``, and the lexical judge's accuracy per
  file with each splitter.
* **quantulum3** (quantities in prose): speed per chunk against
  ``citeproof.quantities.extract_quantities``, and what each reads from the
  figures the lexical judge must compare (scale words, ranges, dates).
* **pint** (unit conversion): start-up and conversion cost, and whether it
  turns months into days (the judge must not: a month is not a fixed number
  of days).
* **simplemma** (lemmatisation): load time and memory, and the lexical
  judge's accuracy per file when words are lemmatised before Snowball
  stemming, against the judge's own table of irregular forms.

A library missing from the environment is skipped with a note.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import sys
import time
import warnings
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from citeproof import quantities
from citeproof import text as citeproof_text
from citeproof.judges import _analysis, _figures, _guards, _roles, lexical
from citeproof.quantities import extract_quantities
from judge_accuracy import measure

FIGURES = [
    "revenue of $56.2bn",
    "sixty (60) days",
    "200 mg to 400 mg",
    "-20 °C to 45 °C",
    "1.2 kg",
    "12 March 2024",
]


def chunk_texts(paths: list[Path], limit: int = 300) -> list[str]:
    texts: dict[str, None] = {}
    for path in paths:
        with path.open(encoding="utf-8") as fh:
            for line in fh:
                for chunk in json.loads(line).get("retrieved", []):
                    texts[chunk["text"]] = None
    return list(texts)[:limit]


def per_text_ms(fn: Callable[[str], object], texts: list[str]) -> float:
    start = time.perf_counter()
    for t in texts:
        fn(t)
    return (time.perf_counter() - start) / len(texts) * 1e3


def accuracy_line(paths: list[Path]) -> str:
    parts = []
    for path in paths:
        r = measure("lexical", path, None, None)
        supported = r["per_label"]["supported"]["recall"] or 0.0
        parts.append(
            f"{path.stem}: macro-F1 {r['macro_f1']:.3f}, false accept "
            f"{r['false_accept_rate']:.1%}, supported recall {supported:.1%}"
        )
    return "; ".join(parts)


def sentence_splitters(paths: list[Path], texts: list[str]) -> None:
    print("== sentence splitting")
    if importlib.util.find_spec("pysbd") is None:
        print("pysbd not installed: skipped")
        return
    import pysbd

    segmenter = pysbd.Segmenter(language="en", clean=False, char_span=True)

    def pysbd_split(text: str) -> list[tuple[int, int]]:
        spans: list[tuple[int, int]] = []
        for piece in segmenter.segment(text):
            citeproof_text.push_trimmed(text, piece.start, piece.end, spans)
        return spans

    own = per_text_ms(citeproof_text.split_sentences, texts)
    other = per_text_ms(pysbd_split, texts)
    print(f"speed per chunk: citeproof {own:.3f} ms, pysbd {other:.3f} ms")
    print(f"judge with citeproof's splitter: {accuracy_line(paths)}")
    builtin = _analysis.split_sentences
    _analysis.split_sentences = pysbd_split
    _clear_judge_caches()
    try:
        print(f"judge with pysbd:                {accuracy_line(paths)}")
    finally:
        _analysis.split_sentences = builtin
        _clear_judge_caches()


def figure_readers(texts: list[str]) -> None:
    print("== reading figures")
    if importlib.util.find_spec("quantulum3") is None:
        print("quantulum3 not installed: skipped")
        return
    warnings.filterwarnings("ignore")
    from quantulum3 import parser

    quantities._extract.cache_clear()  # time real reading, not the cache
    own = per_text_ms(extract_quantities, texts)
    other = per_text_ms(parser.parse, texts)
    print(f"speed per chunk: citeproof {own:.3f} ms, quantulum3 {other:.1f} ms")
    for figure in FIGURES:
        theirs = [(q.value, q.unit.name) for q in parser.parse(figure)]
        ours = [
            ("date", q.date)
            if q.date is not None
            else (q.value, q.unit)
            if q.low is None
            else ((q.low, q.high), q.unit)
            for q in extract_quantities(figure)
        ]
        print(f"  {figure!r:22} quantulum3 {theirs}  citeproof {ours}")


def unit_conversion() -> None:
    print("== unit conversion")
    if importlib.util.find_spec("pint") is None:
        print("pint not installed: skipped")
        return
    start = time.perf_counter()
    import pint

    registry = pint.UnitRegistry()
    setup = time.perf_counter() - start
    mass = registry.Quantity(1.2, "kg")
    start = time.perf_counter()
    for _ in range(10_000):
        mass.to("g")
    convert = (time.perf_counter() - start) / 10_000 * 1e6
    month = registry.Quantity(1, "month").to("day")
    print(
        f"pint: import and registry {setup:.2f} s, one conversion {convert:.1f} µs, "
        f"1 month = {month:~P}"
    )


def lemmatisers(paths: list[Path]) -> None:
    print("== lemmatisation")
    if importlib.util.find_spec("simplemma") is None:
        print("simplemma not installed: skipped")
        return
    import tracemalloc

    tracemalloc.start()
    start = time.perf_counter()
    import simplemma

    simplemma.lemmatize("grew", lang="en")  # loads the English dictionary
    load = time.perf_counter() - start
    peak = tracemalloc.get_traced_memory()[1] / 2**20
    tracemalloc.stop()
    print(f"simplemma: import and first word {load:.2f} s, {peak:.0f} MiB")
    print(f"judge with its irregular-forms table: {accuracy_line(paths)}")
    # Degrees of comparison stay apart: simplemma makes "best" "good".
    keep = {"better", "best", "worse", "worst", "more", "most", "less", "least"}

    def lemma_stem(word: str) -> str:
        base = _analysis.lx.IRREGULAR.get(word)
        if base is None:
            base = word if word in keep else simplemma.lemmatize(word, lang="en")
        return citeproof_text.stem(base)

    builtin = _analysis._raw_stem
    try:
        _use_stemmer(lemma_stem)
        print(f"judge with simplemma lemmas:          {accuracy_line(paths)}")
    finally:
        _use_stemmer(builtin)


def _use_stemmer(fn: Callable[[str], str]) -> None:
    """Make *fn* the lexical judge's word stemmer and rebuild the tables made from it."""
    _analysis._raw_stem = fn
    _clear_judge_caches()
    _analysis._build_tables()


def _clear_judge_caches() -> None:
    """Empty every cache of the lexical judge's modules: words, sentences, chunks, contexts."""
    for module in (_analysis, _figures, _guards, _roles, lexical):
        for value in vars(module).values():
            if hasattr(value, "cache_clear"):
                value.cache_clear()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("files", nargs="+", type=Path)
    args = parser.parse_args(argv)
    texts = chunk_texts(args.files)
    sentence_splitters(args.files, texts)
    figure_readers(texts)
    unit_conversion()
    lemmatisers(args.files)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
