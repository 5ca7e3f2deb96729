# Sourced by tools/test.sh and tools/play.sh.

# rami_has_package PKG: is the Debian package installed?
rami_has_package() {
  [[ $(dpkg-query -W -f='${Status}' "$1" 2>/dev/null) == "install ok installed" ]]
}

# rami_require_packages PKG...: make sure the Debian packages are installed.
# As root, missing ones are installed with apt-get; otherwise the exact
# install command is printed and the calling script exits with status 1.
rami_require_packages() {
  local pkg missing=()
  for pkg in "$@"; do
    rami_has_package "$pkg" || missing+=("$pkg")
  done
  ((${#missing[@]} == 0)) && return 0

  if [[ $(id -u) -eq 0 ]]; then
    echo "Installing missing packages: ${missing[*]}"
    apt-get update
    DEBIAN_FRONTEND=noninteractive apt-get install -y "${missing[@]}"
  else
    echo "Missing packages: ${missing[*]}. Install them with:" >&2
    echo "  sudo apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
}
