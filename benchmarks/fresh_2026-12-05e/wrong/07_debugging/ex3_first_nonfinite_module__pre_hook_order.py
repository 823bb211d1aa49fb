# Mistake: "the **first** module, in the order their forward calls finish, whose output contains a NaN or an infinity" — ranks modules by when their call starts (a pre-hook stamps a counter): a container starts before its children, so the enclosing container (or "" for the model) is reported instead of the leaf that made the NaN
def first_nonfinite_module(model: nn.Module, *inputs):
    started, bad, handles = {}, [], []
    counter = [0]

    def pre(module, args):
        counter[0] += 1
        started.setdefault(id(module), counter[0])

    def post(name):
        def hook(module, args, output):
            outs = output if isinstance(output, (tuple, list)) else (output,)
            flat = []
            while outs:
                o, *outs = outs
                if isinstance(o, (tuple, list)):
                    outs = list(o) + outs
                elif torch.is_tensor(o):
                    flat.append(o)
            if any(not torch.isfinite(t).all() for t in flat):
                bad.append((started[id(module)], name))
        return hook

    try:
        for name, module in model.named_modules():
            handles.append(module.register_forward_pre_hook(pre))
            handles.append(module.register_forward_hook(post(name)))
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return min(bad)[1] if bad else None
