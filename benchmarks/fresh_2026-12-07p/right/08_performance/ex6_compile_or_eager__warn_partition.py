# Right: computes the eager reference first, reports the fallback with warnings.warn, and takes the first line of the message with str.partition (empty message -> type name alone).
import warnings

def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        expected = fn(*example_args)
        candidate = torch.compile(fn, **compile_kwargs)
        torch.testing.assert_close(candidate(*example_args), expected)
        return candidate, True
    except Exception as err:
        first_line = str(err).partition("\n")[0].strip()
        reason = type(err).__name__ + (f" ({first_line})" if first_line else "")
        warnings.warn(f"compile_or_eager: falling back to eager mode: {reason}", RuntimeWarning, stacklevel=2)
        return fn, False
