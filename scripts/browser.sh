# Sourced by scripts/setup.sh and scripts/test.sh: finds the Chrome or Chromium that
# the browser tests drive, and the ChromeDriver that the wasm-bindgen browser tests
# need, and exports them as CHROMIUM and CHROMEDRIVER (empty when not found).
#
# Choose them yourself with CHROMIUM (or CHROME) and CHROMEDRIVER: a path or a command
# name. Otherwise the first found of: Debian's `chromium`, Google Chrome
# (`google-chrome`, `google-chrome-stable`: GitHub's Ubuntu runners have it), Ubuntu's
# `chromium-browser`; and `chromedriver` on PATH, or in $CHROMEWEBDRIVER (where
# GitHub's runners keep the driver matching their Chrome).
find_browser() {
  local b p
  CHROMIUM=${CHROMIUM:-${CHROME:-}}
  if [ -n "$CHROMIUM" ]; then
    CHROMIUM=$(command -v "$CHROMIUM" || true)
  else
    for b in chromium google-chrome google-chrome-stable chromium-browser; do
      if p=$(command -v "$b"); then
        CHROMIUM=$p
        break
      fi
    done
  fi
  if [ -n "${CHROMEDRIVER:-}" ]; then
    CHROMEDRIVER=$(command -v "$CHROMEDRIVER" || true)
  elif p=$(command -v chromedriver); then
    CHROMEDRIVER=$p
  elif [ -n "${CHROMEWEBDRIVER:-}" ] && [ -x "$CHROMEWEBDRIVER/chromedriver" ]; then
    CHROMEDRIVER=$CHROMEWEBDRIVER/chromedriver
  else
    CHROMEDRIVER=
  fi
  export CHROMIUM CHROMEDRIVER
}
