# Mistake: "leave it and the inputs as you found them: weights, the train/eval mode of every submodule (a model with Dropout and BatchNorm in training mode included)" — runs the model in eval mode (so that BatchNorm does not update its statistics) and puts it back with `model.train(was_training)`, which gives every submodule the root's mode: submodules that were in the other mode are flipped.
def layer_shapes(model: nn.Module, *inputs) -> list:
    records, handles = [], []
    for name, module in model.named_modules():
        if not list(module.children()):
            handles.append(module.register_forward_hook(
                lambda m, a, out, name=name: records.append(
                    (name, tuple((out[0] if isinstance(out, (tuple, list)) else out).shape)))))
    was_training = model.training
    model.eval()
    try:
        model(*inputs)
    finally:
        for h in handles:
            h.remove()
        model.train(was_training)
    return records
