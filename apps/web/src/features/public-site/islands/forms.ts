/**
 * The public forms (newsletter, feedback, educators' early access) on a prerendered page, without
 * React (ADR 101): each form the page marks with `data-island-form` (form-fields.tsx,
 * islandFormAttributes) posts its fields as JSON to the same API path as the React form, in the
 * page's language, and shows the server's confirmation or refusal in the same status region —
 * the server's validation and messages, in English or European Portuguese, as in the app.
 */

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface ErrorEnvelope {
  error?: { message?: unknown; field?: unknown };
}

/** The JSON body of a form: its named fields (empty optional ones left out), its language, and the page's path when asked. */
export function formBody(form: HTMLFormElement, pathname: string): Record<string, string> {
  const body: Record<string, string> = {};
  for (const element of Array.from(form.elements)) {
    const control = element as Control;
    if (!control.name || control.disabled || !('value' in control)) continue;
    if (control.value === '' && !('required' in control && control.required)) continue;
    body[control.name] = control.value;
  }
  body.locale = form.dataset.locale ?? 'en';
  if (form.dataset.withPage !== undefined) body.page = pathname;
  return body;
}

async function readEnvelope(response: Response): Promise<ErrorEnvelope | null> {
  try {
    return (await response.json()) as ErrorEnvelope;
  } catch {
    return null;
  }
}

/** Sends one form and shows the outcome; fields named by a refusal are marked invalid. */
export async function sendForm(
  form: HTMLFormElement,
  options: { token: string | null; pathname: string; fetchImpl?: typeof fetch },
): Promise<void> {
  const status = form.dataset.status ? form.ownerDocument.getElementById(form.dataset.status) : null;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!status || !button || button.disabled) return;
  const label = button.textContent;
  button.disabled = true;
  button.textContent = form.dataset.sending ?? label;
  const locale = form.dataset.locale ?? 'en';
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': locale,
    'Content-Type': 'application/json',
  };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let message = form.dataset.error ?? '';
  let field: string | undefined;
  let ok = false;
  try {
    const response = await (options.fetchImpl ?? fetch)(`/api${form.dataset.islandForm}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(formBody(form, options.pathname)),
    });
    const payload = await readEnvelope(response);
    if (response.ok) {
      ok = true;
      const confirmed = (payload as { message?: unknown } | null)?.message;
      message = typeof confirmed === 'string' ? confirmed : '';
    } else {
      const refusal = payload?.error;
      // the server's message is in the page's language; ours is the page's own copy
      if (typeof refusal?.message === 'string' && refusal.message) message = refusal.message;
      if (typeof refusal?.field === 'string') field = refusal.field;
    }
  } catch {
    // no answer: the page's own message
  }
  for (const element of Array.from(form.elements)) {
    const control = element as Control;
    if (control.name && control.hasAttribute('aria-invalid'))
      control.setAttribute('aria-invalid', String(!ok && control.name === field));
  }
  status.textContent = message;
  status.classList.toggle('text-danger-fg', !ok);
  status.classList.toggle('text-success-fg', ok);
  button.textContent = label;
  button.disabled = false;
}

/** Takes over the submit of every marked form in `root`. */
export function enhanceForms(root: ParentNode, options: { token: () => string | null; pathname: () => string }): void {
  for (const form of Array.from(root.querySelectorAll<HTMLFormElement>('form[data-island-form]'))) {
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void sendForm(form, { token: options.token(), pathname: options.pathname() });
    });
  }
}
