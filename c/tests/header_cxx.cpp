// rami.h compiles as C++ too; compiling is the test.
#include "rami/rami.h"

static_assert(RAMI_OK == 0 && RAMI_REFUSED == 1 && RAMI_MALFORMED == 2 && RAMI_INTERNAL == 3, "the status codes of rami.h");
