/**
 * The one answer of every form action, fetcher and resource route, and the helpers that read it. The
 * server builds it with lib/form-result.server.ts; components read it with components/form.
 */

/** One message per field, keyed by the field's name (a dotted path for nested values), shown under it. */
export type FieldErrors = Partial<Record<string, string>>;

/** Done: the toast to show, where to go next, and what else the page needs (`data`). */
export type FormSuccess<Intent extends string = string, Data = undefined> = {
  ok: true;
  /** Which of the page's forms answered (one action serves several forms, one intent each). */
  intent: Intent;
  /** The toast to show. */
  message?: string;
  /** Where the page goes next, replacing the form page in the history. */
  redirectTo?: string;
  /** A page the form offers a link to, instead of going there. */
  next?: string;
} & ([Data] extends [undefined] ? { data?: undefined } : { data: Data });

/** Refused: why, for the whole form (`message`) and for each field the check or the API named. */
export interface FormFailure<Intent extends string = string> {
  ok: false;
  intent: Intent;
  /** 400 for input the shared schema refused; otherwise the API's status (502 when the API failed). */
  status: number;
  /** The API's machine-readable code, when the API refused. */
  code?: string;
  /** What the person reads above the form or in a toast; absent when the field errors say it all. */
  message?: string;
  fieldErrors: FieldErrors;
  /** Seconds before trying again makes sense (a rate limit). */
  retryAfter?: number;
  /**
   * What the person had typed, when the browser posted the form itself (no JavaScript yet) and the page
   * renders the refusal again: its fields start from these, so nothing typed is lost (answerForm's `typed`).
   */
  values?: Record<string, string>;
}

export type FormResult<Intent extends string = string, Data = undefined> =
  | FormSuccess<Intent, Data>
  | FormFailure<Intent>;

/** Any result, whatever its intents and data (for code that only reads ok, message and errors). */
export type AnyFormResult = (Omit<FormSuccess, 'data'> & { data?: unknown }) | FormFailure;

/** The outcome of checking values before they are sent: the parsed data, or what to show. */
export type Checked<T> = { ok: true; data: T } | { ok: false; fieldErrors: FieldErrors; message?: string };

/** The part of a shared Zod schema the forms use (the web app reaches Zod only through @shop/shared). */
interface FormSchema<T> {
  safeParse(
    values: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** The key of a value in FieldErrors: its path joined with dots; a check of the whole form is `form`. */
export function fieldKey(path: readonly PropertyKey[] | string): string {
  const key = typeof path === 'string' ? path : path.map(String).join('.');
  return key || 'form';
}

/**
 * Runs a shared schema over form values: the same check in the browser (before sending) and in the
 * action. `fieldName` maps a schema path to the form's field when the two differ.
 */
export function validate<T>(
  schema: FormSchema<T>,
  values: unknown,
  fieldName: (path: string) => string = (path) => path,
): Checked<T> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of parsed.error.issues) fieldErrors[fieldName(fieldKey(issue.path))] ??= issue.message;
  return { ok: false, fieldErrors };
}

/** The string values of a form (files and repeated names are not used by these forms). */
export function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of formData) if (typeof value === 'string') values[name] = value;
  return values;
}

/**
 * What was typed into a form whose inputs share a name (a group of boxes to tick), as answerForm's
 * `typed`: formValues, except that such a name keeps every value, one per line, for typedList to read.
 */
export function typedValues(formData: FormData): Record<string, string> {
  const values = formValues(formData);
  for (const name of new Set(formData.keys())) {
    const all = formData.getAll(name).filter((value) => typeof value === 'string');
    if (all.length > 1) values[name] = all.join('\n');
  }
  return values;
}

/** The values ticked in a group of inputs named `name`, in what was typed (typedValues): none is []. */
export function typedList(typed: Record<string, string>, name: string): string[] {
  return typed[name]?.split('\n') ?? [];
}

/** What a form shows for a refusal: the field errors, and the message unless a field already says it. */
export interface ShownFailure {
  fieldErrors: FieldErrors;
  message?: string;
}

/**
 * The refusal of `result` as a form shows it, or undefined when it succeeded or belongs to another
 * intent. The same text under a field and above the form would say it twice, so it stays under the field.
 */
export function shownFailure(
  result: { ok: boolean; intent?: string; fieldErrors?: FieldErrors; message?: string } | undefined,
  intent?: string,
): ShownFailure | undefined {
  if (!result || result.ok || (intent !== undefined && result.intent !== intent)) return undefined;
  const fieldErrors = result.fieldErrors ?? {};
  const duplicate = result.message !== undefined && Object.values(fieldErrors).includes(result.message);
  return { fieldErrors, message: duplicate ? undefined : result.message };
}
