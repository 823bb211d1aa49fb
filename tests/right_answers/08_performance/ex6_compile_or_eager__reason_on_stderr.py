# The fallback reason goes to stderr, where error messages belong.
import sys

def compile_or_eager(fn, example_args, **compile_kwargs):
    compiled = torch.compile(fn, **compile_kwargs)
    try:
        result = compiled(*example_args)
        torch.testing.assert_close(result, fn(*example_args))
    except Exception as err:
        print(f"falling back to eager mode: {type(err).__name__}", file=sys.stderr)
        return fn, False
    return compiled, True
