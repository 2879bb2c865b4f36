"""citeproof: check that an LLM answer's claims are backed by the sources it cites."""
from ._version import __version__

__all__ = ["__version__"]
