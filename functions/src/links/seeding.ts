// What the bench reads of tracked links besides the product's routes: an ambassador's counted clicks.
export { getClickTotals } from './click-data';
