/**
 * The layers as lint rules (eslint.config.js): the repository's own config run through ESLint's Node API on small
 * modules laid out as the app's, in a folder of the test's own (the cycle rule reads the modules a file imports from
 * the disk).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const CONFIG = fileURLToPath(new URL('../../eslint.config.js', import.meta.url));

let root: string;
let eslint: ESLint;

const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

/** The rule ids of the errors ESLint reports for `file` (written first, as the cycle rule reads its neighbours). */
async function errors(file: string, text: string): Promise<string[]> {
  write(file, text);
  const [result] = await eslint.lintFiles([path.join(root, file)]);
  return result!.messages
    .filter((message) => message.severity === 2)
    .map((message) => `${message.ruleId}: ${message.message}`);
}

// Loading the config (typescript-eslint, react-hooks, jsx-a11y) takes tens of seconds on a loaded machine: done once, here.
beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'layers-lint-'));
  eslint = new ESLint({ cwd: root, overrideConfigFile: CONFIG });
  await errors('app/models/warm-up.ts', 'export const ready = true;\n');
}, 180_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('models are pure', () => {
  it('a model may not import a Node module (rate-limit.ts hashed with node:crypto)', async () => {
    const found = await errors(
      'app/models/hashing.ts',
      "import { createHmac } from 'node:crypto';\nexport const hash = (text: string) => createHmac('sha256', 'k').update(text).digest('hex');\n",
    );
    expect(found).toEqual([expect.stringMatching(/^no-restricted-imports: 'node:crypto' .*no Node modules/)]);
    expect(
      await errors(
        'app/models/reading.ts',
        "import { readFileSync } from 'fs';\nexport const read = () => readFileSync('x');\n",
      ),
    ).toHaveLength(1);
  });

  it('a model may not import a service, a component or a route, by alias or by a relative path, even a type', async () => {
    for (const from of [
      '~/services/catalog.server.ts',
      '../services/catalog.server.ts',
      '~/components/listing/listing-page.tsx',
      '../routes/search.tsx',
      '../../app/services/x.ts',
    ]) {
      expect(
        await errors('app/models/view.ts', `import type { View } from '${from}';\nexport type Shown = View;\n`),
        from,
      ).toEqual([expect.stringMatching(/^no-restricted-imports: .*app\/models is pure/)]);
    }
  });

  it('a model may import other models and packages', async () => {
    expect(
      await errors(
        'app/models/plain.ts',
        "import { z } from 'zod';\nimport type { Product } from './product.ts';\nexport const schema = z.string();\nexport type P = Product;\n",
      ),
    ).toEqual([]);
  });
});

describe('services do not reach up', () => {
  it('a service may not import a component or a route (listing.server.ts took its view type from a component)', async () => {
    expect(
      await errors(
        'app/services/listing.server.ts',
        "import type { ListingView } from '~/components/listing/listing-page.tsx';\nexport type V = ListingView;\n",
      ),
    ).toEqual([expect.stringMatching(/^no-restricted-imports: .*app\/services may not import components or routes/)]);
    expect(
      await errors(
        'app/services/route-data.server.ts',
        "import { loader } from '../routes/search.tsx';\nexport const l = loader;\n",
      ),
    ).toHaveLength(1);
  });

  it('a service may import models and other services', async () => {
    expect(
      await errors(
        'app/services/fine.server.ts',
        "import type { ListingView } from '~/models/listing.ts';\nimport { other } from './other.server.ts';\nexport type V = ListingView;\nexport const o = other;\n",
      ),
    ).toEqual([]);
  });
});

describe('no run-time import cycles', () => {
  it('fails on both modules of a cycle (content/blocks.tsx ↔ accordion.tsx), naming the path', async () => {
    write(
      'app/components/content/blocks.tsx',
      "import { Accordion } from './accordion.tsx';\nexport const RichText = () => null;\nexport const Blocks = () => Accordion;\n",
    );
    const accordion = "import { RichText } from './blocks.tsx';\nexport const Accordion = () => RichText;\n";
    expect(await errors('app/components/content/accordion.tsx', accordion)).toEqual([
      'layers/no-runtime-cycle: Run-time import cycle: app/components/content/accordion.tsx → app/components/content/blocks.tsx → app/components/content/accordion.tsx. Move what both need into a third module (or import it as a type).',
    ]);
    expect(
      await errors(
        'app/components/content/blocks.tsx',
        "import { Accordion } from './accordion.tsx';\nexport const RichText = () => null;\nexport const Blocks = () => Accordion;\n",
      ),
    ).toHaveLength(1);
  });

  it('follows the alias and longer cycles', async () => {
    write('app/models/one.ts', "import { two } from '~/models/two.ts';\nexport const one = () => two;\n");
    write('app/models/two.ts', "import { three } from './three';\nexport const two = () => three;\n");
    expect(await errors('app/models/three.ts', "export { one as three } from '~/models/one.ts';\n")).toEqual([
      expect.stringContaining('app/models/three.ts → app/models/one.ts → app/models/two.ts → app/models/three.ts'),
    ]);
  });

  it('passes once the shared part is a module of its own, and for type-only or lazy imports back', async () => {
    write('app/components/fixed/rich-text.tsx', 'export const RichText = () => null;\n');
    write(
      'app/components/fixed/blocks.tsx',
      "import { Accordion } from './accordion.tsx';\nimport { RichText } from './rich-text.tsx';\nexport const Blocks = () => [Accordion, RichText];\n",
    );
    expect(
      await errors(
        'app/components/fixed/accordion.tsx',
        "import { RichText } from './rich-text.tsx';\nexport const Accordion = () => RichText;\n",
      ),
    ).toEqual([]);

    write(
      'app/components/typed/payment-form.tsx',
      "import { GiftCards } from './gift-card-form.tsx';\nexport interface Split { covered: boolean }\nexport const Payment = () => GiftCards;\n",
    );
    expect(
      await errors(
        'app/components/typed/gift-card-form.tsx',
        "import type { Split } from './payment-form.tsx';\nexport const GiftCards = (split: Split) => split;\n",
      ),
    ).toEqual([]);
    expect(
      await errors(
        'app/components/typed/gift-card-form.tsx',
        "import { type Split } from './payment-form.tsx';\nexport const GiftCards = (split: Split) => split;\n",
      ),
    ).toEqual([]);
    expect(
      await errors(
        'app/components/typed/gift-card-form.tsx',
        "export const GiftCards = () => import('./payment-form.tsx');\n",
      ),
    ).toEqual([]);
  });
});
