# Mistake: "Hooks go on every module" / "`\"\"` for the model itself": hooks only on leaf modules, so NaN made by a container's own forward (or the model's own forward) is never reported: None instead of that container's name or "".
def _bad(out):
    if torch.is_tensor(out):
        return not torch.isfinite(out).all().item()
    if isinstance(out, (tuple, list)):
        return any(_bad(o) for o in out)
    return False

def first_nonfinite_module(model: nn.Module, *inputs):
    order = []
    handles = []
    try:
        for name, m in model.named_modules():
            if len(list(m.children())) == 0:
                handles.append(m.register_forward_hook(
                    lambda mod, a, out, name=name: order.append(name) if _bad(out) else None))
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return order[0] if order else None
