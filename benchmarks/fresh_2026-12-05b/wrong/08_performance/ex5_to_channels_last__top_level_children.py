# Mistake: "every 4-D parameter ... in nested submodules as well" -- walks only the model's direct children, so convolutions inside nested blocks keep the NCHW layout.
def to_channels_last(model, x):
    for child in model.children():
        for p in child.parameters(recurse=False):
            if p.dim() == 4:
                p.data = p.data.to(memory_format=torch.channels_last)
    return model, x.to(memory_format=torch.channels_last)
