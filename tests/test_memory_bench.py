"""tools/memory_bench.py reads each process's own peak, not the one it was started from.

On Linux `getrusage(RUSAGE_SELF).ru_maxrss` of a child started by fork and exec
begins at its parent's resident size, so every child of a big parent reported
the parent's peak: every case of the bench came out the same.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

TOOLS = Path(__file__).resolve().parents[1] / "tools"
# A child that holds `megabytes` MB of written (so resident) bytes, then says its peak.
CHILD = (
    "import sys, memory_bench; held = b'\\x01' * (int(sys.argv[1]) * 10**6); "
    "print(memory_bench.own_peak_megabytes())"
)


def child_peak(megabytes: int) -> float:
    done = subprocess.run(
        [sys.executable, "-c", CHILD, str(megabytes)],
        cwd=TOOLS, capture_output=True, text=True, check=True, timeout=60,
    )
    return float(done.stdout)


def test_a_child_that_holds_more_reports_a_larger_peak_than_its_parent_lets_on() -> None:
    # The parent holds more than either child while both run: a figure that began at
    # the parent's size would come out the same for both.
    parent = b"\x02" * 150 * 10**6
    plain, holding = child_peak(0), child_peak(50)
    del parent
    assert holding > plain
