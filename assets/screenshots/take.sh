#!/usr/bin/env bash
# Takes the screenshots of assets/screenshots/ again from a release build, each in a fresh data
# folder under a virtual X display: every rule set, the library, the Learn screen, a lesson, a
# review and the position editor, at the three window sizes and in the three languages.
#
#   cargo build --release && assets/screenshots/take.sh [path/to/inkomo]
#
# Needs Xvfb, ImageMagick's `import` and xdotool (../shared/tools/install-deps or the packages
# .ci/run installs). The games start from INKOMO_START (a rule set and its moves, see
# src/ui/mod.rs) or from a record opened with --open; clicks are given as window coordinates.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
app="${1:-$here/../../target/release/inkomo}"
app="$(cd "$(dirname "$app")" && pwd)/$(basename "$app")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# shot NAME SIZE LANG WAIT [ARGS for the app] -- [xdotool steps]
shot() {
  local name=$1 size=$2 lang=$3 wait=$4
  shift 4
  local args=()
  while [ $# -gt 0 ] && [ "$1" != "--" ]; do args+=("$1"); shift; done
  [ $# -gt 0 ] && shift
  local data="$work/$name"
  mkdir -p "$data"
  printf '(format: 1, settings: (language: %s))\n' "$lang" > "$data/settings.ron"
  local disp=:$((200 + RANDOM % 600))
  while [ -e "/tmp/.X11-unix/X${disp#:}" ]; do disp=:$((200 + RANDOM % 600)); done
  Xvfb "$disp" -screen 0 "${size}x24" -nolisten tcp >/dev/null 2>&1 &
  local xvfb=$!
  sleep 1
  DISPLAY=$disp WAYLAND_DISPLAY= INKOMO_DATA_DIR="$data" LIBGL_ALWAYS_SOFTWARE=1 \
    "$app" "${args[@]}" >"$work/$name.log" 2>&1 &
  local pid=$!
  sleep "$wait"
  local window
  window=$(DISPLAY=$disp timeout 10 xdotool search --sync --pid "$pid" 2>/dev/null | tail -1 || true)
  if [ -n "$window" ]; then
    # No window manager: the window is given the whole screen by hand.
    DISPLAY=$disp xdotool windowmove "$window" 0 0 windowsize "$window" "${size%x*}" "${size#*x}" 2>/dev/null || true
    DISPLAY=$disp xdotool windowfocus "$window" 2>/dev/null || true
    sleep 1
  fi
  for step in "$@"; do
    case "$step" in
      sleep:*) sleep "${step#sleep:}" ;;
      *) DISPLAY=$disp xdotool $step ;;
    esac
  done
  # The pointer leaves the window's widgets, so no tooltip covers the picture.
  DISPLAY=$disp xdotool mousemove 2 2
  sleep 1
  DISPLAY=$disp import -window root "$here/$name.png"
  kill "$pid" 2>/dev/null || true
  sleep 0.5
  kill "$xvfb" 2>/dev/null || true
  echo "$name.png"
}

start() { INKOMO_START="$1" shot "${@:2}"; }

start "isisuthu:a7 d4 d7 b6 g7 xb6 b4 c5 e5 f4" isisuthu-1280x800-en 1280x800 En 5
start "isizulu:a7 b2 d7 f2 g7" isizulu-1280x800-en 1280x800 En 5
start "isipowe:a7 b2 d7 f2 c5 e3 d5 f4 e5" isipowe-1280x800-pt 1280x800 Pt 5
start "isolo-women:i3 i5" isolo-women-1024x700-pt 1024x700 Pt 5
start "isolo-boys:i2" isolo-boys-1280x800-en 1280x800 En 5
start "igisoro:i2 i3 i1 i8" igisoro-1920x1080-es 1920x1080 Es 5

# The Learn screen (the picker's "Learn the games"), and a lesson in Spanish.
shot learn-1280x800-en 1280x800 En 4 -- "mousemove 640 129" "click 1" "sleep:2"
shot lesson-1280x800-es 1280x800 Es 5 --lesson isizulu-01-placing -- "key n" "sleep:3"

# A review: a sample game reviewed headless (`inkomo review --write`), opened in the app.
cp "$here/../games/isizulu.ron" "$work/reviewed.ron"
"$app" review --write "$work/reviewed.ron" >/dev/null
shot review-1280x800-en 1280x800 En 6 --open "$work/reviewed.ron" --

# The position editor, from the new-game dialog of Isizulu ("Play Isizulu", "Set up a
# position…").
shot editor-1280x800-en 1280x800 En 4 -- "mousemove 419 490" "click 1" "sleep:2" \
  "mousemove 473 768" "click 1" "sleep:2"
