type Props = { slug: string; roundTableId: string; sheetVersion: number; card: string };

/** Which card of which sheet, as seen: what every verification form sends besides its proof. */
export function CardFields({ slug, roundTableId, sheetVersion, card }: Props) {
  return (
    <>
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="roundTableId" value={roundTableId} />
      <input type="hidden" name="sheetVersion" value={sheetVersion} />
      <input type="hidden" name="card" value={card} />
    </>
  );
}
