import type { IncomingMessage } from 'node:http';
import { loopbackServer } from './oidc';

/** A sendMessage call as the peer received it. */
export type SentMessage = {
  chat_id: string;
  text: string;
  reply_markup?: { inline_keyboard: { text: string; url?: string }[][] };
};

/**
 * Telegram's Bot API on loopback, as far as Birr speaks it: `POST /bot<token>/<method>` with a
 * JSON body, answered `{ok: true, result}` or `{ok: false, error_code, description}`. It records
 * every sendMessage and setWebhook; a chat marked with `block(chatId)` is answered as Telegram
 * answers a person who blocked the bot (403 "Forbidden: bot was blocked by the user"). A wrong
 * token is answered 401 "Unauthorized", as Telegram does.
 */
export async function startTelegramPeer(token = `123456:${'A'.repeat(35)}`) {
  const { server, issuer: apiUrl, close } = await loopbackServer();
  const sent: SentMessage[] = [];
  const webhooks: Record<string, unknown>[] = [];
  const blocked = new Set<string>();
  let messageId = 0;

  server.on('request', async (req: IncomingMessage, res) => {
    const answer = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !match) return answer(404, { ok: false, error_code: 404, description: 'Not Found' });
    if (match[1] !== token) return answer(401, { ok: false, error_code: 401, description: 'Unauthorized' });
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
    switch (match[2]) {
      case 'sendMessage': {
        const chat = String(body.chat_id);
        if (blocked.has(chat)) return answer(403, { ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' });
        if (typeof body.text !== 'string' || !body.text) return answer(400, { ok: false, error_code: 400, description: 'Bad Request: message text is empty' });
        sent.push({ ...(body as Omit<SentMessage, 'chat_id'>), chat_id: chat });
        return answer(200, { ok: true, result: { message_id: ++messageId, chat: { id: Number(chat), type: 'private' }, date: Math.floor(Date.now() / 1000), text: body.text } });
      }
      case 'setWebhook':
        webhooks.push(body);
        return answer(200, { ok: true, result: true, description: 'Webhook was set' });
      default:
        return answer(404, { ok: false, error_code: 404, description: 'Not Found: method not found' });
    }
  });

  return {
    apiUrl,
    token,
    sent,
    webhooks,
    /** Messages sent to one chat. */
    to: (chatId: string | number) => sent.filter((m) => m.chat_id === String(chatId)),
    /** From now on this chat has blocked the bot. */
    block: (chatId: string | number) => blocked.add(String(chatId)),
    close,
  };
}
