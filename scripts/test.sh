#!/usr/bin/env bash
# `npm test`: installs what the checks need, then runs every check in order:
# type check, lint, unit and component tests, production build, end-to-end tests in Chromium.
# Ends with one line "tests: N passed, N failed" summing every jest project.
set -uo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s\n' "$*"; }

# node-gyp must build better-sqlite3 against the local Node headers: no header download is possible here.
export npm_config_nodedir="${npm_config_nodedir:-/usr}"

step "npm install"
npm install --no-audit --no-fund || exit 1

# Debian packages the tests drive as real counterparts: Chromium for the end-to-end tests, slapd and
# ldap-utils for the directory the authentication tests start.
missing=()
{ command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ]; } || missing+=(chromium)
{ command -v slapd >/dev/null 2>&1 || [ -x /usr/sbin/slapd ]; } || missing+=(slapd)
command -v ldapadd >/dev/null 2>&1 || missing+=(ldap-utils)
if [ ${#missing[@]} -gt 0 ]; then
  step "installing Debian's ${missing[*]}"
  sudo_if_needed=(); [ "$(id -u)" = 0 ] || sudo_if_needed=(sudo)
  "${sudo_if_needed[@]}" apt-get update -qq &&
    "${sudo_if_needed[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" || exit 1
fi

step "type check"
npm run --silent typecheck || exit 1

step "lint"
npm run --silent lint || exit 1

results=$(mktemp -d)
status=0

step "unit and component tests"
npx jest --selectProjects console server --json --outputFile="$results/unit.json" || status=1
node --test test/bench/ || status=1

step "production build"
npm run --silent build || exit 1

step "end-to-end tests (Chromium)"
npx jest --selectProjects e2e --runInBand --json --outputFile="$results/e2e.json" || status=1

node -e '
  const fs = require("fs");
  let passed = 0, failed = 0;
  for (const f of process.argv.slice(1)) {
    if (!fs.existsSync(f)) { failed += 1; continue; }
    const r = JSON.parse(fs.readFileSync(f, "utf8"));
    passed += r.numPassedTests; failed += r.numFailedTests + r.numRuntimeErrorTestSuites;
  }
  console.log(`\ntests: ${passed} passed, ${failed} failed`);
' "$results/unit.json" "$results/e2e.json"
rm -rf "$results"
exit $status
