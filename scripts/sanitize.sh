#!/usr/bin/env bash
# Runs the portable core's and the scenes' tests under the address sanitizer (a use after free, a buffer
# overflow or a leak in our code fails the run), then the fuzzer built with it for SECONDS (default 60).
# The core keeps no unchecked or unretained memory without a benchmark figure beside it (docs/architecture.md);
# this is what checks that the safe forms stay safe. Leaks reported from libraries' own caches (fontconfig,
# Pango, GLib's type system) are named in scripts/lsan-suppressions.txt; nothing of ours may be.
#   scripts/sanitize.sh        # CI
#   scripts/sanitize.sh 600    # fuzz longer
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"

scripts/install-packages.sh pkg-config libcairo2-dev libpango1.0-dev libgdk-pixbuf-2.0-dev libpng-dev \
  libgtk-4-dev libadwaita-1-dev fonts-dejavu-core

export ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:halt_on_error=1:detect_stack_use_after_return=0"
export LSAN_OPTIONS="suppressions=$PWD/scripts/lsan-suppressions.txt:print_suppressions=0"

echo "== building the tests with the address sanitizer (a build of its own in .build-asan)"
swift build --build-tests --sanitize=address --scratch-path .build-asan 2>&1 | grep -Ev "prohibited flag" | tail -3
echo "== the core's, JSON's, the rendering's and the scenes' tests under the address sanitizer"
# The tests that time themselves are left to the plain run: the sanitizer makes everything a few times slower.
swift test --skip-build --sanitize=address --scratch-path .build-asan \
  --filter "JSONTests|TouchKitTests|TouchRenderTests|PlaygroundTests" --skip "LongRequirementChainTests"

echo "== the fuzzer with the address sanitizer, for ${seconds} s"
swift build -c release --product trace-fuzzer --scratch-path .build-fuzz-asan \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING 2>&1 | grep -Ev "prohibited flag" | tail -3
mkdir -p .build-fuzz-asan/corpus .build-fuzz-asan/crashes
set +e
TOUCH_PLAYGROUND_DATA="$PWD/data" .build-fuzz-asan/release/trace-fuzzer .build-fuzz-asan/corpus Tests/Fuzz/corpus \
  -dict=Tests/Fuzz/trace.dict -max_total_time="$seconds" -max_len=8192 -timeout=20 -rss_limit_mb=4096 \
  -artifact_prefix=.build-fuzz-asan/crashes/ -print_final_stats=1 2>&1 | grep -Ev "^#[0-9]+.*(NEW|REDUCE|pulse)" | tail -20
status=${PIPESTATUS[0]}
set -e
if [ "$status" -ne 0 ]; then
  echo "error: the fuzzer under the address sanitizer found an input that breaks memory safety or a promise" \
    "(saved in .build-fuzz-asan/crashes/):" >&2
  ls .build-fuzz-asan/crashes >&2
  exit 1
fi
