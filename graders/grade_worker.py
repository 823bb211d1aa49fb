"""A long-lived grading worker: imports nbgrader once, then grades one student per input line.

Started by ``graders.autograde`` (one per worker slot) as
``python -m graders.grade_worker COURSE CHAPTER``; it reads student ids on stdin and answers
each with one JSON line on stdout. Kernels (and, sandboxed, bubblewrap) still start per
submission; what is saved is the interpreter and nbgrader start-up for every student.
"""

from __future__ import annotations

import json
import os
import sys


def main() -> int:
    course, chapter = sys.argv[1], sys.argv[2]
    os.chdir(course)
    # Replies get the real stdout; everything else written to fd 1 (kernels started by
    # jupyter_client inherit it) goes to stderr, the grader's log.
    replies = os.fdopen(os.dup(1), "w")
    os.dup2(2, 1)
    from nbgrader.apps.api import NbGraderAPI
    from traitlets.config.loader import PyFileConfigLoader

    config = PyFileConfigLoader("nbgrader_config.py", path=course).load_config()
    api = NbGraderAPI(config=config)
    for line in sys.stdin:
        student = line.strip()
        if not student:
            continue
        result = api.autograde(chapter, student, force=True, create=True)
        print(json.dumps({"student": student, "success": bool(result.get("success")),
                          "log": result.get("log", ""), "error": result.get("error", "")}),
              file=replies, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
