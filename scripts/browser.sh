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

# The other engines of the end-to-end tests (tests/e2e/browser.mjs), exported as
# FIREFOX, WEBKITWEBDRIVER, MINIBROWSER and XVFB (empty when not found); choose them
# yourself with those variables. Firefox: Debian's `firefox-esr`, or `firefox` (GitHub's
# Ubuntu runners have it). WebKit: WebKitGTK's `WebKitWebDriver` (Debian and Ubuntu:
# webkit2gtk-driver) with the MiniBrowser of its library (libwebkit2gtk-4.1-0), on an
# Xvfb display (xvfb) that the tests start.
find_engines() {
  local b p
  if [ -n "${FIREFOX:-}" ]; then
    FIREFOX=$(command -v "$FIREFOX" || true)
  else
    FIREFOX=
    for b in firefox-esr firefox; do
      if p=$(command -v "$b"); then
        FIREFOX=$p
        break
      fi
    done
  fi
  WEBKITWEBDRIVER=$(command -v "${WEBKITWEBDRIVER:-WebKitWebDriver}" || true)
  if [ -n "${MINIBROWSER:-}" ]; then
    [ -x "$MINIBROWSER" ] || MINIBROWSER=
  else
    MINIBROWSER=
    for p in /usr/lib/*/webkit2gtk-4.1/MiniBrowser /usr/libexec/webkit2gtk-4.1/MiniBrowser /usr/lib/webkit2gtk-4.1/MiniBrowser; do
      if [ -x "$p" ]; then
        MINIBROWSER=$p
        break
      fi
    done
  fi
  XVFB=$(command -v "${XVFB:-Xvfb}" || true)
  export FIREFOX WEBKITWEBDRIVER MINIBROWSER XVFB
}
