import { parseHTML } from 'linkedom';

/** The little of the DOM our HTML walkers use (the server has no DOM lib types). */
export interface DomNode {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<DomNode>;
  parentNode: DomNode | null;
}

export interface DomElement extends DomNode {
  tagName: string;
  attributes: ArrayLike<{ name: string; value: string }>;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  remove(): void;
  querySelectorAll(selector: string): ArrayLike<DomElement>;
  innerHTML: string;
  outerHTML: string;
}

export interface DomDocument {
  documentElement: DomElement;
  body: DomElement | null;
  title: string;
  querySelectorAll(selector: string): ArrayLike<DomElement>;
  querySelector(selector: string): DomElement | null;
}

export const ELEMENT_NODE = 1;
export const TEXT_NODE = 3;

/** Parses an HTML string into a linkedom document. */
export function parseHtmlDocument(html: string): DomDocument {
  // linkedom's types do not resolve under our module settings; the value is a DOM document
  // eslint-disable-next-line @typescript-eslint/no-unsafe-return, @typescript-eslint/no-unsafe-member-access
  return parseHTML(html).document;
}

const DANGEROUS_ELEMENTS =
  'script,style,iframe,frame,frameset,object,embed,applet,form,input,button,select,textarea,link,meta,base,noscript,template,svg,math';

/**
 * Sanitises article HTML for rendering: drops active and embedding elements, event handlers,
 * inline styles and non-http(s) links, keeping text, structure, links and images.
 */
export function sanitizeArticleHtml(html: string): string {
  const document = parseHtmlDocument(`<!doctype html><html><body>${html}</body></html>`);
  const body = document.body;
  if (body === null) return '';
  for (const element of Array.from(body.querySelectorAll(DANGEROUS_ELEMENTS))) element.remove();
  for (const element of Array.from(body.querySelectorAll('*'))) {
    for (const { name, value } of Array.from(element.attributes)) {
      const lower = name.toLowerCase();
      if (lower.startsWith('on') || lower === 'style' || lower === 'srcset' || lower === 'srcdoc')
        element.removeAttribute(name);
      else if (
        (lower === 'href' || lower === 'src') &&
        !/^(https?:|#|\/|\.|[a-z0-9_-]+(\/|\.|$))/i.test(value.trim())
      ) {
        element.removeAttribute(name);
      }
    }
  }
  return body.innerHTML;
}
