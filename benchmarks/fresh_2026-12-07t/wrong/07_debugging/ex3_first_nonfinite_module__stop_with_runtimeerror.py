# Mistake: "also when the forward pass raises an error (let the error propagate)": it stops the forward pass by raising a RuntimeError and catches RuntimeError, so a model whose own forward raises RuntimeError (a Linear of the wrong width) returns None instead of propagating the error.
def first_nonfinite_module(model: nn.Module, *inputs):
    result = {"name": None}

    def finite(out):
        if isinstance(out, torch.Tensor):
            return bool(torch.isfinite(out).all())
        if isinstance(out, (tuple, list)):
            return all(finite(o) for o in out)
        return True

    def hook(module, args, output, name):
        if not finite(output):
            result["name"] = name
            raise RuntimeError("stop: non-finite output found")

    handles = [m.register_forward_hook(lambda m_, a, o, n=n: hook(m_, a, o, n)) for n, m in model.named_modules()]
    try:
        model(*inputs)
    except RuntimeError:
        pass                                        # our own stop signal
    finally:
        for h in handles:
            h.remove()
    return result["name"]
