/** Nutritional values, folded by default. */
export function NutritionValues({ text }: { text: string }) {
  return (
    <details className="nutrition">
      <summary className="nutrition__summary">Valori nutriționale</summary>
      <p className="nutrition__text">{text}</p>
    </details>
  );
}
