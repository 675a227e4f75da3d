#!/usr/bin/env bash
# Copies the static site (build/client: pages, .br/.gz copies, assets) out of the production
# image into a folder, so the files a static host or nginx serves are exactly the image's.
#   scripts/ci/static-files.sh <image> <folder>
set -euo pipefail
image="${1:?usage: static-files.sh <image> <folder>}"
out="${2:?usage: static-files.sh <image> <folder>}"
id="$(docker create "$image")"
trap 'docker rm "$id" >/dev/null' EXIT
rm -rf "$out"
docker cp "$id:/app/build/client" "$out"
echo "static files: $(find "$out" -name index.html | wc -l) pages in $out"
