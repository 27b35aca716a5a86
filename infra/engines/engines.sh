#!/usr/bin/env bash
# RegIntel integration engines without Docker: Kafka (KRaft, one node), Elasticsearch 8.19 (integ-test zip)
# and Neo4j 5.26 Community, assembled from Maven Central artifacts into <repo>/.it/ and run on 127.0.0.1.
#
#   engines.sh up     [kafka|elasticsearch|es|neo4j|all]...   assemble (cached), start, wait until healthy
#   engines.sh down   [kafka|elasticsearch|es|neo4j|all]...   SIGTERM, wait up to 30 s, then SIGKILL
#   engines.sh status [engine...]                             one line per engine (exit 3 if any is not healthy)
#   engines.sh logs   <engine> [lines|-f]                     tail of the engine's console log (+ ES server log)
#   engines.sh clean  [engine...]                             stop, wipe data/logs, keep downloads and assembly
#   engines.sh up|down|status|clean kafka-cluster             a separate three-broker KRaft cluster (same jars
#                                                             as `kafka`) on 127.0.0.1:19092-19094, for the
#                                                             replication tests; never part of `all`
#
# Environment (all optional):
#   ENGINES_IT_DIR        work dir (default <repo>/.it)
#   ENGINES_JAVA_HOME     JDK for Kafka and Neo4j, and for Elasticsearch unless the next is set
#                         (default /usr/lib/jvm/java-17-openjdk-amd64)
#   ENGINES_ES_JAVA_HOME  JDK for Elasticsearch (default: the newest JDK 21 or later under /usr/lib/jvm,
#                         else ENGINES_JAVA_HOME); see es_java_home
#   ENGINES_TIMEOUT       seconds to wait for each engine to become healthy (default 180)
#   ENGINES_STOP_TIMEOUT  seconds between SIGTERM and SIGKILL on `down` (default 30)
#   ENGINES_ES_USER       non-root user that runs Elasticsearch when invoked as root (default regintel-es)
#   ENGINES_APT=0         do not apt-get install hunspell-en-us when the dictionary is missing
#
# See infra/engines/README.md for what works and what does not.
set -euo pipefail

SCRIPT_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO=$(cd "$SCRIPT_DIR/../.." && pwd)
TPL="$SCRIPT_DIR/templates"
IT=${ENGINES_IT_DIR:-$REPO/.it}
JAVA_HOME_ENGINES=${ENGINES_JAVA_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}
JAVA="$JAVA_HOME_ENGINES/bin/java"

# Elasticsearch scores vectors with the JDK's vector API and its native vector library only on JDK 21
# or later; on JDK 17 its flat kNN is scalar code (measurements: infra/engines/README.md). Kafka and
# Neo4j stay on ENGINES_JAVA_HOME.
es_java_home() {
  if [ -n "${ENGINES_ES_JAVA_HOME:-}" ]; then echo "$ENGINES_ES_JAVA_HOME"; return; fi
  local best="" best_major=0 home major
  for home in /usr/lib/jvm/*/; do
    home=${home%/}
    [ -x "$home/bin/java" ] && [ -f "$home/release" ] || continue
    major=$(sed -n 's/^JAVA_VERSION="\([0-9]*\).*/\1/p' "$home/release")
    if [ -n "$major" ] && [ "$major" -ge 21 ] && [ "$major" -gt "$best_major" ]; then best=$home; best_major=$major; fi
  done
  echo "${best:-$JAVA_HOME_ENGINES}"
}
HEALTH_TIMEOUT=${ENGINES_TIMEOUT:-180}
STOP_TIMEOUT=${ENGINES_STOP_TIMEOUT:-30}
ES_USER=${ENGINES_ES_USER:-regintel-es}

KAFKA_PORT=9092
KAFKA_CONTROLLER_PORT=9093
ES_PORT=9200
ES_TRANSPORT_PORT=9300
NEO4J_BOLT_PORT=7687
NEO4J_HTTP_PORT=7474
# Fixed KRaft cluster id (base64url of 16 bytes); a data dir formatted with another id refuses to start.
KAFKA_CLUSTER_ID=MkU3OEVBNTcwNTJENDM2Qg

ALL_ENGINES=(elasticsearch neo4j kafka)   # start order: slowest first

# The three-broker cluster (`kafka-cluster`): node n listens on CLUSTER_BASE_PORT+n-1 (clients) and
# CLUSTER_CONTROLLER_BASE_PORT+n-1 (KRaft quorum); its own cluster id and folder, .it/kafka-cluster.
CLUSTER_NODES=(1 2 3)
CLUSTER_BASE_PORT=19092
CLUSTER_CONTROLLER_BASE_PORT=19192
CLUSTER_ID=UjNCcm9rZXJDbHVzdGVyMQ

# Maven: batch, quiet, no colours, with HTTP retries (wagon transport of Maven 3.8) and a bounded read stall.
MVN_OPTS=(-B -q -Dstyle.color=never
  -Dmaven.wagon.http.retryHandler.count=3
  -Dmaven.wagon.http.retryHandler.requestSentEnabled=true
  -Dmaven.wagon.httpconnectionManager.ttlSeconds=60
  -Dmaven.wagon.rto=180000)

