# Mistake: "the caller's module is not compiled in place (`nn.Module.compile` would change it for every later caller): on a fallback it runs as before" — uses fn.compile() for modules, so after a failing backend the caller's module itself is broken at every call
def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        if isinstance(fn, nn.Module):
            fn.compile(**compile_kwargs)   # compiles the module itself, returns None
            compiled_fn = fn
        else:
            compiled_fn = torch.compile(fn, **compile_kwargs)
        torch.testing.assert_close(compiled_fn(*example_args), fn(*example_args))
        return compiled_fn, True
    except Exception as err:
        print(f"{type(err).__name__}: falling back to eager")
        return fn, False
