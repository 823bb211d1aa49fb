# Mistake: "leave it ... as you found them: weights, the train/eval mode of every submodule": the model is switched to eval() so BatchNorm keeps its statistics, then put back with model.train(was_training), which sets every submodule to the top-level mode (a submodule in the other mode comes back changed; Dropout/BatchNorm in training mode also ran in eval).
def layer_shapes(model: nn.Module, *inputs) -> list:
    out_shapes, handles = [], []
    for name, module in model.named_modules():
        if not any(True for _ in module.children()):
            def record(m, args, out, name=name):
                t = out[0] if isinstance(out, (tuple, list)) else out
                out_shapes.append((name, tuple(t.shape)))
            handles.append(module.register_forward_hook(record))
    was_training = model.training
    model.eval()                      # shapes only: do not update BatchNorm's running statistics
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
        model.train(was_training)
    return out_shapes
