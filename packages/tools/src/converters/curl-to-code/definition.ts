import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'curl-to-code',
  name: 'curl to Code Converter',
  description:
    'Convert a curl command (as copied from browser dev tools or API docs) into code: Python requests, JavaScript fetch, Node.js fetch or axios, Go, PHP, Java, C#, Rust, Ruby, Swift, PowerShell, Ansible, a raw HTTP request or JSON. Handles headers, cookies, basic auth, query strings, form and JSON bodies, file uploads and line continuations; options it cannot translate are reported as warnings. Runs on the server (the bash parser is tree-sitter).',
  category: 'converters',
  handles: [{ kind: 'curl-command' }],
  tags: ['curl', 'http', 'code', 'convert', 'api'],
  keywords: ['curlconverter', 'curl to python', 'curl to fetch', 'curl to axios', 'curl to go', 'curl to php', 'curl to java', 'curl to c#', 'curl to rust', 'requests', 'copy as curl', 'http client', 'postman'],
  method: 'POST',
  parameters: [
    {
      name: 'curl',
      type: 'textarea',
      label: 'curl command',
      description: 'The curl command in bash syntax; backslash line continuations are fine. Several commands separated by ; give several requests. At most 32,000 characters.',
      required: true,
      placeholder: "curl -X POST https://api.example.com/users -H 'Content-Type: application/json' -d '{\"name\":\"Ann\"}'",
      validation: { maxLength: 32_000 },
    },
    {
      name: 'language',
      type: 'select',
      label: 'Language',
      description: 'The language and HTTP library of the generated code.',
      required: false,
      defaultValue: 'python',
      options: [
        { value: 'python', label: 'Python (requests)' },
        { value: 'javascript', label: 'JavaScript (fetch)' },
        { value: 'node', label: 'Node.js (node-fetch)' },
        { value: 'node-axios', label: 'Node.js (axios)' },
        { value: 'go', label: 'Go (net/http)' },
        { value: 'php', label: 'PHP (curl)' },
        { value: 'java', label: 'Java (java.net.http)' },
        { value: 'csharp', label: 'C# (HttpClient)' },
        { value: 'rust', label: 'Rust (reqwest)' },
        { value: 'ruby', label: 'Ruby (net/http)' },
        { value: 'swift', label: 'Swift (URLSession)' },
        { value: 'powershell', label: 'PowerShell (Invoke-RestMethod)' },
        { value: 'ansible', label: 'Ansible (uri module)' },
        { value: 'http', label: 'Raw HTTP request' },
        { value: 'json', label: 'JSON (request description)' },
      ],
    },
  ],
  outputDescription: 'The generated code, the language and warnings about curl options the code does not reproduce.',
  outputSchema: {
    type: 'object',
    properties: {
      code: { type: 'string', description: 'The generated code.' },
      language: { type: 'string', description: 'The language chosen.' },
      warnings: { type: 'array', items: { type: 'string' }, description: 'What the conversion could not translate exactly (unsupported options, shell expansions…).' },
    },
    required: ['code', 'language', 'warnings'],
    additionalProperties: false,
  },
  primaryOutput: 'code',
  example: {
    input: { curl: "curl https://api.example.com/users -H 'Authorization: Bearer abc' -d 'name=Ann'", language: 'python' },
    output: {
      code:
        "import requests\n\nheaders = {\n    'Authorization': 'Bearer abc',\n    'Content-Type': 'application/x-www-form-urlencoded',\n}\n\ndata = {\n    'name': 'Ann',\n}\n\nresponse = requests.post('https://api.example.com/users', headers=headers, data=data)\n",
      language: 'python',
      warnings: [],
    },
    description: 'A form POST with a bearer token becomes a Python requests call.',
  },
  relatedTools: ['url-parser', 'query-string-to-json', 'json-formatter'],
  aiInstructions:
    'Pass the whole curl command in bash syntax (Windows cmd ^ escapes are not understood; a leading "$ " prompt or "curl.exe" is accepted). The code is generated, never run: files named with -d @file or -F file=@x are opened by the generated code, not read here. Check warnings: they name options (e.g. --unix-socket, -K) that the generated code silently lacks.',
  executionMode: 'server',
  requiresNode: true,
});
