"""Screenshots of the app's pages as its users see them: phone (390 px), laptop (1366x768), projector
(1920x1080), in English and in French. For a person to open and look at; not a test.

    .venv/bin/python scripts/screenshots.py                       # every page
    .venv/bin/python scripts/screenshots.py scheffeln.ipynb --steps 5 --full
    .venv/bin/python scripts/screenshots.py design_lab.ipynb --run-lab 4   # the lab 4 s into a run
    .venv/bin/python scripts/screenshots.py design_lab.ipynb --preset 2 --run-lab 3   # a preset experiment's run

Writes ``artifacts/screens/<page>-<lang>-<size>.png`` (git-ignored). ``--steps N`` clicks Step (or the first
highlighted choice on the board) N times before the picture; ``--full`` takes the whole page, not only the
first screen.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from playwright.sync_api import sync_playwright

from benchmarks.browser_load import CHROMIUM, FLAGS, voila_running

OUT = Path(__file__).resolve().parent.parent / "artifacts" / "screens"
SIZES = {"phone": (390, 844), "laptop": (1366, 768), "projector": (1920, 1080)}
PAGES = ["index.ipynb", "schwarzarbeit_tutorial.ipynb", "schwarzarbeit_deduction.ipynb", "rules_en_fr.ipynb",
         "scheffeln.ipynb", "schwarzmarkt.ipynb", "design_lab.ipynb", "classroom_exercises.ipynb"]
STEP = {"en": "Step", "fr": "Étape suivante"}
PRESENT = {"en": "Presentation mode", "fr": "Mode présentation"}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("pages", nargs="*", default=PAGES)
    parser.add_argument("--steps", type=int, default=0)
    parser.add_argument("--full", action="store_true")
    parser.add_argument("--langs", default="en,fr")
    parser.add_argument("--sizes", default=",".join(SIZES))
    parser.add_argument("--query", default="", help="extra query string, e.g. 'seat=0'")
    parser.add_argument("--present", action="store_true", help="switch on presentation mode first")
    parser.add_argument("--run-lab", type=float, default=None, metavar="SECONDS",
                        help="design lab: click Run simulation, take the picture SECONDS later")
    parser.add_argument("--preset", type=int, default=None, metavar="N",
                        help="design lab: click the N-th preset experiment (0 = the first) before anything else")
    args = parser.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    with voila_running() as (url, _process), sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=FLAGS)
        for notebook in args.pages:
            for lang in args.langs.split(","):
                for size in args.sizes.split(","):
                    width, height = SIZES[size]
                    context = browser.new_context(viewport={"width": width, "height": height})
                    page = context.new_page()
                    query = f"lang={lang}" + (f"&{args.query}" if args.query else "")
                    page.goto(f"{url}/voila/render/{notebook}?{query}", timeout=180_000)
                    page.locator(".jupyter-widgets").first.wait_for(timeout=180_000)
                    page.wait_for_timeout(2500)
                    if args.present:
                        page.locator(f'button[title="{PRESENT[lang]}"]').first.click()
                        page.wait_for_timeout(800)
                    if args.preset is not None:
                        from schwarz.i18n import render
                        from widgets.lab import PRESETS

                        page.locator(f'button[title="{render(PRESETS[args.preset].title, lang)}"]').first.click()
                        page.wait_for_timeout(1500)
                    for _step in range(args.steps):
                        step = page.locator(f'button[title="{STEP[lang]}"]').first
                        if step.count() and step.is_enabled():
                            step.click()
                        elif page.locator(".legal").count():
                            page.locator(".legal").first.click()
                        page.wait_for_timeout(400)
                    if args.run_lab is not None:
                        from schwarz.i18n import render
                        from widgets.lab import LAB_RUN

                        page.locator(f'button[title="{render(LAB_RUN, lang)}"]').first.click()
                        page.wait_for_timeout(int(args.run_lab * 1000))
                    mode = "-present" if args.present else ""
                    mode += f"-preset{args.preset}" if args.preset is not None else ""
                    mode += f"-run{args.run_lab:g}s" if args.run_lab is not None else ""
                    name = OUT / f"{notebook.removesuffix('.ipynb')}-{lang}-{size}{mode}.png"
                    page.screenshot(path=str(name), full_page=args.full)
                    print(name)
                    context.close()
        browser.close()


if __name__ == "__main__":
    main()
