"""The course as a static website: ``make site`` (``python -m website``) -> build/site/.

Publishing, not grading: this package reads the course (``graders.course``, the chapter
catalogue of ``graders.catalogue``, the hidden tests markers of ``graders.hidden``) and writes a
site; nothing in ``graders/`` imports it (``tests/test_layout.py``).

How a chapter part becomes a page:

1. ``notebooks.executed()`` runs the part's **solution** notebook, hidden tests removed, in a
   fresh kernel offline on the CPU at the small scale (``KERNEL_ENV``), with nbclient. A cell
   that raises stops the build. Results are cached in ``build/site-cache/`` under a hash of
   everything that can change them (the notebook, ``ptp/``, ``requirements.txt``, the
   settings), so a rebuild re-runs only the notebooks that changed.
2. ``notebooks.page()`` starts from the **student** version (``chapters/``, what ``make
   chapters`` made) and copies in the outputs of every cell that is not part of an exercise. An
   exercise's solution cell and tests cell stay exactly as learners get them, without outputs:
   the page carries no solution text and no hidden test by construction, and
   ``notebooks.leaks()`` checks it again before anything is written.
3. ``widgets.snapshot_widgets()`` turns each widget (sliders, menus, progress bars, what
   ``interact`` printed or drew) into static HTML from the state nbclient recorded, so widgets
   show their starting values and outputs on a page that loads no script from the network.
4. ``builder.stage()`` lays the pages out as in the repository (``START_HERE.ipynb`` is the
   home page, ``chapters/NN_topic/*.ipynb``, ``GLOSSARY.md``, the guides in ``docs/``), so the
   course's own relative links keep working; links to repository files that are not pages go to
   GitHub. ``builder.build()`` runs Sphinx with MyST-NB (execution off: the outputs are already
   there) and the Sphinx Book Theme; its built-in search works offline.
"""
