import { describe, expect, it } from 'vitest';
import { checkServerForm, emptyServerForm, serverBody } from './server-form.ts';

const valid = { ...emptyServerForm, name: 'Chicago 1', ipport: '203.0.113.7:27015', rconPassword: 'abc123' };

describe('the server form', () => {
  it('accepts a complete server and builds the api body', () => {
    expect(checkServerForm(valid, false)).toEqual({});
    expect(serverBody({ ...valid, priority: '5' }, false)).toEqual({
      name: 'Chicago 1',
      ipport: '203.0.113.7:27015',
      region: 'na',
      priority: 5,
      enabled: true,
      rconPassword: 'abc123',
    });
  });

  it('names each bad field', () => {
    const errors = checkServerForm({ ...valid, name: ' ', ipport: '203.0.113.7', rconPassword: 'a b', priority: 'x' }, false);
    expect(Object.keys(errors).sort()).toEqual(['ipport', 'name', 'priority', 'rconPassword']);
    expect(checkServerForm({ ...valid, ipport: 'host:70000' }, false).ipport).toBeDefined();
    expect(checkServerForm({ ...valid, rconPassword: 'semi;colon' }, false).rconPassword).toBeDefined();
    expect(checkServerForm({ ...valid, priority: '' }, false).priority).toBeDefined();
    expect(checkServerForm({ ...valid, priority: '1001' }, false).priority).toBeDefined();
    expect(checkServerForm({ ...valid, region: '' }, true).region).toBeDefined();
  });

  it('keeps the stored RCON password when editing with the field left empty', () => {
    expect(checkServerForm({ ...valid, rconPassword: '' }, true)).toEqual({});
    expect(checkServerForm({ ...valid, rconPassword: '' }, false).rconPassword).toBeDefined();
    expect(serverBody({ ...valid, rconPassword: '' }, true)).not.toHaveProperty('rconPassword');
  });
});
