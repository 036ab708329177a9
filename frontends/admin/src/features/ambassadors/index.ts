// What other features use of the ambassadors: the pickers that choose one (Send Message, Create Code).
export { AmbassadorSearchPicker } from './components/ambassador-search-picker';
