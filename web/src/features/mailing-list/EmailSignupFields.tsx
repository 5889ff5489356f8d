/**
 * The email field, submit button and field error of a one-field sign-up form (the newsletter in
 * the footer and the blog, inventory alerts on search pages). The label is for screen readers;
 * the placeholder says what to type.
 */
export function EmailSignupFields({
  id,
  email,
  error,
  pending,
  errorClass,
  texts,
}: {
  /** Prefix of the field ids. */
  id: string
  email: string | undefined
  error: string | null | undefined
  pending: boolean
  errorClass: string
  texts: { label: string; placeholder: string; submit: string; submitting: string }
}) {
  return (
    <>
      <label htmlFor={`${id}-email`} className="visually-hidden">
        {texts.label}
      </label>
      <input
        id={`${id}-email`}
        className="input"
        type="email"
        name="email"
        required
        autoComplete="email"
        placeholder={texts.placeholder}
        defaultValue={email}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <button type="submit" className="btn" disabled={pending} aria-disabled={pending}>
        {pending ? texts.submitting : texts.submit}
      </button>
      {error ? (
        <p id={`${id}-error`} className={errorClass} role="alert">
          {error}
        </p>
      ) : null}
    </>
  )
}
