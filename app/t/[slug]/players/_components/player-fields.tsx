import { FieldError } from '@/app/_components/field-error';
import type { FieldErrors } from '@/lib/actions/result';

/** Number, name, club and email of a new player or a substitute. */
export function PlayerFields({ errors }: { errors?: FieldErrors }) {
  return (
    <div className="pl-fields">
      <label className="pl-number-field">
        Number
        <input name="number" inputMode="numeric" autoComplete="off" />
        <span className="hint">Blank: next free</span>
        <FieldError errors={errors} name="number" />
      </label>
      <label>
        Name
        <input name="name" required autoComplete="off" />
        <FieldError errors={errors} name="name" />
      </label>
      <label>
        <span>
          Club <span className="pl-optional">(optional)</span>
        </span>
        <input name="club" autoComplete="off" />
        <FieldError errors={errors} name="club" />
      </label>
      <label>
        <span>
          Email <span className="pl-optional">(optional)</span>
        </span>
        <input name="email" type="email" autoComplete="off" />
        <FieldError errors={errors} name="email" />
      </label>
    </div>
  );
}
