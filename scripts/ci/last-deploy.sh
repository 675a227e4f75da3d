#!/usr/bin/env bash
# Prints `since=<time>`: when the last successful run of the publish workflow on main started,
# the moment the site was last built for (a GitHub Actions output line). The hourly check
# (scripts/publish-due.ts) asks what came due after it. Empty when there is none yet.
# Needs the GitHub CLI (on every GitHub-hosted runner) and GH_TOKEN with `actions: read`.
set -euo pipefail
since="$(gh run list --workflow publish.yml --branch main --status success --limit 1 \
  --json createdAt --jq '.[0].createdAt // ""')"
echo "since=${since}"
