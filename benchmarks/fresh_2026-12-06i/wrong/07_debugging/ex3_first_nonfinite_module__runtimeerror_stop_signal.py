# Mistake: "they must all be removed before the function returns, **also when the forward pass raises an error** (let the error propagate)" — stops the pass by raising RuntimeError from the hook and catches RuntimeError, which also swallows the model's own RuntimeError (a Linear of the wrong width) and returns None.
def _tensors(value):
    if torch.is_tensor(value):
        yield value
    elif isinstance(value, (tuple, list)):
        for v in value:
            yield from _tensors(v)

def first_nonfinite_module(model: nn.Module, *inputs):
    found = []
    handles = []
    for name, module in model.named_modules():
        def hook(m, args, out, name=name):
            if any(not torch.isfinite(t).all() for t in _tensors(out)):
                found.append(name)
                raise RuntimeError(f"non-finite output in {name!r}")
        handles.append(module.register_forward_hook(hook))
    try:
        model(*inputs)
    except RuntimeError:
        pass
    finally:
        for h in handles:
            h.remove()
    return found[0] if found else None
