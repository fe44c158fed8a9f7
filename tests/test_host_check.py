"""The app answers only for the local host names it serves: a page, a kernel's websocket and the kernel shutdown
asked with any other ``Host`` header (a DNS-rebinding page) are refused, so the switched-off XSRF check of the
shutdown beacon cannot be abused from another site."""

from __future__ import annotations

import http.client
import re
from collections.abc import Iterator

import pytest

from benchmarks.browser_load import voila_running

WEBSOCKET = {"Upgrade": "websocket", "Connection": "Upgrade", "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==",
             "Sec-WebSocket-Version": "13"}


@pytest.fixture(scope="module")
def port() -> Iterator[int]:
    with voila_running() as (url, _process):
        yield int(url.rsplit(":", 1)[1])


def _status(port: int, method: str, path: str, host: str, headers: dict[str, str] | None = None) -> tuple[int, str]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=120)
    connection.request(method, path, headers={"Host": host, "Origin": f"http://{host}", **(headers or {})})
    response = connection.getresponse()
    body = response.read().decode("utf-8", "replace") if response.status == 200 else ""
    connection.close()
    return response.status, body


@pytest.mark.parametrize("host", ["evil.example.com", "evil.example.com:80", "10.0.0.5"])
def test_another_host_name_is_refused_everywhere(port: int, host: str) -> None:
    status, page = _status(port, "GET", "/voila/render/index.ipynb", f"localhost:{port}")
    assert status == 200
    kernel = re.search(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", page)
    assert kernel is not None
    assert _status(port, "GET", "/voila/render/index.ipynb", host)[0] == 403
    assert _status(port, "GET", f"/api/kernels/{kernel.group(0)}/channels", host, WEBSOCKET)[0] == 403
    assert _status(port, "POST", f"/voila/api/shutdown/{kernel.group(0)}", host)[0] == 403
    assert _status(port, "GET", f"/api/kernels/{kernel.group(0)}/channels", f"localhost:{port}", WEBSOCKET)[0] == 101
