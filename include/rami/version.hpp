#pragma once
// rami's version, following semantic versioning (see CHANGELOG.md).

#define RAMI_VERSION_MAJOR 0
#define RAMI_VERSION_MINOR 2
#define RAMI_VERSION_PATCH 0

namespace rami {
/// The library version as "MAJOR.MINOR.PATCH".
inline constexpr const char* version_string = "0.2.0";
}  // namespace rami
