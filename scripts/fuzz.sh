#!/usr/bin/env bash
# Fuzzes the trace reader and the replay of every scene with libFuzzer (coverage-guided), starting from the
# corpus in Tests/Fuzz/corpus, for SECONDS (default 120). A trap, a hang (over 10 s per input) or a broken
# promise (a non-finite view frame, an error with no message) stops it with the input saved under
# .build-fuzz/crashes and a non-zero exit. CI runs it for two minutes; run it longer with
#   scripts/fuzz.sh 3600
# New inputs that reach new code stay in .build-fuzz/corpus between runs (add the good ones to
# Tests/Fuzz/corpus with `-merge=1`, see the README).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-120}"

scripts/install-packages.sh pkg-config libcairo2-dev libpango1.0-dev libgdk-pixbuf-2.0-dev

echo "== building the fuzzer (release, -sanitize=fuzzer)"
swift build -c release --product trace-fuzzer --scratch-path .build-fuzz \
  -Xswiftc -sanitize=fuzzer -Xswiftc -DFUZZING
fuzzer=.build-fuzz/release/trace-fuzzer

mkdir -p .build-fuzz/corpus .build-fuzz/crashes
echo "== fuzzing for ${seconds} s"
set +e
TOUCH_PLAYGROUND_DATA="$PWD/data" "$fuzzer" .build-fuzz/corpus Tests/Fuzz/corpus \
  -dict=Tests/Fuzz/trace.dict -max_total_time="$seconds" -max_len=8192 -timeout=10 -rss_limit_mb=2048 \
  -artifact_prefix=.build-fuzz/crashes/ -print_final_stats=1 2>&1 | grep -Ev "^#[0-9]+.*(NEW|REDUCE|pulse)" | tail -20
status=${PIPESTATUS[0]}
set -e
if [ "$status" -ne 0 ]; then
  echo "error: the fuzzer found an input that breaks a promise (saved in .build-fuzz/crashes/):" >&2
  ls .build-fuzz/crashes >&2
  exit 1
fi
