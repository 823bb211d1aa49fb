# Right: reports through warnings.warn, takes the first line with str.partition (safe on an empty message), and computes the eager reference before the compiled call.
import warnings

def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        expected = fn(*example_args)
        compiled_fn = torch.compile(fn, **compile_kwargs)
        got = compiled_fn(*example_args)
        torch.testing.assert_close(got, expected)
    except Exception as err:
        head = str(err).partition("\n")[0].strip()
        warnings.warn(f"compile_or_eager: falling back to eager ({type(err).__name__}{': ' + head if head else ''})")
        return fn, False
    return compiled_fn, True
