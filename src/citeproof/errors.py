"""The exceptions citeproof raises, all in one place.

Problems with the *input* (a broken case line, a fabricated citation) are not
exceptions: they are findings in the result. Exceptions are for setup that
cannot work at all, and each maps to a CLI exit code:

- ``CiteproofError`` — base class.
  - ``UsageError`` (exit 2) — a bad option, an unreadable input file.
    - ``PolicyError`` (exit 2) — a policy file that is missing or invalid;
      the message names the JSON path of the problem.
    - ``JudgeConfigError`` (exit 2) — a judge that cannot be set up, e.g.
      missing credentials for the Claude judge.
"""

from __future__ import annotations


class CiteproofError(Exception):
    """Base class of every citeproof exception."""


class UsageError(CiteproofError):
    """The caller asked for something that cannot be done (exit code 2)."""


class PolicyError(UsageError):
    """A policy could not be found, parsed or validated."""


class JudgeConfigError(UsageError):
    """A judge could not be configured (missing credentials, bad options)."""
