// A module file, so that this augments React's types rather than replacing them.
export {};

// The platform's invoker commands (a button that opens or closes a dialog with no script), which
// React passes through as written but its types do not list yet.
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the parameter of the interface it augments
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover';
  }
}
