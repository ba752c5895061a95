/** Reads the repository's Dockerfile: its stages and the exec-form commands of the final one. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Instruction {
  keyword: string;
  args: string;
}

export interface Stage {
  from: string;
  name?: string;
  instructions: Instruction[];
}

/** Instructions in order, continuation lines joined, comments dropped. */
export function parseDockerfile(text: string): Stage[] {
  const logical: string[] = [];
  let current = '';
  for (const line of text.split('\n')) {
    if (/^\s*#/.test(line)) continue;
    const continued = /\\\s*$/.test(line);
    current += (current ? ' ' : '') + line.replace(/\\\s*$/, '').trim();
    if (!continued) {
      if (current.trim()) logical.push(current.trim());
      current = '';
    }
  }
  const stages: Stage[] = [];
  for (const l of logical) {
    const m = /^(\S+)\s+(.*)$/.exec(l);
    if (!m) continue;
    const keyword = m[1]!.toUpperCase();
    const args = m[2]!;
    if (keyword === 'FROM') {
      const f = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args);
      stages.push({ from: f![1]!, ...(f![2] ? { name: f![2] } : {}), instructions: [] });
    } else stages.at(-1)?.instructions.push({ keyword, args });
  }
  return stages;
}

export function readDockerfile(root: string): Stage[] {
  return parseDockerfile(readFileSync(join(root, 'Dockerfile'), 'utf8'));
}

/** The last value of an instruction in a stage (ENTRYPOINT, CMD, USER, WORKDIR). */
export function last(stage: Stage, keyword: string): string | undefined {
  return stage.instructions.filter((i) => i.keyword === keyword).at(-1)?.args;
}

/** An exec-form (JSON array) ENTRYPOINT or CMD; shell form would not forward signals to Node. */
export function execForm(stage: Stage, keyword: 'ENTRYPOINT' | 'CMD'): string[] {
  const args = last(stage, keyword);
  if (!args) throw new Error(`the final stage has no ${keyword}`);
  const parsed: unknown = JSON.parse(args);
  if (!Array.isArray(parsed) || !parsed.every((a) => typeof a === 'string')) throw new Error(`${keyword} is not in exec form: ${args}`);
  return parsed as string[];
}
