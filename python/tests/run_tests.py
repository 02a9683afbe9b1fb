"""Runs the Python tests with unittest and writes the counts as JSON (for scripts/test.mjs).

    python3 python/tests/run_tests.py [results.json]

Prints why and writes ``{"skipped": reason}`` when numpy, gymnasium, pettingzoo or the package
itself cannot be imported.
"""
from __future__ import annotations

import json
import sys
import time
import unittest
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main() -> int:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else None
    try:
        import numpy  # noqa: F401
        import gymnasium  # noqa: F401
        import pettingzoo  # noqa: F401
        import games_env  # noqa: F401
    except ImportError as missing:
        reason = f"{missing} (pip install -e python)"
        print(f"python tests skipped: {reason}")
        if out is not None:
            out.write_text(json.dumps({"skipped": reason}))
        return 0
    started = time.time()
    suite = unittest.defaultTestLoader.discover(str(HERE), pattern="test_*.py", top_level_dir=str(HERE.parent))
    # the report on stdout: a passing run writes nothing to stderr
    result = unittest.TextTestRunner(stream=sys.stdout, verbosity=2).run(suite)
    failed = len(result.failures) + len(result.errors) + len(result.unexpectedSuccesses)
    counts = {"passed": result.testsRun - failed - len(result.skipped), "failed": failed, "skip": len(result.skipped), "seconds": round(time.time() - started, 1), "names": [test.id() for test, _ in result.failures + result.errors] + [test.id() for test in result.unexpectedSuccesses]}
    print(f"python tests: {counts['passed']} passed, {counts['failed']} failed, {counts['skip']} skipped in {counts['seconds']} s")
    if out is not None:
        out.write_text(json.dumps(counts))
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
