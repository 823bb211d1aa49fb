# Mistake: "Every 4-D parameter means ConvTranspose2d weights too, in nested submodules as well" — converts the 4-D parameters found by model.named_parameters(recurse=False) and of the direct children only, so convolutions inside a nested Sequential block stay NCHW.
def to_channels_last(model, x):
    direct = list(model.parameters(recurse=False))
    for child in model.children():
        direct += list(child.parameters(recurse=False))
    for p in direct:
        if p.dim() == 4:
            p.data = p.data.contiguous(memory_format=torch.channels_last)
    return model, x.to(memory_format=torch.channels_last)
