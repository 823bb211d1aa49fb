"""Solution notebooks changed since a git revision (default ``main``), for ``make test-fast``.

Counts committed changes since the revision, uncommitted ones and untracked notebooks. A change
to a chapter's student version or its wrong or right answers counts for that chapter's parts.
Prints one notebook path per line, or with ``--chapters`` one chapter name per line (nothing
when no chapter changed).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def git(*args: str) -> list[str]:
    out = subprocess.run(["git", *args], cwd=REPO, capture_output=True, text=True, check=True)
    return [line for line in out.stdout.splitlines() if line]


def changed_chapters(base: str = "main") -> list[str]:
    paths = set(git("diff", "--name-only", base)) | set(git("ls-files", "--others",
                                                             "--exclude-standard"))
    chapters = set()
    for path in paths:
        parts = Path(path).parts
        if len(parts) >= 2 and parts[0] in ("solutions", "chapters"):
            chapters.add(parts[1])
        elif len(parts) >= 3 and parts[0] == "tests" and parts[1] in ("wrong_answers",
                                                                     "right_answers"):
            chapters.add(parts[2])
    return sorted(ch for ch in chapters if (REPO / "solutions" / ch).is_dir())


def changed_notebooks(base: str = "main") -> list[str]:
    return [str(p.relative_to(REPO)) for ch in changed_chapters(base)
            for p in sorted((REPO / "solutions" / ch).glob("*.ipynb"))]


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "--chapters"]
    base = args[0] if args else "main"
    found = changed_chapters(base) if "--chapters" in sys.argv else changed_notebooks(base)
    print("\n".join(found))
