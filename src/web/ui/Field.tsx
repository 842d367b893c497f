import { useId, type ReactNode } from 'react';
import css from './form.module.css';

/** What a field's control takes to be labelled, described and marked invalid. */
export type ControlProps = {
  id: string;
  className: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

type Props = {
  label: string;
  required?: boolean;
  description?: ReactNode;
  error?: ReactNode;
  /** A short word drawn inside the control, before what is typed (the goal's "Br"). */
  leftSection?: ReactNode;
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

/**
 * A labelled form field drawn with plain elements (./form.module.css): label (an asterisk when
 * required), description, the control `children` draws with the props it is given, and the error
 * under it, tied to the control for screen readers. Mantine's Input.Wrapper without Mantine (issue 47).
 */
export function Field({ label, required, description, error, leftSection, className, children }: Props) {
  const id = useId();
  const described = [description ? `${id}-description` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const control = children({
    id,
    className: css.control,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
  });
  return (
    <div className={className ? `${css.field} ${className}` : css.field} data-error={error ? true : undefined}>
      <label htmlFor={id} className={css.label}>
        {label}
        {required && (
          <span className={css.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {description && (
        <p id={`${id}-description`} className={css.description}>
          {description}
        </p>
      )}
      {leftSection ? (
        <div className={css.sectioned}>
          <span className={css.section} aria-hidden="true">
            {leftSection}
          </span>
          {control}
        </div>
      ) : (
        control
      )}
      {error && (
        <p id={`${id}-error`} className={css.error}>
          {error}
        </p>
      )}
    </div>
  );
}
