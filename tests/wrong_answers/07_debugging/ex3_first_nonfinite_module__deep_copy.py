# Diagnosis: model-not-called
# Pitfall: hooking a deep copy "so the caller's model is untouched": the caller's model never runs.
def first_nonfinite_module(model, *inputs):
    import copy
    model = copy.deepcopy(model)
    found = []
    def hook(name):
        def run(m, a, o):
            outs = o if isinstance(o, (tuple, list)) else (o,)
            if not found and any(isinstance(t, torch.Tensor) and not torch.isfinite(t).all() for t in outs):
                found.append(name)
        return run
    handles = [m.register_forward_hook(hook(name)) for name, m in model.named_modules()]
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return found[0] if found else None
