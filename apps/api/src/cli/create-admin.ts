import { parseArgs } from 'node:util';
import { runCommand, UsageError, withCommandDatabase } from './cli-support.js';
import { loadConfig } from '../config.js';
import {
  StaffAccountError,
  checkStaffInput,
  createOrPromoteStaff,
  type StaffAccountResult,
} from '../accounts/index.js';

const USAGE = `Usage: npm run create-admin -- --email someone@example.cd [--password ...] [--first-name ...] [--last-name ...]
       [--totp-secret BASE32]

Creates a staff account, or makes an existing account staff. The password comes from --password, else from
the ADMIN_PASSWORD environment variable (which keeps it out of the shell history), else a strong one is
generated and printed once. An existing account keeps its password unless one is given.
Staff sign in with a one-time code as well (TOTP: 6 digits every 30 seconds, from an authenticator app). An
account without one gets a new secret, printed once with its otpauth:// URL and ten recovery codes; --totp-secret
sets the one given instead (Base32, 26 characters or more), so that scripts and tests can compute the codes.
The database is the server's: DATABASE_URL, else the embedded one in DATA_DIR (the server must be stopped).`;

function readArgs() {
  try {
    const { values } = parseArgs({
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        'totp-secret': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    });
    return values;
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
}

function report(result: StaffAccountResult): string[] {
  const lines = {
    created: [`Created the staff account ${result.email}.`],
    promoted: [`${result.email} is now staff.`],
    'already-staff': [`${result.email} was already staff.`],
  }[result.action];
  if (result.passwordChanged) lines.push('Its password was changed to the one given.');
  if (result.generatedPassword) {
    lines.push(`Its password, shown only this once: ${result.generatedPassword}`);
  }
  if (result.otp) {
    lines.push(
      `Its one-time-code secret (add it to an authenticator app): ${result.otp.secret}`,
      `otpauth URL: ${result.otp.otpauthUrl}`,
      `Recovery codes, each usable once in place of a code, shown only this once: ${result.otp.recoveryCodes.join(' ')}`,
    );
  } else {
    lines.push('Its one-time code was already set up and is kept.');
  }
  return lines;
}

async function main(): Promise<void> {
  const args = readArgs();
  if (args.help) {
    console.log(USAGE);
    return;
  }
  if (!args.email) throw new UsageError('--email is required.');
  const config = loadConfig();
  const input = {
    email: args.email,
    password: args.password ?? config.ADMIN_PASSWORD,
    firstName: args['first-name'],
    lastName: args['last-name'],
    totpSecret: args['totp-secret'],
  };
  checkStaffInput(input); // before touching the database, so that a typo fails at once
  const result = await withCommandDatabase(config, 'create-admin', ({ db }) => createOrPromoteStaff(db, input));
  for (const line of report(result)) console.log(line);
}

runCommand(main, USAGE, [StaffAccountError]);
