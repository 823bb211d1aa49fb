# Right: computes the eager result before compiling, picks the first non-empty line of the message, and reports through warnings.warn (with print as a fallback if the caller's filters turn the warning into an error).
import warnings

def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        expected = fn(*example_args)
        candidate = torch.compile(fn, **compile_kwargs)
        torch.testing.assert_close(candidate(*example_args), expected)
    except Exception as err:
        first = next((line.strip() for line in str(err).splitlines() if line.strip()), "")
        reason = type(err).__name__ + (f": {first}" if first else "")
        try:
            warnings.warn(f"falling back to eager: {reason}", RuntimeWarning, stacklevel=2)
        except Exception:
            print(f"falling back to eager: {reason}")
        return fn, False
    return candidate, True