# ---------------------------------------------------------------------------------------------- helpers

say()  { printf '%s\n' "$*"; }
warn() { printf 'engines: %s\n' "$*" >&2; }
die()  { printf 'engines: ERROR: %s\n' "$*" >&2; exit 1; }
now()  { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.1f", b - a }'; }

engine_dir() {
  case $1 in
    kafka) printf '%s' "$IT/kafka" ;;
    elasticsearch) printf '%s' "$IT/es" ;;
    neo4j) printf '%s' "$IT/neo4j" ;;
  esac
}

# engine names from arguments ("all" or none = all) into the global array ENGINES, in start order;
# es is an alias of elasticsearch
parse_engines() {
  local wanted=() a e x
  [ $# -eq 0 ] && set -- all
  for a in "$@"; do
    case $a in
      all) wanted+=("${ALL_ENGINES[@]}") ;;
      kafka) wanted+=(kafka) ;;
      es|elasticsearch) wanted+=(elasticsearch) ;;
      neo4j) wanted+=(neo4j) ;;
      *) die "unknown engine '$a' (kafka, elasticsearch|es, neo4j, all)" ;;
    esac
  done
  ENGINES=()
  for e in "${ALL_ENGINES[@]}"; do
    for x in "${wanted[@]}"; do
      if [ "$x" = "$e" ]; then ENGINES+=("$e"); break; fi
    done
  done
}

# render <template> <output> <engine-dir>: substitute @PLACEHOLDERS@, fail on leftovers
render() {
  local src=$1 dst=$2 dir=$3 tmp
  [ -f "$src" ] || die "template missing: $src"
  mkdir -p "$(dirname "$dst")"
  tmp="$dst.tmp.$$"
  sed -e "s|@DIR@|$dir|g" -e "s|@IT@|$IT|g" -e "s|@REPO@|$REPO|g" \
      -e "s|@KAFKA_PORT@|$KAFKA_PORT|g" -e "s|@KAFKA_CONTROLLER_PORT@|$KAFKA_CONTROLLER_PORT|g" \
      -e "s|@ES_PORT@|$ES_PORT|g" -e "s|@ES_TRANSPORT_PORT@|$ES_TRANSPORT_PORT|g" \
      -e "s|@NEO4J_BOLT_PORT@|$NEO4J_BOLT_PORT|g" -e "s|@NEO4J_HTTP_PORT@|$NEO4J_HTTP_PORT|g" \
      "$src" >"$tmp"
  if grep -qE '@[A-Z0-9_]+@' "$tmp"; then
    rm -f "$tmp"
    die "unknown placeholder in $src: $(grep -oE '@[A-Z0-9_]+@' "$src" | sort -u | tr '\n' ' ')"
  fi
  if [ -f "$dst" ] && cmp -s "$tmp" "$dst"; then rm -f "$tmp"; else mv -f "$tmp" "$dst"; fi
}

# read a rendered jvm options file into the global array OPTS (one flag per line, '#' comments)
read_opts() {
  OPTS=()
  local line
  while IFS= read -r line || [ -n "$line" ]; do
    line=${line%%#*}
    line=$(printf '%s' "$line" | sed -e 's/^[[:space:]]*//' -e 's/[[:space:]]*$//')
    [ -n "$line" ] && OPTS+=("$line")
  done <"$1"
}

pid_alive() { # pid_alive <pid> <cmdline marker>
  local pid=$1 marker=$2
  [ -n "$pid" ] && [ -d "/proc/$pid" ] || return 1
  tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -qF -- "$marker"
}

marker_of() {
  case $1 in
    kafka) printf 'kafka.Kafka' ;;
    elasticsearch) printf 'elasticsearch' ;;
    neo4j) printf 'CommunityEntryPoint' ;;
  esac
}

pid_file() { printf '%s/%s.pid' "$(engine_dir "$1")" "$1"; }
launcher_pid_file() { printf '%s/launcher.pid' "$(engine_dir "$1")"; }

# main_pid <engine>: pid of the running engine process (ES: the server JVM, or its launcher while starting)
main_pid() {
  local e=$1 f pid marker
  marker=$(marker_of "$e")
  for f in "$(pid_file "$e")" "$(launcher_pid_file "$e")"; do
    [ -f "$f" ] || continue
    pid=$(tr -dc '0-9' <"$f" 2>/dev/null || true)
    if pid_alive "$pid" "$marker"; then printf '%s' "$pid"; return 0; fi
  done
  return 1
}

rss_mb() { awk '/^VmRSS:/ { printf "%d", $2 / 1024 }' "/proc/$1/status" 2>/dev/null || printf '?'; }

port_listening() { ss -Hltn "sport = :$1" 2>/dev/null | grep -q .; }
tcp_open() { timeout 2 bash -c "exec 3<>/dev/tcp/127.0.0.1/$1" 2>/dev/null; }

