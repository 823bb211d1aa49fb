# Mistake: "Hooks go on every module" (and "`""` for the model itself") - hooks only the leaf modules, so a container whose own forward computes exp(30 lin(h)), or a model whose own forward makes the NaN, is never reported (None, or a later leaf).
def _nonfinite(value):
    if isinstance(value, torch.Tensor):
        return not torch.isfinite(value).all()
    if isinstance(value, (tuple, list)):
        return any(_nonfinite(v) for v in value)
    return False

def first_nonfinite_module(model: nn.Module, *inputs):
    first = None
    handles = []

    def hook(name):
        def check(module, args, output):
            nonlocal first
            if first is None and _nonfinite(output):
                first = name
        return check

    try:
        for name, module in model.named_modules():
            if next(module.children(), None) is None:
                handles.append(module.register_forward_hook(hook(name)))
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return first
