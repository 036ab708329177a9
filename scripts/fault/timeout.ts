// A fault test breaks a whole stack and waits for it to recover; jest ignores a project's testTimeout when
// it runs every project at once (the root's applies), so each fault test file sets its own here.
jest.setTimeout(300_000);
