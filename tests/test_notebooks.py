"""Every notebook executes top to bottom, and the landing page links every notebook."""

from __future__ import annotations

from html import escape

import nbformat
import pytest
from nbclient import NotebookClient

from schwarz.app import NOTEBOOKS, pages
from schwarz.i18n import render
from widgets.catalog import CATALOG
from widgets.landing import render_landing

ALL = list(pages())


@pytest.mark.notebook
@pytest.mark.parametrize("name", ALL)
def test_notebook_runs_top_to_bottom(name: str) -> None:
    notebook = nbformat.read(NOTEBOOKS / name, as_version=4)
    NotebookClient(notebook, timeout=300, startup_timeout=240, kernel_name="python3",
                   resources={"metadata": {"path": str(NOTEBOOKS)}}).execute()
    for cell in notebook.cells:
        for output in cell.get("outputs", []):
            assert output.get("output_type") != "error", f"{name}: {output.get('ename')}: {output.get('evalue')}"
    # nbclient keeps the widget state: the notebook really drew widgets
    assert notebook.metadata.get("widgets"), f"{name} shows no widget"


def test_landing_page_links_every_notebook_and_nothing_else() -> None:
    listed = {entry.notebook for entry in CATALOG}
    assert listed == set(ALL) - {"index.ipynb"}
    for lang in ("en", "fr"):
        html = render_landing(lang)
        for entry in CATALOG:
            assert f'href="{entry.notebook}?lang={lang}"' in html
            assert escape(render(entry.title, lang)) in html and "<svg" in html
