/** The programme's name as the interface shows it (the spec names none); the logo shows the initials. */
export const PRODUCT_NAME = 'Ambassador Program';
export const PRODUCT_INITIALS = 'AP';
