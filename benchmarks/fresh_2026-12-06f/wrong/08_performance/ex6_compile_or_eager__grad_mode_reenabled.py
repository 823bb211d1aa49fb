# Mistake: "Leave `example_args` and the global state (grad mode, random generators) as you found them" — the check runs with grad disabled and then unconditionally re-enables grad, so a caller under torch.no_grad() gets grad mode switched on
import torch


def compile_or_eager(fn, example_args, **compile_kwargs):
    torch.set_grad_enabled(False)  # no graph needed for the check
    try:
        compiled = torch.compile(fn, **compile_kwargs)
        torch.testing.assert_close(compiled(*example_args), fn(*example_args))
        ok = True
    except Exception as err:
        print(f"falling back to eager ({type(err).__name__})")
        ok = False
    torch.set_grad_enabled(True)
    return (compiled, True) if ok else (fn, False)
