# Right: two explicit phases (first call, then comparison) inside one try that catches Exception; the reason is built from the type name plus the message's first line if any, and sent through warnings.warn; the original fn (module included) is returned on failure
import warnings


def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        candidate = torch.compile(fn, **compile_kwargs)
        actual = candidate(*example_args)          # compilation happens here
        expected = fn(*example_args)
        torch.testing.assert_close(actual, expected)
    except Exception as err:
        lines = str(err).strip().splitlines()
        reason = type(err).__name__ + (f": {lines[0]}" if lines else "")
        warnings.warn(f"torch.compile unusable, falling back to eager: {reason}", RuntimeWarning, stacklevel=2)
        return fn, False
    return candidate, True
