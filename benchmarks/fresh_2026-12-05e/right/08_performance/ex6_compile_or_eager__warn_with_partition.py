# Right: compiles the very object, calls it once and compares with assert_close inside the try; the reason is built with str.partition (never raises on an empty or multi-line message) and goes through warnings.warn; returns fn itself on failure; grad mode is never touched
import warnings

def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled = torch.compile(fn, **compile_kwargs)
        result = compiled(*example_args)
        expected = fn(*example_args)
        torch.testing.assert_close(result, expected)
    except Exception as err:
        first = str(err).partition("\n")[0].strip()
        reason = type(err).__name__ + (f": {first}" if first else "")
        warnings.warn(f"torch.compile unusable, falling back to eager ({reason})")
        return fn, False
    return compiled, True
