/** A card's frame: the rounded, bordered, lightly shadowed panel the site's cards share. */
export const cardClass = "rounded-(--radius-card) border border-line bg-paper shadow-card";
