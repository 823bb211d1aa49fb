# Right: warns (warnings.warn) a reason built as "Type: message" and cut to its first line, computes the eager reference first, and keeps the happy path after the try/except.
import warnings

def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled_fn = torch.compile(fn, **compile_kwargs)
        want = fn(*example_args)
        got = compiled_fn(*example_args)
        torch.testing.assert_close(got, want)
    except Exception as err:
        reason = f"{type(err).__name__}: {err}".splitlines()[0]
        warnings.warn(f"falling back to eager mode: {reason}", stacklevel=2)
        return fn, False
    return compiled_fn, True
