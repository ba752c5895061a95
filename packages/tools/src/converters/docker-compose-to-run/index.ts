import { defineTool, failure, success } from '@ctp/core';
import { parseYamlDocument, YamlTooDeep } from '../../_shared/yaml-guard.js';
import definition from './definition.js';

type Service = Record<string, unknown>;

/** Shell-safe word: bare when harmless, double quotes when it holds ${VARS} (so the shell expands them), single quotes otherwise. */
export function shellWord(word: string): string {
  if (word !== '' && /^[A-Za-z0-9_@%+=:,./-]+$/.test(word)) return word;
  if (/\$\{?[A-Za-z_]/.test(word) && !/[`\\]/.test(word)) return `"${word.replace(/(["\\`])/g, '\\$1')}"`;
  return `'${word.replace(/'/g, `'\\''`)}'`;
}

const asList = (v: unknown): unknown[] => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]);
const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
/** "1m30s" → 90 (seconds), as --stop-timeout wants a number. */
function seconds(v: unknown): string {
  if (typeof v === 'number') return String(v);
  const s = String(v);
  let total = 0;
  for (const [, n, unit] of s.matchAll(/(\d+(?:\.\d+)?)(h|m|s|ms|us)?/g)) total += Number(n) * ({ h: 3600, m: 60, s: 1, ms: 0.001, us: 0.000001 }[unit ?? 's'] ?? 1);
  return String(Math.round(total));
}

function entries(v: unknown): Array<[string, unknown]> {
  if (Array.isArray(v)) return v.map((item) => {
    const s = String(item);
    const eq = s.indexOf('=');
    return eq < 0 ? [s, null] : [s.slice(0, eq), s.slice(eq + 1)];
  });
  if (v && typeof v === 'object') return Object.entries(v);
  return [];
}

function convert(name: string, svc: Service, detach: boolean, notes: string[]): string[] {
  const args: string[] = ['docker', 'run'];
  if (detach) args.push('-d');
  args.push('--name', text(svc.container_name ?? name));
  const add = (...a: string[]) => args.push(...a);
  if (svc.stdin_open) add('-i');
  if (svc.tty) add('-t');
  for (const p of asList(svc.ports)) {
    if (p && typeof p === 'object') {
      const o = p as Record<string, unknown>;
      add('-p', `${o.host_ip ? `${o.host_ip}:` : ''}${o.published ?? ''}${o.published !== undefined ? ':' : ''}${o.target}${o.protocol && o.protocol !== 'tcp' ? `/${o.protocol}` : ''}`);
    } else add('-p', String(p));
  }
  for (const p of asList(svc.expose)) add('--expose', String(p));
  for (const v of asList(svc.volumes)) {
    if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      const parts = [`type=${o.type ?? 'volume'}`];
      if (o.source) parts.push(`source=${o.source}`);
      if (o.target) parts.push(`target=${o.target}`);
      if (o.read_only) parts.push('readonly');
      const bind = o.bind as Record<string, unknown> | undefined;
      if (bind?.propagation) parts.push(`bind-propagation=${bind.propagation}`);
      add('--mount', parts.join(','));
    } else add('-v', String(v));
  }
  for (const f of asList(svc.volumes_from)) add('--volumes-from', String(f));
  for (const f of asList(svc.env_file)) add('--env-file', text(f && typeof f === 'object' ? (f as Record<string, unknown>).path : f));
  for (const [k, v] of entries(svc.environment)) add('-e', v === null || v === undefined ? k : `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`);
  for (const [k, v] of entries(svc.labels)) add('-l', v === null ? k : `${k}=${v}`);
  if (svc.restart) add('--restart', text(svc.restart));
  if (svc.working_dir) add('-w', text(svc.working_dir));
  if (svc.user) add('-u', text(svc.user));
  if (svc.hostname) add('-h', text(svc.hostname));
  if (svc.domainname) add('--domainname', text(svc.domainname));
  for (const h of Array.isArray(svc.extra_hosts) ? svc.extra_hosts : entries(svc.extra_hosts).map(([k, v]) => `${k}:${v}`)) add('--add-host', String(h).replace(/=/, ':'));
  for (const d of asList(svc.dns)) add('--dns', String(d));
  for (const d of asList(svc.dns_search)) add('--dns-search', String(d));
  for (const c of asList(svc.cap_add)) add('--cap-add', String(c));
  for (const c of asList(svc.cap_drop)) add('--cap-drop', String(c));
  for (const d of asList(svc.devices)) add('--device', text(d && typeof d === 'object' ? `${(d as Record<string, unknown>).source}:${(d as Record<string, unknown>).target}` : d));
  for (const g of asList(svc.group_add)) add('--group-add', String(g));
  for (const s of asList(svc.security_opt)) add('--security-opt', String(s));
  for (const t of asList(svc.tmpfs)) add('--tmpfs', String(t));
  for (const [k, v] of entries(svc.sysctls)) add('--sysctl', `${k}=${v}`);
  for (const [k, v] of entries(svc.ulimits)) add('--ulimit', v && typeof v === 'object' ? `${k}=${(v as Record<string, unknown>).soft}:${(v as Record<string, unknown>).hard}` : `${k}=${v}`);
  for (const l of asList(svc.links)) add('--link', String(l));
  if (svc.privileged) add('--privileged');
  if (svc.read_only) add('--read-only');
  if (svc.init) add('--init');
  const simple: Array<[string, string]> = [['mem_limit', '-m'], ['mem_reservation', '--memory-reservation'], ['memswap_limit', '--memory-swap'], ['cpus', '--cpus'], ['cpu_shares', '--cpu-shares'], ['cpuset', '--cpuset-cpus'], ['shm_size', '--shm-size'], ['pids_limit', '--pids-limit'], ['platform', '--platform'], ['pull_policy', '--pull'], ['ipc', '--ipc'], ['pid', '--pid'], ['userns_mode', '--userns'], ['uts', '--uts'], ['cgroup_parent', '--cgroup-parent'], ['stop_signal', '--stop-signal'], ['runtime', '--runtime'], ['mac_address', '--mac-address']];
  for (const [key, flag] of simple) if (svc[key] !== undefined) add(flag, text(svc[key]));
  if (svc.stop_grace_period !== undefined) add('--stop-timeout', seconds(svc.stop_grace_period));
  const limits = ((svc.deploy as Record<string, unknown> | undefined)?.resources as Record<string, unknown> | undefined)?.limits as Record<string, unknown> | undefined;
  if (limits?.memory && svc.mem_limit === undefined) add('-m', text(limits.memory));
  if (limits?.cpus && svc.cpus === undefined) add('--cpus', text(limits.cpus));
  const reservations = ((svc.deploy as Record<string, unknown> | undefined)?.resources as Record<string, unknown> | undefined)?.reservations as Record<string, unknown> | undefined;
  const gpu = (asList(reservations?.devices) as Array<Record<string, unknown>>).find((d) => asList(d?.capabilities).includes('gpu'));
  if (gpu) add('--gpus', gpu.device_ids ? `"device=${asList(gpu.device_ids).join(',')}"` : String(gpu.count ?? 'all'));
  const logging = svc.logging as Record<string, unknown> | undefined;
  if (logging?.driver) add('--log-driver', text(logging.driver));
  for (const [k, v] of entries(logging?.options)) add('--log-opt', `${k}=${v}`);
  const hc = svc.healthcheck as Record<string, unknown> | undefined;
  if (hc) {
    if (hc.disable) add('--no-healthcheck');
    const test = asList(hc.test).map(String);
    if (test[0] === 'NONE') add('--no-healthcheck');
    else if (test[0] === 'CMD-SHELL') add('--health-cmd', test.slice(1).join(' '));
    else if (test[0] === 'CMD') add('--health-cmd', test.slice(1).map(shellWord).join(' '));
    else if (typeof hc.test === 'string') add('--health-cmd', hc.test);
    for (const [key, flag] of [['interval', '--health-interval'], ['timeout', '--health-timeout'], ['start_period', '--health-start-period'], ['retries', '--health-retries']] as const) if (hc[key] !== undefined) add(flag, text(hc[key]));
  }
  if (svc.network_mode) add('--network', text(svc.network_mode));
  else {
    const nets = Array.isArray(svc.networks) ? svc.networks.map((n) => [String(n), null] as [string, unknown]) : entries(svc.networks);
    if (nets.length > 0) {
      const [first, config] = nets[0]!;
      add('--network', first);
      add('--network-alias', name);
      for (const alias of asList((config as Record<string, unknown> | null)?.aliases)) add('--network-alias', String(alias));
      const ip = (config as Record<string, unknown> | null)?.ipv4_address;
      if (ip) add('--ip', String(ip));
      for (const [other] of nets.slice(1)) notes.push(`${name}: docker run joins one network; afterwards run docker network connect ${other} ${text(svc.container_name ?? name)}`);
    }
  }
  const entrypoint = svc.entrypoint;
  const entry = Array.isArray(entrypoint) ? entrypoint.map(String) : typeof entrypoint === 'string' ? [entrypoint] : [];
  if (entry.length) add('--entrypoint', entry[0]!);
  if (!svc.image) notes.push(`${name}: no image (build: ${text(svc.build ?? '')}); build it first, e.g. docker build -t ${name} ${typeof svc.build === 'string' ? svc.build : '.'}`);
  add(text(svc.image ?? name));
  add(...entry.slice(1));
  if (Array.isArray(svc.command)) add(...svc.command.map(String));
  else if (typeof svc.command === 'string') add('sh', '-c', svc.command);
  for (const key of ['depends_on', 'profiles', 'scale', 'extends', 'secrets', 'configs', 'develop', 'post_start', 'pre_stop', 'attach', 'annotations']) {
    if (svc[key] === undefined) continue;
    notes.push(key === 'depends_on' ? `${name}: depends_on is only the start order here: run the commands in this order` : `${name}: ${key} has no docker run equivalent; dropped`);
  }
  const deploy = svc.deploy as Record<string, unknown> | undefined;
  if (deploy && Object.keys(deploy).some((k) => k !== 'resources')) notes.push(`${name}: deploy settings other than resources (replicas, placement…) are for swarm; dropped`);
  return args;
}

export default defineTool(definition, (params) => {
  let file: unknown;
  try {
    const doc = parseYamlDocument(params.compose);
    const error = doc.errors[0];
    if (error) return failure('INVALID_INPUT', `Invalid YAML at line ${error.linePos?.[0]?.line ?? '?'}, column ${error.linePos?.[0]?.col ?? '?'}: ${error.message.split('\n')[0]}`);
    file = doc.toJS({ maxAliasCount: 100 });
  } catch (error) {
    if (error instanceof YamlTooDeep) return failure('INVALID_INPUT', error.message);
    return failure('INVALID_INPUT', `The Compose file cannot be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  const services = (file as Record<string, unknown> | null)?.services;
  if (!services || typeof services !== 'object' || Array.isArray(services) || Object.keys(services).length === 0)
    return failure('INVALID_INPUT', 'The file has no "services:" mapping with at least one service.');
  const all = services as Record<string, Service>;
  // start order: dependencies first (depends_on as a list or a map), stable otherwise
  const order: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string, path: string[]): string | undefined => {
    if (state.get(name) === 'done') return undefined;
    if (state.get(name) === 'visiting') return `depends_on forms a cycle: ${[...path, name].join(' → ')}`;
    state.set(name, 'visiting');
    const deps = Array.isArray(all[name]?.depends_on) ? (all[name]!.depends_on as unknown[]).map(String) : Object.keys((all[name]?.depends_on as object | undefined) ?? {});
    for (const dep of deps) {
      if (!(dep in all)) return `${name} depends on ${dep}, which is not a service in the file`;
      const problem = visit(dep, [...path, name]);
      if (problem) return problem;
    }
    state.set(name, 'done');
    order.push(name);
    return undefined;
  };
  for (const name of Object.keys(all)) {
    if (!all[name] || typeof all[name] !== 'object') return failure('INVALID_INPUT', `Service ${name} is not a mapping.`);
    const problem = visit(name, []);
    if (problem) return failure('INVALID_INPUT', problem);
  }
  const notes: string[] = [];
  const commands = order.map((name) => convert(name, all[name]!, params.detach, notes));
  const networks = Object.entries(((file as Record<string, unknown>).networks as Record<string, Record<string, unknown> | null> | undefined) ?? {})
    .filter(([, config]) => !config?.external)
    .map(([name, config]) => ['docker', 'network', 'create', ...(config?.driver ? ['--driver', String(config.driver)] : []), String(config?.name ?? name)]);
  const render = (args: string[]) => {
    const words = args.map(shellWord);
    if (!params.multiline || words.length <= 4) return words.join(' ');
    // keep "docker run -d" together, then one option (with its value) per line
    const head = words.slice(0, params.detach ? 3 : 2).join(' ');
    const lines: string[] = [];
    const rest = words.slice(params.detach ? 3 : 2);
    for (let i = 0; i < rest.length; i++) {
      const w = rest[i]!;
      if (w.startsWith('-') && i + 1 < rest.length && !rest[i + 1]!.startsWith('-') && !['-i', '-t', '--privileged', '--read-only', '--init', '--no-healthcheck'].includes(w)) {
        lines.push(`${w} ${rest[++i]}`);
      } else lines.push(w);
    }
    // the image and its command stay on the last line
    const imageAt = lines.findIndex((l, idx) => !l.startsWith('-') && idx >= 0);
    const tail = imageAt < 0 ? [] : [lines.splice(imageAt).join(' ')];
    return [head, ...lines, ...tail].join(' \\\n  ');
  };
  const text = [...networks.map((n) => n.map(shellWord).join(' ')), ...commands.map(render)].join('\n\n');
  return success({ commands: text, services: order, notes });
});
