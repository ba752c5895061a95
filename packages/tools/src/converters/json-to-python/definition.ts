import { defineDefinition } from '@ctp/core';
import { codegenOutputSchema, jsonSampleParameter, typeNameParameter } from '../../_shared/codegen-parameters.js';

export default defineDefinition({
  id: 'json-to-python',
  name: "JSON to Python Class",
  description:
    "Convert JSON to Python classes: @dataclass classes with type hints, or Pydantic BaseModel models, for Python 3.6 to 3.10+ (list[str] vs List[str], X | None vs Optional[X]), optionally with from_dict/to_dict converters. Generated with quicktype from a JSON sample up to 100,000 characters.",
  category: 'converters',
  tags: ["json", "python", "codegen", "types"],
  keywords: ["json to python", "json to dataclass", "json to pydantic", "pydantic model generator", "python class from json", "typeddict", "type hints from json"],
  method: 'POST',
  parameters: [
    jsonSampleParameter,
    typeNameParameter,
    { name: 'style', type: 'select', label: 'Classes', description: 'Plain dataclasses or Pydantic BaseModel subclasses.', required: false, defaultValue: 'dataclass', options: [{ value: 'dataclass', label: '@dataclass' }, { value: 'pydantic', label: 'Pydantic BaseModel' }] },
    { name: 'pythonVersion', type: 'select', label: 'Python version', description: 'Target Python version (3.10 uses X | None and list[str]).', required: false, defaultValue: '3.10', options: [{ value: '3.6', label: '3.6' }, { value: '3.7', label: '3.7' }, { value: '3.9', label: '3.9' }, { value: '3.10', label: '3.10+' }] },
    { name: 'justTypes', type: 'boolean', label: 'Types only', description: 'Only the classes, without from_dict/to_dict converter functions.', required: false, defaultValue: true },
  ],
  outputDescription: 'The generated Python code, its language and its line count.',
  outputSchema: codegenOutputSchema,
  primaryOutput: 'code',
  display: { code: { as: 'code', language: 'python' } },
  live: false,
  example: {
    input: {"json": "{\"id\": 1, \"name\": \"Ada\", \"tags\": [\"math\"]}", "typeName": "Person"},
    output: {
      code: "from dataclasses import dataclass\n\n@dataclass\nclass Person:\n    id: int\n    name: str\n    tags: list[str]\n",
      language: "python",
      lineCount: 7,
    },
    description: "Python types for a small JSON sample named Person.",
  },
  handles: [{ kind: 'json' }],
  relatedTools: ["json-to-code", "json-to-typescript", "json-to-go"],
});
