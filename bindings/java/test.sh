#!/usr/bin/env bash
# Builds the Java binding and runs its JUnit 5 tests against the installed librami_c
# (found by pkg-config). Run from the repository root: bindings/java/test.sh
set -euo pipefail
cd "$(dirname "$0")/../.."

source tools/lib/deps.sh
rami_require_packages default-jdk-headless libjna-java junit5 pkgconf

source bindings/java/build.sh
rami_java_build

# The console launcher exits non-zero when a test fails, and here also when none is found.
java -Djna.library.path="$(rami_java_libdir)" \
  -jar "$JAVA_JARS/junit-platform-console-standalone.jar" \
  --disable-banner --disable-ansi-colors --details=summary --fail-if-no-tests \
  --class-path "$JAVA_OUT/classes:$JAVA_OUT/test-classes:$JNA_JAR" \
  --scan-class-path "$JAVA_OUT/test-classes" \
  --reports-dir "$JAVA_OUT/reports"
