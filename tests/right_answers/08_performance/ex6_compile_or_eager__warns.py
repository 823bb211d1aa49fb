# The fallback reason as a warning, which the caller can filter or turn into an error.
import warnings

def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled = torch.compile(fn, **compile_kwargs)
        if not torch.allclose(compiled(*example_args), fn(*example_args)):
            raise ValueError("compiled results differ from eager mode")
    except Exception as err:
        warnings.warn(f"torch.compile unusable ({type(err).__name__}: {err}); running eagerly", RuntimeWarning)
        return fn, False
    return compiled, True
