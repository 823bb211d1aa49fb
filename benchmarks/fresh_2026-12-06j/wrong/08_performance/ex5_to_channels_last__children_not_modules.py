# Mistake: "Every 4-D parameter ..., in nested submodules as well": it walks model.children() (the top level only), so the 4-D weights inside a nested Sequential block stay NCHW.
def to_channels_last(model, x):
    for layer in model.children():
        for p in layer.parameters(recurse=False):
            if p.dim() == 4:
                p.data = p.data.to(memory_format=torch.channels_last)
    return model, x.to(memory_format=torch.channels_last)
