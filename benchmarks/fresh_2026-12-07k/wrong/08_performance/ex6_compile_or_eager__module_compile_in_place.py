# Mistake: "pass that very module to torch.compile (no copy, and not module.compile(), which compiles in place) ... the caller's module is not compiled in place: on a fallback it runs as before": module.compile() changes the caller's module itself, so after a failing backend the returned "original" module fails at every call.
import warnings


def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        if isinstance(fn, nn.Module):
            expected = fn(*example_args)
            fn.compile(**compile_kwargs)                 # the module's own compile
            compiled = fn
        else:
            expected = fn(*example_args)
            compiled = torch.compile(fn, **compile_kwargs)
        torch.testing.assert_close(compiled(*example_args), expected)
        return compiled, True
    except Exception as err:
        warnings.warn(f"{type(err).__name__}: falling back to eager")
        return fn, False
