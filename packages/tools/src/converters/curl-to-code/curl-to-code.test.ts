import { describe, expect, it } from 'vitest';
import tool from './index.js';
import { itReproducesItsExample, runError, runOk, runTool, UNICODE_SAMPLE } from '../../_test/harness.js';

interface Out {
  code: string;
  language: string;
  warnings: string[];
}

const JSON_POST = `curl -X POST https://api.example.com/users -H 'Content-Type: application/json' -d '{"name":"Ann","age":30}'`;
const GET_COOKIE = `curl 'https://example.com/search?q=a+b&page=2' -H 'Accept: text/html' -b 'session=xyz'`;
const BASIC_DELETE = 'curl -u alice:s3cret -X DELETE https://example.com/items/7';
const LANGUAGES = tool.definition.parameters.find((p) => p.name === 'language')!.options!.map((o) => o.value);

const convert = (curl: string, language: string) => runOk<Out>(tool, { curl, language });

describe('curl-to-code', () => {
  itReproducesItsExample(tool);

  it('converts to Python requests exactly', async () => {
    expect((await convert(JSON_POST, 'python')).code).toBe(
      "import requests\n\nheaders = {\n    'Content-Type': 'application/json',\n}\n\njson_data = {\n    'name': 'Ann',\n    'age': 30,\n}\n\nresponse = requests.post('https://api.example.com/users', headers=headers, json=json_data)\n\n# Note: json_data will not be serialized by requests\n# exactly as it was in the original request.\n#data = '{\"name\":\"Ann\",\"age\":30}'\n#response = requests.post('https://api.example.com/users', headers=headers, data=data)\n",
    );
    expect((await convert(GET_COOKIE, 'python')).code).toBe(
      "import requests\n\ncookies = {\n    'session': 'xyz',\n}\n\nheaders = {\n    'Accept': 'text/html',\n    # 'Cookie': 'session=xyz',\n}\n\nparams = {\n    'q': 'a b',\n    'page': '2',\n}\n\nresponse = requests.get('https://example.com/search', params=params, cookies=cookies, headers=headers)\n",
    );
    expect((await convert(BASIC_DELETE, 'python')).code).toBe("import requests\n\nresponse = requests.delete('https://example.com/items/7', auth=('alice', 's3cret'))\n");
  });

  it('converts to JavaScript fetch exactly, warning about forbidden headers', async () => {
    expect((await convert(JSON_POST, 'javascript')).code).toBe(
      "fetch('https://api.example.com/users', {\n  method: 'POST',\n  headers: {\n    'Content-Type': 'application/json'\n  },\n  body: JSON.stringify({\n    'name': 'Ann',\n    'age': 30\n  })\n});\n",
    );
    const cookie = await convert(GET_COOKIE, 'javascript');
    expect(cookie.code).toBe("fetch('https://example.com/search?q=a+b&page=2', {\n  headers: {\n    'Accept': 'text/html',\n    'Cookie': 'session=xyz'\n  }\n});\n");
    expect(cookie.warnings).toEqual(['"Cookie" header is forbidden in fetch()']);
    expect((await convert(BASIC_DELETE, 'javascript')).code).toBe(
      "fetch('https://example.com/items/7', {\n  method: 'DELETE',\n  headers: {\n    'Authorization': 'Basic ' + btoa('alice:s3cret')\n  }\n});\n",
    );
  });

  it('converts to Go exactly', async () => {
    expect((await convert(BASIC_DELETE, 'go')).code).toBe(
      'package main\n\nimport (\n\t"fmt"\n\t"io"\n\t"log"\n\t"net/http"\n)\n\nfunc main() {\n\tclient := &http.Client{}\n\treq, err := http.NewRequest("DELETE", "https://example.com/items/7", nil)\n\tif err != nil {\n\t\tlog.Fatal(err)\n\t}\n\treq.SetBasicAuth("alice", "s3cret")\n\tresp, err := client.Do(req)\n\tif err != nil {\n\t\tlog.Fatal(err)\n\t}\n\tdefer resp.Body.Close()\n\tbodyText, err := io.ReadAll(resp.Body)\n\tif err != nil {\n\t\tlog.Fatal(err)\n\t}\n\tfmt.Printf("%s\\n", bodyText)\n}\n',
    );
  });

  it('produces code naming the URL in every language', async () => {
    expect(LANGUAGES).toHaveLength(15);
    for (const language of LANGUAGES) {
      const data = await convert(JSON_POST, language);
      expect(data.language).toBe(language);
      expect(data.code, language).toContain(language === 'http' ? 'Host: api.example.com' : 'api.example.com/users');
      expect(data.code, language).toContain('Ann');
    }
    expect(JSON.parse((await convert(JSON_POST, 'json')).code)).toEqual({
      url: 'https://api.example.com/users',
      raw_url: 'https://api.example.com/users',
      method: 'post',
      headers: { 'Content-Type': 'application/json' },
      data: { name: 'Ann', age: 30 },
    });
  });

  it('reads line continuations and several commands', async () => {
    const data = await convert("curl 'https://example.com/a' \\\n  -H 'Accept: application/json' \\\n  --compressed; curl https://example.com/b", 'python');
    expect(data.code).toBe(
      "import requests\n\nheaders = {\n    'Accept': 'application/json',\n}\n\nresponse = requests.get('https://example.com/a', headers=headers)\n\n\nresponse = requests.get('https://example.com/b')\n",
    );
  });

  it('reports options the code cannot reproduce as warnings', async () => {
    const data = await convert('curl -X POST https://example.com --unix-socket /var/run/x.sock', 'python');
    expect(data.warnings).toEqual(['--unix-socket is not a supported option']);
    // -K would read a config file: it is not followed, only reported
    expect((await convert('curl -K /etc/passwd http://x', 'python')).warnings).toEqual(['-K is not a supported option']);
  });

  it('accepts a "$ " prompt and curl.exe, saying so', async () => {
    const prompt = await runTool(tool, { curl: '$ curl https://example.com', language: 'javascript' });
    expect(prompt.data.code).toBe("fetch('https://example.com');\n");
    expect(prompt.metadata?.warnings).toEqual(['Removed the leading "$ " shell prompt.']);
    const exe = await runTool(tool, { curl: 'curl.exe https://example.com', language: 'javascript' });
    expect(exe.data.code).toBe("fetch('https://example.com');\n");
    expect(exe.metadata?.warnings).toEqual(['Read curl.exe as curl.']);
  });

  it("rejects what is not a curl command with curlconverter's message", async () => {
    await runError(tool, { curl: '' }, 'MISSING_REQUIRED');
    expect(await runError(tool, { curl: 'ls -la' }, 'INVALID_INPUT')).toBe(
      'Not a curl command curlconverter can read: command should begin with "curl" but instead begins with "ls"\nls -la\n^^',
    );
    expect(await runError(tool, { curl: "curl 'http://x" }, 'INVALID_INPUT')).toMatch(/^Not a curl command curlconverter can read: Bash parsing error on line 1:/);
    expect(await runError(tool, { curl: 'curl' }, 'INVALID_INPUT')).toBe('Not a curl command curlconverter can read: no URL specified!');
    expect(await runError(tool, { curl: 'curl --foo http://x' }, 'INVALID_INPUT')).toBe('Not a curl command curlconverter can read: option --foo: is unknown');
    expect(await runError(tool, { curl: 'curl http://a && rm -rf /' }, 'INVALID_INPUT')).toMatch(/only "command", "pipeline" or "redirected_statement" are supported/);
    await runError(tool, { curl: 'curl http://x', language: 'cobol' }, 'CONSTRAINT_VIOLATION');
  });

  it('keeps unicode in URLs and headers', async () => {
    const data = await convert(`curl "https://example.com/${UNICODE_SAMPLE}" -H "X-Name: ${UNICODE_SAMPLE}"`, 'python');
    expect(data.code).toBe(
      `import requests\n\nheaders = {\n    'X-Name': '${UNICODE_SAMPLE}',\n}\n\nresponse = requests.get('https://example.com/${UNICODE_SAMPLE}', headers=headers)\n`,
    );
  });

  it('converts the largest allowed command', async () => {
    const prefix = "curl https://example.com -d '";
    const body = 'a'.repeat(32_000 - prefix.length - 1);
    const data = await convert(`${prefix}${body}'`, 'javascript');
    expect(data.code).toContain(`body: '${body}'`);
    await runError(tool, { curl: `${prefix}${'a'.repeat(32_000)}'` }, 'CONSTRAINT_VIOLATION');
    // within maxLength (code points) but over the parser's UTF-16 limit
    expect(await runError(tool, { curl: `${prefix}${'😀'.repeat(20_000)}'` }, 'CONSTRAINT_VIOLATION')).toBe(
      'The command is 40030 UTF-16 code units long; the bash parser accepts at most 32767 (emoji and other astral characters count twice).',
    );
  });
});
