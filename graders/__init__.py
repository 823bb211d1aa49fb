"""Grading and maintenance tooling for the course (nbgrader-based); not installed for learners."""
