# Mistake: "the **first** module ... whose output contains a NaN or an infinity" — checks each module's *inputs* with forward pre-hooks, so it names the module that receives the first inf/NaN (one step late, or the outer container), and misses a non-finite final output
def first_nonfinite_module(model: nn.Module, *inputs):
    found = []
    handles = []
    for name, module in model.named_modules():
        def pre(mod, args, name=name):
            if not found and any(torch.is_tensor(a) and not torch.isfinite(a).all() for a in args):
                found.append(name)
        handles.append(module.register_forward_pre_hook(pre))
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return found[0] if found else None
