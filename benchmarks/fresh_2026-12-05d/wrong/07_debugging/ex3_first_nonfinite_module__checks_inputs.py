# Mistake: "the **first** module, in the order their forward calls finish, whose output contains a NaN **or** an infinity" — it uses forward pre-hooks and checks each module's inputs, so it reports the module that *received* the first bad value (the model itself "" when an input holds NaN/inf, the next module otherwise), in call-start order.
def _bad(value):
    if isinstance(value, torch.Tensor):
        return not torch.isfinite(value).all().item()
    if isinstance(value, (tuple, list)):
        return any(_bad(v) for v in value)
    return False


def first_nonfinite_module(model: nn.Module, *inputs):
    culprit = []
    handles = []
    for name, module in model.named_modules():
        def pre_hook(m, args, name=name):
            if not culprit and _bad(args):
                culprit.append(name)
        handles.append(module.register_forward_pre_hook(pre_hook))
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return culprit[0] if culprit else None
