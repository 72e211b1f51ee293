// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as shared from '@talent/shared';

/** docs/decisions/018: every message is shown by its key, never found by its English text. */
describe('the web app’s messages', () => {
  it('have no lookup by English text left: the catalogue offers none, and no source of the app builds one', () => {
    expect('matchMessage' in shared).toBe(false);
    expect('messageKeyOf' in shared).toBe(false);
    const sources = fileURLToPath(new URL('../src/', import.meta.url));
    const lookups = readdirSync(sources, { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.tsx?$/.test(name) && !name.startsWith(join('i18n', 'locales')))
      .filter((name) =>
        /matchMessage|messageKeyOf|Object\.(entries|values|keys)\(MSG\)|MSG\[/.test(
          readFileSync(join(sources, name), 'utf8'),
        ),
      );
    expect(lookups).toEqual([]);
  });
});
