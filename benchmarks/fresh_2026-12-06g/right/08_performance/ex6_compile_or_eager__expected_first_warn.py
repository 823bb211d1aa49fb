# Right: computes the eager reference first, then compiles and calls once inside the same try, compares with assert_close (tolerant of last-bit differences, strict on doubled results), and on any Exception warns a reason built only from the type name and the first line of a possibly empty message; returns fn itself on failure
import warnings


def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        expected = fn(*example_args)
        compiled_fn = torch.compile(fn, **compile_kwargs)
        actual = compiled_fn(*example_args)
        torch.testing.assert_close(actual, expected)
    except Exception as err:
        lines = str(err).splitlines()
        reason = type(err).__name__ + (f": {lines[0]}" if lines else "")
        warnings.warn(f"torch.compile not used, eager fallback: {reason}", RuntimeWarning, stacklevel=2)
        return fn, False
    return compiled_fn, True
