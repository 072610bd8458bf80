import { describe, expect, it } from 'vitest';
import { IDLE, sendReducer, type SendEvent, type SendState } from './send-state';

const sending: SendState = { status: 'sending', error: null, bot: false };
const failed: SendState = { status: 'failed', error: new Error('500'), bot: false };
const waiting: SendState = { status: 'waiting-online', error: null, bot: false };
const sent: SendState = { status: 'sent', error: null, bot: false };
const boom = new Error('boom');

describe('a guarded send, transition by transition', () => {
  it.each<[string, SendState, SendEvent, SendState]>([
    ['a person presses Send: it goes', IDLE, { type: 'press', verdict: 'send' }, sending],
    ['a bot presses Send: thanked, nothing sent', IDLE, { type: 'press', verdict: 'bot' }, { status: 'sent', error: null, bot: true }],
    ['offline on Send: waits for the network', IDLE, { type: 'press', verdict: 'offline' }, waiting],
    ['a second press during a send: nothing changes', sending, { type: 'press', verdict: 'busy' }, sending],
    ['pressed again after a failure: it goes again', failed, { type: 'press', verdict: 'send' }, sending],
    ['back online while waiting: it goes', waiting, { type: 'press', verdict: 'send' }, sending],
    ['the send arrives', sending, { type: 'succeeded' }, sent],
    [
      'the send fails online: the reason is kept for the message',
      sending,
      { type: 'failed', error: boom, online: true },
      { status: 'failed', error: boom, bot: false },
    ],
    ['the send fails because the network went: waits for it', sending, { type: 'failed', error: boom, online: false }, waiting],
    ['an outcome with no send under way is ignored', IDLE, { type: 'succeeded' }, IDLE],
    ['a late failure after the visitor moved on is ignored', IDLE, { type: 'failed', error: boom, online: true }, IDLE],
    ['moving on forgets a failure', failed, { type: 'reset' }, IDLE],
    ['moving on calls a waiting send off', waiting, { type: 'reset' }, IDLE],
    ['moving on never calls a send under way off', sending, { type: 'reset' }, sending],
  ])('%s', (_name, state, event, expected) => {
    expect(sendReducer(state, event)).toEqual(expected);
  });

  it('never mutates the state it is given', () => {
    const before = structuredClone(sending);
    sendReducer(sending, { type: 'failed', error: boom, online: true });
    expect(sending).toEqual(before);
  });
});
