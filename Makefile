# PyTorch in Practice. Two commands, each sets everything up on first use:
#   make lab    -- JupyterLab at the course's start page
#   make test   -- the whole test suite (notebooks, student versions, grading round trips, helpers)
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV ?= .venv
PY := $(VENV)/bin/python
READY := $(VENV)/.ready
START := START_HERE.ipynb
# Tests and measurements run offline, on the CPU, at the small scale.
# Deprecation and future warnings are shown everywhere, so the round trip can count them.
TEST_ENV := PTP_OFFLINE=1 PTP_SCALE=small PTP_DEVICE=cpu MPLBACKEND=Agg \
	PYTHONWARNINGS=default::DeprecationWarning,default::FutureWarning

.PHONY: lab test test-fast lint check chapters site budgets bench-grading mutants verify verify-newest verify-colab clean-venv

$(READY): requirements.txt pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --upgrade pip
	$(PY) -m pip install -r requirements.txt
	$(PY) -m pip install --no-deps -e .
	# jsonschema's IRI checker compiles its grammar at import (1.7 s in every process that reads
	# a notebook): loaded when first used instead (graders/lazy_iri.py says why). Silent where
	# graders/ is not there (the grading sandbox mounts only ptp/ of the repository).
	printf '%s\n' 'import sys; exec("try:\n import graders.lazy_iri as m\n m.install()\nexcept Exception:\n pass")' > \
		"$$($(PY) -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')/ptp_lazy_iri.pth"
	touch $@

# Root (containers) must say so explicitly; the server root stays the repository, so nbgrader works.
lab: $(READY)
	$(VENV)/bin/jupyter lab --ServerApp.root_dir=. --LabApp.default_url=/lab/tree/$(START) \
		$(if $(filter 0,$(shell id -u)),--allow-root)

lint: $(READY)
	$(PY) -m ruff check .

# Each notebook runs whole three times: as the graded solution of its chapter's round trip (this
# environment: the CUDA wheel without a GPU); under nbval as a Mac (PyTorch behaving like a
# CPU-only build, an MPS-like emulated device that refuses float64, the spawn start method); and
# under nbval on an emulated CUDA-like accelerator (ptp.emulated: a different device, data in CPU
# memory). RECORD=1 records all three as rows of the verification matrix.
# Two pytest-xdist workers; a file's tests stay on one worker (a notebook's cells in order).
# One CPU thread per worker's processes: two kernels of two OpenMP threads each on two cores
# wait on each other (docs/maintainers.md, "How long it takes": a 0.4 s cell took 4.8 s in one
# run of three).
# A third worker was tried for stage 1 (2026-12-06, a fresh clone beside a busy loop): it pushed
# the heaviest graded cells (11a's training, 08b's compile) past the course's cell timeout, so
# correct solutions lost points (docs/maintainers.md, "How long it takes").
XDIST := -n 2 --dist loadfile
ONE_THREAD_EACH := OMP_NUM_THREADS=1 MKL_NUM_THREADS=1
test: lint
	scripts/system-packages.sh
	$(TEST_ENV) $(ONE_THREAD_EACH) $(if $(RECORD),PTP_VERIFY_RECORD=cuda-wheel-cpu) $(PY) -m pytest $(XDIST) \
		-p no:cacheprovider --nbval-lax --nbval-current-env \
		--durations=15 tests graders/chapter_template.ipynb
	@echo "Every notebook under nbval as a Mac: CPU-only build, an MPS-like device (no float64), spawn:"
	$(TEST_ENV) $(ONE_THREAD_EACH) $(if $(RECORD),PTP_VERIFY_RECORD=mac-like) PYTHONPATH=tests/mac_like \
		PTP_DEVICE=emulated:mps $(PY) -m pytest $(XDIST) -p no:cacheprovider -q --durations=5 \
		--nbval-lax --nbval-current-env solutions
	@echo "Every notebook under nbval on an emulated CUDA-like accelerator (ptp.emulated):"
	$(TEST_ENV) $(ONE_THREAD_EACH) $(if $(RECORD),PTP_VERIFY_RECORD=emulated-cuda) \
		PTP_DEVICE=emulated:cuda $(PY) -m pytest $(XDIST) -p no:cacheprovider -q --durations=5 \
		--nbval-lax --nbval-current-env solutions

