# Mistake: "the caller's module is not compiled in place (`nn.Module.compile` would change it for every later caller): on a fallback it runs as before" — calls fn.compile() for modules, so after a failing backend the caller's module itself keeps calling the broken compiled forward
def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        if isinstance(fn, nn.Module):
            fn.compile(**compile_kwargs)
            compiled = fn
            got = fn(*example_args)
            want = fn._orig_mod(*example_args) if hasattr(fn, "_orig_mod") else fn.forward(*example_args)
        else:
            compiled = torch.compile(fn, **compile_kwargs)
            got = compiled(*example_args)
            want = fn(*example_args)
        torch.testing.assert_close(got, want)
        return compiled, True
    except Exception as err:
        print(f"compile failed: {type(err).__name__}")
        return fn, False
