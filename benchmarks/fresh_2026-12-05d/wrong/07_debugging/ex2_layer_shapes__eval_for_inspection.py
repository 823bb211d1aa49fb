# Mistake: "leave it and the inputs as you found them: weights, the train/eval mode of every submodule (a model with Dropout and BatchNorm in training mode included)" — it puts the model in eval() so the inspection "does not disturb training statistics" and never restores the modes: a model that arrived in training mode leaves in eval mode.
def layer_shapes(model: nn.Module, *inputs) -> list:
    model.eval()
    records, handles = [], []
    for name, module in model.named_modules():
        if next(module.children(), None) is None:
            def hook(m, args, out, name=name):
                first = out[0] if isinstance(out, (tuple, list)) else out
                records.append((name, tuple(first.shape)))
            handles.append(module.register_forward_hook(hook))
    try:
        with torch.no_grad():
            model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return records
