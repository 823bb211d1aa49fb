"""The Chinese edition, built from the English one and ``translations/zh/``: ``python -m
edition build`` (``make chapters``) -> ``zh/`` and ``ptp/messages/zh.json``.

Publishing, not grading: this package reads the course (``graders.course``, the chapter
catalogue of ``graders.catalogue``) and writes the edition (``builder.py``; the translation
files' format is in its docstring); nothing in ``graders/`` imports it (``tests/test_layout.py``).
Grading a Chinese notebook needs two things of it: the words feedback speaks in, which are the
learners' helpers' (``ptp.i18n``, with the catalogue this package compiles), and the Chinese
solutions a release starts from, which grading asks this package's command for
(``python -m edition solution``, by ``graders.course.build_zh_solutions``).
"""
