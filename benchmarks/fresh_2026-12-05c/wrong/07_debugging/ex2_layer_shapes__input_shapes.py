# Mistake: "`shape` is `tuple(output.shape)`" — uses a forward *pre*-hook and records each leaf's input shape, wrong for every Linear that changes the width
def layer_shapes(model: nn.Module, *inputs) -> list:
    records, handles = [], []
    for name, module in model.named_modules():
        if len(list(module.children())) == 0:
            def pre_hook(mod, args, name=name):
                records.append((name, tuple(args[0].shape)))
            handles.append(module.register_forward_pre_hook(pre_hook))
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return records
