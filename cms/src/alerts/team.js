// @ts-check
/**
 * The team's alert channel (ENQUIRY_ALERT_WEBHOOK_URL): a Slack or Google Chat incoming webhook,
 * or anything else that reads JSON. Slack and Google Chat read the message's `text` as markup:
 * `<!channel>` pings everyone, `<https://x|y>` is a disguised link, `*x*` is bold. What a visitor
 * typed goes into that text only through `chatText`, so it shows as the characters they typed
 * and never becomes a mention, a link or formatting; the rest of the body is plain JSON data.
 */

/** The variable naming the webhook (docs/operators.md). */
const WEBHOOK_ENV = 'ENQUIRY_ALERT_WEBHOOK_URL';

/** The longest piece of visitor text an alert carries; the entry in the admin holds the rest. */
const MAX_VISITOR_CHARS = 80;

const ENTITIES = /** @type {Record<string, string>} */ ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' });
// Zero-width space: shows nothing, but a marker (* _ ~ `) with a letter-like character before it
// is inside a word, where neither Slack nor Google Chat starts formatting; after . : / @ it breaks
// the addresses and domains both would otherwise turn into links.
const ZWSP = '\u200B';

/**
 * Bidirectional controls (embeddings, overrides, isolates, the marks): a right-to-left override
 * in a name shows the rest of the alert's line backwards ("gpj.exe" as "exe.jpg"), so a visitor
 * could make our own words say something else. They are dropped: a name in Arabic or Hebrew
 * reads the same without them.
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A visitor's text as characters in a Slack or Google Chat message: `&`, `<` and `>` escaped as
 * both ask, formatting markers and link-makers neutralised, bidirectional controls dropped,
 * control characters and line breaks flattened to spaces, and at most `max` characters (an
 * ellipsis says it was cut).
 * @param {unknown} value
 * @param {number} [max]
 * @returns {string}
 */
function chatText(value, max = MAX_VISITOR_CHARS) {
  const flat = String(value ?? '')
    .replace(BIDI_CONTROLS, '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = Array.from(flat);
  const cut = chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : flat;
  return cut
    .replace(/[&<>]/g, (c) => ENTITIES[c] ?? c)
    .replace(/[*_~`]/g, (c) => `${ZWSP}${c}`)
    .replace(/[.:/@]/g, (c) => `${c}${ZWSP}`);
}

/**
 * What a chat client shows for `text` made by chatText: the entities read back and the
 * zero-width spaces invisible. For tests and logs.
 * @param {string} text
 */
function shownAs(text) {
  return text.replaceAll(ZWSP, '').replace(/&lt;|&gt;|&amp;/g, (e) => ({ '&lt;': '<', '&gt;': '>', '&amp;': '&' })[e] ?? e);
}

/**
 * A link of ours in the message (never visitor text): Slack's and Google Chat's `<url|label>`.
 * @param {string} url
 * @param {string} label
 */
function chatLink(url, label) {
  return `<${url.replace(/[<>|\s]/g, encodeURIComponent)}|${label.replace(/[<>|&]/g, '')}>`;
}

/**
 * Post `body` to the team's webhook. Throws when it is not set, or does not answer 2xx in 10 s.
 * @param {Record<string, unknown>} body
 * @param {{ env?: Record<string, string | undefined>, fetchImpl?: typeof fetch }} [options]
 */
async function postToTeam(body, { env = process.env, fetchImpl = fetch } = {}) {
  const url = env[WEBHOOK_ENV];
  if (!url) throw new Error(`${WEBHOOK_ENV} is unset`);
  const res = await fetchImpl(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`the webhook answered ${res.status}`);
}

module.exports = { WEBHOOK_ENV, MAX_VISITOR_CHARS, chatText, chatLink, shownAs, postToTeam };
