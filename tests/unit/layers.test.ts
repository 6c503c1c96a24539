import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The dependency rules (docs/decisions.md, "Layers") run as the project's own lint runs them
 * (eslint.config.js), on snippets placed where a file of each layer would be.
 */
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

/** The layer errors of a snippet at a path: each as `line: message`. */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter((message) => message.ruleId === 'house/layers')
    .map((message) => `${message.severity === 2 ? 'error' : 'warning'} ${message.line}: ${message.message}`);
}

// Each check runs ESLint with the project's rules: a limit for a loaded machine, not a time check.
describe('the dependency rules refuse', { timeout: 60_000 }, () => {
  it('an engine file importing a resource, a screen, the start-up or the demo', async () => {
    expect(
      await layerErrors(
        'src/registry/broken.ts',
        [
          "import { seedBrands } from '../resources/brands/demoSeed';",
          "import { ResourceList } from '../resources/shared/ui/ResourceList';",
          "import { AppLayout } from '../layout/AppLayout';",
          "import { firstPaint } from '../startup/firstPaint';",
          "import type { ResourceDemo } from '../demo/kit/types';",
        ].join('\n'),
      ),
    ).toEqual([
      'error 1: ../resources/brands/demoSeed: the engine (api, providers, config, registry) knows no screen and no resource',
      'error 2: ../resources/shared/ui/ResourceList: the engine (api, providers, config, registry) knows no screen and no resource',
      'error 3: ../layout/AppLayout: the engine (api, providers, config, registry) knows no screen and no resource',
      'error 4: ../startup/firstPaint: the engine (api, providers, config, registry) knows no screen and no resource',
      'error 5: ../demo/kit/types: the engine knows no demo: the demo kit fills in what it names (DemoModules)',
    ]);
  });

  it('the shell importing a resource, shared resource parts, the list of resources or the start-up', async () => {
    expect(
      await layerErrors(
        'src/layout/Broken.tsx',
        [
          "import brands from '../resources/brands';",
          "import { MoneyText } from '../resources/shared/ui/MoneyText';",
          "import { resources } from '../resources';",
          "import { firstPaint } from '../startup/firstPaint';",
          "import { App } from '../App';",
        ].join('\n'),
      ),
    ).toEqual([
      'error 1: ../resources/brands: the shell knows no resource: it gets what it needs from the registry, passed in',
      'error 2: ../resources/shared/ui/MoneyText: the shell knows no resource: it gets what it needs from the registry, passed in',
      'error 3: ../resources: the shell knows no resource: it gets what it needs from the registry, passed in',
      'error 4: ../startup/firstPaint: the shell does not reach into the start-up: it is given what it needs (props)',
      'error 5: ../App: the shell does not reach into the start-up: it is given what it needs (props)',
    ]);
  });

  it('the demo importing a screen, the shell or a resource folder', async () => {
    expect(
      await layerErrors(
        'src/demo/broken.ts',
        [
          "import BrandList from '../resources/brands/BrandList';",
          "import { signInPage } from '../auth/LoginPage';",
          "import { seedSuppliers } from '../resources/suppliers/demoSeed';",
        ].join('\n'),
      ),
    ).toEqual([
      'error 1: ../resources/brands/BrandList: the demo knows no screen and no resource folder: it gets the resources from the registry',
      'error 2: ../auth/LoginPage: the demo knows no screen and no resource folder: it gets the resources from the registry',
      'error 3: ../resources/suppliers/demoSeed: the demo knows no screen and no resource folder: it gets the resources from the registry',
    ]);
  });

  it('one resource folder importing another, for types and on demand too', async () => {
    expect(
      await layerErrors(
        'src/resources/orders/broken.ts',
        [
          "import { seedSuppliers } from '../suppliers/demoSeed';",
          "import type { BrandRecord } from '../brands/brandData';",
          "export { seedGroceries } from '../groceries/demoSeed';",
          "const list = () => import('../brands/BrandList');",
          "type Seed = typeof import('../units/demoSeed');",
        ].join('\n'),
      ),
    ).toEqual([
      'error 1: ../suppliers/demoSeed: resource folders use resources/shared, the engine and the registry, not each other ("suppliers")',
      'error 2: ../brands/brandData: resource folders use resources/shared, the engine and the registry, not each other ("brands")',
      'error 3: ../groceries/demoSeed: resource folders use resources/shared, the engine and the registry, not each other ("groceries")',
      'error 4: ../brands/BrandList: resource folders use resources/shared, the engine and the registry, not each other ("brands")',
      'error 5: ../units/demoSeed: resource folders use resources/shared, the engine and the registry, not each other ("units")',
    ]);
  });

  it('resources/shared importing a resource', async () => {
    expect(
      await layerErrors(
        'src/resources/shared/ui/broken.ts',
        "import { bankData } from '../../banks/bankData';",
      ),
    ).toEqual([
      'error 1: ../../banks/bankData: resources/shared serves every resource and knows none of them',
    ]);
  });
});

describe('the dependency rules allow', () => {
  it('a resource folder its own files, resources/shared, the engine, the registry and the demo kit', async () => {
    expect(
      await layerErrors(
        'src/resources/orders/allowed.ts',
        [
          "import { ORDER_DETAIL_PATH } from './orderData';",
          "import { round2 } from '../shared/domain/finance/money';",
          "import { defineResource } from '../../registry/definition';",
          "import { createHttpClient } from '../../api/httpClient';",
          "import type { DemoWorld } from '../../demo/kit/types';",
          "const screen = () => import('./OrderShow');",
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('the engine, the shell and the demo what they stand on', async () => {
    expect(
      await layerErrors(
        'src/registry/allowed.ts',
        "import { parseConfig } from '../config/parse';\nimport { listKey } from '../providers/queryKeys';",
      ),
    ).toEqual([]);
    expect(
      await layerErrors(
        'src/layout/Allowed.tsx',
        "import type { Registry } from '../registry/registry';\nimport { readSession } from '../api/session';",
      ),
    ).toEqual([]);
    expect(
      await layerErrors(
        'src/demo/allowed.ts',
        "import { loadDescription } from '../registry/definition';\nimport { createRandom } from './kit/random';",
      ),
    ).toEqual([]);
  });

  it('tests to reach across the layers', async () => {
    expect(
      await layerErrors(
        'src/resources/orders/orders.test.ts',
        "import { seedSuppliers } from '../suppliers/demoSeed';",
      ),
    ).toEqual([]);
  });
});
