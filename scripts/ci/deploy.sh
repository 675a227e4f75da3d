#!/usr/bin/env bash
# The deploy step of .github/workflows/publish.yml: hands the new release to the firm's own
# deploy hook, which pulls the image, copies its static files for nginx
# (scripts/ci/static-files.sh does the same) and restarts the Node instances (docs/deploy.md,
# "Deploying from GitHub Actions"). The workflow passes the repository's secrets:
#   DEPLOY_HOOK_URL    https:// address of the hook (unset: nothing is deployed, and the run says so)
#   DEPLOY_HOOK_TOKEN  bearer token the hook checks
#   IMAGE              the image just pushed (ghcr.io/<owner>/<repo>:<commit>)
set -euo pipefail
: "${IMAGE:?IMAGE is the image to deploy}"
if [ -z "${DEPLOY_HOOK_URL:-}" ]; then
  # A warning on the run's page, not a failure: the build and its files are still made.
  echo "::warning title=Not deployed::DEPLOY_HOOK_URL is not set; set it (and DEPLOY_HOOK_TOKEN) in the repository's secrets to deploy ${IMAGE} (docs/deploy.md)"
  exit 0
fi
case "$DEPLOY_HOOK_URL" in
  https://*) ;;
  *) echo "deploy: DEPLOY_HOOK_URL must be an https:// address" >&2; exit 1 ;;
esac
body="$(printf '{"image":"%s","commit":"%s","run":"%s"}' \
  "$IMAGE" "${GITHUB_SHA:-}" "${GITHUB_SERVER_URL:-}/${GITHUB_REPOSITORY:-}/actions/runs/${GITHUB_RUN_ID:-}")"
# --fail-with-body: a refused deploy fails the step and shows the hook's answer.
curl --silent --show-error --fail-with-body --max-time 600 --retry 2 \
  -H "Authorization: Bearer ${DEPLOY_HOOK_TOKEN:-}" -H "Content-Type: application/json" \
  --data "$body" "$DEPLOY_HOOK_URL"
echo
echo "deploy: ${IMAGE} handed to the deploy hook"
