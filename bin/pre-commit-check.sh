#!/bin/sh
# The pre-commit hook of changeline check (.pre-commit-hooks.yaml): fetch the one-file scanner from the
# Changeline site once a day into the user's cache, then run it on the repository with the hook's args.
# Needs Node.js 20+ and curl. CHANGELINE_API_BASE picks the site (default https://changeline.dev).
set -eu
base="${CHANGELINE_API_BASE:-https://changeline.dev}"
cache="${XDG_CACHE_HOME:-$HOME/.cache}/changeline"
bundle="$cache/changeline-check.mjs"
mkdir -p "$cache"
if [ ! -f "$bundle" ] || [ -n "$(find "$bundle" -mmin +1440 2>/dev/null)" ]; then
  if ! curl --fail --silent --show-error --location "${base%/}/changeline-check.mjs" --output "$bundle.tmp"; then
    rm -f "$bundle.tmp"
    [ -f "$bundle" ] || { echo "changeline check: could not download ${base%/}/changeline-check.mjs" >&2; exit 2; }
    echo "changeline check: warning: could not refresh the scanner; using the cached copy" >&2
  else
    mv "$bundle.tmp" "$bundle"
  fi
fi
exec node "$bundle" . "$@"
