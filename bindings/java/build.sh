# Sourced by test.sh and bench.sh: compiles the binding and its tests with plain javac into
# build/bindings/java (no Maven: the Debian jars under /usr/share/java are the classpath).

JAVA_OUT=build/bindings/java
JAVA_SRC=bindings/java/src
JAVA_JARS=/usr/share/java
JNA_JAR=$JAVA_JARS/jna.jar
# junit-jupiter-api's manifest names apiguardian, junit-platform-commons and opentest4j.
JUNIT_API_JARS=$JAVA_JARS/junit-jupiter-api.jar:$JAVA_JARS/junit-jupiter-params.jar:$JAVA_JARS/junit-platform-commons.jar:$JAVA_JARS/opentest4j.jar:$JAVA_JARS/apiguardian-api.jar

# rami_java_build: compiles src/main into $JAVA_OUT/classes, src/test into $JAVA_OUT/test-classes.
rami_java_build() {
  rm -rf "$JAVA_OUT/classes" "$JAVA_OUT/test-classes"
  mkdir -p "$JAVA_OUT/classes" "$JAVA_OUT/test-classes"
  find "$JAVA_SRC/main/java" -name '*.java' >"$JAVA_OUT/main-sources.txt"
  find "$JAVA_SRC/test/java" -name '*.java' >"$JAVA_OUT/test-sources.txt"
  javac --release 17 -Xlint:all -Werror -encoding UTF-8 -d "$JAVA_OUT/classes" \
    -cp "$JNA_JAR" @"$JAVA_OUT/main-sources.txt"
  javac --release 17 -Xlint:all,-processing -encoding UTF-8 -d "$JAVA_OUT/test-classes" \
    -cp "$JAVA_OUT/classes:$JNA_JAR:$JUNIT_API_JARS" @"$JAVA_OUT/test-sources.txt"
}

# rami_java_libdir: where librami_c is installed, from pkg-config (PKG_CONFIG_PATH as set).
rami_java_libdir() {
  pkg-config --variable=libdir rami_c
}
