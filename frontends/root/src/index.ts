// An async boundary: Module Federation negotiates the shared modules before bootstrap runs.
void import('./bootstrap');
