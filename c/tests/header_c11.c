/* rami.h compiles as strict C11 (this directory's CMakeLists: C_STANDARD 11, no extensions,
 * -pedantic); compiling is the test. */
#include "rami/rami.h"

int rami_header_c11_check(void);
int rami_header_c11_check(void) { return RAMI_ABI_VERSION + RAMI_OK + RAMI_REFUSED + RAMI_MALFORMED + RAMI_INTERNAL; }
