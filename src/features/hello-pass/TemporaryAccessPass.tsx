export interface TemporaryAccessPassProps {
  /** Base URL of the school's cloud function (its `/createTempAccessPass` is called); from the settings file. */
  functionUrl: string;
}

/** The Windows Hello guide's pass generator. Placeholder until the staff-tools work lands. */
export function TemporaryAccessPass(_props: TemporaryAccessPassProps) {
  return (
    <p className="notice" role="note">
      Placeholder: the Temporary Access Pass generator has not been built yet.
    </p>
  );
}
