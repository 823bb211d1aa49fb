# Mistake: "in nested submodules as well" — walks model.children() (the top level only), so the convolutions inside the nested Sequential keep NCHW weights
def to_channels_last(model, x):
    for child in model.children():
        for p in child.parameters(recurse=False):
            if p.dim() == 4:
                p.data = p.data.to(memory_format=torch.channels_last)
    return model, x.to(memory_format=torch.channels_last)
