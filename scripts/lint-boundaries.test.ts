// The import boundaries in eslint.config.js really fire: a feature importing another feature and a server
// module importing another module's repository are lint errors; the allowed imports are not.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

// No trailing slash: the TypeScript resolver does not find the `@/` alias from a cwd that ends in one.
const root = resolve(import.meta.dirname, '..');

// The repository's config, without type information (the fixtures are lint-only texts, not files on disk).
const eslint = new ESLint({
  cwd: root,
  overrideConfig: [tseslint.configs.disableTypeChecked],
});

async function boundaryErrors(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) });
  return result!.messages
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
    .map((m) => ({ severity: m.severity, message: m.message }));
}

describe('import boundaries', () => {
  it('a feature may not import another feature', async () => {
    const errors = await boundaryErrors(
      "import { FaqBoard } from '@/features/faq/components/faq-board';\nexport const x = FaqBoard;\n",
      'apps/web/src/features/notices/lint-fixture.tsx',
    );
    expect(errors).toEqual([
      { severity: 2, message: expect.stringContaining('features/notices may not import another feature') },
    ]);
  });

  it('a feature may import itself, components and lib', async () => {
    const errors = await boundaryErrors(
      [
        "import { NoticeBoard } from './components/notice-board';",
        "import { Button } from '@/components/ui/button';",
        "import { getData } from '@/lib/http';",
        'export const x = [NoticeBoard, Button, getData];',
        '',
      ].join('\n'),
      'apps/web/src/features/notices/lint-fixture.tsx',
    );
    expect(errors).toEqual([]);
  });

  it("a server module may not import another module's repository", async () => {
    const errors = await boundaryErrors(
      "import { findAuction } from '../auctions/auctions.repository';\nexport const x = findAuction;\n",
      'apps/server/src/modules/reviews/lint-fixture.ts',
    );
    expect(errors).toEqual([
      {
        severity: 2,
        message: expect.stringContaining("modules/reviews may not import another module's repository"),
      },
    ]);
  });

  it('a server module may import its own repository and another module’s service', async () => {
    const errors = await boundaryErrors(
      [
        "import { findReview } from './reviews.repository';",
        "import { auctionsService } from '../auctions/auctions.service';",
        'export const x = [findReview, auctionsService];',
        '',
      ].join('\n'),
      'apps/server/src/modules/reviews/lint-fixture.ts',
    );
    expect(errors).toEqual([]);
  });
});
