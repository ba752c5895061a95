import { defineTool, failure, success } from '@ctp/core';
import { parse as parseShell } from 'shell-quote';
import { Document, isScalar, isSeq, Scalar } from 'yaml';
import { FLAG_BY_NAME } from './flags.js';
import definition from './definition.js';

type Service = Record<string, unknown>;
type Outcome = { ok: true; name: string; service: Service; volumes: string[]; networks: string[]; notes: string[] } | { ok: false; message: string };

const NETWORK_MODES = /^(host|none|bridge|default|container:.+|service:.+)$/;

/** "1m30s"-style duration from a number of seconds (compose durations). */
const duration = (value: string) => (/^\d+$/.test(value) ? `${value}s` : value);

function list(service: Service, key: string, value: unknown): void {
  const current = (service[key] as unknown[] | undefined) ?? [];
  current.push(value);
  service[key] = current;
}

function map(service: Service, key: string, entry: string): void {
  const current = (service[key] as Record<string, string> | undefined) ?? {};
  const eq = entry.indexOf('=');
  current[eq < 0 ? entry : entry.slice(0, eq)] = eq < 0 ? '' : entry.slice(eq + 1);
  service[key] = current;
}

/** Options of `--mount type=bind,source=…,target=…` as a compose long-syntax volume. */
function mountToVolume(spec: string): { volume: Record<string, unknown>; named?: string } {
  const fields = Object.fromEntries(spec.split(',').map((kv) => {
    const eq = kv.indexOf('=');
    return eq < 0 ? [kv.trim(), 'true'] : [kv.slice(0, eq).trim(), kv.slice(eq + 1).trim()];
  }));
  const type = fields.type ?? 'volume';
  const source = fields.source ?? fields.src;
  const target = fields.target ?? fields.destination ?? fields.dst;
  const volume: Record<string, unknown> = { type };
  if (source) volume.source = source;
  if (target) volume.target = target;
  if (fields.readonly === 'true' || fields.readonly === '1' || fields.ro === 'true' || 'readonly' in fields && fields.readonly !== 'false') volume.read_only = true;
  if (fields['bind-propagation']) volume.bind = { propagation: fields['bind-propagation'] };
  if (fields['volume-nocopy']) volume.volume = { nocopy: true };
  if (fields['tmpfs-size']) volume.tmpfs = { size: fields['tmpfs-size'] };
  return { volume, named: type === 'volume' && source ? source : undefined };
}

/** Reads one docker run argument list (after "docker run") into a service. */
function convert(args: string[], index: number): Outcome {
  const service: Service = {};
  const notes: string[] = [];
  const volumes: string[] = [];
  const networks: string[] = [];
  let name: string | undefined;
  let healthcheck: Record<string, unknown> | undefined;
  let logging: Record<string, unknown> | undefined;
  let i = 0;
  for (; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('-') || arg === '-') break;
    if (arg === '--') {
      i++;
      break;
    }
    let flagName = arg;
    let value: string | undefined;
    const eq = arg.indexOf('=');
    if (arg.startsWith('--') && eq > 0) {
      flagName = arg.slice(0, eq);
      value = arg.slice(eq + 1);
    }
    // combined short flags: -it, -dit, or -p80:80
    if (!arg.startsWith('--') && arg.length > 2) {
      const letters = arg.slice(1);
      if ([...letters].every((c) => FLAG_BY_NAME.get(`-${c}`)?.value === false)) {
        args.splice(i, 1, ...[...letters].map((c) => `-${c}`));
        i--;
        continue;
      }
      flagName = arg.slice(0, 2);
      value = arg.slice(2);
    }
    const flag = FLAG_BY_NAME.get(flagName);
    if (!flag) {
      notes.push(`unknown option ${flagName} dropped`);
      continue;
    }
    if (flag.value && value === undefined) {
      value = args[++i];
      if (value === undefined) return { ok: false, message: `Option ${flagName} needs a value.` };
    }
    const v = value ?? '';
    const t = flag.target;
    switch (t.kind) {
      case 'scalar':
        service[t.key] = t.transform === 'number' && /^\d+(\.\d+)?$/.test(v) ? Number(v) : t.transform === 'duration' ? duration(v) : v;
        break;
      case 'list':
        list(service, t.key, v);
        break;
      case 'map':
        map(service, t.key, v);
        break;
      case 'flag':
        service[t.key] = value === undefined ? true : value !== 'false';
        break;
      case 'ignored':
        notes.push(`${flagName} dropped (${t.why})`);
        break;
      case 'special':
        switch (t.name) {
          case 'name':
            name = v;
            service.container_name = v;
            break;
          case 'volume': {
            list(service, 'volumes', v);
            const source = v.split(':')[0]!;
            if (v.includes(':') && !/^[./~$]/.test(source) && !/^[A-Za-z]:\\/.test(v)) volumes.push(source);
            break;
          }
          case 'mount': {
            const { volume, named } = mountToVolume(v);
            list(service, 'volumes', volume);
            if (named) volumes.push(named);
            break;
          }
          case 'env':
            if (v.includes('=')) map(service, 'environment', v);
            else map(service, 'environment', `${v}=\${${v}}`);
            break;
          case 'network':
            if (NETWORK_MODES.test(v)) service.network_mode = v === 'default' ? 'bridge' : v;
            else {
              const current = (service.networks as Record<string, unknown> | undefined) ?? {};
              current[v] = current[v] ?? null;
              service.networks = current;
              networks.push(v);
            }
            break;
          case 'alias': {
            const current = (service.networks as Record<string, { aliases: string[] } | null> | undefined) ?? {};
            const net = Object.keys(current).at(-1);
            if (!net) notes.push(`--network-alias ${v} needs a --network before it; dropped`);
            else current[net] = { aliases: [...(current[net]?.aliases ?? []), v] };
            break;
          }
          case 'entrypoint':
            service.entrypoint = v;
            break;
          case 'ulimit': {
            const [key = '', limits = ''] = v.split('=');
            const [soft, hard] = limits.split(':');
            const current = (service.ulimits as Record<string, unknown> | undefined) ?? {};
            current[key] = hard === undefined ? Number(soft) : { soft: Number(soft), hard: Number(hard) };
            service.ulimits = current;
            break;
          }
          case 'log-driver':
            logging = { ...logging, driver: v };
            break;
          case 'log-opt': {
            const options = (logging?.options as Record<string, string> | undefined) ?? {};
            const [key = '', ...rest] = v.split('=');
            options[key] = rest.join('=');
            logging = { ...logging, options };
            break;
          }
          case 'health-cmd':
            healthcheck = { ...healthcheck, test: ['CMD-SHELL', v] };
            break;
          case 'health-interval':
            healthcheck = { ...healthcheck, interval: duration(v) };
            break;
          case 'health-timeout':
            healthcheck = { ...healthcheck, timeout: duration(v) };
            break;
          case 'health-start-period':
            healthcheck = { ...healthcheck, start_period: duration(v) };
            break;
          case 'health-retries':
            healthcheck = { ...healthcheck, retries: Number(v) };
            break;
          case 'no-healthcheck':
            healthcheck = { disable: true };
            break;
          case 'gpus': {
            const count = v === 'all' ? 'all' : /^\d+$/.test(v) ? Number(v) : undefined;
            const device: Record<string, unknown> = { driver: 'nvidia', capabilities: ['gpu'] };
            if (count !== undefined) device.count = count;
            else device.device_ids = v.replace(/^"?device=/, '').replace(/"$/, '').split(',');
            service.deploy = { resources: { reservations: { devices: [device] } } };
            break;
          }
        }
    }
  }
  const image = args[i];
  if (!image) return { ok: false, message: `Command ${index + 1} has no image: docker run [options] IMAGE [COMMAND] [ARG...]` };
  const command = args.slice(i + 1);
  const ordered: Service = { image, ...service };
  if (command.length) ordered.command = command;
  if (healthcheck) ordered.healthcheck = healthcheck;
  if (logging) ordered.logging = logging;
  const serviceName = (name ?? image.split('/').pop()!.split(/[:@]/)[0]!).toLowerCase().replace(/[^a-z0-9_.-]/g, '-') || `service${index + 1}`;
  return { ok: true, name: serviceName, service: ordered, volumes, networks, notes: notes.map((n) => `${serviceName}: ${n}`) };
}

