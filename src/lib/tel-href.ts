/** A tel: link for a phone number as people write it: "+1 (415) 555-0142" -> "tel:+14155550142". */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
