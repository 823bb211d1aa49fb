# Right: uses a flag set inside the try and a single return at the end; prints only the error's type name (no message), which is always one line.
def compile_or_eager(fn, example_args, **compile_kwargs):
    compiled_fn = None
    ok = False
    try:
        compiled_fn = torch.compile(fn, **compile_kwargs)
        torch.testing.assert_close(compiled_fn(*example_args), fn(*example_args))
        ok = True
    except Exception as err:
        print("compile_or_eager: using eager, torch.compile raised " + type(err).__name__)
    return (compiled_fn, True) if ok else (fn, False)
