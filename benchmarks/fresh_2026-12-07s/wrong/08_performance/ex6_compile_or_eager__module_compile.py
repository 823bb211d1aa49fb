# Mistake: "fn may be an nn.Module: pass that very module to torch.compile (no copy, and not module.compile(), which compiles in place)" — compiles a module in place with fn.compile(**compile_kwargs), so the caller's module stays compiled, and on a fallback the "original" returned is the broken compiled module.
def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        expected = fn(*example_args)
        if isinstance(fn, nn.Module):
            fn.compile(**compile_kwargs)
            compiled_fn = fn
        else:
            compiled_fn = torch.compile(fn, **compile_kwargs)
        torch.testing.assert_close(compiled_fn(*example_args), expected)
        return compiled_fn, True
    except Exception as err:
        print(f"{type(err).__name__}: {(str(err).splitlines() or [''])[0]}")
        return fn, False
