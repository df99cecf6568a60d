# The README's two commands are `make run` and `make test`; .ci/run calls
# `make test` too, after installing what a fresh machine lacks.
GO        ?= go
FUZZEXECS ?= 20000
export TESTCONTAINERS_RYUK_DISABLED = true

.PHONY: run build test test-short lint fuzz bench postgres-image tidy-check screenshots train-mode

run:
	$(GO) run ./cmd/verdict serve

build:
	CGO_ENABLED=0 $(GO) build -trimpath -o bin/verdict ./cmd/verdict

# All tests, with the race detector, including the PostgreSQL integration
# tests (testcontainers) and the browser tests (Chromium). Their helper (adapters/postgres/pgtest) uses the
# official image where it can be pulled, else builds one locally from
# Debian packages (scripts/postgres-image.sh; root, once). The second line
# holds the portable Go simulation kernel (what arm64 and CPUs without AVX
# run) to the same numbers and golden slips.
test:
	$(GO) test -race -count=1 -timeout 30m ./...
	$(GO) test -count=1 -tags purego ./domain/simulate ./application

# Everything that needs no Docker.
test-short:
	$(GO) test -race -count=1 -short ./...

lint:
	$(GO) vet ./...
	test -z "$$(gofmt -l .)" || (gofmt -l .; exit 1)
	golangci-lint run ./...

# Every fuzz target for a bounded number of executions each.
fuzz:
	scripts/fuzz.sh $(FUZZEXECS)

bench:
	$(GO) test -run '^$$' -bench . -benchmem -count 6 ./domain/simulate ./application ./adapters/http | tee bench.out

postgres-image:
	scripts/postgres-image.sh

# Retrains the offline reader's mode weights (adapters/offline/data/
# mode_weights.tsv) from every labelled set in the repository; the tests
# fail while the committed weights differ from what this writes.
train-mode:
	$(GO) test -count=1 -run TestModeWeightsAreTheTrainedOnes ./adapters/offline -train-mode

# The web interface at phone and desktop widths, taken by the browser
# tests in Chromium, into docs/screenshots.
screenshots:
	VERDICT_SCREENSHOTS=$(CURDIR)/docs/screenshots $(GO) test -count=1 -run 'TestAPersonsPath|TestHomeNeedsNoJavaScript' ./tests/browser

# Fails, showing the difference, when go.mod or go.sum is not what
# `go mod tidy` would make it.
tidy-check:
	$(GO) mod tidy -diff
