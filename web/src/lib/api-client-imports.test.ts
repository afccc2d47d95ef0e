import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The lint rule that keeps calls in the features' api/ folders (eslint.config.js, API_CLIENT),
 * run on made-up files: a later block of the flat config that replaced it for some folder would
 * silently let components call the API again.
 */

const eslint = new ESLint();
const CALLS = "import { api } from '@/lib/api-client';\nexport const read = () => api.get<string>('/user-service/x');\n";
const ERRORS = "import { errorMessage, isApiError } from '@/lib/api-client';\nexport const say = (e: unknown) => (isApiError(e) ? errorMessage(e) : '');\n";

async function refusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').map((m) => m.message);
}

describe('who may import the API client', () => {
  it.each([
    'src/features/checkout/components/x.tsx',
    'src/features/marketing/components/deep/x.tsx',
    'src/features/checkout/hooks/use-x.ts',
    'src/components/ui/x.tsx',
    'src/app/routes/public/x.tsx',
  ])('%s may not call the API itself', async (file) => {
    expect(await refusals(file, CALLS)).toEqual([expect.stringContaining("Only a feature's api/ files call the API")]);
  });

  it.each(['src/features/checkout/api/x.ts', 'src/lib/x.ts', 'src/testing/x.ts', 'src/features/marketing/testing/x.ts'])('%s may', async (file) => {
    expect(await refusals(file, CALLS)).toEqual([]);
  });

  it('a component may still read a failure (isApiError, errorMessage)', async () => {
    expect(await refusals('src/features/checkout/components/x.tsx', ERRORS)).toEqual([]);
  });
});