ports_of() {
  case $1 in
    kafka) printf '%s %s' "$KAFKA_PORT" "$KAFKA_CONTROLLER_PORT" ;;
    elasticsearch) printf '%s %s' "$ES_PORT" "$ES_TRANSPORT_PORT" ;;
    neo4j) printf '%s %s' "$NEO4J_BOLT_PORT" "$NEO4J_HTTP_PORT" ;;
  esac
}

console_log() { printf '%s/logs/console.log' "$(engine_dir "$1")"; }

log_tail() { # log_tail <engine> [lines]
  local e=$1 n=${2:-40} f
  for f in "$(console_log "$e")" $( [ "$e" = elasticsearch ] && printf '%s' "$IT/es/logs/regintel-it.log"); do
    [ -s "$f" ] || continue
    printf -- '----- tail -n %s %s\n' "$n" "$f" >&2
    tail -n "$n" "$f" >&2
  done
}

have_java() { [ -x "$JAVA" ] || die "no java at $JAVA (set ENGINES_JAVA_HOME)"; }

# ---------------------------------------------------------------------------------------------- health

KAFKAJS_CHECK='
const { Kafka, logLevel } = require("kafkajs");
const kafka = new Kafka({ clientId: "engines-health", brokers: [process.env.ENGINES_BROKER],
  logLevel: logLevel.NOTHING, connectionTimeout: 2000, requestTimeout: 4000, retry: { retries: 0 } });
const admin = kafka.admin();
admin.connect()
  .then(() => admin.describeCluster())
  .then((c) => { process.exitCode = c.brokers.length > 0 && c.controller !== null ? 0 : 1; })
  .catch(() => { process.exitCode = 1; })
  .finally(() => admin.disconnect().catch(() => {}));
'

health_kafka() {
  tcp_open "$KAFKA_PORT" || return 1
  if command -v node >/dev/null 2>&1 && [ -f "$REPO/node_modules/kafkajs/package.json" ]; then
    (cd "$REPO" && ENGINES_BROKER="127.0.0.1:$KAFKA_PORT" timeout 15 node -e "$KAFKAJS_CHECK") >/dev/null 2>&1
  else
    # fallback without Node: TopicCommand from kafka-tools (a JVM start per probe, ~2 s of CPU)
    timeout 30 "$JAVA" -Xmx128m -Dlog4j.configuration="file:$IT/kafka/config/log4j.properties" \
      -cp "$IT/kafka/libs/*" org.apache.kafka.tools.TopicCommand \
      --bootstrap-server "127.0.0.1:$KAFKA_PORT" --list >/dev/null 2>&1
  fi
}

health_elasticsearch() {
  curl -sf --max-time 10 "http://127.0.0.1:$ES_PORT/_cluster/health?wait_for_status=yellow&timeout=5s" >/dev/null 2>&1
}

health_neo4j() {
  local out
  out=$(curl -sf --max-time 10 -H 'Content-Type: application/json' \
    -d '{"statements":[{"statement":"RETURN 1"}]}' \
    "http://127.0.0.1:$NEO4J_HTTP_PORT/db/neo4j/tx/commit" 2>/dev/null) || return 1
  printf '%s' "$out" | grep -q '"errors":\[\]'
}

healthy() { "health_$1"; }

# ---------------------------------------------------------------------------------------------- assembly

# mvn_run <dir> <log> <maven args...>: run Maven in <dir>; one retry after a failure (slow/flaky networks)
mvn_run() {
  local dir=$1 log=$2 attempt
  shift 2
  command -v mvn >/dev/null 2>&1 || die "mvn not found (Maven 3.8+ is needed for the first assembly)"
  mkdir -p "$(dirname "$log")"
  local force=()
  for attempt in 1 2; do
    # the retry adds -U: Maven caches failed downloads in ~/.m2 and would not try them again otherwise
    if (cd "$dir" && JAVA_HOME="$JAVA_HOME_ENGINES" mvn "${MVN_OPTS[@]}" ${force[@]+"${force[@]}"} "$@") >"$log" 2>&1; then
      return 0
    fi
    force=(-U)
    if [ "$attempt" = 1 ]; then
      warn "Maven failed in $dir (attempt 1), retrying in 10 s. Last lines:"
      tail -n 5 "$log" | sed 's/\x1b\[[0-9;]*m//g' >&2
      sleep 10
    fi
  done
  warn "Maven failed twice in $dir; log: $log"
  tail -n 30 "$log" | sed 's/\x1b\[[0-9;]*m//g' >&2
  return 1
}

# needs_assembly <engine-dir> <target path>: true when the target is missing or the rendered pom changed
needs_assembly() {
  local dir=$1 target=$2 sum
  sum=$(sha256sum "$dir/pom.xml" | cut -d' ' -f1)
  [ -e "$target" ] || return 0
  [ -f "$dir/.pom.sha256" ] && [ "$(cat "$dir/.pom.sha256")" = "$sum" ] && return 1
  return 0
}
mark_assembled() { sha256sum "$1/pom.xml" | cut -d' ' -f1 >"$1/.pom.sha256"; }

