import type { ContactLink } from '../../../lib/contact/contact';

/** Under step 5 when the send waits for the network or failed: why, and a number to call. */
export function SendError({ message, phone }: { message: string; phone: ContactLink }) {
  return (
    <div role="alert" className="mt-6 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800" data-testid="send-error">
      <p className="font-medium">{message}</p>
      <a href={phone.href} className="mt-2 inline-flex min-h-[44px] items-center font-semibold underline">
        Call {phone.display}
      </a>
    </div>
  );
}
