# Mistake: "report a one-line reason ... (a failed compilation's message runs over several lines: report its first)": the whole message is printed after the type name, so a BackendCompilerFailed reason spans several lines.
def compile_or_eager(fn, example_args, **compile_kwargs):
    try:
        compiled_fn = torch.compile(fn, **compile_kwargs)
        torch.testing.assert_close(compiled_fn(*example_args), fn(*example_args))
        return compiled_fn, True
    except Exception as err:
        print(f"compilation failed, falling back to eager: {type(err).__name__}: {err}")
        return fn, False
