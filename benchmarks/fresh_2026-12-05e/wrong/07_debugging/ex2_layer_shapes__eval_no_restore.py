# Mistake: "leave it and the inputs as you found them: weights, the train/eval mode of every submodule (a model with Dropout and BatchNorm in training mode included)" — switches the model to eval() so that the shape probe changes no statistics, and never switches it back
def layer_shapes(model: nn.Module, *inputs) -> list:
    model.eval()
    records, handles = [], []
    try:
        for name, module in model.named_modules():
            if not list(module.children()):
                def hook(mod, args, output, name=name):
                    out = output[0] if isinstance(output, (tuple, list)) else output
                    records.append((name, tuple(out.shape)))
                handles.append(module.register_forward_hook(hook))
        with torch.no_grad():
            model(*inputs)
    finally:
        for h in handles:
            h.remove()
    return records
