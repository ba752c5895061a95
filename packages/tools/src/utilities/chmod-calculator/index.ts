import { defineTool, failure, success } from '@ctp/core';
import definition from './definition.js';

type Parsed = { mode: number; input: 'octal' | 'symbolic' | 'expression' } | { error: string };

const CLASS_SHIFT = { u: 6, g: 3, o: 0 } as const;
const SETUID = 0o4000;
const SETGID = 0o2000;
const STICKY = 0o1000;

function parseOctal(text: string, what: string): Parsed {
  const s = text.replace(/^0o/i, '');
  const bad = [...s].findIndex((c) => !/[0-7]/.test(c));
  if (bad >= 0) return { error: `${what} "${text}": "${[...s][bad]}" at position ${bad + 1 + (text.length - s.length)} is not an octal digit (0–7).` };
  const digits = s.replace(/^0+(?=\d)/, '');
  if (digits.length > 4) return { error: `${what} "${text}" has too many digits: an octal mode has at most 4 (special bits + owner, group, others), e.g. 0755 or 4755.` };
  return { mode: parseInt(digits, 8), input: 'octal' };
}

const SYMBOLIC_ALLOWED = ['r', 'w', 'xsS', 'r', 'w', 'xsS', 'r', 'w', 'xtT'];
const POSITION = ['owner read', 'owner write', 'owner execute', 'group read', 'group write', 'group execute', 'others read', 'others write', 'others execute'];

function parseSymbolic(text: string, what: string): Parsed {
  const s = text.length === 10 ? text.slice(1) : text;
  const offset = text.length - s.length;
  if (offset === 1 && !/[-dlcbps?]/.test(text[0]!)) {
    return { error: `${what} "${text}": the file-type character "${text[0]}" at position 1 is not one of - d l c b p s.` };
  }
  let mode = 0;
  for (let i = 0; i < 9; i++) {
    const c = s[i]!;
    const allowed = SYMBOLIC_ALLOWED[i]!;
    if (c !== '-' && !allowed.includes(c)) {
      return { error: `${what} "${text}": "${c}" at position ${i + 1 + offset} (${POSITION[i]}) must be ${[...allowed].map((a) => `"${a}"`).join(', ')} or "-".` };
    }
    const bit = 1 << (8 - i);
    if (c === 'r' || c === 'w' || c === 'x' || c === 's' || c === 't') mode |= bit;
    if (c === 's' || c === 'S') mode |= i === 2 ? SETUID : SETGID;
    if (c === 't' || c === 'T') mode |= STICKY;
  }
  return { mode, input: 'symbolic' };
}

/** GNU chmod symbolic expression: [ugoa]*([-+=]([rwxXst]*|[ugo]))+ clauses joined by commas (umask ignored). */
function applyExpression(text: string, start: number, directory: boolean): Parsed {
  let mode = start;
  let pos = 0;
  const fail = (msg: string): Parsed => ({ error: `Expression "${text}": ${msg}` });
  const clauses = text.split(',');
  for (const clause of clauses) {
    if (clause === '') {
      return fail(pos >= text.length ? `trailing comma at position ${text.length} (remove it).` : `empty clause at position ${pos + 1} (remove the extra comma).`);
    }
    let i = 0;
    let who = 0; // rwx mask of the classes
    let special = 0; // setuid/setgid/sticky bits those classes own
    let whoGiven = '';
    while (i < clause.length && 'ugoa'.includes(clause[i]!)) {
      whoGiven += clause[i];
      i++;
    }
    for (const c of whoGiven === '' ? 'a' : whoGiven) {
      if (c === 'u' || c === 'a') {
        who |= 0o700;
        special |= SETUID;
      }
      if (c === 'g' || c === 'a') {
        who |= 0o070;
        special |= SETGID;
      }
      if (c === 'o' || c === 'a') {
        who |= 0o007;
        special |= STICKY;
      }
    }
    if (i === clause.length) return fail(`"${clause}" at position ${pos + 1} has no operator: add +, - or = and permissions, e.g. ${whoGiven || 'u'}+x.`);
    while (i < clause.length) {
      const op = clause[i]!;
      if (!'+-='.includes(op)) {
        return fail(`unexpected "${op}" at position ${pos + i + 1}: expected an operator (+, - or =)${i === 0 || whoGiven.length === i ? ' or a class (u, g, o, a)' : ''}.`);
      }
      i++;
      let bits = 0;
      if (i < clause.length && 'ugo'.includes(clause[i]!)) {
        // copy the permissions of one class to the target classes
        const source = (mode >> CLASS_SHIFT[clause[i] as 'u' | 'g' | 'o']) & 7;
        bits = (source * 0o111) & who;
        i++;
      } else {
        while (i < clause.length && 'rwxXst'.includes(clause[i]!)) {
          const c = clause[i]!;
          if (c === 'r') bits |= 0o444 & who;
          else if (c === 'w') bits |= 0o222 & who;
          else if (c === 'x') bits |= 0o111 & who;
          else if (c === 'X') {
            if (directory || (mode & 0o111) !== 0) bits |= 0o111 & who;
          } else if (c === 's') bits |= special & (SETUID | SETGID);
          else bits |= special & STICKY;
          i++;
        }
      }
      if (i < clause.length && !'+-='.includes(clause[i]!)) {
        return fail(`unexpected "${clause[i]}" at position ${pos + i + 1}: permissions are r, w, x, X, s, t (or one of u, g, o to copy a class).`);
      }
      if (op === '+') mode |= bits;
      else if (op === '-') mode &= ~bits;
      else mode = (mode & ~(who | special)) | bits;
    }
    pos += clause.length + 1;
  }
  return { mode: mode & 0o7777, input: 'expression' };
}

