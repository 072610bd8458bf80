import type { SubmitVerdict } from './guard';

/**
 * What a form's Send has come to, shared by the enquiry wizard and the newsletter sign-up:
 * - idle: nothing pressed yet, or the visitor moved on (an edit, another step);
 * - sending: one send under way (a second press is ignored: lib/submission/guard.ts says busy);
 * - sent: it went out, or a bot was thanked without a send (`bot`);
 * - waiting-online: offline on Send, or the send failed because the network went; it goes once,
 *   by itself, when the browser is back online;
 * - failed: it failed online; the visitor keeps what they typed and is told why (`error`).
 */
export type SendStatus = 'idle' | 'sending' | 'sent' | 'waiting-online' | 'failed';

export interface SendState {
  status: SendStatus;
  /** Why the last send failed (status failed), for the form's message. */
  error: unknown;
  /** The thank-you was for a bot: nothing was sent. */
  bot: boolean;
}

export type SendEvent =
  | { type: 'press'; verdict: SubmitVerdict }
  | { type: 'succeeded' }
  | { type: 'failed'; error: unknown; online: boolean }
  | { type: 'reset' };

export const IDLE: SendState = { status: 'idle', error: null, bot: false };

const afterPress: Record<Exclude<SubmitVerdict, 'busy'>, SendState> = {
  bot: { status: 'sent', error: null, bot: true },
  offline: { status: 'waiting-online', error: null, bot: false },
  send: { status: 'sending', error: null, bot: false },
};

/** The one state machine of a guarded send: pure, so every transition is a unit test. */
export function sendReducer(state: SendState, event: SendEvent): SendState {
  switch (event.type) {
    case 'press':
      // A press during a send changes nothing (the guard's busy).
      return event.verdict === 'busy' ? state : afterPress[event.verdict];
    case 'succeeded':
      return state.status === 'sending' ? { status: 'sent', error: null, bot: false } : state;
    case 'failed':
      if (state.status !== 'sending') return state;
      return event.online ? { status: 'failed', error: event.error, bot: false } : { status: 'waiting-online', error: null, bot: false };
    case 'reset':
      // A send under way is not called off by an edit: its outcome still arrives.
      return state.status === 'sending' ? state : IDLE;
  }
}
