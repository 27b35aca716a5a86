import type { ApiKeyService } from '../../api/platform/api-keys.ts';
import { TENANT_ID_PATTERN } from '../../api/platform/api-keys.ts';
import { PLAN_TIERS, type PlanTier } from '../../api/platform/tiers.ts';

export interface KeysCommandOptions {
  action: string | undefined;
  argument: string | undefined;
  tenant: string | undefined;
  tier: string | undefined;
  test: boolean;
  json: boolean;
  out: NodeJS.WritableStream;
  err: NodeJS.WritableStream;
}

const USAGE = `Usage:
  regintel keys create --tenant <id> --tier free|starter|pro|enterprise [--test] [--json]
  regintel keys list [--tenant <id>] [--json]
  regintel keys revoke <key-prefix>`;

/**
 * `regintel keys …`: issues, lists and revokes API keys. A new key is printed once and only its
 * hash is stored. Changes take effect at once on a running server (it reads the store per request).
 */
export async function keysCommand(apiKeys: ApiKeyService, options: KeysCommandOptions): Promise<number> {
  const { out, err } = options;
  switch (options.action) {
    case 'create': {
      if (!options.tenant || !TENANT_ID_PATTERN.test(options.tenant)) {
        err.write(`--tenant is required: letters, digits, '-' and '_', at most 64 characters.\n${USAGE}\n`);
        return 2;
      }
      if (!options.tier || !(PLAN_TIERS as readonly string[]).includes(options.tier)) {
        err.write(`--tier must be one of ${PLAN_TIERS.join(', ')}.\n${USAGE}\n`);
        return 2;
      }
      const created = await apiKeys.create({ tenantId: options.tenant, tier: options.tier as PlanTier, test: options.test });
      if (options.json) out.write(`${JSON.stringify({ key: created.key, tenant: created.tenant.id, tier: created.tenant.tier })}\n`);
      else {
        out.write(
          `Created a ${options.test ? 'test' : 'live'} key for tenant ${created.tenant.id} (${created.tenant.tier}):\n\n  ${created.key}\n\n` +
            `Store it now: it is not shown again. Its public prefix is ${created.record.prefix}.\n`,
        );
      }
      return 0;
    }
    case 'list': {
      const keys = await apiKeys.list(options.tenant);
      if (options.json) {
        out.write(`${JSON.stringify(keys, null, 2)}\n`);
        return 0;
      }
      if (keys.length === 0) out.write('No keys.\n');
      for (const key of keys) {
        out.write(`${key.prefix}…  tenant ${key.tenantId}  ${key.tier ?? '?'}  ${key.test ? 'test' : 'live'}  created ${key.createdAt}${key.revoked ? `  REVOKED ${key.revokedAt ?? ''}` : ''}\n`);
      }
      return 0;
    }
    case 'revoke': {
      if (!options.argument) {
        err.write(`Give the key's prefix (as shown by keys list) or the key itself.\n${USAGE}\n`);
        return 2;
      }
      const revoked = await apiKeys.revoke(options.argument);
      if (!revoked) {
        err.write(`No key with prefix ${options.argument.slice(0, 16)}.\n`);
        return 1;
      }
      out.write(options.json ? `${JSON.stringify(revoked)}\n` : `Revoked ${revoked.prefix}… of tenant ${revoked.tenantId}.\n`);
      return 0;
    }
    default:
      err.write(`${USAGE}\n`);
      return 2;
  }
}
