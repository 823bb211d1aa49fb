# Mistake: "if anything raises ... return `(fn, False)`, the original function itself" / "return it itself on failure" -- compiles a module in place with Module.compile(), so the module returned on failure is still the broken compiled one.
import warnings

def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        if isinstance(fn, nn.Module):
            fn.compile(**compile_kwargs)
            compiled = fn
        else:
            compiled = torch.compile(fn, **compile_kwargs)
        out = compiled(*example_args)
        ref = fn._call_impl(*example_args) if isinstance(fn, nn.Module) else fn(*example_args)
        torch.testing.assert_close(out, ref)
        return compiled, True
    except Exception as err:
        warnings.warn(f"{type(err).__name__}: compilation failed, eager it is")
        return fn, False
