"""nbgrader configuration for the course (instructors: see README, "Teaching with it").

solutions/ holds the source notebooks (nbgrader "source"), chapters/ the student versions
(nbgrader "release"), generated with `make chapters`.
"""

c = get_config()  # noqa: F821 -- provided by nbgrader when it loads this file

c.CourseDirectory.course_id = "pytorch-in-practice"
c.CourseDirectory.source_directory = "solutions"
c.CourseDirectory.release_directory = "chapters"

# Each cell may run this long while grading or validating; the slowest cell of any solution
# notebook takes a few seconds on 2 CPU cores (benchmarks/notebook_budgets.md).
c.Execute.timeout = 120
c.Execute.interrupt_on_timeout = True

c.ClearSolutions.code_stub = {"python": "# YOUR CODE HERE\nraise NotImplementedError()"}
c.ClearSolutions.text_stub = "YOUR ANSWER HERE"
