import { useCallback, useEffect, useReducer, useRef } from 'react';
import { submitVerdict, type SubmitFacts } from '../../../lib/submission/guard';
import { IDLE, sendReducer, type SendState } from '../../../lib/submission/send-state';

export interface GuardedSendOptions {
  /** What the form knows at the press: its honeypot, when the visitor started, the least time a person needs. */
  facts: () => Pick<SubmitFacts, 'honeypot' | 'startedAt' | 'minFillMs'>;
  /** The send itself; rejects when it failed. */
  send: () => Promise<void>;
  /** After a send went out, or a bot was thanked (`bot`) without one. */
  onSent?: (bot: boolean) => void;
}

export interface GuardedSend {
  state: SendState;
  /** Send, unless the guard says otherwise (lib/submission/guard.ts). */
  press: () => Promise<void>;
  /** The visitor moved on: forget a failure or a wait for the network (never a send under way). */
  reset: () => void;
}

/**
 * The forms' one way to send (the wizard's Send, the newsletter's Subscribe): guard, send, wait
 * for the network and go once by itself when it returns, and never send twice (a second press,
 * or the `online` event during a send, finds the first one under way). The transitions are
 * lib/submission/send-state.ts; this hook only wires them to the browser.
 */
export function useGuardedSend(options: GuardedSendOptions): GuardedSend {
  const [state, dispatch] = useReducer(sendReducer, IDLE);
  /** Set synchronously on a press, so a second click in the same frame finds it. */
  const inFlight = useRef(false);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const press = useCallback(async () => {
    const { facts, send, onSent } = latest.current;
    const verdict = submitVerdict({ ...facts(), now: Date.now(), online: window.navigator.onLine, inFlight: inFlight.current });
    dispatch({ type: 'press', verdict });
    if (verdict === 'bot') onSent?.(true);
    if (verdict !== 'send') return;
    inFlight.current = true;
    try {
      await send();
      inFlight.current = false;
      dispatch({ type: 'succeeded' });
      latest.current.onSent?.(false);
    } catch (error) {
      inFlight.current = false;
      dispatch({ type: 'failed', error, online: window.navigator.onLine });
    }
  }, []);

  useEffect(() => {
    if (state.status !== 'waiting-online') return;
    const onOnline = () => void press();
    window.addEventListener('online', onOnline, { once: true });
    return () => window.removeEventListener('online', onOnline);
  }, [state.status, press]);

  const reset = useCallback(() => dispatch({ type: 'reset' }), []);
  return { state, press, reset };
}
