/** Why a ZIP was not used: not five digits, or five digits no place has. */
export type ZipProblem = 'invalid' | 'unknown' | null

export interface ZipFormTexts {
  label: string
  submit: string
  /** The field error for a ZIP that is not five digits. */
  invalid: string
  /** The field error for a ZIP no place has (it names the ZIP). */
  unknown: string
}

export interface ZipFormProps {
  /** The input's id; its error is `<id>-error`. */
  id: string
  /** Where the form goes (the page itself with an anchor): it reloads it with ?zip=. */
  action: string
  /** What the visitor typed (or the remembered ZIP). */
  zip: string
  problem: ZipProblem
  texts: ZipFormTexts
  /** The caller's look: the form, the row of the input and its button, and the error line. */
  classNames: { form?: string; row?: string; error?: string }
  /** Parameters the reloaded page keeps (compare's `stock`): sent as hidden fields. */
  keep?: Record<string, string>
}

/**
 * The "your ZIP" form of the listing's all-in cost and of the lot's all-in total: a plain GET form
 * (it works without JavaScript; the proxy remembers a known ZIP in the visitor's ZIP cookie), with
 * the refusal as a field error the input is described by.
 */
export function ZipForm({ id, action, zip, problem, texts, classNames, keep }: ZipFormProps) {
  const error = problem === 'invalid' ? texts.invalid : problem === 'unknown' ? texts.unknown : null
  const errorId = `${id}-error`
  return (
    <form method="get" action={action} className={classNames.form} noValidate>
      {Object.entries(keep ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id}>{texts.label}</label>
      <div className={classNames.row}>
        <input
          id={id}
          name="zip"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          defaultValue={zip}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="submit" className="btn btn-secondary">
          {texts.submit}
        </button>
      </div>
      {error ? (
        <p id={errorId} className={classNames.error} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  )
}
