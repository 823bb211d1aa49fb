"""More exercises' declared contracts, one module per chapter (``ch04.py``: chapter 04's),
each with a ``DECLARED`` tuple of ``ptp.domains.Declaration``; ``ptp.contracts_decl`` collects
them into ``DECLARATIONS``. Like every module of ``ptp``: inputs and rules, never an answer."""
