import { defineDefinition } from '@ctp/core';

const PERMS = {
  type: 'object',
  properties: {
    read: { type: 'boolean', description: 'r: read the file / list the directory.' },
    write: { type: 'boolean', description: 'w: modify the file / create and delete entries in the directory.' },
    execute: { type: 'boolean', description: 'x: run the file / enter (traverse) the directory.' },
  },
  required: ['read', 'write', 'execute'],
  additionalProperties: false,
};

export default defineDefinition({
  id: 'chmod-calculator',
  name: 'Chmod Calculator',
  description:
    'Convert Unix file permissions between octal (755, 0644, 4755 with setuid/setgid/sticky), symbolic notation (rwxr-xr-x, -rwsr-xr-x, with s/S/t/T) and a per-class breakdown, or apply a chmod expression ("u+x,go-w", "a=r,u+w", "g=u") to a starting mode. Gives the octal and symbolic forms, the chmod command and a plain-language explanation.',
  category: 'utilities',
  tags: ['chmod', 'permissions', 'unix', 'linux'],
  keywords: ['file permissions', 'chmod calculator', 'octal permissions', 'rwx', '755', '644', '777', 'setuid', 'setgid', 'sticky bit', 'umask', 'ls -l', 'symbolic mode'],
  method: 'GET',
  parameters: [
    {
      name: 'mode',
      type: 'text',
      label: 'Mode',
      description: 'An octal mode (755, 0644, 4755), a symbolic mode as in ls -l (rwxr-xr-x or -rwxr-xr-x, with s/S/t/T), or a chmod expression (u+x,go-w; a=rX; g=u) applied to the starting mode.',
      required: true,
      placeholder: '755, rwxr-xr-x or u+x,go-w',
      validation: { maxLength: 200 },
      aiHint: 'Pass the mode exactly as the user wrote it; an expression like "u+x" needs startMode.',
    },
    {
      name: 'startMode',
      type: 'text',
      label: 'Starting mode',
      description: 'For a chmod expression: the mode it is applied to (octal or symbolic). Default 644 (a typical file).',
      required: false,
      defaultValue: '644',
      validation: { maxLength: 20 },
    },
    {
      name: 'directory',
      type: 'boolean',
      label: 'Directory',
      description: 'Treat the target as a directory: X then always adds execute, and the explanation describes directory semantics.',
      required: false,
      defaultValue: false,
      group: 'advanced',
    },
  ],
  outputDescription: 'The octal mode (3 and 4 digits), the symbolic mode, a per-class breakdown, the special bits, the chmod command and an explanation.',
  outputSchema: {
    type: 'object',
    properties: {
      octal: { type: 'string', pattern: '^[0-7]{3,4}$', description: 'Octal mode, 3 digits when no special bit is set (755), else 4 (4755).' },
      octalFull: { type: 'string', pattern: '^[0-7]{4}$', description: 'Always 4 digits (0755).' },
      symbolic: { type: 'string', pattern: '^[r-][w-][xsS-][r-][w-][xsS-][r-][w-][xtT-]$', description: 'The 9-character symbolic mode as ls -l shows it (rwxr-xr-x).' },
      input: { type: 'string', enum: ['octal', 'symbolic', 'expression'], description: 'How the mode was read.' },
      owner: { ...PERMS, description: 'Owner (user) permissions.' },
      group: { ...PERMS, description: 'Group permissions.' },
      others: { ...PERMS, description: 'Permissions of everyone else.' },
      special: {
        type: 'object',
        description: 'The special bits.',
        properties: {
          setuid: { type: 'boolean', description: 'Set-user-ID (4000): run as the file owner.' },
          setgid: { type: 'boolean', description: 'Set-group-ID (2000): run as the file group; on directories new entries inherit the group.' },
          sticky: { type: 'boolean', description: 'Sticky (1000): in a directory only an entry\'s owner may delete or rename it.' },
        },
        required: ['setuid', 'setgid', 'sticky'],
        additionalProperties: false,
      },
      command: { type: 'string', description: 'The chmod command setting this mode absolutely, e.g. "chmod 755 <file>".' },
      symbolicCommand: { type: 'string', description: 'The same as a symbolic chmod command, e.g. "chmod u=rwx,g=rx,o=rx <file>".' },
      explanation: { type: 'string', description: 'The permissions in words.' },
    },
    required: ['octal', 'octalFull', 'symbolic', 'input', 'owner', 'group', 'others', 'special', 'command', 'symbolicCommand', 'explanation'],
    additionalProperties: false,
  },
  primaryOutput: 'octal',
  example: {
    input: { mode: 'rwxr-xr-x' },
    output: {
      octal: '755',
      octalFull: '0755',
      symbolic: 'rwxr-xr-x',
      input: 'symbolic',
      owner: { read: true, write: true, execute: true },
      group: { read: true, write: false, execute: true },
      others: { read: true, write: false, execute: true },
      special: { setuid: false, setgid: false, sticky: false },
      command: 'chmod 755 <file>',
      symbolicCommand: 'chmod u=rwx,g=rx,o=rx <file>',
      explanation: 'Owner can read, write and execute; group can read and execute; others can read and execute.',
    },
    description: 'The usual mode of executables and directories.',
  },
  aiInstructions:
    'mode accepts three forms: octal ("644", "0755", "2775"), symbolic ("rw-r--r--" or ls -l style "-rw-r--r--"/"drwxr-xr-x", whose first type character is ignored) or a chmod expression ("u+x", "go-w", "a=rX,u+w") which is applied to startMode (default 644). Expressions without who (e.g. "+x") apply to all classes; the umask is not considered. Uppercase S/T mean setuid/setgid/sticky without execute.',
});
