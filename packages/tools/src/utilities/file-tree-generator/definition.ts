import { defineDefinition } from '@ctp/core';

const toTree = [{ field: 'mode', condition: 'equals' as const, value: 'toTree' }];
const toPaths = [{ field: 'mode', condition: 'equals' as const, value: 'toPaths' }];

export default defineDefinition({
  id: 'file-tree-generator',
  name: 'File Tree Generator',
  description:
    'Turn a list of file paths (one per line, "/" separated, a trailing "/" marks an empty directory) into a directory tree drawn like the tree command, with Unicode (├── └── │) or ASCII (|-- `--) lines, sorted by name with directories first, or in input order. Or read a tree (tree output, a README diagram, an indented list) back into paths. Counts files and directories.',
  category: 'utilities',
  tags: ['tree', 'files', 'directory', 'ascii'],
  keywords: ['directory tree', 'folder structure', 'file tree', 'tree command', 'project structure', 'ascii tree', 'paths to tree', 'tree to paths', 'readme structure', 'folder diagram'],
  method: 'POST',
  parameters: [
    {
      name: 'input',
      type: 'textarea',
      label: 'Input',
      description: 'Paths, one per line (to tree), or a drawn tree or indented list (to paths).',
      required: true,
      placeholder: 'src/index.ts\nsrc/lib/util.ts\nREADME.md',
      validation: { maxLength: 500_000 },
    },
    {
      name: 'mode',
      type: 'select',
      label: 'Mode',
      description: 'Draw a tree from paths, or list the paths of a tree.',
      required: false,
      defaultValue: 'toTree',
      options: [
        { value: 'toTree', label: 'Paths → tree' },
        { value: 'toPaths', label: 'Tree → paths' },
      ],
    },
    {
      name: 'style',
      type: 'select',
      label: 'Line style',
      description: 'Characters used to draw the branches.',
      required: false,
      defaultValue: 'unicode',
      options: [
        { value: 'unicode', label: 'Unicode (├── └── │)' },
        { value: 'ascii', label: 'ASCII (|-- `-- |)' },
      ],
      dependsOn: toTree,
    },
    {
      name: 'sort',
      type: 'select',
      label: 'Order',
      description: 'Order of the entries of each directory.',
      required: false,
      defaultValue: 'name',
      options: [
        { value: 'name', label: 'By name (natural, case-insensitive)' },
        { value: 'input', label: 'As listed' },
      ],
      dependsOn: toTree,
    },
    { name: 'dirsFirst', type: 'boolean', label: 'Directories first', description: 'List the directories of each directory before its files.', required: false, defaultValue: true, dependsOn: toTree },
    { name: 'trailingSlash', type: 'boolean', label: 'Slash after directories', description: 'Write directory names with a trailing "/".', required: false, defaultValue: true, dependsOn: toTree },
    { name: 'showRoot', type: 'boolean', label: 'Show root line', description: 'Start the tree with a root line (see Root label).', required: false, defaultValue: true, dependsOn: toTree },
    {
      name: 'rootLabel',
      type: 'text',
      label: 'Root label',
      description: 'The first line of the tree, e.g. "." or "my-project/".',
      required: false,
      defaultValue: '.',
      validation: { maxLength: 200 },
      dependsOn: [...toTree, { field: 'showRoot', condition: 'equals', value: true }],
    },
    { name: 'includeRoot', type: 'boolean', label: 'Prefix with the root', description: 'When the tree has a single root line (other than "."), start every path with it.', required: false, defaultValue: false, dependsOn: toPaths },
    { name: 'listDirectories', type: 'boolean', label: 'List directories', description: 'Also list directories (with a trailing "/"); off: files only.', required: false, defaultValue: true, dependsOn: toPaths },
    { name: 'stripComments', type: 'boolean', label: 'Strip comments', description: 'Remove trailing comments such as "  # entry point" or "  // config" after names.', required: false, defaultValue: true, dependsOn: toPaths },
  ],
  outputDescription: 'The drawn tree or the list of paths, with the number of files and directories.',
  outputSchema: {
    type: 'object',
    properties: {
      result: { type: 'string', description: 'The tree (to tree) or the paths, one per line, directories ending in "/" (to paths).' },
      files: { type: 'integer', minimum: 0, description: 'Number of files.' },
      directories: { type: 'integer', minimum: 0, description: 'Number of directories (the root line not included).' },
    },
    required: ['result', 'files', 'directories'],
    additionalProperties: false,
  },
  primaryOutput: 'result',
  example: {
    input: { input: 'src/index.ts\nsrc/lib/util.ts\nREADME.md\ndocs/', mode: 'toTree' },
    output: { result: '.\n├── docs/\n├── src/\n│   ├── lib/\n│   │   └── util.ts\n│   └── index.ts\n└── README.md', files: 3, directories: 3 },
    description: 'Four paths drawn as a tree, directories first.',
  },
  relatedTools: ['text-diff', 'sort-lines'],
  aiInstructions:
    'To tree: give one path per line; intermediate directories are created, a trailing "/" makes an empty directory, "./" and leading "/" are ignored, ".." is refused, backslashes count as separators. To paths: paste tree output or an indented list; nesting is read from the column where each name starts, so any indentation width works, and a trailing "N directories, M files" line is ignored.',
});
