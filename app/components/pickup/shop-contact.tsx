/** A shop's address lines and its phone number as a call link: the shop search's cards and the "Find a shop" list. */
export function ShopContact({ lines, phone }: { lines: readonly string[]; phone?: string | undefined }) {
  return (
    <>
      <p>
        {lines.map((line, index) => (
          <span key={index} className="block">
            {line}
          </span>
        ))}
      </p>
      {phone ? (
        <p>
          <a className="underline" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
            {phone}
          </a>
        </p>
      ) : null}
    </>
  );
}
