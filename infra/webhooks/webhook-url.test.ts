import { describe, expect, it } from 'vitest';
import { forbiddenAddressReason } from './address-policy.ts';
import { parseWebhookUrl, resolveWebhookTarget } from './webhook-url.ts';

describe('forbiddenAddressReason', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['0.0.0.0', 'unspecified'],
    ['::1', 'loopback'],
    ['fd00:ec2::254', 'unique local (ULA)'],
    ['fe80::1', 'link-local'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:a9fe:a9fe', 'link-local (cloud metadata)'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['2002:c0a8:0101::1', 'private'],
    ['example.com', 'not an IP address'],
  ])('refuses %s (%s)', (address, reason) => {
    expect(forbiddenAddressReason(address)).toBe(reason);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('accepts the public address %s', (address) => {
    expect(forbiddenAddressReason(address)).toBeNull();
  });
});

describe('parseWebhookUrl', () => {
  it('accepts an HTTPS URL and refuses the rest with a reason', () => {
    expect(parseWebhookUrl('https://hooks.example.com/regintel?x=1').ok).toBe(true);
    expect(parseWebhookUrl('http://hooks.example.com/')).toEqual({ ok: false, reason: 'must use HTTPS (https://…)' });
    expect(parseWebhookUrl('not a url')).toEqual({ ok: false, reason: 'is not a valid URL' });
    expect(parseWebhookUrl('https://user:pw@hooks.example.com/')).toEqual({ ok: false, reason: 'must not carry credentials' });
    expect(parseWebhookUrl(`https://example.com/${'a'.repeat(2100)}`).ok).toBe(false);
  });
});

describe('resolveWebhookTarget', () => {
  const table = (map: Record<string, string[]>) => async (host: string) => {
    const found = map[host];
    if (!found) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    return found;
  };

  it('refuses a name when any of its addresses is not public, unless the host is allowed', async () => {
    const resolve = table({ 'mixed.test': ['93.184.216.34', '10.1.2.3'], 'public.test': ['93.184.216.34'], 'meta.test': ['169.254.169.254'] });
    expect(await resolveWebhookTarget(new URL('https://mixed.test/'), { resolve, allowedHosts: [] })).toMatchObject({ ok: false, code: 'forbidden' });
    expect(await resolveWebhookTarget(new URL('https://meta.test/'), { resolve, allowedHosts: [] })).toMatchObject({ ok: false, reason: expect.stringContaining('169.254.169.254') });
    expect(await resolveWebhookTarget(new URL('https://public.test/'), { resolve, allowedHosts: [] })).toEqual({ ok: true, address: '93.184.216.34', family: 4 });
    expect(await resolveWebhookTarget(new URL('https://mixed.test/'), { resolve, allowedHosts: ['mixed.test'] })).toMatchObject({ ok: true });
    expect(await resolveWebhookTarget(new URL('https://nowhere.test/'), { resolve, allowedHosts: [] })).toMatchObject({ ok: false, code: 'unresolvable' });
    expect(await resolveWebhookTarget(new URL('https://[::1]:8443/'), { resolve, allowedHosts: [] })).toMatchObject({ ok: false, code: 'forbidden' });
  });
});
