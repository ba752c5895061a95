/**
 * docker run options and where each goes in a Compose service: the table behind
 * docker-run-to-compose. `value` options take an argument; `list` ones may repeat.
 */
export type Target =
  | { kind: 'scalar'; key: string; transform?: 'number' | 'duration' }
  | { kind: 'list'; key: string }
  | { kind: 'map'; key: string }
  | { kind: 'flag'; key: string }
  | { kind: 'special'; name: string }
  | { kind: 'ignored'; why: string };

export interface Flag {
  names: string[];
  value: boolean;
  target: Target;
}

const f = (names: string[], value: boolean, target: Target): Flag => ({ names, value, target });

export const FLAGS: Flag[] = [
  f(['--name'], true, { kind: 'special', name: 'name' }),
  f(['-p', '--publish'], true, { kind: 'list', key: 'ports' }),
  f(['-P', '--publish-all'], false, { kind: 'ignored', why: 'publishes every exposed port on a random host port; list them under ports instead' }),
  f(['-v', '--volume'], true, { kind: 'special', name: 'volume' }),
  f(['--mount'], true, { kind: 'special', name: 'mount' }),
  f(['-e', '--env'], true, { kind: 'special', name: 'env' }),
  f(['--env-file'], true, { kind: 'list', key: 'env_file' }),
  f(['--network', '--net'], true, { kind: 'special', name: 'network' }),
  f(['--network-alias', '--net-alias'], true, { kind: 'special', name: 'alias' }),
  f(['--restart'], true, { kind: 'scalar', key: 'restart' }),
  f(['-w', '--workdir'], true, { kind: 'scalar', key: 'working_dir' }),
  f(['-u', '--user'], true, { kind: 'scalar', key: 'user' }),
  f(['--entrypoint'], true, { kind: 'special', name: 'entrypoint' }),
  f(['-h', '--hostname'], true, { kind: 'scalar', key: 'hostname' }),
  f(['--domainname'], true, { kind: 'scalar', key: 'domainname' }),
  f(['--mac-address'], true, { kind: 'scalar', key: 'mac_address' }),
  f(['--add-host'], true, { kind: 'list', key: 'extra_hosts' }),
  f(['--dns'], true, { kind: 'list', key: 'dns' }),
  f(['--dns-search'], true, { kind: 'list', key: 'dns_search' }),
  f(['--dns-option', '--dns-opt'], true, { kind: 'list', key: 'dns_opt' }),
  f(['-l', '--label'], true, { kind: 'map', key: 'labels' }),
  f(['--cap-add'], true, { kind: 'list', key: 'cap_add' }),
  f(['--cap-drop'], true, { kind: 'list', key: 'cap_drop' }),
  f(['--privileged'], false, { kind: 'flag', key: 'privileged' }),
  f(['--read-only'], false, { kind: 'flag', key: 'read_only' }),
  f(['--init'], false, { kind: 'flag', key: 'init' }),
  f(['-i', '--interactive'], false, { kind: 'flag', key: 'stdin_open' }),
  f(['-t', '--tty'], false, { kind: 'flag', key: 'tty' }),
  f(['-d', '--detach'], false, { kind: 'ignored', why: 'compose up -d detaches' }),
  f(['--rm'], false, { kind: 'ignored', why: 'compose keeps containers until compose down' }),
  f(['--device'], true, { kind: 'list', key: 'devices' }),
  f(['-m', '--memory'], true, { kind: 'scalar', key: 'mem_limit' }),
  f(['--memory-reservation'], true, { kind: 'scalar', key: 'mem_reservation' }),
  f(['--memory-swap'], true, { kind: 'scalar', key: 'memswap_limit' }),
  f(['--cpus'], true, { kind: 'scalar', key: 'cpus', transform: 'number' }),
  f(['--cpu-shares', '-c'], true, { kind: 'scalar', key: 'cpu_shares', transform: 'number' }),
  f(['--cpuset-cpus'], true, { kind: 'scalar', key: 'cpuset' }),
  f(['--shm-size'], true, { kind: 'scalar', key: 'shm_size' }),
  f(['--pids-limit'], true, { kind: 'scalar', key: 'pids_limit', transform: 'number' }),
  f(['--platform'], true, { kind: 'scalar', key: 'platform' }),
  f(['--pull'], true, { kind: 'scalar', key: 'pull_policy' }),
  f(['--expose'], true, { kind: 'list', key: 'expose' }),
  f(['--link'], true, { kind: 'list', key: 'links' }),
  f(['--ipc'], true, { kind: 'scalar', key: 'ipc' }),
  f(['--pid'], true, { kind: 'scalar', key: 'pid' }),
  f(['--userns'], true, { kind: 'scalar', key: 'userns_mode' }),
  f(['--uts'], true, { kind: 'scalar', key: 'uts' }),
  f(['--cgroup-parent'], true, { kind: 'scalar', key: 'cgroup_parent' }),
  f(['--group-add'], true, { kind: 'list', key: 'group_add' }),
  f(['--security-opt'], true, { kind: 'list', key: 'security_opt' }),
  f(['--tmpfs'], true, { kind: 'list', key: 'tmpfs' }),
  f(['--sysctl'], true, { kind: 'map', key: 'sysctls' }),
  f(['--ulimit'], true, { kind: 'special', name: 'ulimit' }),
  f(['--stop-signal'], true, { kind: 'scalar', key: 'stop_signal' }),
  f(['--stop-timeout'], true, { kind: 'scalar', key: 'stop_grace_period', transform: 'duration' }),
  f(['--log-driver'], true, { kind: 'special', name: 'log-driver' }),
  f(['--log-opt'], true, { kind: 'special', name: 'log-opt' }),
  f(['--health-cmd'], true, { kind: 'special', name: 'health-cmd' }),
  f(['--health-interval'], true, { kind: 'special', name: 'health-interval' }),
  f(['--health-timeout'], true, { kind: 'special', name: 'health-timeout' }),
  f(['--health-retries'], true, { kind: 'special', name: 'health-retries' }),
  f(['--health-start-period'], true, { kind: 'special', name: 'health-start-period' }),
  f(['--no-healthcheck'], false, { kind: 'special', name: 'no-healthcheck' }),
  f(['--gpus'], true, { kind: 'special', name: 'gpus' }),
  f(['--runtime'], true, { kind: 'scalar', key: 'runtime' }),
  f(['--isolation'], true, { kind: 'scalar', key: 'isolation' }),
  f(['--volumes-from'], true, { kind: 'list', key: 'volumes_from' }),
  f(['--cidfile'], true, { kind: 'ignored', why: 'compose does not write container id files' }),
  f(['-a', '--attach'], true, { kind: 'ignored', why: 'compose attaches with compose up (without -d)' }),
  f(['--sig-proxy'], true, { kind: 'ignored', why: 'not a compose setting' }),
  f(['-q', '--quiet'], false, { kind: 'ignored', why: 'not a compose setting' }),
];

export const FLAG_BY_NAME = new Map(FLAGS.flatMap((flag) => flag.names.map((n) => [n, flag] as const)));
