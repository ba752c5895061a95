import { describe, expect, it } from 'vitest';
import tool, { shellWord } from './index.js';
import { itReproducesItsExample, runError, runOk, UNICODE_SAMPLE } from '../../_test/harness.js';

type Out = { commands: string; services: string[]; notes: string[] };
const conv = (compose: string, extra: Record<string, unknown> = {}) => runOk<Out>(tool, { compose, ...extra });

describe('docker-compose-to-run', () => {
  itReproducesItsExample(tool);

  it('treats an empty input as missing', async () => {
    await runError(tool, { compose: '' }, 'MISSING_REQUIRED');
  });

  it('converts long syntax, healthchecks and resources', async () => {
    const out = await conv(`services:
  app:
    image: app:1
    ports:
      - target: 80
        published: 8080
        protocol: udp
    volumes:
      - type: bind
        source: ./conf
        target: /etc/app
        read_only: true
    environment: [A=1, B]
    healthcheck:
      test: ["CMD", "curl", "-f", "http://localhost"]
      interval: 10s
    deploy:
      resources:
        limits: { memory: 256M, cpus: "0.5" }
    command: ["serve", "--port", "80"]
    entrypoint: ["/bin/tini", "--"]
`, { multiline: false });
    expect(out.commands).toBe("docker run -d --name app -p 8080:80/udp --mount type=bind,source=./conf,target=/etc/app,readonly -e A=1 -e B -m 256M --cpus 0.5 --health-cmd 'curl -f http://localhost' --health-interval 10s --entrypoint /bin/tini app:1 -- serve --port 80");
  });

  it('orders by depends_on, reports cycles and missing services', async () => {
    expect((await conv('services:\n  a: {image: a, depends_on: {b: {condition: service_healthy}}}\n  b: {image: b, depends_on: [c]}\n  c: {image: c}\n')).services).toEqual(['c', 'b', 'a']);
    expect(await runError(tool, { compose: 'services:\n  a: {image: a, depends_on: [b]}\n  b: {image: b, depends_on: [a]}\n' }, 'INVALID_INPUT')).toBe('depends_on forms a cycle: a → b → a');
    expect(await runError(tool, { compose: 'services:\n  a: {image: a, depends_on: [zz]}\n' }, 'INVALID_INPUT')).toMatch(/not a service/);
  });

  it('quotes shell words safely (differential: what sh would read back)', async () => {
    expect(shellWord('plain-1.2:/x')).toBe('plain-1.2:/x');
    expect(shellWord("it's")).toBe(`'it'\\''s'`);
    expect(shellWord('${HOME}/x y')).toBe('"${HOME}/x y"');
    expect(shellWord(UNICODE_SAMPLE)).toBe(`'${UNICODE_SAMPLE}'`);
    const out = await conv(`services:\n  s:\n    image: busybox\n    command: echo "a b" 'c'\n`, { multiline: false });
    expect(out.commands).toBe(`docker run -d --name s busybox sh -c 'echo "a b" '\\''c'\\'''`);
  });

  it('notes what docker run cannot do and needs a build', async () => {
    const out = await conv('services:\n  a:\n    build: ./a\n    profiles: [dev]\n    networks: [x, y]\nnetworks:\n  x: {}\n  y: {external: true}\n');
    expect(out.commands.startsWith('docker network create x\n\ndocker run -d \\\n  --name a')).toBe(true);
    expect(out.notes).toEqual([
      'a: docker run joins one network; afterwards run docker network connect y a',
      'a: no image (build: ./a); build it first, e.g. docker build -t a ./a',
      'a: profiles has no docker run equivalent; dropped',
    ]);
  });

  it('rejects invalid YAML and files without services', async () => {
    expect(await runError(tool, { compose: 'services:\n  a: [' }, 'INVALID_INPUT')).toMatch(/^Invalid YAML at line/);
    await runError(tool, { compose: 'version: "3"' }, 'INVALID_INPUT');
  });

  it('handles the largest allowed input', async () => {
    const services = Array.from({ length: 4000 }, (_, i) => `  s${i}:\n    image: nginx\n    ports: ["${8000 + i}:80"]\n`).join('');
    const out = await conv(`services:\n${services}`);
    expect(out.services).toHaveLength(4000);
  });
});
