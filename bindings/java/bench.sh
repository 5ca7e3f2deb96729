#!/usr/bin/env bash
# Builds the Java binding and measures random play (rami51, 4 seats) in actions per second.
# Run from anywhere: bindings/java/bench.sh [seconds]
set -euo pipefail
cd "$(dirname "$0")/../.."

source tools/lib/deps.sh
rami_require_packages default-jdk-headless libjna-java junit5 pkgconf

source bindings/java/build.sh
rami_java_build

java -Djna.library.path="$(rami_java_libdir)" \
  -cp "$JAVA_OUT/classes:$JAVA_OUT/test-classes:$JNA_JAR" \
  org.rami.bench.RandomPlayBenchmark "$@"
