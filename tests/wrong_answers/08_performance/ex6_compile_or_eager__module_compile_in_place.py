# Diagnosis: compiled-in-place
# Pitfall: nn.Module.compile for a module: the caller's module is compiled in place, and on a
# failure the module returned as the fallback fails at every later call.
def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        if isinstance(fn, nn.Module):
            fn.compile(**compile_kwargs)
            compiled = fn
        else:
            compiled = torch.compile(fn, **compile_kwargs)
        torch.testing.assert_close(compiled(*example_args), fn(*example_args))
    except Exception as err:
        print(f"torch.compile failed, using eager mode ({type(err).__name__})")
        return fn, False
    return compiled, True
