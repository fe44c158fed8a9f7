"""Accessibility report of the app's pages (axe-core through axe-playwright-python): every violation with its
impact and the first elements it names. For a developer; the browser test asserts the serious ones away.

    .venv/bin/python scripts/axe_report.py [PAGE ...] [--lang fr]
"""

from __future__ import annotations

import argparse

from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import sync_playwright

from benchmarks.browser_load import CHROMIUM, FLAGS, voila_running
from scripts.screenshots import PAGES


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("pages", nargs="*", default=PAGES)
    parser.add_argument("--lang", default="en")
    args = parser.parse_args()
    with voila_running() as (url, _process), sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=FLAGS)
        for notebook in args.pages:
            page = browser.new_page(viewport={"width": 1366, "height": 768})
            page.goto(f"{url}/voila/render/{notebook}?lang={args.lang}", timeout=180_000)
            page.locator(".jupyter-widgets").first.wait_for(timeout=180_000)
            page.wait_for_timeout(3000)
            results = Axe().run(page)
            print(f"== {notebook}: {len(results.response['violations'])} kinds of violation")
            for v in results.response["violations"]:
                print(f"  {v['impact']:9} {v['id']}: {len(v['nodes'])} elements")
                for node in v["nodes"][:3]:
                    print("      ", node["html"][:160].replace("\n", " "))
            page.close()
        browser.close()


if __name__ == "__main__":
    main()
