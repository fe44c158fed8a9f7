# Two commands do all set-up: `make app` (start the Voila app) and `make test` (run every test).
PORT ?= 8866
MODE ?= teaching
POOL ?= 0
POOL_PAGES ?=
.PHONY: app test bench venv lint
app:
	PORT=$(PORT) MODE=$(MODE) POOL=$(POOL) POOL_PAGES=$(POOL_PAGES) bash scripts/app.sh
test:
	bash scripts/test.sh
bench:
	bash scripts/bench.sh
lint:
	.venv/bin/ruff check schwarz widgets tests benchmarks scripts && .venv/bin/mypy --strict schwarz widgets
