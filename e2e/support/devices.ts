import { devices } from '@playwright/test';

/**
 * A real phone, not a narrow desktop window: a mobile viewport (the meta viewport is honoured and
 * a page wider than the screen is shown zoomed out), touch and a phone's pixel density.
 * A mid-range Android phone, since Playwright's iPhones are WebKit and only Chromium runs here.
 */
export function phone(width = 390, height = 844) {
  return {
    ...devices['Pixel 5'],
    viewport: { width, height },
    screen: { width, height },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  };
}

/**
 * The tag of a test whose every check is the same on any screen: what a form sends, what a page
 * says, where a link leads. It runs once, on the phone (playwright.config.ts leaves it out of the
 * desktop project); a test that measures or depends on the layout runs on both and has no tag.
 */
export const ANY_SCREEN = '@any-screen';

/** Tests of CI's every-URL sweep: only the sweep-* projects run them (playwright.config.ts). */
export const SWEEP = '@sweep';

/**
 * The lock of the specs that mostly wait (a held response, a slowed processor or network): no two
 * of their tests run at once (Playwright's test locks), so while one worker waits in one, the other
 * runs a test that keeps the processor busy. Two workers waiting together left the two cores half
 * idle.
 */
export const WAIT_BOUND = 'wait-bound';
