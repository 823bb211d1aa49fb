# Mistake: "check that the compiled result matches fn(*example_args) (use torch.testing.assert_close)": only the shape and dtype of the compiled result are compared, so a backend whose results are doubled is accepted and (compiled_fn, True) is returned.
def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled = torch.compile(fn, **compile_kwargs)
        got, want = compiled(*example_args), fn(*example_args)
        if got.shape != want.shape or got.dtype != want.dtype:
            raise AssertionError(f"compiled output {tuple(got.shape)} {got.dtype}, eager {tuple(want.shape)} {want.dtype}")
    except Exception as err:
        print(f"falling back to eager: {type(err).__name__}")
        return fn, False
    return compiled, True
