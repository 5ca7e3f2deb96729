/* The C tests' one assertion: CHECK(condition) prints the failed condition and counts it;
 * each program returns check_failures() != 0 from main. */
#ifndef RAMI_C_TESTS_CHECK_H
#define RAMI_C_TESTS_CHECK_H

#include <stdio.h>

static int check_failed_count;

#define CHECK(condition)                                                                      \
    do {                                                                                      \
        if (!(condition)) {                                                                   \
            ++check_failed_count;                                                             \
            fprintf(stderr, "%s:%d: CHECK failed: %s\n", __FILE__, __LINE__, #condition); \
        }                                                                                     \
    } while (0)

static int check_report(const char* name) {
    if (check_failed_count) fprintf(stderr, "%s: %d check(s) failed\n", name, check_failed_count);
    return check_failed_count != 0;
}

#endif
