# Right: reports through warnings.warn, with the type name and the first message line taken safely ((lines or [""])[0]); the check compares eager first, then the compiled call, and the success path sits in the try's else clause.
import warnings as _warnings

def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        candidate = torch.compile(fn, **compile_kwargs)
        expected = fn(*example_args)
        actual = candidate(*example_args)
        torch.testing.assert_close(actual, expected)
    except Exception as err:
        try:
            first = (str(err).strip().splitlines() or [""])[0]
            reason = type(err).__name__ + (f": {first}" if first else "")
            _warnings.warn(f"torch.compile fell back to eager: {reason}", stacklevel=2)
        except Exception:
            pass
        return fn, False
    else:
        return candidate, True
