# Right: reports the fallback with warnings.warn, building the one-line reason as f"{type(err).__name__}: {err}" cut at its first line (works for an empty message), and keeps the try minimal around the first call and the comparison.
import warnings as _warnings


def compile_or_eager(fn, example_args, **compile_kwargs):
    compiled_fn = torch.compile(fn, **compile_kwargs)
    try:
        result = compiled_fn(*example_args)
        expected = fn(*example_args)
        torch.testing.assert_close(result, expected)
    except Exception as err:
        reason = f"{type(err).__name__}: {err}".splitlines()[0]
        _warnings.warn(f"torch.compile failed, running eagerly: {reason}", RuntimeWarning, stacklevel=2)
        return fn, False
    return compiled_fn, True
