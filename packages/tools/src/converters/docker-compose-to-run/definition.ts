import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'docker-compose-to-run',
  name: 'Docker Compose to docker run',
  description:
    'Turn the services of a compose.yaml into docker run commands (like decomposerize): image, ports, volumes (short and long syntax), environment, env files, networks with aliases, restart, healthcheck, logging, resources, capabilities, devices, ulimits, labels, entrypoint and command, in depends_on order after docker network create. What docker run cannot do (build, replicas…) is listed. Quoting keeps ${VARIABLES} working.',
  category: 'converters',
  tags: ['docker', 'compose', 'yaml', 'devops', 'convert'],
  keywords: ['docker compose to docker run', 'decomposerize', 'compose to docker run', 'docker-compose.yml to command', 'convert compose file', 'compose.yaml to cli', 'docker run from compose'],
  method: 'POST',
  cost: 'heavy', // slow on a few KB: servers run every call in the worker pool
  parameters: [
    { name: 'compose', type: 'textarea', label: 'compose.yaml', description: 'The Compose file (YAML or JSON).', required: true, placeholder: 'services:\n  web:\n    image: nginx\n    ports: ["80:80"]', validation: { maxLength: 200_000 } },
    { name: 'detach', type: 'boolean', label: 'Run detached (-d)', description: 'Add -d, as docker compose up -d runs services in the background.', required: false, defaultValue: true },
    { name: 'multiline', type: 'boolean', label: 'One option per line', description: 'Break each command with \\ line continuations.', required: false, defaultValue: true },
  ],
  outputDescription: 'The shell commands and what could not be carried over.',
  outputSchema: {
    type: 'object',
    properties: {
      commands: { type: 'string', description: 'The shell commands, one block per service (networks first).' },
      services: { type: 'array', items: { type: 'string' }, description: 'The services in the order they are started.' },
      notes: { type: 'array', items: { type: 'string' }, description: 'Settings that were dropped or need a look.' },
    },
    required: ['commands', 'services', 'notes'],
    additionalProperties: false,
  },
  primaryOutput: 'commands',
  display: { commands: { as: 'code', language: 'shell' } },
  handles: [{ kind: 'yaml', input: 'compose' }],
  example: {
    input: {
      compose: 'services:\n  web:\n    image: nginx:alpine\n    ports: ["8080:80"]\n    depends_on: [api]\n    networks: [front]\n  api:\n    image: ghcr.io/acme/api:1.4\n    environment:\n      DATABASE_URL: ${DATABASE_URL}\n      LOG_LEVEL: info\n    restart: unless-stopped\n    networks: [front]\nnetworks:\n  front: {}\n',
    },
    output: {
      commands:
        'docker network create front\n\ndocker run -d \\\n  --name api \\\n  -e "DATABASE_URL=${DATABASE_URL}" \\\n  -e LOG_LEVEL=info \\\n  --restart unless-stopped \\\n  --network front \\\n  --network-alias api \\\n  ghcr.io/acme/api:1.4\n\ndocker run -d \\\n  --name web \\\n  -p 8080:80 \\\n  --network front \\\n  --network-alias web \\\n  nginx:alpine',
      services: ['api', 'web'],
      notes: ['web: depends_on is only the start order here: run the commands in this order'],
    },
    description: 'Two services on a shared network, the dependency started first, a variable left for the shell.',
  },
  relatedTools: ['docker-run-to-compose', 'yaml-validator', 'yaml-to-json'],
  aiInstructions: 'Each service gets --network-alias <service> so the others reach it by its service name, as in compose. Containers are named after the services unless container_name says otherwise.',
});
