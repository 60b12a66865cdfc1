import { FieldError } from '@/app/_components/field-error';
import type { FieldErrors } from '@/lib/actions/result';

/** Number, name, club, city, state and email of a new player or a substitute; `idPrefix` tells their error ids apart. */
export function PlayerFields({ errors, idPrefix }: { errors?: FieldErrors; idPrefix: string }) {
  return (
    <div className="pl-fields">
      <label className="pl-number-field">
        Number
        <input name="number" inputMode="numeric" autoComplete="off" />
        <span className="hint">Blank: next free</span>
        <FieldError errors={errors} name="number" idPrefix={idPrefix} />
      </label>
      <label>
        Name
        <input name="name" required autoComplete="off" />
        <FieldError errors={errors} name="name" idPrefix={idPrefix} />
      </label>
      <label>
        <span>
          Club <span className="pl-optional">(optional)</span>
        </span>
        <input name="club" autoComplete="off" />
        <FieldError errors={errors} name="club" idPrefix={idPrefix} />
      </label>
      <label>
        <span>
          City <span className="pl-optional">(optional)</span>
        </span>
        <input name="city" autoComplete="off" />
        <FieldError errors={errors} name="city" idPrefix={idPrefix} />
      </label>
      <label>
        <span>
          State or province <span className="pl-optional">(optional)</span>
        </span>
        <input name="region" autoComplete="off" />
        <FieldError errors={errors} name="region" idPrefix={idPrefix} />
      </label>
      <label>
        <span>
          Email <span className="pl-optional">(optional)</span>
        </span>
        <input name="email" type="email" autoComplete="off" />
        <FieldError errors={errors} name="email" idPrefix={idPrefix} />
      </label>
    </div>
  );
}
