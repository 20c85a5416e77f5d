# Two commands do everything on a fresh machine:
#   make serve   - set up, then serve the app with Voila on http://127.0.0.1:8866/
#   make test    - set up (Debian's chromium included), then run every test
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PORT ?= 8866
STAMP := $(VENV)/.installed
# The playout engines, compiled by setup.py (Cython) where a C compiler is; rebuilt when one changes.
PLAYOUTS := $(wildcard tutor/games/*/playout.py)
COMPILED := $(VENV)/.compiled

.PHONY: serve test setup chromium compiler bench clean

setup: $(STAMP) $(COMPILED)

$(STAMP): pyproject.toml setup.py
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $(STAMP)

# Without a compiler the build says so and the pure-Python engines run (the same games, slower).
$(COMPILED): $(STAMP) $(PLAYOUTS) setup.py | compiler
	$(PY) setup.py --quiet build_ext --inplace
	touch $(COMPILED)

# Debian's C compiler for the compiled playouts, installed as chromium is (the Python headers come with Python).
compiler:
	@command -v cc >/dev/null || { \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -q && $$SUDO apt-get install -y -q gcc; }

# Settings for serving a class (culling, the cap on kernels, ...) are in serve/ ("Serving a
# class" in the README). `make serve SERVE_IP=0.0.0.0` listens on every network interface (for
# a classroom), `make serve MAX_KERNELS=60` raises the cap on kernels alive at once.
# `make serve CLASS=30 PAGES="apache/play.ipynb lessons/01-*.ipynb"` gets ready for a class: 30
# ready kernels for each page listed, kept HOLD minutes (30 by default) or until the class has
# opened them; TEACHER_KEY= sets the key of the teacher's page /tutor/class (else one is made).
# `make serve CLASSES="3A 3B"` creates those classes (kept in ANSWERS=, by default
# ~/.local/share/tabletop-tutor/answers.sqlite3) and writes each one's join code and teacher's link in the log.
serve: setup
	@echo "Open http://$(or $(SERVE_IP),127.0.0.1):$(PORT)/voila/render/index.ipynb"
	$(PY) -m voila --no-browser --port=$(PORT) --Voila.ip=$(or $(SERVE_IP),127.0.0.1) \
	  --Voila.config_file_paths=$(CURDIR)/serve \
	  $(if $(MAX_KERNELS),--ClassroomKernelManager.max_kernels=$(MAX_KERNELS)) \
	  $(if $(CLASS),--ClassroomKernelManager.class_size=$(CLASS)) \
	  $(foreach page,$(PAGES),'--ClassroomKernelManager.class_pages=$(page)') \
	  $(if $(HOLD),--ClassroomKernelManager.class_hold=$(HOLD)) \
	  $(if $(TEACHER_KEY),'--ClassroomKernelManager.teacher_key=$(TEACHER_KEY)') \
	  $(foreach class,$(CLASSES),'--ClassroomKernelManager.classes=$(class)') \
	  $(if $(ANSWERS),'--ClassroomKernelManager.answers_db=$(ANSWERS)') notebooks/

chromium:
	@command -v chromium >/dev/null || { \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -q && $$SUDO apt-get install -y -q chromium; }

test: setup chromium
	$(VENV)/bin/lint-imports
	$(PY) -m mypy
	$(PY) -m pytest -n 2 --nbval-lax --nbval-current-env tests notebooks

bench: setup chromium
	$(PY) -m benchmarks.apache_engine
	$(PY) -m benchmarks.playouts
	$(PY) -m benchmarks.playout_engines --differential
	$(PY) -m benchmarks.apacze_scoring
	$(PY) -m benchmarks.dice_vs_icepool
	$(PY) -m benchmarks.sim_workers
	$(PY) -m benchmarks.voila_pages
	$(PY) -m benchmarks.streaming
	$(PY) -m benchmarks.class_load

# Every lesson's worksheet and answer key as PDF (A4 and Letter, every language), made by Debian's headless
# Chromium: build/worksheets/<language>/lessonNN-<worksheet|key>-<a4|letter>.pdf
worksheets: setup chromium
	$(PY) -m serve.printing build/worksheets

clean:
	rm -rf $(VENV) .pytest_cache build tutor/games/*/playout.c tutor/games/*/_playout_c.*.so
