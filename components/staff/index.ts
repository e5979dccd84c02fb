// The staff side's components entry for every console page: the staff stylesheet and the
// navigation. Each form one page shows has a page entry of its own (*.entry.ts), so that no
// other console page's script carries it.
import './staff.css';

export { StaffNav } from './nav';
