# Mistake: "`fn` may be an `nn.Module`: compile and return that very module (no copy), so that later changes to its weights show in the compiled function" -- compiles a deep copy of a module "to keep the original safe".
import copy
import warnings

def compile_or_eager(fn, example_args, **compile_kwargs):
    target = copy.deepcopy(fn) if isinstance(fn, nn.Module) else fn
    try:
        compiled = torch.compile(target, **compile_kwargs)
        result = compiled(*example_args)
        torch.testing.assert_close(result, fn(*example_args))
        return compiled, True
    except Exception as err:
        warnings.warn(f"compile failed with {type(err).__name__}; using eager")
        return fn, False