assemble_kafka() {
  local d=$IT/kafka t0
  mkdir -p "$d"/{config,data,logs}
  render "$TPL/kafka/pom.xml" "$d/pom.xml" "$d"
  needs_assembly "$d" "$d/libs" || return 0
  say "kafka: assembling with Maven (libs/) ..."
  t0=$(now)
  rm -rf "${d:?}/libs.new"
  mvn_run "$d" "$d/logs/maven.log" dependency:copy-dependencies -DincludeScope=runtime \
    -DoutputDirectory="$d/libs.new" || die "kafka: Maven assembly failed"
  compgen -G "$d/libs.new/kafka_2.13-*.jar" >/dev/null || die "kafka: no kafka_2.13 jar in libs"
  compgen -G "$d/libs.new/reload4j-*.jar" >/dev/null || die "kafka: no reload4j jar in libs"
  rm -rf "${d:?}/libs"
  mv "$d/libs.new" "$d/libs"
  mark_assembled "$d"
  say "kafka: assembled $(ls "$d/libs" | wc -l) jars, $(du -sm "$d/libs" | cut -f1) MB in $(elapsed "$t0") s"
}

es_home() { # the single unpacked distribution under .it/es/dist
  local h
  for h in "$IT"/es/dist/elasticsearch-*; do
    [ -x "$h/bin/elasticsearch" ] && { printf '%s' "$h"; return 0; }
  done
  return 1
}

