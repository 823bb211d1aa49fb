# Mistake: "Leave `example_args` and the global state (grad mode, random generators) as you found them" — turns grad mode off for the check and back ON afterwards, so a caller under torch.no_grad() comes back with gradients enabled
def compile_or_eager(fn, example_args, **compile_kwargs):
    torch.set_grad_enabled(False)     # no graph needed to compare two results
    try:
        compiled_fn = torch.compile(fn, **compile_kwargs)
        torch.testing.assert_close(compiled_fn(*example_args), fn(*example_args))
        result = (compiled_fn, True)
    except Exception as err:
        print(f"compile failed ({type(err).__name__}), using eager")
        result = (fn, False)
    torch.set_grad_enabled(True)
    return result
