"""Many visitors at once: 10, 20 and 30 visitors arriving within 5 s, each opening the landing page, then the
deduction page, clicking Step 10 times and leaving; without and with pre-heated kernels (``make app POOL=20``).

Two measures. The server's (``server_load.py``): visitors that speak the page's protocol without a browser, as
when each student's browser runs on the student's own device; this is what the app's two cores can serve. Then
real Chromium pages (``browser_load.py``), whose browsers share the same two cores with the server, for the record.
Baseline of the same run: one visitor alone. Goal (the reliability issue): 20 visitors, every page interactive
within 5 s at the 90th percentile, every click answered. A visitor's page is interactive once the server has sent
every widget's state and the visitor's browser has drawn it: the second part is measured with one Chromium page
alone (a pooled kernel, the same run) and added to the server's p90.
Run: ``python benchmarks/load_bench.py [--quick]`` (``--quick``: 20 visitors only, no browsers).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.browser_load import load_report
from benchmarks.server_load import server_report

POOL = 20


def line(report: dict[str, Any], alone: float) -> str:
    p90 = report["page_load_p90_s"]
    return (f"{report['visitors']:>3} visitors, pool {report['pool']:>2}: page p50 {report['page_load_p50_s']:5.2f} s"
            f" p90 {p90:5.2f} s ({p90 / alone:4.1f}x one visitor alone); click p50 {report['click_p50_s']} s"
            f" p90 {report['click_p90_s']} s; clicks {report['clicks_answered']}; kernel"
            f" {report['kernel_rss_mb_median']} MB; kernels left {report['kernels_left_after_leaving']};"
            f" errors {len(report['errors'])}")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    counts = [20] if args.quick else [10, 20, 30]
    alone = float(server_report(1, 10)["page_load_p50_s"])
    print(f"the server, visitors without browsers (baseline: one visitor alone, page {alone:.2f} s)")
    twenty = 0.0
    for pool in (0, POOL):
        for count in counts:
            report = server_report(count, 10, pool)
            twenty = report["page_load_p90_s"] if (count, pool) == (20, POOL) else twenty
            print(line(report, alone), flush=True)
    in_browser = float(load_report(1, 3, pool=1)["page_load_p50_s"])
    drawing = max(in_browser - float(server_report(1, 3, 1)["page_load_p50_s"]), 0.0)
    print(f"one Chromium page alone spends {drawing:.2f} s drawing the deduction page after its states arrived: 20 "
          f"visitors on their own devices, pool {POOL}, page interactive at p90 after about {twenty + drawing:.2f} s "
          "(goal 5 s)", flush=True)
    if not args.quick:
        report = load_report(20, 10, pool=POOL)
        print(f"20 Chromium pages on the server's own 2 cores, pool {POOL}: page p50 {report['page_load_p50_s']} s "
              f"p90 {report['page_load_p90_s']} s, click p50 {report['click_p50_s']} s p90 {report['click_p90_s']} s, "
              f"clicks {sum(report['clicks_ok'])}/200, kernels left {report['kernels_left_after_closing']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
