/** The width jsdom's matchMedia answers for (jest/setup.ts); wide unless a test narrows it. */
const WIDE = 1280;
let width = WIDE;

export const viewportWidth = () => width;

export function setViewportWidth(next: number): void {
  width = next;
}

export function resetViewport(): void {
  width = WIDE;
}
