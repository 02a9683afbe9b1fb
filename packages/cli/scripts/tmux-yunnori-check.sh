#!/usr/bin/env bash
# Runs `games yunnori-classic` in a real terminal (a detached tmux session), types a short
# advanced game into it with send-keys, and checks the screen (capture-pane) and the data files.
#
# Scenario (the sample data folder of the package, copied to a temporary folder):
#   extension game; Liam then Noah log in; their saved game (Noah Liam | ... | 1) is resumed in
#   the SAVED seat order (Noah seat 0, Liam seat 1) with Liam to move; Liam continues, throws
#   `do` (scripted) and moves 5 do (his stack of three takes the shortcut to 20); at Noah's turn
#   the game is saved; back at the menu, nobody is logged in; end program.
#
# It builds nothing: run `npx tsup` in packages/cli first (dist/bin.js must exist).
# Exit status: 0 when the screen and the files match, 1 when they do not, 77 when tmux or the
# built CLI is missing (skipped).
set -u

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
package="$(cd "$here/.." && pwd)"
bin="$package/dist/bin.js"

if ! command -v tmux >/dev/null 2>&1; then
  echo "tmux-yunnori-check: SKIP: tmux is not installed" >&2
  exit 77
fi
if [ ! -f "$bin" ]; then
  echo "tmux-yunnori-check: SKIP: $bin is missing (run npx tsup in packages/cli)" >&2
  exit 77
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/yunnori-check.XXXXXX")"
socket="yunnori-check-$$"
session="yunnori"
cleanup() {
  tmux -L "$socket" kill-server >/dev/null 2>&1
  rm -rf "$work"
}
trap cleanup EXIT

mkdir -p "$work/data"
cp "$package/data/user_info.txt" "$package/data/game_info.txt" "$work/data/"
olivia_line="$(grep '^Olivia ' "$work/data/game_info.txt")"

fail() {
  echo "tmux-yunnori-check: FAIL: $1" >&2
  echo "----- screen -----" >&2
  capture
  cat "$work/screen.txt" >&2 2>/dev/null
  echo "----- game_info.txt -----" >&2
  cat "$work/data/game_info.txt" >&2
  exit 1
}

# The whole scrollback of the pane, joined lines, trailing spaces kept.
capture() {
  tmux -L "$socket" capture-pane -p -J -S - -t "$session" > "$work/screen.txt" 2>/dev/null
}

# Waits (up to 10 s) until the last non-empty line of the screen ends with the given prompt text
# (trailing spaces ignored).
wait_for_prompt() {
  local prompt="$1" tries=0 last
  while [ "$tries" -lt 100 ]; do
    capture
    last="$(grep -v '^[[:space:]]*$' "$work/screen.txt" | tail -n 1 | sed 's/[[:space:]]*$//')"
    case "$last" in *"$prompt") return 0 ;; esac
    sleep 0.1
    tries=$((tries + 1))
  done
  fail "timed out waiting for the prompt \"$prompt\""
}

type_line() {
  tmux -L "$socket" send-keys -t "$session" -l "$1"
  tmux -L "$socket" send-keys -t "$session" Enter
}

command="node '$bin' yunnori-classic --data '$work/data' --no-color --throws do; echo \"exit status \$?\" > '$work/status'; sleep 30"
tmux -L "$socket" new-session -d -s "$session" -x 120 -y 60 "$command" || { echo "tmux-yunnori-check: FAIL: cannot start tmux" >&2; exit 1; }
tmux -L "$socket" set-option -t "$session" history-limit 5000 >/dev/null

wait_for_prompt 'Choose a game to play (1, 2) :';            type_line 2
wait_for_prompt 'Select the function you want :';            type_line 2
wait_for_prompt 'ID :';                                      type_line Liam
wait_for_prompt 'PASSWORD :';                                type_line 912ynd
wait_for_prompt 'Select the function you want :';            type_line 2
wait_for_prompt 'ID :';                                      type_line Noah
wait_for_prompt 'PASSWORD :';                                type_line 22d34h
wait_for_prompt 'Select the function you want :';            type_line 1
wait_for_prompt 'Start a new game (0) / Resume (1) :';       type_line 1
wait_for_prompt 'Save and Exit the game (1) :';              type_line 0
wait_for_prompt '>> position :';                             type_line 5
wait_for_prompt '>> yut :';                                  type_line do
wait_for_prompt 'Save and Exit the game (1) :';              type_line 1
wait_for_prompt 'Select the function you want :';            type_line 3

tries=0
while [ ! -s "$work/status" ] && [ "$tries" -lt 100 ]; do sleep 0.1; tries=$((tries + 1)); done
capture
[ -s "$work/status" ] || fail "the program did not end"
grep -qx 'exit status 0' "$work/status" || fail "the program ended with $(cat "$work/status")"

screen="$work/screen.txt"
expect_line() {
  grep -qxF -- "$1" "$screen" || fail "the screen has no line \"$1\""
}
expect_line "*************   Let's start the Project 2   ****************"
expect_line 'Logged-in ID List : Liam Noah '
expect_line 'Login Succeed!'
expect_line 'Select the function you want : 1'
expect_line 'There is a saved game. Start a new game (0) / Resume (1) : 1'
expect_line 'Noah(dog) Liam(pig) '
expect_line 'Player 1 Liam turn'
expect_line 'Piece : 1 5 5 5 '
expect_line 'Yut : do '
expect_line '>> position : 5'
expect_line '>> yut : do'
expect_line 'Continue (0) / Save and Exit the game (1) : 1'
expect_line 'Game saved successfully!'
# The saved game's board after the move: Liam's stack of three on 20, his piece on 1.
expect_line ' | [ ]                     [3] |'
expect_line '[ ]    .                 .    [1]'
# Back at the menu, nobody is logged in any more.
[ "$(grep -cxF 'Logged-in ID List : No player is logged in' "$screen")" -ge 2 ] || fail "the menu after saving still lists logged-in players"
[ "$(grep -cxF 'Player 1 Liam turn' "$screen")" -eq 1 ] || fail "Liam played more than one turn"

expected="$(printf '%s\n%s' "$olivia_line" 'Noah Liam | Noah 1 0 100 100 100 | Liam 0 1 20 20 20 | 0')"
[ "$(cat "$work/data/game_info.txt")" = "$expected" ] || fail "game_info.txt is not the expected two lines"

echo "tmux-yunnori-check: OK: resumed in the saved seat order, moved, saved; screen and game_info.txt match"
exit 0
