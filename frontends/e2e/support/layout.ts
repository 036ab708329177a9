import type { Page } from 'playwright-core';

/** A phone and a laptop: the widths every layout is checked at. */
export const LAYOUT_WIDTHS = [375, 1280] as const;

/** A value the page may show, with what it is, for the messages: `{ label: "member's first name", value }`. */
export interface ShownValue {
  label: string;
  value: string;
}

/**
 * What breaks the layout of the page as it is now, in words; empty when nothing does:
 * - the page scrolls sideways, or an open dialog reaches past the window's sides or scrolls sideways
 *   inside itself (scrollWidth over clientWidth by more than 1 px of rounding);
 * - a value is shown cut off (an ellipsis, a line clamp, a box with hidden overflow, the window's edge) or
 *   shortened, and neither the element showing it nor one around it carries the full value in a `title`
 *   or its accessible name; or a value runs on in one line wider than the box it scrolls sideways in.
 * A value that wraps, or that sits in a box the reader can scroll, is shown.
 * Values are found by their first characters, so a shortened one is found too.
 */
export function layoutProblems(page: Page, values: readonly ShownValue[] = []): Promise<string[]> {
  return page.evaluate(findLayoutProblems, values);
}

/** Runs in the page: it may use nothing from outside its own body. */
function findLayoutProblems(values: readonly ShownValue[]): string[] {
  const PREFIX_LENGTH = 16;
  const WIDER_THAN_ITS_BOX = 'wider than the box it scrolls in';
  const ROUNDING = 1;
  // Elements whose accessible name is their content, so a screen reader hears all of a clipped text.
  const NAMED_BY_CONTENT =
    'a[href], button, h1, h2, h3, h4, h5, h6, td, th, option, summary, [role=button], [role=link], [role=heading], [role=cell], [role=gridcell], [role=columnheader], [role=rowheader], [role=option], [role=tab], [role=menuitem], [role=tooltip]';
  const problems = new Set<string>();
  const root = document.documentElement;
  const viewportWidth = root.clientWidth;

  const describe = (element: Element) => {
    const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/).slice(0, 6).join('.') : '';
    return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}>`;
  };

  const pageOverflow = root.scrollWidth - viewportWidth;
  if (pageOverflow > ROUNDING) problems.add(`the page scrolls sideways by ${pageOverflow} px`);
  for (const dialog of document.querySelectorAll('[role=dialog], [role=alertdialog]')) {
    const box = dialog.getBoundingClientRect();
    const outside = Math.max(0, -box.left) + Math.max(0, box.right - viewportWidth);
    const overflow = Math.max(outside, dialog.scrollWidth - dialog.clientWidth);
    if (overflow > ROUNDING) problems.add(`the dialog ${describe(dialog)} is ${Math.round(overflow)} px too wide`);
  }

  // sr-only text is never seen: it is what gives an element its accessible name.
  const visuallyHidden = (element: Element) => {
    for (let at: Element | null = element; at; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.position === 'absolute' && style.overflow !== 'visible' && at.clientWidth <= 1 && at.clientHeight <= 1) return true;
    }
    return false;
  };

  const carriesInFull = (element: Element, value: string) => {
    for (let at: Element | null = element; at; at = at.parentElement) {
      if (at.getAttribute('title')?.includes(value) || at.getAttribute('aria-label')?.includes(value)) return true;
      const labelledBy = at.getAttribute('aria-labelledby');
      if (labelledBy?.split(/\s+/).some((id) => document.getElementById(id)?.textContent.includes(value))) return true;
      if (!at.hasAttribute('aria-label') && !labelledBy && at.matches(NAMED_BY_CONTENT) && at.textContent.includes(value)) return true;
    }
    return false;
  };

  /** How the text is cut off, or null when all of it can be seen (or scrolled to). */
  const cutOff = (text: Text, element: Element): string | null => {
    const range = document.createRange();
    range.selectNodeContents(text);
    const shown = range.getBoundingClientRect();
    let scrollsX = false;
    let scrollsY = false;
    for (let at: Element | null = element; at && at !== root; at = at.parentElement) {
      const style = getComputedStyle(at);
      // Overflow and text-overflow do nothing to inline boxes, whose client sizes are 0.
      if (style.display === 'inline' || style.display === 'contents') continue;
      const of = at === element ? '' : ` of ${describe(at)}`;
      if (style.textOverflow === 'ellipsis' && at.scrollWidth > at.clientWidth + ROUNDING) return `with the ellipsis${of}`;
      if (style.webkitLineClamp !== 'none' && at.scrollHeight > at.clientHeight + ROUNDING) return `by the line clamp${of}`;
      const box = at.getBoundingClientRect();
      const left = box.left + at.clientLeft;
      const top = box.top + at.clientTop;
      const hides = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
      const scrolls = (overflow: string) => overflow === 'auto' || overflow === 'scroll';
      if (!scrollsX && hides(style.overflowX) && (shown.left < left - ROUNDING || shown.right > left + at.clientWidth + ROUNDING)) {
        return `by the hidden overflow${of}`;
      }
      if (!scrollsY && hides(style.overflowY) && (shown.top < top - ROUNDING || shown.bottom > top + at.clientHeight + ROUNDING)) {
        return `by the hidden overflow${of}`;
      }
      // A box the reader scrolls sideways may hide part of a row, never a value wider than itself.
      if (!scrollsX && scrolls(style.overflowX) && shown.width > at.clientWidth + ROUNDING) return WIDER_THAN_ITS_BOX;
      scrollsX ||= scrolls(style.overflowX);
      scrollsY ||= scrolls(style.overflowY);
    }
    if (!scrollsX && (shown.left < -ROUNDING || shown.right > viewportWidth + ROUNDING)) return "by the window's edge";
    return null;
  };

  // An open dialog is all that can be seen and read: the page behind it is inert.
  const dialogs = [...document.querySelectorAll('[role=dialog], [role=alertdialog]')].filter((dialog) => dialog.checkVisibility());
  const texts = (dialogs.length ? dialogs : [document.body]).flatMap((scope) => {
    const found: Text[] = [];
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) found.push(node as Text);
    return found;
  });
  for (const text of texts) {
    const element = text.parentElement;
    if (!element || !element.checkVisibility({ visibilityProperty: true }) || visuallyHidden(element)) continue;
    const range = document.createRange();
    range.selectNodeContents(text);
    const box = range.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    for (const { label, value } of values) {
      if (!text.data.includes(value.slice(0, PREFIX_LENGTH))) continue;
      const how = text.data.includes(value) ? cutOff(text, element) : '(shortened)';
      // A title cannot help a line that is too long to read without scrolling it: it must wrap or be cut.
      if (how === WIDER_THAN_ITS_BOX) problems.add(`the ${label} runs on in one line, ${how}, in ${describe(element)}`);
      else if (how && !carriesInFull(element, value)) {
        problems.add(`the ${label} is cut off ${how} in ${describe(element)}, with no title or accessible name holding it`);
      }
    }
  }
  return [...problems];
}