# Maintainers' inner loop (a few minutes): lint, the helper and grader unit tests, hygiene, text,
# links, and the chapters changed since $(BASE) (committed or not): their notebooks under nbval
# and their student versions. `make test` stays the whole promise.
BASE ?= main
FAST_TESTS := tests/test_ptp.py tests/test_graders.py tests/test_cells.py tests/test_notebook_hygiene.py \
	tests/test_text.py tests/test_links.py tests/test_guides.py tests/test_layout.py \
	tests/test_binder.py tests/test_verify.py tests/test_reviews.py tests/test_contracts.py \
	tests/test_cpu_only_build.py tests/test_suite_runs.py tests/test_report.py::test_pearson_and_flags \
	tests/test_report.py::test_drops_exports_and_course_view_on_a_synthesised_class \
	tests/test_grading_roundtrip.py::test_trials_are_scored_and_diagnosed_as_nbgrader_would \
	tests/test_zh_edition.py::test_translation_files_are_current
test-fast: lint
	@$(PY) scripts/reviews.py
	$(TEST_ENV) $(PY) -m pytest -p no:cacheprovider -q --nbval-lax --nbval-current-env \
		$(FAST_TESTS) $(foreach ch,$(shell $(PY) scripts/changed_notebooks.py --chapters $(BASE)),\
		"tests/test_chapters_in_sync.py::test_student_version_in_sync[$(ch)]") \
		$(shell $(PY) scripts/changed_notebooks.py $(BASE))

# Learners: grade your own notebook, hidden tests included (make check NB=path/to.ipynb).
check: $(READY)
	PTP_OFFLINE=1 $(PY) -m graders.selfcheck $(NB)

# Maintainers: regenerate chapters/ from solutions/ (outputs stripped first), then the Chinese
# edition (zh/: its chapters, start page, glossary and README, and the diagnosis catalogue) from
# the English and translations/zh/ (stale or missing translations are listed; see
# docs/maintainers.md, "The Chinese edition").
chapters: $(READY)
	$(PY) -m graders.release
	$(PY) -m edition build

# The course as a static website in build/site/ (website/): every chapter part run
# offline on the CPU at the small scale (cached in build/site-cache/), exercises as learners
# get them, no solutions or hidden tests. Publish the folder on any static host.
site: $(READY)
	$(PY) -m website

# Maintainers: run every solution notebook, record wall time and peak memory.
budgets: $(READY)
	$(TEST_ENV) $(PY) benchmarks/notebook_budgets.py

# Maintainers: parallel sandboxed autograding against plain nbgrader (idle machine).
bench-grading: $(READY)
	$(TEST_ENV) $(PY) benchmarks/parallel_autograde.py

# Maintainers: mutation analysis of the exercises' tests (benchmarks/mutation.md and .json; survivors
# triaged by hand in benchmarks/mutation_triage.json). Every exercise, or CHAPTER=05_training, or
# ONLY=ex1_evaluate (with CHAPTER); the whole course in about 10 minutes on 2 cores (kernels on one).
mutants: $(READY)
	nice -n 10 $(PY) benchmarks/mutation.py $(if $(CHAPTER),--chapter $(CHAPTER)) $(if $(ONLY),--only $(ONLY))

# Maintainers: the verification matrix (benchmarks/verification.md); `make test RECORD=1` records
# the three configurations of its own notebook passes (cuda-wheel-cpu, mac-like, emulated-cuda).
# verify: this environment as CI runs it, as a CPU-only build, *loaded* (one core shared with a
# busy process: a slow Binder) and *fast* (every thread, nothing else running); verify-newest /
# verify-colab: build that stack once in .envs/ (a few GB of downloads) and run every notebook there.
verify: $(READY)
	$(PY) benchmarks/verify.py cuda-wheel-cpu
	$(PY) benchmarks/verify.py cpu-only
	$(PY) benchmarks/verify.py loaded
	$(PY) benchmarks/verify.py fast

verify-newest verify-colab: verify-%: $(READY)
	scripts/side_env.sh $*
	$(PY) benchmarks/verify.py $* --python .envs/$*/bin/python

clean-venv:
	rm -rf $(VENV)
