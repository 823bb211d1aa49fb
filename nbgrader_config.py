"""nbgrader configuration for the course (instructors: see docs/instructors.md).

solutions/ holds the source notebooks (nbgrader "source"), chapters/ the student versions
(nbgrader "release"), generated with `make chapters`.
"""

c = get_config()  # noqa: F821 -- provided by nbgrader when it loads this file

c.CourseDirectory.course_id = "pytorch-in-practice"
c.CourseDirectory.source_directory = "solutions"
c.CourseDirectory.release_directory = "chapters"

# Each cell may run this long while grading or validating. The slowest cell of any solution
# notebook, the capstone's training (11a, run when a whole notebook is graded), takes about 70 s
# on an idle CPU core and passed 120 s beside one busy job (2026-12-06, a fresh clone's round
# trip: benchmarks/fresh_clone_2026-12-06.md); 300 s still stops an endless loop early, and a
# whole submission has its own limit (graders/autograde.py).
c.Execute.timeout = 300
c.Execute.interrupt_on_timeout = True
# jupyter_client's asyncio channels can miss ZeroMQ's edge-triggered wake-up and read a reply
# that is already there only when the wait times out (one cell timeout later): this client
# looks at the socket at least every 0.1 s (graders/kernels.py, benchmarks/kernel_stalls.md).
c.KernelManager.client_factory = "graders.kernels.PromptKernelClient"

c.ClearSolutions.code_stub = {"python": "# YOUR CODE HERE\nraise NotImplementedError()"}
# nbgrader's own list, with one change: where a hidden tests block is removed from a student
# version, a comment line says that hidden tests stand there (graders/release.py)
c.GenerateAssignment.preprocessors = [
    "nbgrader.preprocessors.IncludeHeaderFooter", "nbgrader.preprocessors.InstantiateTests",
    "nbgrader.preprocessors.LockCells", "nbgrader.preprocessors.ClearSolutions",
    "nbgrader.preprocessors.ClearOutput", "nbgrader.preprocessors.CheckCellMetadata",
    "nbgrader.preprocessors.ComputeChecksums", "nbgrader.preprocessors.SaveCells",
    "graders.release.ClearHiddenTestsNoted", "nbgrader.preprocessors.ClearMarkScheme",
    "nbgrader.preprocessors.ComputeChecksums", "nbgrader.preprocessors.CheckCellMetadata",
]
c.ClearSolutions.text_stub = "YOUR ANSWER HERE"

# Feedback never shows hidden tests: their source is removed and a failure inside them is
# reported without its traceback (graders/feedback.py).
c.GenerateFeedback.preprocessors = [
    "nbgrader.preprocessors.GetGrades",
    "graders.feedback.HideHiddenTests",
    "nbconvert.preprocessors.CSSHTMLHeaderPreprocessor",
]
c.LimitOutput.max_lines = 500
c.LimitOutput.max_traceback = 50

# Sandboxed grading (graders/autograde.py sets PTP_SANDBOX): kernels run under bubblewrap with
# no network, so jupyter_client must reach them over Unix sockets instead of TCP.
import os  # noqa: E402

if os.environ.get("PTP_SANDBOX") == "1":
    c.KernelManager.transport = "ipc"
    c.KernelManager.ip = os.path.join(os.environ["PTP_SANDBOX_IPC"], "kernel")
