import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { instanceSecrets } from '../../../db/forms-schema.ts';

/**
 * A secret of this installation, the same in every process: made by whichever process asks first (the insert
 * does nothing when another got there before), then read. An operator who sets the secret in the environment
 * (FORMS_SECRET) never gets here.
 */
export async function instanceSecret(db: Db, name: string): Promise<Buffer> {
  await db
    .insert(instanceSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(instanceSecrets).where(eq(instanceSecrets.name, name));
  if (!row) throw new Error(`instance secret ${name} was not stored`);
  return Buffer.from(row.value, 'base64url');
}
