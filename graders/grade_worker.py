"""A long-lived grading worker: imports nbgrader once, then grades one student per input line.

Started by ``graders.autograde`` (one per worker slot) as
``python -m graders.grade_worker COURSE CHAPTER``; it reads student ids on stdin and answers
each with one JSON line on stdout. Kernels (and, sandboxed, bubblewrap) still start per
submission; what is saved is the interpreter and nbgrader start-up for every student.

nbgrader's ``Execute`` is replaced by ``graders.isolation.IsolatedExecute``: the tests cells
run in a second, clean kernel, out of the learner's reach. It keeps ``RecordingExecute``'s
note of the cell it is about to run in the file named by ``PTP_GRADING_PROGRESS`` (when a
kernel dies, the grader can tell the student in which cell), and writes the solution cells
flagged for review to ``PTP_GRADING_FLAGS``.
"""

from __future__ import annotations

import json
import os
import sys

from nbgrader.preprocessors import Execute


class RecordingExecute(Execute):
    """nbgrader's Execute, leaving a note of the cell it runs (for crash reports)."""

    def preprocess_cell(self, cell, resources, index):
        path = os.environ.get("PTP_GRADING_PROGRESS")
        if path and cell.cell_type == "code":
            meta = cell.metadata.get("nbgrader", {})
            first = next((line for line in cell.source.splitlines() if line.strip()), "")
            with open(path, "w") as fh:
                json.dump({"notebook": resources.get("unique_key", ""), "cell": index,
                           "grade_id": meta.get("grade_id", ""), "first_line": first[:120],
                           "tests": bool(meta.get("grade"))}, fh)
        return super().preprocess_cell(cell, resources, index)


def main() -> int:
    course, chapter = sys.argv[1], sys.argv[2]
    os.chdir(course)
    # Replies get the real stdout; everything else written to fd 1 (kernels started by
    # jupyter_client inherit it) goes to stderr, the grader's log.
    replies = os.fdopen(os.dup(1), "w")
    os.dup2(2, 1)
    from nbgrader.apps.api import NbGraderAPI
    from nbgrader.converters.autograde import Autograde
    from traitlets.config.loader import PyFileConfigLoader

    config = PyFileConfigLoader("nbgrader_config.py", path=course).load_config()
    from graders.isolation import IsolatedExecute

    # Tests cells run in a second, clean kernel (graders.isolation); the rest as nbgrader does.
    # PTP_GRADING_ISOLATION=0 grades in one kernel, as nbgrader does (benchmarks compare both)
    isolated = os.environ.get("PTP_GRADING_ISOLATION", "1") != "0"
    config.Autograde.autograde_preprocessors = [
        (IsolatedExecute if isolated else RecordingExecute) if pp is Execute else pp
        for pp in Autograde.class_traits()["autograde_preprocessors"].default()]
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
