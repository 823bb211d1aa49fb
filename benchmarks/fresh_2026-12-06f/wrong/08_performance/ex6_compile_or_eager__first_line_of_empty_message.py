# Mistake: "Never let the error escape, not even from your report: an error's message may have many lines, one, or none at all" — str(err).splitlines()[0] raises IndexError for the backend whose compiled code raises a bare AssertionError (empty message)
import warnings

import torch


def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled = torch.compile(fn, **compile_kwargs)
        torch.testing.assert_close(compiled(*example_args), fn(*example_args))
        return compiled, True
    except Exception as err:
        warnings.warn(f"{type(err).__name__}: {str(err).splitlines()[0]}")
        return fn, False
