// docs/product.md, Constants: tooltips are primary blue with white text, pointing left or centred.
export function Tooltip({
  id,
  text,
  pointing = 'left',
}: {
  id: string;
  text: string;
  pointing?: 'left' | 'center';
}) {
  return (
    <p id={id} role="status" className={`tooltip tooltip-${pointing}`}>
      {text}
    </p>
  );
}
