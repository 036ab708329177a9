import { useHydrated } from '@app/ui';
import { useCallback, useLayoutEffect, useRef, useState, type ChangeEvent, type SyntheticEvent } from 'react';

export interface SignInValues {
  email: string;
  password: string;
}

type SignInErrors = Partial<Record<keyof SignInValues, string>>;

/**
 * The sign-in schema (shared/src/auth, zod), loaded when a field takes focus or the form is sent rather than
 * with /auth: the page's first load stays without zod and the form libraries (issue 24's 150 KB budget).
 */
export const loadSignInSchema = () => import('@app/shared/auth').then((module) => module.signInSchema);

/** The schema's verdict: its parsed values (trimmed, lower-cased e-mail), or its first message per field, as zodResolver gives them. */
async function validate(values: SignInValues): Promise<{ data: SignInValues } | { errors: SignInErrors }> {
  const result = (await loadSignInSchema()).safeParse(values);
  if (result.success) return { data: result.data };
  const errors: SignInErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof SignInValues;
    errors[field] ??= issue.message;
  }
  return { errors };
}

/**
 * The sign-in form's state without react-hook-form: what useZodForm does for the other forms, on the same
 * schema and so with the same messages. Validates on submit, then again on every change (react-hook-form's
 * defaults), focuses the first field at fault, and disables the fields and the button while submitting.
 * On the page the server rendered (/auth's first HTML), the fields take typing before the page hydrates:
 * what was typed becomes the form's values then, and the form cannot be sent until it has (`ready`).
 */
export function useSignInForm(initial: SignInValues, onValid: (values: SignInValues) => Promise<void>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<SignInErrors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const submitted = useRef(false);
  const latestCheck = useRef(0);
  const fields = useRef<Partial<Record<keyof SignInValues, HTMLInputElement | null>>>({});

  const ready = useHydrated();

  // What the person typed into the server's markup before React took it over (hydration keeps it on screen),
  // read once, on the first mount: later typing arrives as change events.
  const firstValues = useRef(initial);
  useLayoutEffect(() => {
    const first = firstValues.current;
    const typed = { email: fields.current.email?.value ?? first.email, password: fields.current.password?.value ?? first.password };
    if (typed.email !== first.email || typed.password !== first.password) setValues(typed);
  }, []);

  const check = useCallback(async (next: SignInValues) => {
    const run = ++latestCheck.current;
    const verdict = await validate(next);
    // A later keystroke's verdict wins over an earlier one still loading.
    if (run === latestCheck.current) setErrors('errors' in verdict ? verdict.errors : {});
    return verdict;
  }, []);

  const field = (name: keyof SignInValues) => ({
    name,
    value: values[name],
    error: errors[name],
    disabled: isSubmitting,
    ref: (element: HTMLInputElement | null) => {
      fields.current[name] = element;
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (submitted.current) void check(next);
    },
  });

  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    setSubmitting(true);
    try {
      const verdict = await check(values);
      if ('data' in verdict) {
        await onValid(verdict.data);
        return;
      }
      const firstAtFault = (['email', 'password'] as const).find((name) => verdict.errors[name]);
      if (firstAtFault) setTimeout(() => fields.current[firstAtFault]?.focus());
    } finally {
      setSubmitting(false);
    }
  };

  return { values, field, onSubmit, isSubmitting, ready };
}
