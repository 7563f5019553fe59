// `npm run create-staff -- <email>`: the way to create the first staff account (an owner) in production.
import { randomBytes } from 'node:crypto';
import { getDataSourceToken } from '@nestjs/typeorm';
import { StaffRole } from '@ledgerleaf/contracts';
import { isEmail } from 'class-validator';
import type { DataSource } from 'typeorm';
import { DomainException } from '../common/errors/domain.exception';
import { PasswordService } from '../modules/auth/password.service';
import { User } from '../modules/users/entities/user.entity';
import { normalizeEmail } from '../modules/users/users.service';
import { CliError, runCli } from './run-cli';

const [email, firstName = 'Staff', lastName = 'Member'] = process.argv.slice(2);

runCli(async (app) => {
  if (!email || !isEmail(email)) throw new CliError('usage: npm run create-staff -- <email> [firstName] [lastName]');
  const password = process.env.STAFF_PASSWORD ?? randomBytes(12).toString('base64url');
  const passwords = app.get(PasswordService);
  try {
    passwords.assertAcceptable(password, { isAdmin: true });
  } catch (error) {
    throw error instanceof DomainException ? new CliError(`STAFF_PASSWORD: ${error.message}`) : error;
  }
  const users = app.get<DataSource>(getDataSourceToken()).getRepository(User);
  const passwordHash = await passwords.hash(password);
  const existing = await users.findOneBy({ email: normalizeEmail(email) });
  if (existing) {
    await users.update({ id: existing.id }, { isAdmin: true, staffRole: StaffRole.OWNER, staffDeactivatedAt: null, passwordHash });
    console.log(`${existing.email} is now an active staff owner; its password was reset.`);
  } else {
    await users.save(users.create({ email: normalizeEmail(email), firstName, lastName, phone: '', passwordHash, isAdmin: true, staffRole: StaffRole.OWNER }));
    console.log(`Created staff owner ${normalizeEmail(email)}.`);
  }
  if (!process.env.STAFF_PASSWORD) console.log(`Password (shown once, change it after logging in): ${password}`);
});
