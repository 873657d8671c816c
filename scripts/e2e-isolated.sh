#!/usr/bin/env bash
# Builds the app into dist folders of its own and runs e2e specs against them, so several people (or
# helpers) can run browser tests in one checkout without overwriting each other's build.
# Usage: scripts/e2e-isolated.sh <name> [spec files...]   e.g. scripts/e2e-isolated.sh bids specs/bidding.spec.ts
set -euo pipefail
cd "$(dirname "$0")/.."
name="${1:?usage: scripts/e2e-isolated.sh <name> [spec files...]}"
shift
root="$(pwd)"
(cd apps/web && npx vite build --outDir "dist-$name" --emptyOutDir --logLevel warn)
(cd apps/server && SERVER_OUTFILE="dist-$name/server.js" node build.mjs >/dev/null)
cd e2e
E2E_SERVER_JS="$root/apps/server/dist-$name/server.js" E2E_WEB_DIST="$root/apps/web/dist-$name" \
  npx vitest run --config vitest.config.ts "$@"
