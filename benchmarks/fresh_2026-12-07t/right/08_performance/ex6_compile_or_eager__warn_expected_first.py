# Right: computes the eager reference first, warns (instead of printing) a reason built from the type and the first line of the message, and checks with assert_close inside the same try.
import warnings


def _reason(err):
    lines = str(err).strip().splitlines()
    return type(err).__name__ + (f": {lines[0]}" if lines else "")


def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        expected = fn(*example_args)
        compiled_fn = torch.compile(fn, **compile_kwargs)
        actual = compiled_fn(*example_args)
        torch.testing.assert_close(actual, expected)
    except Exception as err:
        warnings.warn(f"falling back to eager mode: {_reason(err)}", RuntimeWarning, stacklevel=2)
        return fn, False
    return compiled_fn, True
