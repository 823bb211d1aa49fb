"""nbgrader configuration of the Chinese edition (中文版): the course's own configuration, with
zh/solutions as the source (built from translations/zh/ by edition/builder.py when a
chapter is released; never edited, not committed) and zh/chapters as the release.

    python -m graders.instructor --course zh release 01_tensors     # then collect, autograde, ...
"""

c = get_config()  # noqa: F821 -- provided by nbgrader when it loads this file
load_subconfig("../nbgrader_config.py")  # noqa: F821 -- the course's settings

c.CourseDirectory.course_id = "pytorch-in-practice-zh"
