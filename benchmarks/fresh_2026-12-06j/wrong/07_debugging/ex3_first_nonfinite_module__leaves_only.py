# Mistake: "Hooks go on every module" (a container whose own forward computes exp(30 lin(h)); the model's own forward may end with exp or log): hooks go on leaf modules only, as in exercise 2, so a non-finite value made by a container's or the model's own forward is reported late (a later leaf) or not at all (None).
def _nonfinite(value):
    if isinstance(value, torch.Tensor):
        return not bool(torch.isfinite(value).all())
    if isinstance(value, (tuple, list)):
        return any(_nonfinite(v) for v in value)
    return False

def first_nonfinite_module(model: nn.Module, *inputs):
    order = []
    handles = []
    for name, module in model.named_modules():
        if next(module.children(), None) is None:          # layers, not containers
            handles.append(module.register_forward_hook(
                lambda m, a, out, name=name: order.append(name) if _nonfinite(out) else None))
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return order[0] if order else None
