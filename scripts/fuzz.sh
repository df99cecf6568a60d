#!/usr/bin/env bash
# Runs every fuzz target in the module for a bounded number of executions
# each ($1, default 20000). go test -fuzz takes one target per package per
# run.
#
# The budget is a count (-fuzztime Nx), not a duration: with a duration,
# Go 1.26's fuzz coordinator can report a bare "context deadline exceeded"
# failure at the deadline with no crasher (go.dev/issue/75804, fixed in
# Go 1.27); a count has no deadline to race. Minimising a new input is
# capped at 3s: Go's default (60s) would spend a short run shrinking rather
# than fuzzing.
set -euo pipefail
cd "$(dirname "$0")/.."
execs="${1:-20000}"
status=0
while IFS= read -r file; do
  pkg="./$(dirname "$file")"
  for target in $(grep -oE '^func (Fuzz[A-Za-z0-9_]+)' "$file" | awk '{print $2}'); do
    echo "== fuzz $pkg $target (${execs} executions)"
    if ! go test -run '^$' -fuzz "^${target}\$" -fuzztime "${execs}x" -fuzzminimizetime 3s "$pkg"; then
      status=1
    fi
  done
done < <(grep -rlE '^func Fuzz' --include='*_test.go' . | sed 's|^\./||' | sort)
exit $status
