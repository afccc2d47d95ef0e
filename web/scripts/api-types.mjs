#!/usr/bin/env node
/**
 * The API types of src/types/api are generated from the services' OpenAPI documents, so a renamed
 * or retyped field shows up as a type error here instead of a blank on a page.
 *
 *   node scripts/api-types.mjs          regenerate src/types/api/{user,admin}-service.ts
 *   node scripts/api-types.mjs --check  generate into a temporary folder; fail if the committed files differ
 *
 * The documents come from ../scripts/export_openapi.py, run with the repo's virtualenv
 * (PYTHON overrides which interpreter).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const WEB = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = resolve(WEB, '..');
const OUT = join(WEB, 'src/types/api');
const SERVICES = ['user-service', 'admin-service'];
const HEADER =
  '/**\n * Generated from the OpenAPI document of %s by `npm run api-types`: do not edit by hand.\n' +
  ' * Friendly names for the app live in ./index.ts.\n */\n\n';

const check = process.argv.includes('--check');
const python = process.env.PYTHON ?? join(ROOT, '.venv/bin/python');
if (!existsSync(python)) {
  console.error(`api-types: no Python at ${python}; run \`make install\` first (or set PYTHON).`);
  process.exit(2);
}

const work = mkdtempSync(join(tmpdir(), 'api-types-'));
try {
  execFileSync(python, [join(ROOT, 'scripts/export_openapi.py'), work], { stdio: ['ignore', 'ignore', 'inherit'] });
  const stale = [];
  for (const service of SERVICES) {
    const document = JSON.parse(readFileSync(join(work, `${service}.json`), 'utf8'));
    const source = HEADER.replace('%s', service) + astToString(await openapiTS(document));
    const target = join(OUT, `${service}.ts`);
    if (check) {
      const committed = existsSync(target) ? readFileSync(target, 'utf8') : '';
      if (committed !== source) stale.push(relative(WEB, target));
    } else {
      writeFileSync(target, source);
      console.log(`api-types: wrote ${relative(WEB, target)}`);
    }
  }
  if (stale.length) {
    console.error(
      `api-types: ${stale.join(' and ')} no longer match the services' OpenAPI documents.\n` +
        'Run `npm run api-types` in web/, fix the type errors it shows (`npm run typecheck`), and commit the result.',
    );
    process.exit(1);
  }
  if (check) console.log('api-types: the generated API types match the services.');
} finally {
  rmSync(work, { recursive: true, force: true });
}
