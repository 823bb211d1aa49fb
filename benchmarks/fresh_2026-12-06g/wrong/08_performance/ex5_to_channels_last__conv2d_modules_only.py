# Mistake: "Every 4-D parameter means `ConvTranspose2d` weights too, in nested submodules as well" — converts the weight of each nn.Conv2d found in model.modules(): nested convolutions are reached, but ConvTranspose2d (not a Conv2d subclass) and a custom layer holding its own 4-D weight stay in NCHW
def to_channels_last(model, x):
    for module in model.modules():
        if isinstance(module, nn.Conv2d):
            module.weight.data = module.weight.data.contiguous(memory_format=torch.channels_last)
    return model, x.contiguous(memory_format=torch.channels_last)
