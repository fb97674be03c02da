"""The suite's bookkeeping: named checks, their problems, timings and the closing line."""

import time


class Report:
    """Collects the outcome of every check; a check passes when it reports no problem."""

    def __init__(self, verbose=False):
        self.verbose = verbose
        self.passed = 0
        self.failures = []  # (name, [problem, ...])
        self.notes = []
        self.started = time.monotonic()

    def record(self, name, problems):
        """Records the check `name`, failed if `problems` (a list of strings) is not empty."""
        problems = [p for p in problems if p]
        if problems:
            self.failures.append((name, problems))
            print(f"FAIL {name}")
            for problem in problems[:12]:
                print(f"     {problem}")
            if len(problems) > 12:
                print(f"     … and {len(problems) - 12} more")
        else:
            self.passed += 1
            if self.verbose:
                print(f"ok   {name}")

    def check(self, name, function, *args, **kwargs):
        """Runs `function`, which records its own checks; if it raises, that is a failed check."""
        try:
            function(*args, **kwargs)
        except Exception as error:  # noqa: BLE001 - a crashing check is a failed check
            message = str(error).splitlines()[0] if str(error) else ""
            self.record(name, [f"{type(error).__name__}: {message}"])

    def note(self, text):
        """Something worth knowing that is not a failure (a count, a skipped kind of link)."""
        self.notes.append(text)
        print(f"note {text}")

    def stage(self, title):
        """Prints a stage heading with the time since the start."""
        print(f"== [{time.monotonic() - self.started:6.1f}s] {title}", flush=True)

    def summary(self):
        """Prints the failures again and the closing `N passed, N failed` line; the exit code."""
        elapsed = time.monotonic() - self.started
        if self.failures:
            print("\nFailed checks:")
            for name, problems in self.failures:
                print(f"  {name}: {problems[0]}" + (f" (+{len(problems) - 1} more)" if len(problems) > 1 else ""))
        print(f"\nbrowser suite: {elapsed:.0f} s")
        print(f"{self.passed} passed, {len(self.failures)} failed")
        return 1 if self.failures else 0


class Collected(Report):
    """A report kept aside, for checks that run on another thread; `replay` hands its results
    to the main report."""

    def __init__(self):
        super().__init__()
        self.records = []

    def record(self, name, problems):
        self.records.append((name, [p for p in problems if p]))

    def note(self, text):
        self.notes.append(text)

    def replay(self, report):
        """Records every collected check, and its notes, in `report`."""
        for name, problems in self.records:
            report.record(name, problems)
        for text in self.notes:
            report.note(text)
