/**
 * The direct-message part of the fake Discord bot API (bot-api.ts mounts it), as Discord's REST API
 * v10 documents it:
 * - POST /users/@me/channels  `{recipient_id}` -> 200 the DM channel (`{id, type: 1, last_message_id,
 *   recipients: [user]}`), the same channel for the same recipient; 400 `{code: 50035}` without a
 *   snowflake `recipient_id`.
 * - POST /channels/{channel.id}/messages to a DM channel is bot-api.ts' message create; a recipient
 *   who closed their DMs (`closeDms`) makes it 403 `{code: 50007, message: 'Cannot send messages to this user'}`.
 */

interface FakeDmChannel {
  id: string;
  type: 1;
  last_message_id: string | null;
  flags: number;
  recipients: { id: string; username: string; discriminator: string; global_name: string | null; avatar: string | null }[];
}

export interface FakeDms {
  /** The DM channel opened with each recipient, by the recipient's id. */
  channels: Map<string, FakeDmChannel>;
  /** The recipient of a DM channel, or undefined for another channel. */
  recipientOf(channelId: string): string | undefined;
  /** The recipient does not take DMs from the bot (messages to them are refused, 403 50007). */
  closeDms(recipientId: string): void;
  /** An answer for a DM call, or null for any other call (bot-api.ts goes on). */
  route(method: string, path: string, body: Record<string, unknown>): { status: number; body: unknown } | null;
}

export function fakeDms(): FakeDms {
  const channels = new Map<string, FakeDmChannel>();
  const closed = new Set<string>();
  let nextId = 1_190_000_000_000_000_000n;
  const recipientOf = (channelId: string) => [...channels].find(([, c]) => c.id === channelId)?.[0];
  return {
    channels,
    recipientOf,
    closeDms: (recipientId) => void closed.add(recipientId),
    route(method, path, body) {
      if (method === 'POST' && path === '/users/@me/channels') {
        const recipient = body.recipient_id;
        if (typeof recipient !== 'string' || !/^\d{15,21}$/.test(recipient)) {
          return { status: 400, body: { message: 'Invalid Form Body', code: 50035, errors: { recipient_id: { _errors: [{ code: 'NUMBER_TYPE_COERCE' }] } } } };
        }
        let channel = channels.get(recipient);
        if (!channel) {
          channel = {
            id: String(nextId++),
            type: 1,
            last_message_id: null,
            flags: 0,
            recipients: [{ id: recipient, username: `user${recipient.slice(-4)}`, discriminator: '0', global_name: null, avatar: null }],
          };
          channels.set(recipient, channel);
        }
        return { status: 200, body: channel };
      }
      const message = /^\/channels\/(\d+)\/messages$/.exec(path);
      if (method === 'POST' && message) {
        const recipient = recipientOf(message[1]!);
        if (recipient && closed.has(recipient)) return { status: 403, body: { message: 'Cannot send messages to this user', code: 50007 } };
      }
      return null;
    },
  };
}
