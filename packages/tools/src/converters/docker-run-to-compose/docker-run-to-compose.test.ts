import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import tool from './index.js';
import back from '../docker-compose-to-run/index.js';
import { itReproducesItsExample, largestInput, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { compose: string; services: string[]; notes: string[] };
const conv = (command: string) => runOk<Out>(tool, { command });
const service = async (command: string) => {
  const out = await conv(command);
  return parse(out.compose).services[out.services[0]!];
};

describe('docker-run-to-compose', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { command: '' }, 'MISSING_REQUIRED');
  });

  it('maps the documented docker run options to compose keys', async () => {
    const s = await service(
      `docker run -it --rm --name db -p 127.0.0.1:5432:5432/tcp --mount type=volume,source=pgdata,target=/var/lib/postgresql/data --env-file .env -e POSTGRES_DB=app -e PASSWORD \\
       --network backend --network-alias database -m 512m --cpus 1.5 --ulimit nofile=1024:2048 --cap-add NET_ADMIN --device /dev/fuse --label com.example.team=data \\
       --log-driver json-file --log-opt max-size=10m --user 999:999 -w /data --entrypoint docker-entrypoint.sh --health-cmd 'pg_isready -U postgres' --health-retries 5 \\
       --gpus all --add-host host.docker.internal:host-gateway --sysctl net.core.somaxconn=1024 --stop-timeout 30 postgres:16 postgres -c shared_buffers=256MB`,
    );
    expect(s).toEqual({
      image: 'postgres:16',
      container_name: 'db',
      stdin_open: true,
      tty: true,
      ports: ['127.0.0.1:5432:5432/tcp'],
      volumes: [{ type: 'volume', source: 'pgdata', target: '/var/lib/postgresql/data' }],
      env_file: ['.env'],
      environment: { POSTGRES_DB: 'app', PASSWORD: '${PASSWORD}' },
      networks: { backend: { aliases: ['database'] } },
      mem_limit: '512m',
      cpus: 1.5,
      ulimits: { nofile: { soft: 1024, hard: 2048 } },
      cap_add: ['NET_ADMIN'],
      devices: ['/dev/fuse'],
      labels: { 'com.example.team': 'data' },
      user: '999:999',
      working_dir: '/data',
      entrypoint: 'docker-entrypoint.sh',
      deploy: { resources: { reservations: { devices: [{ driver: 'nvidia', capabilities: ['gpu'], count: 'all' }] } } },
      extra_hosts: ['host.docker.internal:host-gateway'],
      sysctls: { 'net.core.somaxconn': '1024' },
      stop_grace_period: '30s',
      command: ['postgres', '-c', 'shared_buffers=256MB'],
      healthcheck: { test: ['CMD-SHELL', 'pg_isready -U postgres'], retries: 5 },
      logging: { driver: 'json-file', options: { 'max-size': '10m' } },
    });
    const file = parse((await conv('docker run --network backend -v data:/d postgres')).compose);
    expect(file.volumes).toEqual({ data: {} });
    expect(file.networks).toEqual({ backend: { external: true } });
  });

  it('reads several commands, sudo/podman, host networking and keeps $VARS and unicode', async () => {
    const out = await conv(`sudo docker run -d redis:7 && podman run --network host -e "GREETING=${UNICODE_SAMPLE}" -v $PWD:/app node:20 npm start\ndocker container run redis:7`);
    const file = parse(out.compose);
    expect(out.services).toEqual(['redis', 'node', 'redis-2']);
    expect(file.services.node).toMatchObject({ network_mode: 'host', environment: { GREETING: UNICODE_SAMPLE }, volumes: ['$PWD:/app'], command: ['npm', 'start'] });
    expect(file.volumes).toBeUndefined();
  });

  it('round-trips through docker-compose-to-run', async () => {
    const cmd = 'docker run -d --name web -p 8080:80 -e A=1 --restart always -v ./site:/usr/share/nginx/html:ro nginx:alpine';
    const compose = (await conv(cmd)).compose;
    const run = (await runOk<{ commands: string }>(back, { compose, multiline: false })).commands;
    expect(parse((await conv(run)).compose)).toEqual(parse(compose));
  });

  it('lists unknown options and refuses text without docker run', async () => {
    expect((await conv('docker run --frobnicate nginx')).notes).toEqual(['nginx: unknown option --frobnicate dropped']);
    expect(await runError(tool, { command: 'ls -la' }, 'INVALID_INPUT')).toMatch(/No "docker run" command found/);
    expect(await runError(tool, { command: 'docker run -p' }, 'INVALID_INPUT')).toBe('Option -p needs a value.');
    expect(await runError(tool, { command: 'docker run -d' }, 'INVALID_INPUT')).toMatch(/has no image/);
  });

  it('handles the largest allowed input', async () => {
    const command = largestInput(tool, 'command', 'docker run -d -p 80:80 nginx\n');
    const out = await conv(command);
    expect(out.services).toHaveLength(3448);
  });
});