assemble_elasticsearch() {
  local d=$IT/es t0 h
  mkdir -p "$d"/{data,logs,tmp}
  render "$TPL/es/pom.xml" "$d/pom.xml" "$d"
  needs_assembly "$d" "$d/dist" || { es_home >/dev/null || die "es: $d/dist has no elasticsearch-*/bin/elasticsearch; remove $d/dist"; return 0; }
  say "elasticsearch: assembling with Maven (dist/) ..."
  t0=$(now)
  rm -rf "${d:?}/dist.new"
  mvn_run "$d" "$d/logs/maven.log" dependency:unpack -Des.outDir="$d/dist.new" \
    || die "elasticsearch: Maven unpack failed"
  rm -rf "${d:?}/dist.new/.markers"
  for h in "$d"/dist.new/elasticsearch-*; do :; done
  [ -f "$h/bin/elasticsearch" ] || die "elasticsearch: unpacked zip has no bin/elasticsearch"
  chmod +x "$h"/bin/*                  # zip unpacking may drop the executable bit
  rm -rf "${d:?}/dist"
  mv "$d/dist.new" "$d/dist"
  mark_assembled "$d"
  say "elasticsearch: assembled $(basename "$(es_home)"), $(du -sm "$d/dist" | cut -f1) MB in $(elapsed "$t0") s;" \
    "modules: $(ls "$(es_home)/modules" | tr '\n' ' ')"
}

assemble_neo4j() {
  local d=$IT/neo4j t0
  mkdir -p "$d"/{conf,data,logs,run,plugins,import}
  render "$TPL/neo4j/pom.xml" "$d/pom.xml" "$d"
  needs_assembly "$d" "$d/lib" || return 0
  say "neo4j: assembling with Maven (lib/) ..."
  t0=$(now)
  rm -rf "${d:?}/lib.new"
  mvn_run "$d" "$d/logs/maven.log" dependency:copy-dependencies -DincludeScope=runtime \
    -DoutputDirectory="$d/lib.new" || die "neo4j: Maven assembly failed"
  compgen -G "$d/lib.new/neo4j-server-*.jar" >/dev/null || die "neo4j: no neo4j-server jar in lib"
  rm -rf "${d:?}/lib"
  mv "$d/lib.new" "$d/lib"
  mark_assembled "$d"
  say "neo4j: assembled $(ls "$d/lib" | wc -l) jars, $(du -sm "$d/lib" | cut -f1) MB in $(elapsed "$t0") s"
}

# ---------------------------------------------------------------------------------------------- start

# launch <pidfile> <log> <workdir> <command...>: detached (new session), stdin /dev/null, output to <log>.
# The pid file receives the pid of <command> itself (bash writes $$, then execs).
launch() {
  local pidf=$1 log=$2 wd=$3
  shift 3
  mkdir -p "$(dirname "$log")"
  [ -f "$log" ] && mv -f "$log" "$log.1"
  rm -f "$pidf"
  # shellcheck disable=SC2016
  setsid nohup bash -c 'cd "$1" && echo $$ >"$2" && shift 2 && exec "$@"' launch "$wd" "$pidf" "$@" \
    >>"$log" 2>&1 </dev/null 9>&- &
  for _ in $(seq 1 50); do
    [ -s "$pidf" ] && return 0
    sleep 0.1
  done
  die "could not launch $1 (no pid file $pidf)"
}

start_kafka() {
  local d=$IT/kafka
  mkdir -p "$d"/{config,data,logs}
  render "$TPL/kafka/server.properties" "$d/config/server.properties" "$d"
  render "$TPL/kafka/log4j.properties" "$d/config/log4j.properties" "$d"
  render "$TPL/kafka/jvm.options" "$d/config/jvm.options" "$d"
  if [ ! -f "$d/data/meta.properties" ]; then
    "$JAVA" -Xmx256m -Dlog4j.configuration="file:$d/config/log4j.properties" -cp "$d/libs/*" \
      kafka.tools.StorageTool format -t "$KAFKA_CLUSTER_ID" -c "$d/config/server.properties" \
      --ignore-formatted >"$d/logs/format.log" 2>&1 \
      || { cat "$d/logs/format.log" >&2; die "kafka: StorageTool format failed"; }
  fi
  read_opts "$d/config/jvm.options"
  launch "$(pid_file kafka)" "$d/logs/console.log" "$d" \
    "$JAVA" "${OPTS[@]}" -cp "$d/libs/*" kafka.Kafka "$d/config/server.properties"
}

es_hunspell() { # copy the en_US hunspell dictionary into <ES_HOME>/config/hunspell/en_US
  local h=$1 src=/usr/share/hunspell
  if [ ! -f "$src/en_US.dic" ] && [ "${ENGINES_APT:-1}" != 0 ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    say "elasticsearch: installing Debian package hunspell-en-us (stemming dictionary) ..."
    { DEBIAN_FRONTEND=noninteractive apt-get install -y -qq hunspell-en-us \
      || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq hunspell-en-us; }; } \
      >"$IT/es/logs/apt.log" 2>&1 || warn "apt-get install hunspell-en-us failed (see $IT/es/logs/apt.log)"
  fi
  if [ -f "$src/en_US.dic" ] && [ -f "$src/en_US.aff" ]; then
    mkdir -p "$h/config/hunspell/en_US"
    # Suffix rules only: the dictionary's prefix rules turn "invalidated" into "validate" and
    # "recalls" into "call", which inverts or changes regulatory meaning.
    grep -v '^PFX' "$src/en_US.aff" > "$h/config/hunspell/en_US/en_US.aff"
    cp -f "$src/en_US.dic" "$h/config/hunspell/en_US/"
  else
    warn "no /usr/share/hunspell/en_US.{aff,dic} (apt-get install hunspell-en-us): the hunspell filter will not work"
  fi
}

start_elasticsearch() {
  local d=$IT/es h
  h=$(es_home) || die "elasticsearch: not assembled"
  mkdir -p "$d"/{data,logs,tmp} "$h/config/jvm.options.d"
  render "$TPL/es/elasticsearch.yml" "$h/config/elasticsearch.yml" "$d"
  render "$TPL/es/heap.options" "$h/config/jvm.options.d/heap.options" "$d"
  # stock GC log: up to 32 x 64 MB in .it/es/logs (the server's working dir); keep it small
  sed -i -e 's/filecount=32,filesize=64m/filecount=4,filesize=16m/' "$h/config/jvm.options"
  es_hunspell "$h"
  rm -f "$(pid_file elasticsearch)"
  local envs=(env -i "PATH=/usr/local/bin:/usr/bin:/bin" "HOME=$d" "LANG=C.UTF-8"
    "ES_JAVA_HOME=$(es_java_home)" "ES_TMPDIR=$d/tmp")
  if [ "$(id -u)" = 0 ]; then
    # Elasticsearch refuses to run as root: a system user owns .it/es and runs it
    if ! id -u "$ES_USER" >/dev/null 2>&1; then
      say "elasticsearch: creating system user $ES_USER"
      useradd --system --user-group --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin "$ES_USER" \
        || die "useradd $ES_USER failed"
    fi
    chown -R "$ES_USER:" "$d"
    runuser -u "$ES_USER" -- test -x "$d" -a -w "$d" \
      || die "user $ES_USER cannot reach $d (a parent directory is not world-searchable); set ENGINES_IT_DIR"
    launch "$(launcher_pid_file elasticsearch)" "$d/logs/console.log" "$d" \
      runuser -u "$ES_USER" -- "${envs[@]}" "$h/bin/elasticsearch" -d -p "$(pid_file elasticsearch)"
  else
    launch "$(launcher_pid_file elasticsearch)" "$d/logs/console.log" "$d" \
      "${envs[@]}" "$h/bin/elasticsearch" -d -p "$(pid_file elasticsearch)"
  fi
}

start_neo4j() {
  local d=$IT/neo4j
  mkdir -p "$d"/{conf,data,logs,run,plugins,import}
  render "$TPL/neo4j/neo4j.conf" "$d/conf/neo4j.conf" "$d"
  render "$TPL/neo4j/jvm.options" "$d/conf/jvm.options" "$d"
  read_opts "$d/conf/jvm.options"
  launch "$(pid_file neo4j)" "$d/logs/console.log" "$d" \
    "$JAVA" "${OPTS[@]}" -cp "$d/plugins/*:$d/conf/*:$d/lib/*" \
    org.neo4j.server.CommunityEntryPoint --home-dir="$d" --config-dir="$d/conf" --console-mode
}

# wait_healthy <engine...>: poll all in turn; START_AT[engine] holds each start time. Returns 1 if any failed.
declare -A START_AT=()
wait_healthy() {
  local pending=("$@") failed=0 e pid next
  while [ ${#pending[@]} -gt 0 ]; do
    next=()
    for e in "${pending[@]}"; do
      if healthy "$e"; then
        pid=$(main_pid "$e" || true)
        say "$e: healthy in $(elapsed "${START_AT[$e]}") s, RSS $( [ -n "$pid" ] && rss_mb "$pid" || printf '?') MB (pid ${pid:-?})"
      elif ! main_pid "$e" >/dev/null; then
        # ES: the launcher exits once the daemonized server is up; give the pid file a moment
        sleep 1
        if main_pid "$e" >/dev/null; then next+=("$e"); continue; fi
        warn "$e: process exited before becoming healthy"
        log_tail "$e" 40
        failed=1
      elif awk -v s="${START_AT[$e]}" -v n="$(now)" -v t="$HEALTH_TIMEOUT" 'BEGIN { exit !(n - s > t) }'; then
        warn "$e: not healthy after ${HEALTH_TIMEOUT} s (still running; stop it with: engines.sh down $e)"
        log_tail "$e" 40
        failed=1
      else
        next+=("$e")
      fi
    done
    pending=(${next[@]+"${next[@]}"})
    [ ${#pending[@]} -gt 0 ] && sleep 1
  done
  return $failed
}

# ---------------------------------------------------------------------------------------------- kafka-cluster

cluster_dir() { printf '%s/kafka-cluster/node%s' "$IT" "$1"; }
cluster_port() { printf '%s' $((CLUSTER_BASE_PORT + $1 - 1)); }
cluster_controller_port() { printf '%s' $((CLUSTER_CONTROLLER_BASE_PORT + $1 - 1)); }
cluster_pid_file() { printf '%s/kafka.pid' "$(cluster_dir "$1")"; }
cluster_brokers() { local n out=(); for n in "${CLUSTER_NODES[@]}"; do out+=("127.0.0.1:$(cluster_port "$n")"); done; (IFS=,; printf '%s' "${out[*]}"); }

cluster_node_pid() {
  local pid
  [ -f "$(cluster_pid_file "$1")" ] || return 1
  pid=$(tr -dc '0-9' <"$(cluster_pid_file "$1")" 2>/dev/null || true)
  pid_alive "$pid" kafka.Kafka && { printf '%s' "$pid"; return 0; }
  return 1
}

# render_node <template> <output> <node>: the node's own placeholders first, then the common ones
render_node() {
  local src=$1 dst=$2 n=$3 d voters="" m tmp
  d=$(cluster_dir "$n")
  for m in "${CLUSTER_NODES[@]}"; do voters+="${voters:+,}$m@127.0.0.1:$(cluster_controller_port "$m")"; done
  tmp=$(mktemp)
  sed -e "s|@NODE_ID@|$n|g" -e "s|@NODE_PORT@|$(cluster_port "$n")|g" \
      -e "s|@NODE_CONTROLLER_PORT@|$(cluster_controller_port "$n")|g" -e "s|@VOTERS@|$voters|g" "$src" >"$tmp"
  render "$tmp" "$dst" "$d"
  rm -f "$tmp"
}

KAFKAJS_CLUSTER_CHECK='
const { Kafka, logLevel } = require("kafkajs");
const kafka = new Kafka({ clientId: "engines-health", brokers: process.env.ENGINES_BROKER.split(","),
  logLevel: logLevel.NOTHING, connectionTimeout: 2000, requestTimeout: 4000, retry: { retries: 0 } });
const admin = kafka.admin();
admin.connect()
  .then(() => admin.describeCluster())
  .then((c) => { process.exitCode = c.brokers.length === 3 && c.controller !== null ? 0 : 1; })
  .catch(() => { process.exitCode = 1; })
  .finally(() => admin.disconnect().catch(() => {}));
'

# healthy when every node answers and the cluster reports all three brokers
health_cluster() {
  local n
  for n in "${CLUSTER_NODES[@]}"; do tcp_open "$(cluster_port "$n")" || return 1; done
  (cd "$REPO" && ENGINES_BROKER="$(cluster_brokers)" timeout 15 node -e "$KAFKAJS_CLUSTER_CHECK") >/dev/null 2>&1
}

start_cluster_node() {
  local n=$1 d
  d=$(cluster_dir "$n")
  mkdir -p "$d"/{config,data,logs}
  render_node "$TPL/kafka-cluster/server.properties" "$d/config/server.properties" "$n"
  render "$TPL/kafka/log4j.properties" "$d/config/log4j.properties" "$d"
  render_node "$TPL/kafka-cluster/jvm.options" "$d/config/jvm.options" "$n"
  if [ ! -f "$d/data/meta.properties" ]; then
    "$JAVA" -Xmx256m -Dlog4j.configuration="file:$d/config/log4j.properties" -cp "$IT/kafka/libs/*" \
      kafka.tools.StorageTool format -t "$CLUSTER_ID" -c "$d/config/server.properties" \
      --ignore-formatted >"$d/logs/format.log" 2>&1 \
      || { cat "$d/logs/format.log" >&2; die "kafka-cluster: StorageTool format failed on node $n"; }
  fi
  read_opts "$d/config/jvm.options"
  launch "$(cluster_pid_file "$n")" "$d/logs/console.log" "$d" \
    "$JAVA" "${OPTS[@]}" -cp "$IT/kafka/libs/*" kafka.Kafka "$d/config/server.properties"
}

cmd_cluster_up() {
  local n t0 p started=0
  have_java
  mkdir -p "$IT"
  assemble_kafka
  t0=$(now)
  for n in "${CLUSTER_NODES[@]}"; do
    if cluster_node_pid "$n" >/dev/null; then continue; fi
    for p in "$(cluster_port "$n")" "$(cluster_controller_port "$n")"; do
      port_listening "$p" && die "kafka-cluster: port 127.0.0.1:$p is already in use by a process engines.sh did not start"
    done
    start_cluster_node "$n"
    started=$((started + 1))
  done
  while ! health_cluster; do
    for n in "${CLUSTER_NODES[@]}"; do
      cluster_node_pid "$n" >/dev/null || { warn "kafka-cluster: node $n exited"; tail -n 40 "$(cluster_dir "$n")/logs/console.log" >&2; return 1; }
    done
    if awk -v s="$t0" -v n="$(now)" -v t="$HEALTH_TIMEOUT" 'BEGIN { exit !(n - s > t) }'; then
      warn "kafka-cluster: not healthy after ${HEALTH_TIMEOUT} s"; return 1
    fi
    sleep 1
  done
  local rss=()
  for n in "${CLUSTER_NODES[@]}"; do rss+=("$(rss_mb "$(cluster_node_pid "$n")")"); done
  say "kafka-cluster: healthy in $(elapsed "$t0") s ($started node(s) started), brokers $(cluster_brokers), RSS ${rss[*]} MB"
}

cmd_cluster_down() {
  local n pid pids=() t0
  for n in "${CLUSTER_NODES[@]}"; do
    if pid=$(cluster_node_pid "$n"); then kill -TERM "$pid" 2>/dev/null || true; pids+=("$pid"); fi
  done
  t0=$(now)
  for pid in ${pids[@]+"${pids[@]}"}; do
    while pid_alive "$pid" kafka.Kafka; do
      if awk -v s="$t0" -v n="$(now)" -v t="$STOP_TIMEOUT" 'BEGIN { exit !(n - s > t) }'; then kill -KILL "$pid" 2>/dev/null || true; break; fi
      sleep 0.5
    done
  done
  for n in "${CLUSTER_NODES[@]}"; do rm -f "$(cluster_pid_file "$n")"; done
  say "kafka-cluster: stopped (${#pids[@]} node(s)) in $(elapsed "$t0") s"
}

cmd_cluster_status() {
  local n pid rc=0
  for n in "${CLUSTER_NODES[@]}"; do
    if pid=$(cluster_node_pid "$n"); then
      printf 'kafka-cluster node %s running  pid %-7s RSS %5s MB  127.0.0.1:%s\n' "$n" "$pid" "$(rss_mb "$pid")" "$(cluster_port "$n")"
    else
      printf 'kafka-cluster node %s stopped\n' "$n"; rc=3
    fi
  done
  if [ $rc = 0 ] && ! health_cluster; then say 'kafka-cluster: unhealthy'; rc=3; fi
  return $rc
}

cmd_cluster_clean() {
  cmd_cluster_down
  rm -rf "${IT:?}/kafka-cluster"
  say "kafka-cluster: data and logs wiped"
}

# ---------------------------------------------------------------------------------------------- commands

cmd_up() {
  local engines=() to_start=() to_wait=() e pid p
  parse_engines "$@"; engines=("${ENGINES[@]}")
  have_java
  mkdir -p "$IT"
  for e in "${engines[@]}"; do
    if pid=$(main_pid "$e"); then
      if healthy "$e"; then
        say "$e: already running and healthy (pid $pid, RSS $(rss_mb "$pid") MB)"
      else
        say "$e: running (pid $pid) but not healthy yet; waiting"
        START_AT[$e]=$(now)
        to_wait+=("$e")
      fi
      continue
    fi
    rm -f "$(pid_file "$e")" "$(launcher_pid_file "$e")"
    for p in $(ports_of "$e"); do
      port_listening "$p" && die "$e: port 127.0.0.1:$p is already in use by a process engines.sh did not start ($(ss -Hltnp "sport = :$p" | head -n1))"
    done
    to_start+=("$e")
  done
  # assemble first (network + Maven), then start, so start-up timings are not skewed by Maven
  for e in ${to_start[@]+"${to_start[@]}"}; do "assemble_$e"; done
  for e in ${to_start[@]+"${to_start[@]}"}; do
    START_AT[$e]=$(now)
    "start_$e"
    say "$e: started (pid $(cat "$( [ "$e" = elasticsearch ] && launcher_pid_file "$e" || pid_file "$e")"), log $(console_log "$e"))"
    to_wait+=("$e")
  done
  [ ${#to_wait[@]} -eq 0 ] && return 0
  wait_healthy "${to_wait[@]}"
}

cmd_down() {
  local engines=() targets=() e pid t0 alive
  parse_engines "$@"; engines=("${ENGINES[@]}")
  declare -A pids=()
  for e in "${engines[@]}"; do
    if pid=$(main_pid "$e"); then
      pids[$e]=$pid
      kill -TERM "$pid" 2>/dev/null || true
      targets+=("$e")
    else
      say "$e: not running"
      rm -f "$(pid_file "$e")" "$(launcher_pid_file "$e")"
    fi
  done
  t0=$(now)
  while [ ${#targets[@]} -gt 0 ]; do
    alive=()
    for e in "${targets[@]}"; do
      if pid_alive "${pids[$e]}" "$(marker_of "$e")"; then
        alive+=("$e")
      else
        # ES: SIGTERM to the launcher (still starting) lets it stop the server; check that one too
        if pid=$(main_pid "$e"); then pids[$e]=$pid; kill -TERM "$pid" 2>/dev/null || true; alive+=("$e"); continue; fi
        say "$e: stopped (pid ${pids[$e]}) in $(elapsed "$t0") s"
        rm -f "$(pid_file "$e")" "$(launcher_pid_file "$e")"
      fi
    done
    targets=(${alive[@]+"${alive[@]}"})
    [ ${#targets[@]} -eq 0 ] && break
    if awk -v s="$t0" -v n="$(now)" -v t="$STOP_TIMEOUT" 'BEGIN { exit !(n - s > t) }'; then
      for e in "${targets[@]}"; do
        warn "$e: still running after ${STOP_TIMEOUT} s, sending SIGKILL to pid ${pids[$e]}"
        kill -KILL "${pids[$e]}" 2>/dev/null || true
        if pid=$(main_pid "$e"); then kill -KILL "$pid" 2>/dev/null || true; fi
        rm -f "$(pid_file "$e")" "$(launcher_pid_file "$e")"
      done
      break
    fi
    sleep 0.5
  done
}

cmd_status() {
  local engines=() e pid rc=0 h
  parse_engines "$@"; engines=("${ENGINES[@]}")
  for e in "${engines[@]}"; do
    if pid=$(main_pid "$e"); then
      if healthy "$e"; then h=healthy; else h=unhealthy; rc=3; fi
      printf '%-13s running  pid %-7s RSS %5s MB  %s\n' "$e" "$pid" "$(rss_mb "$pid")" "$h"
    else
      printf '%-13s stopped\n' "$e"
      rc=3
    fi
  done
  return $rc
}

cmd_logs() {
  [ $# -ge 1 ] || die "usage: engines.sh logs <kafka|elasticsearch|neo4j> [lines|-f]"
  local e n=${2:-100} files=()
  [ "$1" = all ] && die "logs takes one engine"
  parse_engines "$1"; e=${ENGINES[0]}
  files=("$(console_log "$e")")
  [ "$e" = elasticsearch ] && files+=("$IT/es/logs/regintel-it.log")
  if [ "$n" = -f ]; then exec tail -F "${files[@]}"; fi
  local f
  for f in "${files[@]}"; do
    [ -f "$f" ] || { say "($f does not exist)"; continue; }
    printf -- '----- %s\n' "$f"
    tail -n "$n" "$f"
  done
}

cmd_clean() {
  local engines=() e d
  parse_engines "$@"; engines=("${ENGINES[@]}")
  cmd_down "${engines[@]}"
  for e in "${engines[@]}"; do
    d=$(engine_dir "$e")
    [ -d "$d" ] || continue
    case $e in
      kafka) rm -rf "${d:?}/data" "$d/logs" ;;
      elasticsearch) rm -rf "${d:?}/data" "$d/logs" "$d/tmp" ;;
      neo4j) rm -rf "${d:?}/data" "$d/logs" "$d/run" ;;
    esac
    say "$e: data and logs wiped (downloads kept in $d)"
  done
}

usage() {
  sed -n '2,22p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'
}

# one engines.sh at a time per work dir (two test runners calling `up` together must not start two copies)
take_lock() {
  mkdir -p "$IT"
  exec 9>"$IT/.engines.lock"
  if ! flock -n 9; then
    say "engines: another engines.sh is running on $IT; waiting for it ..."
    flock -w 900 9 || die "timed out waiting for the lock $IT/.engines.lock"
  fi
}

main() {
  local cmd=${1:-}
  [ $# -gt 0 ] && shift
  if [ "${1:-}" = kafka-cluster ]; then
    case $cmd in
      up) take_lock; cmd_cluster_up ;;
      down|stop) take_lock; cmd_cluster_down ;;
      status) cmd_cluster_status ;;
      clean) take_lock; cmd_cluster_clean ;;
      *) die "kafka-cluster supports up, down, status, clean" ;;
    esac
    return
  fi
  case $cmd in
    up) take_lock; cmd_up "$@" ;;
    down|stop) take_lock; cmd_down "$@" ;;
    status) cmd_status "$@" ;;
    logs) cmd_logs "$@" ;;
    clean) take_lock; cmd_clean "$@" ;;
    -h|--help|help|'') usage ;;
    *) usage >&2; exit 2 ;;
  esac
}

main "$@"