/** The argument lists of each docker run in the text. */
function commands(text: string): { ok: true; lists: string[][] } | { ok: false; message: string } {
  // a line break ends a command (shell-quote reads it as a space); continuations join lines first
  const tokens = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .flatMap((line) => [...parseShell(line, (key) => `$${key}`), { op: ';' as const }]);
  const lists: string[][] = [];
  let current: string[] | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (typeof token !== 'string') {
      if (typeof token === 'object' && token !== null && 'comment' in token) continue;
      current = undefined; // ; && | end a command
      continue;
    }
    if (current) {
      current.push(token);
      continue;
    }
    if ((token === 'docker' || token === 'podman' || token === 'sudo') && tokens[i + 1] !== undefined) {
      let j = i + 1;
      if (token === 'sudo' && tokens[j] !== 'docker' && tokens[j] !== 'podman') continue;
      if (token === 'sudo') j++;
      if (tokens[j] === 'container') j++;
      if (tokens[j] === 'run' || tokens[j] === 'create') {
        current = [];
        lists.push(current);
        i = j;
      }
    }
  }
  if (lists.length === 0) return { ok: false, message: 'No "docker run" command found: paste a command such as docker run -p 80:80 nginx.' };
  return { ok: true, lists };
}

export default defineTool(definition, (params) => {
  const found = commands(params.command);
  if (!found.ok) return failure('INVALID_INPUT', found.message);
  const services: Record<string, Service> = {};
  const volumes = new Set<string>();
  const networks = new Set<string>();
  const notes: string[] = [];
  for (const [index, args] of found.lists.entries()) {
    const outcome = convert(args, index);
    if (!outcome.ok) return failure('INVALID_INPUT', outcome.message);
    let name = outcome.name;
    for (let n = 2; services[name]; n++) name = `${outcome.name}-${n}`;
    services[name] = outcome.service;
    outcome.volumes.forEach((v) => volumes.add(v));
    outcome.networks.forEach((n) => networks.add(n));
    notes.push(...outcome.notes);
  }
  const file: Record<string, unknown> = { services };
  if (volumes.size) file.volumes = Object.fromEntries([...volumes].map((v) => [v, {}]));
  if (networks.size) file.networks = Object.fromEntries([...networks].map((n) => [n, { external: true }]));
  const doc = new Document(file);
  // ports like 22:22 read as base-60 numbers in YAML 1.1: quote them, as the compose docs advise
  for (const name of Object.keys(services)) {
    const ports = doc.getIn(['services', name, 'ports']);
    if (isSeq(ports)) for (const item of ports.items) if (isScalar(item)) item.type = Scalar.QUOTE_DOUBLE;
  }
  return success({ compose: doc.toString({ lineWidth: 0, nullStr: '' }), services: Object.keys(services), notes });
});
