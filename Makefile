# Two commands do everything on a fresh machine:
#   make serve   - set up, then serve the app with Voila on http://127.0.0.1:8866/
#   make test    - set up (Debian's chromium included), then run every test
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PORT ?= 8866
STAMP := $(VENV)/.installed

.PHONY: serve test setup chromium bench clean

setup: $(STAMP)

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

serve: $(STAMP)
	@echo "Open http://127.0.0.1:$(PORT)/voila/render/index.ipynb"
	$(PY) -m voila --no-browser --port=$(PORT) --Voila.ip=127.0.0.1 notebooks/

chromium:
	@command -v chromium >/dev/null || { \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -q && $$SUDO apt-get install -y -q chromium; }

test: $(STAMP) chromium
	$(PY) -m pytest -n 2 --nbval-lax --nbval-current-env tests notebooks

bench: $(STAMP) chromium
	$(PY) -m benchmarks.apache_engine
	$(PY) -m benchmarks.apacze_scoring
	$(PY) -m benchmarks.dice_vs_icepool
	$(PY) -m benchmarks.sim_workers
	$(PY) -m benchmarks.voila_pages

clean:
	rm -rf $(VENV) .pytest_cache
