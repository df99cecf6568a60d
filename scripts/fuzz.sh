#!/usr/bin/env bash
# Runs every fuzz target in the module for a bounded time each ($1, default
# 20s). go test -fuzz takes one target per package per run. Minimising a
# new input is capped at 3s: Go's default (60s) would spend a short bounded
# run shrinking rather than fuzzing.
set -euo pipefail
cd "$(dirname "$0")/.."
time_per="${1:-20s}"
status=0
while IFS= read -r file; do
  pkg="./$(dirname "$file")"
  for target in $(grep -oE '^func (Fuzz[A-Za-z0-9_]+)' "$file" | awk '{print $2}'); do
    echo "== fuzz $pkg $target ($time_per)"
    if ! go test -run '^$' -fuzz "^${target}\$" -fuzztime "$time_per" -fuzzminimizetime 3s "$pkg"; then
      status=1
    fi
  done
done < <(grep -rlE '^func Fuzz' --include='*_test.go' . | sed 's|^\./||' | sort)
exit $status
