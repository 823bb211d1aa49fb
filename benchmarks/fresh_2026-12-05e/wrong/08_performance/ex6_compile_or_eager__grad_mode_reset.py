# Mistake: "the grad mode after the call (a caller under `torch.no_grad()` included)" — runs the check with grad disabled and then re-enables it unconditionally, so a caller under torch.no_grad() finds grad mode switched on
def compile_or_eager(fn, example_args, **compile_kwargs):
    torch.set_grad_enabled(False)
    try:
        compiled = torch.compile(fn, **compile_kwargs)
        torch.testing.assert_close(compiled(*example_args), fn(*example_args))
        ok = True
    except Exception as err:
        print(f"falling back to eager: {type(err).__name__}")
        ok = False
    torch.set_grad_enabled(True)
    return (compiled, True) if ok else (fn, False)
