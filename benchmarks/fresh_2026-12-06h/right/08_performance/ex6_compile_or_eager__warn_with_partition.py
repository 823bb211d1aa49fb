# Right: reports through `warnings.warn` (not print), builds the line from the type name and `str(err).partition("\n")[0]` (safe for an empty message), restores the caller's grad mode explicitly in `finally`, and uses try/except/else.
import warnings

def compile_or_eager(fn, example_args, **compile_kwargs):
    grad_was = torch.is_grad_enabled()
    try:
        compiled = torch.compile(fn, **compile_kwargs)
        got = compiled(*example_args)
        want = fn(*example_args)
        torch.testing.assert_close(got, want)
    except Exception as err:
        head = str(err).partition("\n")[0].strip()
        warnings.warn(f"{type(err).__name__}" + (f": {head}" if head else "") + " (running eagerly)", RuntimeWarning,
                      stacklevel=2)
        return fn, False
    else:
        return compiled, True
    finally:
        torch.set_grad_enabled(grad_was)