const STRICT_SYMBOLIC = /^[-dlcbps]?[r-][w-][xsS-][r-][w-][xsS-][r-][w-][xtT-]$/;

function parseMode(text: string, what: string, allowExpression: boolean, start: number, directory: boolean): Parsed {
  const s = text.trim();
  if (/^(0o)?\d+$/i.test(s)) return parseOctal(s, what);
  if (STRICT_SYMBOLIC.test(s)) return parseSymbolic(s, what);
  if (allowExpression && /^[ugoa]*[-+=]/.test(s)) return applyExpression(s, start, directory);
  if ((s.length === 9 || s.length === 10) && /^[-rwxsStTdlcbp?]+$/.test(s)) return parseSymbolic(s, what);
  const bad = [...s].find((c) => !/[0-7rwxXstST\-+=ugoa,]/.test(c));
  const hint = 'Use octal (755, 0644), symbolic (rwxr-xr-x)' + (allowExpression ? ' or an expression (u+x,go-w).' : '.');
  if (bad !== undefined) return { error: `${what} "${s}": unexpected "${bad}" at position ${[...s].indexOf(bad) + 1}. ${hint}` };
  if (/^[rwxsStT-]+$/.test(s)) return { error: `${what} "${s}" has ${s.length} characters: a symbolic mode has 9 (rwxr-xr-x) or 10 with the file type (-rwxr-xr-x).` };
  return { error: `${what} "${s}" is not a mode. ${hint}` };
}

const classPerms = (mode: number, shift: number) => ({ read: ((mode >> shift) & 4) !== 0, write: ((mode >> shift) & 2) !== 0, execute: ((mode >> shift) & 1) !== 0 });

function symbolicOf(mode: number): string {
  let out = '';
  for (let i = 0; i < 9; i++) out += mode & (1 << (8 - i)) ? 'rwx'[i % 3] : '-';
  const chars = [...out];
  const mark = (index: number, flag: number, lower: string) => {
    if (mode & flag) chars[index] = chars[index] === 'x' ? lower : lower.toUpperCase();
  };
  mark(2, SETUID, 's');
  mark(5, SETGID, 's');
  mark(8, STICKY, 't');
  return chars.join('');
}

function listWords(words: string[]): string {
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

function explain(mode: number, directory: boolean): string {
  const verbs = directory ? ['list entries', 'create, delete and rename entries', 'enter it'] : ['read', 'write', 'execute'];
  const parts = (['Owner', 'group', 'others'] as const).map((name, k) => {
    const bits = (mode >> (6 - 3 * k)) & 7;
    const can = verbs.filter((_, j) => bits & (4 >> j));
    return can.length === 0 ? `${name} ${name === 'others' ? 'have' : 'has'} no permissions` : `${name} can ${listWords(can)}`;
  });
  let text = `${parts.join('; ')}.`;
  if (mode & SETUID) text += directory ? ' Setuid is set (ignored on directories by most systems).' : ' Setuid: it runs with the owner\'s privileges.';
  if (mode & SETGID) text += directory ? ' Setgid: new entries inherit the directory\'s group.' : ' Setgid: it runs with the file group\'s privileges.';
  if (mode & STICKY) text += directory ? ' Sticky: only an entry\'s owner (or the directory owner or root) may delete or rename it.' : ' Sticky bit set (no effect on files on modern systems).';
  if ((mode & SETUID && !(mode & 0o100)) || (mode & SETGID && !(mode & 0o010)) || (mode & STICKY && !(mode & 0o001))) {
    text += ' Uppercase S/T: the special bit is set without the matching execute bit.';
  }
  return text;
}

function symbolicCommand(mode: number): string {
  const cls = (['u', 'g', 'o'] as const).map((c, k) => {
    const bits = (mode >> (6 - 3 * k)) & 7;
    let perms = ['r', 'w', 'x'].filter((_, j) => bits & (4 >> j)).join('');
    if ((c === 'u' && mode & SETUID) || (c === 'g' && mode & SETGID)) perms += 's';
    if (c === 'o' && mode & STICKY) perms += 't';
    return `${c}=${perms}`;
  });
  return `chmod ${cls.join(',')} <file>`;
}

export default defineTool(definition, (params) => {
  const directory = params.directory;
  const start = parseMode(params.startMode, 'Starting mode', false, 0, directory);
  const mode = params.mode;
  const needsStart = !STRICT_SYMBOLIC.test(mode.trim()) && /^\s*[ugoa]*[-+=]/.test(mode);
  if (needsStart && 'error' in start) return failure('INVALID_INPUT', start.error);
  const parsed = parseMode(mode, 'Mode', true, 'error' in start ? 0 : start.mode, directory);
  if ('error' in parsed) return failure('INVALID_INPUT', parsed.error);
  const m = parsed.mode;
  const octalFull = m.toString(8).padStart(4, '0');
  const octal = m < 0o1000 ? octalFull.slice(1) : octalFull;
  return success({
    octal,
    octalFull,
    symbolic: symbolicOf(m),
    input: parsed.input,
    owner: classPerms(m, 6),
    group: classPerms(m, 3),
    others: classPerms(m, 0),
    special: { setuid: (m & SETUID) !== 0, setgid: (m & SETGID) !== 0, sticky: (m & STICKY) !== 0 },
    command: `chmod ${octal} <file>`,
    symbolicCommand: symbolicCommand(m),
    explanation: explain(m, directory),
  });
});
