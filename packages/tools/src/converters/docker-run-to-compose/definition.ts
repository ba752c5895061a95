import { defineDefinition } from '@ctp/core';

export default defineDefinition({
  id: 'docker-run-to-compose',
  name: 'docker run to Docker Compose',
  description:
    'Convert docker run commands into a compose.yaml (like composerize): ports, volumes and --mount, environment, networks, restart, healthcheck, logging, --memory/--cpus/--gpus, capabilities, devices, ulimits, labels, entrypoint, command and about 60 more options. Several commands become several services; named volumes and networks are declared at the top level. Shell quoting, line continuations and $VARIABLES are kept; options compose lacks are listed.',
  category: 'converters',
  tags: ['docker', 'compose', 'yaml', 'devops', 'convert'],
  keywords: ['docker run to docker compose', 'composerize', 'convert docker run', 'docker-compose generator', 'docker compose from command', 'compose.yaml', 'docker-compose.yml', 'container to compose'],
  method: 'POST',
  parameters: [
    { name: 'command', type: 'textarea', label: 'docker run command(s)', description: 'One or more docker run (or docker container run / podman run) commands; \\ line continuations are fine.', required: true, placeholder: 'docker run -d --name web -p 80:80 --restart unless-stopped nginx:alpine', validation: { maxLength: 100_000 } },
  ],
  outputDescription: 'The compose file and the options that could not be carried over.',
  outputSchema: {
    type: 'object',
    properties: {
      compose: { type: 'string', description: 'The compose.yaml text.' },
      services: { type: 'array', items: { type: 'string' }, description: 'The service names.' },
      notes: { type: 'array', items: { type: 'string' }, description: 'Options that were dropped or need a look.' },
    },
    required: ['compose', 'services', 'notes'],
    additionalProperties: false,
  },
  primaryOutput: 'compose',
  display: { compose: { as: 'code', language: 'yaml' } },
  example: {
    input: {
      command: 'docker run -d --name web -p 8080:80 -v ./html:/usr/share/nginx/html:ro -v logs:/var/log/nginx \\\n  -e TZ=Europe/Paris --restart unless-stopped --health-cmd "curl -f http://localhost/ || exit 1" --health-interval 30s nginx:alpine',
    },
    output: {
      compose:
        'services:\n  web:\n    image: nginx:alpine\n    container_name: web\n    ports:\n      - "8080:80"\n    volumes:\n      - ./html:/usr/share/nginx/html:ro\n      - logs:/var/log/nginx\n    environment:\n      TZ: Europe/Paris\n    restart: unless-stopped\n    healthcheck:\n      test:\n        - CMD-SHELL\n        - curl -f http://localhost/ || exit 1\n      interval: 30s\nvolumes:\n  logs: {}\n',
      services: ['web'],
      notes: ['web: -d dropped (compose up -d detaches)'],
    },
    description: 'A web server with a bind mount, a named volume, an environment variable, a restart policy and a healthcheck.',
  },
  relatedTools: ['docker-compose-to-run', 'yaml-formatter', 'json-to-yaml'],
  aiInstructions: 'Pass the docker run command as typed (with its quotes). The service name is --name, else the image name. Values keep their $VARIABLES for compose to interpolate.',
});
