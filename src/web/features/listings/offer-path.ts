/** The public page of one offer, in an interface language (SPEC.md: /:lang/offer/:offerid). */
export const offerPath = (lang: string, id: string) => `/${encodeURIComponent(lang)}/offer/${encodeURIComponent(id)}`;
