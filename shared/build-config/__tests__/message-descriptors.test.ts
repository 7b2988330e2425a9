/**
 * @jest-environment node
 */
// A production build drops the descriptions of the message descriptors, and the host's default messages too
// (message-descriptors.cjs); it refuses a message the app's English catalogues do not have. Run through FormatJS's
// own transform, in Node (it is an ES module).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const buildConfig = join(__dirname, '..');
const host = join(buildConfig, '..', '..', 'host');

/** What the production build makes of `code` (a file of the host), or the error it fails with. */
function build(code: string, removeDefaultMessage = true): string {
  const script = `
    const { descriptorOptions } = require(${JSON.stringify(join(buildConfig, 'message-descriptors.cjs'))});
    const { transform } = require(require.resolve('@formatjs/unplugin/transform', { paths: [${JSON.stringify(buildConfig)}] }));
    try {
      process.stdout.write(transform(process.env.CODE, 'src/example.tsx', descriptorOptions([${JSON.stringify(host)}], { removeDefaultMessage: ${removeDefaultMessage} })).code);
    } catch (error) {
      process.stdout.write('ERROR ' + error.message);
    }`;
  return execFileSync(process.execPath, ['-e', script], { env: { ...process.env, CODE: code }, encoding: 'utf8' });
}

describe('message descriptors in a production build', () => {
  const sample = `
      import { defineMessages, FormattedMessage } from 'react-intl';
      const messages = defineMessages({
        skip: { id: 'host.ShellLayout.skip', defaultMessage: 'Skip to main content', description: 'Skip link' },
        country: { id: 'address.form.country', defaultMessage: 'Country or region', description: 'Common catalogue' },
      });
      export const Title = () => <FormattedMessage id="host.login.dialogTitle" defaultMessage="Sign in or register" description="Dialog name" />;
    `;

  it('keep their ids only in the host: no description, no default message', () => {
    const out = build(sample);
    expect(out).toContain('id: "host.ShellLayout.skip"');
    expect(out).toContain('id: "address.form.country"');
    expect(out).toContain('id="host.login.dialogTitle"');
    expect(out).not.toMatch(/description|defaultMessage|Skip to main content|Sign in or register/);
  });

  it('keep the default message in a remote (a new common text shows in English before the host has it)', () => {
    const out = build(sample, false);
    expect(out).toContain("defaultMessage: 'Skip to main content'");
    expect(out).toContain('defaultMessage="Sign in or register"');
    expect(out).not.toMatch(/description|Skip link|Dialog name/);
  });

  it('fail on an id no English catalogue of the app has', () => {
    const out = build(`
      import { defineMessages } from 'react-intl';
      export const messages = defineMessages({ x: { id: 'host.nowhere.toBeFound', defaultMessage: 'Lost' } });
    `);
    expect(out).toMatch(/^ERROR .*host\.nowhere\.toBeFound is in no English catalogue/);
  });

  it('fail on a message without an id', () => {
    const out = build(`
      import { defineMessages } from 'react-intl';
      export const messages = defineMessages({ x: { defaultMessage: 'Anonymous' } });
    `);
    expect(out).toMatch(/^ERROR .*"Anonymous" has no id/);
  });
});
