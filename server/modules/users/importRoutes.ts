// The user import's routes (spec 02 §7.5): TemplateDownload, Uploader,
// ImportPreview, ImportData and ExportExceptionData under /api/permission/Users,
// behind the user screen's import button. The users are created by the user
// service after the user form's rules, all in one transaction, each whole or
// not at all.
import type { FastifyInstance } from 'fastify';
import type { Kiln } from '../../context';
import { hashPasswordDigest, passwordDigest } from '../../auth/passwords';
import { importRoutes } from '../../imports/routes';
import type { ImportContext, RowOutcome } from '../../imports/columns';
import { initialPasswordOf, UserService } from './service';
import { resolveUsers, saveImportedUsers, userImportColumns, type UserImportRecord } from './importUsers';

export const userFormId = 'permission.user.form';

interface PreparedUser extends UserImportRecord {
  /** The initial password's hash, made once for the whole import (argon2 is slow on purpose). */
  passwordHash: string;
}

/** The initial password's hash, chosen as the service chooses it. */
async function initialPasswordHash(kiln: Kiln): Promise<string> {
  return hashPasswordDigest(passwordDigest(initialPasswordOf(await kiln.sysConfig.get())));
}

export async function userImportRoutes(app: FastifyInstance, kiln: Kiln): Promise<void> {
  const users = new UserService(kiln);
  const form = kiln.pages.compiledForm(userFormId);
  await importRoutes<PreparedUser>(app, kiln, {
    path: '/api/permission/Users',
    tag: 'users',
    module: 'permission.user',
    noun: 'users',
    fileName: 'userImport.fileName',
    columns: userImportColumns,
    resolve: async (rows, context: ImportContext): Promise<RowOutcome<PreparedUser>[]> => {
      const outcomes = await resolveUsers(kiln.db, form, rows, context);
      if (!outcomes.some((outcome) => 'record' in outcome)) return outcomes as RowOutcome<PreparedUser>[];
      const passwordHash = await initialPasswordHash(kiln);
      return outcomes.map((outcome) => ('record' in outcome ? { record: { ...outcome.record, passwordHash } } : outcome));
    },
    saveAll: (records, context) => saveImportedUsers(users, records, context),
  });
}
